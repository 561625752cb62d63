import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// What Xcode's canvas does that UIKit's runtime doesn't say: ambiguous
/// views kept where the document stored them (canvas frames), the status
/// bar by Xcode version, the XR's 48-point inset from Xcode 14, misplaced
/// roots and freeform screens. Files written by hand; frames computed by
/// hand from the rules in docs/INTERFACE-BUILDER.md.
final class CanvasTests: XCTestCase {
    func xib(tools: String, device: String = "retina4_7", width: Int = 375, height: Int = 667, _ body: String) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="Cnv-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            \(body)
                    </view>
                </objects>
            </document>
            """
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "canvas.xib")
    }

    func layout(_ doc: IBDocument, scene: Int = 0) throws -> (ImportedScene, BuiltLayout) {
        let imported = try doc.imported(doc.scenes[scene])
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        return (imported, layout)
    }

    func frame(_ id: String, _ imported: ImportedScene, _ layout: BuiltLayout) -> String? {
        layout.view(imported.names[id]!).map { describe($0.frame) }
    }

    /// A 100 × 40 box stored at `y`, placed by two constraints of IB XML
    /// (`Cnv-bx-002` the box, `Cnv-sa-005` the root's safe area).
    func box(y: Int = 0, _ first: String, _ second: String) -> String {
        """
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cnv-bx-002">
                            <rect key="frame" x="0.0" y="\(y)" width="100" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="Cnv-c1-003"/>
                                <constraint firstAttribute="height" constant="40" id="Cnv-c2-004"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="Cnv-sa-005"/>
                    <constraints>
                        <constraint \(first) id="Cnv-c3-006"/>
                        <constraint \(second) id="Cnv-c4-007"/>
                    </constraints>
        """
    }

    /// A box pinned to the safe area's top and leading, 100 × 40.
    var pinnedToSafeTop: String {
        box(#"firstItem="Cnv-bx-002" firstAttribute="top" secondItem="Cnv-sa-005" secondAttribute="top""#,
            #"firstItem="Cnv-bx-002" firstAttribute="leading" secondItem="Cnv-sa-005" secondAttribute="leading""#)
    }

    // MARK: Status bar

    /// Xcode 10.2 to 14.2 (tools 14800–21599) show no status bar on phones
    /// without a notch: a view pinned to the safe area's top is stored at
    /// y 0 (Pocket Casts' tools-17156 xibs, Open Food Facts' 14868, Element's
    /// 21507 storyboards). Xcode 10.1 and earlier, and 14.3 on (21701: six
    /// repositories' files store y 20), show it: y 20.
    func testStatusBarOnNotchlessPhonesDependsOnTheXcodeThatWroteTheFile() throws {
        for (tools, y) in [("14460.31", 20), ("14868", 0), ("17156", 0), ("21507", 0), ("21701", 20), ("22505", 20), ("23504", 20), ("32700.99.1234", 20)] {
            let (imported, layout) = try layout(try xib(tools: tools, pinnedToSafeTop))
            XCTAssertEqual(frame("Cnv-bx-002", imported, layout), "0,\(y),100,40", "tools \(tools)")
        }
        XCTAssertTrue(IBDevice.simulatesStatusBar(toolsVersion: nil))
        XCTAssertFalse(IBDevice.simulatesStatusBar(toolsVersion: 14800))
        XCTAssertTrue(IBDevice.simulatesStatusBar(toolsVersion: 22000))
        XCTAssertFalse(IBDevice.simulatesStatusBar(toolsVersion: 21599))
        XCTAssertTrue(IBDevice.simulatesStatusBar(toolsVersion: 21600))
    }

    /// The same boundary in a storyboard: a lone controller on the 375 ×
    /// 667 phone (no navigation controller, no simulated bars) whose 180-point
    /// header is pinned to the safe area's top, as Agora's VideoProcess
    /// (21701) stores it: y 20 from Xcode 14.3, y 0 in Xcode 14.2 (21507).
    func testStoryboardControllerOnNotchlessPhoneGetsTheStatusBarFromXcode14_3() throws {
        for (tools, y) in [("21507", 0), ("21701", 20)] {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                    <device id="retina4_7" orientation="portrait" appearance="light"/>
                    <scenes>
                        <scene sceneID="Sbr-sc-001">
                            <objects>
                                <viewController id="Sbr-vc-002" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="Sbr-rt-003">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sbr-hd-004">
                                                <rect key="frame" x="0.0" y="20" width="375" height="180"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="180" id="Sbr-c1-005"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <viewLayoutGuide key="safeArea" id="Sbr-sa-006"/>
                                        <constraints>
                                            <constraint firstItem="Sbr-hd-004" firstAttribute="top" secondItem="Sbr-sa-006" secondAttribute="top" id="Sbr-c2-007"/>
                                            <constraint firstItem="Sbr-hd-004" firstAttribute="leading" secondItem="Sbr-sa-006" secondAttribute="leading" id="Sbr-c3-008"/>
                                            <constraint firstItem="Sbr-sa-006" firstAttribute="trailing" secondItem="Sbr-hd-004" secondAttribute="trailing" id="Sbr-c4-009"/>
                                        </constraints>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
            let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "status.storyboard")
            let (imported, layout) = try layout(doc)
            XCTAssertEqual(layout.view(imported.names["Sbr-hd-004"]!).map { describe($0.frame) }, "0,\(y),375,180", "tools \(tools)")
        }
    }

    /// Notched phones keep their inset in every era (the notch is the
    /// device's, not a simulated bar): 44 on the 375 × 812 phone.
    func testNotchedPhonesKeepTheirInsetInEveryEra() throws {
        let (imported, layout) = try layout(try xib(tools: "17156", device: "retina5_9", width: 375, height: 812, pinnedToSafeTop))
        XCTAssertEqual(frame("Cnv-bx-002", imported, layout), "0,44,100,40")
    }

    /// The 414 × 896 @2x iPhone XR/11 (`retina6_1` sized so): 44 at the top
    /// in files up to Xcode 13 (tools 20037: Pocket Casts' xibs), 48 from
    /// Xcode 14 (21701, 22154).
    func testXRTopInsetIs48FromXcode14() throws {
        for (tools, y) in [("17156", 44), ("19455", 44), ("20037", 44), ("21701", 48), ("22154", 48)] {
            let (imported, layout) = try layout(try xib(tools: tools, device: "retina6_1", width: 414, height: 896, pinnedToSafeTop))
            XCTAssertEqual(frame("Cnv-bx-002", imported, layout), "0,\(y),100,40", "tools \(tools)")
        }
    }

    /// Xcode 9 to 10.1 (tools below 14800) show a notchless phone's status
    /// bar on a controller's view (File's Owner's `view` outlet) and on a
    /// whole-screen view, not on a smaller custom view: ProtonVPN's
    /// AppVersionView (14313), Element's activity indicator (14460) store
    /// a view pinned to the safe area's top at y 0; Pocket Casts'
    /// NetworkViewController (14460, 400 × 600, the controller's view) at
    /// y 20, and so do custom views 400 points tall or taller.
    func testOldFreeformCustomViewsHaveNoStatusBar() throws {
        func top(width: Int, height: Int, ownerOutlet: Bool, tools: String = "14460.31") throws -> String? {
            let outlet = ownerOutlet ? #"<connections><outlet property="view" destination="Cnv-rt-001" id="Cnv-ol-009"/></connections>"# : ""
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                    <device id="retina4_7" orientation="portrait"/>
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Owner">\(outlet)</placeholder>
                        <view contentMode="scaleToFill" id="Cnv-rt-001">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                \(pinnedToSafeTop)
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        </view>
                    </objects>
                </document>
                """
            let (imported, layout) = try layout(try InterfaceBuilderFile.parse(Data(text.utf8), file: "canvas.xib"))
            return frame("Cnv-bx-002", imported, layout)
        }
        XCTAssertEqual(try top(width: 268, height: 45, ownerOutlet: false), "0,0,100,40")
        XCTAssertEqual(try top(width: 268, height: 45, ownerOutlet: false, tools: "13771"), "0,0,100,40")
        XCTAssertEqual(try top(width: 400, height: 600, ownerOutlet: true), "0,20,100,40")
        XCTAssertEqual(try top(width: 375, height: 667, ownerOutlet: false), "0,20,100,40")
        XCTAssertEqual(try top(width: 268, height: 45, ownerOutlet: false, tools: "22505"), "0,20,100,40")
        // A tall custom view keeps the bar: Rocket.Chat's 295 × 496
        // reactor list (14113), 370 × 547 compose cell (13771) and
        // 375 × 570 filter view (14460) at y 20; its 477 × 351 emoji
        // picker (14113) at 0.
        XCTAssertEqual(try top(width: 295, height: 496, ownerOutlet: false, tools: "14113"), "0,20,100,40")
        XCTAssertEqual(try top(width: 375, height: 570, ownerOutlet: false), "0,20,100,40")
        XCTAssertEqual(try top(width: 477, height: 351, ownerOutlet: false, tools: "14113"), "0,0,100,40")
    }

    /// Up to Xcode 13 a freeform xib view no wider than a notched phone sits
    /// at the top of the simulated screen: the status bar's inset, no home
    /// indicator's (Element's banners, Simplenote's notice and sort bar,
    /// tools 17701 to 19529, on the 414 × 896 phone: a box pinned to the
    /// safe area's bottom ends at the view's). Wider views (SwiftMessages'
    /// 600-point cards) and Xcode 14+ files keep 34 at the bottom.
    func testOldFreeformViewsReachNoHomeIndicator() throws {
        func bottomBox(tools: String, width: Int) throws -> String? {
            let (imported, layout) = try layout(try xib(tools: tools, device: "retina6_1", width: width, height: 200, box(y: 160,
                #"firstItem="Cnv-sa-005" firstAttribute="bottom" secondItem="Cnv-bx-002" secondAttribute="bottom""#,
                #"firstItem="Cnv-bx-002" firstAttribute="leading" secondItem="Cnv-rt-001" secondAttribute="leading""#)))
            return frame("Cnv-bx-002", imported, layout)
        }
        XCTAssertEqual(try bottomBox(tools: "17701", width: 414), "0,160,100,40")
        XCTAssertEqual(try bottomBox(tools: "19529", width: 195), "0,160,100,40")
        // Tinode's message bars (21507, Xcode 14.1) still have none; Pocket Casts' 21701 cell has 34.
        XCTAssertEqual(try bottomBox(tools: "21507", width: 414), "0,160,100,40")
        XCTAssertEqual(try bottomBox(tools: "21701", width: 414), "0,126,100,40")
        XCTAssertEqual(try bottomBox(tools: "17506", width: 600), "0,126,100,40")
        XCTAssertEqual(try bottomBox(tools: "22505", width: 408), "0,126,100,40")
    }

    /// `retina6_1` names both the 414 × 896 XR and, from Xcode 12, the
    /// 390 × 844 phone. A freeform xib view as wide as one of them was
    /// drawn on it (Xcode resizes such a view's height and keeps the
    /// width): Zotero's 414-wide content views of tools 19xxx and 20037
    /// are stored with the XR's 44-point top inset and 20-point margins,
    /// Lockdown's storyboard (first root 414 wide) with its Xcode 14+
    /// 48. A width matching neither is the XR too, in every era
    /// (docs/INTERFACE-BUILDER.md, "Freeform roots on retina6_1": 20
    /// freeform roots of nine repositories, tools 16097 to 32700, store
    /// views pinned to the safe area 44 below it up to 20037 and 48 from
    /// 21701, never 47).
    func testFreeformWidthPicksTheRetina61Variant() throws {
        func box(tools: String, width: Int) throws -> String? {
            let (imported, layout) = try layout(try xib(tools: tools, device: "retina6_1", width: width, height: 277, self.box(
                #"firstItem="Cnv-bx-002" firstAttribute="top" secondItem="Cnv-sa-005" secondAttribute="top""#,
                #"firstItem="Cnv-bx-002" firstAttribute="leading" secondItem="Cnv-rt-001" secondAttribute="leadingMargin""#)))
            return frame("Cnv-bx-002", imported, layout)
        }
        // 414 wide: the XR, 44 at the top up to Xcode 13, 48 from 14; its 20-point margins.
        XCTAssertEqual(try box(tools: "20037", width: 414), "20,44,100,40")
        XCTAssertEqual(try box(tools: "19162", width: 414), "20,44,100,40")
        XCTAssertEqual(try box(tools: "21701", width: 414), "20,48,100,40")
        // 390 wide: the 390 × 844 phone, 16-point margins, 44 at the top
        // before Xcode 14.1 and 47 from it (as `retina6_0`:
        // FortySevenPointPhoneEraTests).
        XCTAssertEqual(try box(tools: "20037", width: 390), "16,44,100,40")
        XCTAssertEqual(try box(tools: "21701", width: 390), "16,47,100,40")
        // Neither width: the XR, 44 up to Xcode 13 (ProtonVPN's 20037
        // search views, Zotero's 19529 cell), 48 from 14 (goma's 711- and
        // 757-wide 22154 and 23094 controllers); the root's own width
        // still decides its margins.
        XCTAssertEqual(try box(tools: "20037", width: 300), "16,44,100,40")
        XCTAssertEqual(try box(tools: "23094", width: 300), "16,48,100,40")
        XCTAssertEqual(try box(tools: "22154", width: 711), "20,48,100,40")
        XCTAssertEqual(IBDevice.resolve("retina6_1", rootSize: CGSize(width: 414, height: 277), toolsVersion: 20037)?.width, 414)
        XCTAssertEqual(IBDevice.resolve("retina6_1", rootSize: CGSize(width: 300, height: 277), toolsVersion: 20037)?.width, 414)
        XCTAssertEqual(IBDevice.resolve("retina6_1", rootSize: CGSize(width: 300, height: 277), toolsVersion: 23094)?.scale, 2)
        // Another scene's root at the 390 × 844 phone's size names the device.
        XCTAssertEqual(IBDevice.resolve("retina6_1", rootSize: CGSize(width: 300, height: 277), toolsVersion: 23094,
                                        otherRootSizes: [CGSize(width: 390, height: 844)])?.portraitSafeArea.top, 47)
        // No root size at all: Xcode 13+ still means the 390-point phone (a guess).
        XCTAssertEqual(IBDevice.resolve("retina6_1", rootSize: nil, toolsVersion: 20037)?.width, 390)
        // ProtonVPN's 376-wide (21701: 48) and 498-wide (20037: 44) views.
        XCTAssertEqual(try box(tools: "21701", width: 376), "16,48,100,40")
        XCTAssertEqual(try box(tools: "20037", width: 498), "20,44,100,40")
        XCTAssertEqual(IBDevice.resolve("retina6_1", rootSize: CGSize(width: 300, height: 277), toolsVersion: 32700)?.width, 414)
    }

    /// A xib view's own simulated metrics put a bar on its canvas, as a
    /// storyboard controller's do: Nextcloud Talk's controller views
    /// (tools 21225, 23504 on the 414 × 896 phone) store labels pinned 10
    /// below the safe area at 48 + 44 + 10; WooCommerce's, OnionBrowser's
    /// and Pocket Casts' likewise. Under an opaque bar (`translucent="NO"`)
    /// the view starts below it and has no top inset, as UIKit lays a
    /// controller's view out when `extendedLayoutIncludesOpaqueBars` is
    /// false (its documented default): Pocket Casts' Profile, 375 × 603.
    func testXibSimulatedBarsInsetTheSafeArea() throws {
        func top(_ metrics: String, height: Int = 896) throws -> String? {
            let (imported, layout) = try layout(try xib(tools: "20037", device: "retina6_1", width: 414, height: height,
                                                        pinnedToSafeTop + "\n" + metrics))
            return frame("Cnv-bx-002", imported, layout)
        }
        XCTAssertEqual(try top(""), "0,44,100,40")
        XCTAssertEqual(try top(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#), "0,88,100,40")
        XCTAssertEqual(try top(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="YES"/>"#), "0,118,100,40")
        XCTAssertEqual(try top(#"<nil key="simulatedTopBarMetrics"/>"#), "0,44,100,40")
        XCTAssertEqual(try top(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#, height: 808),
                       "0,0,100,40")
    }

    /// A fixed-frame view with flexible width and height inside a visual
    /// effect view's content view (which constraints size, so it has no
    /// frame until laid out) springs from the content view's stored frame,
    /// as Interface Builder measured the mask's margins against it: Jami's
    /// blur views (16097, 414 × 818), Nextcloud Talk's, Pocket Casts' and
    /// Simplenote's cells and popovers (+18 views in four sets). From a
    /// zero-sized superview it grew by the whole superview: 828 wide.
    func testAutoresizingInsideAContentViewSpringsFromItsStoredFrame() throws {
        let (imported, layout) = try layout(try xib(tools: "16097", device: "retina6_1", width: 414, height: 896, """
                    <subviews>
                        <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cnv-fx-010">
                            <rect key="frame" x="0.0" y="44" width="414" height="818"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="Cnv-cv-011">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="818"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Cnv-in-012">
                                        <rect key="frame" x="10" y="20" width="394" height="778"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    </view>
                                </subviews>
                            </view>
                            <blurEffect style="regular"/>
                        </visualEffectView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="Cnv-sa-005"/>
                    <constraints>
                        <constraint firstItem="Cnv-fx-010" firstAttribute="top" secondItem="Cnv-sa-005" secondAttribute="top" id="Cnv-c5-013"/>
                        <constraint firstItem="Cnv-sa-005" firstAttribute="bottom" secondItem="Cnv-fx-010" secondAttribute="bottom" id="Cnv-c6-014"/>
                        <constraint firstItem="Cnv-fx-010" firstAttribute="leading" secondItem="Cnv-rt-001" secondAttribute="leading" id="Cnv-c7-015"/>
                        <constraint firstAttribute="trailing" secondItem="Cnv-fx-010" secondAttribute="trailing" id="Cnv-c8-016"/>
                    </constraints>
            """))
        XCTAssertEqual(frame("Cnv-fx-010", imported, layout), "0,44,414,818")
        XCTAssertEqual(frame("Cnv-in-012", imported, layout), "10,20,394,778")
    }

    /// `retina5_9` (375 × 812) is the iPhone X/XS, 44 at the top, up to
    /// Xcode 13 (SkeletonView 19455, Element 20037), and the iPhone 12/13
    /// mini, 50, from Xcode 14 (IQKeyboardManager's and DuckDuckGo's 22505,
    /// KeePassium's 23504), freeform views too (no size to match); Xcode
    /// 14.0 to 14.2 (tools below 21600) drew it 47 down (Provenance's and
    /// Unstoppable Domains' 21507 xibs).
    func testTheMiniIsFiftyPointsFromXcode14() throws {
        for (tools, y) in [("19455", 44), ("20037", 44), ("21507", 47), ("21701", 50), ("22505", 50), ("23504", 50)] {
            let (imported, layout) = try layout(try xib(tools: tools, device: "retina5_9", width: 375, height: 812, pinnedToSafeTop))
            XCTAssertEqual(frame("Cnv-bx-002", imported, layout), "0,\(y),100,40", "tools \(tools)")
        }
        XCTAssertEqual(IBDevice.resolve("retina5_9", rootSize: CGSize(width: 320, height: 200), toolsVersion: 22505)?.portraitSafeArea.top, 50)
        XCTAssertEqual(IBDevice.resolve("retina5_9", rootSize: nil, toolsVersion: 19455)?.portraitSafeArea.top, 44)
        XCTAssertEqual(IBDevice.resolve("retina5_9", rootSize: nil, toolsVersion: 22505)?.landscapeSafeArea.left, 50)
    }

    // MARK: Storyboard roots

    func storyboard(tools: String = "23504", device: String = "retina5_5", _ scenes: String) throws -> IBDocument {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait"/>
                <scenes>
            \(scenes)
                </scenes>
            </document>
            """
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "canvas.storyboard")
    }

    /// A root Xcode marks misplaced has a stale stored size (DuckDuckGo's
    /// Feedback roots: 666 tall): the canvas is the screen below the opaque
    /// navigation bar, 736 − 20 − 44 = 672, so a view pinned to the safe
    /// area's bottom ends at 672, not 666.
    func testMisplacedRootIsTheScreenBelowAnOpaqueBar() throws {
        let doc = try storyboard("""
                    <scene sceneID="Mis-sc-001">
                        <objects>
                            <navigationController id="Mis-nc-002" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="Mis-nb-003">
                                    <rect key="frame" x="0.0" y="20" width="414" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="Mis-vc-004" kind="relationship" relationship="rootViewController" id="Mis-sg-005"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="Mis-sc-006">
                        <objects>
                            <viewController id="Mis-vc-004" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" misplaced="YES" id="Mis-rv-007">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="666"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Mis-bx-008">
                                            <rect key="frame" x="0.0" y="0.0" width="414" height="672"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="Mis-sa-009"/>
                                    <constraints>
                                        <constraint firstItem="Mis-bx-008" firstAttribute="top" secondItem="Mis-sa-009" secondAttribute="top" id="Mis-c1-010"/>
                                        <constraint firstItem="Mis-bx-008" firstAttribute="bottom" secondItem="Mis-sa-009" secondAttribute="bottom" id="Mis-c2-011"/>
                                        <constraint firstItem="Mis-bx-008" firstAttribute="leading" secondItem="Mis-rv-007" secondAttribute="leading" id="Mis-c3-012"/>
                                        <constraint firstAttribute="trailing" secondItem="Mis-bx-008" secondAttribute="trailing" id="Mis-c4-013"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """)
        let (imported, layout) = try layout(doc)
        XCTAssertTrue(imported.yaml.contains("canvas: {width: 414, height: 672"), imported.yaml)
        XCTAssertEqual(frame("Mis-bx-008", imported, layout), "0,0,414,672")
        XCTAssertEqual(imported.rootOrigin, CGPoint(x: 0, y: 64))
    }

    /// A root as wide as a notched phone and its status bar plus 10 points
    /// shorter is an iOS 13+ page sheet: no top inset, the device's bottom
    /// one before tools 20037. Element's 414 × 842 sheets on the XR (tools
    /// 18122 and 20037; the 20037 file's `retina6_1` would otherwise be the
    /// 390-point phone): a box pinned 16 below the safe area's top at y 16
    /// and one pinned 16 above its bottom ending at 842 − 34 − 16 = 792 in
    /// the 18122 files; the 20037 one (the context preview's label, 16
    /// above the safe area's bottom, ends at 826) has no bottom inset
    /// (`PageSheetHomeIndicatorTests`); Element's controllers name their
    /// page-sheet size (`modalPageSheetSimulatedSizeMetrics`), as here,
    /// which keeps the top at 0. Without a bar; a navigation bar in
    /// a sheet is 56 (Eureka's event form).
    func testPageSheetRootHasNoTopInset() throws {
        for (tools, bottom) in [("18122", 34), ("20037", 0)] {
            let doc = try storyboard(tools: tools, device: "retina6_1", """
                    <scene sceneID="Sht-sc-001">
                        <objects>
                            <viewController id="Sht-vc-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Sht-rv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="842"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sht-tp-004">
                                            <rect key="frame" x="16" y="16" width="100" height="40"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="100" id="Sht-c1-005"/>
                                                <constraint firstAttribute="height" constant="40" id="Sht-c2-006"/>
                                            </constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sht-bt-007">
                                            <rect key="frame" x="16" y="752" width="100" height="40"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="100" id="Sht-c3-008"/>
                                                <constraint firstAttribute="height" constant="40" id="Sht-c4-009"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="Sht-sa-010"/>
                                    <constraints>
                                        <constraint firstItem="Sht-tp-004" firstAttribute="top" secondItem="Sht-sa-010" secondAttribute="top" constant="16" id="Sht-c5-011"/>
                                        <constraint firstItem="Sht-tp-004" firstAttribute="leading" secondItem="Sht-sa-010" secondAttribute="leading" constant="16" id="Sht-c6-012"/>
                                        <constraint firstItem="Sht-sa-010" firstAttribute="bottom" secondItem="Sht-bt-007" secondAttribute="bottom" constant="16" id="Sht-c7-013"/>
                                        <constraint firstItem="Sht-bt-007" firstAttribute="leading" secondItem="Sht-sa-010" secondAttribute="leading" constant="16" id="Sht-c8-014"/>
                                    </constraints>
                                </view>
                                <modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            </viewController>
                        </objects>
                    </scene>
            """)
            XCTAssertEqual(doc.device?.width, 414, "tools \(tools)")
            let (imported, layout) = try layout(doc)
            XCTAssertTrue(imported.yaml.contains("safeArea: {top: 0, left: 0, bottom: \(bottom), right: 0}"), imported.yaml)
            XCTAssertEqual(frame("Sht-tp-004", imported, layout), "16,16,100,40", "tools \(tools)")
            XCTAssertEqual(frame("Sht-bt-007", imported, layout), "16,\(786 - bottom),100,40", "tools \(tools)")
        }
    }

    /// A freeform controller's screen is its `freeformSize`: RxExample's
    /// 500 × 568 screen under an opaque bar in a tools-18122 file (no
    /// status bar) holds a 524-point view below the 44-point bar, so the
    /// top layout guide is at 0 and nothing is inset at the bottom.
    func testFreeformScreenIsTheFreeformSize() throws {
        let doc = try storyboard(tools: "18122", device: "retina4_7", """
                    <scene sceneID="Frf-sc-001">
                        <objects>
                            <viewController id="Frf-vc-002" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="Frf-tg-003"/>
                                    <viewControllerLayoutGuide type="bottom" id="Frf-bg-004"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="Frf-rv-005">
                                    <rect key="frame" x="0.0" y="0.0" width="500" height="524"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Frf-bx-006">
                                            <rect key="frame" x="0.0" y="0.0" width="500" height="524"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Frf-bx-006" firstAttribute="top" secondItem="Frf-tg-003" secondAttribute="bottom" id="Frf-c1-007"/>
                                        <constraint firstItem="Frf-bg-004" firstAttribute="top" secondItem="Frf-bx-006" secondAttribute="bottom" id="Frf-c2-008"/>
                                        <constraint firstItem="Frf-bx-006" firstAttribute="leading" secondItem="Frf-rv-005" secondAttribute="leading" id="Frf-c3-009"/>
                                        <constraint firstAttribute="trailing" secondItem="Frf-bx-006" secondAttribute="trailing" id="Frf-c4-010"/>
                                    </constraints>
                                </view>
                                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                                <size key="freeformSize" width="500" height="568"/>
                            </viewController>
                        </objects>
                    </scene>
            """)
        let (imported, layout) = try layout(doc)
        XCTAssertEqual(doc.scenes[0].freeformScreen, CGSize(width: 500, height: 568))
        XCTAssertEqual(frame("Frf-bx-006", imported, layout), "0,0,500,524")
    }

    // MARK: Canvas frames

    /// Two views: `pinned` is fully constrained but stored 50 points low
    /// (Xcode would mark it misplaced); `floating` has a width, a height
    /// and a leading edge but nothing places it vertically. Xcode's canvas
    /// keeps an ambiguous view where the document stored it: `floating`
    /// lands on its stored y (200), `pinned` on its constraints (y 40, the
    /// canvas frame is below every priority), and both the layout and lint
    /// still say `floating` is ambiguous in y.
    let ambiguousBody = """
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Amb-pn-002">
                            <rect key="frame" x="16" y="90" width="100" height="50"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="Amb-c1-003"/>
                                <constraint firstAttribute="height" constant="50" id="Amb-c2-004"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Amb-fl-005">
                            <rect key="frame" x="30" y="200" width="120" height="60"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="120" id="Amb-c3-006"/>
                                <constraint firstAttribute="height" constant="60" id="Amb-c4-007"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Amb-pn-002" firstAttribute="leading" secondItem="Cnv-rt-001" secondAttribute="leading" constant="16" id="Amb-c5-008"/>
                        <constraint firstItem="Amb-pn-002" firstAttribute="top" secondItem="Cnv-rt-001" secondAttribute="top" constant="40" id="Amb-c6-009"/>
                        <constraint firstItem="Amb-fl-005" firstAttribute="leading" secondItem="Cnv-rt-001" secondAttribute="leading" constant="30" id="Amb-c7-010"/>
                    </constraints>
        """

    func testAmbiguousViewKeepsItsStoredFrameAndIsStillReported() throws {
        let doc = try xib(tools: "23504", ambiguousBody)
        let (imported, layout) = try layout(doc)
        XCTAssertEqual(frame("Amb-pn-002", imported, layout), "16,40,100,50")
        XCTAssertEqual(frame("Amb-fl-005", imported, layout), "30,200,120,60")
        let floating = layout.view(imported.names["Amb-fl-005"]!)!
        XCTAssertEqual(floating.ambiguousAttributes, ["minY"])
        XCTAssertFalse(layout.view(imported.names["Amb-pn-002"]!)!.hasAmbiguousLayout)
        let found = IBLint.check(imported, layout)
        XCTAssertEqual(found.filter { $0.kind == "ambiguous-layout" }.count, 1)
        XCTAssertTrue(found.contains { $0.kind == "ambiguous-layout" && $0.message.contains("Amb-fl-005") }, "\(found)")
        // The misplaced one is reported against its constraints' frame.
        XCTAssertTrue(found.contains { $0.kind == "misplaced-view" && $0.message.contains("expected y 40, stored 90") }, "\(found)")
        // Only views no frame fixes carry a canvas frame, written as the key.
        XCTAssertTrue(imported.yaml.contains("canvasFrame: {x: 30, y: 200, width: 120, height: 60}"), imported.yaml)
    }

    /// Import is serialisation: the YAML (with its `canvasFrame:` keys),
    /// read back, lays out to the same frames; the same YAML without the
    /// keys leaves the ambiguous view wherever the solver puts it (here at
    /// y 0), which is what layout files without the key get.
    func testCanvasFramesRoundTripAndWithoutThemTheSolverDecides() throws {
        let doc = try xib(tools: "23504", ambiguousBody)
        let (imported, a) = try layout(doc)
        let b = try LayoutBuilder.build(try LayoutFile.parse(imported.yaml, file: "imported.yaml"))
        b.window.layoutIfNeeded()
        XCTAssertEqual(a.views.map { "\($0.id) \(describe($0.view.frame))" }, b.views.map { "\($0.id) \(describe($0.view.frame))" })
        let bare = imported.yaml.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.replacingOccurrences(of: #", canvasFrame: \{[^}]*\}"#, with: "", options: .regularExpression)
        }.joined(separator: "\n")
        XCTAssertFalse(bare.contains("canvasFrame"))
        let c = try LayoutBuilder.build(try LayoutFile.parse(bare, file: "bare.yaml"))
        c.window.layoutIfNeeded()
        XCTAssertEqual(c.view(imported.names["Amb-fl-005"]!).map { describe($0.frame) }, "30,0,120,60")
        XCTAssertEqual(c.view(imported.names["Amb-pn-002"]!).map { describe($0.frame) }, "16,40,100,50")
    }
}
