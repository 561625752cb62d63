import XCTest
import TrellisLayout
@testable import TrellisFormat

/// `type: scrollView` in layout files: properties, the guides as
/// `ID.contentLayout` / `ID.frameLayout`, `scroll:` steps, and located
/// errors with suggestions. Frames by hand from Apple's *Auto Layout
/// Guide*, "Working with Scroll Views" (edges to the content area, width
/// and height to the frame; the chain gives the content size).
final class ScrollSpecTests: XCTestCase {
    func build(_ text: String, steps: Int = 0) throws -> BuiltLayout {
        let layout = try LayoutBuilder.build(try LayoutFile.parse(text, file: "t.yaml"))
        try layout.apply(throughStep: steps)
        return layout
    }

    func message(_ text: String) -> String? {
        do { _ = try build(text, steps: 99); return nil } catch { return "\(error)" }
    }

    /// A 320 × 480 canvas with a 20-point top safe area; a full-screen
    /// scroll view with `scrollKeys`; a 1000-tall `page` pinned to the
    /// content guide, as wide as the frame guide.
    static func file(_ scrollKeys: String = "", steps: String = "") -> String {
        """
        canvas: {width: 320, height: 480, scale: 2, safeArea: {top: 20}}
        root:
          subviews:
            - id: scroll
              type: scrollView
        \(scrollKeys)
              subviews:
                - {id: page}
            - {id: box}
        constraints:
          - "H:|[scroll]|"
          - "V:|[scroll]|"
          - page.top == scroll.contentLayout.top
          - page.bottom == scroll.contentLayout.bottom
          - page.leading == scroll.contentLayout.leading
          - page.trailing == scroll.contentLayout.trailing
          - page.width == scroll.frameLayout.width
          - page.height == 1000
        \(steps)
        """
    }

    /// At rest: content 320 × 1000 (taller than 480, so it scrolls), the
    /// safe area's 20 added at the top, offset (0, -20): page on screen at
    /// y 20, in content coordinates at 0.
    func testGuidesAndRestingOffset() throws {
        let layout = try build(Self.file())
        let scroll = try XCTUnwrap(layout.view("scroll") as? UIScrollView)
        XCTAssertEqual(scroll.contentSize, CGSize(width: 320, height: 1000))
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: -20))
        XCTAssertEqual(layout.frame("page"), "0,0,320,1000")
        XCTAssertEqual(layout.view("page")!.absoluteFrame.minY, 20)
        XCTAssertTrue(scroll.clipsToBounds)
    }

    func testPropertiesReachTheScrollView() throws {
        let layout = try build(Self.file("""
              contentOffset: {y: 300}
              contentInset: {bottom: 216}
              contentInsetAdjustmentBehavior: never
              isScrollEnabled: true
              alwaysBounceVertical: true
              alwaysBounceHorizontal: true
              showsHorizontalScrollIndicator: false
        """))
        let scroll = try XCTUnwrap(layout.view("scroll") as? UIScrollView)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 300))
        XCTAssertEqual(scroll.contentInset, UIEdgeInsets(top: 0, left: 0, bottom: 216, right: 0))
        XCTAssertEqual(scroll.contentInsetAdjustmentBehavior, .never)
        XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 0, left: 0, bottom: 216, right: 0))
        XCTAssertTrue(scroll.alwaysBounceVertical)
        XCTAssertTrue(scroll.alwaysBounceHorizontal)
        XCTAssertFalse(scroll.showsHorizontalScrollIndicator)
        // Scrolled 300: page's top is 300 above the screen's.
        XCTAssertEqual(layout.view("page")!.absoluteFrame.minY, -300)
        // A number insets every side.
        let all = try build(Self.file("      contentInset: 10"))
        XCTAssertEqual((all.view("scroll") as? UIScrollView)?.contentInset, UIEdgeInsets(all: 10))
    }

    /// contentSize set directly stands in where no chain decides: a box
    /// with only its top-left pinned leaves the content size open.
    func testContentSizeSetDirectly() throws {
        let layout = try build("""
            canvas: {width: 320, height: 480, scale: 2}
            root:
              subviews:
                - id: scroll
                  type: scrollView
                  contentSize: {width: 640, height: 960}
                  subviews: [{id: box}]
            constraints:
              - "H:|[scroll]|"
              - "V:|[scroll]|"
              - "H:|-(10)-[box(100)]"
              - "V:|-(10)-[box(50)]"
            """)
        let scroll = try XCTUnwrap(layout.view("scroll") as? UIScrollView)
        XCTAssertEqual(scroll.contentSize, CGSize(width: 640, height: 960))
        XCTAssertTrue(scroll.isScrollableHorizontally)
        XCTAssertEqual(layout.frame("box"), "10,10,100,50")
    }

    /// A `scroll:` step scrolls: y 300 (x left out keeps 0); then a
    /// keyboard-safe inset of 216 at the bottom and a scroll to the end:
    /// 1000 + 216 - 480 = 736 (the safe area's 20 is at the top only).
    func testScrollSteps() throws {
        let text = Self.file(steps: """
            steps:
              - scroll: {scroll: {contentOffset: {y: 300}}}
              - title: Keyboard
                scroll: {scroll: {contentInset: {bottom: 216}, contentOffset: {y: 736}}}
            """)
        var layout = try build(text, steps: 1)
        XCTAssertEqual(layout.stepTitles, ["step 1: scroll scroll: contentOffset y 300", "step 2: Keyboard"])
        let scroll = { (l: BuiltLayout) in l.view("scroll") as! UIScrollView }
        XCTAssertEqual(scroll(layout).contentOffset, CGPoint(x: 0, y: 300))
        XCTAssertEqual(layout.view("page")!.absoluteFrame.minY, -300)
        layout = try build(text, steps: 2)
        XCTAssertEqual(scroll(layout).adjustedContentInset, UIEdgeInsets(top: 20, left: 0, bottom: 216, right: 0))
        XCTAssertEqual(scroll(layout).contentOffset, CGPoint(x: 0, y: 736))
        // The page's bottom (1000 - 736 = 264 on screen) sits on the keyboard's top (480 - 216).
        XCTAssertEqual(layout.view("page")!.absoluteFrame.maxY, 264)
    }

    func testScrollKeysOnOtherTypesAreErrors() {
        XCTAssertEqual(message("""
            root:
              subviews:
                - {id: a, type: label, text: x, contentInset: 10}
            """), """
            t.yaml:3:37: error: 'contentInset' applies only to scrollView, not label
                    - {id: a, type: label, text: x, contentInset: 10}
                                                    ^~~~~~~~~~~~
              expected: type: scrollView
            """)
    }

    func testUnknownBehaviourIsSuggested() {
        XCTAssertEqual(message(Self.file("      contentInsetAdjustmentBehavior: automatc")), """
            t.yaml:6:39: error: unknown content inset adjustment behavior 'automatc'
                      contentInsetAdjustmentBehavior: automatc
                                                      ^~~~~~~~
              expected: one of automatic, scrollableAxes, never, always
              suggestion: did you mean 'automatic'?
            """)
    }

    func testOffsetNeedsAnAxisAndARange() {
        XCTAssertEqual(message(Self.file("      contentOffset: {}")), """
            t.yaml:6:22: error: a content offset needs x or y
                      contentOffset: {}
                                     ^
              expected: {x: 0, y: 300}
            """)
        XCTAssertEqual(message(Self.file("      contentOffset: {y: 1e9}"))?.contains("out of range"), true)
    }

    func testScrollGuidesOnlyOnScrollViews() {
        XCTAssertEqual(message(Self.file(steps: "  - box.top == page.contentLayout.top")), """
            t.yaml:19:21: error: 'contentLayout' is a scroll view's guide; 'page' is a view
                  - box.top == page.contentLayout.top
                                    ^~~~~~~~~~~~~
              expected: the id of a scrollView (here: scroll), or page.safeArea, page.margins, page.readable
            """)
        XCTAssertEqual(message(Self.file(steps: "  - box.top == scroll.contentLayoutGuide.top")), """
            t.yaml:19:23: error: unknown guide 'contentLayoutGuide' of view 'scroll'
                  - box.top == scroll.contentLayoutGuide.top
                                      ^~~~~~~~~~~~~~~~~~
              expected: safeArea, margins or readable (and contentLayout or frameLayout on a scroll view)
              suggestion: did you mean 'contentLayout'? (UIKit's contentLayoutGuide)
            """)
    }

    func testScrollStepNeedsAScrollView() {
        XCTAssertEqual(message(Self.file(steps: "steps:\n  - scroll: {box: {contentOffset: {y: 10}}}")), """
            t.yaml:20:14: error: view 'box' is a view, not a scrollView
                  - scroll: {box: {contentOffset: {y: 10}}}
                             ^~~
              expected: the id of a scrollView (here: scroll)
            """)
        XCTAssertNotNil(message(Self.file(steps: "steps:\n  - scroll: {scroll: {offset: {y: 10}}}")))
    }

    /// The frame guide keeps content still: a bar pinned to it stays at
    /// the top of the screen whatever the offset (y 0 on screen; in content
    /// coordinates at the offset, 300).
    func testFrameGuidePinsContentToTheViewport() throws {
        let layout = try build("""
            canvas: {width: 320, height: 480, scale: 2}
            root:
              subviews:
                - id: scroll
                  type: scrollView
                  contentOffset: {y: 300}
                  subviews: [{id: page}, {id: bar}]
            constraints:
              - "H:|[scroll]|"
              - "V:|[scroll]|"
              - "H:|[page(==scroll)]|"
              - "V:|[page(1000)]|"
              - bar.top == scroll.frameLayout.top
              - bar.leading == scroll.frameLayout.leading
              - bar.width == scroll.frameLayout.width
              - bar.height == 44
            """)
        XCTAssertEqual(layout.frame("page"), "0,0,320,1000")
        XCTAssertEqual(layout.frame("bar"), "0,300,320,44")
        XCTAssertEqual(describe(layout.view("bar")!.absoluteFrame), "0,0,320,44")
    }
}
