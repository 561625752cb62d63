import TrellisSolver
typealias Expression = TrellisSolver.Expression

/// A hierarchy's constraint engine: keeps the solver in step with the
/// constraints in the hierarchy, batches changes until the next pass, and
/// turns the solution into frames.
///
/// Each item's origin is a variable relative to its *origin parent* (a
/// view's superview, a guide's owning view; the top view sits at 0, 0), its
/// size a variable of its own; an attribute in another view's coordinate
/// space is the sum of the origins along the path between them. Why not
/// window coordinates: with absolute origins every constraint inside row
/// 900 of a stack mentions the positions of the 899 rows above it, the
/// solver's rows fill in, and a 1,000-row stack takes minutes; relative
/// origins keep a row's constraints about the row (UIKit's engine, too,
/// measures a view's origin in its superview). Solver state (variables, solver
/// constraints) is kept here, by item, not on the items: a subtree can move
/// to another hierarchy, or be fitted by a scratch engine, without carrying
/// another solver's symbols. A location attribute is read in
/// the coordinate space of the view the constraint is installed on (UIKit's
/// rule), which only matters for multipliers other than 1: `centerX ==
/// 0.5 × superview.centerX` places the view at a quarter of its superview.
final class LayoutEngine {
    unowned let context: LayoutContext
    let solver = Solver()
    var root: UIView { context.root }

    /// Activations, deactivations, hierarchy and generated-constraint changes
    /// since the last sync: the next sync rescans the hierarchy.
    private(set) var structureDirty = true
    /// Margins, safe area or label text may have moved: recompute them.
    private(set) var derivedDirty = true
    private var pendingConstants: [NSLayoutConstraint] = []
    private var pendingPriorities: [NSLayoutConstraint] = []
    private var rootSizeDirty = false

    /// The constraints the solver holds now, and the ones broken to recover
    /// from a conflict.
    private(set) var inSolver: [ObjectIdentifier: NSLayoutConstraint] = [:]
    private(set) var broken: [ObjectIdentifier: NSLayoutConstraint] = [:]
    private var bySolverConstraint: [ObjectIdentifier: NSLayoutConstraint] = [:]

    private var rootConstraints: [Constraint] = []
    /// Per item: its variables and a weak reference to it (``Unretained``). The engine
    /// belongs to the hierarchy's top view, so holding the items strongly
    /// would keep a dropped hierarchy alive (top view → context → engine →
    /// items → top view). The reference also tells a live item from a
    /// freed one whose address (its ObjectIdentifier) a new object has
    /// since taken: ``known(_:)`` answers only for the item itself.
    private struct ItemEntry {
        @Unretained var item: LayoutItem?
        let variables: ItemVariables
        /// A text view's baselines, held at constant offsets from its
        /// edges (a label) or its centre (``BaselineAnchoring``).
        var baselines: (first: Constraint, last: Constraint)?
        var baselinesFromEdges = false
    }
    private var entries: [ObjectIdentifier: ItemEntry] = [:]
    /// The order items first appeared in (results don't depend on it; it
    /// keeps each run's solver calls the same).
    private var itemOrder: [ObjectIdentifier] = []
    private var solverConstraints: [ObjectIdentifier: Constraint] = [:]
    /// Canvas-frame hints by view (``syncCanvasHints(_:)``).
    private struct CanvasHints {
        var frame: CGRect
        /// By attribute: 0 x, 1 y, 2 width, 3 height.
        var constraints: [Int: Constraint] = [:]
    }
    private var canvasHints: [ObjectIdentifier: CanvasHints] = [:]
    /// Whether the root's rectangle is pinned to its bounds (a window, a
    /// view laid out against its own bounds) or left to the constraints (a
    /// view being fitted).
    let pinsRoot: Bool

    /// How many times the engine has solved: one per pass that had changes.
    private(set) var solveCount = 0

    init(context: LayoutContext) {
        self.context = context
        self.pinsRoot = !context.isFitting
        // Variables are made as items first appear: the newest fresh one in
        // a constraint is the item it places (see Tableau.freshSubject).
        solver.prefersNewestFreshSubject = true
    }

    /// Moves solver constants to the constraints' current constants: a
    /// scratch engine hears of no changes (views report to their own
    /// hierarchy's engine), so it compares instead.
    func refreshConstants() {
        for (id, c) in inSolver {
            guard let sc = solverConstraints[id] else { continue }
            if sc.constant != c.constant { try? solver.setConstant(sc, to: c.constant) }
        }
    }

    /// Adds a constraint of the engine's own (a fitting target); never broken.
    func addInternal(_ c: Constraint) { try? solver.add(c) }

    /// The solved, unrounded rectangle of an item in the root's coordinates.
    func rawRect(of item: LayoutItem) -> CGRect? {
        guard let v = known(item) else { return nil }
        var x = 0.0, y = 0.0
        for i in originChain(of: item) {
            guard let iv = known(i) else { continue }
            x += solver.value(of: iv.minX)
            y += solver.value(of: iv.minY)
        }
        return CGRect(x: x, y: y, width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    // MARK: Origins

    /// The item an item's origin is measured from: a view's superview, a
    /// guide's owning view; nil for the root.
    func originParent(of item: LayoutItem) -> LayoutItem? {
        if item === root { return nil }
        if let view = item as? UIView { return view.superview }
        return item.hostView
    }

    /// The item and its origin parents up to (not including) the root: the
    /// items whose origins add up to its position in the root's coordinates.
    /// An item outside the root's hierarchy stops where its chain ends.
    func originChain(of item: LayoutItem) -> [LayoutItem] {
        var chain: [LayoutItem] = []
        var next: LayoutItem? = item
        while let i = next, i !== root {
            chain.append(i)
            next = originParent(of: i)
            if chain.count > 100_000 { break }
        }
        return chain
    }

    /// `item`'s origin relative to `space`'s (both rectangles' top-left
    /// corners): the origins from `item` up to the nearest item the two
    /// chains share, less those from `space` up to it.
    func relativeOrigin(of item: LayoutItem, in space: LayoutItem) -> (x: Expression, y: Expression) {
        var x = Expression(), y = Expression()
        if item === space { return (x, y) }
        // The item's origin parent is `space` (a constraint between
        // siblings or to their superview: most of them): its own origin,
        // what the chains below give, without building them.
        if item !== root, let parent = originParent(of: item), parent === space {
            let v = variables(for: item)
            return (x + v.minX, y + v.minY)
        }
        let up = originChain(of: item)
        if up.contains(where: { $0 === space }) {
            for i in up {
                if i === space { break }
                let v = variables(for: i)
                x = x + v.minX
                y = y + v.minY
            }
            return (x, y)
        }
        let down = originChain(of: space)
        let shared = Set(up.map(ObjectIdentifier.init)).intersection(down.map(ObjectIdentifier.init))
        for i in up {
            if shared.contains(ObjectIdentifier(i)) { break }
            let v = variables(for: i)
            x = x + v.minX
            y = y + v.minY
        }
        for i in down {
            if shared.contains(ObjectIdentifier(i)) { break }
            let v = variables(for: i)
            x = x - v.minX
            y = y - v.minY
        }
        return (x, y)
    }

    var needsSync: Bool {
        structureDirty || rootSizeDirty || !pendingConstants.isEmpty || !pendingPriorities.isEmpty
    }

    func structureChanged() { structureDirty = true }
    func derivedValuesChanged() { derivedDirty = true }
    func rootSizeChanged() { rootSizeDirty = true; derivedDirty = true }
    func clearDerivedDirty() { derivedDirty = false }

    func constantChanged(_ c: NSLayoutConstraint) {
        pendingConstants.append(c)
        // A constraint moves its items' frames, which their superviews lay
        // out: if an item is the view the constraint is installed on, the
        // layout invalidated is that view's superview's.
        let host = c.installedView
        let movesHost = c.firstItem?.hostView === host || c.secondItem?.hostView === host
        let constant = c.constant, priority = c.priority
        context.noteInvalidation("constant of \(c.formula(constant: constant, priority: priority)) changed",
                                 target: movesHost ? host?.superview : host)
    }

    func priorityChanged(_ c: NSLayoutConstraint) {
        pendingPriorities.append(c)
    }

    // MARK: Variables

    /// The variables of an item the engine has seen, nil for one it hasn't.
    func known(_ item: LayoutItem) -> ItemVariables? {
        guard let e = entries[ObjectIdentifier(item)], e.$item.refers(to: item) else { return nil }
        return e.variables
    }

    /// Drops what the engine kept for items that have been freed: their
    /// baseline constraints leave the solver (their variables, unused by
    /// any constraint now, stay as symbols: the solver can't drop one).
    func forgetFreedItems() {
        let dead = entries.filter { $0.value.item == nil }.map(\.key)
        guard !dead.isEmpty else { return }
        for id in dead { forget(id) }
        let gone = Set(dead)
        itemOrder.removeAll { gone.contains($0) }
    }

    private func forget(_ id: ObjectIdentifier) {
        if let b = entries[id]?.baselines {
            try? solver.remove(b.first)
            try? solver.remove(b.last)
        }
        if let hints = canvasHints.removeValue(forKey: id) {
            for c in hints.constraints.values { try? solver.remove(c) }
        }
        entries[id] = nil
    }

    func variables(for item: LayoutItem) -> ItemVariables {
        if let v = known(item) { return v }
        if entries[ObjectIdentifier(item)] != nil {
            // A freed item's entry under the new item's address.
            forget(ObjectIdentifier(item))
            itemOrder.removeAll { $0 == ObjectIdentifier(item) }
        }
        var baselines: (first: Constraint, last: Constraint)?
        var fromEdges = false
        let name = item.logName
        // Made in this order (minX, minY, width, height, then the
        // baselines): the solver's symbols, and so its choices, follow it.
        let minX = solver.makeVariable("\(name).minX"), minY = solver.makeVariable("\(name).minY")
        let width = solver.makeVariable("\(name).width"), height = solver.makeVariable("\(name).height")
        let v: ItemVariables
        if let view = item as? UIView,
           let anchoring = view.baselineAnchoring ?? (view is UILabel ? BaselineAnchoring(first: 0, last: 0, fromEdges: false) : nil) {
            let first = solver.makeVariable("\(name).firstBaseline")
            let last = solver.makeVariable("\(name).lastBaseline")
            v = ItemVariables(minX: minX, minY: minY, width: width, height: height, firstBaseline: first, lastBaseline: last)
            baselines = addBaselineConstraints(v, anchoring)
            fromEdges = anchoring.fromEdges
        } else {
            v = ItemVariables(minX: minX, minY: minY, width: width, height: height)
        }
        entries[ObjectIdentifier(item)] = ItemEntry(item: item, variables: v, baselines: baselines, baselinesFromEdges: fromEdges)
        itemOrder.append(ObjectIdentifier(item))
        if item === root {
            rootConstraints = [Constraint(v.minX, .equal, 0), Constraint(v.minY, .equal, 0)]
            if pinsRoot {
                rootConstraints += [
                    Constraint(v.width, .equal, root.storedFrame.width),
                    Constraint(v.height, .equal, root.storedFrame.height),
                ]
            }
            for c in rootConstraints { try? solver.add(c) }
        }
        return v
    }

    /// Moves a text view's baselines after its text, font or wrap width
    /// changed (called when its generated constraints are rebuilt, not on
    /// every sync, so unchanged text is never measured again).
    func updateBaselines(of view: UIView) {
        guard let e = entries[ObjectIdentifier(view)], e.$item.refers(to: view), let entry = e.baselines,
              let anchoring = view.baselineAnchoring else { return }
        if anchoring.fromEdges != e.baselinesFromEdges {
            // Text came or went: the rows change form, not just constants.
            try? solver.remove(entry.first)
            try? solver.remove(entry.last)
            entries[ObjectIdentifier(view)]?.baselines = addBaselineConstraints(e.variables, anchoring)
            entries[ObjectIdentifier(view)]?.baselinesFromEdges = anchoring.fromEdges
            return
        }
        try? solver.setConstant(entry.first, to: anchoring.first)
        try? solver.setConstant(entry.last, to: anchoring.fromEdges ? -anchoring.last : anchoring.last)
    }

    /// The rows that hold a text view's baseline variables: measured from
    /// the view's own top, not its superview's (a baseline row that named
    /// the view's origin would take in the whole chain of views above it
    /// once that origin is solved); a label's at its edges, other views'
    /// around their centre (``BaselineAnchoring``).
    private func addBaselineConstraints(_ v: ItemVariables, _ a: BaselineAnchoring) -> (first: Constraint, last: Constraint)? {
        guard let first = v.firstBaseline, let last = v.lastBaseline else { return nil }
        let c1: Constraint, c2: Constraint
        if a.fromEdges {
            c1 = Constraint(first, .equal, Expression(constant: a.first))
            c2 = Constraint(last, .equal, Expression(v.height) - a.last)
        } else {
            let center = 0.5 * v.height
            c1 = Constraint(first, .equal, center + a.first)
            c2 = Constraint(last, .equal, center + a.last)
        }
        try? solver.add(c1)
        try? solver.add(c2)
        return (c1, c2)
    }

    /// An attribute as a linear expression, in the coordinate space of `space`.
    ///
    /// `mirrored` is for constraints that name leading or trailing in a
    /// right-to-left context: the x axis is read from `space`'s right edge
    /// leftwards, so that a constant moves in the leading direction, as in
    /// UIKit (`v.leading == s.leading + 20` puts v 20 points in from the
    /// right edge, and `b.leading == a.trailing + 8` puts b 8 points left of a).
    ///
    /// `direction`, when given, resolves leading and trailing for every item
    /// (a constraint with a ``NSLayoutConstraint/directionSource``); else
    /// each item's own direction does.
    func expression(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in space: UIView,
                    mirrored: Bool = false, direction: UIUserInterfaceLayoutDirection? = nil) -> Expression {
        if let base = attribute.withoutMargin, let view = item as? UIView {
            return expression(view.layoutMarginsGuide, base, in: space, mirrored: mirrored, direction: direction)
        }
        if let stack = item as? UIStackView, let inner = stack.baselineView(for: attribute) {
            return expression(inner, attribute, in: space, mirrored: mirrored, direction: direction)
        }
        let v = variables(for: item)
        let s = variables(for: space)
        // Constraints act on a view's alignment rectangle: the variables
        // hold the frame, so each attribute is read inset by the view's
        // alignmentRectInsets (zero for most views). Positions are read in
        // `space`'s coordinates: the item's origin relative to space's.
        let insets = (item as? UIView)?.alignmentRectInsets ?? .zero
        let isPosition = attribute != .width && attribute != .height
        let origin = isPosition ? relativeOrigin(of: item, in: space) : (x: Expression(), y: Expression())
        // Made where an attribute reads them (most read one or two): each
        // is a new expression, an allocation, and this runs per constraint.
        var minX: Expression { origin.x + insets.left }
        var minY: Expression { origin.y + insets.top }
        var width: Expression { v.width - (insets.left + insets.right) }
        var height: Expression { v.height - (insets.top + insets.bottom) }
        if mirrored && attribute.axis == .horizontal {
            let edge = Expression() + s.width
            switch attribute {
            case .leading, .right: return edge - minX - width
            case .trailing, .left: return edge - minX
            case .centerX: return edge - minX - 0.5 * width
            default: break
            }
        }
        let direction = direction ?? item.hostView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        let e: Expression
        switch attribute {
        case .left: e = minX
        case .right: e = minX + width
        case .leading: e = direction == .leftToRight ? minX : minX + width
        case .trailing: e = direction == .leftToRight ? minX + width : minX
        case .centerX: e = minX + 0.5 * width
        case .top: e = minY
        case .bottom: e = minY + height
        case .centerY: e = minY + 0.5 * height
        case .width: return width
        case .height: return height
        // A view without a baseline: its top edge for the first baseline,
        // its bottom for the last (Apple's `forFirstBaselineLayout`: "If
        // that view does not have a baseline, Auto Layout uses the view's
        // top edge").
        case .firstBaseline: e = v.firstBaseline.map { origin.y + $0 } ?? minY
        case .lastBaseline: e = v.lastBaseline.map { origin.y + $0 } ?? origin.y + v.height
        default: return Expression()
        }
        return e
    }

    func solverConstraint(for c: NSLayoutConstraint) -> Constraint? {
        guard var first = c.firstItem, let space = c.installedView else { return nil }
        var firstAttribute = c.firstAttribute, secondAttribute = c.secondAttribute
        var second = c.secondItem
        // A scroll view related to its own content: edges attach to the
        // content area, sizes and centres to the frame (Apple's rule).
        if let scroll = first as? UIScrollView, let other = second?.hostView, other !== scroll, other.isDescendant(of: scroll) {
            (first, firstAttribute) = scroll.contentAttachment(firstAttribute)
        }
        if let scroll = second as? UIScrollView, let other = c.firstItem?.hostView, other !== scroll, other.isDescendant(of: scroll) {
            let attached = scroll.contentAttachment(secondAttribute)
            second = attached.0
            secondAttribute = attached.1
        }
        // Leading and trailing read in the direction of the view the
        // constraint is installed on (a stack's generated constraints: the
        // stack's), for both items: a view's own semanticContentAttribute
        // flips its content, not its place in its superview (UIButton's
        // forced right to left, the usual way to put its image after its
        // title, leaves the button where its constraints put it; Xcode's
        // stored frames agree: docs/LAYOUT.md, "layout direction").
        let directional = c.firstAttribute.isDirectional || c.secondAttribute.isDirectional
        let direction = (c.directionSource ?? space).effectiveUserInterfaceLayoutDirection
        let mirrored = directional && direction == .rightToLeft
        let lhs = expression(first, firstAttribute, in: space, mirrored: mirrored, direction: direction)
        var rhs = Expression(constant: c.constant)
        if let second {
            rhs = c.multiplier * expression(second, secondAttribute, in: space, mirrored: mirrored, direction: direction) + c.constant
        }
        let result = Constraint(lhs, c.relation, rhs, priority: c.priority.solverPriority)
        result.identifier = c.identifier
        return result
    }

    // MARK: Sync

    /// `constraints` sorted by priority, highest first, in their order
    /// among equals (see ``sync()``). Each priority is read once (a class's
    /// stored property costs an exclusivity check per read, which a sort's
    /// comparisons multiplied), and an order that is already right is kept
    /// as it is.
    static func highestPriorityFirst(_ constraints: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        let keys = constraints.map { $0.priority.rawValue }
        if zip(keys, keys.dropFirst()).allSatisfy({ $0 >= $1 }) { return constraints }
        let order = keys.indices.sorted { keys[$0] != keys[$1] ? keys[$0] > keys[$1] : $0 < $1 }
        return order.map { constraints[$0] }
    }

    /// Brings the solver in step with the hierarchy: one solve.
    func sync() {
        _ = variables(for: root)
        if rootSizeDirty {
            rootSizeDirty = false
            if pinsRoot {
                try? solver.setConstant(rootConstraints[2], to: root.storedFrame.width)
                try? solver.setConstant(rootConstraints[3], to: root.storedFrame.height)
            }
        }
        if structureDirty {
            structureDirty = false
            forgetFreedItems()
            let views = root.allViews
            for v in views where v.systemConstraintsDirty { v.rebuildSystemConstraints() }
            var desired: [NSLayoutConstraint] = []
            for v in views { desired += v.systemConstraints }
            if !pinsRoot {
                // A view being fitted: its own autoresizing constraints tie
                // it to a superview that is not part of the problem.
                desired.removeAll { $0.firstItem === root && $0.systemKind == "NSAutoresizingMaskLayoutConstraint" }
            }
            let systemCount = desired.count
            for v in views { desired += v.constraints }
            // Required constraints first, then optional ones, each group in
            // its order. A required constraint that closes a loop (a stack
            // pinned at both ends by the file) otherwise meets the stack's
            // optional `UISV-canvas-fit` already in the tableau, finds no
            // subject, and its artificial phase walks down every row of the
            // stack, each pivot touching every row (nested stacks grew 2.5×
            // per doubling). Optional adds never fail, so which constraint a
            // conflict breaks is unchanged; the optimum is the same set of
            // objectives.
            //
            // The optional constraints the views make themselves (stack
            // arrangements, intrinsic sizes) go highest priority first,
            // stably; the user's keep their order, after them, as before.
            // Added in view order, a `fillEqually` column left the simplex a
            // far longer walk along a degenerate vertex, each pivot touching
            // every row: 2.93 s → 1.02 s at 2,000 views
            // (issue 14, docs/PERFORMANCE.md). The optimum is the same set of
            // objectives; only a tie between equally good layouts could land
            // elsewhere, and the gallery and every bench workload's frames
            // are byte for byte the same. (Sorting the user's too changed
            // the frames of ambiguous random files, so they are left alone.)
            // A hierarchy loaded from a nib (``UIWindow/lateCompressionResistance``,
            // an Interface Builder import) has its file's constraints in the
            // engine before the required compression resistances its
            // views make: a conflict between them breaks the resistance.
            var required = desired.filter { $0.priority == .required }
            if (root as? UIWindow)?.lateCompressionResistance == true {
                let late = { (c: NSLayoutConstraint) in
                    c.systemKind == "NSContentSizeLayoutConstraint" && c.identifier == "compression-resistance"
                }
                required = required.filter { !late($0) } + required.filter(late)
            }
            desired = required
                + Self.highestPriorityFirst(desired[..<systemCount].filter { $0.priority != .required })
                + desired[systemCount...].filter { $0.priority != .required }
            let wanted = Set(desired.map(ObjectIdentifier.init))
            // One optimisation for the whole change, not one per constraint
            // (conflicts are still found, and broken, one by one).
            solver.batch {
                for (id, c) in inSolver where !wanted.contains(id) { removeFromSolver(c) }
                for id in broken.keys where !wanted.contains(id) { broken[id] = nil }
                for c in desired where inSolver[ObjectIdentifier(c)] == nil && broken[ObjectIdentifier(c)] == nil {
                    addToSolver(c)
                }
                syncCanvasHints(views)
            }
        }
        let constants = pendingConstants
        let priorities = pendingPriorities
        pendingConstants.removeAll()
        pendingPriorities.removeAll()
        for c in constants {
            let id = ObjectIdentifier(c)
            if let sc = solverConstraints[id], inSolver[id] != nil {
                do {
                    try solver.setConstant(sc, to: c.constant)
                } catch {
                    removeFromSolver(c)
                    recordConflict(error, breaking: c)
                }
            } else if broken[id] != nil {
                broken[id] = nil
                addToSolver(c)
            }
        }
        for c in priorities {
            let id = ObjectIdentifier(c)
            if let sc = solverConstraints[id], inSolver[id] != nil {
                try? solver.setPriority(sc, to: c.priority.solverPriority)
            } else if broken[id] != nil {
                broken[id] = nil
                addToSolver(c)
            }
        }
        solveCount += 1
    }

    // MARK: Canvas frames

    /// Hints for views with a ``UIView/canvasFrame``: a frame variable
    /// (x, y, width or height, which hold the frame in the superview's
    /// coordinates, as a canvas stores it) equal to the canvas frame's at
    /// ``Priority/hint``, under every real priority. A hint moves nothing
    /// the constraints decide (a determined variable has one value
    /// whatever lies below it), so only variables the constraints leave
    /// ambiguous get one: the same solution as hinting every variable, at
    /// the cost of one ambiguity analysis a structural change (which a
    /// frames record asks for anyway) instead of four rows a view (+45 %
    /// CPU on issue 11's 5,000-view storyboard). The solver's ambiguity
    /// analysis ignores the hint tier, so the views are still reported.
    /// Hints stay until the view's canvas frame changes or it leaves.
    private func syncCanvasHints(_ views: [UIView]) {
        var seen: Set<ObjectIdentifier> = []
        var stale: [Constraint] = []
        var open: [(id: ObjectIdentifier, frame: CGRect, attribute: Int, variable: Variable, value: Double)] = []
        for view in views where view !== root {
            guard let f = view.canvasFrame else { continue }
            let id = ObjectIdentifier(view)
            seen.insert(id)
            if let old = canvasHints[id], old.frame != f {
                stale += old.constraints.values
                canvasHints[id] = nil
            }
            let v = variables(for: view)
            // By attribute, without an array of pairs per view.
            for k in 0..<4 where canvasHints[id]?.constraints[k] == nil {
                let variable = k == 0 ? v.minX : k == 1 ? v.minY : k == 2 ? v.width : v.height
                guard solver.isAmbiguous(variable) else { continue }
                let value = k == 0 ? f.minX : k == 1 ? f.minY : k == 2 ? f.width : f.height
                open.append((id, f, k, variable, Double(value)))
            }
        }
        for (id, old) in canvasHints where !seen.contains(id) {
            stale += old.constraints.values
            canvasHints[id] = nil
        }
        for c in stale { try? solver.remove(c) }
        for o in open {
            let c = Constraint(o.variable, .equal, o.value, priority: .hint)
            try? solver.addHint(c)
            canvasHints[o.id, default: CanvasHints(frame: o.frame)].constraints[o.attribute] = c
        }
    }

    private func addToSolver(_ c: NSLayoutConstraint) {
        guard let sc = solverConstraint(for: c) else { return }
        do {
            try solver.add(sc)
            solverConstraints[ObjectIdentifier(c)] = sc
            inSolver[ObjectIdentifier(c)] = c
            bySolverConstraint[ObjectIdentifier(sc)] = c
        } catch {
            recordConflict(error, breaking: c)
        }
    }

    private func removeFromSolver(_ c: NSLayoutConstraint) {
        if let sc = solverConstraints[ObjectIdentifier(c)] {
            try? solver.remove(sc)
            bySolverConstraint[ObjectIdentifier(sc)] = nil
        }
        solverConstraints[ObjectIdentifier(c)] = nil
        inSolver[ObjectIdentifier(c)] = nil
    }

    /// UIKit's recovery: log the conflicting set and break one constraint.
    /// Trellis breaks the constraint whose addition or change caused the
    /// conflict, which is the last one added; generated constraints go in
    /// before code's, so code's constraints are the ones broken.
    private func recordConflict(_ error: SolverError, breaking c: NSLayoutConstraint) {
        broken[ObjectIdentifier(c)] = c
        var set: [NSLayoutConstraint] = []
        var minimal = true, unsearched = false
        if case .unsatisfiable(let conflicting) = error {
            set = conflicting.compactMap { bySolverConstraint[ObjectIdentifier($0)] }
            if !set.contains(where: { $0 === c }) { set.append(c) }
            // False when the solver's search was stopped by its budget, or
            // the others conflict without the new one (docs/SOLVER.md).
            minimal = solver.lastConflictIsMinimal
            // Not searched at all: the solver's conflicts had spent their
            // total budget (Solver+ConflictTotalBudget.swift).
            unsearched = solver.lastConflictWasUnsearched
        } else {
            set = [c]
        }
        context.diagnostics.recordConflict(set, broken: c, minimal: minimal, unsearched: unsearched)
    }

    // MARK: Results

    /// Rounded rectangles in the root's coordinates for every item with
    /// variables: origins added up from the root down (each item's parent
    /// first, memoised), then rounded to the pixel grid.
    func solvedRects() -> [ObjectIdentifier: CGRect] {
        let items = itemOrder.compactMap { entries[$0]?.item }
        // Each known item's four variables, and where they start: one pass,
        // no array per item.
        var variables: [Variable] = []
        variables.reserveCapacity(4 * items.count)
        var index: [ObjectIdentifier: Int] = [:]
        index.reserveCapacity(items.count)
        for item in items {
            guard let v = known(item) else { continue }
            index[ObjectIdentifier(item)] = variables.count
            variables.append(v.minX)
            variables.append(v.minY)
            variables.append(v.width)
            variables.append(v.height)
        }
        var values: [Double] = []
        solver.readValues(of: variables, into: &values)
        // Unrounded absolute origins, by item.
        var absolute: [ObjectIdentifier: (Double, Double)] = [:]
        func origin(_ item: LayoutItem) -> (Double, Double) {
            let id = ObjectIdentifier(item)
            if let o = absolute[id] { return o }
            // Walk up to the first item already known (or the root), then
            // fill in on the way down: no recursion on deep hierarchies.
            var pending: [LayoutItem] = []
            var next: LayoutItem? = item
            var base = (0.0, 0.0)
            while let n = next, n !== root {
                if let o = absolute[ObjectIdentifier(n)] { base = o; break }
                pending.append(n)
                next = originParent(of: n)
                if pending.count > 100_000 { break }
            }
            for n in pending.reversed() {
                if let k = index[ObjectIdentifier(n)] {
                    base = (base.0 + values[k], base.1 + values[k + 1])
                }
                absolute[ObjectIdentifier(n)] = base
            }
            return absolute[id] ?? base
        }
        let scale = context.scale
        var result: [ObjectIdentifier: CGRect] = [:]
        for item in items {
            guard let k = index[ObjectIdentifier(item)] else { continue }
            let (x, y) = origin(item)
            let x0 = roundToPixel(x, scale: scale)
            let y0 = roundToPixel(y, scale: scale)
            let x1 = roundToPixel(x + values[k + 2], scale: scale)
            let y1 = roundToPixel(y + values[k + 3], scale: scale)
            result[ObjectIdentifier(item)] = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
        return result
    }

    /// The attributes of an item whose value isn't unique.
    func ambiguousAttributes(of item: LayoutItem) -> [String] {
        guard let v = known(item) else { return ["minX", "minY", "width", "height"] }
        return [("minX", v.minX), ("minY", v.minY), ("width", v.width), ("height", v.height)]
            .filter { solver.isAmbiguous($0.1) }.map(\.0)
    }

    /// Whether ``ambiguousAttributes(of:)`` names any: the first question
    /// settles the solver as it would, the others read its kept answer.
    func hasAmbiguousAttribute(of item: LayoutItem) -> Bool {
        guard let v = known(item) else { return true }
        return solver.isAmbiguous(v.minX) || solver.isAmbiguous(v.minY)
            || solver.isAmbiguous(v.width) || solver.isAmbiguous(v.height)
    }

    func isBroken(_ c: NSLayoutConstraint) -> Bool { broken[ObjectIdentifier(c)] != nil }

    /// The axes on which a scroll view's content size is left open by the
    /// constraints: the stored-size fallbacks are lifted for the question,
    /// and put back.
    func contentSizeAmbiguity(of scroll: UIScrollView, guide: UILayoutGuide) -> [(axis: NSLayoutConstraint.Axis, views: [UIView])] {
        guard let v = known(guide) else { return [] }
        let fallbacks = scroll.systemConstraints.filter { $0.priority == UILayoutGuide.contentSizeFallbackPriority && $0.firstItem === guide }
        let lifted = fallbacks.compactMap { solverConstraints[ObjectIdentifier($0)] }
        for sc in lifted { try? solver.remove(sc) }
        defer { for sc in lifted { try? solver.add(sc) } }
        var result: [(axis: NSLayoutConstraint.Axis, views: [UIView])] = []
        let content = scroll.allViews.dropFirst()
        if solver.isAmbiguous(v.width) {
            let views = content.filter { view in
                guard let iv = known(view) else { return true }
                return solver.isAmbiguous(iv.minX) || solver.isAmbiguous(iv.width)
            }
            result.append((.horizontal, Array(views)))
        }
        if solver.isAmbiguous(v.height) {
            let views = content.filter { view in
                guard let iv = known(view) else { return true }
                return solver.isAmbiguous(iv.minY) || solver.isAmbiguous(iv.height)
            }
            result.append((.vertical, Array(views)))
        }
        return result
    }
}
