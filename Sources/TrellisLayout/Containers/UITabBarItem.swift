/// `UITabBarItem`: one tab: a title, an image, a badge.
open class UITabBarItem: UIBarItem {
    /// `UITabBarItem.SystemItem`: a tab with the system's title and image.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed
    }

    open var selectedImage: UIImage?
    open var badgeValue: String? { didSet { itemChanged() } }
    /// `badgeColor` (iOS 10): the badge's background; nil is the system red.
    open var badgeColor: UIColor? { didSet { itemChanged() } }
    /// `titlePositionAdjustment`: kept (the title draws at its place).
    open var titlePositionAdjustment = UIOffset.zero
    /// `standardAppearance`, `scrollEdgeAppearance` (iOS 13, 15): an item's
    /// own bar appearance, kept.
    open var standardAppearance: UITabBarAppearance?
    open var scrollEdgeAppearance: UITabBarAppearance?
    public private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    /// `init(title:image:tag:)`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// `init(title:image:selectedImage:)`.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// `init(tabBarSystemItem:tag:)`: the system's title and symbol.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
        let (title, symbol): (String, String) = switch systemItem {
        case .more: ("More", "ellipsis")
        case .favorites: ("Favorites", "star.fill")
        case .featured: ("Featured", "star")
        case .topRated: ("Top Rated", "star")
        case .recents: ("Recents", "clock.fill")
        case .contacts: ("Contacts", "person.crop.circle.fill")
        case .history: ("History", "clock.fill")
        case .bookmarks: ("Bookmarks", "book.fill")
        case .search: ("Search", "magnifyingglass")
        case .downloads: ("Downloads", "square.and.arrow.down.fill")
        case .mostRecent: ("Most Recent", "clock.fill")
        case .mostViewed: ("Most Viewed", "list.number")
        }
        self.title = title
        self.image = UIImage(systemName: symbol)
    }
}
