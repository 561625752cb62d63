import XCTest
@testable import TrellisLayout

/// Apple, *Auto Layout Guide*, "Working with Scroll Views", and the
/// `UIScrollView` reference: constraints between a scroll view and its content
/// attach edges to the content area and sizes and centres to the frame; the
/// content size comes from an unbroken chain; scrolling happens on an axis
/// only when the content is larger than the frame; `adjustedContentInset`
/// adds the safe area on the scrollable axes (`.automatic`).
/// Screens are an iPhone SE: 375 × 667 at 2×, status bar 20.
final class ScrollViewTests: XCTestCase {
    func makeScreen() -> (UIWindow, UIScrollView) {
        let window = UIWindow(width: 375, height: 667, scale: 2, safeAreaInsets: UIEdgeInsets(top: 20))
        let scroll = UIScrollView()
        scroll.trellisIdentifier = "scroll"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(scroll)
        let root = window.rootView
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        return (window, scroll)
    }

    func addContent(to scroll: UIScrollView, height: CGFloat?) -> UIView {
        let content = UIView()
        content.trellisIdentifier = "content"
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        // Edges to the scroll view attach to the content area; the width to
        // the frame, so the content is as wide as the screen.
        var constraints = [
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
        ]
        if let height { constraints.append(content.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
        return content
    }

    func testTallContentSetsTheContentSizeAndRestsBelowTheStatusBar() {
        let (window, scroll) = makeScreen()
        let content = addContent(to: scroll, height: 1000)
        window.layoutIfNeeded()
        XCTAssertEqual(scroll.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(scroll.contentSize, CGSize(width: 375, height: 1000))
        XCTAssertTrue(scroll.isScrollableVertically)
        XCTAssertFalse(scroll.isScrollableHorizontally)
        // The safe area (20 at the top) is added on the scrolling axis only.
        XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        // At rest the content starts inside the inset: offset (0, -20).
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: -20))
        // Frames are in content coordinates; on screen the content is 20 down.
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 375, height: 1000))
        XCTAssertEqual(content.absoluteFrame.minY, 20)
        XCTAssertEqual(scroll.bounds.origin, CGPoint(x: 0, y: -20))
        XCTAssertTrue(scroll.scrollableContentSizeAmbiguity.isEmpty)
    }

    func testShortContentDoesNotScrollOrAdjust() {
        let (window, scroll) = makeScreen()
        let content = addContent(to: scroll, height: 300)
        window.layoutIfNeeded()
        XCTAssertFalse(scroll.isScrollableVertically)
        XCTAssertEqual(scroll.adjustedContentInset, .zero)
        XCTAssertEqual(scroll.contentOffset, .zero)
        XCTAssertEqual(content.absoluteFrame.minY, 0)
        // alwaysBounceVertical makes the axis scrollable, and so adjusted.
        scroll.alwaysBounceVertical = true
        scroll.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertTrue(scroll.isScrollableVertically)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: -20))
    }

    func testAdjustmentBehaviours() {
        let (window, scroll) = makeScreen()
        _ = addContent(to: scroll, height: 1000)
        scroll.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        XCTAssertEqual(scroll.adjustedContentInset, .zero)
        XCTAssertEqual(scroll.contentOffset, .zero)
        scroll.contentInsetAdjustmentBehavior = .always
        scroll.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
        window.layoutIfNeeded()
        // The safe area on every edge (only the top is unsafe) plus the inset.
        XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 20, left: 0, bottom: 44, right: 0))
    }

    func testScrollingMovesContentButNotItsFrame() {
        let (window, scroll) = makeScreen()
        let content = addContent(to: scroll, height: 1000)
        scroll.contentOffset = CGPoint(x: 0, y: 150)
        window.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 375, height: 1000))
        XCTAssertEqual(content.absoluteFrame.minY, -150)
        XCTAssertEqual(scroll.contentLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 375, height: 1000))
        XCTAssertEqual(scroll.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 150, width: 375, height: 667))
    }

    func testExplicitGuidesAndFloatingContent() {
        // The guide style: content pinned to contentLayoutGuide, its width to
        // frameLayoutGuide; a button inside the scroll view pinned to the
        // root's safe area floats (it doesn't scroll).
        let (window, scroll) = makeScreen()
        let column = UIView(), button = UIView()
        for v in [column, button] {
            v.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(v)
        }
        let root = window.rootView
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 10),
            column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -10),
            column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -16),
            column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -32),
            column.heightAnchor.constraint(equalToConstant: 2000),
            button.widthAnchor.constraint(equalToConstant: 56), button.heightAnchor.constraint(equalToConstant: 56),
            button.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            button.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        window.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 375, height: 2020))
        XCTAssertEqual(column.frame, CGRect(x: 16, y: 10, width: 343, height: 2000))
        // On screen: 303...359 × 595...651, whatever the offset; in content
        // coordinates that is 500 further down.
        XCTAssertEqual(button.absoluteFrame, CGRect(x: 303, y: 595, width: 56, height: 56))
        XCTAssertEqual(button.frame, CGRect(x: 303, y: 1095, width: 56, height: 56))
    }

    func testMarginAttributesAttachToTheContentAreaInsetByTheMargins() {
        let (window, scroll) = makeScreen()
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: scroll.layoutMarginsGuide.leadingAnchor),
            NSLayoutConstraint(item: label, attribute: .top, relatedBy: .equal, toItem: scroll,
                               attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: label, attribute: .bottom, relatedBy: .equal, toItem: scroll,
                               attribute: .bottomMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: label, attribute: .trailing, relatedBy: .equal, toItem: scroll,
                               attribute: .trailingMargin, multiplier: 1, constant: 0),
            label.widthAnchor.constraint(equalToConstant: 100),
            label.heightAnchor.constraint(equalToConstant: 50),
        ])
        scroll.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        // Default margins 8, measured from the safe area (insetsLayoutMarginsFromSafeArea):
        // 8 + 20 at the top. The content area is 8 + 100 + 8 wide and
        // 28 + 50 + 8 tall (the margins guide's own leading edge, from the
        // frame, agrees at offset zero).
        XCTAssertEqual(scroll.contentSize, CGSize(width: 116, height: 86))
        XCTAssertEqual(label.frame, CGRect(x: 8, y: 28, width: 100, height: 50))
    }

    func testAMissingHeightLeavesTheContentSizeAmbiguousAndNamesTheView() {
        let (window, scroll) = makeScreen()
        let content = addContent(to: scroll, height: nil)
        window.layoutIfNeeded()
        let ambiguity = scroll.scrollableContentSizeAmbiguity
        XCTAssertEqual(ambiguity.map(\.axis), [.vertical])
        XCTAssertTrue(ambiguity[0].views.contains { $0 === content })
        // The stored content size (zero) stands in, at the lowest priority.
        XCTAssertEqual(scroll.contentSize.height, 0)
    }

    func testAContentSizeSetInCodeIsKeptWithoutConstraints() {
        let (window, scroll) = makeScreen()
        scroll.contentSize = CGSize(width: 800, height: 1200)
        window.layoutIfNeeded()
        XCTAssertEqual(scroll.contentSize, CGSize(width: 800, height: 1200))
        XCTAssertTrue(scroll.isScrollableHorizontally)
        XCTAssertTrue(scroll.isScrollableVertically)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: -20))
    }
}
