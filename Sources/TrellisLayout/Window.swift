import TrellisSolver

/// `UIWindow` with its root view controller's view: the top of a hierarchy,
/// the host of its layout engine, and where the screen's facts live (size,
/// scale, safe-area insets, size classes, layout direction).
public final class UIWindow: UIView {
    /// The display scale: frames round to 1/scale points.
    public var scale: Double { didSet { engine.structureChanged(); setNeedsLayout() } }
    /// The screen's unsafe areas (status bar, notch, home indicator).
    public var windowSafeAreaInsets: UIEdgeInsets { didSet { engine.derivedValuesChanged() } }
    public var horizontalSizeClass: UIUserInterfaceSizeClass { didSet { engine.derivedValuesChanged() } }
    public var verticalSizeClass: UIUserInterfaceSizeClass
    public var layoutDirection: UIUserInterfaceLayoutDirection { didSet { engine.structureChanged(); rootView.systemConstraintsChanged() } }
    /// Measures label text; a deterministic fixed-advance measurer unless a
    /// renderer provides a real one.
    public var textMeasurer: any TextMeasuring = FixedAdvanceTextMeasurer() {
        didSet {
            // Every view that shows text measures it (labels, and buttons or
            // fields from subclasses), not only labels.
            for view in allViews where view.sizeDependsOnText {
                (view as? UILabel)?.wrapWidth = nil
                view.invalidateIntrinsicContentSize()
            }
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

    /// The view controller's view: fills the window and gets the system
    /// minimum margins.
    public let rootView: UIView

    public internal(set) var diagnostics = LayoutDiagnostics()

    /// When true, every pass step is written to ``passTrace``: which views
    /// updated constraints, each solve, which views were laid out. What
    /// `trellis explain` shows.
    public var isTracingPasses = false
    public internal(set) var passTrace: [String] = []
    public func clearPassTrace() { passTrace.removeAll() }

    lazy var engine = LayoutEngine(window: self)

    // Pass bookkeeping.
    var isPerformingLayout = false
    var passContext: (UIView, PassStep)?
    var stepCounts: [StepKey: Int] = [:]
    var recentInvalidations: [String] = []
    var lastInvalidator: (String, PassStep)?
    /// The last solution's rectangles in window coordinates, by item.
    var absoluteRects: [ObjectIdentifier: CGRect] = [:]

    public init(width: Double, height: Double, scale: Double = 2,
                safeAreaInsets: UIEdgeInsets = .zero,
                horizontalSizeClass: UIUserInterfaceSizeClass? = nil, verticalSizeClass: UIUserInterfaceSizeClass? = nil,
                layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight) {
        self.scale = scale
        self.windowSafeAreaInsets = safeAreaInsets
        self.horizontalSizeClass = horizontalSizeClass ?? UIWindow.defaultSizeClasses(width, height).horizontal
        self.verticalSizeClass = verticalSizeClass ?? UIWindow.defaultSizeClasses(width, height).vertical
        self.layoutDirection = layoutDirection
        rootView = UIView()
        super.init()
        identifier = "window"
        storedFrame = CGRect(x: 0, y: 0, width: width, height: height)
        translatesAutoresizingMaskIntoConstraints = false
        rootView.identifier = "root"
        rootView.isRootView = true
        rootView.frame = CGRect(x: 0, y: 0, width: width, height: height)
        rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        rootView.storedDirectionalMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        addSubview(rootView)
    }

    /// Changes the window's size (rotation, another device), and with it, if
    /// given, the safe-area insets and size classes. CGSize classes not given
    /// follow the size by the rule `init` uses.
    public func resize(width: Double, height: Double, safeAreaInsets: UIEdgeInsets? = nil,
                       horizontalSizeClass: UIUserInterfaceSizeClass? = nil, verticalSizeClass: UIUserInterfaceSizeClass? = nil) {
        storedFrame = CGRect(x: 0, y: 0, width: width, height: height)
        if let safeAreaInsets { windowSafeAreaInsets = safeAreaInsets }
        self.horizontalSizeClass = horizontalSizeClass ?? UIWindow.defaultSizeClasses(width, height).horizontal
        self.verticalSizeClass = verticalSizeClass ?? UIWindow.defaultSizeClasses(width, height).vertical
        engine.windowSizeChanged()
        setNeedsLayout()
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
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: Double = horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Runs the pending update and layout passes for the whole window.
    public override func layoutIfNeeded() {
        performLayout()
    }
}

