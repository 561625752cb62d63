/// `UINavigationItem`: what a navigation bar shows for one view controller:
/// its title (or title view), a prompt, the bar button items on either
/// side, and whether a large title shows.
open class UINavigationItem {
    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic = 0, always, never, inline }

    /// `title`: set here, or the view controller's title (UIKit's
    /// `UIViewController.title` setter sets it too).
    open var title: String? { didSet { changed() } }
    open var prompt: String? { didSet { changed() } }
    open var titleView: UIView? { didSet { changed() } }
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { changed() } }
    open var backButtonTitle: String? { didSet { changed() } }
    /// `standardAppearance`, `scrollEdgeAppearance` (iOS 13): this item's
    /// bar look while it is the top item, over the bar's own; drawn.
    /// `compactAppearance`, `compactScrollEdgeAppearance`: kept (Trellis
    /// draws compact-height bars with the regular ones).
    open var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var compactAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// `UINavigationItem.SearchBarPlacement` (iOS 16), `preferredSearchBarPlacement`
    /// (`.automatic`): kept; a phone shows the search bar stacked under the
    /// title, as `.automatic` does there.
    public enum SearchBarPlacement: Int, Sendable { case automatic, inline, stacked }
    open var preferredSearchBarPlacement = SearchBarPlacement.automatic
    /// `searchBarPlacement` (iOS 16): where it is: stacked.
    open var searchBarPlacement: SearchBarPlacement { .stacked }

    /// `UINavigationItem.ItemStyle` (iOS 16), `style` (`.navigator`): kept
    /// (the browser and editor styles lay the title out on iPad only).
    public enum ItemStyle: Int, Sendable { case navigator, browser, editor }
    open var style = ItemStyle.navigator
    /// `UINavigationItem.BackButtonDisplayMode` (iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }
    /// `backButtonDisplayMode`: how the back button of a controller pushed
    /// above this item shows its title (`.minimal`: the chevron alone).
    open var backButtonDisplayMode = BackButtonDisplayMode.default { didSet { changed() } }
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    open var hidesBackButton = false { didSet { changed() } }
    open var leftItemsSupplementBackButton = false { didSet { changed() } }

    /// `searchController` (iOS 11): its search bar shows below the title,
    /// 52 high, under a large title or when ``hidesSearchBarWhenScrolling``
    /// is false (otherwise it waits, hidden, for a pull that a still picture
    /// never makes).
    open var searchController: UISearchController? { didSet { changed() } }
    /// `hidesSearchBarWhenScrolling`: true by default.
    open var hidesSearchBarWhenScrolling = true { didSet { changed() } }

    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }

    /// `leftBarButtonItem`: the first of ``leftBarButtonItems``.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// `rightBarButtonItem`: the first of ``rightBarButtonItems`` (the
    /// outermost, at the trailing edge).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public init(title: String) { self.title = title }
    init() {}

    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The bar showing the item, told when it changes.
    weak var shownIn: (any BarContentHost)?

    private func changed() { shownIn?.barContentChanged() }
}
