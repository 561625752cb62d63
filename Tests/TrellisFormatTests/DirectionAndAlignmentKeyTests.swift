import Foundation
import TrellisLayout
import XCTest
@testable import TrellisFormat

/// ViewSpec.swift: `semanticContentAttribute` (UIKit's property: forcing a
/// view's layout direction flips its leading and trailing) and
/// `alignmentRectInsets` (the rectangle constraints act on, inside the frame).
final class DirectionAndAlignmentKeyTests: XCTestCase {
    /// UIKit's `semanticContentAttribute`: forcing a view right to left
    /// flips its content (leading and trailing of the constraints installed
    /// on it), not its own place in its superview, whose constraints read
    /// the superview's direction (the forced-right-to-left button that
    /// keeps its place while its image follows its title; Xcode's stored
    /// frames agree, docs/LAYOUT.md, "layout direction"). A 100-wide box 20
    /// from the root's leading edge stays at x 20 forced; a 30-wide dot 10
    /// from the forced box's leading edge sits 100 - 10 - 30 = 60 into it.
    func testForcedRightToLeftFlipsTheViewsContent() throws {
        let text = """
            canvas: {width: 375, height: 667}
            root:
              subviews:
                - {id: plain}
                - id: forced
                  semanticContentAttribute: forceRightToLeft
                  subviews:
                    - {id: dot}
                - {id: media, semanticContentAttribute: playback}
            constraints:
              - plain.leading == root.leading + 20
              - forced.leading == root.leading + 20
              - media.leading == root.leading + 20
              - vfl: "V:|[plain(40)][forced(40)][media(40)]"
              - plain.width == 100
              - forced.width == 100
              - media.width == 100
              - dot.leading == forced.leading + 10
              - dot.width == 30
              - dot.top == forced.top
              - dot.height == 40
            """
        let layout = try LayoutBuilder.build(try LayoutFile.parse(text, file: "direction.yaml"))
        XCTAssertEqual(layout.frame("plain"), "20,0,100,40")
        XCTAssertEqual(layout.frame("forced"), "20,40,100,40")
        XCTAssertEqual(layout.frame("dot"), "60,0,30,40")
        XCTAssertEqual(layout.frame("media"), "20,80,100,40")
        XCTAssertEqual(layout.view("forced")?.semanticContentAttribute, .forceRightToLeft)
        withExtendedLifetime(layout) {}
    }

    func testRootTakesTheAttributeAndUnknownValuesSuggest() throws {
        let doc = try LayoutFile.parse("root: {semanticContentAttribute: forceLeftToRight}\n", file: "root.yaml")
        XCTAssertEqual(doc.root.semanticContentAttribute, .forceLeftToRight)
        let error = parseError("root:\n  subviews:\n    - {id: a, semanticContentAttribute: forceRightToLef}\n")
        XCTAssertTrue(error.contains("test.yaml:3:"), error)
        XCTAssertTrue(error.contains("unknown semantic content attribute 'forceRightToLef'"), error)
        XCTAssertTrue(error.contains("did you mean 'forceRightToLeft'?"), error)
    }

    /// Auto Layout Guide, "Alignment Rect": constraints place the alignment
    /// rectangle; the frame is it outset by the insets. A view pinned to
    /// the root's leading edge 20 with width 100 and insets 2 left/right,
    /// 1 top/bottom is framed at x 18, 104 wide.
    func testAlignmentRectInsetsOutsetTheFrame() throws {
        let text = """
            canvas: {width: 375, height: 667}
            root:
              subviews:
                - {id: track, type: slider, alignmentRectInsets: {top: 1, left: 2, bottom: 1, right: 2}, intrinsicSize: {width: none, height: 29}}
            constraints:
              - track.leading == root.leading + 20
              - track.width == 100
              - track.top == root.top + 50
            """
        let layout = try LayoutBuilder.build(try LayoutFile.parse(text, file: "insets.yaml"))
        XCTAssertEqual(layout.frame("track"), "18,49,104,31")
        let error = parseError("root:\n  subviews:\n    - {id: a, alignmentRectInsets: {left: two}}\n")
        XCTAssertTrue(error.contains("test.yaml:3:"), error)
        withExtendedLifetime(layout) {}
    }

    /// Negative insets: the alignment rectangle reaches outside the frame
    /// (an SF Symbol image view's line, taller than its glyph). A view
    /// whose rectangle is 18 high at y 20 with insets -1 top and -0.5
    /// bottom is framed 16.5 high at y 21.
    func testNegativeAlignmentRectInsetsInsetTheFrame() throws {
        let text = """
            canvas: {width: 375, height: 667}
            root:
              subviews:
                - {id: glyph, type: imageView, alignmentRectInsets: {top: -1, bottom: -0.5}}
            constraints:
              - glyph.leading == root.leading + 20
              - glyph.width == 18
              - glyph.height == 18
              - glyph.top == root.top + 20
            """
        let layout = try LayoutBuilder.build(try LayoutFile.parse(text, file: "negative.yaml"))
        XCTAssertEqual(layout.frame("glyph"), "20,21,18,16.5")
        withExtendedLifetime(layout) {}
    }
}
