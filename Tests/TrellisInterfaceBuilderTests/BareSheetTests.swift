import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Xcode 15 and later store a presented controller's root on a notched
/// phone as a sheet exactly 10 points shorter than the screen, with
/// neither the status bar above it nor the home indicator below it
/// (docs/INTERFACE-BUILDER.md, "Page sheets"). Files written by hand;
/// frames computed by hand.
final class BareSheetTests: XCTestCase {
    typealias D = IBTestDocument

    /// One controller on the XR, its root `height` high: a box pinned 18
    /// below the top layout guide, another 81 above the bottom one, both
    /// 20 from the root's leading edge; `metrics`: simulated bar metrics.
    func storyboard(tools: String, height: Int, metrics: String = "") throws -> IBDocument {
        let controller = D.viewController("Bsh-vc-002", guides: (top: "Bsh-tg-003", bottom: "Bsh-bg-004"), root: "Bsh-rv-005",
                                          (0, 0, 414, Double(height)), subviews: [
            D.box("Bsh-tp-006", (20, 18, 100, 40), width: 100, height: 40, ids: ["Bsh-c1-007", "Bsh-c2-008"]),
            D.box("Bsh-bt-009", (20, 765, 100, 40), width: 100, height: 40, ids: ["Bsh-c3-010", "Bsh-c4-011"]),
        ], constraints: [
            D.constraint("Bsh-tp-006", "top", "Bsh-tg-003", "bottom", constant: 18, id: "Bsh-c5-012"),
            D.constraint("Bsh-tp-006", "leading", "Bsh-rv-005", "leading", constant: 20, id: "Bsh-c6-013"),
            D.constraint("Bsh-bg-004", "top", "Bsh-bt-009", "bottom", constant: 81, id: "Bsh-c7-014"),
            D.constraint("Bsh-bt-009", "leading", "Bsh-rv-005", "leading", constant: 20, id: "Bsh-c8-015"),
        ], after: [metrics])
        let text = D.storyboard(toolsVersion: tools, device: "retina6_1", safeAreas: false,
                                scenes: [D.scene("Bsh-sc-001", controller: controller)])
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "sheet.storyboard")
    }

    func frames(_ doc: IBDocument) throws -> (top: String?, bottom: String?, yaml: String) {
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        let f = { (id: String) in layout.view(imported.names[id]!).map { describe($0.frame) } }
        return (f("Bsh-tp-006"), f("Bsh-bt-009"), imported.yaml)
    }

    /// Lockdown's presented controllers (tools 32700, 414 × 886 on the
    /// XR): a label pinned 18 below the top layout guide is stored at
    /// y 18 and a button 81 above the bottom layout guide ends at
    /// 886 − 81 = 805. Both guides are at the root's edges.
    func testXcode15SheetHasNeitherInset() throws {
        for tools in ["22505", "32700.99.1234"] {
            let doc = try storyboard(tools: tools, height: 886)
            XCTAssertEqual(doc.device?.width, 414, "tools \(tools)")
            let r = try frames(doc)
            XCTAssertTrue(r.yaml.contains("safeArea: {top: 0, left: 0, bottom: 0, right: 0}"), r.yaml)
            XCTAssertEqual(r.top, "20,18,100,40", "tools \(tools)")
            XCTAssertEqual(r.bottom, "20,765,100,40", "tools \(tools)")
        }
    }

    /// Before Xcode 15 the rule doesn't apply: the same 886-point root
    /// is a shortened root at the top of the screen, under the XR's
    /// 48-point status bar (Xcode 14 on) and overlapping 24 of the home
    /// indicator's 34 points (no file of those versions stores one).
    func testOlderXcodeKeepsTheInsets() throws {
        let r = try frames(try storyboard(tools: "21701", height: 886))
        XCTAssertEqual(r.top, "20,66,100,40")
        XCTAssertEqual(r.bottom, "20,741,100,40")
    }

    /// A navigation bar in such a sheet is 56 high, as in the older page
    /// sheet: Habitica's gift sheet (tools 23090, 428 × 916 on the
    /// 428 × 926 phone) stores its navigation controller's bar 56 high at
    /// y 0 and a segmented control pinned 8 below the top layout guide at
    /// y 64; passforios' (23504, 390 × 834) a text view 20 below it at 76.
    func testANavigationBarInAnXcode15SheetIs56() throws {
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        let r = try frames(try storyboard(tools: "23090", height: 886, metrics: bar))
        XCTAssertTrue(r.yaml.contains("safeArea: {top: 56, left: 0, bottom: 0, right: 0}"), r.yaml)
        XCTAssertEqual(r.top, "20,74,100,40")
        XCTAssertEqual(r.bottom, "20,765,100,40")
    }
}
