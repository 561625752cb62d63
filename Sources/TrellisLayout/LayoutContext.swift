import TrellisSolver

/// Where a hierarchy is laid out: its constraint engine and the bookkeeping
/// of its passes, owned by the hierarchy's top view.
///
/// A window has one from the start. A view outside any window gets one the
/// first time it is asked to lay out (`layoutIfNeeded()`), because UIKit lays
/// such a view out against its own bounds (unit tests and cell-height code
/// rely on that). When a top view with a context joins another hierarchy, its
/// context is dropped: the new top view's engine takes its constraints over.
final class LayoutContext {
    /// The top view: a window, or a view with no superview.
    unowned let root: UIView
    lazy var engine = LayoutEngine(context: self)

    var diagnostics = LayoutDiagnostics()
    var isTracingPasses = false
    var passTrace: [String] = []

    // Pass bookkeeping.
    var isPerformingLayout = false
    /// `UIView.invalidationEpoch` when the last pass finished with nothing
    /// left to do; nil while a pass is owed.
    var settledEpoch: Int?
    var passContext: (UIView, PassStep)?
    var stepCounts: [StepKey: Int] = [:]
    /// The last invalidations made while a pass step ran, formatted only
    /// when a feedback-loop report quotes them (``recentInvalidations``):
    /// most passes make thousands and report none.
    var invalidationRecords: [() -> String] = []
    var lastInvalidator: (UIView, PassStep)?
    /// The last solution's rectangles in the root's coordinates, by item.
    var absoluteRects: [ObjectIdentifier: CGRect] = [:]

    enum PassStep: String, CaseIterable { case updateConstraints, layoutSubviews }
    struct StepKey: Hashable { let view: ObjectIdentifier; let step: PassStep }

    /// A scratch context that fits `root` (`systemLayoutSizeFitting`): the
    /// root's size is left to its constraints, nothing is laid out, and the
    /// hierarchy the root lives in is not touched.
    let isFitting: Bool
    /// The scale of the window the fitted view is in.
    private let fittingScale: Double?

    init(root: UIView, fittingScale: Double? = nil) {
        self.root = root
        self.isFitting = fittingScale != nil
        self.fittingScale = fittingScale
    }

    var window: UIWindow? { root as? UIWindow }

    // MARK: The screen's facts, from the window or the main screen

    /// Frames round to 1/scale points.
    var scale: Double { fittingScale ?? window?.scale ?? UIScreen.main.scale }

    /// The root's unsafe areas: a window's screen insets; none for a view
    /// outside a window (UIKit reports a zero safe area there).
    var rootSafeAreaInsets: UIEdgeInsets { window?.windowSafeAreaInsets ?? .zero }

    var horizontalSizeClass: UIUserInterfaceSizeClass {
        window?.horizontalSizeClass ?? UIScreen.main.traitCollection.horizontalSizeClass
    }

    var layoutDirection: UIUserInterfaceLayoutDirection { window?.layoutDirection ?? .leftToRight }

    var textMeasurer: any TextMeasuring { window?.textMeasurer ?? UIView.defaultTextMeasurer }

    var layoutFeedbackLoopThreshold: Int { window?.layoutFeedbackLoopThreshold ?? 100 }

    /// A view controller's root view's minimum margins: 16 points leading
    /// and trailing in a compact width, 20 in a regular one and on the
    /// large phones (414 points and wider in portrait: Plus, Max, XR, as
    /// every Interface Builder file designed on them stores margins of 20);
    /// top and bottom 0 (not documented by Apple; see docs/LAYOUT.md).
    /// On a screen given explicitly (a canvas's `screen:`, which Interface
    /// Builder imports always write) the root's own width decides, not the
    /// screen's: a root 400 points wide or wider on a phone in portrait
    /// gets 20, a narrower one 16, whatever the phone (Xcode stores a
    /// 375-point xib cell on the 414-point phone at 16, AltStore 15400, and
    /// every xib view and controller on the 393-point phone at 16, iTorrent
    /// 22503 to 32700 and Google's ads samples 32700; a 480-point launch
    /// screen or a 400- or 600-point view on the 375-point phone at 20:
    /// Google's ads samples, SwiftMessages, IBAnimatable, Zotero; a
    /// 383-point one at 16: WordPress's login; docs/INTERFACE-BUILDER.md).
    /// Table cells take ``cellMinimumLayoutMargins`` instead.
    /// Windows on the default main screen keep the 414 rule (docs/LAYOUT.md
    /// says why).
    var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { minimumMargins(byScreen: false) }

    /// The minimum margins a table gives its cells: as
    /// ``systemMinimumLayoutMargins``, except that on a given screen the
    /// screen decides, from 390 points: Xcode 15 to 26 store 20 in the
    /// cells of full-width tables on the 393-point iPhone 14 Pro to 16 too
    /// (GoMap, KeePassium, LNPopupController, firebase) and on the
    /// 390-point iPhone 12 to 14 (passforios, 23504), where views pinned
    /// to a root's margins on those phones are at 16. A freeform view on a
    /// large phone's screen gives its tables 20 too (UITableView's
    /// ``cellSideMargins`` keeps narrow tables at 16).
    var cellMinimumLayoutMargins: NSDirectionalEdgeInsets { minimumMargins(byScreen: true) }

    /// The minimum margins a view's own margins are raised to, if any: a
    /// root's that respects them (``systemMinimumLayoutMargins``), except
    /// that a table takes its cells' (``cellMinimumLayoutMargins``), as a
    /// table controller's table does when it fills the root and preserves
    /// its margins (as the import writes it): on the 393-point phone it has
    /// the 20-point margins its cells have (LNPopupController's search
    /// bar, 25094, pinned 10 outside its header's margins, which preserve
    /// the table's, is stored at x 10).
    func minimumMargins(of view: UIView) -> NSDirectionalEdgeInsets? {
        if view is UITableView {
            let filling = view.preservesSuperviewLayoutMargins && view.superview?.respectsSystemMinimumMargins == true
            return view.respectsSystemMinimumMargins || filling ? cellMinimumLayoutMargins : nil
        }
        guard view.respectsSystemMinimumMargins else { return nil }
        // A root given a compact width in a regular window (a split view's
        // sidebar column) takes the compact width's 16.
        if window?.minimumRootMargins == nil, window?.horizontalSizeClass == .regular,
           view.traitCollection.horizontalSizeClass == .compact {
            return NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        }
        return systemMinimumLayoutMargins
    }

    private func minimumMargins(byScreen: Bool) -> NSDirectionalEdgeInsets {
        if let m = window?.minimumRootMargins {
            return NSDirectionalEdgeInsets(top: 0, leading: m, bottom: 0, trailing: m)
        }
        var largePhone = false
        if let w = window {
            let size = w.bounds.size, screen = w.screen.bounds.size
            let wideFreeform = w.screenIsGiven && size.width >= Self.wideFreeformWidth && screen.width < 600
                && screen.height > screen.width && w.verticalSizeClass == .regular
            // A phone without a notch in landscape (compact width and
            // height, no side insets) on a given screen: 20-point margins,
            // its roots' and its tables' cells' (docs/INTERFACE-BUILDER.md,
            // "Phones in landscape").
            let flatLandscape = w.screenIsGiven && w.verticalSizeClass == .compact && w.horizontalSizeClass == .compact
                && w.windowSafeAreaInsets.left == 0 && w.windowSafeAreaInsets.right == 0
            // A phone with a notch in landscape (compact height, side
            // insets) on a given screen: its roots' margins are 16 beyond
            // the safe area even where the width is regular (the 414-point
            // XR's 896; docs/INTERFACE-BUILDER.md, "Notched phones'
            // landscape margins").
            if w.screenIsGiven && !byScreen && w.verticalSizeClass == .compact
                && (w.windowSafeAreaInsets.left > 0 || w.windowSafeAreaInsets.right > 0) {
                return NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            }
            if w.screenIsGiven && !byScreen {
                largePhone = (size.width >= 414 && size.height > size.width)
                    || (wideFreeform && w.horizontalSizeClass == .compact) || flatLandscape
            } else {
                let screenLarge = screen.width >= 414 || (w.screenIsGiven && screen.width >= Self.largePhoneWidth)
                largePhone = (size.width >= 414 && size.height > size.width)
                    || (screenLarge && screen.width < 600 && w.horizontalSizeClass == .compact)
                    || (wideFreeform && w.horizontalSizeClass == .compact) || flatLandscape
            }
        }
        let side: Double = horizontalSizeClass == .regular || largePhone ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// A given screen this wide or wider gives its tables' cells 20-point
    /// margins (``cellMinimumLayoutMargins``): the 390-point phone's cells
    /// are stored at 20 as the 393-point one's (docs/INTERFACE-BUILDER.md,
    /// "Cell margins from 390 points").
    static let largePhoneWidth: CGFloat = 390
    /// A freeform view this wide or wider on a given phone screen takes the
    /// 20-point margins (between 383, stored with 16, and 400, stored with 20).
    static let wideFreeformWidth: CGFloat = 400
}

extension UIView {
    /// The context of the hierarchy this view is in, if it has one yet.
    var hostContext: LayoutContext? {
        var v: UIView = self
        while let s = v.superview { v = s }
        return v.layoutContext
    }

    /// The engine of the hierarchy this view is in, if any: where changes
    /// are reported.
    var hostEngine: LayoutEngine? { hostContext?.engine }

    /// The top view of this view's hierarchy.
    var topView: UIView {
        var v: UIView = self
        while let s = v.superview { v = s }
        return v
    }

    /// The hierarchy's context, made for a top view outside a window.
    func ensureHostContext() -> LayoutContext {
        let top = topView
        if let c = top.layoutContext { return c }
        let c = LayoutContext(root: top)
        top.layoutContext = c
        return c
    }
}
