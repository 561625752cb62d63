import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

private typealias Doc = IBTestDocument

/// Where the built-in labels end on the canvases of Xcode 8 to 10 (tools
/// below 15000), read off stored frames (docs/INTERFACE-BUILDER.md,
/// "Tables"): beside a disclosure indicator a default row's text ends 35
/// from the cell's edge (16 + 324 of 375: objcio's 13122 and 14109,
/// Hacking with Swift's 13196 and 14460), whose content view is 342 wide
/// up to Xcode 9.2 (the indicator 33) and 341 from 9.3; beside a checkmark
/// at the content view's edge (FSCalendar's 14313: 16 + 319 in 335);
/// without an accessory 15 from the edge in Xcode 9.0 to 9.2 (16 + 344:
/// objcio's 13122, raywenderlich's 13178) and at the 16-point margin from
/// 9.3 on. Xcode 11 and later keep 8 inside the content view beside an
/// accessory (Trellis's rule). The hand-written file is a plain prototype
/// table with a default-style row per accessory and a value1 row.
final class OldBuiltInLabelTrailingTests: XCTestCase {
    func file(tools: String) -> String {
        let accessories = ["disclosureIndicator", "checkmark", "none"]
        var cells = accessories.enumerated().map { i, accessory in
            Doc.tableCell("Trl-c\(i)-001", (0, Double(28 + 44 * i), 375, 44), contentView: "Trl-v\(i)-002", content: (0, 0, 300, 43.5),
                          style: "IBUITableViewCellStyleDefault", textLabel: "Trl-l\(i)-003", accessoryType: accessory,
                          reuseIdentifier: accessory, margins: false,
                          subviews: [Doc.cellLabel("Trl-l\(i)-003", (16, 0, 200, 43.5), text: "Title", safeAreaInsets: nil)])
        }
        cells.append(Doc.tableCell("Trl-c3-001", (0, 160, 375, 44), contentView: "Trl-v3-002", content: (0, 0, 375, 43.5),
                                   style: "IBUITableViewCellStyleValue1", textLabel: "Trl-l3-003", detailTextLabel: "Trl-d3-004",
                                   reuseIdentifier: "value1", margins: false, subviews: [
            Doc.cellLabel("Trl-l3-003", (16, 12, 33.5, 20.5), text: "Title", safeAreaInsets: nil),
            Doc.cellLabel("Trl-d3-004", (300, 12, 44, 20.5), text: "Detail", alignment: "right", safeAreaInsets: nil),
        ]))
        return Doc.storyboard(toolsVersion: Int(tools)!, appearance: nil, adaptation: "fullscreen", scenes: [
            Doc.scene("Trl-sc-001", controller: Doc.tableViewController("Trl-vc-001", table: "Trl-tv-001", (0, 0, 375, 667),
                attributes: #"alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28""#,
                inner: ["<prototypes>"] + cells + ["</prototypes>"])),
        ])
    }

    /// The content views and the labels of the disclosure, checkmark and
    /// plain default rows, then the value1 row's detail.
    func frames(tools: String) throws -> [String] {
        let f = try TrellisInterfaceBuilderTests.frames(of: try importedScene(xml: file(tools: tools), file: "Trailing.storyboard"))
        return (0..<3).flatMap { [f["Trl-v\($0)-002"] ?? "missing", f["Trl-l\($0)-003"] ?? "missing"] } + [f["Trl-d3-004"] ?? "missing"]
    }

    func testXcode9_0To9_2() throws {
        // The indicator 33 (342 of 375), the text to 340; the checkmark 40,
        // the text to its edge; no accessory: to 360, as the detail.
        XCTAssertEqual(try frames(tools: "13196"), [
            "0,0,342,43.5", "16,0,324,43.5",
            "0,0,335,43.5", "16,0,319,43.5",
            "0,0,375,43.5", "16,0,344,43.5",
            "316,12,44,20.5",
        ])
    }

    func testXcode9_3To10() throws {
        // The indicator 34 (341), the text still to 340; no accessory: the
        // 16-point margin (16 + 343; the detail at 315).
        XCTAssertEqual(try frames(tools: "14109"), [
            "0,0,341,43.5", "16,0,324,43.5",
            "0,0,335,43.5", "16,0,319,43.5",
            "0,0,375,43.5", "16,0,343,43.5",
            "315,12,44,20.5",
        ])
    }

    func testXcode11KeepsTheContentMargin() throws {
        // 8 inside the content view beside an accessory (348 − 8 − 16,
        // 335 − 8 − 16; Xcode 11 and 12's indicator is 27), the margin
        // without one.
        XCTAssertEqual(try frames(tools: "17156"), [
            "0,0,348,44", "16,0,324,44",
            "0,0,335,44", "16,0,311,44",
            "0,0,375,44", "16,0,343,44",
            "315,12,44,20.5",
        ])
    }
}
