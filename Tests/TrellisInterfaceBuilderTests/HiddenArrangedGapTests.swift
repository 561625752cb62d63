import Foundation
import TrellisFormat
import XCTest
@testable import TrellisInterfaceBuilder

private typealias Doc = IBTestDocument

/// Where hidden arranged views sit along the axis between visible ones, and
/// hidden activity indicators on the canvas (rules, observed;
/// docs/INTERFACE-BUILDER.md, "Stacks, scroll views and other containers"):
/// - a hidden view between two visible views starts in the middle of their
///   gap, and several hidden in a row all start there (Pocket Casts,
///   Google's ads samples, iVPN, KeePassium, Zotero: tools 19150 to 32700);
/// - Xcode's canvas arranges a hidden activity indicator as a visible view
///   (RxSwift, Pocket Casts, OwnTracks: tools 14113 to 32700);
/// - a fill-aligned stack spans its hidden views across the axis (38 of the
///   40 hidden views of fill-aligned stacks in the measured files).
final class HiddenArrangedGapTests: XCTestCase {
    /// A horizontal, centre-aligned stack with spacing 10, 40 high, at
    /// (10, 100): a visible 40 × 40 box, a hidden box holding 20 × 20, a
    /// hidden box with no size, a hidden medium activity indicator (20 × 20)
    /// and a visible 30 × 30 box.
    let xml = Doc.xib(objects: [
        Doc.view("Hgp-rt-001", (0, 0, 375, 667), autoresizes: true, subviews: [
            Doc.stackView("Hgp-sk-002", (10, 100, 110, 40), alignment: "center", spacing: 10, arranged: [
                Doc.box("Hgp-va-003", (0, 0, 40, 40), width: 40, height: 40, ids: ["Hgp-c01", "Hgp-c02"]),
                Doc.box("Hgp-h1-004", (45, 10, 20, 20), width: 20, height: 20, ids: ["Hgp-c03", "Hgp-c04"], hidden: true),
                Doc.view("Hgp-h2-005", (45, 20, 0, 0), hidden: true),
                Doc.view("Hgp-sp-006", (50, 10, 20, 20), element: "activityIndicatorView",
                         attributes: #"opaque="NO" style="medium""#, hidden: true),
                Doc.box("Hgp-vb-007", (80, 5, 30, 30), width: 30, height: 30, ids: ["Hgp-c05", "Hgp-c06"]),
            ]),
        ], constraints: [
            Doc.constraint("Hgp-sk-002", "leading", "Hgp-rt-001", "leading", constant: 10, id: "Hgp-c07"),
            Doc.constraint("Hgp-sk-002", "top", "Hgp-rt-001", "top", constant: 100, id: "Hgp-c08"),
            Doc.constraint("Hgp-sk-002", "height", constant: 40, id: "Hgp-c09"),
        ]),
    ])

    func testHiddenViewsStartMidGapAndTheSpinnerTakesItsPlace() throws {
        let f = try frames(of: try importedScene(xml: xml, file: "gap.xib"))
        XCTAssertEqual(f["Hgp-va-003"], "0,0,40,40")
        // The indicator is arranged as a visible view: 40 + 10 = 50, 20 long,
        // and the box after it at 50 + 20 + 10 = 80; the stack is 110 long.
        XCTAssertEqual(f["Hgp-sp-006"], "50,10,20,20")
        XCTAssertEqual(f["Hgp-vb-007"], "80,5,30,30")
        XCTAssertEqual(f["Hgp-sk-002"], "10,100,110,40")
        // Both hidden boxes start in the middle of the 10-point gap after the
        // first box (45); the one holding a width keeps it.
        XCTAssertEqual(f["Hgp-h1-004"], "45,10,20,20")
        XCTAssertEqual(f["Hgp-h2-005"], "45,20,0,0")
    }

    /// A vertical, fill-aligned stack 200 wide with spacing 6 at (20, 50):
    /// a visible view 30 high, a hidden view with nothing to size it, a
    /// visible view 20 high.
    let column = Doc.xib(toolsVersion: 21701, objects: [
        Doc.view("Hgc-rt-001", (0, 0, 375, 667), autoresizes: true, subviews: [
            Doc.stackView("Hgc-sk-002", (20, 50, 200, 56), axis: "vertical", spacing: 6, arranged: [
                Doc.box("Hgc-va-003", (0, 0, 200, 30), height: 30, ids: ["Hgc-c01"]),
                Doc.view("Hgc-hd-004", (0, 33, 200, 0), hidden: true),
                Doc.box("Hgc-vb-005", (0, 36, 200, 20), height: 20, ids: ["Hgc-c02"]),
            ]),
        ], constraints: [
            Doc.constraint("Hgc-sk-002", "leading", "Hgc-rt-001", "leading", constant: 20, id: "Hgc-c03"),
            Doc.constraint("Hgc-sk-002", "top", "Hgc-rt-001", "top", constant: 50, id: "Hgc-c04"),
            Doc.constraint("Hgc-sk-002", "width", constant: 200, id: "Hgc-c05"),
        ]),
    ])

    func testFillAlignmentSpansAHiddenViewAcrossTheStack() throws {
        let f = try frames(of: try importedScene(xml: column, file: "column.xib"))
        XCTAssertEqual(f["Hgc-va-003"], "0,0,200,30")
        XCTAssertEqual(f["Hgc-vb-005"], "0,36,200,20")
        // 200 wide like its visible siblings, 0 high, halfway through the gap.
        XCTAssertEqual(f["Hgc-hd-004"], "0,33,200,0")
    }
}
