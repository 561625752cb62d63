import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

private typealias Doc = IBTestDocument

/// A table controller's table has its cells' margins, not a plain root's
/// (docs/INTERFACE-BUILDER.md, "Root margins by the root's width"): on the
/// 393-point phone a plain controller's view keeps 16, but the table's
/// margins are the 20 its cells take there, so a header view preserving
/// them holds a view pinned 10 outside them at x 10 (LNPopupController's
/// search bar, tools 25094). Hand-written: a static table whose header
/// holds a box pinned to the header's margins, 10 outside.
final class TableRootMarginTests: XCTestCase {
    func storyboard(device: String, width: Int, height: Int) -> String {
        let w = Double(width)
        let header = Doc.view("Trm-hd-003", (0, 0, w, 50), attributes: #"preservesSuperviewLayoutMargins="YES""#, autoresizes: true,
                              subviews: [Doc.box("Trm-bx-004", (10, 5, w - 20, 40), height: 40, ids: ["Trm-c1-005"])],
                              constraints: [
                                  Doc.constraint("Trm-bx-004", "leading", "Trm-hd-003", "leadingMargin", constant: -10, id: "Trm-c2-006"),
                                  Doc.constraint(nil, "trailingMargin", "Trm-bx-004", "trailing", constant: -10, id: "Trm-c3-007"),
                                  Doc.constraint("Trm-bx-004", "centerY", "Trm-hd-003", "centerY", id: "Trm-c4-008"),
                              ], key: "tableHeaderView",
                              inner: [#"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>"#])
        let row = Doc.tableCell("Trm-ce-010", (0, 50, w, 60), contentView: "Trm-cv-012", style: "IBUITableViewCellStyleDefault",
                                textLabel: "Trm-lb-011", subviews: [Doc.cellLabel("Trm-lb-011", (20, 0, w - 40, 60), text: "Row")])
        return Doc.storyboard(toolsVersion: 25094, device: device, initialViewController: "Trm-vc-001", scenes: [
            Doc.scene("Trm-sc-001", controller: Doc.tableViewController("Trm-vc-001", table: "Trm-tv-002", (0, 0, w, Double(height)),
                attributes: #"preservesSuperviewLayoutMargins="YES" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="60" sectionHeaderHeight="28" sectionFooterHeight="28""#,
                inner: [header, #"<sections>"#, #"<tableViewSection id="Trm-se-009">"#, "<cells>", row, "</cells>", "</tableViewSection>", "</sections>"])),
        ])
    }

    func testATableControllersTableHasItsCellsMargins() throws {
        let f = try frames(of: try importedScene(xml: storyboard(device: "retina6_12", width: 393, height: 852), file: "TableRoot.storyboard"))
        XCTAssertEqual(f["Trm-bx-004"], "10,5,373,40")
        // The 375-point phone: 16 for the table as for its cells.
        let g = try frames(of: try importedScene(xml: storyboard(device: "retina4_7", width: 375, height: 667), file: "TableRoot.storyboard"))
        XCTAssertEqual(g["Trm-bx-004"], "6,5,363,40")
    }
}
