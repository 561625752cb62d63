#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A coordinator that watches its navigation controller, as apps write one
/// (it hides a floating button on detail screens).
final class NavigationCoordinator: NSObject, UINavigationControllerDelegate {
    let navigationController: UINavigationController
    private(set) var events: [String] = []

    init(root: UIViewController) {
        navigationController = UINavigationController(rootViewController: root)
        super.init()
        navigationController.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        events.append("will \(viewController.title ?? "?") \(animated)")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        events.append("did \(viewController.title ?? "?") \(animated)")
    }
}

/// A tab bar app with badges and iOS 15's appearance settings.
final class BadgedTabBarController: UITabBarController {
    let inbox = UINavigationController(rootViewController: UIViewController())
    let settings = UIViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), selectedImage: UIImage(systemName: "tray.fill"))
        inbox.tabBarItem.badgeValue = "3"
        inbox.tabBarItem.badgeColor = .systemGreen
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        viewControllers = [inbox, settings]

        let itemAppearance = UITabBarItemAppearance()
        itemAppearance.normal.iconColor = .secondaryLabel
        itemAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
        itemAppearance.normal.badgeBackgroundColor = .systemGreen
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.stackedLayoutAppearance = itemAppearance
        appearance.inlineLayoutAppearance = itemAppearance
        appearance.compactInlineLayoutAppearance = itemAppearance
        tabBar.standardAppearance = appearance
        tabBar.scrollEdgeAppearance = appearance
    }
}

/// A map-style card: a blurred, rounded panel with vibrant secondary text,
/// whose text stops growing at the largest non-accessibility size.
final class OverlayCardView: UIView {
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemThickMaterial), style: .secondaryLabel))
    let title = UILabel()
    let subtitle = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 16
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 8
        blur.layer.cornerRadius = 16
        blur.clipsToBounds = true
        maximumContentSizeCategory = .extraExtraExtraLarge
        title.font = .preferredFont(forTextStyle: .headline)
        title.adjustsFontForContentSizeCategory = true
        title.text = "Coffee Roasters"
        subtitle.font = .preferredFont(forTextStyle: .body)
        subtitle.adjustsFontForContentSizeCategory = true
        subtitle.text = "Open until 6 PM"
        for view in [blur, vibrancy, title, subtitle] { view.translatesAutoresizingMaskIntoConstraints = false }
        addSubview(blur)
        blur.contentView.addSubview(title)
        blur.contentView.addSubview(vibrancy)
        vibrancy.contentView.addSubview(subtitle)
        NSLayoutConstraint.activate([
            blur.topAnchor.constraint(equalTo: topAnchor),
            blur.leadingAnchor.constraint(equalTo: leadingAnchor),
            blur.trailingAnchor.constraint(equalTo: trailingAnchor),
            blur.bottomAnchor.constraint(equalTo: bottomAnchor),
            title.topAnchor.constraint(equalTo: blur.contentView.topAnchor, constant: 16),
            title.leadingAnchor.constraint(equalTo: blur.contentView.leadingAnchor, constant: 16),
            vibrancy.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            vibrancy.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            vibrancy.bottomAnchor.constraint(equalTo: blur.contentView.bottomAnchor, constant: -16),
            subtitle.topAnchor.constraint(equalTo: vibrancy.contentView.topAnchor),
            subtitle.leadingAnchor.constraint(equalTo: vibrancy.contentView.leadingAnchor),
            subtitle.trailingAnchor.constraint(equalTo: vibrancy.contentView.trailingAnchor),
            subtitle.bottomAnchor.constraint(equalTo: vibrancy.contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class MapScreenViewController: UIViewController {
    let card = OverlayCardView()
    let caption = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.font = .preferredFont(forTextStyle: .body)
        caption.adjustsFontForContentSizeCategory = true
        caption.text = "Nearby"
        for v in [card, caption] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            card.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            caption.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            caption.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
    }
}
