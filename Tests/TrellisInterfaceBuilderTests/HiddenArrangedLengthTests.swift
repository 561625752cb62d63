import Foundation
import TrellisFormat
@testable import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

private typealias Doc = IBTestDocument

/// A hidden arranged view with a required length of its own: UIKit's
/// `UISV-hiding` (length == 0, required) conflicts with it; Xcode's canvas
/// keeps the view's length (rule, observed: docs/INTERFACE-BUILDER.md,
/// "Stacks, scroll views and other containers"). It still leaves the
/// chain: the next visible view follows the previous one. A hidden view
/// without such a length collapses as in UIKit.
final class HiddenArrangedLengthTests: XCTestCase {
    /// A vertical stack 20 below the root's top: a 40-high box, a hidden box
    /// with its own height 50, a hidden plain view, and a 30-high box.
    let xml = Doc.xib(toolsVersion: 21701, objects: [
        Doc.view("Hal-rt-001", (0, 0, 375, 667), autoresizes: true, subviews: [
            Doc.stackView("Hal-sk-002", (0, 20, 375, 70), axis: "vertical", arranged: [
                Doc.box("Hal-a1-003", (0, 0, 375, 40), height: 40, ids: ["Hal-c01"]),
                Doc.box("Hal-hd-004", (0, 40, 375, 50), height: 50, ids: ["Hal-c02"], hidden: true),
                Doc.view("Hal-hp-005", (0, 40, 375, 0), hidden: true),
                Doc.box("Hal-b2-006", (0, 40, 375, 30), height: 30, ids: ["Hal-c03"]),
            ]),
        ], constraints: [
            Doc.constraint("Hal-sk-002", "leading", "Hal-rt-001", "leading", id: "Hal-c04"),
            Doc.constraint(nil, "trailing", "Hal-sk-002", "trailing", id: "Hal-c05"),
            Doc.constraint("Hal-sk-002", "top", "Hal-rt-001", "top", constant: 20, id: "Hal-c06"),
        ]),
    ])

    func testTheCanvasKeepsARequiredLength() throws {
        let f = try frames(of: try importedScene(xml: xml, file: "hidden.xib"))
        XCTAssertEqual(f["Hal-hd-004"].map { String($0.split(separator: ",").last!) }, "50")
        XCTAssertEqual(f["Hal-hd-004"].map { String($0.split(separator: ",")[1]) }, "40")
        XCTAssertEqual(f["Hal-hp-005"].map { String($0.split(separator: ",").last!) }, "0")
        XCTAssertEqual(f["Hal-b2-006"], "0,40,375,30")
        XCTAssertEqual(f["Hal-sk-002"], "0,20,375,70")
    }

    /// The hiding constraint yields (999.9) on a canvas, to whatever required
    /// constraints give the view; at run time it stays required.
    func testHidingPriorities() throws {
        let imported = try importedScene(xml: xml, file: "hidden.xib")
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        let stack = try XCTUnwrap(layout.view(imported.names["Hal-sk-002"]!) as? UIStackView)
        func hidingLength(_ id: String) -> UILayoutPriority? {
            let v = layout.view(imported.names[id]!)
            return stack.arrangementConstraints().first {
                $0.identifier == "UISV-hiding" && $0.firstItem === v && $0.firstAttribute == .height
            }?.priority
        }
        XCTAssertEqual(hidingLength("Hal-hd-004"), 999.9)
        XCTAssertEqual(hidingLength("Hal-hp-005"), 999.9)
        layout.view(imported.names["Hal-hd-004"]!)!.canvasFrame = nil
        XCTAssertEqual(hidingLength("Hal-hd-004"), .required)
    }
}
