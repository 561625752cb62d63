/// `UIViewController`: owns a view, loaded lazily, and takes part in both
/// passes.
///
/// As Apple's *Changing Constraints* chapter describes: the update pass calls
/// ``updateViewConstraints()`` for the controller's view (its base
/// implementation updates the view's own constraints, so `super` must be
/// called last); the layout pass calls ``viewWillLayoutSubviews()``, then the
/// view's `layoutSubviews()`, then ``viewDidLayoutSubviews()``.
open class UIViewController: UIResponder, UITraitEnvironment {
    private var loadedView: UIView?

    /// `init(nibName:bundle:)`: the designated initializer. There are no nibs
    /// on Linux: a controller builds its view in ``loadView()`` or gets the
    /// default one.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        super.init()
    }

    /// `next`: the view's superview (the controller's view's next responder
    /// is the controller).
    open override var next: UIResponder? { loadedView?.superview ?? parent }

    /// `init?(coder:)`: nothing to decode on Linux, so it fails; present so
    /// subclasses written for UIKit compile.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// `UIViewController()`: `init(nibName: nil, bundle: nil)`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    public let nibName: String?
    /// `title`: also the title of the controller's navigation item and tab
    /// bar item once they exist, as UIKit's setter does.
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }

    // Made on first use (UIViewController+Containers.swift).
    var navigationItemStorage: UINavigationItem?
    var tabBarItemStorage: UITabBarItem?
    // Traits (Traits/UIView+TraitOverrides.swift).
    var traitOverridesStorage = UITraitOverrides()
    var traitRegistrations: [TraitChangeHandler] = []
    /// `edgesForExtendedLayout`: the edges where the view reaches under a
    /// container's bars (all by default: under them, with the bars in its
    /// safe area); an edge left out puts the view's edge at the bar's.
    open var edgesForExtendedLayout = UIRectEdge.all { didSet { parent?.barsChanged() } }
    /// `extendedLayoutIncludesOpaqueBars`: whether the view reaches under
    /// opaque bars too (false: it stops at an opaque bar).
    open var extendedLayoutIncludesOpaqueBars = false { didSet { parent?.barsChanged() } }
    /// `isEditing`: whether the controller's content is being edited
    /// (`setEditing(_:animated:)` sets it; UIViewController+Editing.swift).
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    var editingStorage = false
    /// `setEditing(_:animated:)`: records the state and retitles
    /// `editButtonItem` (Edit / Done); table and collection view
    /// controllers pass it on to their views. Subclasses call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        editButtonItemStorage?.title = editing ? "Done" : "Edit"
        editButtonItemStorage?.style = editing ? .done : .plain
    }
    var editButtonItemStorage: UIBarButtonItem?
    // Content unavailable (Configurations/UIViewController+ContentUnavailable.swift).
    var contentUnavailableStorage: (any UIContentConfiguration)?
    weak var contentUnavailableView: UIView?
    /// `updateContentUnavailableConfiguration(using:)` (iOS 17): override
    /// to set `contentUnavailableConfiguration` for the state; called by
    /// `setNeedsUpdateContentUnavailableConfiguration()`.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}
    /// `hidesBottomBarWhenPushed`: a tab bar hides while this controller is
    /// pushed on a navigation controller in it (not as its root).
    open var hidesBottomBarWhenPushed = false
    // Presentation (UIViewController+Presentation.swift).
    /// `modalPresentationStyle`: `.automatic` by default (a page sheet on
    /// phones, iOS 13's default).
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// `modalTransitionStyle`: recorded (no animation).
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// `isModalInPresentation`: recorded (nothing dismisses interactively).
    open var isModalInPresentation = false
    /// `definesPresentationContext`: recorded; presentations cover the window.
    open var definesPresentationContext = false

    // MARK: Status bar and orientation (overridden as in UIKit)

    /// `preferredStatusBarStyle`, `prefersStatusBarHidden`,
    /// `prefersHomeIndicatorAutoHidden`, `childForStatusBarStyle`,
    /// `childForStatusBarHidden`: UIKit's defaults, for subclasses to
    /// override. Trellis draws no status bar and keeps the safe area
    /// whatever they answer (docs/LAYOUT.md, "View controllers").
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    /// `setNeedsStatusBarAppearanceUpdate()`: nothing to update.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// `supportedInterfaceOrientations`: all but upside down on a phone,
    /// all on a pad (UIKit's defaults); `shouldAutorotate`: true;
    /// `preferredInterfaceOrientationForPresentation`: portrait. Kept for
    /// overriding: a Trellis window is held as its size says.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    open var shouldAutorotate: Bool { true }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// The controller this one presents, and the one presenting it.
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    /// The view holding the presented view in the window (a
    /// `UITransitionView`), while presented.
    var presentationHost: UIView?
    /// `presentationController`'s storage (Presentation/UIPresentationController.swift).
    var presentationStorage: UIPresentationController?

    /// `toolbarItems`: what a navigation controller's toolbar shows while
    /// this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? { didSet { parent?.barsChanged() } }
    /// `overrideUserInterfaceStyle`: recorded (see ``UIView/overrideUserInterfaceStyle``).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overrideUserInterfaceStyleStorage }
        set {
            guard newValue != overrideUserInterfaceStyleStorage else { return }
            changeTraits { self.overrideUserInterfaceStyleStorage = newValue }
        }
    }
    var overrideUserInterfaceStyleStorage = UIUserInterfaceStyle.unspecified
    /// `preferredContentSize`, recorded for containers.
    public var preferredContentSize: CGSize = .zero

    // MARK: The view

    /// `view`: loaded on first use through ``loadView()`` and then
    /// ``viewDidLoad()``.
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            guard let newValue else { return }
            newValue.owningViewController = self
            // A controller's view starts with no margins of its own: the
            // system minimum and the safe area make them (UIKit's
            // `viewRespectsSystemMinimumLayoutMargins`).
            newValue.storedDirectionalMargins = .zero
        }
    }

    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

    /// `loadViewIfNeeded()`.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil {
            // UIKit requires loadView to set a view; fall back to the default.
            view = Self.makeDefaultView()
        }
        viewDidLoad()
        // A content-unavailable configuration set before the view loaded
        // shows now (Configurations/UIViewController+ContentUnavailable.swift).
        if contentUnavailableStorage != nil, contentUnavailableView == nil { showContentUnavailable() }
    }

    /// `loadView()`: makes the default view (the main screen's size, as
    /// UIKit's default, resizing with its container). Override to set
    /// ``view`` to a view of your own; don't call super then.
    open func loadView() {
        view = Self.makeDefaultView()
    }

    static func makeDefaultView() -> UIView {
        let v = UIView(frame: UIScreen.main.bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return v
    }

    open func viewDidLoad() {}

    /// `didReceiveMemoryWarning()`: overridable; Trellis never runs short
    /// of memory, so it is never called.
    open func didReceiveMemoryWarning() {}

    /// `prepare(for:sender:)` and `shouldPerformSegue(withIdentifier:sender:)`
    /// (true): overridable; storyboards' segues don't run in Trellis
    /// (Presentation/UIStoryboardSegue.swift), so only code calls them.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// `viewWillAppear(_:)`: the window's root controller (and its children)
    /// get it from `makeKeyAndVisible()`, or when made the root of a window
    /// already shown, before their first layout pass; `animated` is false.
    open func viewWillAppear(_ animated: Bool) {}
    /// `viewDidAppear(_:)`: after the layout pass that first shows the view.
    open func viewDidAppear(_ animated: Bool) {}
    /// `viewWillDisappear(_:)`: the controller stops being a shown window's root.
    open func viewWillDisappear(_ animated: Bool) {}
    /// `viewDidDisappear(_:)`: after its view has left the window.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Where the controller is in UIKit's appearance cycle.
    enum Appearance { case disappeared, appearing, appeared, disappearing }
    var appearance = Appearance.disappeared

    /// Moves the controller and its children (parents first, as UIKit
    /// forwards appearance to children by default) to `state`, calling the
    /// method that goes with it; the view is loaded first when appearing.
    func sendAppearance(_ state: Appearance) {
        appearance = state
        switch state {
        case .appearing:
            loadViewIfNeeded()
            viewWillAppear(false)
        case .appeared: viewDidAppear(false)
        case .disappearing: viewWillDisappear(false)
        case .disappeared: viewDidDisappear(false)
        }
        // Children whose views are in this controller's view (embedded, as
        // containment asks); a child whose view was never added has nothing
        // on screen.
        for child in children {
            guard let childView = child.viewIfLoaded, let view = viewIfLoaded, childView.isDescendant(of: view) else { continue }
            child.sendAppearance(state)
        }
    }

    // MARK: The passes

    /// Set when the base implementation ran: the update pass checks that
    /// overrides called `super`.
    var calledSuperUpdateViewConstraints = false

    /// `updateViewConstraints()`: called in the update pass when the view
    /// needs its constraints updated. The base implementation calls the
    /// view's `updateConstraints()`; call `super` as the last step.
    open func updateViewConstraints() {
        calledSuperUpdateViewConstraints = true
        loadedView?.runUpdateConstraints()
    }

    /// Called before the view's `layoutSubviews()` in the layout pass.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's `layoutSubviews()` in the layout pass.
    open func viewDidLayoutSubviews() {}

    /// Called when the view's safe-area insets change.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the view's layout margins change.
    open func viewLayoutMarginsDidChange() {}

    /// `additionalSafeAreaInsets`: added to the view's safe area (and so to
    /// every guide and margin that follows it).
    public var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            loadedView?.hostEngine?.derivedValuesChanged()
            loadedView?.setNeedsLayout()
        }
    }

    /// `viewRespectsSystemMinimumLayoutMargins` (default true): the view's
    /// leading and trailing margins are raised to ``systemMinimumLayoutMargins``.
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet {
            guard viewRespectsSystemMinimumLayoutMargins != oldValue else { return }
            loadedView?.marginsChanged()
        }
    }

    /// `systemMinimumLayoutMargins`: 16 points leading and trailing in a
    /// compact width, 20 in a regular one and on phones 414 points wide or
    /// wider in portrait, 0 top and bottom (the window's rule).
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        if let view = loadedView, let context = view.hostContext, context.window != nil {
            // A split view's sidebar (compact in a regular window) has 16.
            if view.respectsSystemMinimumMargins, !(view is UITableView), let m = context.minimumMargins(of: view) { return m }
            return context.systemMinimumLayoutMargins
        }
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    // MARK: Traits and transitions

    /// The traits of the view's environment (the window it is in, or the
    /// main screen) with the controller's overrides.
    open var traitCollection: UITraitCollection {
        (loadedView?.superview?.traitCollection ?? UIScreen.main.traitCollection).merging(ownTraitOverrides)
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// `viewWillTransition(to:with:)`: called before the window changes size
    /// (a device turned); the coordinator runs its animations at once.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    // MARK: Containment

    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?
    /// The window this controller is the root of, if any.
    @Unretained var hostWindow: UIWindow? = nil

    /// `addChild(_:)`: calls `willMove(toParent:)` on the child; add its
    /// view to yours and call `didMove(toParent:)` yourself, as in UIKit.
    public func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// `removeFromParent()`: call `willMove(toParent: nil)` first, as in UIKit.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Deprecated guides (storyboards still use them)

    /// `topLayoutGuide`: a guide from the view's top to the top of its safe
    /// area (the bottom of the status or navigation bar).
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor")
    public var topLayoutGuide: UILayoutGuide { view.builtInGuide(.topLayoutGuide) }

    /// `bottomLayoutGuide`: a guide from the bottom of the safe area to the
    /// view's bottom.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor")
    public var bottomLayoutGuide: UILayoutGuide { view.builtInGuide(.bottomLayoutGuide) }
}

/// `UIViewControllerTransitionCoordinator`: what `viewWillTransition(to:with:)`
/// receives. Trellis has no animations: the blocks run at once.
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// `UIViewControllerTransitionCoordinatorContext`.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var transitionDuration: TimeInterval { get }
}

/// The coordinator Trellis passes: animation and completion run immediately.
final class ImmediateTransitionCoordinator: UIViewControllerTransitionCoordinator,
    UIViewControllerTransitionCoordinatorContext
{
    var isAnimated: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animation?(self)
        completion?(self)
        return true
    }
}
