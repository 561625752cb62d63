import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

private typealias Doc = IBTestDocument

/// A value1 row whose detail is in another font than its text
/// (docs/INTERFACE-BUILDER.md, "Value1 details in another font"): Xcode
/// stores the detail on the text's baseline, not centred (Readium's DRM
/// table, 17-point text over 15- and 13-point details at 14 and 16;
/// iNaturalist's, LINE SDK's and raywenderlich's 15- and 13-point details;
/// Habitica's 12-point one). The storyboard is written here: a plain
/// prototype table of automatic heights on a 375 × 667 phone at 2×
/// (Xcode 14's canvas, tools 21225: built-in rows 43.5), one value1 cell.
final class Value1DetailBaselineTests: XCTestCase {
    func storyboard(detailSize: Int, detailText: String = "Detail", detailFrame: (w: Double, h: Double)) -> String {
        Doc.storyboard(toolsVersion: 21225, scenes: [
            Doc.scene("Vbl-sc-001", controller: Doc.tableViewController("Vbl-vc-002", table: "Vbl-tv-003", (0, 0, 375, 667),
                attributes: #"alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28""#,
                inner: ["<prototypes>",
                        Doc.tableCell("Vbl-ce-cel", (0, 50, 375, 43.5), contentView: "Vbl-cv-cnt", style: "IBUITableViewCellStyleValue1",
                                      textLabel: "Vbl-tl-lbl", detailTextLabel: "Vbl-dl-lbl", reuseIdentifier: "licence", subviews: [
                            Doc.cellLabel("Vbl-tl-lbl", (16, 12, 50, 20.5), text: "Rights"),
                            Doc.cellLabel("Vbl-dl-lbl", (359 - detailFrame.w, 14, detailFrame.w, detailFrame.h), text: detailText,
                                          pointSize: Double(detailSize), alignment: "right"),
                        ]),
                        "</prototypes>"])),
        ])
    }

    /// The text centred a little low (43.5 − 20.5 = 23, halved, plus 0.0245
    /// × 17: 11.92, 12 on the grid, its centre at 22.17); a line's baseline
    /// is `ascender − lineHeight / 2` = 0.35 of the size below its centre,
    /// so a 15-point detail's centre is 0.7 lower than the text's: 22.87,
    /// the 18-point label at 13.87, 14 on the grid (Xcode stores 14), where
    /// centring it gave 13.
    func testFifteenPointDetailSitsOnTheTextsBaseline() throws {
        let imported = try importedScene(xml: storyboard(detailSize: 15, detailFrame: (40, 18)), file: "DRM.storyboard")
        XCTAssertTrue(imported.yaml.contains(#"font: {textLabel: "System 17", detailTextLabel: "System 15"}"#), imported.yaml)
        let f = try frames(of: imported)
        XCTAssertEqual(f["Vbl-tl-lbl"], "16,12,50,20.5")
        XCTAssertEqual(f["Vbl-dl-lbl"], "319,14,40,18")
    }

    /// A 13-point detail: 1.4 lower than the text's centre, the 16-point
    /// label at 15.57, 15.5 on the grid (Xcode stores 16).
    func testThirteenPointDetail() throws {
        let f = try frames(of: try importedScene(xml: storyboard(detailSize: 13, detailFrame: (7, 16)), file: "Small.storyboard"))
        XCTAssertEqual(f["Vbl-dl-lbl"], "352,15.5,7,16")
    }

    /// An empty detail kept at its stored size sits there too (LINE SDK's
    /// 15-point empty detail at 14, 16097).
    func testEmptyDetailSitsOnTheBaselineToo() throws {
        let f = try frames(of: try importedScene(xml: storyboard(detailSize: 15, detailText: "", detailFrame: (40, 18)), file: "Empty.storyboard"))
        XCTAssertEqual(f["Vbl-dl-lbl"], "319,14,40,18")
        XCTAssertEqual(f["Vbl-ce-cel"]?.split(separator: ",").last, "43.5")
    }

    /// The same font on both sides: the detail centred as the text is, and
    /// no font written.
    func testSameFontStaysCentred() throws {
        let imported = try importedScene(xml: storyboard(detailSize: 17, detailFrame: (50, 20.5)), file: "Same.storyboard")
        XCTAssertFalse(imported.yaml.contains("font: {"), imported.yaml)
        XCTAssertEqual(try frames(of: imported)["Vbl-dl-lbl"], "309,12,50,20.5")
    }
}
