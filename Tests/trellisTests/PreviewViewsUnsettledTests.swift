import Foundation
import XCTest
import TrellisFormat
import TrellisLayout
@testable import trellis

/// The preview's per-view record (hover) gives the frames `trellis layout
/// --json` records, even for a layout that never settles.
final class PreviewViewsUnsettledTests: XCTestCase {
    /// A view pinned by its own margins to the root's safe area, its margins
    /// following its own safe area: every layout pass moves it again
    /// (FramesJSONRoundTripTests). The record asked each view about its
    /// ambiguity (which runs the layout) before reading the next frame; it
    /// now reads every frame first, as the frames record does.
    func testFramesAreReadBeforeAmbiguity() throws {
        let yaml = """
            title: unsettled
            canvas: {width: 375, height: 667, safeArea: {top: 0, left: 0, bottom: 0, right: 0}}
            root:
              subviews:
                - {id: pinned}
                - {id: box}
            constraints:
              - "pinned.topMargin == root.safeArea.top"
              - "root.safeArea.bottom == pinned.bottomMargin"
              - "pinned.leading == root.leading"
              - "root.trailing == pinned.trailing"
              - "box.top == root.safeArea.top"
              - "box.leading == root.leading"
              - "root.trailing == box.trailing"
              - "box.height == 50"
            """
        let first = try LayoutBuilder.build(try LayoutFile.parse(yaml, file: "unsettled.yaml"))
        first.window.layoutIfNeeded()
        var expected: [String: [Double]] = [:]
        for (id, view) in first.views { expected[id] = [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height] }

        let layout = try LayoutBuilder.build(try LayoutFile.parse(yaml, file: "unsettled.yaml"))
        let text = PreviewViews.json(layout).render(pretty: false)
        let records = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        var got: [String: [Double]] = [:]
        for r in records {
            let f = try XCTUnwrap(r["frame"] as? [String: Double])
            got[r["id"] as! String] = [f["x"]!, f["y"]!, f["width"]!, f["height"]!]
        }
        XCTAssertEqual(got.count, 3)
        XCTAssertEqual(got, expected)
    }
}
