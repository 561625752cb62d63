import TrellisLayout
import XCTest
@testable import TrellisFormat

/// `canvasFrame:` (docs/FORMAT.md): where a design tool's canvas left a
/// view; it decides only what the constraints leave ambiguous.
final class CanvasFrameKeyTests: XCTestCase {
    let text = """
        canvas: {width: 320, height: 480}
        root:
          subviews:
            - {id: placed, canvasFrame: {x: 5, y: 300, width: 10, height: 10}}
            - {id: loose, canvasFrame: {x: 40, y: 120, width: 80, height: 30}}
        constraints:
          - placed.leading == root.leading + 20
          - placed.top == root.top + 10
          - placed.width == 50
          - placed.height == 50
          - loose.width == 80
          - loose.leading == root.leading + 40
        """

    func testParsedAndBuilt() throws {
        let doc = try LayoutFile.parse(text, file: "canvas.yaml")
        XCTAssertEqual(doc.views.first { $0.id == "loose" }?.canvasFrame, CGRect(x: 40, y: 120, width: 80, height: 30))
        let layout = try LayoutBuilder.build(doc)
        layout.window.layoutIfNeeded()
        // Determined: the canvas frame moves nothing.
        XCTAssertEqual(layout.view("placed").map { describe($0.frame) }, "20,10,50,50")
        // y and height are open: they come from the canvas frame, and the
        // view is still ambiguous there.
        let loose = layout.view("loose")!
        XCTAssertEqual(describe(loose.frame), "40,120,80,30")
        XCTAssertEqual(loose.ambiguousAttributes, ["minY", "height"])
        XCTAssertEqual(loose.canvasFrame, CGRect(x: 40, y: 120, width: 80, height: 30))
    }

    /// Changing or clearing the property re-solves: without it the loose
    /// view is wherever the solver leaves it.
    func testChangingTheCanvasFrameMovesOnlyWhatIsOpen() throws {
        let layout = try LayoutBuilder.build(try LayoutFile.parse(text, file: "canvas.yaml"))
        let loose = layout.view("loose")!
        loose.canvasFrame = CGRect(x: 0, y: 200, width: 0, height: 44)
        layout.window.layoutIfNeeded()
        XCTAssertEqual(describe(loose.frame), "40,200,80,44")
        loose.canvasFrame = nil
        layout.window.layoutIfNeeded()
        XCTAssertEqual(loose.frame.minX, 40)
        XCTAssertEqual(loose.frame.width, 80)
    }

    func testBadCanvasFrameIsLocated() {
        let e = parseError("""
            root:
              subviews:
                - {id: a, canvasFrame: {x: 1, y: 2, width: 3}}
            """)
        XCTAssertTrue(e.contains("test.yaml:3:"), e)
    }
}
