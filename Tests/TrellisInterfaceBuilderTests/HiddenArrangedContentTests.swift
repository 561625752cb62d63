import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

private typealias Doc = IBTestDocument

/// The views inside a hidden arranged view are never negative along the
/// stack's axis on Xcode's canvas, so the hidden view keeps the length its
/// content's required constraints add up to (docs/INTERFACE-BUILDER.md,
/// "Inside hidden arranged views"). File written by hand; frames computed
/// by hand.
final class HiddenArrangedContentTests: XCTestCase {
    /// A vertical stack at y 20: a visible 40-high box, then a hidden
    /// container holding a label with an empty stored height between
    /// 4-point insets, then a visible 30-high box.
    let text = Doc.xib(toolsVersion: 21701, safeAreas: false, objects: [
        Doc.view("Hac-rt-001", (0, 0, 375, 667), autoresizes: true, subviews: [
            Doc.stackView("Hac-sk-002", (0, 20, 375, 70), axis: "vertical", arranged: [
                Doc.box("Hac-a1-003", (0, 0, 375, 40), height: 40, ids: ["Hac-c01"]),
                Doc.view("Hac-hd-004", (0, 36, 375, 8), hidden: true, subviews: [
                    Doc.label("Hac-lb-005", (21, 4, 333, 0), text: "Warning", pointSize: 12,
                              attributes: #"lineBreakMode="tailTruncation""#, colors: false),
                ], constraints: [
                    Doc.constraint("Hac-lb-005", "top", "Hac-hd-004", "top", constant: 4, id: "Hac-c02"),
                    Doc.constraint(nil, "bottom", "Hac-lb-005", "bottom", constant: 4, id: "Hac-c03"),
                    Doc.constraint("Hac-lb-005", "leading", "Hac-hd-004", "leading", constant: 21, id: "Hac-c04"),
                    Doc.constraint(nil, "trailing", "Hac-lb-005", "trailing", constant: 21, id: "Hac-c05"),
                ]),
                Doc.box("Hac-a2-006", (0, 40, 375, 30), height: 30, ids: ["Hac-c06"]),
            ]),
        ], constraints: [
            Doc.constraint("Hac-sk-002", "top", "Hac-rt-001", "top", constant: 20, id: "Hac-c07"),
            Doc.constraint("Hac-sk-002", "leading", "Hac-rt-001", "leading", id: "Hac-c08"),
            Doc.constraint(nil, "trailing", "Hac-sk-002", "trailing", id: "Hac-c09"),
        ]),
    ])

    func frames() throws -> [String: String] {
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "hidden.xib")
        let imported = try doc.imported(doc.scenes[0])
        let layout = try LayoutBuilder.build(imported.document)
        layout.window.layoutIfNeeded()
        var out: [String: String] = [:]
        for id in ["Hac-hd-004", "Hac-lb-005", "Hac-a2-006"] {
            out[id] = layout.view(imported.names[id]!).map { describe($0.frame) }
        }
        return out
    }

    /// Lockdown's warning container (tools 17156), Element's scanning
    /// containers (21507) and iTorrent's Patreon stack (24093): the hidden
    /// container keeps the 8 points its label's insets add up to, the
    /// label at 0 (not −8 under a collapsed container); the next visible
    /// view still follows the previous one, as for any hidden view.
    func testAHiddenArrangedViewKeepsItsContentsRequiredLength() throws {
        let f = try frames()
        XCTAssertEqual(f["Hac-hd-004"]?.split(separator: ",").last, "8")
        XCTAssertEqual(f["Hac-lb-005"], "21,4,333,0")
        XCTAssertEqual(f["Hac-a2-006"], "0,40,375,30")
    }
}
