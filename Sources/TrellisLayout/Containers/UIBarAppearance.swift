import Foundation

/// `UIBarStyle`: recorded (bars draw in the light style).
public enum UIBarStyle: Int, Sendable { case `default` = 0, black, blackTranslucent }

/// `UIBarAppearance` (iOS 13): a bar's background and shadow. Trellis draws
/// ``backgroundColor`` (or the default bar colour) and the shadow line
/// unless ``shadowColor`` is clear or nil after `configureWithTransparentBackground()`.
open class UIBarAppearance {
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor? = .separator
    open var backgroundImage: UIImage?

    public init() {}

    /// `init(idiom:)`: the same on every idiom here.
    public convenience init(idiom: Int) { self.init() }

    /// `configureWithDefaultBackground()`: the translucent default.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = .separator
    }

    /// `configureWithOpaqueBackground()`: the system background colour.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = .separator
    }

    /// `configureWithTransparentBackground()`: no background, no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = nil
    }
}

/// `UINavigationBarAppearance`: adds the titles' text attributes (recorded).
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// `UITabBarAppearance`: adds the items' appearances for each layout
/// (UITabBarItemAppearance.swift), kept.
open class UITabBarAppearance: UIBarAppearance {
    /// `stackedLayoutAppearance`: items with the title under the icon (phones in portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// `inlineLayoutAppearance`: the title beside the icon (regular width).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// `compactInlineLayoutAppearance`: the title beside the icon (compact width, landscape phones).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// `selectionIndicatorTintColor`, `selectionIndicatorImage`: kept.
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
    /// `stackedItemPositioning`, `stackedItemSpacing`, `stackedItemWidth`: kept.
    open var stackedItemPositioning = UITabBar.ItemPositioning.automatic
    open var stackedItemSpacing: CGFloat = 0
    open var stackedItemWidth: CGFloat = 0
}

/// `UIToolbarAppearance`.
open class UIToolbarAppearance: UIBarAppearance {}

extension UIColor {
    /// The default (translucent) bar's colour as it reads over a white view.
    static let defaultBarBackground = UIColor(red: 249.0 / 255, green: 249.0 / 255, blue: 249.0 / 255, alpha: 1)
}
