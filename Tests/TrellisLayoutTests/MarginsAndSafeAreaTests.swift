import XCTest
import TrellisLayout

/// UIKit documentation: `UIView.layoutMargins` / `directionalLayoutMargins`
/// ("the default margins are 8 points on each side"),
/// `UIViewController.systemMinimumLayoutMargins` (root view: 16 points
/// leading/trailing in a compact width, 20 in a regular one; custom margins
/// below the minimum are raised), `insetsLayoutMarginsFromSafeArea`,
/// `preservesSuperviewLayoutMargins`, `safeAreaInsets` /
/// `safeAreaLayoutGuide` ("the portion of the view not covered by bars"),
/// and `readableContentGuide`.
final class MarginsAndSafeAreaTests: XCTestCase {

    /// A 200x100 container at (20, 100) in the root view of a phone (clear of
    /// the status bar, so its safe-area insets are zero), and a child pinned
    /// to the container's margins guide.
    func containerWithChild(_ window: UIWindow, configure: (UIView) -> Void = { _ in }) -> (UIView, UIView) {
        let container = HandLayout.addView("container", to: window.rootView)
        HandLayout.pin(container, in: window.rootView, CGRect(x: 20, y: 100, width: 200, height: 100))
        configure(container)
        let child = HandLayout.addView("child", to: container)
        HandLayout.pinEdges(child, to: container.layoutMarginsGuide)
        window.layoutIfNeeded()
        return (container, child)
    }

    // MARK: Default and custom margins

    func testDefaultLayoutMarginsAreEightOnEverySide() {
        let window = HandLayout.phoneSE()
        let (container, child) = containerWithChild(window)
        XCTAssertEqual(container.layoutMargins, UIEdgeInsets(all: 8))
        XCTAssertEqual(container.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        XCTAssertEqual(container.effectiveLayoutMargins, UIEdgeInsets(all: 8))
        assertHandFrame(child, 8, 8, 184, 84)
        assertHandRect(child.absoluteFrame, CGRect(x: 28, y: 108, width: 184, height: 84), "child (window)")
        assertHandRect(container.layoutMarginsGuide.layoutFrame, CGRect(x: 8, y: 8, width: 184, height: 84), "margins guide")
    }

    /// A view laid out outside any window is its own top view; its guides
    /// (its margins guide, and one added with `addLayoutGuide`) get their
    /// `layoutFrame` in the same pass as its subviews get their frames
    /// (Apple, `UILayoutGuide.layoutFrame`: "the guide's frame in its owning
    /// view's coordinate system"; the default margins are 8 points).
    func testGuidesOfAViewOutsideAnyWindowGetTheirFrames() {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let spacer = UILayoutGuide()
        host.addLayoutGuide(spacer)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(child)
        NSLayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: host.layoutMarginsGuide.leadingAnchor),
            spacer.topAnchor.constraint(equalTo: host.layoutMarginsGuide.topAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 30),
            spacer.heightAnchor.constraint(equalToConstant: 10),
            child.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            child.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        host.layoutIfNeeded()
        assertHandRect(child.frame, CGRect(x: 38, y: 18, width: 20, height: 20), "child")
        assertHandRect(spacer.layoutFrame, CGRect(x: 8, y: 8, width: 30, height: 10), "added guide")
        assertHandRect(host.layoutMarginsGuide.layoutFrame, CGRect(x: 8, y: 8, width: 184, height: 84), "margins guide")
    }

    func testCustomLayoutMargins() {
        let window = HandLayout.phoneSE()
        let (container, child) = containerWithChild(window) {
            $0.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        }
        XCTAssertEqual(container.effectiveLayoutMargins, UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        // 200 - 20 - 40 = 140 wide, 100 - 10 - 30 = 60 tall.
        assertHandFrame(child, 20, 10, 140, 60)
    }

    func testChangingMarginsAfterLayoutMovesTheChild() {
        let window = HandLayout.phoneSE()
        let (container, child) = containerWithChild(window)
        container.layoutMargins = UIEdgeInsets(all: 20)
        window.layoutIfNeeded()
        assertHandFrame(child, 20, 20, 160, 60)
    }

    func testMarginAttributesEqualTheMarginsGuide() {
        // NSLayoutConstraint(item:…) with .leadingMargin etc. names the same
        // edges as layoutMarginsGuide's anchors.
        let window = HandLayout.phoneSE()
        let container = HandLayout.addView("container", to: window.rootView)
        HandLayout.pin(container, in: window.rootView, CGRect(x: 20, y: 100, width: 200, height: 100))
        container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let child = HandLayout.addView("child", to: container)
        let pairs: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)] =
            [(.leading, .leadingMargin), (.trailing, .trailingMargin), (.top, .topMargin), (.bottom, .bottomMargin)]
        NSLayoutConstraint.activate(pairs.map {
            NSLayoutConstraint(item: child, attribute: $0.0, relatedBy: .equal, toItem: container, attribute: $0.1,
                               multiplier: 1, constant: 0)
        })
        window.layoutIfNeeded()
        assertHandFrame(child, 20, 10, 140, 60)
    }

    func testCenterWithinMarginsUsesTheMarginsCentre() {
        let window = HandLayout.phoneSE()
        let container = HandLayout.addView("container", to: window.rootView)
        HandLayout.pin(container, in: window.rootView, CGRect(x: 20, y: 100, width: 200, height: 100))
        container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let child = HandLayout.addView("child", to: container)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: container,
                               attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .centerY, relatedBy: .equal, toItem: container,
                               attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
            child.widthAnchor.constraint(equalToConstant: 40),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        // Margins area x 20...160 (centre 90), y 10...70 (centre 40).
        assertHandFrame(child, 70, 30, 40, 20)
    }

    // MARK: Directional margins

    func testDirectionalLayoutMarginsInRightToLeft() {
        let window = HandLayout.phoneSE(direction: .rightToLeft)
        let (container, child) = containerWithChild(window) {
            $0.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        }
        // Leading is the right side: left margin 10, right margin 30.
        XCTAssertEqual(container.layoutMargins, UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
        assertHandFrame(child, 10, 0, 160, 100)
    }

    func testDirectionalLayoutMarginsInLeftToRight() {
        let window = HandLayout.phoneSE()
        let (container, child) = containerWithChild(window) {
            $0.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        }
        XCTAssertEqual(container.layoutMargins, UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10))
        assertHandFrame(child, 30, 0, 160, 100)
    }

    // MARK: The root view's system minimum margins

    func testRootViewMarginsAreSixteenInCompactWidth() {
        // A guide made after a pass gets its layoutFrame at the next pass
        // (UIKit: valid by the time the owner's layoutSubviews runs): touch it first.
        let se = HandLayout.phoneSE()
        _ = se.rootView.layoutMarginsGuide
        se.layoutIfNeeded()
        // 16 leading/trailing; top and bottom 0 plus the safe area (status bar 20).
        XCTAssertEqual(se.rootView.effectiveLayoutMargins, UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        assertHandRect(se.rootView.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 20, width: 343, height: 647), "SE margins")

        let notched = HandLayout.notchedPhone()
        _ = notched.rootView.layoutMarginsGuide
        notched.layoutIfNeeded()
        assertHandRect(notched.rootView.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 47, width: 358, height: 763),
                       "notched margins")
    }

    func testRootViewMarginsAreTwentyInRegularWidth() {
        let iPad = UIWindow(width: 1024, height: 768, scale: 2)
        XCTAssertEqual(iPad.horizontalSizeClass, .regular)
        let view = HandLayout.addView("view", to: iPad.rootView)
        HandLayout.pinEdges(view, to: iPad.rootView.layoutMarginsGuide)
        iPad.layoutIfNeeded()
        assertHandFrame(view, 20, 0, 984, 768)

        // The size class decides, not the width.
        let regularPhone = UIWindow(width: 375, height: 667, scale: 2, horizontalSizeClass: .regular)
        _ = regularPhone.rootView.layoutMarginsGuide
        regularPhone.layoutIfNeeded()
        assertHandRect(regularPhone.rootView.layoutMarginsGuide.layoutFrame, CGRect(x: 20, y: 0, width: 335, height: 667),
                       "regular-width margins")
    }

    func testCustomRootMarginsAreRaisedToTheMinimum() {
        let window = HandLayout.phoneSE()
        let root = window.rootView
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 4, bottom: 5, trailing: 30)
        let view = HandLayout.addView("view", to: root)
        HandLayout.pinEdges(view, to: root.layoutMarginsGuide)
        window.layoutIfNeeded()
        // Leading 4 -> 16; trailing 30 stays (above the minimum); top 5 + safe
        // area 20; bottom 5.
        XCTAssertEqual(root.effectiveLayoutMargins, UIEdgeInsets(top: 25, left: 16, bottom: 5, right: 30))
        assertHandFrame(view, 16, 25, 329, 637)
    }

    // MARK: insetsLayoutMarginsFromSafeArea

    /// A view covering the whole notched screen, and a child on its margins.
    func fullScreenView(insetsFromSafeArea: Bool) -> (UIView, UIView) {
        let window = HandLayout.notchedPhone()
        let full = HandLayout.addView("fullScreen", to: window.rootView)
        HandLayout.pinEdges(full, to: window.rootView)
        full.insetsLayoutMarginsFromSafeArea = insetsFromSafeArea
        let child = HandLayout.addView("child", to: full)
        HandLayout.pinEdges(child, to: full.layoutMarginsGuide)
        window.layoutIfNeeded()
        return (full, child)
    }

    func testMarginsAreMeasuredFromTheSafeAreaByDefault() {
        let (full, child) = fullScreenView(insetsFromSafeArea: true)
        XCTAssertTrue(UIView().insetsLayoutMarginsFromSafeArea)
        XCTAssertEqual(full.effectiveLayoutMargins, UIEdgeInsets(top: 55, left: 8, bottom: 42, right: 8))
        // 8 + 47 = 55 from the top, 8 + 34 = 42 from the bottom.
        assertHandFrame(child, 8, 55, 374, 747)
    }

    func testMarginsIgnoreTheSafeAreaWhenInsetsFromSafeAreaIsFalse() {
        let (full, child) = fullScreenView(insetsFromSafeArea: false)
        XCTAssertEqual(full.effectiveLayoutMargins, UIEdgeInsets(all: 8))
        assertHandFrame(child, 8, 8, 374, 828)
    }

    func testRootViewMarginsIgnoreTheSafeAreaWhenInsetsFromSafeAreaIsFalse() {
        let window = HandLayout.notchedPhone()
        window.rootView.insetsLayoutMarginsFromSafeArea = false
        _ = window.rootView.layoutMarginsGuide
        window.layoutIfNeeded()
        assertHandRect(window.rootView.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 0, width: 358, height: 844),
                       "root margins")
    }

    // MARK: preservesSuperviewLayoutMargins

    /// The window comes back too: views don't hold their window (as in
    /// UIKit), so the caller keeps it for as long as it reads frames.
    func preservingContainer(x: Double, width: Double, preserves: Bool) -> (UIWindow, UIView, UIView) {
        let window = HandLayout.phoneSE()
        let container = HandLayout.addView("container", to: window.rootView)
        HandLayout.pin(container, in: window.rootView, CGRect(x: x, y: 100, width: width, height: 100))
        container.preservesSuperviewLayoutMargins = preserves
        let child = HandLayout.addView("child", to: container)
        HandLayout.pinEdges(child, to: container.layoutMarginsGuide)
        window.layoutIfNeeded()
        return (window, container, child)
    }

    func testPreservesSuperviewLayoutMarginsIsFalseByDefault() {
        XCTAssertFalse(UIView().preservesSuperviewLayoutMargins)
        let (window, _, child) = preservingContainer(x: 4, width: 367, preserves: false)
        assertHandFrame(child, 8, 8, 351, 84)
        withExtendedLifetime(window) {}
    }

    func testPreservesSuperviewLayoutMarginsClearsTheRootMargins() {
        // The container starts 4 points in and ends 4 points short of the
        // root's edges; the root's margins are 16. Its own margins grow to
        // 16 - 4 = 12 on each side, so its content lines up with the root's
        // margins (x 16...359 in the window).
        let (window, container, child) = preservingContainer(x: 4, width: 367, preserves: true)
        XCTAssertEqual(container.effectiveLayoutMargins, UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12))
        assertHandFrame(child, 12, 8, 343, 84)
        assertHandRect(child.absoluteFrame, CGRect(x: 16, y: 108, width: 343, height: 84), "child (window)")
        withExtendedLifetime(window) {}
    }

    func testPreservesSuperviewLayoutMarginsKeepsLargerOwnMargins() {
        // At x 10 the root's 16 only asks for 6: the container's own 8 stays.
        let (window, container, child) = preservingContainer(x: 10, width: 355, preserves: true)
        XCTAssertEqual(container.effectiveLayoutMargins.left, 8)
        XCTAssertEqual(container.effectiveLayoutMargins.right, 8)
        assertHandFrame(child, 8, 8, 339, 84)
        withExtendedLifetime(window) {}
    }

    // MARK: Safe area passed down

    func testFullScreenSubviewGetsTheWindowsSafeAreaInsets() {
        let window = HandLayout.notchedPhone()
        let full = HandLayout.addView("fullScreen", to: window.rootView)
        HandLayout.pinEdges(full, to: window.rootView)
        let content = HandLayout.addView("content", to: full)
        HandLayout.pinEdges(content, to: full.safeAreaLayoutGuide)
        window.layoutIfNeeded()
        XCTAssertEqual(window.rootView.safeAreaInsets, UIEdgeInsets(top: 47, bottom: 34))
        XCTAssertEqual(full.safeAreaInsets, UIEdgeInsets(top: 47, bottom: 34))
        assertHandRect(full.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 47, width: 390, height: 763), "safe area")
        assertHandFrame(content, 0, 47, 390, 763)
        XCTAssertEqual(content.safeAreaInsets, .zero)
    }

    func testViewInTheMiddleHasNoSafeAreaInsets() {
        let window = HandLayout.notchedPhone()
        let middle = HandLayout.addView("middle", to: window.rootView)
        HandLayout.pin(middle, in: window.rootView, CGRect(x: 20, y: 300, width: 350, height: 100))
        _ = middle.safeAreaLayoutGuide
        window.layoutIfNeeded()
        XCTAssertEqual(middle.safeAreaInsets, .zero)
        assertHandRect(middle.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 350, height: 100), "safe area")
    }

    func testViewOverlappingTheNotchGetsOnlyTheOverlap() {
        let window = HandLayout.notchedPhone()
        let banner = HandLayout.addView("banner", to: window.rootView)
        HandLayout.pin(banner, in: window.rootView, CGRect(x: 0, y: 20, width: 390, height: 100))
        let nested = HandLayout.addView("nested", to: banner)
        HandLayout.pin(nested, in: banner, CGRect(x: 10, y: 10, width: 100, height: 50))
        let footer = HandLayout.addView("footer", to: window.rootView)
        HandLayout.pin(footer, in: window.rootView, CGRect(x: 0, y: 794, width: 390, height: 50))
        _ = footer.safeAreaLayoutGuide
        window.layoutIfNeeded()
        // Safe area y 47...810. Banner 20...120: top 27. Nested 30...80: top 17.
        // Footer 794...844: bottom 34.
        XCTAssertEqual(banner.safeAreaInsets, UIEdgeInsets(top: 27))
        XCTAssertEqual(nested.safeAreaInsets, UIEdgeInsets(top: 17))
        XCTAssertEqual(footer.safeAreaInsets, UIEdgeInsets(bottom: 34))
        assertHandRect(footer.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 390, height: 16), "footer safe area")
    }

    func testSafeAreaInsetsFollowTheViewWhenItMoves() {
        let window = HandLayout.notchedPhone()
        let box = HandLayout.addView("box", to: window.rootView)
        let top = box.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 300)
        NSLayoutConstraint.activate([
            top, box.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100),
        ])
        let child = HandLayout.addView("child", to: box)
        HandLayout.pinEdges(child, to: box.safeAreaLayoutGuide)
        window.layoutIfNeeded()
        assertHandFrame(child, 0, 0, 100, 100)
        top.constant = 0
        window.layoutIfNeeded()
        XCTAssertEqual(box.safeAreaInsets, UIEdgeInsets(top: 47))
        assertHandFrame(child, 0, 47, 100, 53)
    }

    // MARK: readableContentGuide

    func testReadableContentGuideIs672WideOnARegularWidthWindow() {
        let iPad = UIWindow(width: 1024, height: 768, scale: 2)
        let root = iPad.rootView
        let text = HandLayout.addView("text", to: root)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor, constant: 100),
            text.heightAnchor.constraint(equalToConstant: 50),
        ])
        iPad.layoutIfNeeded()
        // Margins 20...1004 (984 wide); 672 centred in them: 20 + (984 - 672) / 2 = 176.
        assertHandRect(root.readableContentGuide.layoutFrame, CGRect(x: 176, y: 0, width: 672, height: 768), "readable")
        assertHandFrame(text, 176, 100, 672, 50)
        XCTAssertFalse(text.hasAmbiguousLayout)
    }

    func testReadableContentGuideOnAPortraitIPad() {
        let iPad = UIWindow(width: 768, height: 1024, scale: 2)
        _ = iPad.rootView.readableContentGuide
        iPad.layoutIfNeeded()
        // Margins 20...748 (728 wide): 672 centred, from 48.
        assertHandRect(iPad.rootView.readableContentGuide.layoutFrame, CGRect(x: 48, y: 0, width: 672, height: 1024),
                       "readable")
    }

    func testReadableContentGuideEqualsTheMarginsOnAPhone() {
        let window = HandLayout.phoneSE()
        let root = window.rootView
        let text = HandLayout.addView("text", to: root)
        HandLayout.pinEdges(text, to: root.readableContentGuide)
        window.layoutIfNeeded()
        // 343 < 672: the readable area is the margins area.
        assertHandRect(root.readableContentGuide.layoutFrame, root.layoutMarginsGuide.layoutFrame, "readable")
        assertHandRect(root.readableContentGuide.layoutFrame, CGRect(x: 16, y: 20, width: 343, height: 647), "readable")
        assertHandFrame(text, 16, 20, 343, 647)
    }
}
