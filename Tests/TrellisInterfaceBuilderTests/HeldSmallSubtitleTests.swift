import Foundation
import XCTest
@testable import TrellisInterfaceBuilder

/// Small subtitle rows held at the least height (docs/INTERFACE-BUILDER.md):
/// Xcode 15 and 16 store a self-sizing subtitle row whose 12-point labels
/// the paddings' fit leaves under the least height of built-in rows with
/// the pair 2 apart, centred a little high: two course labs' Notes rows
/// (22505, 22154: the text at 6 and the detail at 22.333 of 43.667) and
/// OwnTracks' tours row (24765: 10 and 26.333 of 51). Written here: a
/// plain prototype table on the 393-point phone (3×), one subtitle
/// prototype with two 12-point labels (14.333 high).
final class HeldSmallSubtitleTests: XCTestCase {
    func storyboard(tools: Int, detailSize: Double) -> String {
        let D = IBTestDocument.self
        let detailHeight = detailSize == 12 ? 14.333333333333334 : 13.333333333333334
        let cell = D.tableCell("Hss-ce-001", (0, 50, 393, 43.666666666666664), contentView: "Hss-cv-001",
                               style: "IBUITableViewCellStyleSubtitle", textLabel: "Hss-tl-001", detailTextLabel: "Hss-dl-001",
                               reuseIdentifier: "Note",
                               subviews: [D.cellLabel("Hss-tl-001", (20, 6, 25, 14.333333333333334), text: "Title", pointSize: 12),
                                          D.cellLabel("Hss-dl-001", (20, 22.333333333333336, 43.666666666666664, detailHeight),
                                                      text: "Subtitle", pointSize: detailSize)])
        let table = D.tableViewController("Hss-vc-001", table: "Hss-tb-001", (0, 0, 393, 852),
                                          attributes: #"alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" sectionFooterHeight="-1""#,
                                          inner: ["<prototypes>", cell, "</prototypes>"])
        return D.storyboard(toolsVersion: tools, device: "retina6_12", scenes: [D.scene("Hss-sn-001", controller: table)])
    }

    func y(_ frame: String?) -> String? { frame.map { String($0.split(separator: ",")[1]) } }

    /// Xcode 15 (22505): the row held at 43.667 (the fit gives 43), the
    /// text at 6 and the detail 2 below it, at 22.333 (the paddings' place
    /// gave 7 and a 1.5 gap).
    func testXcode15HoldsTheTwelvePointPairTwoApart() throws {
        let imported = try importedScene(xml: storyboard(tools: 22505, detailSize: 12), file: "Notes.storyboard")
        XCTAssertTrue(imported.yaml.contains("heldGap: 2, heldRaise: 0.6"), imported.yaml)
        let f = try frames(of: imported)
        XCTAssertEqual(f["Hss-ce-001"]?.split(separator: ",")[3], "43.667")
        XCTAssertEqual(y(f["Hss-tl-001"]), "6")
        XCTAssertEqual(y(f["Hss-dl-001"]), "22.333")
    }

    /// Xcode 16 (24765, the canvas of tools 24000+: 51-point rows): 12
    /// over 11 points at 10 and 26.333, as OwnTracks' row.
    func testXcode16HoldsItInTheFiftyOnePointRow() throws {
        let f = try frames(of: try importedScene(xml: storyboard(tools: 24765, detailSize: 11), file: "Tours.storyboard"))
        XCTAssertEqual(f["Hss-ce-001"]?.split(separator: ",")[3], "51")
        XCTAssertEqual(y(f["Hss-tl-001"]), "10")
        XCTAssertEqual(y(f["Hss-dl-001"]), "26.333")
    }
}
