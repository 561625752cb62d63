import XCTest
import TrellisLayout
@testable import TrellisFormat

/// `type: stackView` in layout files: properties, arranged subviews, steps,
/// and located errors with suggestions.
final class StackSpecTests: XCTestCase {
    func build(_ text: String, steps: Int = 0) throws -> BuiltLayout {
        let layout = try LayoutBuilder.build(try LayoutFile.parse(text, file: "t.yaml"))
        try layout.apply(throughStep: steps)
        return layout
    }

    func message(_ text: String) -> String? {
        do { _ = try build(text, steps: 99); return nil } catch { return "\(error)" }
    }

    static func file(_ stackKeys: String, steps: String = "") -> String {
        """
        canvas: {width: 320, height: 200, scale: 2}
        root:
          subviews:
            - id: row
              type: stackView
        \(stackKeys)
              subviews:
                - {id: a, intrinsicSize: {width: 40, height: 20}}
                - {id: b, intrinsicSize: {width: 60, height: 30}}
        constraints:
          - row.left == root.left
          - row.top == root.top
        \(steps)
        """
    }

    func testPropertiesReachTheStack() throws {
        let layout = try build(Self.file("""
                  axis: vertical
                  distribution: equalSpacing
                  alignment: trailing
                  spacing: system
                  customSpacing: {a: 20}
                  baselineRelative: true
                  marginsRelative: true
            """))
        let stack = try XCTUnwrap(layout.view("row") as? UIStackView)
        XCTAssertEqual(stack.axis, .vertical)
        XCTAssertEqual(stack.distribution, .equalSpacing)
        XCTAssertEqual(stack.alignment, .trailing)
        XCTAssertEqual(stack.spacing, UIStackView.spacingUseSystem)
        XCTAssertEqual(stack.customSpacing(after: layout.view("a")!), 20)
        XCTAssertTrue(stack.isBaselineRelativeArrangement && stack.isLayoutMarginsRelativeArrangement)
        XCTAssertEqual(stack.arrangedSubviews.map(\.trellisIdentifier), ["a", "b"])
    }

    func testDefaultsAndContentSize() throws {
        let layout = try build(Self.file("      spacing: 5"))
        // Horizontal fill: 40 + 5 + 60 = 105 wide, 30 tall (no size constraints).
        XCTAssertEqual(layout.view("row")!.frame, CGRect(x: 0, y: 0, width: 105, height: 30))
        XCTAssertEqual(layout.view("b")!.frame, CGRect(x: 45, y: 0, width: 60, height: 30))
    }

    func testStepsChangeTheStack() throws {
        let text = Self.file("      spacing: 5", steps: """
            steps:
              - stack: {row: {axis: vertical, alignment: leading, spacing: 10}}
              - hide: a
            """)
        var layout = try build(text, steps: 1)
        XCTAssertEqual(layout.view("b")!.frame, CGRect(x: 0, y: 30, width: 60, height: 30))
        XCTAssertEqual(layout.stepTitles[0], "step 1: stack row: axis vertical, alignment leading, spacing 10")
        layout = try build(text, steps: 2)
        XCTAssertEqual(layout.view("b")!.frame, CGRect(x: 0, y: 0, width: 60, height: 30))
    }

    func testUnknownDistributionIsLocatedWithASuggestion() {
        XCTAssertEqual(message(Self.file("      distribution: fillEqualy")), """
            t.yaml:6:21: error: unknown stack distribution 'fillEqualy'
                      distribution: fillEqualy
                                    ^~~~~~~~~~
              expected: one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering
              suggestion: did you mean 'fillEqually'?
            """)
    }

    func testBadSpacingAndCustomSpacingTarget() {
        XCTAssertTrue(message(Self.file("      spacing: sytem"))?.contains("did you mean 'system'?") == true)
        let m = message(Self.file("      customSpacing: {c: 4}"))
        XCTAssertTrue(m?.contains("'c' is not an arranged subview of this stack") == true, m ?? "")
    }

    func testStackKeysOnOtherViewsAndStepsOnOtherViews() {
        let onView = "root:\n  subviews:\n    - {id: box, axis: vertical}\n"
        XCTAssertTrue(message(onView)?.contains("'axis' applies only to stackView, not view") == true)
        let m = message(Self.file("", steps: "steps:\n  - stack: {a: {spacing: 3}}"))
        XCTAssertTrue(m?.contains("view 'a' is a view, not a stackView") == true, m ?? "")
        let m2 = message(Self.file("", steps: "steps:\n  - stack: {row: {alignment: centre}}"))
        XCTAssertTrue(m2?.contains("did you mean 'center'?") == true, m2 ?? "")
    }
}
