import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// IBReader.swift's `Containment` and IBImport.swift's canvas: which bars a
/// scene sits under, and where its root view starts below opaque ones.
final class BarsTests: XCTestCase {
    func document(_ scenes: String) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
            \(scenes)
                </scenes>
            </document>
            """
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "bars.storyboard")
    }

    /// Xcode 9 stored a root under an opaque (`translucent="NO"`)
    /// navigation bar at y 0 but 603 tall on a 667-point phone: it starts
    /// below the status bar and the bar, so its top layout guide is at 0
    /// (a view pinned to it is stored at y 0, not 64).
    func testRootShortenedByAnOpaqueBarStartsBelowIt() throws {
        let doc = try document("""
                    <scene sceneID="Opq-sc-001">
                        <objects>
                            <viewController id="Opq-vc-002" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="Opq-tg-003"/>
                                    <viewControllerLayoutGuide type="bottom" id="Opq-bg-004"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="Opq-rv-005">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Opq-bx-006">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Opq-bx-006" firstAttribute="top" secondItem="Opq-tg-003" secondAttribute="bottom" id="Opq-c1-007"/>
                                        <constraint firstItem="Opq-bg-004" firstAttribute="top" secondItem="Opq-bx-006" secondAttribute="bottom" id="Opq-c2-008"/>
                                        <constraint firstItem="Opq-bx-006" firstAttribute="leading" secondItem="Opq-rv-005" secondAttribute="leading" id="Opq-c3-009"/>
                                        <constraint firstAttribute="trailing" secondItem="Opq-bx-006" secondAttribute="trailing" id="Opq-c4-010"/>
                                    </constraints>
                                </view>
                                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                            </viewController>
                        </objects>
                    </scene>
            """)
        let imported = try doc.imported(doc.scenes[0])
        XCTAssertTrue(imported.yaml.contains("safeArea: {top: 0, left: 0, bottom: 0, right: 0}"), imported.yaml)
        let layout = try LayoutBuilder.build(imported.document)
        XCTAssertEqual(layout.view(imported.names["Opq-bx-006"]!).map { describe($0.frame) }, "0,0,375,603")
    }

    /// A navigation controller storing its bar 56 high at y 0 is a
    /// presented sheet's (iOS 13+): Xcode simulates that bar on the stack's
    /// controllers, root and pushed alike. Kodeco's Dynamic Type project
    /// (15702, 15705: a 375 × 647 root, a scroll view pinned to the safe
    /// area stored at y 56), Habitica's gift screens (23090) and Pass's
    /// password view (23504) store it so (docs/INTERFACE-BUILDER.md,
    /// "Sheets' navigation bars"); a 44-point stored bar keeps 44.
    func testANavigationControllersStoredSheetBarIsFiftySixHigh() throws {
        func boxY(bar: Int) throws -> [String?] {
            func controller(_ id: String, _ segue: String) -> String {
                """
                        <scene sceneID="Sht-sc-\(id)">
                            <objects>
                                <viewController id="Sht-vc-\(id)" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="Sht-rv-\(id)">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="647"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sht-bx-\(id)">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="100" id="Sht-ch-\(id)"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <viewLayoutGuide key="safeArea" id="Sht-sa-\(id)"/>
                                        <constraints>
                                            <constraint firstItem="Sht-bx-\(id)" firstAttribute="top" secondItem="Sht-sa-\(id)" secondAttribute="top" id="Sht-ct-\(id)"/>
                                            <constraint firstItem="Sht-bx-\(id)" firstAttribute="leading" secondItem="Sht-rv-\(id)" secondAttribute="leading" id="Sht-cl-\(id)"/>
                                            <constraint firstAttribute="trailing" secondItem="Sht-bx-\(id)" secondAttribute="trailing" id="Sht-cr-\(id)"/>
                                        </constraints>
                                    </view>
                                    \(segue)
                                </viewController>
                            </objects>
                        </scene>
                """
            }
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15705" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                    <device id="retina4_7" orientation="portrait"/>
                    <scenes>
                        <scene sceneID="Sht-sc-nav">
                            <objects>
                                <navigationController id="Sht-nc-001" sceneMemberID="viewController">
                                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="Sht-nb-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="\(bar)"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </navigationBar>
                                    <connections>
                                        <segue destination="Sht-vc-001" kind="relationship" relationship="rootViewController" id="Sht-sg-001"/>
                                    </connections>
                                </navigationController>
                            </objects>
                        </scene>
                \(controller("001", #"<connections><segue destination="Sht-vc-002" kind="show" id="Sht-sg-002"/></connections>"#))
                \(controller("002", ""))
                    </scenes>
                </document>
                """
            let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "sheet.storyboard")
            return try ["001", "002"].map { id in
                let scene = try XCTUnwrap(doc.scenes.first { $0.controllerId == "Sht-vc-\(id)" })
                let imported = try doc.imported(scene)
                let layout = try LayoutBuilder.build(imported.document)
                layout.window.layoutIfNeeded()
                return layout.view(imported.names["Sht-bx-\(id)"]!).map { describe($0.frame) }
            }
        }
        XCTAssertEqual(try boxY(bar: 56), ["0,56,375,100", "0,56,375,100"])
        XCTAssertEqual(try boxY(bar: 44), ["0,44,375,100", "0,44,375,100"])
    }

    /// Xcode 8.0 and 8.1 named the designed device only in the document's
    /// default simulated metrics (`retina4_7.fullscreen`), and stored a
    /// root pushed below an opaque bar at y 64 yet 667 tall: it reaches 64
    /// below the screen, so its bottom layout guide is 603 down (a view
    /// pinned to it ends there).
    func testXcode8SimulatedScreenAndARootReachingBelowTheScreen() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11542" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes>
                    <scene sceneID="Ovh-sc-001">
                        <objects>
                            <viewController id="Ovh-vc-002" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="Ovh-tg-003"/>
                                    <viewControllerLayoutGuide type="bottom" id="Ovh-bg-004"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="Ovh-rv-005">
                                    <rect key="frame" x="0.0" y="64" width="375" height="667"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ovh-bx-006">
                                            <rect key="frame" x="0.0" y="503" width="375" height="100"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Ovh-bg-004" firstAttribute="top" secondItem="Ovh-bx-006" secondAttribute="bottom" id="Ovh-c1-007"/>
                                        <constraint firstItem="Ovh-bx-006" firstAttribute="leading" secondItem="Ovh-rv-005" secondAttribute="leading" id="Ovh-c2-008"/>
                                        <constraint firstAttribute="trailing" secondItem="Ovh-bx-006" secondAttribute="trailing" id="Ovh-c3-009"/>
                                        <constraint firstItem="Ovh-bx-006" firstAttribute="height" constant="100" id="Ovh-c4-010"/>
                                    </constraints>
                                </view>
                                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
                <simulatedMetricsContainer key="defaultSimulatedMetrics">
                    <simulatedStatusBarMetrics key="statusBar"/>
                    <simulatedOrientationMetrics key="orientation"/>
                    <simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>
                </simulatedMetricsContainer>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "xcode8.storyboard")
        XCTAssertEqual(doc.device?.id, "retina4_7")
        let imported = try doc.imported(doc.scenes[0])
        XCTAssertEqual(imported.tolerance, 0.5)
        XCTAssertTrue(imported.yaml.contains("safeArea: {top: 0, left: 0, bottom: 64, right: 0}"), imported.yaml)
        let layout = try LayoutBuilder.build(imported.document)
        XCTAssertEqual(layout.view(imported.names["Ovh-bx-006"]!).map { describe($0.frame) }, "0,503,375,100")
    }

    /// IBDevice.swift: the 414×896 @2x `retina6_1` (iPhone XR/11) has a
    /// 48-point status bar in files from Xcode 13 on (a custom bar pinned
    /// to the safe area is stored at y 48), 44 in Xcode 12's.
    func testXcode13SimulatesTheXRWithAFortyEightPointStatusBar() {
        let size = CGSize(width: 414, height: 896)
        XCTAssertEqual(IBDevice.resolve("retina6_1", rootSize: size, toolsVersion: 22154)?.portraitSafeArea.top, 48)
        XCTAssertEqual(IBDevice.resolve("retina6_1", rootSize: size, toolsVersion: 17506)?.portraitSafeArea.top, 44)
        XCTAssertEqual(IBDevice.resolve("retina6_1", rootSize: size, toolsVersion: 22154)?.landscapeSafeArea.left, 48)
        XCTAssertEqual(IBDevice.resolve("retina6_1", rootSize: CGSize(width: 390, height: 844), toolsVersion: 22154)?.portraitSafeArea.top, 47)
    }

    /// A controller showing a navigation bar (explicit metrics: its
    /// navigation controller is in another storyboard) pushes the next
    /// screen from a table row's or button's segue: that screen is under
    /// the same bar, as Xcode infers it.
    func testPushesFromCellsAndButtonsInheritTheNavigationBar() throws {
        let doc = try document("""
                    <scene sceneID="Src-sc-001">
                        <objects>
                            <viewController id="Src-vc-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Src-rv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Src-bt-004">
                                            <rect key="frame" x="20" y="100" width="80" height="30"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <state key="normal" title="Next"/>
                                            <connections>
                                                <segue destination="Dst-vc-002" kind="show" id="Src-sg-005"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="Dst-sc-001">
                        <objects>
                            <viewController id="Dst-vc-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Dst-rv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """)
        XCTAssertEqual(doc.scene("Src-vc-002")?.topBars, 44)
        XCTAssertEqual(doc.scene("Dst-vc-002")?.topBars, 44)
    }

    /// UINavigationItem.largeTitleDisplayMode, as Apple documents it:
    /// `.automatic` (no attribute) keeps the previous item's setting,
    /// `.never` and `.always` decide for themselves, in a navigation bar
    /// that prefers large titles (`largeTitles="YES"`). Tinode's Main
    /// storyboard (23727, 414 × 736) stores controllers pushed from a
    /// large-title root with views pinned to the safe area at y 116 (20 +
    /// 96): 17 views.
    func testPushedControllersInheritLargeTitlesUnlessTheirItemSaysNever() throws {
        let doc = try document("""
                    <scene sceneID="Lrg-sc-001">
                        <objects>
                            <navigationController id="Lrg-nc-002" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="Lrg-nb-003">
                                    <rect key="frame" x="0.0" y="20" width="375" height="96"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="Lrg-vc-Root" kind="relationship" relationship="rootViewController" id="Lrg-sg-004"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="Lrg-vc-Root-sc">
                        <objects>
                            <viewController id="Lrg-vc-Root" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Lrg-vc-Root-rv">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                                <navigationItem key="navigationItem" id="Lrg-vc-Root-ni"/>
                                <connections><segue destination="Lrg-vc-Auto" kind="show" id="Lrg-vc-Root-sg0"/><segue destination="Lrg-vc-Nevr" kind="show" id="Lrg-vc-Root-sg1"/></connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="Lrg-vc-Auto-sc">
                        <objects>
                            <viewController id="Lrg-vc-Auto" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Lrg-vc-Auto-rv">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                                <navigationItem key="navigationItem" id="Lrg-vc-Auto-ni"/>
                                
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="Lrg-vc-Nevr-sc">
                        <objects>
                            <viewController id="Lrg-vc-Nevr" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Lrg-vc-Nevr-rv">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                                <navigationItem key="navigationItem" largeTitleDisplayMode="never" id="Lrg-vc-Nevr-ni"/>
                                <connections><segue destination="Lrg-vc-Aft1" kind="show" id="Lrg-vc-Nevr-sg0"/><segue destination="Lrg-vc-Alwy" kind="show" id="Lrg-vc-Nevr-sg1"/></connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="Lrg-vc-Aft1-sc">
                        <objects>
                            <viewController id="Lrg-vc-Aft1" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Lrg-vc-Aft1-rv">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                                <navigationItem key="navigationItem" id="Lrg-vc-Aft1-ni"/>
                                
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="Lrg-vc-Alwy-sc">
                        <objects>
                            <viewController id="Lrg-vc-Alwy" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Lrg-vc-Alwy-rv">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                                <navigationItem key="navigationItem" largeTitleDisplayMode="always" id="Lrg-vc-Alwy-ni"/>
                                
                            </viewController>
                        </objects>
                    </scene>
            """)
        XCTAssertEqual(doc.scene("Lrg-vc-Root")?.topBars, 96)
        XCTAssertEqual(doc.scene("Lrg-vc-Auto")?.topBars, 96)
        XCTAssertEqual(doc.scene("Lrg-vc-Nevr")?.topBars, 44)
        XCTAssertEqual(doc.scene("Lrg-vc-Aft1")?.topBars, 44)
        XCTAssertEqual(doc.scene("Lrg-vc-Alwy")?.topBars, 96)
    }

    /// A navigation controller that shows its toolbar (`toolbarHidden="NO"`:
    /// UINavigationController's `isToolbarHidden`, documented to show the
    /// toolbar under every controller it holds) gives its root and the
    /// controllers pushed from it a 44-point toolbar at the bottom: the
    /// Kodeco collection-view tutorial's detail screen (13196, 14295) is
    /// stored with its image 559 tall (667 − 64 − 44). An explicit
    /// `<simulatedBottomBarMetrics>` still wins.
    func testAShownToolbarIsInheritedAlongPushes() throws {
        let doc = try document("""
                    <scene sceneID="Tlb-sc-001">
                        <objects>
                            <navigationController toolbarHidden="NO" id="Tlb-nc-002" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="Tlb-nb-003">
                                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="Tlb-vc-004" kind="relationship" relationship="rootViewController" id="Tlb-sg-005"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="Tlb-sc-006">
                        <objects>
                            <viewController id="Tlb-vc-004" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Tlb-rv-007">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                                <connections>
                                    <segue destination="Tlb-vc-008" kind="show" id="Tlb-sg-009"/>
                                    <segue destination="Tlb-vc-010" kind="show" id="Tlb-sg-011"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="Tlb-sc-012">
                        <objects>
                            <viewController id="Tlb-vc-008" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Tlb-rv-013">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Tlb-bx-014">
                                            <rect key="frame" x="0.0" y="64" width="375" height="559"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="Tlb-sa-015"/>
                                    <constraints>
                                        <constraint firstItem="Tlb-bx-014" firstAttribute="top" secondItem="Tlb-sa-015" secondAttribute="top" id="Tlb-c1-016"/>
                                        <constraint firstItem="Tlb-bx-014" firstAttribute="bottom" secondItem="Tlb-sa-015" secondAttribute="bottom" id="Tlb-c2-017"/>
                                        <constraint firstItem="Tlb-bx-014" firstAttribute="leading" secondItem="Tlb-rv-013" secondAttribute="leading" id="Tlb-c3-018"/>
                                        <constraint firstAttribute="trailing" secondItem="Tlb-bx-014" secondAttribute="trailing" id="Tlb-c4-019"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="Tlb-sc-020">
                        <objects>
                            <viewController id="Tlb-vc-010" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Tlb-rv-021">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                                <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                            </viewController>
                        </objects>
                    </scene>
            """)
        XCTAssertEqual(doc.scene("Tlb-vc-004")?.bottomBars, 44)
        XCTAssertEqual(doc.scene("Tlb-vc-008")?.bottomBars, 44)
        XCTAssertEqual(doc.scene("Tlb-vc-010")?.bottomBars, 49)
        let detail = doc.scenes.first { $0.controllerId == "Tlb-vc-008" }!
        XCTAssertEqual(try frames(of: try doc.imported(detail))["Tlb-bx-014"], "0,64,375,559")
    }
}
