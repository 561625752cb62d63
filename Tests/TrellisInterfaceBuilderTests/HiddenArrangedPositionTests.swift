import Foundation
import TrellisFormat
import XCTest
@testable import TrellisInterfaceBuilder

private typealias Doc = IBTestDocument

/// Where a hidden arranged view sits (rules, observed; docs/INTERFACE-BUILDER.md,
/// "Stacks, scroll views and other containers"):
/// - across the axis it is aligned as the visible views are: centred in a
///   centre-aligned stack, at the far edge in a trailing- or bottom-aligned
///   one (all 28 such hidden views in the measured files);
/// - along the axis, on the canvas, one holding a required length of its own
///   that comes first, followed by a visible view, in a fill or
///   fill-equally stack, ends where the stack starts (Pocket Casts,
///   ProtonVPN, VLC: Xcode 12 to 16);
/// - a hidden view after the stack's only visible view starts where the
///   stack starts, outside cells (31 of 32 such views, nine repositories;
///   `LoneVisibleViewHiddenTests`).
final class HiddenArrangedPositionTests: XCTestCase {
    /// A horizontal stack 60 high, at (10, 100): a hidden 20 × 20 box first,
    /// a visible 40 × 40 box, then a hidden 30 × 10 box.
    func xml(alignment: String?, distribution: String? = nil) -> String {
        Doc.xib(toolsVersion: 21701, objects: [
            Doc.view("Hap-rt-001", (0, 0, 375, 667), autoresizes: true, subviews: [
                Doc.stackView("Hap-sk-002", (10, 100, 40, 60), alignment: alignment, distribution: distribution, spacing: 8, arranged: [
                    Doc.box("Hap-h1-003", (-20, 20, 20, 20), width: 20, height: 20, ids: ["Hap-c01", "Hap-c02"], hidden: true),
                    Doc.box("Hap-v2-004", (0, 10, 40, 40), width: 40, height: 40, ids: ["Hap-c03", "Hap-c04"]),
                    Doc.box("Hap-h3-005", (0, 25, 30, 10), width: 30, height: 10, ids: ["Hap-c05", "Hap-c06"], hidden: true),
                ]),
            ], constraints: [
                Doc.constraint("Hap-sk-002", "leading", "Hap-rt-001", "leading", constant: 10, id: "Hap-c07"),
                Doc.constraint("Hap-sk-002", "top", "Hap-rt-001", "top", constant: 100, id: "Hap-c08"),
                Doc.constraint("Hap-sk-002", "height", constant: 60, id: "Hap-c09"),
            ]),
        ])
    }

    func testCentredAcrossTheAxis() throws {
        let f = try frames(of: try importedScene(xml: xml(alignment: "center"), file: "hidden.xib"))
        XCTAssertEqual(f["Hap-v2-004"], "0,10,40,40")
        // The first ends where the stack starts; the last, after the only
        // visible view, starts there.
        XCTAssertEqual(f["Hap-h1-003"], "-20,20,20,20")
        XCTAssertEqual(f["Hap-h3-005"], "0,25,30,10")
    }

    func testAtTheBottomEdge() throws {
        let f = try frames(of: try importedScene(xml: xml(alignment: "bottom"), file: "hidden.xib"))
        XCTAssertEqual(f["Hap-v2-004"], "0,20,40,40")
        XCTAssertEqual(f["Hap-h1-003"], "-20,40,20,20")
        XCTAssertEqual(f["Hap-h3-005"], "0,50,30,10")
    }

    func testFillAlignmentStaysAtTheTop() throws {
        let f = try frames(of: try importedScene(xml: xml(alignment: nil), file: "hidden.xib"))
        XCTAssertEqual(f["Hap-h1-003"].map { String($0.split(separator: ",")[1]) }, "0")
    }

    /// Equal spacing keeps a first hidden view at the stack's start
    /// (ProtonVPN's and VLC's equal-spacing stacks store it at 0).
    func testEqualSpacingKeepsTheStart() throws {
        let f = try frames(of: try importedScene(xml: xml(alignment: "center", distribution: "equalSpacing"), file: "hidden.xib"))
        XCTAssertEqual(f["Hap-h1-003"], "0,20,20,20")
    }
}
