import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Plain static tables' footers on Xcode 13's canvas
/// (docs/INTERFACE-BUILDER.md, "Plain static footers on Xcode 13"): Xcode
/// 13 itself (tools 19000 to 20999) shows a static section's footer 22.5
/// high, as its headers; later canvases 28, as theirs. Written by hand: a
/// plain static table of two untitled sections of one 44-point row each
/// on a 375-point phone (2x), automatic header and footer heights.
final class PlainStaticFooterTests: XCTestCase {
    typealias D = IBTestDocument

    func storyboard(tools: String) -> String {
        func section(_ id: String, _ i: Int) -> [String] {
            let cell = D.tableCell("Psf-ce-00\(i)", (0, 0, 375, 44), contentView: "Psf-cv-00\(i)", rowHeight: 44)
            return ["<tableViewSection id=\"\(id)\">", "<cells>", cell, "</cells>", "</tableViewSection>"]
        }
        let automatic = ["rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "estimatedSectionHeaderHeight",
                         "sectionFooterHeight", "estimatedSectionFooterHeight"].map { "\($0)=\"-1\"" }.joined(separator: " ")
        let controller = D.tableViewController("Psf-vc-002", table: "Psf-tv-003", (0, 0, 375, 667),
                                               attributes: #"alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" "# + automatic,
                                               inner: ["<sections>"] + section("Psf-s0-004", 1) + section("Psf-s1-005", 2) + ["</sections>"])
        return D.storyboard(toolsVersion: tools, scenes: [D.scene("Psf-sc-001", controller: controller)])
    }

    func rowY(_ tools: String, _ id: String) throws -> String? {
        try frames(of: try importedScene(xml: storyboard(tools: tools), file: "Static.storyboard"))[id]
            .map { String($0.split(separator: ",")[1]) }
    }

    /// Xcode 13 (20037): the first row at 22 + 22.5, the second 22.5 +
    /// 22 + 22.5 after the first's end (ExpenseTracker's 67 between
    /// sections); Xcode 14 on (23504): 22 + 28 and 28 + 22 + 28.
    func testXcode13FootersAreAsShortAsItsHeaders() throws {
        XCTAssertEqual(try rowY("20037", "Psf-ce-001"), "44.5")
        XCTAssertEqual(try rowY("20037", "Psf-ce-002"), "155.5")
        XCTAssertEqual(try rowY("23504", "Psf-ce-001"), "50")
        XCTAssertEqual(try rowY("23504", "Psf-ce-002"), "172")
    }
}
