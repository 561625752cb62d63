import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A controller sized freeform taller than its device's screen, whose
/// `<size key="freeformSize">` Xcode wrote without
/// `<freeformSimulatedSizeMetrics>`, is laid out on a screen of that size,
/// as the controllers that have them are: its bottom layout guide is at
/// the root's bottom (docs/INTERFACE-BUILDER.md, "Tall freeform
/// controllers"). A word app's recitation, report and periphery screens
/// (13771, 767 to 1067 high on the 667-point phone: views pinned to the
/// bottom guide end at the root's bottom), a raywenderlich.com 1100-point
/// screen on the 812-point phone (14460) and Dash's CrowdNode screen
/// (32700, 1844 on 844: 34 above the bottom, the home indicator) store
/// theirs so. Hand-written in Xcode 9's format on the 375 × 667 phone: a
/// 767-point controller under a navigation bar, an 80-point bar pinned to
/// the bottom layout guide and a table from the top guide down to it.
final class TallFreeformControllerTests: XCTestCase {
    func storyboard(freeformSize: Bool, freeformHeight: Int = 767, opaqueBar: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="TfC-sc-001">
                    <objects>
                        <viewController id="TfC-vc-001" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="TfC-tg-001"/>
                                <viewControllerLayoutGuide type="bottom" id="TfC-bg-001"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="TfC-rv-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="767"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="TfC-lt-001">
                                        <rect key="frame" x="0.0" y="64" width="375" height="623"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="TfC-br-001">
                                        <rect key="frame" x="0.0" y="687" width="375" height="80"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="80" id="TfC-c0-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="TfC-lt-001" firstAttribute="top" secondItem="TfC-tg-001" secondAttribute="bottom" id="TfC-c1-001"/>
                                    <constraint firstItem="TfC-lt-001" firstAttribute="leading" secondItem="TfC-rv-001" secondAttribute="leading" id="TfC-c2-001"/>
                                    <constraint firstAttribute="trailing" secondItem="TfC-lt-001" secondAttribute="trailing" id="TfC-c3-001"/>
                                    <constraint firstItem="TfC-br-001" firstAttribute="top" secondItem="TfC-lt-001" secondAttribute="bottom" id="TfC-c4-001"/>
                                    <constraint firstItem="TfC-br-001" firstAttribute="leading" secondItem="TfC-rv-001" secondAttribute="leading" id="TfC-c5-001"/>
                                    <constraint firstAttribute="trailing" secondItem="TfC-br-001" secondAttribute="trailing" id="TfC-c6-001"/>
                                    <constraint firstItem="TfC-bg-001" firstAttribute="top" secondItem="TfC-br-001" secondAttribute="bottom" id="TfC-c7-001"/>
                                </constraints>
                            </view>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" \(opaqueBar ? #"translucent="NO" "# : "")prompted="NO"/>
                            \(freeformSize ? "<size key=\"freeformSize\" width=\"375\" height=\"\(freeformHeight)\"/>" : "")
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func frames(freeformSize: Bool, freeformHeight: Int = 767, opaqueBar: Bool = false) throws -> [String: String] {
        let text = storyboard(freeformSize: freeformSize, freeformHeight: freeformHeight, opaqueBar: opaqueBar)
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "ReciteWords.storyboard")
        return try TrellisInterfaceBuilderTests.frames(of: try doc.imported(doc.scenes[0]))
    }

    /// With the freeform size: the bar ends at the root's bottom, 767.
    func testTheBottomGuideIsAtTheTallRootsBottom() throws {
        let f = try frames(freeformSize: true)
        XCTAssertEqual(f["TfC-br-001"], "0,687,375,80")
        XCTAssertEqual(f["TfC-lt-001"], "0,64,375,623")
    }

    /// Without one, a root taller than the screen keeps its overhang inset
    /// (the bottom guide at the device screen's bottom), as before.
    func testWithoutAFreeformSizeTheScreenStaysTheDevices() throws {
        let f = try frames(freeformSize: false)
        XCTAssertEqual(f["TfC-br-001"], "0,587,375,80")
    }

    /// A root stored shorter than its freeform size by its opaque bars, yet
    /// taller than the device's screen, is on the freeform screen too,
    /// below the bars (docs/INTERFACE-BUILDER.md, "Tall freeform
    /// controllers"): a 767-point root of an 831-point freeform controller
    /// under an opaque navigation bar has no top inset and its bottom guide
    /// at its own bottom, as a fitness capstone (14460, 936 of 1000) stores
    /// its scroll views.
    func testARootShorterThanItsFreeformSizeByOpaqueBarsSitsBelowThem() throws {
        let f = try frames(freeformSize: true, freeformHeight: 831, opaqueBar: true)
        XCTAssertEqual(f["TfC-lt-001"], "0,0,375,687")
        XCTAssertEqual(f["TfC-br-001"], "0,687,375,80")
    }
}
