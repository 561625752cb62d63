import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// A navigation controller's delegate, tab bar item appearances, vibrancy
/// styles and content size category limits, as apps use them.
final class AppChromeSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    private func titled(_ title: String) -> UIViewController {
        let vc = UIViewController()
        vc.title = title
        return vc
    }

    /// Apple (`UINavigationControllerDelegate`): willShow before and didShow
    /// after the navigation controller shows a controller's view; pushes and
    /// pops in Trellis are immediate, so both come with the call.
    func testNavigationDelegateHearsPushesAndPops() {
        let coordinator = NavigationCoordinator(root: titled("List"))
        XCTAssertTrue(coordinator.navigationController.delegate === coordinator)
        _ = shown.show(coordinator.navigationController)
        coordinator.navigationController.pushViewController(titled("Detail"), animated: true)
        XCTAssertEqual(coordinator.events, ["will Detail true", "did Detail true"])
        coordinator.navigationController.popViewController(animated: false)
        XCTAssertEqual(coordinator.events.suffix(2), ["will List false", "did List false"])
    }

    func testNavigationDelegateHearsNothingOutsideAWindow() {
        let coordinator = NavigationCoordinator(root: titled("List"))
        coordinator.navigationController.pushViewController(titled("Detail"), animated: false)
        XCTAssertEqual(coordinator.events, [])
        XCTAssertEqual(coordinator.navigationController.viewControllers.count, 2)
    }

    /// `badgeColor` (Apple: "the background color to apply to the badge"):
    /// the badge Trellis draws takes it; the item appearances are kept.
    func testTabBarBadgeColorAndItemAppearance() {
        let tabs = BadgedTabBarController()
        let window = shown.show(tabs)
        window.layoutIfNeeded()
        func labels(_ view: UIView) -> [UILabel] {
            view.subviews.flatMap { ($0 as? UILabel).map { [$0] } ?? labels($0) }
        }
        let badge = labels(tabs.tabBar).first { $0.text == "3" }
        XCTAssertEqual(badge?.backgroundColor, .systemGreen)
        let appearance = tabs.tabBar.standardAppearance
        XCTAssertEqual(appearance.stackedLayoutAppearance.normal.iconColor, .secondaryLabel)
        XCTAssertEqual(appearance.inlineLayoutAppearance.normal.badgeBackgroundColor, .systemGreen)
        XCTAssertEqual(appearance.stackedLayoutAppearance.selected.titleTextAttributes[.foregroundColor] as? UIColor, .systemIndigo)
        XCTAssertEqual(appearance.backgroundColor, .systemBackground)
    }

    /// Apple (`maximumContentSizeCategory`, iOS 15): the view and its
    /// subviews see at most that category; Dynamic Type text inside is
    /// measured at it. Body is 23 points at xxxLarge and 40 at AX XL
    /// (Apple's HIG type-size tables).
    func testMaximumContentSizeCategoryLimitsTheCardsText() {
        let screen = MapScreenViewController()
        let window = shown.show(screen)
        XCTAssertEqual(screen.card.subtitle.font.pointSize, 17)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        window.layoutIfNeeded()
        XCTAssertEqual(screen.card.traitCollection.preferredContentSizeCategory, .extraExtraExtraLarge)
        XCTAssertEqual(screen.card.subtitle.traitCollection.preferredContentSizeCategory, .extraExtraExtraLarge)
        XCTAssertEqual(screen.card.subtitle.font.pointSize, 23)
        XCTAssertEqual(screen.card.title.font.pointSize, 23, "headline at xxxLarge")
        XCTAssertEqual(screen.caption.font.pointSize, 40, "outside the card: AX XL's body")
        XCTAssertEqual(screen.card.maximumContentSizeCategory, .extraExtraExtraLarge)
        XCTAssertNil(screen.card.minimumContentSizeCategory)
    }

    func testMinimumContentSizeCategoryRaisesTheCategory() {
        let view = UIView()
        view.minimumContentSizeCategory = .extraLarge
        XCTAssertEqual(view.traitCollection.preferredContentSizeCategory, .extraLarge, "above the default Large")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: view.traitCollection).pointSize, 19)
    }

    func testVibrancyStyleIsKept() {
        let card = OverlayCardView()
        XCTAssertEqual((card.vibrancy.effect as? UIVibrancyEffect)?.style, .secondaryLabel)
        XCTAssertEqual((card.blur.effect as? UIBlurEffect)?.style, .systemThickMaterial)
        XCTAssertEqual(card.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    }
}
