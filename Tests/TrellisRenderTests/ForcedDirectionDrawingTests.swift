import Foundation
import XCTest
import TrellisFormat
import TrellisLayout
@testable import TrellisRender

/// The picture reads leading and trailing as the engine does: in the
/// direction of the view a constraint is installed on (docs/LAYOUT.md,
/// "layout direction"). A box forced right to left, 20 from the root's
/// leading edge at priority 750, is where that constraint wants it, so the
/// picture doesn't call it unsatisfied ("wants …").
final class ForcedDirectionDrawingTests: XCTestCase {
    func testAForcedViewsPlaceIsReadInItsSuperviewsDirection() throws {
        let text = """
            canvas: {width: 375, height: 667}
            root:
              subviews:
                - {id: forced, semanticContentAttribute: forceRightToLeft}
            constraints:
              - forced.leading == root.leading + 20 @750
              - forced.top == root.top + 100
              - forced.width == 100
              - forced.height == 40
            """
        let layout = try LayoutBuilder.build(try LayoutFile.parse(text, file: "forced.yaml"))
        layout.window.textMeasurer = PangoTextMeasurer()
        layout.window.layoutIfNeeded()
        let forced = try XCTUnwrap(layout.view("forced"))
        XCTAssertEqual(forced.frame.minX, 20, accuracy: 0.01)
        let c = try XCTUnwrap(layout.window.rootView.constraints.first { $0.firstAttribute == .leading })
        XCTAssertEqual(Geometry.direction(of: c), .leftToRight)
        XCTAssertEqual(Geometry.value(forced, .leading, direction: Geometry.direction(of: c)), 20, accuracy: 0.01)
        let r = try Renderer.drawingRecords([RenderPage(window: layout.window, caption: "")], options: RenderOptions())[0]
        XCTAssertFalse(r.placed.contains { $0.text.hasPrefix("wants ") }, r.placed.map(\.text).description)
        XCTAssertFalse(r.kinds.contains(.unsatisfied))
        withExtendedLifetime(layout) {}
    }
}
