import XCTest
@testable import TrellisLayout

/// Insets, adjustment behaviours, scrolling switches and the content-size
/// diagnostic, by hand. Sources: Apple, *Auto Layout Guide*, "Working with
/// Scroll Views" (content edges attach to the content area, width, height
/// and centres to the frame; the content size comes from an unbroken chain;
/// an axis scrolls only when the content is larger than the frame) and the
/// `UIScrollView` reference (`contentInset`, `adjustedContentInset`,
/// `contentInsetAdjustmentBehavior`: `.scrollableAxes` adds the safe area on
/// the axes that scroll, `.always` on every edge, `.never` nowhere;
/// `isScrollEnabled`, `alwaysBounceVertical/Horizontal`).
final class ScrollViewInsetTests: XCTestCase {
    /// A full-screen scroll view in a window of `width` × `height` with the
    /// given safe area, and a `content` view pinned to its content area
    /// (edges) and frame (width), `height` tall.
    func makeScreen(width: Double = 375, height: Double = 667, safe: UIEdgeInsets = UIEdgeInsets(top: 20),
                    contentHeight: Double? = 1000, contentWidthToFrame: Bool = true,
                    contentWidth: Double? = nil) -> (UIWindow, UIScrollView, UIView) {
        let window = UIWindow(width: width, height: height, scale: 2, safeAreaInsets: safe)
        let scroll = UIScrollView(), content = UIView()
        scroll.trellisIdentifier = "scroll"
        content.trellisIdentifier = "content"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(scroll)
        scroll.addSubview(content)
        let root = window.rootView
        var cs = [
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
        ]
        if contentWidthToFrame { cs.append(content.widthAnchor.constraint(equalTo: scroll.widthAnchor)) }
        if let contentWidth { cs.append(content.widthAnchor.constraint(equalToConstant: contentWidth)) }
        if let contentHeight { cs.append(content.heightAnchor.constraint(equalToConstant: contentHeight)) }
        NSLayoutConstraint.activate(cs)
        return (window, scroll, content)
    }

    func testScrollViewsClipTheirContent() {
        XCTAssertTrue(UIScrollView().clipsToBounds)
        XCTAssertFalse(UIView().clipsToBounds)
    }

    /// contentInset top 10, bottom 44 on 1000-tall content (scrolls): the
    /// adjusted inset is 20 + 10 = 30 at the top, 0 + 44 at the bottom; at
    /// rest the offset is -30, so the content's top is 30 down the screen.
    func testContentInsetAddsToTheSafeAreaAndMovesTheRestingOffset() {
        let (window, scroll, content) = makeScreen()
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 44, right: 0)
        window.layoutIfNeeded()
        XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 30, left: 0, bottom: 44, right: 0))
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: -30))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 375, height: 1000))
        XCTAssertEqual(content.absoluteFrame, CGRect(x: 0, y: 30, width: 375, height: 1000))
        // The content size doesn't include the insets.
        XCTAssertEqual(scroll.contentSize, CGSize(width: 375, height: 1000))
        // .scrollableAxes is .automatic here (no navigation controller).
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        window.layoutIfNeeded()
        XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 30, left: 0, bottom: 44, right: 0))
    }

    /// An inset alone can make short content scroll: 600 + 44 + 40 > 667.
    func testAnInsetCanMakeContentScroll() {
        let (window, scroll, _) = makeScreen(contentHeight: 600)
        window.layoutIfNeeded()
        XCTAssertFalse(scroll.isScrollableVertically)       // 600 < 667
        XCTAssertEqual(scroll.contentOffset, .zero)
        scroll.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 44, right: 0)
        window.layoutIfNeeded()
        XCTAssertTrue(scroll.isScrollableVertically)        // 600 + 84 = 684 > 667
        XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 60, left: 0, bottom: 44, right: 0))
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: -60))
    }

    /// `.always` adds the safe area even when nothing scrolls; `.never`
    /// leaves the content under the status bar even when it scrolls.
    func testAlwaysAndNeverIgnoreWhetherTheContentScrolls() {
        let (window, scroll, content) = makeScreen(contentHeight: 300)
        scroll.contentInsetAdjustmentBehavior = .always
        window.layoutIfNeeded()
        XCTAssertFalse(scroll.isScrollableVertically)
        XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(content.absoluteFrame.minY, 20)
        let tall = makeScreen(contentHeight: 1000)
        tall.1.contentInsetAdjustmentBehavior = .never
        tall.0.layoutIfNeeded()
        XCTAssertTrue(tall.1.isScrollableVertically)
        XCTAssertEqual(tall.1.adjustedContentInset, .zero)
        XCTAssertEqual(tall.2.absoluteFrame.minY, 0)
    }

    /// An iPhone 15 in landscape: 852 × 393, safe area 59 left and right and
    /// 21 at the bottom. Vertical content adjusts top and bottom only
    /// (bottom 21); `.always` adds 59 on each side, so the content rests
    /// 59 in from the left (offset x -59).
    func testLandscapeSafeAreaOnTheScrollingAxisOnly() {
        let safe = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        let (window, scroll, content) = makeScreen(width: 852, height: 393, safe: safe)
        window.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 852, height: 1000))
        XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        XCTAssertEqual(scroll.contentOffset, .zero)
        scroll.contentInsetAdjustmentBehavior = .always
        window.layoutIfNeeded()
        XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: -59, y: 0))
        XCTAssertEqual(content.absoluteFrame.minX, 59)
        // With the content as wide as the frame plus 118 of insets it scrolls
        // sideways too: 852 + 118 > 852.
        XCTAssertTrue(scroll.isScrollableHorizontally)
    }

    /// Horizontal content (a 1000-wide strip as tall as the frame): the
    /// horizontal axis scrolls and takes the side insets; the vertical one
    /// (667 = 667) doesn't.
    func testHorizontalScrollingAdjustsTheSides() {
        let window = UIWindow(width: 375, height: 667, scale: 2,
                              safeAreaInsets: UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 10))
        let scroll = UIScrollView(), strip = UIView()
        for v in [scroll, strip] { v.translatesAutoresizingMaskIntoConstraints = false }
        window.rootView.addSubview(scroll)
        scroll.addSubview(strip)
        let root = window.rootView
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            strip.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            strip.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            strip.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            strip.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            strip.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor),
            strip.widthAnchor.constraint(equalToConstant: 1000),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 1000, height: 667))
        XCTAssertTrue(scroll.isScrollableHorizontally)
        XCTAssertFalse(scroll.isScrollableVertically)
        XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: -10, y: 0))
        XCTAssertEqual(strip.absoluteFrame, CGRect(x: 10, y: 0, width: 1000, height: 667))
    }

    /// `isScrollEnabled = false`: no axis scrolls, so `.automatic` adds
    /// nothing and the content rests at offset zero (under the status bar).
    /// `alwaysBounceHorizontal` makes the horizontal axis scrollable
    /// whatever the content's width.
    func testScrollEnabledAndAlwaysBounce() {
        let (window, scroll, content) = makeScreen()
        scroll.isScrollEnabled = false
        window.layoutIfNeeded()
        XCTAssertFalse(scroll.isScrollableVertically)
        XCTAssertEqual(scroll.adjustedContentInset, .zero)
        XCTAssertEqual(content.absoluteFrame.minY, 0)
        scroll.isScrollEnabled = true
        scroll.alwaysBounceHorizontal = true
        scroll.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertTrue(scroll.isScrollableVertically)
        XCTAssertTrue(scroll.isScrollableHorizontally)      // 375 = 375, but it bounces
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: -20))
    }

    /// Direct constraints, centre and width: `box.centerX == scroll.centerX`
    /// attaches to the frame, so a 100-wide box sits at (375 - 100) / 2 =
    /// 137.5; its top and bottom (content area) give a content height of
    /// 10 + 2000 + 10. The content width comes from
    /// `contentLayoutGuide.width == frameLayoutGuide.width` (375).
    func testCentresAttachToTheFrame() {
        let window = UIWindow(width: 375, height: 667, scale: 2, safeAreaInsets: UIEdgeInsets(top: 20))
        let scroll = UIScrollView(), box = UIView()
        for v in [scroll, box] { v.translatesAutoresizingMaskIntoConstraints = false }
        window.rootView.addSubview(scroll)
        scroll.addSubview(box)
        let root = window.rootView
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            box.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: scroll.bottomAnchor, constant: -10),
            box.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 2000),
            scroll.contentLayoutGuide.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 375, height: 2020))
        XCTAssertEqual(box.frame, CGRect(x: 137.5, y: 10, width: 100, height: 2000))
        XCTAssertEqual(box.absoluteFrame.minY, -290)
        XCTAssertTrue(scroll.scrollableContentSizeAmbiguity.isEmpty)
        XCTAssertNil(scroll.scrollableContentSizeAmbiguityMessage)
    }

    /// The chain broken in the middle (Apple: "an unbroken chain of
    /// constraints and views" from top to bottom): title's top is pinned,
    /// body follows title, but nothing ties body's bottom to the content
    /// area's bottom. The height is ambiguous and body is named; the width
    /// (leading/trailing + width to the frame) is not.
    func testABrokenChainNamesWhereItBreaks() {
        let window = UIWindow(width: 375, height: 667, scale: 2, safeAreaInsets: UIEdgeInsets(top: 20))
        let scroll = UIScrollView(), title = UIView(), body = UIView()
        scroll.trellisIdentifier = "scroll"; title.trellisIdentifier = "title"; body.trellisIdentifier = "body"
        for v in [scroll, title, body] { v.translatesAutoresizingMaskIntoConstraints = false }
        window.rootView.addSubview(scroll)
        scroll.addSubview(title)
        scroll.addSubview(body)
        let root = window.rootView, content = scroll.contentLayoutGuide, frame = scroll.frameLayoutGuide
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            title.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            title.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            title.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -32),
            title.heightAnchor.constraint(equalToConstant: 40),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.widthAnchor.constraint(equalTo: title.widthAnchor),
            body.heightAnchor.constraint(equalToConstant: 900),
        ])
        window.layoutIfNeeded()
        let ambiguity = scroll.scrollableContentSizeAmbiguity
        XCTAssertEqual(ambiguity.map(\.axis), [.vertical])
        // title and body are placed (title.top 20, body.top 68); the open
        // link is the content area's bottom, after body.
        XCTAssertEqual(title.frame, CGRect(x: 16, y: 20, width: 343, height: 40))
        XCTAssertEqual(body.frame, CGRect(x: 16, y: 68, width: 343, height: 900))
        let message = scroll.scrollableContentSizeAmbiguityMessage ?? ""
        XCTAssertTrue(message.hasPrefix("Scrollable content size is ambiguous for scroll: height"), message)
        XCTAssertTrue(message.contains("top to bottom"), message)
        // Closing the chain (body.bottom == content.bottom - 20) fixes the
        // height at 20 + 40 + 8 + 900 + 20 = 988.
        body.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20).isActive = true
        window.layoutIfNeeded()
        XCTAssertTrue(scroll.scrollableContentSizeAmbiguity.isEmpty)
        XCTAssertEqual(scroll.contentSize, CGSize(width: 375, height: 988))
    }

    /// A content view with no width of its own and only edge constraints:
    /// the width is ambiguous (Xcode's warning for a missing equal-width to
    /// the scroll view) and the view is named.
    func testAMissingWidthIsNamed() {
        let (window, scroll, content) = makeScreen(contentWidthToFrame: false)
        window.layoutIfNeeded()
        let ambiguity = scroll.scrollableContentSizeAmbiguity
        XCTAssertEqual(ambiguity.map(\.axis), [.horizontal])
        XCTAssertTrue(ambiguity[0].views.contains { $0 === content })
        let message = scroll.scrollableContentSizeAmbiguityMessage ?? ""
        XCTAssertTrue(message.contains("width"), message)
        XCTAssertTrue(message.contains("leading to trailing"), message)
        XCTAssertTrue(message.contains("content"), message)
    }

    /// The safe area of scroll content. With `.automatic` on a vertical
    /// scroller the adjustment keeps the content clear of the status bar,
    /// so the content has no top or bottom safe-area inset: its margins
    /// are the plain 8, and a content view whose height follows its own
    /// bottom margin settles (rather than chasing an inset that grows with
    /// its height): 8 + 1000 + 8 = 1016 tall.
    func testContentMarginsDontChaseTheSafeArea() {
        let (window, scroll, content) = makeScreen(contentHeight: nil)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            inner.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
            inner.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            inner.heightAnchor.constraint(equalToConstant: 1000),
        ])
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        XCTAssertTrue(window.diagnostics.log.isEmpty, window.diagnostics.log.joined(separator: "\n"))
        XCTAssertEqual(content.safeAreaInsets, .zero)
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 375, height: 1016))
        XCTAssertEqual(inner.frame, CGRect(x: 8, y: 8, width: 359, height: 1000))
        XCTAssertEqual(scroll.contentSize, CGSize(width: 375, height: 1016))
    }

    /// `.never` on a phone with a notch (852 tall, safe area 59 / 34): the
    /// content isn't kept clear, so it gets the part of each unsafe band it
    /// covers: at rest (offset 0) a 1000-tall view from 0 covers the whole
    /// top band (59) and the whole bottom band (818...852: 34), however far
    /// it runs past the screen.
    func testNeverGivesContentTheBandsItCovers() {
        let (window, scroll, content) = makeScreen(width: 393, height: 852, safe: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        scroll.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        XCTAssertEqual(content.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // Scrolled 40 down, the view still covers both bands whole.
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        window.layoutIfNeeded()
        XCTAssertEqual(content.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // With .automatic the scrolling axis is covered by the adjustment.
        scroll.contentInsetAdjustmentBehavior = .automatic
        window.layoutIfNeeded()
        XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(content.safeAreaInsets, .zero)
    }
}
