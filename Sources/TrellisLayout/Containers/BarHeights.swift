/// The heights of UIKit's bars and where the top ones start, in one place
/// for the containers (``UINavigationController``, ``UITabBarController``)
/// and for layout files' `bars:` canvases (docs/FORMAT.md, "Canvas").
///
/// Apple doesn't publish these numbers; they are the heights developers
/// measure in the simulator (docs/LAYOUT.md, "Navigation and tab bars"):
/// a navigation bar is 44 points, 32 in compact height (a phone in
/// landscape), 50 on iPad (iOS 12 on); large titles add 52 in regular
/// height; a prompt adds 30. A tab bar is 49, 32 in compact height, 50 on
/// iPad, and reaches down over the home indicator; a toolbar is 44, 32 and
/// 50.
public enum BarHeights {
    /// Whether `traits` are an iPad's full screen (regular in both).
    static func isPad(_ traits: UITraitCollection) -> Bool {
        traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular
    }

    /// A navigation bar's height without a large title or a prompt.
    public static func navigationBar(_ traits: UITraitCollection) -> CGFloat {
        isPad(traits) ? 50 : traits.verticalSizeClass == .compact ? 32 : 44
    }

    /// What a large title adds below the bar: 52, and nothing in compact
    /// height, where UIKit shows large titles inline.
    public static func largeTitle(_ traits: UITraitCollection) -> CGFloat {
        traits.verticalSizeClass == .compact ? 0 : 52
    }

    /// What a navigation item's prompt adds above the bar's title.
    public static let prompt: CGFloat = 30

    /// What a navigation item's search bar adds below the title (Trellis's
    /// choice: 52, the height developers report for iOS 13 and later).
    public static let searchBar: CGFloat = 52

    /// A tab bar's height above the bottom safe-area inset.
    public static func tabBar(_ traits: UITraitCollection) -> CGFloat {
        isPad(traits) ? 50 : traits.verticalSizeClass == .compact ? 32 : 49
    }

    /// A toolbar's height.
    public static func toolbar(_ traits: UITraitCollection) -> CGFloat {
        isPad(traits) ? 50 : traits.verticalSizeClass == .compact ? 32 : 44
    }

    /// Where a top bar starts: below the status bar, which is the window's
    /// top safe-area inset on every screen but those with a Dynamic Island
    /// (a top inset of 59), whose status bar is 54 points (161 pixels at
    /// 3×, 53.667) and whose navigation bar so overlaps the safe area by
    /// 5.333 points: measured in the simulator by developers (a navigation
    /// bar at y 53.6667 on the 430-point iPhone 14 Pro Max, and a 5.333-point
    /// overlap on the 393-point iPhone 14 Pro; a child's safe area then
    /// starts 97.667 down, not 103).
    public static func topBarOrigin(safeAreaTop: CGFloat) -> CGFloat {
        safeAreaTop == 59 ? 161.0 / 3 : safeAreaTop
    }
}
