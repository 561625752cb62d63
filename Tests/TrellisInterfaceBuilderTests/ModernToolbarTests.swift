import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A phone's simulated toolbar is 49 points high on the canvases of Xcode
/// 14.3 and later (tools 21600 and up) and 44 before
/// (docs/INTERFACE-BUILDER.md, "Bars"): Microsoft App Center's Sasquatch
/// (21701) and Google's ads samples (23089) store views pinned to the
/// bottom layout guide 49 above the toolbar's top edge, IBAnimatable,
/// ML Kit and Rocket.Chat (14109 to 14113) 44. Hand-written: a 20-point
/// box pinned to the bottom layout guide, 10 above it.
final class ModernToolbarTests: XCTestCase {
    func box(tools: String, device: String = "retina4_7", height: Int = 667) throws -> String? {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait"/>
            <scenes>
                <scene sceneID="Mtb-sc-001">
                    <objects>
                        <viewController id="Mtb-vc-002" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Mtb-tg-003"/>
                                <viewControllerLayoutGuide type="bottom" id="Mtb-bg-004"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="Mtb-rt-005">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Mtb-bx-006">
                                        <rect key="frame" x="0.0" y="593" width="100" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="Mtb-c1-007"/>
                                            <constraint firstAttribute="height" constant="20" id="Mtb-c2-008"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Mtb-bg-004" firstAttribute="top" secondItem="Mtb-bx-006" secondAttribute="bottom" constant="10" id="Mtb-c3-009"/>
                                    <constraint firstItem="Mtb-bx-006" firstAttribute="leading" secondItem="Mtb-rt-005" secondAttribute="leading" id="Mtb-c4-010"/>
                                </constraints>
                            </view>
                            <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        return try frames(of: try importedScene(xml: xml, file: "Toolbar.storyboard"))["Mtb-bx-006"]
    }

    func testToolbarsAre49HighFromXcode14Point3() throws {
        XCTAssertEqual(try box(tools: "14113"), "0,593,100,20")        // 667 − 44 − 10 − 20
        XCTAssertEqual(try box(tools: "21701"), "0,588,100,20")        // 667 − 49 − 10 − 20
        XCTAssertEqual(try box(tools: "23089", device: "retina5_9", height: 812), "0,699,100,20")  // 812 − 34 − 49 − 30
    }
}
