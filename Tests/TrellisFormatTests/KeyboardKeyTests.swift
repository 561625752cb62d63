import Foundation
import TrellisLayout
import XCTest
@testable import TrellisFormat

/// The format's keyboard: `VIEW.keyboard` names a view's
/// `keyboardLayoutGuide` (iOS 15), the canvas's `keyboard:` says a docked
/// keyboard of that height is up, and a `keyboard:` step brings one up or
/// (0) down. Apple: off screen the guide is the bottom safe-area strip; up,
/// it is the keyboard's frame (docs/FORMAT.md, "Canvas" and "Steps").
final class KeyboardKeyTests: XCTestCase {
    func testAFieldRidesOnTheKeyboardGuide() throws {
        let b = try LayoutBuilder.build(try LayoutFile.parse("""
            canvas: {device: iphone-15}
            root:
              subviews: [{id: field}]
            constraints:
              - field.leading == root.margins.leading
              - field.trailing == root.margins.trailing
              - field.height == 44
              - field.bottom == root.keyboard.top - 8
            steps:
              - keyboard: 336
              - {title: Dismissed, keyboard: 0}
            """, file: "k.yaml"))
        // iPhone 15: 852 tall, 34 bottom inset: the guide's top is 818.
        XCTAssertEqual(b.frame("field"), "16,766,361,44")
        try b.applyNextStep()
        XCTAssertEqual(b.frame("field"), "16,464,361,44")
        try b.applyNextStep()
        XCTAssertEqual(b.frame("field"), "16,766,361,44")
    }

    func testTheCanvasCanStartWithTheKeyboardUp() throws {
        let b = try LayoutBuilder.build(try LayoutFile.parse("""
            canvas: {width: 400, height: 700, keyboard: 300}
            root:
              subviews: [{id: bar}]
            constraints:
              - "H:|[bar]|"
              - bar.height == 50
              - bar.bottom == root.keyboard.top
            """, file: "k.yaml"))
        XCTAssertEqual(b.frame("bar"), "0,350,400,50")
        XCTAssertEqual(b.window.keyboardHeight, 300)
    }

    func testKeyboardHeightsAreCheckedWhereWritten() {
        let canvas = parseError("canvas: {device: iphone-15, keyboard: -1}\nroot: {}\n")
        XCTAssertTrue(canvas.contains("test.yaml:1:39: error: -1 is out of range"), canvas)
        // UIKit's property name points at the file's.
        let uikit = parseError("root:\n  subviews: [{id: a}]\nconstraints:\n  - a.bottom == root.keyboardLayoutGuide.top\n")
        XCTAssertTrue(uikit.contains("keyboard"), uikit)
        let step = parseError("""
            root: {}
            steps:
              - keyboard: tall
            """)
        XCTAssertTrue(step.contains("3:15"), step)
        XCTAssertTrue(step.contains("keyboard") || step.contains("number"), step)
    }
}
