import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisRender

/// A picture draws the frames `trellis layout --json` records, even for a
/// layout that never settles.
final class UnsettledLayoutSceneTests: XCTestCase {
    /// A view pinned by its own top and bottom margins to the root's safe
    /// area, its margins following its own safe area (DuckDuckGo's
    /// bookmarks container; FramesJSONRoundTripTests): the margins grow as
    /// it moves, so each layout pass moves it again. Asking a view whether
    /// it is ambiguous runs the layout; the scene asked between views, so
    /// every view after the root was drawn a pass later than the frames
    /// record (which reads every frame first) reports it. It now asks last.
    static let yaml = """
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

    func testSceneDrawsTheFramesOfTheFirstLayout() throws {
        let record = try LayoutBuilder.build(try LayoutFile.parse(Self.yaml, file: "unsettled.yaml"))
        record.window.layoutIfNeeded()
        let frames = Dictionary(uniqueKeysWithValues: record.views.map { ($0.id, $0.view.absoluteFrame) })

        let drawn = try LayoutBuilder.build(try LayoutFile.parse(Self.yaml, file: "unsettled.yaml"))
        let scene = Scene(window: drawn.window, caption: "t")
        let sceneFrames = Dictionary(uniqueKeysWithValues: scene.views.map { ($0.name, $0.frame) })
        XCTAssertEqual(Set(sceneFrames.keys), ["root", "pinned", "box"])
        XCTAssertEqual(sceneFrames, frames)
        // The layout does not settle: another pass moves the pinned view,
        // so the comparison above would see a late read.
        _ = drawn.window.rootView.hasAmbiguousLayout
        XCTAssertNotEqual(drawn.views.first { $0.id == "pinned" }?.view.absoluteFrame, frames["pinned"])
    }
}
