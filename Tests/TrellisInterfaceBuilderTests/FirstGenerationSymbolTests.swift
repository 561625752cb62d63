import Foundation
import XCTest
@testable import TrellisInterfaceBuilder

/// SF Symbols 1 in Xcode 11.0–11.3 documents (64-point `<resources>`
/// entries; docs/INTERFACE-BUILDER.md, "SF Symbols 1 and four more
/// glyphs"): the circle family is a point shorter than its line, the
/// magnifying glass two, each centred a sixth of a point below the line's
/// middle as later glyphs are; other symbols of that era keep their
/// alignment rectangles. A hand-written storyboard of tools 15505 on the
/// 414-point phone (@2x): a `location.circle.fill` and a `magnifyingglass`
/// as title-less buttons' backgrounds constrained 40 × 40 (the Clima
/// course project's buttons, stored 39 and 38 high half a point and a
/// point down), a `bitcoinsign.circle.fill` image view constrained 80 × 80
/// (ByteCoin's, stored 79 high half a point down) and a `sun.max` image
/// view, not measured, at its constraints' 120 × 120.
final class FirstGenerationSymbolTests: XCTestCase {
    typealias D = IBTestDocument

    static func button(_ id: String, _ y: Double, symbol: String, ids: (String, String)) -> String {
        D.view(id, (20, y, 40, 40), element: "button",
               attributes: #"opaque="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation""#,
               constraints: [D.constraint(nil, "width", constant: 40, id: ids.0), D.constraint(nil, "height", constant: 40, id: ids.1)],
               inner: ["<state key=\"normal\" backgroundImage=\"\(symbol)\" catalog=\"system\"/>"])
    }

    static func imageView(_ id: String, _ y: Double, _ side: Double, symbol: String, ids: (String, String)) -> String {
        D.view(id, (20, y, side, side), element: "imageView",
               attributes: #"clipsSubviews="YES" userInteractionEnabled="NO" image=""# + symbol + #"" catalog="system""#,
               contentMode: "scaleAspectFit",
               constraints: [D.constraint(nil, "width", constant: side, id: ids.0), D.constraint(nil, "height", constant: side, id: ids.1)])
    }

    /// Four views pinned 20 from the root's leading edge at `tops`, as a
    /// storyboard of `toolsVersion` with `resources`.
    static func document(toolsVersion: Int, views: [(String, Double, String)], resources: [String]) -> String {
        var constraints: [String] = []
        for (i, (id, top, _)) in views.enumerated() {
            constraints.append(D.constraint(id, "leading", "Fgs-rt-002", "leading", constant: 20, id: "Fgs-l\(i)-1\(i)0"))
            constraints.append(D.constraint(id, "top", "Fgs-rt-002", "top", constant: top, id: "Fgs-t\(i)-2\(i)0"))
        }
        let controller = D.viewController("Fgs-vc-001", root: "Fgs-rt-002", (0, 0, 414, 896), safeArea: "Fgs-sa-003",
                                          subviews: views.map { $0.2 }, constraints: constraints)
        return D.storyboard(toolsVersion: toolsVersion, device: "retina6_1", scenes: [D.scene("Fgs-sc-000", controller: controller)],
                            resources: resources)
    }

    static let sfSymbolsOne = document(toolsVersion: 15505, views: [
        ("Fgs-lo-010", 100, button("Fgs-lo-010", 100, symbol: "location.circle.fill", ids: ("Fgs-c1-011", "Fgs-c2-012"))),
        ("Fgs-mg-020", 200, button("Fgs-mg-020", 200, symbol: "magnifyingglass", ids: ("Fgs-c3-021", "Fgs-c4-022"))),
        ("Fgs-bt-030", 300, imageView("Fgs-bt-030", 300, 80, symbol: "bitcoinsign.circle.fill", ids: ("Fgs-c5-031", "Fgs-c6-032"))),
        ("Fgs-sn-040", 400, imageView("Fgs-sn-040", 400, 120, symbol: "sun.max", ids: ("Fgs-c7-041", "Fgs-c8-042"))),
    ], resources: [
        #"<image name="bitcoinsign.circle.fill" catalog="system" width="64" height="60"/>"#,
        #"<image name="location.circle.fill" catalog="system" width="64" height="60"/>"#,
        #"<image name="magnifyingglass" catalog="system" width="64" height="58"/>"#,
        #"<image name="sun.max" catalog="system" width="64" height="62"/>"#,
    ])

    func testSFSymbolsOneGlyphs() throws {
        let f = try frames(of: try importedScene(xml: Self.sfSymbolsOne, file: "SFSymbolsOne.storyboard"))
        // The circle family: the line 100...140, the glyph 39 high from
        // 100 + 1/2 + 1/6, 100.5 at @2x.
        XCTAssertEqual(f["Fgs-lo-010"], "20,100.5,40,39")
        // The magnifying glass: 38 high from 200 + 1 + 1/6.
        XCTAssertEqual(f["Fgs-mg-020"], "20,201,40,38")
        XCTAssertEqual(f["Fgs-bt-030"], "20,300.5,80,79")
        // Not measured for SF Symbols 1: the alignment rectangle.
        XCTAssertEqual(f["Fgs-sn-040"], "20,400,120,120")
    }

    func testMeasuredHeights() {
        XCTAssertEqual(IBSymbolMetrics.heightDelta("location.circle.fill", firstGeneration: true), -1)
        XCTAssertEqual(IBSymbolMetrics.heightDelta("magnifyingglass", firstGeneration: true), -2)
        XCTAssertNil(IBSymbolMetrics.heightDelta("chevron.right", firstGeneration: true))
        XCTAssertNil(IBSymbolMetrics.heightDelta("location.circle.fill", large: true, firstGeneration: true))
    }
}
