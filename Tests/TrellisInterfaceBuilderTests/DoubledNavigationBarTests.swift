import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// IBImport.swift's `doubledNavigationBar`: Xcode 16 and later store a
/// navigation controller's bar below a doubled status bar and 54 high, and
/// a whole-screen controller under it with its safe area's top below that
/// bar (docs/INTERFACE-BUILDER.md, "Safe area of Xcode 16+ canvases").
/// On the 393 × 852 phone (59 and 34): a view pinned to the safe area's top
/// at 118 + 54 = 172, a 20-tall one pinned to its bottom at 852 − 68 − 20 =
/// 764 with no bottom bar; Xcode 15's files keep 59 + 44 = 103 and 798.
final class DoubledNavigationBarTests: XCTestCase {
    /// A navigation controller whose bar Xcode 16+ stored below the
    /// doubled status bar (118, 54 high), as GoMap's and
    /// LNPopupController's files do.
    static let navigationController = """
                    <scene sceneID="Nvb-sc-020">
                        <objects>
                            <navigationController id="Nvb-nc-021" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nvb-nb-022">
                                    <rect key="frame" x="0.0" y="118" width="393" height="54"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="Nvb-vc-002" kind="relationship" relationship="rootViewController" id="Nvb-sg-023"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
    """

    func layOut(tools: String, bottomBar: String = "", height: Int = 852,
                navigation: String = navigationController,
                topBar: String = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#) throws -> (top: String?, bottom: String?, yaml: String) {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="Nvb-sc-001">
                        <objects>
                            <viewController id="Nvb-vc-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Nvb-rv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="\(height)"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Nvb-tp-004">
                                            <rect key="frame" x="0.0" y="172" width="393" height="20"/>
                                            <constraints><constraint firstAttribute="height" constant="20" id="Nvb-c0-005"/></constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Nvb-bt-006">
                                            <rect key="frame" x="0.0" y="764" width="393" height="20"/>
                                            <constraints><constraint firstAttribute="height" constant="20" id="Nvb-c1-007"/></constraints>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="Nvb-sa-008"/>
                                    <constraints>
                                        <constraint firstItem="Nvb-tp-004" firstAttribute="top" secondItem="Nvb-sa-008" secondAttribute="top" id="Nvb-c2-009"/>
                                        <constraint firstItem="Nvb-tp-004" firstAttribute="leading" secondItem="Nvb-rv-003" secondAttribute="leading" id="Nvb-c3-010"/>
                                        <constraint firstAttribute="trailing" secondItem="Nvb-tp-004" secondAttribute="trailing" id="Nvb-c4-011"/>
                                        <constraint firstItem="Nvb-sa-008" firstAttribute="bottom" secondItem="Nvb-bt-006" secondAttribute="bottom" id="Nvb-c5-012"/>
                                        <constraint firstItem="Nvb-bt-006" firstAttribute="leading" secondItem="Nvb-rv-003" secondAttribute="leading" id="Nvb-c6-013"/>
                                        <constraint firstAttribute="trailing" secondItem="Nvb-bt-006" secondAttribute="trailing" id="Nvb-c7-014"/>
                                    </constraints>
                                </view>
                                <navigationItem key="navigationItem" title="Map" id="Nvb-ni-015"/>
                                \(topBar)
            \(bottomBar)
                            </viewController>
                        </objects>
                    </scene>
            \(navigation)
                </scenes>
            </document>
            """
        let imported = try importedScene(xml: text, file: "bar.storyboard")
        let f = try frames(of: imported)
        return (f["Nvb-tp-004"], f["Nvb-bt-006"], imported.yaml)
    }

    /// GoMap's Changeset (24093: 150 and 68 on the 414 × 896 phone) and
    /// LNPopupController's map scenes (25094: 172 on the 393 × 852 one).
    func testXcode16AndLaterPutTheBarBelowADoubledStatusBar() throws {
        for tools in ["24093.7", "25094"] {
            let r = try layOut(tools: tools)
            XCTAssertEqual(r.top, "0,172,393,20", "tools \(tools)")
            XCTAssertEqual(r.bottom, "0,764,393,20", "tools \(tools)")
            XCTAssertTrue(r.yaml.contains("safeArea: {top: 172, left: 0, bottom: 68, right: 0}"), r.yaml)
        }
    }

    /// Under a tab bar the bottom inset is doubled too, plus the bar:
    /// 34 × 2 + 49 = 117 (852 − 117 − 20 = 715), as Sentry's sample (24765)
    /// and Seafile's activity list (23727) store their views ending at 735.
    func testATabBarAddsToTheDoubledBottomInset() throws {
        let r = try layOut(tools: "24765", bottomBar: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)
        XCTAssertEqual(r.top, "0,172,393,20")
        XCTAssertEqual(r.bottom, "0,715,393,20")
    }

    /// Under a toolbar, 49 high on these canvases (`ModernToolbarTests`),
    /// the bottom inset is doubled as under a tab bar: 34 × 2 + 49 = 117
    /// (852 − 117 − 20 = 715), as OwnTracks' map (24765) stores it.
    func testAToolbarAddsToTheDoubledBottomInset() throws {
        let r = try layOut(tools: "25094", bottomBar: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#)
        XCTAssertEqual(r.top, "0,172,393,20")
        XCTAssertEqual(r.bottom, "0,715,393,20")
    }

    /// Xcode 15 (23504 and earlier) and the placeholder 32700 keep the
    /// device's status bar and a 44-point bar: 103 and 798.
    func testEarlierFilesKeepTheDevicesStatusBarAndA44PointBar() throws {
        for tools in ["22505", "23504", "32700.99.1234"] {
            let r = try layOut(tools: tools)
            XCTAssertEqual(r.top, "0,103,393,20", "tools \(tools)")
            XCTAssertEqual(r.bottom, "0,798,393,20", "tools \(tools)")
        }
    }

    /// A document that stores no such bar (NetNewsWire's Main, 24506: no
    /// navigation controller in the file, controllers with simulated bar
    /// metrics only) keeps the device's status bar and 44.
    func testWithoutAStoredDoubledBarTheSceneKeepsTheDevicesInsets() throws {
        let r = try layOut(tools: "25094", navigation: "")
        XCTAssertEqual(r.top, "0,103,393,20")
        XCTAssertEqual(r.bottom, "0,798,393,20")
    }

    /// A root that isn't the whole screen (a form sheet) isn't moved.
    func testARootShorterThanTheScreenIsLeftAlone() throws {
        let r = try layOut(tools: "25094", height: 800)
        XCTAssertEqual(r.top, "0,103,393,20")
    }

    /// A large-title bar keeps its stored height below the doubled status
    /// bar: a course's login form (23727) stores its large-title bar 96
    /// high at y 118 and a stack pinned 20 below the safe area's top at
    /// 118 + 96 + 20 = 234, and 20 above its bottom under the toolbar
    /// (852 − 117 − 20). Here: the view pinned to the top at 214, the one
    /// pinned to the bottom at 715. Without the rule: 59 + 96 = 155. (The
    /// controller inherits the large title from its navigation controller,
    /// with no simulated metrics of its own, as there.)
    func testALargeTitleBarKeepsItsStoredHeightBelowTheDoubledStatusBar() throws {
        let large = Self.navigationController
            .replacingOccurrences(of: #"id="Nvb-nb-022""#, with: #"largeTitles="YES" id="Nvb-nb-022""#)
            .replacingOccurrences(of: #"y="118" width="393" height="54""#, with: #"y="118" width="393" height="96""#)
        let r = try layOut(tools: "23727", bottomBar: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#,
                           navigation: large, topBar: "")
        XCTAssertEqual(r.top, "0,214,393,20")
        XCTAssertEqual(r.bottom, "0,715,393,20")
    }
}
