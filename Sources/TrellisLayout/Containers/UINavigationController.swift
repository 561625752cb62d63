/// `UINavigationController`: a stack of view controllers under a
/// navigation bar, the top one shown.
///
/// Its view fills its container; the bar sits below the status bar
/// (``BarHeights/topBarOrigin(safeAreaTop:)``) at ``UINavigationBar/barHeight(in:)``,
/// and the toolbar, when shown, above the bottom safe-area inset. The top
/// controller's view fills the navigation controller's view, under the
/// bars (`edgesForExtendedLayout` `.all`), and its safe area reaches in to
/// the bar's bottom and the toolbar's top; an edge left out of
/// `edgesForExtendedLayout`, or an opaque bar without
/// `extendedLayoutIncludesOpaqueBars`, stops the view at the bar instead.
/// Pushes and pops take effect at once (no animation).
open class UINavigationController: UIViewController, BarContainer {
    /// `navigationBar`.
    public let navigationBar = UINavigationBar()
    /// `toolbar`: shown when ``isToolbarHidden`` is false.
    public let toolbar: UIToolbar! = UIToolbar()

    /// `viewControllers`: the stack, root first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []
    /// See Containers/UINavigationControllerDelegate.swift.
    weak var delegateStorage: (any UINavigationControllerDelegate)?

    /// `isNavigationBarHidden`.
    open var isNavigationBarHidden = false { didSet { barsChanged() } }
    /// `isToolbarHidden`: true by default.
    open var isToolbarHidden = true { didSet { barsChanged() } }

    /// `init(rootViewController:)`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { return nil }

    open var topViewController: UIViewController? { stack.last }
    /// `visibleViewController`: the top one (Trellis presents nothing modally).
    open var visibleViewController: UIViewController? { stack.last }

    /// `setViewControllers(_:animated:)`: the new stack replaces the old;
    /// controllers that leave it leave the navigation controller, new ones
    /// become its children.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for vc in viewControllers where vc !== self && !unique.contains(where: { $0 === vc }) { unique.append(vc) }
        let oldTop = stack.last
        let leaving = stack.filter { old in !unique.contains { $0 === old } }
        let arriving = unique.filter { new in !stack.contains { $0 === new } }
        let shown = showingTopChange(from: oldTop, to: unique.last, animated: animated)
        stack = unique
        if let view = viewIfLoaded as? UILayoutContainerView {
            switchShownChild(from: oldTop, to: stack.last, in: view, below: navigationBar)
        }
        for vc in leaving {
            vc.willMove(toParent: nil)
            vc.removeFromParent()
        }
        for vc in arriving {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
        toolbar.items = stack.last?.toolbarItems
        barsChanged()
        shown?()
    }

    /// `pushViewController(_:animated:)`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(stack.filter { $0 !== viewController } + [viewController], animated: animated)
    }

    /// `popViewController(animated:)`: the top controller, unless it is the root.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// `popToRootViewController(animated:)`: the controllers popped.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return [] }
        let popped = Array(stack.dropFirst())
        setViewControllers([stack[0]], animated: animated)
        return popped
    }

    /// `popToViewController(_:animated:)`: nil when it isn't in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let i = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(i + 1)...])
        setViewControllers(Array(stack[...i]), animated: animated)
        return popped
    }

    /// `setNavigationBarHidden(_:animated:)`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// `setToolbarHidden(_:animated:)`.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// The container view with the top controller's view, the toolbar
    /// while it shows, and the bar (in that order, the bar on top).
    open override func loadView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        container.isSystemPart = true
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.container = self
        navigationBar.owningNavigationController = self
        for bar in [toolbar as UIView, navigationBar] { bar.translatesAutoresizingMaskIntoConstraints = true }
        container.addSubview(navigationBar)
        view = container
        switchShownChild(from: nil, to: stack.last, in: container, below: navigationBar)
    }

    // MARK: BarContainer

    private var barOrigin: CGFloat { BarHeights.topBarOrigin(safeAreaTop: view.safeAreaInsets.top) }

    /// The bar's height: 12 more in a sheet's card, whose bar is 56 high
    /// (Xcode stores iOS 13+ sheets' bars so: docs/INTERFACE-BUILDER.md,
    /// "Sheets' navigation bars").
    private func barHeight(_ traits: UITraitCollection) -> CGFloat {
        var traits = traits
        // A split view's sidebar column on an iPad has a compact width but
        // an iPad's 50-point bar.
        if traits.horizontalSizeClass == .compact, traits.verticalSizeClass == .regular,
           traits.userInterfaceIdiom == .pad, let split = splitViewController, !split.isCollapsed {
            traits.horizontalSizeClass = .regular
        }
        return navigationBar.barHeight(in: traits) + (isInSheetCard ? 12 : 0)
    }

    func barCover(for child: UIViewController) -> (top: CGFloat, bottom: CGFloat) {
        guard child === topViewController, let view = viewIfLoaded else { return (0, 0) }
        let top = isNavigationBarHidden ? 0 : barOrigin + barHeight(view.traitCollection)
        let bottom = isToolbarHidden ? 0 : view.safeAreaInsets.bottom + BarHeights.toolbar(view.traitCollection)
        return (top, bottom)
    }

    func layoutBars() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds, traits = view.traitCollection
        let height = barHeight(traits)
        navigationBar.isHidden = isNavigationBarHidden
        navigationBar.setContainerFrame(CGRect(x: 0, y: barOrigin, width: bounds.width, height: height))
        let toolbarHeight = BarHeights.toolbar(traits), bottomInset = view.safeAreaInsets.bottom
        // The toolbar is in the view only while it shows.
        if isToolbarHidden {
            if toolbar.superview != nil { toolbar.removeFromSuperview() }
        } else if toolbar.superview !== view {
            view.insertSubview(toolbar, belowSubview: navigationBar)
        }
        toolbar.backgroundExtension = bottomInset
        toolbar.setContainerFrame(CGRect(x: 0, y: bounds.height - bottomInset - toolbarHeight, width: bounds.width, height: toolbarHeight))
        guard let top = topViewController, let childView = top.viewIfLoaded, childView.superview === view else { return }
        var frame = bounds
        let underOpaque = top.extendedLayoutIncludesOpaqueBars
        if !isNavigationBarHidden,
           !top.edgesForExtendedLayout.contains(.top) || (!navigationBar.isTranslucent && !underOpaque) {
            frame.origin.y = navigationBar.frame.maxY
            frame.size.height -= navigationBar.frame.maxY
        }
        if !isToolbarHidden,
           !top.edgesForExtendedLayout.contains(.bottom) || (!toolbar.isTranslucent && !underOpaque) {
            frame.size.height = max(0, toolbar.frame.minY - frame.minY)
        }
        childView.setContainerFrame(frame)
    }

    /// Whether a tab bar around this stack hides: a controller pushed
    /// above the root asked for it.
    var hidesBottomBar: Bool { stack.dropFirst().contains { $0.hidesBottomBarWhenPushed } }
}
