import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// A page sheet on a notched phone (414 × 842 on the 414 × 896 XR: the
/// screen less its status bar and a 10-point gap): Xcode 11 to 13.1 give it
/// no top inset and the home indicator's 34 points at its bottom; Xcode
/// 13.2 on (tools 20037 and up) no bottom inset, and, when the controller
/// doesn't name its page-sheet size, the status bar's 44 at the top
/// (docs/INTERFACE-BUILDER.md, "Xcode 13.2's page sheets"). Hand-written:
/// a box pinned 16 below the safe area's top, another 60 above its bottom;
/// frames computed by hand.
final class PageSheetHomeIndicatorTests: XCTestCase {
    typealias D = IBTestDocument

    /// One controller on the XR: a box pinned 16 below the safe area's top,
    /// another 60 above its bottom, both 20 from its leading edge;
    /// `metrics`: simulated bar metrics.
    func storyboard(tools: String, metrics: String = "") throws -> IBDocument {
        let controller = D.viewController("Phi-vc-002", guides: nil, root: "Phi-rv-003", (0, 0, 414, 842), safeArea: "Phi-sa-010", subviews: [
            D.box("Phi-tp-004", (20, 16, 100, 40), width: 100, height: 40, ids: ["Phi-c1-005", "Phi-c2-006"]),
            D.box("Phi-bt-007", (20, 742, 100, 40), width: 100, height: 40, ids: ["Phi-c3-008", "Phi-c4-009"]),
        ], constraints: [
            D.constraint("Phi-tp-004", "top", "Phi-sa-010", "top", constant: 16, id: "Phi-c5-011"),
            D.constraint("Phi-tp-004", "leading", "Phi-sa-010", "leading", constant: 20, id: "Phi-c6-012"),
            D.constraint("Phi-sa-010", "bottom", "Phi-bt-007", "bottom", constant: 60, id: "Phi-c7-013"),
            D.constraint("Phi-bt-007", "leading", "Phi-sa-010", "leading", constant: 20, id: "Phi-c8-014"),
        ], after: [metrics])
        let text = D.storyboard(toolsVersion: tools, device: "retina6_1", scenes: [D.scene("Phi-sc-001", controller: controller)])
        return try InterfaceBuilderFile.parse(Data(text.utf8), file: "sheet.storyboard")
    }

    func layout(tools: String, metrics: String = "") throws -> (top: String?, bottom: String?, yaml: String) {
        let doc = try storyboard(tools: tools, metrics: metrics)
        let imported = try doc.imported(doc.scenes[0])
        let all = try frames(of: imported)
        return (all["Phi-tp-004"], all["Phi-bt-007"], imported.yaml)
    }

    /// Xcode 11 to 13.1 (Element's Spaces sheets 18122, Amity 19529, Esri
    /// and DJI 17156 to 17506): the button ends 60 above 842 − 34.
    func testOlderSheetsKeepTheHomeIndicator() throws {
        for tools in ["15505", "18122", "19529"] {
            let r = try layout(tools: tools)
            XCTAssertTrue(r.yaml.contains("safeArea: {top: 0, left: 0, bottom: 34, right: 0}"), r.yaml)
            XCTAssertEqual(r.top, "20,16,100,40", "tools \(tools)")
            XCTAssertEqual(r.bottom, "20,708,100,40", "tools \(tools)")
        }
    }

    /// Xcode 13.2 on, a sheet Xcode infers from a presentation (a
    /// store-management app's order sheets, tools 20037: a label pinned to
    /// the safe area's top at y 44; Blockstream Green's threshold sheet,
    /// 24765, at 59 on the 393 × 852 phone): the status bar above, nothing
    /// below; the button ends 60 above 842 itself.
    func testXcode13Point2SheetsHaveNoBottomInset() throws {
        let r = try layout(tools: "20037")
        XCTAssertTrue(r.yaml.contains("safeArea: {top: 44, left: 0, bottom: 0, right: 0}"), r.yaml)
        XCTAssertEqual(r.top, "20,60,100,40")
        XCTAssertEqual(r.bottom, "20,742,100,40")
    }

    /// A controller that names its page-sheet size keeps the top at 0:
    /// Element's context preview (20037, 16 below the safe area's top at
    /// y 16, 16 above its bottom ending at 826).
    func testANamedPageSheetHasNeitherInsetFromXcode13Point2() throws {
        let named = #"<modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#
        let r = try layout(tools: "20037", metrics: named)
        XCTAssertTrue(r.yaml.contains("safeArea: {top: 0, left: 0, bottom: 0, right: 0}"), r.yaml)
        XCTAssertEqual(r.top, "20,16,100,40")
        XCTAssertEqual(r.bottom, "20,742,100,40")
        // Before 20037 the named sheet is laid out as any other.
        let old = try layout(tools: "18122", metrics: named)
        XCTAssertEqual(old.top, "20,16,100,40")
        XCTAssertEqual(old.bottom, "20,708,100,40")
    }
}
