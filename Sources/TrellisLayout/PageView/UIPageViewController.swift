import Foundation

/// `UIPageViewController`: one page (two, for a page curl with its spine in
/// the middle) of content controllers at a time, the pages before and after
/// asked of its data source.
///
/// Layout (docs/LAYOUT.md, "Page view controllers"): the page's view fills
/// the page view controller's view. With its spine in the middle (a page
/// curl set up with `.mid`) the two pages share the width, left and right.
/// A scrolling page view controller whose data source answers
/// `presentationCount(for:)` with a count above 0 shows a page control in a
/// strip at its bottom, `UIPageControl.height` (37) high, and its pages end
/// above it (**Trellis rule**: the strip's height is the page control's
/// classic one). Page turns take effect at once: `setViewControllers` swaps
/// the pages (no animation, no gestures); the delegate's
/// `willTransitionTo`/`didFinishAnimating` are only for gestures, so they
/// aren't called, and the completion runs at once with `true`.
open class UIPageViewController: UIViewController {
    /// `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    /// `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    /// `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    /// `UIPageViewController.SpineLocation`.
    public enum SpineLocation: Int, Sendable { case none, min, mid, max }
    /// `UIPageViewController.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// `spineLocation`: an `NSNumber` of a ``SpineLocation`` raw value (page curl).
        public static let spineLocation = OptionsKey("UIPageViewControllerOptionSpineLocationKey")
        /// `interPageSpacing`: an `NSNumber` of points between pages (scroll).
        public static let interPageSpacing = OptionsKey("UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// `transitionStyle`, `navigationOrientation`.
    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// `spineLocation`: `.none` for scrolling; a page curl's from the
    /// options, `.min` by default (Apple: "the default value is min").
    public private(set) var spineLocation: SpineLocation
    /// The `interPageSpacing` option (recorded: only the current page shows).
    public let interPageSpacing: CGFloat
    /// `isDoubleSided`: recorded; a spine in the middle makes it true (Apple
    /// requires it there).
    open var isDoubleSided = false
    /// `dataSource`, `delegate`.
    open weak var dataSource: (any UIPageViewControllerDataSource)? { didSet { pagesChanged() } }
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// `gestureRecognizers`: none (Trellis has no touches to turn pages).
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    private var pages: [UIViewController] = []
    /// The page control shown for a scrolling page view controller whose
    /// data source gives a presentation count.
    let pageIndicator = UIPageControl()

    /// `init(transitionStyle:navigationOrientation:options:)`.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        func number(_ key: OptionsKey) -> Double? {
            switch options?[key] {
            case let n as NSNumber: return n.doubleValue
            case let n as Int: return Double(n)
            case let n as Double: return n
            case let n as CGFloat: return Double(n)
            default: return nil
            }
        }
        if style == .pageCurl {
            spineLocation = number(.spineLocation).flatMap { SpineLocation(rawValue: Int($0)) } ?? .min
        } else {
            spineLocation = .none
        }
        interPageSpacing = CGFloat(number(.interPageSpacing) ?? 0)
        super.init(nibName: nil, bundle: nil)
        if spineLocation == .mid { isDoubleSided = true }
    }

    /// `init(nibName:bundle:)`: a page curl, horizontal.
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// `viewControllers`: the pages shown (nil before any are set).
    open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }

    /// `setViewControllers(_:direction:animated:completion:)`: the new
    /// pages replace the old at once; `completion` runs with `true`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        var unique: [UIViewController] = []
        for vc in viewControllers ?? [] where vc !== self && !unique.contains(where: { $0 === vc }) { unique.append(vc) }
        let leaving = pages.filter { old in !unique.contains { $0 === old } }
        let arriving = unique.filter { new in !pages.contains { $0 === new } }
        let onScreen = appearance == .appearing || appearance == .appeared
        for vc in leaving {
            if let v = vc.viewIfLoaded, v.superview != nil, v.superview === pageContainer {
                if onScreen { vc.sendAppearance(.disappearing) }
                v.removeFromSuperview()
                if onScreen { vc.sendAppearance(.disappeared) }
            }
            vc.willMove(toParent: nil)
            vc.removeFromParent()
        }
        pages = unique
        for vc in arriving {
            vc.removeFromParentIfNeeded()
            addChild(vc)
        }
        if let container = pageContainer {
            for vc in pages where vc.view.superview !== container {
                let v = vc.view!
                v.translatesAutoresizingMaskIntoConstraints = true
                v.autoresizingMask = []
                container.addSubview(v)
                if onScreen { vc.sendAppearance(.appearing) }
            }
        }
        for vc in arriving { vc.didMove(toParent: self) }
        pagesChanged()
        completion?(true)
    }

    /// The view the pages' views are in (UIKit's is a private scroll view
    /// or curl view; Trellis's fills the page area).
    private(set) var pageContainer: UIView?

    open override func loadView() {
        let root = PageViewControllerView(frame: UIScreen.main.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.controller = self
        let container = UIView(frame: root.bounds)
        container.isSystemPart = true
        container.translatesAutoresizingMaskIntoConstraints = true
        root.addSubview(container)
        pageIndicator.isSystemPart = true
        pageIndicator.translatesAutoresizingMaskIntoConstraints = true
        pageContainer = container
        view = root
        for vc in pages {
            let v = vc.view!
            v.translatesAutoresizingMaskIntoConstraints = true
            v.autoresizingMask = []
            container.addSubview(v)
        }
    }

    /// Whether the page control shows: scrolling, with a presentation count.
    var showsPageIndicator: Bool {
        guard transitionStyle == .scroll, let dataSource else { return false }
        return dataSource.presentationCount(for: self) > 0
    }

    func pagesChanged() {
        guard let view = viewIfLoaded else { return }
        view.setNeedsLayout()
    }

    /// Places the page area, the page control and the pages.
    func layoutPages() {
        guard let view = viewIfLoaded, let container = pageContainer else { return }
        let bounds = view.bounds
        var area = bounds
        if showsPageIndicator, let dataSource {
            if pageIndicator.superview !== view { view.addSubview(pageIndicator) }
            pageIndicator.numberOfPages = dataSource.presentationCount(for: self)
            pageIndicator.currentPage = dataSource.presentationIndex(for: self)
            area.size.height = max(0, bounds.height - UIPageControl.height)
            pageIndicator.setContainerFrame(CGRect(x: 0, y: area.maxY, width: bounds.width, height: UIPageControl.height))
        } else if pageIndicator.superview != nil {
            pageIndicator.removeFromSuperview()
        }
        container.setContainerFrame(area)
        let size = container.bounds.size
        for (k, vc) in pages.enumerated() {
            guard let v = vc.viewIfLoaded, v.superview === container else { continue }
            if spineLocation == .mid, pages.count > 1 {
                if navigationOrientation == .horizontal {
                    v.setContainerFrame(CGRect(x: k == 0 ? 0 : size.width / 2, y: 0, width: size.width / 2, height: size.height))
                } else {
                    v.setContainerFrame(CGRect(x: 0, y: k == 0 ? 0 : size.height / 2, width: size.width, height: size.height / 2))
                }
            } else {
                v.setContainerFrame(CGRect(origin: .zero, size: size))
            }
        }
    }
}

/// The page view controller's view: its layout places the pages.
final class PageViewControllerView: UIView {
    weak var controller: UIPageViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutPages()
    }
}
