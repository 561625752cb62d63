import Foundation
import TrellisLayout
import XCTest
@testable import TrellisFormat

/// A layout file's labels hold their baseline anchors at their edges, as
/// every label does (docs/LAYOUT.md, "baselines"): no canvas key needed,
/// and `labelBaselinesFromEdges: true`, which imports wrote before and
/// still write, is accepted and changes no frame here (docs/FORMAT.md).
///
/// The test measurer: a 17-point line is 20.4 tall, its baseline 16.15
/// below its top and 4.25 above its bottom; @2x frames round to halves.
final class LabelBaselineFileTests: XCTestCase {
    func build(canvasKey: String = "") throws -> BuiltLayout {
        try LayoutBuilder.build(try LayoutFile.parse("""
            canvas: {width: 320, height: 200, scale: 2\(canvasKey)}
            root:
              subviews:
                - {id: title, type: label, text: Total, font: System 17}
                - {id: value, type: label, text: "42", font: System 17}
                - {id: unit, type: label, text: EUR, font: System 17}
            constraints:
              - title.leading == root.leading + 16
              - title.top == root.top + 20
              - title.height == 60
              - value.leading == title.trailing + 8
              - value.firstBaseline == title.firstBaseline
              - unit.leading == value.trailing + 8
              - unit.lastBaseline == title.lastBaseline
            """, file: "baselines.yaml"))
    }

    /// "Total" is 60 tall from 20: its first baseline is 36.15, so "42"
    /// starts at 20 (centred text would put it at 20 + 30 - 10.2 = 39.8);
    /// its last baseline is 80 - 4.25, so "EUR" ends at 80 and starts at
    /// 59.6, 59.5 at @2x (centred: 39.8 -> 40).
    func testStretchedLabelsNeighboursSitOnItsEdgeBaselines() throws {
        let b = try build()
        XCTAssertEqual(b.frame("title"), "16,20,42.5,60")
        XCTAssertEqual(b.frame("value"), "66.5,20,17,20.5")
        XCTAssertEqual(b.frame("unit"), "91.5,59.5,25.5,20.5")
    }

    func testTheOldCanvasKeyIsAcceptedAndChangesNothing() throws {
        let b = try build(canvasKey: ", labelBaselinesFromEdges: true")
        XCTAssertTrue(b.document.canvas.labelBaselinesFromEdges)
        XCTAssertEqual(b.frame("value"), "66.5,20,17,20.5")
        XCTAssertEqual(b.frame("unit"), "91.5,59.5,25.5,20.5")
    }
}
