import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Before iOS 11 a controller's root view had top and bottom layout margins
/// of 0, unrelated to the top and bottom layout guides (Apple's
/// `layoutMargins` documentation of iOS 8 to 10: "If the view is a view
/// controller's root view, the system sets and manages the margins. The top
/// and bottom margins are set to zero points"); Xcode 8 and earlier (tools
/// below 13000) lay their canvases out so (docs/INTERFACE-BUILDER.md, "Root
/// margins before iOS 11"). Hand-written: a box pinned 10 below the root's
/// top margin and 10 above its bottom margin, under the status bar and a
/// tab bar, on the 375 × 667 phone.
final class OldRootMarginTests: XCTestCase {
    func file(tools: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="Orm-sc-001">
                    <objects>
                        <viewController id="Orm-vc-002" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="Orm-tg-003"/>
                                <viewControllerLayoutGuide type="bottom" id="Orm-bg-004"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="Orm-rt-005">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Orm-bx-006">
                                        <rect key="frame" x="0.0" y="10" width="100" height="647"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="Orm-c1-007"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Orm-bx-006" firstAttribute="top" secondItem="Orm-rt-005" secondAttribute="topMargin" constant="10" id="Orm-c2-008"/>
                                    <constraint firstAttribute="bottomMargin" secondItem="Orm-bx-006" secondAttribute="bottom" constant="10" id="Orm-c3-009"/>
                                    <constraint firstItem="Orm-bx-006" firstAttribute="leading" secondItem="Orm-rt-005" secondAttribute="leading" id="Orm-c4-010"/>
                                </constraints>
                            </view>
                            <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func box(tools: String) throws -> String? {
        try frames(of: try importedScene(xml: file(tools: tools), file: "Margins.storyboard"))["Orm-bx-006"]
    }

    /// Xcode 8 (11762, 12120): the margins are the root's edges, as
    /// CodePath's demos (7706), AppCoda's (7702) and a raywenderlich.com
    /// tutorial (11762) store them; Xcode 9 on (13196, 14460): they follow
    /// the safe area, 20 below the top and 49 above the bottom.
    func testOldRootsHaveNoTopOrBottomMargin() throws {
        XCTAssertEqual(try box(tools: "11762"), "0,10,100,647")
        XCTAssertEqual(try box(tools: "12120"), "0,10,100,647")
        XCTAssertEqual(try box(tools: "13196"), "0,30,100,578")
        XCTAssertEqual(try box(tools: "14460.31"), "0,30,100,578")
    }

    /// The side margins keep their minimum (16 on this phone), and a view's
    /// own `insetsLayoutMarginsFromSafeArea` still wins.
    func testOnlyTheRootsOwnSettingOverridesIt() throws {
        let xml = file(tools: "11762").replacingOccurrences(of: #"<view key="view" contentMode="scaleToFill" id="Orm-rt-005">"#,
                                                           with: #"<view key="view" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="YES" id="Orm-rt-005">"#)
        XCTAssertEqual(try frames(of: try importedScene(xml: xml, file: "Margins.storyboard"))["Orm-bx-006"], "0,30,100,578")
        let yaml = try importedScene(xml: file(tools: "11762"), file: "Margins.storyboard").yaml
        XCTAssertTrue(yaml.contains("insetsMarginsFromSafeArea: false"), yaml)
    }
}
