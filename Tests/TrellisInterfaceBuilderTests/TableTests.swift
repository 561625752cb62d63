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
        // The table footer view isn't a cell: reported, not imported.
        XCTAssertTrue(doc.warnings.contains { $0.kind == "unsupported-element" && $0.message.contains("tableFooterView") })
        // So are views in its <subviews>, with the constraints naming them.
        XCTAssertTrue(doc.warnings.contains { $0.message.contains("<view> 'Overlay' in the subviews of table view (Msg-tb-001)") })
        XCTAssertNil(imported.viewsByName.values.first { $0.id == "Msg-ov-001" })
        // Generated names map back to the IB views.
        XCTAssertEqual(imported.viewsByName["feed.s0.r0"]?.id, "Msg-c1-001")
        XCTAssertEqual(imported.viewsByName["feed.s0.r0.contentView"]?.id, "Msg-cv-001")
        XCTAssertEqual(imported.viewsByName["feed.s0.r0.body"]?.id, "Msg-bd-001")
        XCTAssertEqual(imported.viewsByName["feed.s0.r2.textLabel"]?.id, "Msg-tl-001")

        let f = try frames("Tables.storyboard", scene: "Messages")
        XCTAssertEqual(f["Msg-c1-001"], "0,28,375,68")       // self-sized: 11 + 21 + 4 + 20.5 + 11, + separator
        XCTAssertEqual(f["Msg-cv-001"], "0,0,375,67.5")
        XCTAssertEqual(f["Msg-nm-001"], "16,11,31,21")
        XCTAssertEqual(f["Msg-bd-001"], "16,36,343,20.5")
        XCTAssertEqual(f["Msg-c2-001"], "0,96,375,60")       // rowHeight="60"
        XCTAssertEqual(f["Msg-cv-002"], "0,0,375,59.5")
        XCTAssertEqual(f["Msg-ph-001"], "16,10,40,39.5")
        XCTAssertEqual(f["Msg-c3-001"], "0,156,375,44")
        XCTAssertEqual(f["Msg-cv-003"], "0,0,348.5,43.5")    // less the disclosure indicator's 26.5
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
        XCTAssertEqual(f["Set-c1-001"], "0,18,375,44")       // an untitled grouped header: 18
        XCTAssertEqual(f["Set-cv-001"], "0,0,375,43.5")
        XCTAssertEqual(f["Set-lb-001"], "16,11.5,110,20.5")
        XCTAssertEqual(f["Set-sw-001"], "310,6.5,51,31")
        XCTAssertEqual(f["Set-c2-001"], "0,62,375,44")
        XCTAssertEqual(f["Set-cv-002"], "0,0,345,43.5")      // less the checkmark's 30
        // Stored 162 (footer 18, a 38-point titled header, as Xcode shows
        // them); Trellis's titled grouped header is 38.6 (text + 23), so
        // the row lands at 162.5: within lint's 0.5 pt.
        XCTAssertEqual(f["Set-c3-001"], "0,162.5,375,44")
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

    /// Xcode 13 and later simulate iOS 15's 22-point padding above a plain
    /// table's section headers: prototypes start at 50 (as in
    /// NetNewsWire's Add.storyboard).
    func testNewerXcodePadsPlainHeaders() throws {
        let path = Fixtures.path("Tables.storyboard")
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: "toolsVersion=\"14460.31\"", with: "toolsVersion=\"21701\"")
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: path)
        let imported = try doc.imported(try XCTUnwrap(doc.scene("Messages")))
        let layout = try LayoutBuilder.build(imported.document)
        XCTAssertEqual(layout.view("feed").map { _ in describe(layout.views.first { $0.id == "feed.s0.r0" }!.view.frame) }, "0,50,375,68")
    }
}
