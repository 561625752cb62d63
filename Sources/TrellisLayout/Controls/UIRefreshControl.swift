import Foundation

/// `UIRefreshControl`: a scroll view's pull-to-refresh control. At rest
/// (content at its top, not refreshing) it is out of sight above the
/// content, so Trellis keeps it out of the view hierarchy and draws
/// nothing; `beginRefreshing()` and `endRefreshing()` only set
/// ``isRefreshing``.
open class UIRefreshControl: UIControl {
    public private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}

extension UIScrollView {
    /// `refreshControl` (iOS 10): kept, not shown (see ``UIRefreshControl``).
    public var refreshControl: UIRefreshControl? {
        get { scrollAttachments.refreshControl }
        set { scrollAttachments.refreshControl = newValue }
    }
}

/// What a scroll view holds that isn't laid out.
final class ScrollAttachments {
    var refreshControl: UIRefreshControl?
    /// See ``UIScrollView/verticalScrollIndicatorInsets``.
    var verticalIndicatorInsets = UIEdgeInsets.zero
    var horizontalIndicatorInsets = UIEdgeInsets.zero
    /// A table's selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []
    /// A table's or collection view's prefetching data source (held weakly, as UIKit's).
    weak var prefetchDataSource: AnyObject?
    var prefetchingEnabled = true
    /// A collection view's `selfSizingInvalidation` (raw value; `.enabled` by default).
    var selfSizingInvalidation = 1
    /// The delegate (ScrollView/UIScrollViewDelegate.swift): one for every
    /// kind of scroll view, weakly held.
    weak var delegate: (any UIScrollViewDelegate)?
    /// See ScrollView/UIScrollView+Scrolling.swift.
    var decelerationRate = UIScrollView.DecelerationRate.normal
    var minimumZoomScale: CGFloat = 1
    var maximumZoomScale: CGFloat = 1
    /// See ScrollView/UIScrollView+Zooming.swift.
    var zoomScale: CGFloat = 1
    var bouncesZoom = true
    var panGestureRecognizer: UIPanGestureRecognizer?
    var pinchGestureRecognizer: UIPinchGestureRecognizer?
    /// A table's (Editing/UITableView+Editing.swift).
    var allowsSelectionDuringEditing = false
    var allowsMultipleSelectionDuringEditing = false
    /// See ``UIScrollView/delaysContentTouches``.
    var delaysContentTouches = true
    var canCancelContentTouches = true
    /// See ``UITableView/sectionHeaderTopPadding``.
    var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
}

extension UIScrollView {
    /// `verticalScrollIndicatorInsets` (iOS 13): kept; pictures draw the
    /// indicator along the whole adjusted frame.
    public var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { scrollAttachments.verticalIndicatorInsets }
        set { scrollAttachments.verticalIndicatorInsets = newValue }
    }
    /// `horizontalScrollIndicatorInsets` (iOS 13): kept.
    public var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get { scrollAttachments.horizontalIndicatorInsets }
        set { scrollAttachments.horizontalIndicatorInsets = newValue }
    }
    /// `scrollIndicatorInsets`: both at once (deprecated in iOS 13; reads
    /// the vertical one).
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
}

extension UITableViewController {
    /// `refreshControl`: the table view's (UIKit's controller forwards it).
    public var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }
}
