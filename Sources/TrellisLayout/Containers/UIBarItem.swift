/// `UIBarItem`: what navigation bars, toolbars and tab bars show: a title,
/// an image, whether it is enabled, a tag. A change redraws the bar that
/// shows the item.
open class UIBarItem {
    open var title: String? { didSet { itemChanged() } }
    open var image: UIImage? { didSet { itemChanged() } }
    open var isEnabled = true { didSet { itemChanged() } }
    open var tag = 0
    /// `accessibilityIdentifier`, as on views.
    open var accessibilityIdentifier: String?

    public init() {}

    /// The bar showing the item, told when the item changes.
    weak var shownIn: (any BarContentHost)?

    func itemChanged() {
        shownIn?.barContentChanged()
    }
}

/// A bar that shows items: it rebuilds its content views at its next
/// layout when one of them changes.
protocol BarContentHost: AnyObject {
    func barContentChanged()
}
