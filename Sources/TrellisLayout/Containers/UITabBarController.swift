/// `UITabBarController`: view controllers chosen by the tabs of a tab bar,
/// the selected one shown.
///
/// The tab bar sits at the bottom of its view, ``BarHeights/tabBar(_:)``
/// high plus the bottom safe-area inset it reaches over (83 on a phone with
/// a home indicator). The selected controller's view fills the tab bar
/// controller's view, under the bar, and its safe area reaches to the bar's
/// top; it stops at the bar when its `edgesForExtendedLayout` leaves out
/// the bottom or the bar is opaque without
/// `extendedLayoutIncludesOpaqueBars`. A navigation controller whose pushed
/// controller sets `hidesBottomBarWhenPushed` hides the bar. In a compact
/// width more than five controllers show four tabs and "More", as UIKit does.
open class UITabBarController: UIViewController, BarContainer {
    /// `tabBar`.
    public let tabBar = UITabBar()
    /// `delegate` (UITabBarControllerDelegate.swift): kept. UIKit asks it
    /// about the user's taps only, not about selections made in code, and
    /// Trellis has no taps, so it isn't called.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// `viewControllers`.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty && !hasTabs ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }
    private var tabs: [UIViewController] = []
    private var hasTabs = false
    private var selected: Int = 0

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// `setViewControllers(_:animated:)`: the first is selected unless the
    /// selected one stays.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = selectedViewController
        var unique: [UIViewController] = []
        for vc in viewControllers ?? [] where vc !== self && !unique.contains(where: { $0 === vc }) { unique.append(vc) }
        for vc in tabs where !unique.contains(where: { $0 === vc }) {
            vc.willMove(toParent: nil)
            vc.removeFromParent()
        }
        let arriving = unique.filter { new in !tabs.contains { $0 === new } }
        tabs = unique
        hasTabs = viewControllers != nil
        selected = old.flatMap { o in tabs.firstIndex { $0 === o } } ?? 0
        for vc in arriving {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        showSelected(replacing: old)
        itemsChanged()
    }

    /// `selectedIndex`.
    open var selectedIndex: Int {
        get { tabs.isEmpty ? Int.max : selected }
        set {
            guard tabs.indices.contains(newValue), newValue != selected else { return }
            let old = selectedViewController
            selected = newValue
            showSelected(replacing: old)
            itemsChanged()
        }
    }

    /// `selectedViewController`.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            guard let newValue, let i = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = i
        }
    }

    private func showSelected(replacing old: UIViewController?) {
        guard let view = viewIfLoaded else { return }
        switchShownChild(from: old, to: selectedViewController, in: view, below: tabBar)
        barsChanged()
    }

    /// The tab bar's items follow the controllers' `tabBarItem`s.
    func itemsChanged() {
        var items = tabs.map { $0.tabBarItem! }
        let compact = viewIfLoaded?.traitCollection.horizontalSizeClass ?? UIScreen.main.traitCollection.horizontalSizeClass
        if compact != .regular, items.count > 5 {
            items = Array(items.prefix(4)) + [moreItem]
        }
        tabBar.items = items
        tabBar.selectedItem = selected < items.count ? items[selected] : moreItem
        barsChanged()
    }

    /// `moreNavigationController`'s tab.
    private lazy var moreItem = UITabBarItem(tabBarSystemItem: .more, tag: -1)

    open override func loadView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        container.isSystemPart = true
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.container = self
        tabBar.translatesAutoresizingMaskIntoConstraints = true
        container.addSubview(tabBar)
        view = container
        switchShownChild(from: nil, to: selectedViewController, in: container, below: tabBar)
    }

    // MARK: BarContainer

    private var barHidden: Bool { (selectedViewController as? UINavigationController)?.hidesBottomBar ?? false }

    func barCover(for child: UIViewController) -> (top: CGFloat, bottom: CGFloat) {
        guard child === selectedViewController, let view = viewIfLoaded, !barHidden else { return (0, 0) }
        return (0, BarHeights.tabBar(view.traitCollection) + view.safeAreaInsets.bottom)
    }

    func layoutBars() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        let height = BarHeights.tabBar(view.traitCollection) + view.safeAreaInsets.bottom
        tabBar.isHidden = barHidden
        tabBar.setContainerFrame(CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height))
        guard let child = selectedViewController, let childView = child.viewIfLoaded, childView.superview === view else { return }
        var frame = bounds
        if !barHidden, !child.edgesForExtendedLayout.contains(.bottom) || (!tabBar.isTranslucent && !child.extendedLayoutIncludesOpaqueBars) {
            frame.size.height = tabBar.frame.minY
        }
        childView.setContainerFrame(frame)
    }
}
