import Foundation
import XCTest
@testable import TrellisInterfaceBuilder

/// `photo.on.rectangle`, measured in session 21 in two repositories (two
/// students' copies of Apple's Order App, tools 19529 and 20037: −1 and
/// −1.33; docs/INTERFACE-BUILDER.md, "SF Symbol image views"): its glyph
/// is 7/6 of a point shorter than its line. A hand-written storyboard of
/// tools 20037 on the 414-point phone (@2x; 128-point resources): an image
/// view constrained 120 × 120, pinned 100 from the top.
final class PhotoOnRectangleSymbolTests: XCTestCase {
    typealias G = FirstGenerationSymbolTests

    static let xml = G.document(toolsVersion: 20037, views: [
        ("Por-ph-010", 100, G.imageView("Por-ph-010", 100, 120, symbol: "photo.on.rectangle", ids: ("Por-c1-011", "Por-c2-012"))),
    ], resources: [#"<image name="photo.on.rectangle" catalog="system" width="128" height="97"/>"#])

    func testTheGlyphSitsInsideItsLine() throws {
        let f = try frames(of: try importedScene(xml: Self.xml, file: "PhotoOnRectangle.storyboard"))
        // 118.83 high from 100 + 7/12 + 1/6 = 100.75 to 219.58: on the
        // 2× canvas's half points, a top at 100.5 or 101 and the bottom at
        // 219.5 (the alignment rectangle 100 to 220, where it was before).
        let parts = try XCTUnwrap(f["Por-ph-010"]).split(separator: ",").compactMap { Double($0) }
        XCTAssertEqual(parts.count, 4)
        XCTAssertEqual(parts[1], 100.75, accuracy: 0.25)
        XCTAssertEqual(parts[1] + parts[3], 219.5, accuracy: 0.01)
        XCTAssertEqual(IBSymbolMetrics.heightDelta("photo.on.rectangle"), -7.0 / 6)
    }
}
