import Foundation
import TrellisFormat
import XCTest
@testable import TrellisInterfaceBuilder

private typealias Doc = IBTestDocument

/// On Xcode's canvas a hidden arranged view keeps a length its required
/// constraints give it, not only a length constraint of its own: a
/// container its subviews' required constraints size, a view holding a
/// minimum length (at that minimum); a length that comes from content
/// (a label's text) still collapses (rule, observed: docs/INTERFACE-BUILDER.md,
/// "Stacks, scroll views and other containers").
final class HiddenArrangedContentLengthTests: XCTestCase {
    /// A vertical stack with spacing 10 at (0, 20), 375 wide: a 40-high box;
    /// a hidden container holding a 24-high box 6 from its top and bottom
    /// (36 high); a hidden view at least 30 high; a hidden label; a 20-high
    /// box.
    let xml = Doc.xib(objects: [
        Doc.view("Hcl-rt-001", (0, 0, 375, 667), autoresizes: true, subviews: [
            Doc.stackView("Hcl-sk-002", (0, 20, 375, 70), axis: "vertical", spacing: 10, arranged: [
                Doc.box("Hcl-a1-003", (0, 0, 375, 40), height: 40, ids: ["Hcl-c01"]),
                Doc.view("Hcl-hc-004", (0, 45, 375, 36), hidden: true, subviews: [
                    Doc.box("Hcl-in-005", (0, 6, 375, 24), height: 24, ids: ["Hcl-c02"]),
                ], constraints: [
                    Doc.constraint("Hcl-in-005", "top", "Hcl-hc-004", "top", constant: 6, id: "Hcl-c03"),
                    Doc.constraint(nil, "bottom", "Hcl-in-005", "bottom", constant: 6, id: "Hcl-c04"),
                    Doc.constraint("Hcl-in-005", "leading", "Hcl-hc-004", "leading", id: "Hcl-c05"),
                    Doc.constraint(nil, "trailing", "Hcl-in-005", "trailing", id: "Hcl-c06"),
                ]),
                Doc.view("Hcl-hm-006", (0, 45, 375, 30), hidden: true, constraints: [
                    Doc.constraint(nil, "height", relation: "greaterThanOrEqual", constant: 30, id: "Hcl-c07"),
                ]),
                Doc.label("Hcl-lb-007", (0, 45, 375, 0), text: "Hidden", hidden: true),
                Doc.box("Hcl-b2-008", (0, 50, 375, 20), height: 20, ids: ["Hcl-c08"]),
            ]),
        ], constraints: [
            Doc.constraint("Hcl-sk-002", "leading", "Hcl-rt-001", "leading", id: "Hcl-c09"),
            Doc.constraint(nil, "trailing", "Hcl-sk-002", "trailing", id: "Hcl-c10"),
            Doc.constraint("Hcl-sk-002", "top", "Hcl-rt-001", "top", constant: 20, id: "Hcl-c11"),
        ]),
    ])

    func testRequiredLengthsStayAndContentCollapses() throws {
        let f = try frames(of: try importedScene(xml: xml, file: "content.xib"))
        // The visible views: 40, the 10-point gap, 20; the stack is 70.
        XCTAssertEqual(f["Hcl-a1-003"], "0,0,375,40")
        XCTAssertEqual(f["Hcl-b2-008"], "0,50,375,20")
        XCTAssertEqual(f["Hcl-sk-002"], "0,20,375,70")
        // Hidden, all start mid-gap at 45: the container keeps the 36 its
        // subview's constraints give it, the other view its minimum 30, and
        // the label (its height only its text's) collapses.
        XCTAssertEqual(f["Hcl-hc-004"], "0,45,375,36")
        XCTAssertEqual(f["Hcl-in-005"], "0,6,375,24")
        XCTAssertEqual(f["Hcl-hm-006"], "0,45,375,30")
        XCTAssertEqual(f["Hcl-lb-007"], "0,45,375,0")
    }
}
