import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A `show` segue from a controller in no navigation stack presents its
/// destination modally (Apple, `show(_:sender:)`: without a target that
/// overrides it, the default implementation presents the controller
/// modally), so a tab's plain controller shows a screen that covers the tab
/// bar controller: no tab bar (docs/INTERFACE-BUILDER.md, "Bars").
/// Hand-written: a tab bar controller whose tab is a plain controller with
/// a `show` segue to a screen whose box is pinned to the safe area's
/// bottom, as a hackathon fitness app (tools 14113) stores its video-chat
/// screen 667 high on the 667-point phone.
final class ModalShowFromTabTests: XCTestCase {
    func document(inNavigation: Bool) throws -> IBDocument {
        let tab = inNavigation ? "Msf-nc" : "Msf-tab"
        let navigation = """
                    <scene sceneID="Msf-nc-sc">
                        <objects>
                            <navigationController id="Msf-nc" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="Msf-tab" kind="relationship" relationship="rootViewController" id="Msf-nc-sg"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
            """
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="Msf-tb-sc">
                        <objects>
                            <tabBarController id="Msf-tb" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="\(tab)" kind="relationship" relationship="viewControllers" id="Msf-tb-sg"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
            \(inNavigation ? navigation : "")
                    <scene sceneID="Msf-tab-sc">
                        <objects>
                            <viewController id="Msf-tab" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Msf-tab-rv">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                                <connections>
                                    <segue destination="Msf-call" kind="show" id="Msf-tab-sg"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="Msf-call-sc">
                        <objects>
                            <viewController id="Msf-call" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Msf-call-rv">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Msf-bx">
                                            <rect key="frame" x="0.0" y="587" width="375" height="80"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="80" id="Msf-c0"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="Msf-sa"/>
                                    <constraints>
                                        <constraint firstItem="Msf-bx" firstAttribute="bottom" secondItem="Msf-sa" secondAttribute="bottom" id="Msf-c1"/>
                                        <constraint firstItem="Msf-bx" firstAttribute="leading" secondItem="Msf-call-rv" secondAttribute="leading" id="Msf-c2"/>
                                        <constraint firstAttribute="trailing" secondItem="Msf-bx" secondAttribute="trailing" id="Msf-c3"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "modalshow.storyboard")
    }

    func box(_ doc: IBDocument) throws -> String? {
        let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == "Msf-call" })
        return try frames(of: try doc.imported(scene))["Msf-bx"]
    }

    func testAShowFromATabOutsideANavigationStackCoversTheTabBar() throws {
        let doc = try document(inNavigation: false)
        XCTAssertEqual(doc.scene("Msf-tab")?.bottomBars, 49)
        XCTAssertEqual(doc.scene("Msf-call")?.bottomBars, 0)
        XCTAssertEqual(doc.scene("Msf-call")?.topBars, 0)
        XCTAssertEqual(try box(doc), "0,587,375,80")
    }

    /// In a navigation stack the same segue pushes, under the tab bar.
    func testAShowInsideANavigationStackKeepsTheTabBar() throws {
        let doc = try document(inNavigation: true)
        XCTAssertEqual(doc.scene("Msf-call")?.bottomBars, 49)
        XCTAssertEqual(doc.scene("Msf-call")?.topBars, 44)
        XCTAssertEqual(try box(doc), "0,538,375,80")
    }
}
