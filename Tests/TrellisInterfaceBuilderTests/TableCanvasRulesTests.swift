import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// How Xcode's canvas lays out tables, by Xcode version (docs/INTERFACE-
/// BUILDER.md, "Xcode 13+ table canvases"), on TableSections.storyboard,
/// written by hand in Xcode 15's format (tools 22505, a 375 × 667 phone at
/// 2×): a grouped static table whose sections are 10 points apart
/// (`sectionHeaderHeight="10" sectionFooterHeight="10"`), with a titled
/// first section (a centred label, no chain), a titled second (an empty
/// cell), an untitled third (a default-style row) and a fourth with a
/// header and a footer title (a caption above a segmented control).
/// The stored frames in the file are the ones computed below (with
/// Xcode's 38-point one-line headers; `trellis lint` on it reports
/// nothing misplaced).
final class TableCanvasRulesTests: XCTestCase {
    let path = Fixtures.path("TableSections.storyboard")

    func layout(tools: String? = nil, scene: String = "Preferences", replacing: [(String, String)] = []) throws -> BuiltLayout {
        var text = try String(contentsOfFile: path, encoding: .utf8)
        if let tools { text = text.replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"\(tools)\"") }
        for (a, b) in replacing { text = text.replacingOccurrences(of: a, with: b) }
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: path)
        return try LayoutBuilder.build(try doc.imported(try XCTUnwrap(doc.scene(scene))).document)
    }

    func frame(_ l: BuiltLayout, _ name: String) -> String? { l.views.first { $0.id == name }.map { describe($0.view.frame) } }

    func rect(_ l: BuiltLayout, _ name: String) throws -> CGRect {
        try XCTUnwrap(l.views.first { $0.id == name }?.view.frame, name)
    }

    /// Section positions, with the titled headers' heights as measured
    /// (text + 23: 38 for Xcode's one line of 13-point San Francisco, 38.5
    /// for the tests' fixed-advance measurer), so the rules are what is
    /// checked: untitled headers and footers the table's 10, the first
    /// titled header 17.5 taller than a later one, a header whose section
    /// has a footer title `extra` taller, and each row's height.
    func assertSections(_ l: BuiltLayout, extra: Double, rows: [Double], file: StaticString = #filePath, line: UInt = #line) throws {
        let h1 = Double(try rect(l, "tableView.s1.header").height)
        let h0 = Double(try rect(l, "tableView.s0.header").height)
        let h3 = Double(try rect(l, "tableView.s3.header").height)
        XCTAssertEqual(h0, h1 + 17.5, file: file, line: line)
        XCTAssertEqual(h3, h1 + extra, file: file, line: line)
        var r: [(minY: Double, maxY: Double, height: Double)] = []
        for s in 0..<4 {
            let f = try rect(l, "tableView.s\(s).r0")
            r.append((Double(f.minY), Double(f.maxY), Double(f.height)))
        }
        XCTAssertEqual(r.map { $0.height }, rows, file: file, line: line)
        XCTAssertEqual(r[0].minY, h1 + 17.5, file: file, line: line)
        XCTAssertEqual(r[1].minY, r[0].maxY + 10 + h1, file: file, line: line)
        XCTAssertEqual(r[2].minY, r[1].maxY + 10 + 10, file: file, line: line)
        XCTAssertEqual(r[3].minY, r[2].maxY + 10 + h1 + extra, file: file, line: line)
    }

    /// Xcode 14 on (here 15): the first titled header 55.5 in the file
    /// (38 + 17.5); untitled headers and footers the table's 10; a titled
    /// header 38, 45.5 where its section has a footer title too; a centred
    /// label's row 44 less a pixel, an empty row too (no list content
    /// configuration: EmptyRowTests), a default-style row 43.5; the segmented control's 31-point alignment
    /// rectangle in its 32-point frame: 11 + 16 + 5 + 31 + 11 = 74.
    func testXcode15GroupedSections() throws {
        let l = try layout()
        try assertSections(l, extra: 7.5, rows: [43.5, 43.5, 43.5, 74])
        XCTAssertEqual(frame(l, "tableView.s0.r0.keep"), "16,11.5,120,20.5")
        XCTAssertEqual(frame(l, "tableView.s3.r0.choice"), "16,32,194,32")
        XCTAssertEqual(frame(l, "tableView.s3.r0.contentView"), "0,0,375,74")
        // The footer title: a line of Xcode's 16 and 14 (GoMap's, Delta's
        // and LNPopupController's one-line footers are 30, ish's two-line
        // ones 46), whatever the measurer's line.
        XCTAssertEqual(try rect(l, "tableView.s3.footer").height, 30)
        XCTAssertEqual(try rect(l, "tableView.s3.footer").minY, try rect(l, "tableView.s3.r0").maxY)
    }

    /// Xcode 13 itself (tools 19000 to 20999; RxExample's 20037, KeePassium's
    /// 19162): titled grouped headers 6 shorter (first 49.5, later 32 in
    /// the files); rows as Xcode 14–15 store
    /// them, the segmented control's 31-point alignment rectangle too
    /// (11 + 16 + 5 + 31 + 11).
    func testXcode13HeadersAreShorter() throws {
        let l = try layout(tools: "20037")
        // The extra above a footer and the footers' lines of Xcode 10 on
        // (GitHawk's 14460 to Delta's 24128; Xcode 13's own shorter
        // footers are not modelled).
        try assertSections(l, extra: 7.5, rows: [43.5, 43.5, 43.5, 74])
        XCTAssertEqual(try rect(l, "tableView.s3.footer").height, 30)
        XCTAssertEqual(try rect(l, "tableView.s1.header").height, try rect(try layout(), "tableView.s1.header").height - 6)
    }

    /// Xcode 12 (tools 16000 to 18999): content views as high as their
    /// cells (Open Food Facts' 16097 and 18122 tables) and rows 44. The
    /// caption over the segmented control (74 points of constraints from
    /// Xcode 13 on) is a static custom row, which the canvas before Xcode
    /// 13 shows at the standard 44 whatever its content ("Static rows
    /// before Xcode 13": Esri's 74- and 81-point rows stored 44,
    /// StaticRowBeforeXcode13Tests); the content view is the cell's 44.
    /// Before Xcode 12 (Hero's 15400) the separator sits under every
    /// content view: 43.5 in the 44-point row. The empty static row (no
    /// constraints in its content view) is a pixel under 44 from Xcode
    /// 10.2 (tools 14800 to 17999: Packt's 15505, raywenderlich's 15705
    /// and 16097 files; Bugsnag's 18122 stores 44;
    /// StaticRowBeforeXcode13Tests).
    func testXcode12RowsAndSegmentedControl() throws {
        // A titled header over a section with a footer title is 7.5
        // taller from Xcode 10 on (GitHawk's 14460, DKImagePickerController's 14868).
        let l = try layout(tools: "18122")
        try assertSections(l, extra: 7.5, rows: [44, 44, 44, 44])
        XCTAssertEqual(frame(l, "tableView.s3.r0.contentView"), "0,0,375,44")
        let xcode11 = try layout(tools: "15400")
        try assertSections(xcode11, extra: 7.5, rows: [44, 43.5, 44, 44])
        XCTAssertEqual(frame(xcode11, "tableView.s3.r0.contentView"), "0,0,375,43.5")
    }

    /// Xcode 12.5 (tools 18000 to 18999; Open Food Facts' Settings, 18122,
    /// first titled rows at 49.5, later titled headers 32) shows titled
    /// grouped headers 6 shorter, as Xcode 13 does; Xcode 12.4 (17701)
    /// doesn't.
    func testXcode12Point5HeadersAreShorter() throws {
        let header = try rect(try layout(tools: "17701"), "tableView.s1.header").height
        XCTAssertEqual(try rect(try layout(tools: "18122"), "tableView.s1.header").height, header - 6)
        XCTAssertEqual(try rect(try layout(tools: "18122"), "tableView.s0.r0").minY, header - 6 + 17.5)
    }

    /// Xcode 12.5's plain prototype table: the "Prototype Cells" header
    /// 24.5 high (Open Food Facts' PendingUpload and raywenderlich's
    /// MyLocations, 18122, store the first prototype at 24.5; 17701 and
    /// earlier at 28, Xcode 13 at 44.5).
    func testXcode12Point5PlainPrototypeHeader() throws {
        func file(_ tools: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="Pro-sc-001">
                        <objects>
                            <tableViewController id="Pro-vc-002" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="Pro-tv-003">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <prototypes>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Item" rowHeight="75" id="Pro-ce-004">
                                            <rect key="frame" x="0.0" y="24.5" width="375" height="75"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Pro-ce-004" id="Pro-cv-005">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="75"/>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }
        XCTAssertEqual(try frames(of: try importedScene(xml: file("18122"), file: "Pending.storyboard"))["Pro-ce-004"], "0,24.5,375,75")
        XCTAssertEqual(try frames(of: try importedScene(xml: file("17701"), file: "Pending.storyboard"))["Pro-ce-004"], "0,28,375,75")
    }

    /// A controller's view on the 393-point iPhone 15 keeps the compact
    /// 16-point margins, as iTorrent's controllers and views (tools 22503
    /// to 32700) and Google's ads samples (32700) store them there; only a
    /// table's cells take 20 on that phone (GoMap, KeePassium;
    /// `InsetGroupedRowMarginTests`). The 375-point phone: 16.
    func testMarginsOnPhonesWiderThan375() throws {
        let wide = try layout(tools: "23727", scene: "Phone",
                              replacing: [("retina4_7", "retina6_12"), ("width=\"375\" height=\"667\"", "width=\"393\" height=\"852\"")])
        // 2 × 59 + 20: Xcode 16+ files (23727 as here) store a barless
        // whole-screen view's safe area doubled (DoubledSafeAreaTests).
        XCTAssertEqual(frame(wide, "box"), "16,138,361,50")
        XCTAssertEqual(frame(try layout(scene: "Phone"), "box"), "16,40,343,50")
    }

    /// Import → YAML → layout gives the same frames (the section heights
    /// and canvas metrics are written out).
    func testImportedYAMLRoundTrips() throws {
        let doc = try InterfaceBuilderFile.load(path: path)
        let imported = try doc.imported(try XCTUnwrap(doc.scene("Preferences")))
        XCTAssertTrue(imported.yaml.contains("headerHeight: 10"), imported.yaml)
        let fromYAML = try LayoutBuilder.build(try LayoutFile.parse(imported.yaml, file: "p.yaml"))
        let direct = try LayoutBuilder.build(imported.document)
        for v in direct.views where v.id.hasPrefix("tableView.") {
            XCTAssertEqual(frame(fromYAML, v.id), describe(v.view.frame), v.id)
        }
    }

    /// A text view with scrolling off is as large as its text, as a label
    /// is: with the stored-frame rule its stored size is its intrinsic
    /// one (KeePassium's value rows: text views pinned inside 10-point
    /// paddings, rows 75.667 high; the width, which constraints decide
    /// here, in `NonScrollingTextViewTests`). Scrolling on, it has none.
    func testTextViewWithoutScrollingKeepsItsStoredHeight() throws {
        func file(scrolling: Bool) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="Txv-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <subviews>
                            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="\(scrolling ? "YES" : "NO")" text="Value" translatesAutoresizingMaskIntoConstraints="NO" id="Txv-tv-002">
                                <rect key="frame" x="10" y="10" width="280" height="35.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </textView>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Txv-bx-003">
                                <rect key="frame" x="10" y="45.5" width="280" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Txv-tv-002" firstAttribute="top" secondItem="Txv-rt-001" secondAttribute="top" constant="10" id="Txv-k1-004"/>
                            <constraint firstItem="Txv-tv-002" firstAttribute="leading" secondItem="Txv-rt-001" secondAttribute="leading" constant="10" id="Txv-k2-005"/>
                            <constraint firstAttribute="trailing" secondItem="Txv-tv-002" secondAttribute="trailing" constant="10" id="Txv-k3-006"/>
                            <constraint firstItem="Txv-bx-003" firstAttribute="top" secondItem="Txv-tv-002" secondAttribute="bottom" id="Txv-k4-007"/>
                            <constraint firstItem="Txv-bx-003" firstAttribute="leading" secondItem="Txv-tv-002" secondAttribute="leading" id="Txv-k5-008"/>
                            <constraint firstItem="Txv-bx-003" firstAttribute="trailing" secondItem="Txv-tv-002" secondAttribute="trailing" id="Txv-k6-009"/>
                            <constraint firstItem="Txv-bx-003" firstAttribute="height" constant="10" id="Txv-k7-010"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        }
        let imported = try importedScene(xml: file(scrolling: false), file: "text.xib")
        XCTAssertTrue(imported.yaml.contains("intrinsicSize: {width: 280, height: 35.5}"), imported.yaml)
        let byId = try frames(of: imported)
        XCTAssertEqual(byId["Txv-tv-002"], "10,10,280,35.5")
        XCTAssertEqual(byId["Txv-bx-003"], "10,45.5,280,10")
        XCTAssertFalse(try importedScene(xml: file(scrolling: true), file: "text.xib").yaml.contains("intrinsicSize:"))
    }
}
