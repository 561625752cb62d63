import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// `<tableView>` imported as `type: tableView` (Tables.storyboard, written
/// by hand in Xcode 10's format): a plain prototype table and a grouped
/// static one. The stored cell frames are what Xcode's canvas shows: a
/// plain table's prototypes under the 28-point "Prototype Cells" header,
/// a grouped table's sections 18 points apart without titles and 38 with
/// one (as in NetNewsWire's and RxSwift's storyboards), content views a
/// separator (0.5 pt at 2×) shorter than their cells and, with an
/// accessory, narrower by its width.
final class TableTests: XCTestCase {
    func table(_ imported: ImportedScene, _ id: String) throws -> TableSpec {
        try XCTUnwrap(imported.document.views.first { $0.id == id }?.table)
    }

    func testPrototypeTableBecomesTemplatesAndOneRowEach() throws {
        let doc = try InterfaceBuilderFile.load(path: Fixtures.path("Tables.storyboard"))
        let imported = try doc.imported(try XCTUnwrap(doc.scene("Messages")))
        XCTAssertTrue(imported.yaml.contains("type: tableView"), imported.yaml)
        let t = try table(imported, "feed")
        XCTAssertEqual(t.style, .plain)
        XCTAssertNil(t.rowHeight, "rowHeight=-1: automatic")
        XCTAssertEqual(t.sectionHeaderHeight, 28)
        XCTAssertEqual(t.cells.map(\.name), ["messageCell", "photoCell"])
        XCTAssertEqual(t.cells[0].template.subviews.map(\.id), ["name", "body"])
        XCTAssertEqual(t.sections.count, 1)
        XCTAssertEqual(t.sections[0].header, "Prototype Cells")
        let rows = t.sections[0].rows
        XCTAssertEqual(rows.map(\.cell), ["messageCell", "photoCell", nil])
        XCTAssertEqual(rows.map(\.height), [nil, 60, 44], "a cell's own rowHeight is its row's")
        XCTAssertEqual(rows[2].style, .subtitle)
        XCTAssertEqual(rows[2].text, "Grace Hopper")
        XCTAssertEqual(rows[2].detail, "Admiral")
        XCTAssertEqual(rows[2].accessory, .disclosureIndicator)
        // The table footer view is imported (under the rows: 28 + 67.5 + 60 + 44).
        XCTAssertFalse(doc.warnings.contains { $0.message.contains("tableFooterView") })
        XCTAssertEqual(t.footerView?.frame?.height, 10)
        // So are views in its <subviews>, with the constraints naming them.
        XCTAssertTrue(doc.warnings.contains { $0.message.contains("<view> 'Overlay' in the subviews of table view (Msg-tb-001)") })
        XCTAssertNil(imported.viewsByName.values.first { $0.id == "Msg-ov-001" })
        // Generated names map back to the IB views.
        XCTAssertEqual(imported.viewsByName["feed.s0.r0"]?.id, "Msg-c1-001")
        XCTAssertEqual(imported.viewsByName["feed.s0.r0.contentView"]?.id, "Msg-cv-001")
        XCTAssertEqual(imported.viewsByName["feed.s0.r0.body"]?.id, "Msg-bd-001")
        XCTAssertEqual(imported.viewsByName["feed.s0.r2.textLabel"]?.id, "Msg-tl-001")

        let f = try frames("Tables.storyboard", scene: "Messages")
        XCTAssertEqual(f["Msg-c1-001"], "0,28,375,67.5")     // self-sized: 11 + 21 + 4 + 20.5 + 10.5, + separator (Xcode 10: the bottom margin from the cell's edge)
        XCTAssertEqual(f["Msg-cv-001"], "0,0,375,67")
        XCTAssertEqual(f["Msg-nm-001"], "15,11,31,21")     // a table inside a view: 15-point margins (Xcode 9 and 10)
        XCTAssertEqual(f["Msg-bd-001"], "15,36,345,20.5")
        XCTAssertEqual(f["Msg-c2-001"], "0,95.5,375,60")       // rowHeight="60"
        XCTAssertEqual(f["Msg-cv-002"], "0,0,375,59.5")
        XCTAssertEqual(f["Msg-ph-001"], "15,10,40,39.5")
        XCTAssertEqual(f["Msg-c3-001"], "0,155.5,375,44")
        XCTAssertEqual(f["Msg-cv-003"], "0,0,342,43.5")      // less Xcode 10's disclosure indicator, 34 at 16-point margins, 33 at 15
        XCTAssertEqual(f["Msg-ft-001"], "0,199.5,375,10")
        // The subtitle pair at the sizes Xcode stored (105 × 20.5 and 44 ×
        // 14.5), centred in the content view: 21.75 - 17.5 = 4.25, on the
        // half-point grid 4.5 (stored 5), the detail right under it.
        XCTAssertEqual(f["Msg-tl-001"], "15,4.5,105,20.5")
        XCTAssertEqual(f["Msg-dl-001"], "15,25,44,14.5")
    }

    func testStaticGroupedTableSectionsTitlesAndStyles() throws {
        let doc = try InterfaceBuilderFile.load(path: Fixtures.path("Tables.storyboard"))
        let imported = try doc.imported(try XCTUnwrap(doc.scene("Settings")))
        let t = try table(imported, "tableView")
        XCTAssertEqual(t.style, .grouped)
        XCTAssertEqual(t.rowHeight, 44)
        XCTAssertNil(t.sectionHeaderHeight, "a grouped table's headers size to their titles")
        XCTAssertEqual(t.sections.map(\.header), [nil, "Account"])
        XCTAssertEqual(t.sections.map(\.footer), [nil, "Signed in"])
        XCTAssertEqual(t.sections[0].rows[1].style, .default)
        XCTAssertEqual(t.sections[0].rows[1].accessory, .checkmark)
        XCTAssertEqual(t.sections[1].rows[0].style, .value1)
        XCTAssertEqual(t.sections[1].rows[0].detail, "Ada")

        let f = try frames("Tables.storyboard", scene: "Settings")
        XCTAssertEqual(f["Set-tb-001"], "0,0,375,667")
        // Before Xcode 11 a grouped table's first untitled header is 35
        // (GroupedFirstHeaderTests); the file is Xcode 10's (14460).
        XCTAssertEqual(f["Set-c1-001"], "0,35,375,44")
        XCTAssertEqual(f["Set-cv-001"], "0,0,375,43.5")
        XCTAssertEqual(f["Set-lb-001"], "16,11.5,110,20.5")
        XCTAssertEqual(f["Set-sw-001"], "310,6.5,51,31")
        XCTAssertEqual(f["Set-c2-001"], "0,79,375,44")
        XCTAssertEqual(f["Set-cv-002"], "0,0,335,43.5")      // less Xcode 10's checkmark, 40
        // Stored 186.5 (footer 18, a 45.5-point titled header over a
        // section with a footer title, as Xcode 10 on show them: GitHawk's
        // 14460 Settings); Trellis's titled grouped header is 38.6 (text +
        // 23) + 7.3, so the row lands at 187: within lint's 0.5 pt.
        XCTAssertEqual(f["Set-c3-001"], "0,187,375,44")
        // Built-in labels against their stored frames: the default style's
        // spans the row and, on Xcode 10's canvas, ends at the checkmark's
        // content view edge (stored 16,0,319,43.5, as FSCalendar's 14313
        // rows; OldBuiltInLabelTrailingTests); value1's at their stored sizes, their
        // text centred: (43.5 - 20.5) / 2 + 0.0245 × 17 = 11.92, 12 on the
        // grid as stored (BuiltInLabelCentreTests), the detail at the
        // trailing margin (375 - 16 - 31 = 328).
        XCTAssertEqual(f["Set-tl-002"], "16,0,319,43.5")
        XCTAssertEqual(f["Set-tl-003"], "16,12,44,20.5")
        XCTAssertEqual(f["Set-dl-003"], "328,12,31,20.5")
    }

    /// Lint compares every cell, content view and template view with its
    /// stored frame; the built-in labels of predefined styles are Trellis's
    /// own (docs/TABLES.md), so they are left out (a subtitle row 44 high
    /// leaves Trellis's 17- and 12-point labels ambiguous).
    func testLintFindsNoMisplacedCells() throws {
        let doc = try InterfaceBuilderFile.load(path: Fixtures.path("Tables.storyboard"))
        for scene in doc.scenes {
            let imported = try doc.imported(scene)
            let layout = try LayoutBuilder.build(imported.document)
            let found = IBLint.check(imported, layout).filter { $0.kind != "unsupported-element" }
            XCTAssertEqual(found.map(\.message), [], scene.id)
        }
        let imported = try doc.imported(try XCTUnwrap(doc.scene("Messages")))
        XCTAssertEqual(imported.builtInViews, ["feed.s0.r2.textLabel", "feed.s0.r2.detailTextLabel"])
    }

    /// Files from Xcode 8 (tools below 13000): a content view that doesn't
    /// preserve the cell's margins has 8 on every side.
    func testXcode8ContentViewsHaveEightPointMargins() throws {
        let path = Fixtures.path("Tables.storyboard")
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: "toolsVersion=\"14460.31\"", with: "toolsVersion=\"12120\"")
            .replacingOccurrences(of: "preservesSuperviewLayoutMargins=\"YES\" insetsLayoutMarginsFromSafeArea=\"NO\" tableViewCell=", with: "tableViewCell=")
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: path)
        let imported = try doc.imported(try XCTUnwrap(doc.scene("Messages")))
        let layout = try LayoutBuilder.build(imported.document)
        func frame(_ name: String) -> String? { layout.views.first { $0.id == name }.map { describe($0.view.frame) } }
        XCTAssertEqual(frame("feed.s0.r0"), "0,28,375,62")          // 8 + 21 + 4 + 20.5 + 8, + separator
        XCTAssertEqual(frame("feed.s0.r0.name"), "8,8,31,21")
        XCTAssertEqual(frame("feed.s0.r0.body"), "8,33,359,20.5")
    }

    /// Xcode 8 (tools below 13000) simulates iOS 10, which put the built-in
    /// labels 15 points in (the separator inset): the Settings scene's
    /// default-style and value1 rows' labels are laid out at 15, where
    /// Xcode 9 on put them at the margins (16).
    func testXcode8BuiltInLabelsSitFifteenPointsIn() throws {
        let path = Fixtures.path("Tables.storyboard")
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: "toolsVersion=\"14460.31\"", with: "toolsVersion=\"12120\"")
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: path)
        let imported = try doc.imported(try XCTUnwrap(doc.scene("Settings")))
        XCTAssertTrue(imported.yaml.contains("cellMetrics: {builtInViewInset: 15, accessoryWidths: {disclosureIndicator: 33, checkmark: 40, detailButton: 47, detailDisclosureButton: 68}, builtInTrailingInsets: {disclosureIndicator: 2, checkmark: 0, detailButton: 0}, builtInLabelCenterOffset: 0.0245, titleWidthScale: 0.92}"), imported.yaml)
        let layout = try LayoutBuilder.build(imported.document)
        func rowLabels(_ l: BuiltLayout) -> [(id: String, view: UIView)] { l.views.filter { $0.id.hasSuffix(".textLabel") && $0.id.contains(".r") } }
        let labels = rowLabels(layout).map { $0.view.frame.minX }
        XCTAssertFalse(labels.isEmpty)
        XCTAssertEqual(labels, [15, 15])
        let newer = try InterfaceBuilderFile.load(path: path)
        let layout10 = try LayoutBuilder.build(try newer.imported(try XCTUnwrap(newer.scene("Settings"))).document)
        XCTAssertEqual(rowLabels(layout10).map { $0.view.frame.minX }, [16, 16])
    }

    /// Xcode 13 and later simulate iOS 15's 22-point padding above a plain
    /// table's section headers: prototypes start at 50 (as in
    /// NetNewsWire's Add.storyboard); the row is 11 + 21 + 4 + 20.5 + 11
    /// (no separator under the content view from Xcode 13 on).
    func testNewerXcodePadsPlainHeaders() throws {
        let path = Fixtures.path("Tables.storyboard")
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: "toolsVersion=\"14460.31\"", with: "toolsVersion=\"21701\"")
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: path)
        let imported = try doc.imported(try XCTUnwrap(doc.scene("Messages")))
        let layout = try LayoutBuilder.build(imported.document)
        XCTAssertEqual(layout.view("feed").map { _ in describe(layout.views.first { $0.id == "feed.s0.r0" }!.view.frame) }, "0,50,375,67.5")
    }

    /// `tableHeaderView` and `tableFooterView` (TableHeaders.storyboard):
    /// UIKit keeps a header's frame height and gives it the table's width at
    /// the top of the content, above section 0 (Apple, `tableHeaderView`);
    /// the footer goes under the last section. So the rows start at the
    /// header's 100, the label centred in it is at 50 - 10, and the footer
    /// follows the two 44-point rows at 188.
    func testTableHeaderAndFooterViews() throws {
        let doc = try InterfaceBuilderFile.load(path: Fixtures.path("TableHeaders.storyboard"))
        XCTAssertEqual(doc.warnings.map(\.message), [])
        let imported = try doc.imported(try XCTUnwrap(doc.scene("Profile")))
        let t = try table(imported, "profileTable")
        XCTAssertEqual(t.headerView?.id, "banner")
        XCTAssertEqual(t.headerView?.subviews.map(\.id), ["name"])
        XCTAssertEqual(t.footerView?.id, "legal")
        XCTAssertTrue(imported.yaml.contains("headerView:"), imported.yaml)
        XCTAssertEqual(imported.viewsByName["banner"]?.id, "Hd-hv-001")
        XCTAssertEqual(imported.viewsByName["name"]?.id, "Hd-lb-001")
        // A header subview the default variation uninstalls is left out, as
        // at build time, with its constraints.
        XCTAssertNil(imported.viewsByName.values.first { $0.id == "Hd-lb-002" })
        XCTAssertFalse(imported.yaml.contains("Hd-k3-001"), imported.yaml)

        let f = try frames("TableHeaders.storyboard", scene: "Profile")
        XCTAssertEqual(f["Hd-hv-001"], "0,0,375,100")
        XCTAssertEqual(f["Hd-lb-001"], "16,40,100,20")
        XCTAssertEqual(f["Hd-c1-001"], "0,100,375,44")
        XCTAssertEqual(f["Hd-c2-001"], "0,144,375,44")
        XCTAssertEqual(f["Hd-fv-001"], "0,188,375,60")
        let layout = try LayoutBuilder.build(imported.document)
        XCTAssertEqual(IBLint.check(imported, layout).map(\.message), [])
        XCTAssertEqual((layout.view("profileTable") as? UITableView)?.contentSize.height, 248)
    }

    /// Import → render: the imported YAML, read back as a layout file,
    /// gives the frames the IB file gives (header, footer, Xcode 13+ metrics).
    func testImportedYAMLRoundTripsTheFrames() throws {
        for (file, scene) in [("TableHeaders.storyboard", "Profile"), ("TablesXcode16.storyboard", "Options"),
                              ("Tables.storyboard", "Messages"), ("Tables.storyboard", "Settings")] {
            let doc = try InterfaceBuilderFile.load(path: Fixtures.path(file))
            let imported = try doc.imported(try XCTUnwrap(doc.scene(scene)))
            let direct = try LayoutBuilder.build(imported.document)
            let reread = try LayoutBuilder.build(try LayoutFile.parse(imported.yaml, file: "imported.yaml"))
            let a = direct.views.map { "\($0.id) \(describe($0.view.frame))" }
            let b = reread.views.map { "\($0.id) \(describe($0.view.frame))" }
            XCTAssertEqual(a, b, file)
            XCTAssertGreaterThan(a.count, 5)
        }
    }

    /// The newest canvas (TablesXcode16.storyboard, tools 24506, a
    /// 414-wide phone, as NetNewsWire's files): content views as high as
    /// their cells; self-sizing rows inside 15-point content margins (a
    /// 21-point label: 51); a row that can't size itself (a switch centred,
    /// no chain) and a default-style row at the standard 51; cell margins
    /// of 20 on the 414-wide phone, so inset-grouped rows sit 20 in, the
    /// disclosure indicator takes 30.5 and the default label ends 8 before
    /// the content view's edge.
    func testNewestCanvasRows() throws {
        let doc = try InterfaceBuilderFile.load(path: Fixtures.path("TablesXcode16.storyboard"))
        let imported = try doc.imported(try XCTUnwrap(doc.scene("Options")))
        let t = try table(imported, "tableView")
        var metrics = UITableViewCellMetrics(standardRowHeight: 51, contentVerticalMargin: 15, contentViewCoversSeparator: true,
                                             groupedHeaderAboveFooterExtra: 7.3,
                                             accessoryWidths: [.checkmark: 40, .detailButton: 40, .detailDisclosureButton: 58.4],
                                             titleLineHeight: 16, groupedFooterPadding: 14, builtInImageColumn: 24)
        metrics.builtInLabelCenterOffset = 0.0245
        metrics.groupedEmptyFooterHeight = 22
        metrics.insetRowsKeepTableMargins = true   // tools below 25000 (374-wide rows here: no effect)
        XCTAssertEqual(t.cellMetrics, metrics)
        let f = try frames("TablesXcode16.storyboard", scene: "Options")
        XCTAssertEqual(f["X13-c1-001"], "20,18,374,51")
        XCTAssertEqual(f["X13-cv-001"], "0,0,374,51")
        XCTAssertEqual(f["X13-lb-001"], "20,15,100,21")
        XCTAssertEqual(f["X13-c2-001"], "20,69,374,51")
        XCTAssertEqual(f["X13-sw-001"], "293,11.5,63,28")   // iOS 26's switch (Xcode 26 stores 63 x 28), 2 points of alignment inset
        XCTAssertEqual(f["X13-c3-001"], "20,120,374,51")
        XCTAssertEqual(f["X13-cv-003"], "0,0,343.5,51")
        XCTAssertEqual(f["X13-tl-003"], "20,0,315.5,51")
        XCTAssertEqual(f["X13-c4-001"], "20,207,374,44")     // 18 + 18 between sections; the cell's own 44
        XCTAssertEqual(f["X13-cv-004"], "0,0,374,44")

        // The same file from Xcode 13 to 15 (tools 19000 to 23999, as
        // DuckDuckGo's 23504 files): content views as high as their cells,
        // 11-point margins; a custom row that can't size itself a pixel
        // shorter than 44 when its content view holds views (43.5 at 2×: the
        // centred switch here, as ish's and BookPlayer's rows are stored)
        // and when it is empty (Parchment's, ish's, Lockdown's), a pixel
        // taller only with a list content configuration (44.5,
        // DuckDuckGo's 28 such rows; EmptyRowTests); rows of built-in
        // views a pixel shorter (43.5).
        let path = Fixtures.path("TablesXcode16.storyboard")
        func layout(tools: String) throws -> BuiltLayout {
            let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "toolsVersion=\"24506\"", with: "toolsVersion=\"\(tools)\"")
            let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: path)
            return try LayoutBuilder.build(try doc.imported(try XCTUnwrap(doc.scene("Options"))).document)
        }
        func layoutYAML(tools: String) throws -> String {
            let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "toolsVersion=\"24506\"", with: "toolsVersion=\"\(tools)\"")
            let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: path)
            return try doc.imported(try XCTUnwrap(doc.scene("Options"))).yaml
        }
        let xcode15 = try layout(tools: "23504")
        XCTAssertTrue(try layoutYAML(tools: "23504").contains("cellMetrics: {contentViewCoversSeparator: true, standardRowHeight: 43.5, builtInRowHeight: 43.5, collapsedRowHeight: 43.5, groupedHeaderAboveFooterExtra: 7.3, titleLineHeight: 16, groupedFooterPadding: 14, groupedEmptyFooterHeight: 22, accessoryWidths: {checkmark: 40, detailButton: 40, detailDisclosureButton: 58.4}, builtInImageColumn: 24, insetRowsKeepTableMargins: true, builtInLabelCenterOffset: 0.0245}"))
        // The placeholder version some files carry (32700.99.1234) stores rows as Xcode 13-15 do.
        XCTAssertTrue(try layoutYAML(tools: "32700.99.1234").contains("builtInRowHeight: 43.5"))
        func frame(_ l: BuiltLayout, _ name: String) -> String? { l.views.first { $0.id == name }.map { describe($0.view.frame) } }
        XCTAssertEqual(frame(xcode15, "tableView.s0.r0"), "20,18,374,43")      // 11 + 21 + 11
        XCTAssertEqual(frame(xcode15, "tableView.s0.r0.contentView"), "0,0,374,43")
        XCTAssertEqual(frame(xcode15, "tableView.s0.r1"), "20,61,374,43.5")    // 44 less a pixel: a switch, no chain
        // Before Xcode 13 these static custom rows aren't sized on the
        // canvas: each is the standard 44 ("Static rows before Xcode 13";
        // every such row of the twelve sets is stored 44 or 43.5). Before
        // Xcode 12 (tools below 16000; Hero's 15400 rows) the separator
        // sits under the content view.
        let xcode11 = try layout(tools: "15400")
        XCTAssertEqual(frame(xcode11, "tableView.s0.r0"), "20,18,374,44")
        XCTAssertEqual(frame(xcode11, "tableView.s0.r0.contentView"), "0,0,374,43.5")
        XCTAssertEqual(frame(xcode11, "tableView.s0.r1"), "20,62,374,44")
        // Xcode 12 (16000 to 18999; Open Food Facts' 16097 and 18122
        // tables): content views as high as their cells.
        let xcode12 = try layout(tools: "17701")
        XCTAssertEqual(frame(xcode12, "tableView.s0.r0"), "20,18,374,44")
        XCTAssertEqual(frame(xcode12, "tableView.s0.r0.contentView"), "0,0,374,44")
        XCTAssertEqual(frame(xcode12, "tableView.s0.r1"), "20,62,374,44")
    }

    /// Xcode 13+'s canvas gives a plain static table's sections a 28-point
    /// header under iOS 15's 22-point padding and a 28-point footer, titled
    /// or not (DuckDuckGo's Debug.storyboard, tools 23504). TableHeaders
    /// .storyboard as if from Xcode 15: the rows start at 100 + 50, the
    /// footer view after 2 × 44 and the 28-point footer.
    func testNewerXcodePlainStaticSections() throws {
        let path = Fixtures.path("TableHeaders.storyboard")
        let text = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: "toolsVersion=\"14460.31\"", with: "toolsVersion=\"23504\"")
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: path)
        let layout = try LayoutBuilder.build(try doc.imported(try XCTUnwrap(doc.scene("Profile"))).document)
        func frame(_ name: String) -> String? { layout.views.first { $0.id == name }.map { describe($0.view.frame) } }
        XCTAssertEqual(frame("profileTable.s0.r0"), "0,150,375,44")
        XCTAssertEqual(frame("profileTable.s0.r0.contentView"), "0,0,375,44")
        XCTAssertEqual(frame("legal"), "0,266,375,60")
    }
}
