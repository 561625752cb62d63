import TrellisSolver

/// `UIWindow` with its root view controller's view: the top of a hierarchy,
/// the host of its layout engine, and where the screen's facts live (size,
/// scale, safe-area insets, size classes, layout direction).
///
/// Two ways in: UIKit's `UIWindow(frame:)` + `rootViewController` (the
/// screen's facts come from ``UIScreen/main``), or Trellis's
/// `UIWindow(width:height:scale:safeAreaInsets:...)` for a device preset,
/// which comes with a plain root view controller whose view is ``rootView``.
open class UIWindow: UIView {
    /// The display scale: frames round to 1/scale points.
    public var scale: Double { didSet { engine.structureChanged(); setNeedsLayout() } }
    /// `screen`: the screen the window shows on.
    public var screen: UIScreen = .main { didSet { screenIsGiven = true } }
    /// Whether ``screen`` was set (a canvas's `screen:`, an Interface
    /// Builder device) rather than left at the main screen: the margins
    /// rule trusts a given screen's width (see `LayoutContext`).
    var screenIsGiven = false
    /// The root view's minimum leading and trailing margins when given (a
    /// canvas's `minimumMargins:`), in place of the size-class rule.
    public var minimumRootMargins: Double? { didSet { engine.derivedValuesChanged(); rootView.setNeedsLayout() } }
    /// Whether required compression resistances enter the engine after the
    /// other required constraints (a canvas's `lateCompressionResistance:`,
    /// written by Interface Builder imports), so that a conflict between
    /// them breaks the resistance: Xcode's canvas keeps a nib's own
    /// constraints over a required compression resistance
    /// (docs/INTERFACE-BUILDER.md, "Required compression resistance").
    public var lateCompressionResistance = false { didSet { engine.structureChanged() } }
    /// The screen's unsafe areas (status bar, notch, home indicator).
    public var windowSafeAreaInsets: UIEdgeInsets { didSet { engine.derivedValuesChanged() } }
    public var horizontalSizeClass: UIUserInterfaceSizeClass { didSet { engine.derivedValuesChanged() } }
    public var verticalSizeClass: UIUserInterfaceSizeClass
    public var layoutDirection: UIUserInterfaceLayoutDirection { didSet { engine.structureChanged(); rootView.systemConstraintsChanged() } }
    /// The screen's appearance: the device's Display & Brightness setting
    /// (Light or Dark) the window is shown with, which UIKit hands every
    /// window through its scene's traits. Trellis has no system to ask, so
    /// it is a setting per window (a layout file's `userInterfaceStyle:`, an
    /// Interface Builder device's `appearance`, the CLI's `--appearance`);
    /// light by default, as a device ships. Overrides (`overrideUserInterfaceStyle`,
    /// `traitOverrides`) still win over it.
    public var screenUserInterfaceStyle: UIUserInterfaceStyle {
        get { screenUserInterfaceStyleStorage }
        set {
            guard newValue != screenUserInterfaceStyleStorage else { return }
            let before = traitSnapshot()
            screenUserInterfaceStyleStorage = newValue
            deliverTraitChanges(since: before)
        }
    }
    var screenUserInterfaceStyleStorage = UIUserInterfaceStyle.light
    /// Measures label text; a deterministic fixed-advance measurer unless a
    /// renderer provides a real one.
    public var textMeasurer: any TextMeasuring = FixedAdvanceTextMeasurer() {
        didSet {
            // Every view that shows text measures it (labels, and buttons or
            // fields from subclasses), not only labels.
            for view in allViews where view.sizeDependsOnText {
                (view as? UILabel)?.wrapWidth = nil
                (view as? UITextView)?.wrapWidth = nil
                view.invalidateIntrinsicContentSize()
            }
            // Rows measured with the old measurer are measured again.
            for case let table as UITableView in allViews { table.rowContentChanged() }
            engine.derivedValuesChanged()
        }
    }

    /// How many times one view may be laid out (or update its constraints)
    /// in one pass before Trellis calls it a feedback loop. UIKit's
    /// `UIViewLayoutFeedbackLoopDebuggingThreshold`: 100 by default, kept
    /// within 50...1000.
    public var layoutFeedbackLoopThreshold = 100 {
        didSet { layoutFeedbackLoopThreshold = min(max(layoutFeedbackLoopThreshold, 50), 1000) }
    }

    /// Trellis: the height of a docked software keyboard, 0 (the default)
    /// when none is up. UIKit learns it from the keyboard itself; a test or
    /// a layout file (`keyboard:`) says it here. Views' `keyboardLayoutGuide`s
    /// follow it.
    public var keyboardHeight: Double = 0 {
        didSet {
            if !(keyboardHeight >= 0) { keyboardHeight = 0 }
            if oldValue != keyboardHeight {
                keyboardHeightChanged()
                postKeyboardNotifications(from: keyboardFrameHeight(keyboard: oldValue), to: keyboardFrameHeight)
            }
        }
    }

    /// `rootViewController`: its view fills the window (resizing with it)
    /// and gets the system minimum margins.
    public var rootViewController: UIViewController? {
        didSet { rootViewControllerChanged(from: oldValue) }
    }

    /// The new controller's view fills the window; the old one's leaves.
    private func rootViewControllerChanged(from old: UIViewController?) {
        guard old !== rootViewController else { return }
        let shown = madeVisible && !isHidden
        if let old, shown, old.appearance != .disappeared { old.sendAppearance(.disappearing) }
        if let old, old.isViewLoaded, old.view.superview === self { old.view.removeFromSuperview() }
        if let old, old.appearance == .disappearing { old.sendAppearance(.disappeared) }
        old?.hostWindow = nil
        guard let vc = rootViewController else { return }
        vc.hostWindow = self
        let view = vc.view!
        view.frame = CGRect(origin: .zero, size: storedFrame.size)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if shown { vc.sendAppearance(.appearing) }
        insertSubview(view, at: 0)
    }

    /// Sends `viewDidAppear(_:)` to the controllers that were told they will
    /// appear, after the layout pass that first shows them (UIKit sends it
    /// once the view is on screen, after `viewDidLayoutSubviews()`).
    func finishAppearance() {
        rootViewController?.finishAppearing()
    }

    /// The root view controller's view, or the window itself when it has
    /// none: where a layout file's views go.
    public var rootView: UIView { rootViewController?.view ?? self }

    /// UIKit-style log messages and what the engine broke or stopped.
    public var diagnostics: LayoutDiagnostics {
        get { context.diagnostics }
        set { context.diagnostics = newValue }
    }

    /// When true, every pass step is written to ``passTrace``: which views
    /// and view controllers updated constraints, each solve, which were laid
    /// out. What `trellis explain` shows.
    public var isTracingPasses: Bool {
        get { context.isTracingPasses }
        set { context.isTracingPasses = newValue }
    }
    public var passTrace: [String] { context.passTrace }
    public func clearPassTrace() { context.passTrace.removeAll() }

    var context: LayoutContext { layoutContext! }
    var engine: LayoutEngine { context.engine }

    /// `isKeyWindow`: set by ``makeKeyAndVisible()``; one window at a time
    /// is key (the previous key window stops being key), as in UIKit.
    public internal(set) var isKeyWindow = false
    /// Whether ``makeKeyAndVisible()`` has shown the window (it stays shown
    /// when another window becomes key).
    var madeVisible = false

    /// `makeKeyAndVisible()`: shows the window; Trellis lays it out at the
    /// next `layoutIfNeeded()`, as the run loop would.
    public func makeKeyAndVisible() {
        isKeyWindow = true
        madeVisible = true
        isHidden = false
        UIApplication.shared.windowBecameKey(self)
        // The root controller appears: `viewWillAppear(_:)` now, before its
        // first layout pass; `viewDidAppear(_:)` after it.
        if let vc = rootViewController, vc.appearance == .disappeared { vc.sendAppearance(.appearing) }
        setNeedsLayout()
    }

    /// `UIWindow(frame:)`: a window on ``UIScreen/main``. The screen's
    /// safe-area insets apply when the frame is the screen's size (in either
    /// orientation); a window of another size has none.
    public override init(frame: CGRect) {
        let screen = UIScreen.main
        self.scale = screen.scale
        self.windowSafeAreaInsets = screen.safeAreaInsets(for: frame.size)
        let classes = UIWindow.defaultSizeClasses(frame.width, frame.height)
        self.horizontalSizeClass = classes.horizontal
        self.verticalSizeClass = classes.vertical
        self.layoutDirection = .leftToRight
        super.init(frame: CGRect(origin: .zero, size: frame.size))
        translatesAutoresizingMaskIntoConstraints = false
        layoutContext = LayoutContext(root: self)
    }

    public required init?(coder: NSCoder) { return nil }

    public init(width: Double, height: Double, scale: Double = 2,
                safeAreaInsets: UIEdgeInsets = .zero,
                horizontalSizeClass: UIUserInterfaceSizeClass? = nil, verticalSizeClass: UIUserInterfaceSizeClass? = nil,
                layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) {
        self.scale = scale
        self.windowSafeAreaInsets = safeAreaInsets
        self.horizontalSizeClass = horizontalSizeClass ?? UIWindow.defaultSizeClasses(width, height).horizontal
        self.verticalSizeClass = verticalSizeClass ?? UIWindow.defaultSizeClasses(width, height).vertical
        self.layoutDirection = layoutDirection
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: height))
        trellisIdentifier = "window"
        translatesAutoresizingMaskIntoConstraints = false
        layoutContext = LayoutContext(root: self)
        let controller = UIViewController()
        controller.view.trellisIdentifier = "root"
        rootViewController = controller
        rootViewControllerChanged(from: nil)
    }

    /// Changes the window's size (rotation, another device), and with it, if
    /// given, the safe-area insets and size classes. CGSize classes not given
    /// follow the size by the rule `init` uses.
    public func resize(width: Double, height: Double, safeAreaInsets: UIEdgeInsets? = nil,
                       horizontalSizeClass: UIUserInterfaceSizeClass? = nil, verticalSizeClass: UIUserInterfaceSizeClass? = nil) {
        let size = CGSize(width: width, height: height)
        let previousTraits = traitCollection
        let before = traitSnapshot()
        // UIKit tells the controllers before the size changes (a rotation's
        // `viewWillTransition(to:with:)`); Trellis has no animation, so the
        // coordinator runs its blocks at once.
        if size != storedFrame.size {
            rootViewController?.viewWillTransition(to: size, with: ImmediateTransitionCoordinator())
        }
        storedFrame = CGRect(origin: .zero, size: size)
        if let safeAreaInsets { windowSafeAreaInsets = safeAreaInsets }
        self.horizontalSizeClass = horizontalSizeClass ?? UIWindow.defaultSizeClasses(width, height).horizontal
        self.verticalSizeClass = verticalSizeClass ?? UIWindow.defaultSizeClasses(width, height).vertical
        engine.rootSizeChanged()
        setNeedsLayout()
        // `traitCollectionDidChange(_:)` for every view and controller whose
        // traits changed (Traits/UIView+TraitOverrides.swift).
        if traitCollection != previousTraits { deliverTraitChanges(since: before) }
    }

    /// CGSize classes when none are given: regular width only on an iPad-sized
    /// screen (both sides at least 700 points), regular height in portrait or
    /// on a screen at least 700 tall. That gives iPhones compact/regular in
    /// portrait and compact/compact in landscape, iPads regular/regular.
    /// Plus and Max iPhones in landscape are regular/compact in UIKit: pass
    /// that explicitly.
    public static func defaultSizeClasses(_ width: Double, _ height: Double) -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        (min(width, height) >= 700 ? .regular : .compact, height >= width || height >= 700 ? .regular : .compact)
    }

    /// The system minimum margins of a root view: 16 points leading and
    /// trailing in a compact width, 20 in a regular one; top and bottom 0
    /// (not documented by Apple; see docs/LAYOUT.md).
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { context.systemMinimumLayoutMargins }

    /// The window's traits: its size classes, scale and layout direction,
    /// the main screen's other traits (light, Large text...), then the
    /// window's own overrides.
    public override var traitCollection: UITraitCollection {
        var traits = UIScreen.main.traitCollection
        traits.userInterfaceStyle = screenUserInterfaceStyle
        traits.horizontalSizeClass = horizontalSizeClass
        traits.verticalSizeClass = verticalSizeClass
        traits.displayScale = scale
        traits.layoutDirection = layoutDirection
        return limitingContentSize(traits.merging(ownTraitOverrides))
    }
}

