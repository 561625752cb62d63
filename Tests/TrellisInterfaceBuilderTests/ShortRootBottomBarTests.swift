import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A storyboard root stored at y 0, exactly the status bar shorter than a
/// phone without a notch, starts below the status bar also when its
/// bottom bar lies inside it (docs/INTERFACE-BUILDER.md, "Bars"): WSDOT's
/// blogger and news tabs (tools 23504, 375 × 647 under a tab bar) store
/// tables pinned to both layout guides at y 0, 598 high. A hand-written
/// scene: a box pinned 10 below the top layout guide and another 10 above
/// the bottom one, under a simulated tab bar.
final class ShortRootBottomBarTests: XCTestCase {
    func box(_ id: String, height: Int) throws -> String? {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="Srb-sc-001">
                        <objects>
                            <viewController id="Srb-vc-002" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="Srb-tg-003"/>
                                    <viewControllerLayoutGuide type="bottom" id="Srb-bg-004"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="Srb-rt-005">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Srb-tp-006">
                                            <rect key="frame" x="0.0" y="10" width="100" height="40"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="100" id="Srb-c1-007"/>
                                                <constraint firstAttribute="height" constant="40" id="Srb-c2-008"/>
                                            </constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Srb-bt-009">
                                            <rect key="frame" x="0.0" y="548" width="100" height="40"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="100" id="Srb-c5-010"/>
                                                <constraint firstAttribute="height" constant="40" id="Srb-c6-011"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Srb-tp-006" firstAttribute="top" secondItem="Srb-tg-003" secondAttribute="bottom" constant="10" id="Srb-c3-012"/>
                                        <constraint firstItem="Srb-tp-006" firstAttribute="leading" secondItem="Srb-rt-005" secondAttribute="leading" id="Srb-c4-013"/>
                                        <constraint firstItem="Srb-bg-004" firstAttribute="top" secondItem="Srb-bt-009" secondAttribute="bottom" constant="10" id="Srb-c7-014"/>
                                        <constraint firstItem="Srb-bt-009" firstAttribute="leading" secondItem="Srb-rt-005" secondAttribute="leading" id="Srb-c8-015"/>
                                    </constraints>
                                </view>
                                <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        return try frames(of: try importedScene(xml: xml, file: "Tabs.storyboard"))[id]
    }

    /// 647 = 667 − 20: the top guide at 0, the tab bar's 49 inside the
    /// root at its bottom (598 − 10 − 40 = 548).
    func testATabBarInsideARootShortenedByTheStatusBar() throws {
        XCTAssertEqual(try box("Srb-tp-006", height: 647), "0,10,100,40")
        XCTAssertEqual(try box("Srb-bt-009", height: 647), "0,548,100,40")
    }

    /// A full-height root keeps the status bar inside it: 20 + 10 at the
    /// top, the tab bar above the screen's bottom (667 − 49 − 10 − 40).
    func testAFullHeightRootKeepsTheStatusBar() throws {
        XCTAssertEqual(try box("Srb-tp-006", height: 667), "0,30,100,40")
        XCTAssertEqual(try box("Srb-bt-009", height: 667), "0,568,100,40")
    }
}
