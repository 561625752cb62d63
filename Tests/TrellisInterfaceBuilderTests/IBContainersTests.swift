import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// IBContainers.swift: stack views, scroll views with their content and
/// frame layout guides, collection views, effect views, segmented and page
/// controls, bars and pickers, `semanticContentAttribute`, and old sliders'
/// alignment rectangles, on Containers.storyboard (written by hand in
/// Xcode's format; every stored frame computed by hand from UIKit's rules).
final class IBContainersTests: XCTestCase {
    func imported(_ scene: String, file: String = "Containers.storyboard") throws -> ImportedScene {
        let doc = try InterfaceBuilderFile.load(path: Fixtures.path(file))
        return try doc.imported(try doc.scenes(matching: scene)[0])
    }

    /// Every view of the scene lands on its stored frame: lint finds nothing.
    func assertLintClean(_ scene: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let i = try imported(scene)
        let layout = try LayoutBuilder.build(i.document)
        let found = IBLint.check(i, layout).filter { $0.kind != "stored-frames" }
        XCTAssertEqual(found.map(\.description), [], i.yaml, file: file, line: line)
    }

    /// UIStackView: the `<subviews>` of a `<stackView>` are its arranged
    /// subviews, in order; IB leaves out the defaults (horizontal, fill,
    /// fill, spacing 0). A vertical stack 343 wide with spacing 8: banner
    /// 40; the hidden view collapses with its gap (UIKit's UISV-hiding);
    /// a fillEqually row of three in 343 with spacing 10 is 107.667 each
    /// (pixel-rounded at @2x: 107.5, 108, 107.5); the segmented control
    /// keeps Xcode's 32-point frame, whose alignment rectangle is 31 tall
    /// in a file from Xcode 15 on (tools 22505), so what follows it starts
    /// a point higher; a centre-aligned row puts a 20-tall view at y 20
    /// beside a 60-tall one. Margins-relative arrangement
    /// insets by the stack's stored 8-point margins (a stack that stores
    /// none has none: `StackMarginTests`).
    func testStackViewsArrangeTheirSubviews() throws {
        let f = try frames("Containers.storyboard", scene: "Stacks")
        XCTAssertEqual(f["Vst-aa-010"], "16,40,343,199")
        XCTAssertEqual(f["Ban-aa-011"], "0,0,343,40")
        // Hidden between two visible views: in the middle of the 8-point
        // gap, as wide as the fill-aligned stack.
        XCTAssertEqual(f["Hid-aa-012"], "0,44,343,0")
        XCTAssertEqual(f["Hst-aa-013"], "0,48,343,44")
        XCTAssertEqual(f["Eq1-aa-014"], "0,0,107.5,44")
        XCTAssertEqual(f["Eq2-aa-015"], "117.5,0,108,44")
        XCTAssertEqual(f["Seg-aa-017"], "0,100,343,32")
        XCTAssertEqual(f["Sqa-aa-019"], "0,20,50,20")
        XCTAssertEqual(f["Tal-aa-020"], "58,0,285,60")
        XCTAssertEqual(f["Mst-aa-030"], "16,259,200,50")
        XCTAssertEqual(f["Mar-aa-031"], "8,8,184,34")
        try assertLintClean("Stacks")
        let yaml = try imported("Stacks").yaml
        for line in ["type: stackView", "axis: vertical", "spacing: 8", "distribution: fillEqually", "alignment: center",
                     "marginsRelative: true", "hidden: true"] {
            XCTAssertTrue(yaml.contains(line), "\(line) missing in\n\(yaml)")
        }
        // Arranged subviews are the stack's: never at a stored frame.
        let banner = yaml.split(separator: "\n").first { $0.contains("id: banner") }.map(String.init) ?? ""
        XCTAssertFalse(banner.contains("frame:"), banner)
    }

    /// Controls and plain elements keep Xcode's measurements where UIKit
    /// has an intrinsic size: the segmented control its segments' titles
    /// and the selected one, the page control `numberOfPages` (centred,
    /// 20 above the safe area's bottom: 168, 610, 39 × 37 as stored), the
    /// wheel date picker 320 × 216 from its position constraints alone.
    func testControlsAndPickersKeepTheirMeasuredSizes() throws {
        let f = try frames("Containers.storyboard", scene: "Stacks")
        XCTAssertEqual(f["Pgc-aa-040"], "168,610,39,37")
        XCTAssertEqual(f["Dtp-aa-041"], "16,317,320,216")
        let yaml = try imported("Stacks").yaml
        XCTAssertTrue(yaml.contains(#"type: segmentedControl, intrinsicSize: {width: 343, height: 31}, items: ["First", "Second"], selected: 1, alignmentRectInsets: {top: 0, left: 0, bottom: 1, right: 0}"#), yaml)
        XCTAssertTrue(yaml.contains("type: pageControl, intrinsicSize: {width: 39, height: 37}, pages: 3"), yaml)
        // A plain view (no type of its own) with the picker's stored size.
        XCTAssertTrue(yaml.contains("{id: Dtp_aa_041, intrinsicSize: {width: 320, height: 216}, canvasFrame:"), yaml)
    }

    /// Auto Layout Guide, "Working with Scroll Views": content pinned to the
    /// content layout guide's edges and as wide as the frame layout guide
    /// scrolls a 1000-tall content in a 591-tall scroll view below a
    /// 56-tall search bar; old files pin content to the scroll view itself
    /// (edges mean the content area, width the frame).
    func testScrollViewsUseTheirContentAndFrameLayoutGuides() throws {
        let f = try frames("Containers.storyboard", scene: "Scroll")
        XCTAssertEqual(f["Srb-aa-050"], "0,20,375,56")
        XCTAssertEqual(f["Scv-aa-051"], "0,76,375,591")
        XCTAssertEqual(f["Cnt-aa-054"], "0,0,375,1000")
        XCTAssertEqual(f["Row-aa-055"], "20,20,335,50")
        let i = try imported("Scroll")
        XCTAssertTrue(i.yaml.contains("content.top == Scv_aa_051.contentLayout.top"), i.yaml)
        XCTAssertTrue(i.yaml.contains("content.width == Scv_aa_051.frameLayout.width"), i.yaml)
        XCTAssertTrue(i.yaml.contains("showsHorizontalScrollIndicator: false"), i.yaml)
        XCTAssertEqual(i.warnings.map(\.message), [])
        let layout = try LayoutBuilder.build(i.document)
        XCTAssertEqual((layout.view("Scv_aa_051") as? UIScrollView)?.contentSize, CGSize(width: 375, height: 1000))
        try assertLintClean("Scroll")

        let old = try frames("Containers.storyboard", scene: "OldScroll")
        XCTAssertEqual(old["Oct-aa-061"], "0,0,375,900")
        try assertLintClean("OldScroll")
    }

    /// An effect view's content view fills it (UIKit sizes it to the
    /// bounds) and lays out its subviews; a collection view's flow layout
    /// places its cell (100 wide in 375 less 10 and 10: room for another,
    /// so at the leading inset, 10 down), with its content laid out, and
    /// no warning (CollectionViewTests has the layout's rules); a map
    /// view without constraints keeps its frame; a navigation bar gets its
    /// stored height as its intrinsic height.
    func testEffectViewsCollectionViewsAndBars() throws {
        let f = try frames("Containers.storyboard", scene: "Effects")
        XCTAssertEqual(f["Vev-aa-070"], "16,20,343,100")
        XCTAssertEqual(f["Vcv-aa-071"], "0,0,343,100")
        XCTAssertEqual(f["Efl-aa-072"], "10,10,323,80")
        XCTAssertEqual(f["Col-aa-080"], "0,200,375,200")
        XCTAssertEqual(f["Cel-aa-081"], "10,10,100,100")
        XCTAssertEqual(f["Ccv-aa-082"], "0,0,100,100")
        XCTAssertEqual(f["Cll-aa-083"], "8,8,40,40")
        XCTAssertEqual(f["Map-aa-090"], "0,420,375,100")
        XCTAssertEqual(f["Nav-aa-091"], "0,623,375,44")
        try assertLintClean("Effects")
        let doc = try InterfaceBuilderFile.load(path: Fixtures.path("Containers.storyboard"))
        XCTAssertEqual(doc.warnings.map { "\($0.position.line) \($0.kind)" }, [])
        XCTAssertFalse(doc.warnings.contains { $0.kind == "unsupported-element" })
    }

    /// UIKit's `semanticContentAttribute`: a view forced right-to-left
    /// flips its content, not its place: its leading constraint to the
    /// (left-to-right) root reads the root's direction, 20 from the left
    /// (docs/LAYOUT.md, "layout direction"; `ForcedDirectionPlacementTests`).
    func testSemanticContentAttributeIsImportedAndKeepsThePlace() throws {
        XCTAssertEqual(try frames("Containers.storyboard", scene: "Effects")["Rtl-aa-073"], "20,140,100,40")
        XCTAssertTrue(try imported("Effects").yaml.contains("semanticContentAttribute: forceRightToLeft"))
    }

    /// A slider in a vertical stack under a 32-tall segmented control,
    /// above a 10-tall view, in a 300-wide stack as tall as its content.
    /// Xcode 12 files (tools 18122, RxExample's APIWrappers) store it at
    /// y 31, 2 outside the stack's sides and 31 tall, the next view at
    /// 61: the control's alignment rectangle ends at 31 (a point above its
    /// frame), the slider's runs 31 to 61 (insets 0, 2, 1, 2: a 71-tall
    /// stack). Xcode 13-15 files the same (tools 21507 as Charts' demo,
    /// the placeholder 32700.99.1234 as KeePassium's and openHAB's).
    /// Xcode 26 files (tools 24765, NetNewsWire's) put the slider at the
    /// stack's edges, 34 tall, iOS 26's slider (75).
    func testOldSlidersHaveIOS14AlignmentInsets() throws {
        func file(tools: String, height: Int) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" id="Stk-sl-001">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="\(height)"/>
                        <subviews>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="Seg-sl-002">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="32"/>
                                <segments><segment title="A"/><segment title="B"/></segments>
                            </segmentedControl>
                            <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="Sld-sl-003">
                                <rect key="frame" x="-2" y="31" width="304" height="31"/>
                            </slider>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Box-sl-004">
                                <rect key="frame" x="0.0" y="61" width="300" height="10"/>
                                <constraints><constraint firstAttribute="height" constant="10" id="Bxh-sl-005"/></constraints>
                            </view>
                        </subviews>
                    </stackView>
                </objects>
            </document>
            """
        }
        func layOut(_ text: String) throws -> [String: String] { try frames(of: try importedScene(xml: text, file: "slider.xib")) }
        let old = try layOut(file(tools: "18122", height: 71))
        XCTAssertEqual(old["Sld-sl-003"], "-2,31,304,31")
        XCTAssertEqual(old["Box-sl-004"], "0,61,300,10")
        for tools in ["21507", "32700.99.1234"] {
            let xcode15 = try layOut(file(tools: tools, height: 71))
            XCTAssertEqual(xcode15["Sld-sl-003"], "-2,31,304,31", "tools \(tools)")
            XCTAssertEqual(xcode15["Box-sl-004"], "0,61,300,10", "tools \(tools)")
        }
        let new = try layOut(file(tools: "24765", height: 75))
        XCTAssertEqual(new["Sld-sl-003"], "0,31,300,34")
        XCTAssertEqual(new["Box-sl-004"], "0,65,300,10")
    }

    /// Sliders under plain constraints, as every canvas before Xcode 26
    /// stores them (Charts' demo, tools 13196 and 21507: leading 8 stored
    /// at x 6, 4 wider; top 25 below a view stored 25 below it; the next
    /// slider's top 8 below stored 38 below the first's frame top;
    /// openHAB's, tools 32700, centred in a 44-point view stored at y 7;
    /// Pocket Casts' 19455): a 30-point alignment rectangle at the frame's
    /// top, 2 points inside it left and right and 1 above its bottom.
    /// Here: a 300 × 100 view; slider A pinned 8 from the sides and 10 from
    /// the top (rectangle 8...292 × 10...40: frame 6,10 288 × 31), slider B
    /// 8 below A (rectangle from 48: frame 6,48), slider C centred
    /// vertically in a 44-tall view at y 56 (rectangle 63...93: frame y 63).
    /// Xcode 26 (24765) stores them at their constraints, 34 tall (iOS 26's
    /// slider: NetNewsWire's centred in a 51-point row at y 8.5): A at
    /// 8,10 284 × 34, B at 10 + 34 + 8 = 52, C at 56 + 5.
    func testSlidersBeforeXcode26HaveThirtyPointAlignmentRectangles() throws {
        func file(tools: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="Roo-sl-001">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                        <subviews>
                            <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="SlA-sl-002">
                                <rect key="frame" x="6" y="10" width="288" height="31"/>
                            </slider>
                            <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="SlB-sl-003">
                                <rect key="frame" x="6" y="48" width="288" height="31"/>
                            </slider>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Row-sl-004">
                                <rect key="frame" x="0.0" y="56" width="300" height="44"/>
                                <subviews>
                                    <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="SlC-sl-005">
                                        <rect key="frame" x="98" y="7" width="104" height="31"/>
                                        <constraints><constraint firstAttribute="width" constant="100" id="SlC-sl-006"/></constraints>
                                    </slider>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="SlC-sl-005" firstAttribute="centerY" secondItem="Row-sl-004" secondAttribute="centerY" id="SlC-sl-007"/>
                                    <constraint firstItem="SlC-sl-005" firstAttribute="centerX" secondItem="Row-sl-004" secondAttribute="centerX" id="SlC-sl-008"/>
                                    <constraint firstAttribute="height" constant="44" id="Row-sl-009"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="SlA-sl-002" firstAttribute="leading" secondItem="Roo-sl-001" secondAttribute="leading" constant="8" id="SlA-sl-010"/>
                            <constraint firstAttribute="trailing" secondItem="SlA-sl-002" secondAttribute="trailing" constant="8" id="SlA-sl-011"/>
                            <constraint firstItem="SlA-sl-002" firstAttribute="top" secondItem="Roo-sl-001" secondAttribute="top" constant="10" id="SlA-sl-012"/>
                            <constraint firstItem="SlB-sl-003" firstAttribute="leading" secondItem="SlA-sl-002" secondAttribute="leading" id="SlB-sl-013"/>
                            <constraint firstItem="SlB-sl-003" firstAttribute="trailing" secondItem="SlA-sl-002" secondAttribute="trailing" id="SlB-sl-014"/>
                            <constraint firstItem="SlB-sl-003" firstAttribute="top" secondItem="SlA-sl-002" secondAttribute="bottom" constant="8" id="SlB-sl-015"/>
                            <constraint firstItem="Row-sl-004" firstAttribute="leading" secondItem="Roo-sl-001" secondAttribute="leading" id="Row-sl-016"/>
                            <constraint firstAttribute="trailing" secondItem="Row-sl-004" secondAttribute="trailing" id="Row-sl-017"/>
                            <constraint firstItem="Row-sl-004" firstAttribute="top" secondItem="Roo-sl-001" secondAttribute="top" constant="56" id="Row-sl-018"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        }
        func layOut(_ text: String) throws -> [String: String] { try frames(of: try importedScene(xml: text, file: "sliders.xib")) }
        for tools in ["13196", "19455", "21507", "32700.99.1234"] {
            let old = try layOut(file(tools: tools))
            XCTAssertEqual(old["SlA-sl-002"], "6,10,288,31", "tools \(tools)")
            XCTAssertEqual(old["SlB-sl-003"], "6,48,288,31", "tools \(tools)")
            XCTAssertEqual(old["SlC-sl-005"], "98,7,104,31", "tools \(tools)")
        }
        let new = try layOut(file(tools: "24765"))
        XCTAssertEqual(new["SlA-sl-002"], "8,10,284,34")
        XCTAssertEqual(new["SlB-sl-003"], "8,52,284,34")
        XCTAssertEqual(new["SlC-sl-005"], "100,5,100,34")
    }

    /// A stack whose layout margins Xcode stored (left and right 10) and no
    /// `layoutMarginsRelativeArrangement` attribute arranges inside them:
    /// Xcode writes a stack's margins only for that arrangement (every such
    /// stack in the files measured insets its content). Two 100-wide views
    /// in a 300-wide stack: at 10 and 110; the third fills to 290.
    func testStoredStackMarginsMeanAMarginsRelativeArrangement() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <stackView opaque="NO" contentMode="scaleToFill" id="Stk-mr-001">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="50"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="One-mr-002">
                                <rect key="frame" x="10" y="0.0" width="100" height="50"/>
                                <constraints><constraint firstAttribute="width" constant="100" id="One-mr-005"/></constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Two-mr-003">
                                <rect key="frame" x="110" y="0.0" width="100" height="50"/>
                                <constraints><constraint firstAttribute="width" constant="100" id="Two-mr-006"/></constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Thr-mr-004">
                                <rect key="frame" x="210" y="0.0" width="80" height="50"/>
                            </view>
                        </subviews>
                        <edgeInsets key="layoutMargins" top="0.0" left="10" bottom="0.0" right="10"/>
                    </stackView>
                </objects>
            </document>
            """
        let imported = try importedScene(xml: text, file: "margins.xib")
        XCTAssertTrue(imported.yaml.contains("marginsRelative: true"), imported.yaml)
        let f = try frames(of: imported)
        XCTAssertEqual(f["One-mr-002"], "10,0,100,50")
        XCTAssertEqual(f["Two-mr-003"], "110,0,100,50")
        XCTAssertEqual(f["Thr-mr-004"], "210,0,80,50")
    }

    /// Interface Builder writes `fixedFrame="YES"` with
    /// `translatesAutoresizingMaskIntoConstraints="NO"` for a view placed
    /// without constraints, and gives it prototyping constraints at build
    /// time that keep its frame: laid out at 22, 317, not ambiguous. A
    /// fixed-frame view that constraints do place follows them.
    func testFixedFrameViewsWithoutConstraintsKeepTheirFrame() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="Fix-ff-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" fixedFrame="YES" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="Seg-ff-002">
                                <rect key="frame" x="22" y="317" width="331" height="33"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <segments><segment title="All"/><segment title="Favorites"/></segments>
                            </segmentedControl>
                            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Box-ff-003">
                                <rect key="frame" x="5" y="5" width="10" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Box-ff-003" firstAttribute="leading" secondItem="Fix-ff-001" secondAttribute="leading" constant="40" id="Bx1-ff-004"/>
                            <constraint firstItem="Box-ff-003" firstAttribute="top" secondItem="Fix-ff-001" secondAttribute="top" constant="50" id="Bx2-ff-005"/>
                            <constraint firstItem="Box-ff-003" firstAttribute="width" constant="60" id="Bx3-ff-006"/>
                            <constraint firstItem="Box-ff-003" firstAttribute="height" constant="70" id="Bx4-ff-007"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "fixed.xib")
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        let seg = layout.view(imported.names["Seg-ff-002"]!)!
        XCTAssertEqual(describe(seg.frame), "22,317,331,33")
        XCTAssertFalse(seg.hasAmbiguousLayout)
        XCTAssertEqual(layout.view(imported.names["Box-ff-003"]!).map { describe($0.frame) }, "40,50,60,70")
    }

    /// The other stack attributes: `baselineRelativeArrangement`,
    /// `spacingType="standard"` (UIStackView.spacingUseSystem) and Xcode
    /// 7's `alignment="centerY"` (centre).
    func testBaselineRelativeStandardSpacingAndOldCentreAlignment() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="Rot-bs-001">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" alignment="centerY" spacingType="standard" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Stk-bs-002">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Stk-bs-002" firstAttribute="top" secondItem="Rot-bs-001" secondAttribute="top" id="Sbt-bs-003"/>
                            <constraint firstItem="Stk-bs-002" firstAttribute="leading" secondItem="Rot-bs-001" secondAttribute="leading" id="Sbl-bs-004"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "stack.xib")
        let yaml = try doc.imported(doc.scenes[0]).yaml
        XCTAssertTrue(yaml.contains("type: stackView, alignment: center, spacing: system, baselineRelative: true"), yaml)
        XCTAssertEqual(doc.warnings.map(\.message), [])
    }

    /// Values Xcode never writes are warned at the element; the default is kept.
    func testUnknownStackValuesWarnAndKeepTheDefault() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <stackView opaque="NO" contentMode="scaleToFill" distribution="sideways" semanticContentAttribute="upsideDown" id="Stk-uv-001">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    </stackView>
                </objects>
            </document>
            """
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "odd.xib")
        XCTAssertEqual(doc.warnings.map { "\($0.position.line):\($0.position.column) \($0.kind): \($0.message)" }, [
            "4:9 unsupported-value: unknown semanticContentAttribute=\"upsideDown\" of <stackView> (Stk-uv-001): unspecified used",
            "4:9 unsupported-value: unknown distribution=\"sideways\" of <stackView> (Stk-uv-001): fill used",
        ])
        XCTAssertFalse(try doc.imported(doc.scenes[0]).yaml.contains("distribution"))
    }
}
