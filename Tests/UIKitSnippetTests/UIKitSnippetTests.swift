import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// Code written for UIKit (the other files of this target), compiled with only
/// the import switched, laid out to the frames iOS gives. Frames are computed
/// by hand in the comments. Unless a test sets another, `UIScreen.main` is
/// Trellis's default: an iPhone 15 (393 × 852 at 3×, safe area 59 top and 34
/// bottom in portrait).
final class UIKitSnippetTests: XCTestCase {
    func testLoginScreenInAWindowOnTheMainScreen() {
        let login = LoginViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = login
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        // The controller's view fills the window; its margins are the system
        // minimum, 16 leading and trailing in a compact width (Apple,
        // `systemMinimumLayoutMargins`), so the margin guide spans 16...377.
        XCTAssertEqual(login.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(login.view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // Title: 32 below the safe area's top (59): y 91. With the fixed-advance
        // measurer a 30-pt line is 36 tall and each character 15 wide: 7 × 15.
        XCTAssertEqual(login.titleLabel.frame, CGRect(x: 16, y: 91, width: 105, height: 36))
        // Fields: 24 below the title (127 + 24 = 151), between the margins.
        XCTAssertEqual(login.emailField.frame, CGRect(x: 16, y: 151, width: 361, height: 44))
        XCTAssertEqual(login.passwordField.frame, CGRect(x: 16, y: 207, width: 361, height: 44))
        // Button: half the width (196.5), centred (x 98.25), 24 below the
        // password field. At 3× edges round to thirds: 98.25 → 98.333 and
        // 294.75 → 294.667 (Apple: frames round to the nearest device pixel).
        XCTAssertEqual(login.loginButton.frame.minX, 98.333, accuracy: 0.001)
        XCTAssertEqual(login.loginButton.frame.maxX, 294.667, accuracy: 0.001)
        XCTAssertEqual(login.loginButton.frame.minY, 275)
        XCTAssertEqual(login.loginButton.frame.height, 50)
        XCTAssertGreaterThanOrEqual(login.didLayoutCount, 1)
        XCTAssertFalse(login.view.hasAmbiguousLayout)
    }

    func testTheSharingGuidesExampleOnAnotherMainScreen() {
        // docs/SHARING.md: pick a device by setting UIScreen.main.
        let saved = UIScreen.main
        defer { UIScreen.main = saved }
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2,
                                 portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let login = LoginViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = login
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // Title at 20 + 32 = 52, 36 tall; fields 24 below: 112; 375 - 2 × 16 wide.
        XCTAssertEqual(login.emailField.frame, CGRect(x: 16, y: 112, width: 343, height: 44))
        XCTAssertEqual(window.scale, 2)
    }

    func testLoginScreenViewLaidOutOutsideAWindow() {
        // Unit tests commonly lay a controller's view out without a window:
        // UIKit lays it out against its own bounds, with no safe area.
        let login = LoginViewController()
        login.loadViewIfNeeded()
        login.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        login.view.layoutIfNeeded()
        // No window: safe area 0, so the title sits 32 from the top; the
        // margins are still the system minimum (16).
        XCTAssertEqual(login.titleLabel.frame, CGRect(x: 16, y: 32, width: 105, height: 36))
        XCTAssertEqual(login.emailField.frame, CGRect(x: 16, y: 92, width: 288, height: 44))
        XCTAssertEqual(login.loginButton.frame, CGRect(x: 80, y: 216, width: 160, height: 50))
        XCTAssertEqual(login.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    func testProfileCardOverridesAndUpdateConstraints() {
        let card = ProfileCardView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        card.layoutIfNeeded()
        // Regular: avatar 88 square, 16 from the top, at the leading margin (8).
        XCTAssertEqual(card.avatar.frame, CGRect(x: 8, y: 16, width: 88, height: 88))
        // Name: 12 after the avatar, centred on it. "Ada" at 20 pt: 3 × 10 wide,
        // 24 tall, so y = 16 + 44 - 12 = 48.
        XCTAssertEqual(card.nameLabel.frame, CGRect(x: 108, y: 48, width: 30, height: 24))
        XCTAssertEqual(card.avatarCornerRadius, 44)
        XCTAssertEqual(card.intrinsicContentSize.height, 120)

        let updatesBefore = card.updateCount
        card.isCompact = true
        card.layoutIfNeeded()
        XCTAssertEqual(card.updateCount, updatesBefore + 1)
        XCTAssertEqual(card.avatar.frame, CGRect(x: 8, y: 8, width: 48, height: 48))
        XCTAssertEqual(card.nameLabel.frame, CGRect(x: 64, y: 8, width: 30, height: 24))
        XCTAssertEqual(card.avatarCornerRadius, 24)
        XCTAssertEqual(card.intrinsicContentSize.height, 64)
        XCTAssertTrue(ProfileCardView.requiresConstraintBasedLayout)
    }

    func testProfileCardFitsItsContent() {
        // A card inside a screen, sized by its intrinsic height.
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let card = ProfileCardView()
        card.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: screen.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
        ])
        screen.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 20, width: 375, height: 120))
    }

    func testDashboardUpdateViewConstraintsAndChildController() {
        let dashboard = DashboardViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = dashboard
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        // A 375 × 667 window is not the main screen's size: no safe area.
        // `|-[header]-|` pins to the root view's margins (16).
        XCTAssertEqual(dashboard.header.frame, CGRect(x: 16, y: 0, width: 343, height: 60))
        XCTAssertEqual(dashboard.bannerContainer.frame, CGRect(x: 0, y: 68, width: 375, height: 40))
        XCTAssertEqual(dashboard.content.frame, CGRect(x: 16, y: 116, width: 343, height: 551))
        // The child's view follows its container by its autoresizing mask.
        XCTAssertEqual(dashboard.banner.view.frame, CGRect(x: 0, y: 0, width: 375, height: 40))
        XCTAssertTrue(dashboard.children.first === dashboard.banner)
        XCTAssertTrue(dashboard.banner.parent === dashboard)
        XCTAssertTrue(dashboard.banner.movedToParent === dashboard)
        // Both passes reached the controller: update before layout.
        let first = dashboard.log.firstIndex(of: "updateViewConstraints")
        let willLayout = dashboard.log.firstIndex(of: "viewWillLayoutSubviews")
        let didLayout = dashboard.log.firstIndex(of: "viewDidLayoutSubviews")
        XCTAssertNotNil(first)
        XCTAssertLessThan(first!, willLayout!)
        XCTAssertLessThan(willLayout!, didLayout!)

        dashboard.log.removeAll()
        dashboard.showsBanner = false
        window.layoutIfNeeded()
        XCTAssertEqual(dashboard.log.first, "updateViewConstraints")
        XCTAssertEqual(dashboard.bannerContainer.frame.height, 0)
        XCTAssertEqual(dashboard.content.frame, CGRect(x: 16, y: 76, width: 343, height: 591))
    }

    func testCoreGraphicsAndPriorities() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = UIView(), b = UIView()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(v)
        }
        let wantsWide = a.widthAnchor.constraint(equalToConstant: 400)
        wantsWide.priority = UILayoutPriority(rawValue: 999)
        let fits = a.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -20)
        let half = b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5)
        half.priority = .defaultHigh + 1
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20), fits, wantsWide,
            a.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            a.heightAnchor.constraint(equalToConstant: 30),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor), half,
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        container.layoutIfNeeded()
        // 400 can't fit: the width stops at 300 - 20 - 20 = 260.
        XCTAssertEqual(a.frame, CGRect(x: 20, y: 10, width: 260, height: 30))
        XCTAssertEqual(b.frame, CGRect(x: 20, y: 48, width: 130, height: 30))
        XCTAssertEqual(half.priority.rawValue, 751)
        XCTAssertEqual(a.frame.insetBy(dx: 10, dy: 5), CGRect(x: 30, y: 15, width: 240, height: 20))
        XCTAssertTrue(a.frame.union(b.frame).contains(CGPoint(x: 21, y: 77)))
        XCTAssertEqual(a.frame.offsetBy(dx: 0.4, dy: 0.6).integral, CGRect(x: 20, y: 10, width: 261, height: 31))
    }

    func testArticleInAScrollView() {
        let saved = UIScreen.main
        defer { UIScreen.main = saved }
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2,
                                 portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let article = ArticleViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = article
        window.layoutIfNeeded()
        // Content: 375 wide (the frame guide); labels between its margins (8):
        // 359 wide, 42 characters a line at 17 pt (8.5 each). Headline: 28 pt,
        // 14 wide a character, 25 a line: "Layout without a Mac" (20) is one
        // line, 33.6 tall. Body: 40 × "Constraints all the way down. " wraps
        // to lines of at most 42 characters: 30 lines (counted by the
        // measurer's greedy rule below), 20.4 each.
        let measurer = FixedAdvanceTextMeasurer()
        let bodyLines = measurer.layout(article.body.text!, font: .systemFont(ofSize: 17), numberOfLines: 0, width: 359).lines.count
        XCTAssertEqual(article.headline.frame, CGRect(x: 8, y: 20, width: 359, height: 33.5))
        let bodyHeight = CGFloat(bodyLines) * 20.4
        XCTAssertEqual(article.body.frame.minY, 65.5, accuracy: 0.001)   // 20 + 33.6 + 12 = 65.6 → 65.5 at 2×
        XCTAssertEqual(article.body.frame.height, (65.6 + bodyHeight) .roundedToHalf - 65.5, accuracy: 0.001)
        // Content height: 20 + 33.6 + 12 + body + 20; taller than the screen,
        // so it scrolls and rests below the status bar.
        let contentHeight = 85.6 + bodyHeight
        XCTAssertEqual(article.scrollView.contentSize.width, 375)
        XCTAssertEqual(article.scrollView.contentSize.height, contentHeight.roundedToHalf, accuracy: 0.001)
        XCTAssertTrue(article.scrollView.isScrollableVertically)
        XCTAssertEqual(article.scrollView.contentOffset, CGPoint(x: 0, y: -20))
        XCTAssertEqual(article.contentView.frame.minY, 0)
        XCTAssertTrue(article.scrollView.scrollableContentSizeAmbiguity.isEmpty)
        XCTAssertGreaterThan(bodyLines, 20)
    }
}

extension CGFloat {
    /// Rounded to the 2× pixel grid, halves up (UIKit's frame rounding).
    var roundedToHalf: CGFloat { (self * 2 + 0.5).rounded(.down) / 2 }
}
