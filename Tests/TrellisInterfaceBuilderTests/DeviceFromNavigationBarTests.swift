import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// `retina6_1` is two phones (the 414 × 896 XR, the 390 × 844 iPhone 12 to
/// 14); a root as wide as one of them picks it. When no root is, a
/// navigation controller's stored bar does: Xcode stores it as wide as the
/// screen (or its root) just below the status bar, whose height it doubles
/// on Xcode 16+ canvases (observed: MarqueeLabel's demo, tools 22154, 600 ×
/// 600 roots and a bar at y 48; PhoneNumberKit's, 24412, a bar 414 wide at y
/// 96; docs/INTERFACE-BUILDER.md, "Devices and the canvas"). Hand-written: a
/// 600 × 600 controller with a label pinned 6 below its top layout guide,
/// and a navigation controller whose 600 × 600 root has one pinned 16 below
/// its guide.
final class DeviceFromNavigationBarTests: XCTestCase {
    func document(barY: Double?, barWidth: Double = 600) -> String {
        let navigation = barY.map { y in
            """
                    <scene sceneID="Dnb-nc-sc">
                        <objects>
                            <navigationController id="Dnb-nc" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="Dnb-nb">
                                    <rect key="frame" x="0.0" y="\(y)" width="\(barWidth)" height="44"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="Dnb-pushed" kind="relationship" relationship="rootViewController" id="Dnb-sg"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    \(controller("Dnb-pushed", constant: 16, y: 108))
            """
        } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    \(controller("Dnb-plain", constant: 6, y: 54))
                    \(navigation)
                </scenes>
            </document>
            """
    }

    func controller(_ id: String, constant: Double, y: Double) -> String {
        """
                <scene sceneID="\(id)-sc">
                    <objects>
                        <viewController id="\(id)" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="\(id)-tg"/>
                                <viewControllerLayoutGuide type="bottom" id="\(id)-bg"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="\(id)-rv">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-bx">
                                        <rect key="frame" x="0.0" y="\(y)" width="600" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="20" id="\(id)-c0"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="\(id)-bx" firstAttribute="top" secondItem="\(id)-tg" secondAttribute="bottom" constant="\(constant)" id="\(id)-c1"/>
                                    <constraint firstItem="\(id)-bx" firstAttribute="leading" secondItem="\(id)-rv" secondAttribute="leading" id="\(id)-c2"/>
                                    <constraint firstAttribute="trailing" secondItem="\(id)-bx" secondAttribute="trailing" id="\(id)-c3"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """
    }

    func top(_ text: String, _ id: String) throws -> String? {
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "bar.storyboard")
        let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == id })
        return try frames(of: try doc.imported(scene))["\(id)-bx"]
    }

    func testABarBelowTheXRsStatusBarPicksTheXR() throws {
        let text = document(barY: 48)
        XCTAssertEqual(try InterfaceBuilderFile.parse(Data(text.utf8), file: "bar.storyboard").device?.width, 414)
        XCTAssertEqual(try top(text, "Dnb-plain"), "0,54,600,20")       // 48 + 6
        // A root wider than the screen is not one shortened by its bars:
        // it keeps the status bar and the navigation bar above its content.
        XCTAssertEqual(try top(text, "Dnb-pushed"), "0,108,600,20")     // 48 + 44 + 16
    }

    func testABarAsWideAsAVariantPicksIt() throws {
        let text = document(barY: 96, barWidth: 414)
        XCTAssertEqual(try InterfaceBuilderFile.parse(Data(text.utf8), file: "bar.storyboard").device?.width, 414)
    }

    /// Without a bar, a root as wide as neither variant is on the XR in
    /// every era ("Freeform roots on retina6_1"), as the bar would say.
    func testWithoutABarAFreeformRootIsTheXR() throws {
        let text = document(barY: nil)
        XCTAssertEqual(try InterfaceBuilderFile.parse(Data(text.utf8), file: "bar.storyboard").device?.width, 414)
        XCTAssertEqual(try top(text, "Dnb-plain"), "0,54,600,20")       // 48 + 6
    }
}
