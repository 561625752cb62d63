/// `UISearchBar`: a search field with an optional cancel button.
///
/// 56 points high on its own (its intrinsic height; 52 inside a navigation
/// bar), the field 36 high, 8 from the sides (16 in a navigation bar), in
/// the system grey fill.
open class UISearchBar: UIView {
    /// `UISearchBar.Style`.
    public enum Style: UInt, Sendable { case `default` = 0, prominent, minimal }

    /// `searchTextField` (iOS 13).
    public let searchTextField = UISearchTextField()
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    open var prompt: String?
    open var searchBarStyle = Style.default
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var barTintColor: UIColor?
    open var isTranslucent = true
    public weak var delegate: (any UISearchBarDelegate)?

    /// The side inset of the field: 8 alone, 16 in a navigation bar.
    var fieldInset: CGFloat = 8

    public override init(frame: CGRect) {
        super.init(frame: frame)
        searchTextField.placeholder = "Search"
        searchTextField.translatesAutoresizingMaskIntoConstraints = true
        searchTextField.isSystemPart = true
        addSubview(searchTextField)
        forwardFieldEventsToDelegate()
    }

    public required init?(coder: NSCoder) { return nil }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        searchTextField.setContainerFrame(CGRect(x: fieldInset, y: (b.height - 36) / 2, width: max(0, b.width - 2 * fieldInset), height: 36))
    }

    /// `setShowsCancelButton(_:animated:)`.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
}

/// `UISearchTextField` (iOS 13): the search bar's field, a rounded grey
/// field with a magnifying glass.
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .roundedRect
        backgroundColor = UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
        layer.cornerRadius = 10
    }

    public required init?(coder: NSCoder) { return nil }
}

/// `UISearchBarDelegate`: every method is optional (default
/// implementations do nothing).
public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
}

/// `UISearchResultsUpdating`.
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

/// `UISearchControllerDelegate`: every method optional.
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// `UISearchController`: a search bar, shown in a navigation bar through
/// ``UINavigationItem/searchController``. A still picture shows it inactive.
open class UISearchController: UIViewController {
    public let searchBar = UISearchBar()
    public let searchResultsController: UIViewController?
    public weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    public weak var delegate: (any UISearchControllerDelegate)?
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsScopeBar = true
    open var showsSearchResultsController = false
    /// `isActive`: setting it tells the updater, as UIKit does.
    open var isActive = false {
        didSet { if isActive != oldValue { searchResultsUpdater?.updateSearchResults(for: self) } }
    }

    /// `init(searchResultsController:)`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    public required init?(coder: NSCoder) { return nil }
}
