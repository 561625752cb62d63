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
}
