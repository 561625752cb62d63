/// Where a split view controller's columns go (docs/LAYOUT.md, "Split
/// view controllers").
///
/// Widths. The primary column is `preferredPrimaryColumnWidth` if set,
/// else `preferredPrimaryColumnWidthFraction` × the split view's width if
/// set, else 320; then held between `minimumPrimaryColumnWidth` (0 when
/// automatic) and `maximumPrimaryColumnWidth` (when automatic: 320, or the
/// view's width for an explicit point width, which Apple says takes
/// precedence), the minimum winning, as Apple's `minimumPrimaryColumnWidth`
/// and `maximumPrimaryColumnWidth` describe the check. The 320 is UIKit's
/// measured default (useyourloaf, "How do you change the width of the master
/// view": the automatic maximum is 320 and the automatic minimum 0, so a
/// fraction above 320 points needs a larger maximum); the supplementary
/// column takes the same rule (**Trellis rule**: Apple gives no number).
///
/// Display modes (expanded). `.automatic` is `.oneBesideSecondary` when the
/// view is wider than high and `.secondaryOnly` otherwise (UIKit's classic
/// default: the primary hidden in portrait, both shown in landscape;
/// useyourloaf, "Split View Controller Display Modes"; the same for column
/// styles is a **Trellis rule**). A column-style mode is then read in the
/// split behavior, as Apple's `preferredDisplayMode` says
/// (`.twoBesideSecondary` is `.twoOverSecondary` when overlaying,
/// `.twoDisplaceSecondary` when displacing); `.automatic` behavior tiles
/// when the view is wider than high, and taller than wide overlays (double
/// column) or displaces (triple column), as iPadOS 14's Notes and Mail do
/// in portrait (**Trellis rule**). A classic interface takes its iOS 8
/// modes as they are. A double-column or classic interface has one
/// sidebar, so its `two…` modes are the `one…` ones.
///
/// Frames, from the primary edge (leading: the left): beside, the sidebar
/// then the secondary, which takes the rest; over, the secondary fills the
/// view and the sidebars lie on it; displaced, the secondary keeps its
/// one-sidebar width and is pushed out past the far edge; secondary only,
/// the sidebars' views leave the view. Collapsed, the shown controller
/// fills the view.
extension UISplitViewController {
    /// `primaryColumnWidth`: the primary column's width by the rule above.
    public var primaryColumnWidth: CGFloat {
        columnWidth(preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                    minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }

    /// `supplementaryColumnWidth` (iOS 14).
    public var supplementaryColumnWidth: CGFloat {
        columnWidth(preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                    minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
    }

    private func columnWidth(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        let auto = UISplitViewController.automaticDimension
        let width = splitSize.width
        let wanted = preferred != auto ? preferred : fraction != auto ? fraction * width : 320
        let upper = maximum != auto ? maximum : preferred != auto ? width : 320
        let lower = minimum != auto ? minimum : 0
        return max(lower, min(upper, wanted))
    }

    private var splitSize: CGSize { viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size }
    private var isTall: Bool { splitSize.height >= splitSize.width }
    private var hasTwoSidebars: Bool { style == .tripleColumn }

    /// `splitBehavior` (iOS 14): the preferred behavior, or the one chosen
    /// for `.automatic`.
    public var splitBehavior: SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        guard style != .unspecified, isTall else { return .tile }
        return hasTwoSidebars ? .displace : .overlay
    }

    /// `displayMode`: the mode the columns are in now (expanded; collapsed,
    /// Apple says it has no effect, and it reads as it would expanded).
    public var displayMode: DisplayMode {
        var mode = shownOverride ?? preferredDisplayMode
        if mode == .automatic { mode = isTall ? .secondaryOnly : .oneBesideSecondary }
        if !hasTwoSidebars {
            switch mode {
            case .twoBesideSecondary, .twoDisplaceSecondary: mode = .oneBesideSecondary
            case .twoOverSecondary: mode = .oneOverSecondary
            default: break
            }
        }
        // Classic interfaces take the iOS 8 modes as they are.
        guard style != .unspecified else { return mode }
        switch (splitBehavior, mode) {
        case (.tile, .oneOverSecondary): return .oneBesideSecondary
        case (.tile, .twoOverSecondary), (.tile, .twoDisplaceSecondary): return .twoBesideSecondary
        case (.overlay, .oneBesideSecondary): return .oneOverSecondary
        case (.overlay, .twoBesideSecondary), (.overlay, .twoDisplaceSecondary): return .twoOverSecondary
        case (.displace, .oneOverSecondary): return .oneBesideSecondary
        case (.displace, .twoBesideSecondary), (.displace, .twoOverSecondary): return .twoDisplaceSecondary
        default: return mode
        }
    }

    /// The controllers shown in the primary, supplementary and secondary
    /// columns (classic: the first and second of `viewControllers`).
    private func shown(_ column: Column) -> UIViewController? {
        if style == .unspecified {
            switch column {
            case .primary: return classicControllers.first
            case .secondary: return classicControllers.count > 1 ? classicControllers[1] : nil
            default: return nil
            }
        }
        return columnShown[column]
    }

    /// The sidebars get a compact width while expanded (UIKit gives its
    /// columns' controllers compact-width traits; the secondary keeps the
    /// split view's).
    func columnTraitOverride(for child: UIViewController) -> UITraitCollection? {
        guard !isCollapsed else { return nil }
        let sidebar = shown(.primary) === child || (hasTwoSidebars && shown(.supplementary) === child)
        return sidebar ? UITraitCollection(horizontalSizeClass: .compact) : nil
    }

    /// Moves the columns' views to their places for the current size and
    /// mode (``UISplitViewController`` and the rules above).
    func arrangeColumns() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds
        var placed: [(UIViewController, CGRect)] = []
        if isCollapsed {
            if let top = collapse() { placed = [(top, bounds)] }
        } else {
            restoreStacks()
            collapsedTop = nil
            let w = bounds.width, h = bounds.height
            let p = primaryColumnWidth, s = hasTwoSidebars ? supplementaryColumnWidth : 0
            let first: Column = hasTwoSidebars ? .supplementary : .primary
            let one = hasTwoSidebars ? s : p
            func rect(_ x: CGFloat, _ width: CGFloat) -> CGRect {
                let r = CGRect(x: x, y: 0, width: max(0, width), height: h)
                return primaryEdge == .leading ? r : CGRect(x: w - r.maxX, y: 0, width: r.width, height: h)
            }
            var columns: [(Column, CGRect)] = []
            switch displayMode {
            case .automatic, .secondaryOnly:
                columns = [(.secondary, rect(0, w))]
            case .oneBesideSecondary:
                columns = [(.secondary, rect(one, w - one)), (first, rect(0, one))]
            case .oneOverSecondary:
                columns = [(.secondary, rect(0, w)), (first, rect(0, one))]
            case .twoBesideSecondary:
                columns = [(.secondary, rect(p + s, w - p - s)), (.primary, rect(0, p)), (.supplementary, rect(p, s))]
            case .twoOverSecondary:
                columns = [(.secondary, rect(0, w)), (.primary, rect(0, p)), (.supplementary, rect(p, s))]
            case .twoDisplaceSecondary:
                columns = [(.secondary, rect(p + s, w - s)), (.primary, rect(0, p)), (.supplementary, rect(p, s))]
            }
            placed = columns.compactMap { column, frame in shown(column).map { ($0, frame) } }
        }
        show(placed, in: view)
    }

    /// Puts exactly `placed`'s views in `container`, bottom to top, with
    /// the appearance calls a container on screen makes.
    private func show(_ placed: [(UIViewController, CGRect)], in container: UIView) {
        let onScreen = appearance == .appearing || appearance == .appeared
        for child in children where !placed.contains(where: { $0.0 === child }) {
            guard let childView = child.viewIfLoaded, childView.superview === container else { continue }
            if onScreen { child.sendAppearance(.disappearing) }
            childView.removeFromSuperview()
            if onScreen { child.sendAppearance(.disappeared) }
        }
        var previous: UIView?
        for (child, frame) in placed {
            let childView = child.view!
            if childView.superview !== container {
                childView.translatesAutoresizingMaskIntoConstraints = true
                childView.autoresizingMask = []
                childView.frame = frame
                if let previous { container.insertSubview(childView, aboveSubview: previous) } else { container.insertSubview(childView, at: 0) }
                if onScreen { child.sendAppearance(.appearing) }
            } else if let previous, let a = container.subviews.firstIndex(where: { $0 === previous }),
                      let b = container.subviews.firstIndex(where: { $0 === childView }), b < a {
                container.insertSubview(childView, aboveSubview: previous)
            }
            childView.setContainerFrame(frame)
            previous = childView
        }
    }

    // MARK: Collapsing

    /// The controller a collapsed split view shows: the compact column's;
    /// else the primary, with the columns up to the one on top moved onto
    /// its navigation stack (classic: the secondary, unless the delegate's
    /// `collapseSecondary` says it was handled).
    private func collapse() -> UIViewController? {
        if style != .unspecified, let compact = columnShown[.compact] {
            restoreStacks()
            return compact
        }
        guard let primary = shown(.primary) else { return nil }
        guard savedStacks.isEmpty else { return primary }
        var moving: [Column] = []
        if style == .unspecified {
            if let secondary = shown(.secondary),
               !(delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false) {
                moving = [.secondary]
            }
        } else {
            if collapsedTop == nil {
                collapsedTop = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
            }
            switch collapsedTop {
            case .secondary?: moving = hasTwoSidebars ? [.supplementary, .secondary] : [.secondary]
            case .supplementary? where hasTwoSidebars: moving = [.supplementary]
            default: moving = []
            }
        }
        guard let nav = primary as? UINavigationController else { return primary }
        var stack = nav.viewControllers
        var taken: [Column: [UIViewController]] = [.primary: stack]
        for column in moving {
            guard let source = shown(column) else { continue }
            let controllers: [UIViewController]
            if let sourceNav = source as? UINavigationController {
                controllers = sourceNav.viewControllers
                sourceNav.setViewControllers([], animated: false)
            } else {
                controllers = [source]
            }
            taken[column] = controllers
            stack += controllers
        }
        guard taken.count > 1 else { return primary }
        savedStacks = taken
        for vc in stack where vc.parent !== nav && vc.parent != nil && !(vc.parent is UINavigationController) {
            vc.viewIfLoaded?.removeFromSuperview()
            vc.willMove(toParent: nil)
            vc.removeFromParent()
        }
        nav.setViewControllers(stack, animated: false)
        return primary
    }

    /// Puts the controllers collapsing moved back in their columns; any
    /// pushed on the primary stack since go with the last column moved.
    func restoreStacks() {
        guard !savedStacks.isEmpty, let nav = shown(.primary) as? UINavigationController else {
            savedStacks = [:]
            return
        }
        let saved = savedStacks
        savedStacks = [:]
        var rest = nav.viewControllers
        let primaryCount = saved[.primary]?.count ?? 0
        let primaryStack = Array(rest.prefix(primaryCount))
        rest = Array(rest.dropFirst(primaryCount))
        nav.setViewControllers(primaryStack, animated: false)
        let moved = ([.supplementary, .secondary] as [Column]).filter { saved[$0] != nil }
        for (k, column) in moved.enumerated() {
            let count = k == moved.count - 1 ? rest.count : min(rest.count, saved[column]?.count ?? 0)
            let controllers = Array(rest.prefix(count))
            rest = Array(rest.dropFirst(count))
            guard let source = shown(column) else { continue }
            if let sourceNav = source as? UINavigationController {
                sourceNav.setViewControllers(controllers, animated: false)
            } else if source.parent !== self {
                source.removeFromParentIfNeeded()
                addChild(source)
                source.didMove(toParent: self)
            }
        }
    }
}
