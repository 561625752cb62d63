import Foundation
import XCTest
@testable import TrellisInterfaceBuilder

/// Bottom margins beside the separator before Xcode 11
/// (docs/INTERFACE-BUILDER.md): Xcode 9 and 10's canvases measure a
/// content view's bottom margin from the cell's bottom, 10.5 above the
/// bottom of a 43.5-point content view, as raywenderlich's TIL (14460)
/// and a Places course app (14490) store text fields centred in the row
/// and pinned to the bottom margin (30.5 high), and 44 bottom constraints
/// in eight repositories store views. Written here: a static table on a
/// 375-point phone, one 44-point row whose content view (43.5) holds a
/// view pinned to the top and bottom margins and one centred and pinned
/// to the bottom margin 4 below it.
final class ContentBottomMarginTests: XCTestCase {
    func storyboard(tools: Int) -> String {
        let D = IBTestDocument.self
        let cell = D.tableCell("Cbm-ce-001", (0, 35, 375, 44), contentView: "Cbm-cv-001", content: (0, 0, 375, 43.5),
                               subviews: [D.view("Cbm-pn-001", (16, 11, 100, 22)), D.view("Cbm-fd-001", (200, 6.5, 100, 30.5))],
                               constraints: [
                                   D.constraint("Cbm-pn-001", "top", "Cbm-cv-001", "topMargin", id: "Cbm-k1-001"),
                                   D.constraint(nil, "bottomMargin", "Cbm-pn-001", "bottom", id: "Cbm-k2-001"),
                                   D.constraint("Cbm-pn-001", "leading", "Cbm-cv-001", "leadingMargin", id: "Cbm-k3-001"),
                                   D.constraint("Cbm-pn-001", "width", constant: 100, id: "Cbm-k4-001"),
                                   D.constraint("Cbm-fd-001", "centerY", "Cbm-cv-001", "centerY", id: "Cbm-k5-001"),
                                   D.constraint(nil, "bottomMargin", "Cbm-fd-001", "bottom", constant: -4, id: "Cbm-k6-001"),
                                   D.constraint(nil, "trailingMargin", "Cbm-fd-001", "trailing", id: "Cbm-k7-001"),
                                   D.constraint("Cbm-fd-001", "width", constant: 100, id: "Cbm-k8-001"),
                               ])
        let table = D.tableViewController("Cbm-vc-001", table: "Cbm-tb-001", (0, 0, 375, 667),
                                          attributes: #"alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18""#,
                                          inner: ["<sections>", "<tableViewSection id=\"Cbm-sc-001\">", "<cells>", cell,
                                                  "</cells>", "</tableViewSection>", "</sections>"])
        return D.storyboard(toolsVersion: tools, appearance: nil, adaptation: "fullscreen",
                            scenes: [D.scene("Cbm-sn-001", controller: table)])
    }

    /// Xcode 10 (14490): the view pinned to both margins is 22 high (11
    /// down, 10.5 above the bottom); the centred one ends 4 below the
    /// bottom margin, at 37, so it is 30.5 high around 21.75.
    func testXcode10MeasuresTheBottomMarginFromTheCell() throws {
        let imported = try importedScene(xml: storyboard(tools: 14490), file: "Margins.storyboard")
        XCTAssertTrue(imported.yaml.contains("contentBottomMarginFromCell: true"), imported.yaml)
        let f = try frames(of: imported)
        XCTAssertEqual(f["Cbm-cv-001"], "0,0,375,43.5")
        XCTAssertEqual(f["Cbm-pn-001"], "16,11,100,22")
        XCTAssertEqual(f["Cbm-fd-001"], "259,6.5,100,30.5")
    }

    /// The committed Xcode 10 fixture (TablesXcode10.storyboard, which
    /// ImportSchemaTests also imports: its table writes both Xcode 7–10
    /// cell metrics, `builtInImageOnWholePoints` and this one): the pin at
    /// 9 of 43.5 (9.75 centred, floored), the text 15 after it, the text
    /// field 30.5 high.
    func testXcode10Fixture() throws {
        let doc = try InterfaceBuilderFile.load(path: Fixtures.path("TablesXcode10.storyboard"))
        let imported = try doc.imported(try XCTUnwrap(doc.scene("Places")))
        XCTAssertTrue(imported.yaml.contains("builtInImageOnWholePoints: true"), imported.yaml)
        XCTAssertTrue(imported.yaml.contains("contentBottomMarginFromCell: true"), imported.yaml)
        let f = try frames(of: imported)
        XCTAssertEqual(f["X10-im-001"], "16,9,24,24")
        XCTAssertEqual(f["X10-tl-001"], "55,0,304,43.5")
        XCTAssertEqual(f["X10-c2-001"], "0,72,375,44")
        XCTAssertEqual(f["X10-tf-001"], "16,6.5,343,30.5")
    }

    /// Xcode 11 on (15705) keep 11 from the content view's own bottom: no
    /// flag (their rows are not measured; Xcode 12 on's content views
    /// cover the separator).
    func testXcode11KeepsElevenPoints() throws {
        let imported = try importedScene(xml: storyboard(tools: 15705), file: "Margins.storyboard")
        XCTAssertFalse(imported.yaml.contains("contentBottomMarginFromCell"), imported.yaml)
        XCTAssertEqual(try frames(of: imported)["Cbm-pn-001"], "16,11,100,21.5")
    }
}
