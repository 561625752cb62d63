/// `UIScrollViewDelegate`: what a scroll view tells its delegate. Every
/// method is optional, as in UIKit (the defaults do nothing). Table,
/// collection and text views' delegates refine it, as UIKit's do, so one
/// object can watch a table's rows and its scrolling.
///
/// Trellis scrolls only when code sets ``UIScrollView/contentOffset`` (there
/// is no finger): that calls ``scrollViewDidScroll(_:)``, as UIKit does for an
/// offset set in code. The dragging, decelerating and zooming callbacks are
/// here so delegates written for UIKit compile; nothing drags, so Trellis
/// never calls them (docs/LAYOUT.md, "Scroll views").
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// How ``UIScrollView`` has a `delegate` of type `UIScrollViewDelegate` while
/// its subclasses have their own (`UITableView.delegate` is a
/// `UITableViewDelegate`), as in UIKit: Swift doesn't let a subclass give an
/// inherited property another type, but a member of a protocol extension is
/// shadowed by a subclass's own member of the same name. Every scroll view
/// keeps one delegate (``UIScrollView/delegateStorage``): a table's delegate
/// is its scroll view delegate, read through either type.
public protocol _UIScrollViewDelegateHolding: AnyObject {}

extension UIScrollView: _UIScrollViewDelegateHolding {}

extension _UIScrollViewDelegateHolding where Self: UIScrollView {
    /// `delegate`, weakly held.
    public var delegate: (any UIScrollViewDelegate)? {
        get { delegateStorage }
        set { delegateStorage = newValue }
    }
}
