import Foundation
import XCTest
@testable import TrellisInterfaceBuilder

/// Glyphs measured in two or more repositories in session 20
/// (docs/INTERFACE-BUILDER.md, "SF Symbols 1 and four more glyphs"): the
/// magnifying glass 2 points shorter than its line, `photo` and
/// `photo.fill` 2.5, `circlebadge.fill` 17/3, the rain clouds 1.5 taller.
/// Image views of a hand-written storyboard of tools 18122 on the
/// 414-point phone (@2x; 128-point resources), each constrained to a
/// square and pinned at a top.
final class MoreMeasuredSymbolTests: XCTestCase {
    typealias G = FirstGenerationSymbolTests

    static let xml = G.document(toolsVersion: 18122, views: [
        ("Mms-mg-010", 100, G.imageView("Mms-mg-010", 100, 20, symbol: "magnifyingglass", ids: ("Mms-c1-011", "Mms-c2-012"))),
        ("Mms-ph-020", 200, G.imageView("Mms-ph-020", 200, 128, symbol: "photo", ids: ("Mms-c3-021", "Mms-c4-022"))),
        ("Mms-cb-030", 400, G.imageView("Mms-cb-030", 400, 120, symbol: "circlebadge.fill", ids: ("Mms-c5-031", "Mms-c6-032"))),
        ("Mms-cr-040", 600, G.imageView("Mms-cr-040", 600, 120, symbol: "cloud.rain", ids: ("Mms-c7-041", "Mms-c8-042"))),
    ], resources: [
        #"<image name="circlebadge.fill" catalog="system" width="128" height="121"/>"#,
        #"<image name="cloud.rain" catalog="system" width="128" height="125"/>"#,
        #"<image name="magnifyingglass" catalog="system" width="128" height="115"/>"#,
        #"<image name="photo" catalog="system" width="128" height="93"/>"#,
    ])

    func testGlyphsInsideTheirLines() throws {
        let f = try frames(of: try importedScene(xml: Self.xml, file: "MoreSymbols.storyboard"))
        // 18 high from 100 + 1 + 1/6 (101 at @2x).
        XCTAssertEqual(f["Mms-mg-010"], "20,101,20,18")
        // 125.5 high from 200 + 1.25 + 1/6 (201.5).
        XCTAssertEqual(f["Mms-ph-020"], "20,201.5,128,125.5")
        // 114.33 high from 400 + 17/6 + 1/6 = 403; its bottom 517.33, 517.5.
        XCTAssertEqual(f["Mms-cb-030"], "20,403,120,114.5")
        // Taller than its line: 121.5 high from 600 − 0.75 + 1/6 (599.5).
        XCTAssertEqual(f["Mms-cr-040"], "20,599.5,120,121.5")
    }

    func testTable() {
        XCTAssertEqual(IBSymbolMetrics.heightDelta("photo.fill"), -2.5)
        XCTAssertEqual(IBSymbolMetrics.heightDelta("cloud.heavyrain"), 1.5)
    }
}
