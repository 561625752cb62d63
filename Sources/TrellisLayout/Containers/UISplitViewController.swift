/// `UISplitViewController`: columns of view controllers side by side in a
/// regular width, one stack of them in a compact width.
///
/// Two forms, as in UIKit:
/// - column style (iOS 14, `init(style: .doubleColumn/.tripleColumn)`):
///   `setViewController(_:for:)` puts a controller in the primary,
///   supplementary, secondary or compact column; one that isn't a
///   navigation controller gets a navigation controller made for it
///   (Apple's `setViewController(_:for:)`; the compact column's is shown as
///   given);
/// - classic (`UISplitViewController()`, `style` `.unspecified`):
///   `viewControllers = [primary, secondary]`, kept as they are.
///
/// Expanded (a regular horizontal size class), the columns' views are
/// placed by ``displayMode`` (``UISplitViewController+Columns.swift``);
/// the sidebars (primary and supplementary) get a compact horizontal size
/// class, as UIKit gives them. Collapsed (a compact width: phones, and
/// narrow windows), one controller fills the view: the compact column's
/// if set, otherwise the primary's navigation controller, onto whose stack
/// the supplementary's and secondary's controllers move when the column
/// on top (``UISplitViewControllerDelegate``'s
/// `topColumnForCollapsingToProposedTopColumn`, proposed `.secondary`) is
/// one of them; they move back when it expands. Display-mode changes take
/// effect at once (no animation, no gestures).
open class UISplitViewController: UIViewController, BarContainer {
    /// `UISplitViewController.Style`.
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    /// `UISplitViewController.Column`.
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact, inspector }
    /// `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary
        case twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
        /// The iOS 8 names (deprecated in iOS 14).
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }
    /// `UISplitViewController.SplitBehavior`.
    public enum SplitBehavior: Int, Sendable { case automatic, tile, overlay, displace }
    /// `UISplitViewController.PrimaryEdge`.
    public enum PrimaryEdge: Int, Sendable { case leading, trailing }
    /// `UISplitViewController.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable { case none, sidebar }
    /// `UISplitViewController.DisplayModeButtonVisibility`.
    public enum DisplayModeButtonVisibility: Int, Sendable { case automatic, never, always }

    /// `UISplitViewController.automaticDimension`.
    public static let automaticDimension: CGFloat = -3.40282347e38

    /// `style`.
    public let style: Style
    /// `delegate`.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    // Column style: what was set for each column, and the controller shown
    // for it (the navigation controller made for it, if any).
    var columnControllers: [Column: UIViewController] = [:]
    var columnShown: [Column: UIViewController] = [:]
    // Classic style.
    var classicControllers: [UIViewController] = []

    /// `preferredDisplayMode` (`.automatic` by default).
    open var preferredDisplayMode = DisplayMode.automatic { didSet { shownOverride = nil; columnsChanged() } }
    /// `preferredSplitBehavior` (`.automatic` by default).
    open var preferredSplitBehavior = SplitBehavior.automatic { didSet { columnsChanged() } }
    /// `primaryEdge` (`.leading` by default).
    open var primaryEdge = PrimaryEdge.leading { didSet { columnsChanged() } }
    /// `presentsWithGesture`: recorded (no gestures).
    open var presentsWithGesture = true
    /// `showsSecondaryOnlyButton`: recorded (the bar's button isn't drawn).
    open var showsSecondaryOnlyButton = false
    /// `displayModeButtonVisibility` (iOS 14.5): recorded.
    open var displayModeButtonVisibility = DisplayModeButtonVisibility.automatic
    /// `primaryBackgroundStyle`: recorded (nothing is drawn for it).
    open var primaryBackgroundStyle = BackgroundStyle.none

    /// `preferredPrimaryColumnWidthFraction`, `preferredPrimaryColumnWidth`,
    /// `minimumPrimaryColumnWidth`, `maximumPrimaryColumnWidth`: all
    /// ``automaticDimension`` by default; see ``primaryColumnWidth``.
    open var preferredPrimaryColumnWidthFraction = automaticDimension { didSet { columnsChanged() } }
    open var preferredPrimaryColumnWidth = automaticDimension { didSet { columnsChanged() } }
    open var minimumPrimaryColumnWidth = automaticDimension { didSet { columnsChanged() } }
    open var maximumPrimaryColumnWidth = automaticDimension { didSet { columnsChanged() } }
    /// The same for the supplementary column of a triple-column interface.
    open var preferredSupplementaryColumnWidthFraction = automaticDimension { didSet { columnsChanged() } }
    open var preferredSupplementaryColumnWidth = automaticDimension { didSet { columnsChanged() } }
    open var minimumSupplementaryColumnWidth = automaticDimension { didSet { columnsChanged() } }
    open var maximumSupplementaryColumnWidth = automaticDimension { didSet { columnsChanged() } }

    /// A display mode asked for by `show(_:)` or `hide(_:)`, until the
    /// preferred mode is set again.
    var shownOverride: DisplayMode?
    /// The column shown on top while collapsed without a compact column.
    var collapsedTop: Column?
    /// The navigation stacks as they were before collapsing moved them.
    var savedStacks: [Column: [UIViewController]] = [:]

    /// `init(style:)` (iOS 14).
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// `init(nibName:bundle:)`: a classic split view controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// `setViewController(_:for:)`: column style only (Apple: it doesn't
    /// apply to classic split view controllers). A controller that isn't a
    /// navigation controller, for any column but `.compact`, gets one.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified, column != .inspector else { return }
        guard column != .supplementary || style == .tripleColumn else { return }
        restoreStacks()
        if let old = columnShown[column] {
            detach(old)
        }
        columnControllers[column] = vc
        if let vc {
            let shown: UIViewController
            if column == .compact || vc is UINavigationController {
                shown = vc
            } else if let nav = vc.parent as? UINavigationController, nav.parent === self || nav.parent == nil,
                      nav.viewControllers.first === vc {
                shown = nav
            } else {
                shown = UINavigationController(rootViewController: vc)
            }
            columnShown[column] = shown
            if shown.parent !== self {
                shown.removeFromParentIfNeeded()
                addChild(shown)
                shown.didMove(toParent: self)
            }
        } else {
            columnShown[column] = nil
        }
        columnsChanged()
    }

    /// `viewController(for:)`: the controller set for the column (not the
    /// navigation controller made for it).
    open func viewController(for column: Column) -> UIViewController? {
        guard style != .unspecified else { return nil }
        return columnControllers[column]
    }

    /// `viewControllers`: expanded, the primary, (supplementary,) secondary
    /// controllers shown in the columns; collapsed, one: the compact
    /// column's if set, else the primary's (Apple's `viewControllers`).
    open var viewControllers: [UIViewController] {
        get {
            if style == .unspecified {
                return isCollapsed ? Array(classicControllers.prefix(1)) : classicControllers
            }
            if isCollapsed {
                if let compact = columnShown[.compact] { return [compact] }
                return columnShown[.primary].map { [$0] } ?? []
            }
            let columns: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            return columns.compactMap { columnShown[$0] }
        }
        set {
            if style != .unspecified {
                let columns: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
                for (i, column) in columns.enumerated() { setViewController(i < newValue.count ? newValue[i] : nil, for: column) }
                return
            }
            restoreStacks()
            var unique: [UIViewController] = []
            for vc in newValue where vc !== self && !unique.contains(where: { $0 === vc }) { unique.append(vc) }
            for vc in classicControllers where !unique.contains(where: { $0 === vc }) { detach(vc) }
            classicControllers = Array(unique.prefix(2))
            for vc in classicControllers where vc.parent !== self {
                vc.removeFromParentIfNeeded()
                addChild(vc)
                vc.didMove(toParent: self)
            }
            columnsChanged()
        }
    }

    /// `isCollapsed`: the split view controller's horizontal size class is
    /// compact (Apple: collapsing happens on the change from regular to
    /// compact).
    open var isCollapsed: Bool {
        let traits = viewIfLoaded?.traitCollection ?? UIScreen.main.traitCollection
        return traits.horizontalSizeClass == .compact
    }

    /// `show(_:)` (iOS 14): shows a column, changing the display mode
    /// (expanded) or the column on top (collapsed).
    open func show(_ column: Column) {
        guard style != .unspecified else { return }
        if isCollapsed {
            if column != .compact, column != .inspector, collapsedTop != column {
                restoreStacks()
                collapsedTop = column
                columnsChanged()
            }
            return
        }
        let twoSidebars = style == .tripleColumn
        let mode: DisplayMode
        switch column {
        case .primary: mode = twoSidebars ? .twoBesideSecondary : .oneBesideSecondary
        case .supplementary: mode = displayMode == .twoBesideSecondary || displayMode == .twoOverSecondary || displayMode == .twoDisplaceSecondary
            ? displayMode : .oneBesideSecondary
        default: return
        }
        shownOverride = mode
        columnsChanged()
    }

    /// `hide(_:)` (iOS 14): hides a sidebar column.
    open func hide(_ column: Column) {
        guard style != .unspecified, !isCollapsed else { return }
        switch column {
        case .primary where style == .tripleColumn:
            shownOverride = displayMode == .secondaryOnly ? .secondaryOnly : .oneBesideSecondary
        case .primary, .supplementary: shownOverride = .secondaryOnly
        default: return
        }
        columnsChanged()
    }

    /// `displayModeButtonItem`: a bar button item, recorded (it toggles
    /// nothing: there are no taps).
    public private(set) lazy var displayModeButtonItem = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain)

    open override func loadView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        container.isSystemPart = true
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.container = self
        view = container
        arrangeColumns()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        columnsChanged()
    }

    /// A column or a setting changed: the view lays out again.
    func columnsChanged() {
        guard let view = viewIfLoaded else { return }
        view.setNeedsLayout()
        view.hostEngine?.derivedValuesChanged()
    }

    private func detach(_ vc: UIViewController) {
        if vc.viewIfLoaded?.superview === viewIfLoaded, viewIfLoaded != nil {
            let onScreen = appearance == .appearing || appearance == .appeared
            if onScreen { vc.sendAppearance(.disappearing) }
            vc.view.removeFromSuperview()
            if onScreen { vc.sendAppearance(.disappeared) }
        }
        if vc.parent === self {
            vc.willMove(toParent: nil)
            vc.removeFromParent()
        }
    }

    // MARK: BarContainer (a split view controller has no bars of its own)

    func barCover(for child: UIViewController) -> (top: CGFloat, bottom: CGFloat) { (0, 0) }

    func layoutBars() { arrangeColumns() }
}

extension UIViewController {
    /// `splitViewController`: the nearest split view controller above.
    public var splitViewController: UISplitViewController? {
        var p = parent
        while let c = p {
            if let found = c as? UISplitViewController { return found }
            p = c.parent
        }
        return nil
    }

    /// Leaves a parent this controller is still in (before joining another).
    func removeFromParentIfNeeded() {
        guard parent != nil else { return }
        if let nav = parent as? UINavigationController {
            nav.setViewControllers(nav.viewControllers.filter { $0 !== self }, animated: false)
            return
        }
        viewIfLoaded?.removeFromSuperview()
        willMove(toParent: nil)
        removeFromParent()
    }
}
