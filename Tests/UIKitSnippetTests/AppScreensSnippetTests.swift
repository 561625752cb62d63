import XCTest
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// Screens as apps of 2022–2025 write them in code (AppScreensSnippets.swift),
/// on the iPhone 15 (393 × 852, safe area 59 top and 34 bottom in portrait,
/// 16-point margins). Text is measured with the fixed-advance measurer: a
/// character is half the point size wide, a line 1.2 × the point size.
final class AppScreensSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        UIApplication.shared.windows.forEach { $0.endEditing(true) }
        super.tearDown()
    }

    /// Pages the scroll view's width side by side make a content size three
    /// widths wide (Apple, "Working with Scroll Views": the content's chain
    /// gives the content size); setting the offset a page on calls the
    /// delegate, which moves the page control, as a swipe would.
    func testOnboardingPager() {
        let vc = PagedOnboardingViewController()
        _ = shown.show(vc)
        // The button: 50 high, 16 above the safe area's bottom (818), in the margins.
        XCTAssertEqual(vc.nextButton.frame, CGRect(x: 16, y: 752, width: 361, height: 50))
        XCTAssertEqual(vc.pageControl.frame.maxY, 752 - 24, accuracy: 1e-9)
        let scrollHeight = vc.pageControl.frame.minY - 16 - 59
        XCTAssertEqual(vc.scrollView.frame, CGRect(x: 0, y: 59, width: 393, height: scrollHeight))
        XCTAssertEqual(vc.scrollView.contentSize, CGSize(width: 3 * 393, height: scrollHeight))
        for (i, page) in vc.pages.enumerated() {
            XCTAssertEqual(page.frame, CGRect(x: Double(i) * 393, y: 0, width: 393, height: scrollHeight))
        }
        XCTAssertEqual(vc.scrollView.contentOffset, .zero)
        XCTAssertEqual(vc.pageControl.currentPage, 0)

        vc.nextButton.sendActions(for: .touchUpInside)
        vc.view.layoutIfNeeded()
        XCTAssertEqual(vc.scrollView.contentOffset, CGPoint(x: 393, y: 0))
        XCTAssertEqual(vc.pageControl.currentPage, 1)
        XCTAssertEqual(vc.pages[1].convert(vc.pages[1].bounds, to: nil).minX, 0, "the second page fills the screen")
        vc.nextButton.sendActions(for: .touchUpInside)
        vc.nextButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(vc.pageControl.currentPage, 2, "no page after the last")
        XCTAssertTrue(vc.scrollView.isPagingEnabled)
    }

    /// The keyboard's notifications carry its end frame as an `NSValue`
    /// (read with `cgRectValue`), its duration as an `NSNumber` and its
    /// curve (7) as a number read as `UInt`; the form's bottom moves to 16
    /// above the 336-point keyboard (852 − 336 − 16 = 500) and back.
    func testLoginFormMovesWithTheKeyboard() {
        let vc = KeyboardLoginViewController()
        let window = shown.show(vc)
        XCTAssertEqual(vc.form.frame.maxY, 852 - 34 - 16)
        XCTAssertEqual(vc.form.frame.height, 44 + 12 + 44 + 12 + 50)
        XCTAssertTrue(vc.emailField.becomeFirstResponder())
        window.keyboardHeight = 336
        XCTAssertEqual(vc.animationDurations, [0.25])
        XCTAssertEqual(vc.animationCurves, [7])
        XCTAssertEqual(vc.form.frame.maxY, 500, "laid out inside the animation block")
        XCTAssertEqual(vc.loginButton.convert(vc.loginButton.bounds, to: nil).maxY, 500)

        window.keyboardHeight = 0
        XCTAssertEqual(vc.form.frame.maxY, 802)
        XCTAssertEqual(vc.animationDurations.count, 2)
    }

    /// The keyboard layout guide's top is the safe area's bottom while no
    /// keyboard shows, the keyboard's top while one does (Apple,
    /// `UIKeyboardLayoutGuide`).
    func testKeyboardLayoutGuideLogin() {
        let vc = KeyboardGuideLoginViewController()
        let window = shown.show(vc)
        XCTAssertEqual(vc.loginButton.frame, CGRect(x: 16, y: 752, width: 361, height: 50))
        window.keyboardHeight = 336
        window.layoutIfNeeded()
        XCTAssertEqual(vc.loginButton.frame.maxY, 500)
        window.keyboardHeight = 0
        window.layoutIfNeeded()
        XCTAssertEqual(vc.loginButton.frame.maxY, 802)
    }

    /// A circular avatar: the corner radius half the side, clipped. The
    /// stack centres its views; its width is the widest (the 22-point name,
    /// 12 characters of 11 points = 132). Heights: 96 + 12 + 26.4 + 4 + 18
    /// between 24-point insets.
    func testProfileHeaderWithCircularAvatar() {
        let header = ProfileHeaderView()
        let size = header.systemLayoutSizeFitting(CGSize(width: 393, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        let expected: CGFloat = 24 + 96 + 12 + 26.4 + 4 + 18 + 24
        XCTAssertEqual(size.height, expected, accuracy: 1.0 / 3, "rounded to the 1/3-point pixel grid")
        header.frame = CGRect(origin: .zero, size: size)
        header.layoutIfNeeded()
        XCTAssertEqual(header.avatarView.layer.cornerRadius, 48)
        XCTAssertTrue(header.avatarView.clipsToBounds)
        XCTAssertTrue(header.avatarView.layer.masksToBounds, "clipsToBounds is the layer's masksToBounds")
        XCTAssertEqual(header.avatarView.frame.size, CGSize(width: 96, height: 96))
        let avatar = header.avatarView.convert(header.avatarView.bounds, to: header)
        XCTAssertEqual(avatar.midX, 196.5, accuracy: 1.0 / 3)
        XCTAssertEqual(avatar.minY, 24)
        XCTAssertEqual(header.stack.frame.width, 132, accuracy: 1e-9)
        XCTAssertEqual(header.nameLabel.convert(header.nameLabel.bounds, to: header).minY, 24 + 96 + 12)
        XCTAssertEqual(header.avatarView.layer.borderColor, UIColor.systemBackground.cgColor)
    }

    /// Self-sizing bubbles: at most 0.75 × 393 = 294.75 wide, so the text
    /// gets 270.75 points (31 characters of 8.5); the long message wraps in
    /// three lines (30, 30, 8 characters) and the bubble hugs the widest
    /// (255 + 24); the short one hugs its 3 characters. Rows are the
    /// bubbles plus 4 above and below.
    func testChatBubblesSizeThemselves() {
        let vc = ChatThreadViewController()
        _ = shown.show(vc)
        let table = vc.tableView
        guard let incoming = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ChatBubbleCell,
              let outgoing = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ChatBubbleCell else {
            return XCTFail("both rows show")
        }
        // Frames are rounded to the 1/3-point pixel grid.
        XCTAssertEqual(incoming.bubbleView.frame.origin, CGPoint(x: 16, y: 4))
        XCTAssertEqual(incoming.bubbleView.frame.width, 25.5 + 24, accuracy: 1.0 / 3)
        XCTAssertEqual(incoming.bubbleView.frame.height, 20.4 + 16, accuracy: 1.0 / 3)
        XCTAssertEqual(incoming.frame.height, 44.4, accuracy: 1.0 / 3, "20.4 + 16 + 8")
        XCTAssertEqual(outgoing.messageLabel.frame.size.width, 255)
        XCTAssertEqual(outgoing.messageLabel.frame.size.height, 3 * 20.4, accuracy: 1.0 / 3)
        XCTAssertEqual(outgoing.bubbleView.frame.width, 279)
        XCTAssertEqual(outgoing.bubbleView.frame.maxX, 393 - 16)
        XCTAssertEqual(outgoing.frame.minY, incoming.frame.maxY, accuracy: 1.0 / 3)
        XCTAssertEqual(outgoing.frame.height, 85.2, accuracy: 1.0 / 3, "3 × 20.4 + 16 + 8")
        XCTAssertEqual(outgoing.bubbleView.backgroundColor, .systemBlue)
        XCTAssertEqual(incoming.bubbleView.layer.cornerCurve, .continuous)
    }

    /// Two columns of half the group (377 / 2 = 188.5) less 8 on every side
    /// of each item (its content insets); rows 180 apart below the section's
    /// 8-point inset; the shadow is the cell layer's (Apple, `CALayer`).
    func testCardGridWithShadows() {
        let vc = CardGridViewController()
        _ = shown.show(vc)
        let grid = vc.collectionView
        XCTAssertEqual(grid.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        let frames = (0..<5).compactMap { grid.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        XCTAssertEqual(frames, [
            CGRect(x: 16, y: 16, width: 172.5, height: 164),
            CGRect(x: 204.5, y: 16, width: 172.5, height: 164),
            CGRect(x: 16, y: 196, width: 172.5, height: 164),
            CGRect(x: 204.5, y: 196, width: 172.5, height: 164),
            CGRect(x: 16, y: 376, width: 172.5, height: 164),
        ])
        XCTAssertEqual(grid.contentSize.height, 8 + 3 * 180 + 8)
        guard let cell = grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? ShadowCardCell else {
            return XCTFail("the first card shows")
        }
        XCTAssertEqual(cell.layer.shadowOpacity, 0.15)
        XCTAssertEqual(cell.layer.shadowOffset, CGSize(width: 0, height: 4))
        XCTAssertEqual(cell.layer.shadowRadius, 8)
        XCTAssertFalse(cell.layer.masksToBounds)
        XCTAssertTrue(cell.contentView.layer.masksToBounds)
        XCTAssertNotNil(cell.layer.shadowPath, "set in layoutSubviews")
        XCTAssertEqual(cell.titleLabel.text, "Hiking")
    }

    /// A sheet with a custom detent shows at its smallest detent until one
    /// is selected: 0.25 of the full sheet (852 − (53⅔ + 10)); expanding
    /// selects the large detent, the full sheet.
    func testBottomSheetWithCustomDetent() {
        let map = MapViewController()
        let window = shown.show(map)
        let details = map.showPlaceDetails()
        window.layoutIfNeeded()
        let full = 852 - (161.0 / 3 + 10)
        XCTAssertEqual(details.view.frame.height, 0.25 * full, accuracy: 1.0 / 3)
        XCTAssertEqual(details.view.frame.maxY, 852, accuracy: 0.01)
        XCTAssertEqual(details.sheetPresentationController?.preferredCornerRadius, 24)
        XCTAssertEqual(details.sheetPresentationController?.prefersGrabberVisible, true)
        XCTAssertEqual(details.sheetPresentationController?.detents.map(\.identifier.rawValue),
                       ["peek", "com.apple.UIKit.medium", "com.apple.UIKit.large"])
        details.expand()
        window.layoutIfNeeded()
        XCTAssertEqual(details.view.frame.height, full, accuracy: 1.0 / 3)
        XCTAssertEqual(details.nameLabel.convert(details.nameLabel.bounds, to: details.view).minY, 24, accuracy: 1e-9)
        XCTAssertIdentical(AppWindows.topViewController(), details)
    }

    /// The toast shows at once (the animation block sets its alpha to 1),
    /// centred 24 above the safe area's bottom, its size the padded text
    /// (15 characters of 7.5 + 32 by 18 + 20); the completions run when
    /// the animations would end, from the main queue: fade in (0.25), stay
    /// (the delay), fade out (0.25), then removal.
    func testToastFadesInAndRemovesItself() {
        let vc = UIViewController()
        _ = shown.show(vc)
        let toast = Toast.show("Saved to Photos", in: vc.view, duration: 0.1)
        vc.view.layoutIfNeeded()
        XCTAssertEqual(toast.alpha, 1)
        XCTAssertEqual(toast.frame.width, 112.5 + 32, accuracy: 1.0 / 3, "rounded to the 1/3-point pixel grid")
        XCTAssertEqual(toast.frame.height, 18 + 20)
        XCTAssertEqual(toast.frame.midX, 196.5, accuracy: 1.0 / 3)
        XCTAssertEqual(toast.frame.maxY, 852 - 34 - 24)
        XCTAssertNotNil(toast.superview)
        let gone = expectation(description: "the toast has gone")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) { gone.fulfill() }
        wait(for: [gone], timeout: 5)
        XCTAssertNil(toast.superview)
        XCTAssertEqual(toast.alpha, 0)
    }

    /// A constraint changed before an animation block that lays out: the
    /// frames are the final ones when the call returns (UIKit runs the block
    /// at once; only the drawing would move).
    func testConstraintAnimationEndsAtTheFinalFrames() {
        let vc = ExpandingPanelViewController()
        _ = shown.show(vc)
        XCTAssertEqual(vc.panel.frame, CGRect(x: 0, y: 852 - 120, width: 393, height: 120))
        vc.toggle()
        XCTAssertEqual(vc.panel.frame, CGRect(x: 0, y: 852 - 400, width: 393, height: 400))
        vc.toggle()
        XCTAssertEqual(vc.panel.frame.height, 120)
    }

    /// A notification posted with no queue reaches the block at once; the
    /// block's `DispatchQueue.main.async` runs when the main run loop turns
    /// (as on iOS: not during the post).
    func testNotificationAndMainQueueUpdate() {
        let badge = CartBadgeView()
        badge.startObserving()
        NotificationCenter.default.post(name: .cartDidChange, object: nil, userInfo: ["count": 3])
        XCTAssertEqual(badge.count, 0, "the main queue hasn't run yet")
        let updated = expectation(description: "the main queue ran")
        DispatchQueue.main.async { updated.fulfill() }
        wait(for: [updated], timeout: 5)
        XCTAssertEqual(badge.count, 3)
        XCTAssertEqual(badge.text, "3")
        XCTAssertFalse(badge.isHidden)
    }

    /// The template's scene delegate makes its window with
    /// `UIWindow(windowScene:)` and makes it key; the app finds it through
    /// `connectedScenes`. Trellis's `connect(sceneDelegate:)` does what iOS
    /// does at launch.
    func testSceneDelegateLaunchAndKeyWindow() {
        let appDelegate = AppDelegate()
        UIApplication.shared.delegate = appDelegate
        XCTAssertTrue(appDelegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        let sceneDelegate = SceneDelegate()
        let scene = UIApplication.shared.connect(sceneDelegate: sceneDelegate)
        defer { scene.delegate = nil }
        guard let window = sceneDelegate.window else { return XCTFail("the scene delegate made its window") }
        XCTAssertIdentical(AppWindows.keyWindow, window)
        XCTAssertIdentical(UIApplication.shared.keyWindow, window)
        XCTAssertIdentical(window.windowScene, scene)
        XCTAssertIdentical(scene.delegate, sceneDelegate)
        XCTAssertEqual(window.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(scene.session.role, .windowApplication)
        window.layoutIfNeeded()
        guard let tabs = window.rootViewController as? UITabBarController else { return XCTFail("the root is the tabs") }
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        XCTAssertTrue(AppWindows.topViewController() is PagedOnboardingViewController)
        UIApplication.shared.delegate = nil
    }

    /// Status bar and orientation preferences are the controller's
    /// overrides (UIKit asks them; Trellis draws no status bar). The status
    /// bar of the iPhone 15 is 54 points (161 pixels at 3×) above its 59-point
    /// safe area. A property animator's block runs when it starts, so the
    /// frames are the final ones at once; its completion gets `.end` when the
    /// 0.3 seconds are up.
    func testPlayerStatusBarAndPropertyAnimator() {
        let player = PlayerViewController()
        let window = shown.show(player)
        XCTAssertEqual(player.preferredStatusBarStyle, .lightContent)
        XCTAssertTrue(player.prefersHomeIndicatorAutoHidden)
        XCTAssertFalse(player.prefersStatusBarHidden)
        XCTAssertEqual(player.supportedInterfaceOrientations, [.portrait, .landscapeLeft, .landscapeRight])
        XCTAssertEqual(window.windowScene?.interfaceOrientation, .portrait)
        window.layoutIfNeeded()
        XCTAssertEqual(player.headerSpacer.frame.height, 161.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(player.miniPlayer.frame, CGRect(x: 0, y: 852 - 34 - 64, width: 393, height: 64))

        player.expand()
        XCTAssertEqual(player.miniPlayer.frame.height, 400)
        XCTAssertEqual(player.animator?.state, .active)
        XCTAssertEqual(player.animator?.isRunning, true)
        XCTAssertEqual(player.finishedPositions, [])
        let ended = expectation(description: "the animator ended")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { ended.fulfill() }
        wait(for: [ended], timeout: 5)
        XCTAssertEqual(player.finishedPositions, [.end])
        XCTAssertEqual(player.animator?.state, .inactive)
        XCTAssertEqual(player.animator?.fractionComplete, 1)
    }

    /// Stopping without finishing calls no completion (Apple,
    /// `stopAnimation(_:)`); stopping then finishing calls it with the
    /// position asked for.
    func testPropertyAnimatorStopAndFinish() {
        var positions: [UIViewAnimatingPosition] = []
        let view = UIView()
        let first = UIViewPropertyAnimator(duration: 0.2, curve: .easeOut) { view.alpha = 0 }
        first.addCompletion { positions.append($0) }
        XCTAssertEqual(first.state, .inactive)
        XCTAssertEqual(view.alpha, 1, "nothing runs before the animator starts")
        first.pauseAnimation()
        XCTAssertEqual(view.alpha, 0)
        XCTAssertEqual(first.state, .active)
        XCTAssertFalse(first.isRunning)
        first.stopAnimation(true)
        XCTAssertEqual(first.state, .inactive)
        let second = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [],
                                                                    animations: { view.alpha = 1 },
                                                                    completion: { positions.append($0) })
        XCTAssertEqual(view.alpha, 1)
        second.stopAnimation(false)
        XCTAssertEqual(second.state, .stopped)
        second.finishAnimation(at: .current)
        XCTAssertEqual(positions, [.current])
        XCTAssertEqual(second.state, .inactive)
    }

    /// `transition(from:to:…)` swaps the views in their superview (the
    /// empty state gives way to the list); keyframes run in order.
    func testTransitionFromViewToViewAndKeyframes() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let empty = UILabel(), list = UIView(), badge = UIView()
        container.addSubview(badge)
        container.addSubview(empty)
        UIView.transition(from: empty, to: list, duration: 0.3, options: .transitionCrossDissolve)
        XCTAssertNil(empty.superview)
        XCTAssertEqual(container.subviews, [badge, list])
        UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { badge.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { badge.alpha = 0 }
        })
        XCTAssertEqual(badge.alpha, 0)
    }
}
