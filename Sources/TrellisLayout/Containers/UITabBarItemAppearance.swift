import Foundation

/// `UITabBarItemAppearance` (iOS 13): how tab bar items look in each state,
/// for one layout (stacked, inline, compact inline). Kept, as apps set it
/// on a `UITabBarAppearance`; Trellis's tab bar draws its items in the
/// system's colours (docs/LAYOUT.md, "Bars": appearance is recorded).
open class UITabBarItemAppearance {
    /// `normal`, `selected`, `disabled`, `focused`: one appearance per state.
    open var normal = UITabBarItemStateAppearance()
    open var selected = UITabBarItemStateAppearance()
    open var disabled = UITabBarItemStateAppearance()
    open var focused = UITabBarItemStateAppearance()

    /// `init(style:)`: `.stacked` by default (`init()`).
    public init(style: UITabBarItemAppearance.Style = .stacked) {}

    /// `configureWithDefault(for:)`: back to the system's appearance.
    open func configureWithDefault(for style: UITabBarItemAppearance.Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    /// `UITabBarItemAppearance.Style`.
    public enum Style: Int, Sendable { case stacked, inline, compactInline }
}

/// `UITabBarItemStateAppearance`: one state's title and icon look, kept.
open class UITabBarItemStateAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var iconColor: UIColor?
    open var iconPositionAdjustment = UIOffset.zero
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgePositionAdjustment = UIOffset.zero
    open var badgeTitlePositionAdjustment = UIOffset.zero

    public init() {}
}

/// `UIOffset`: a horizontal and vertical adjustment.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public init() { self.init(horizontal: 0, vertical: 0) }
    public static let zero = UIOffset()
}

extension UITabBar {
    /// `UITabBar.ItemPositioning`: how a regular-width bar spreads its items
    /// (kept on the appearance; Trellis's bar spreads them evenly).
    public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }
}
