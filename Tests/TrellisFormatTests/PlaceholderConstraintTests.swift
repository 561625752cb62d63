import TrellisLayout
import XCTest
@testable import TrellisFormat

/// `placeholder: true` (docs/FORMAT.md, "Names, conditions, activation"):
/// Interface Builder's placeholder constraint holds on a design canvas (one
/// of its views has a canvasFrame) and is inactive elsewhere, as the build
/// removes it.
final class PlaceholderConstraintTests: XCTestCase {
    func layout(canvasFrame: Bool) -> String {
        let frame = canvasFrame ? ", canvasFrame: {x: 20, y: 10, width: 100, height: 40}" : ""
        return """
            canvas: {width: 320, height: 480}
            root:
              subviews:
                - {id: box\(frame)}
            constraints:
              - box.leading == root.leading + 20
              - box.top == root.top + 10
              - box.width == 100
              - box.height == 60 @500
              - id: designHeight
                constraint: "box.height == 40"
                placeholder: true
              - id: designGroup
                placeholder: true
                constraints:
                  - box.width >= 100
            """
    }

    func testHoldsOnlyOnACanvas() throws {
        let doc = try LayoutFile.parse(layout(canvasFrame: true), file: "placeholder.yaml")
        XCTAssertEqual(doc.constraints.first { $0.name == "designHeight" }?.placeholder, true)
        let onCanvas = try LayoutBuilder.build(doc)
        onCanvas.window.layoutIfNeeded()
        // The placeholder (required) wins over the 500 height.
        XCTAssertEqual(onCanvas.frame("box"), "20,10,100,40")
        XCTAssertEqual(onCanvas.namedConstraints["designHeight"]?.isActive, true)
        XCTAssertEqual(onCanvas.namedConstraints["designGroup#1"]?.isActive, true)

        let builtApp = try LayoutBuilder.build(try LayoutFile.parse(layout(canvasFrame: false), file: "placeholder.yaml"))
        builtApp.window.layoutIfNeeded()
        // Without a canvas frame it is removed, as at build time: 60.
        XCTAssertEqual(builtApp.frame("box"), "20,10,100,60")
        XCTAssertEqual(builtApp.namedConstraints["designHeight"]?.isActive, false)
        XCTAssertEqual(builtApp.namedConstraints["designGroup#1"]?.isActive, false)
    }

    func testRejectsANonBoolean() {
        let text = """
            root:
              subviews:
                - {id: box}
            constraints:
              - id: designHeight
                constraint: "box.height == 40"
                placeholder: maybe
            """
        XCTAssertThrowsError(try LayoutFile.parse(text, file: "placeholder.yaml"))
    }
}
