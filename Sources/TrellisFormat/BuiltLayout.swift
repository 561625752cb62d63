import TrellisLayout

/// A document made real: a window with its views, guides and constraints,
/// laid out, and able to play the document's steps forward one at a time.
public final class BuiltLayout {
    public let document: LayoutDocument
    public let window: UIWindow
    public private(set) var device: Device?
    public private(set) var orientation: Orientation
    /// Document order, root first (`root` is `window.rootView`); each
    /// table is followed by the views of its rows as the table last laid
    /// them out (`feed.s0.header`, `feed.s0.r1`, `feed.s0.r1.contentView`,
    /// `feed.s0.r1.name`, …).
    public var views: [(id: String, view: UIView)] {
        guard !tableSources.isEmpty else { return documentViews }
        var out: [(id: String, view: UIView)] = []
        for entry in documentViews {
            out.append(entry)
            if let table = entry.view as? UITableView {
                for v in table.rowViews { if let id = v.trellisIdentifier { out.append((id, v)) } }
            }
        }
        return out
    }
    /// The views the file names, in document order.
    public let documentViews: [(id: String, view: UIView)]
    /// The data sources of the file's tables (a table holds its data
    /// source weakly, as in UIKit), by table id.
    var tableSources: [String: TableSource] = [:]
    public let guides: [(id: String, guide: UILayoutGuide)]
    /// Named constraints. An entry that makes several constraints (Visual
    /// Format, a group) is also named `name#1`, `name#2`, … in order.
    public var namedConstraints: [String: NSLayoutConstraint] = [:]
    /// Every constraint made from the file (steps included), with the text it came from.
    public var constraints: [(source: String, constraint: NSLayoutConstraint)] { records.map { ($0.source, $0.constraint) } }
    public var stepCount: Int { document.steps.count }
    public private(set) var appliedSteps = 0
    /// "step 1: deactivate compact-width", or "step 1: " and the step's `title`.
    public var stepTitles: [String] {
        document.steps.enumerated().map { i, s in
            "step \(i + 1): " + (s.title ?? s.actions.map(\.summary).joined(separator: "; "))
        }
    }

    /// One constraint from the file and what decides whether it is active.
    struct Record {
        var constraint: NSLayoutConstraint
        var source: String
        var condition: SizeClassCondition?
        /// Activated (true) or deactivated (false) by the file and its steps.
        var enabled: Bool
    }
    var records: [Record] = []
    /// Every name (constraints, Visual Format entries, groups) to its records.
    var named: [String: [Int]] = [:]
    private let viewsById: [String: UIView]

    init(document: LayoutDocument, window: UIWindow, device: Device?, orientation: Orientation) {
        self.document = document
        self.window = window
        self.device = device
        self.orientation = orientation
        let made = LayoutBuilder.makeViews(document.root, window: window)
        documentViews = made.views
        guides = made.guides
        viewsById = Dictionary(made.views.map { ($0.id, $0.view) }, uniquingKeysWith: { a, _ in a })
        for spec in document.views where spec.type == .tableView {
            guard let table = viewsById[spec.id] as? UITableView, let t = spec.table else { continue }
            let source = TableSource(id: spec.id, spec: t)
            tableSources[spec.id] = source
            table.dataSource = source
            table.delegate = source
        }
    }

    public func view(_ id: String) -> UIView? { viewsById[id] }
    public func guide(_ id: String) -> UILayoutGuide? { guidesById[id] }

    private lazy var guidesById: [String: UILayoutGuide] =
        Dictionary(guides.map { ($0.id, $0.guide) }, uniquingKeysWith: { a, _ in a })
    /// The ids expressions resolve against, made once (the views and guides
    /// a file makes don't change; steps only remove views from the window).
    private lazy var nameIndex: (ItemRef.Names, ItemRef.Names) =
        (ItemRef.Names(viewsById.keys.sorted()), ItemRef.Names(guides.map(\.id)))

    func names() -> (ItemRef.Names, ItemRef.Names) { nameIndex }

    /// Whether a view is still in the window (not removed by a step).
    func isInWindow(_ item: LayoutItem?) -> Bool {
        switch item {
        case nil: return true
        case let v as UIView: return v.window === window
        case let g as UILayoutGuide: return g.owningView?.window === window
        default: return false
        }
    }

    // MARK: Making constraints

    func item(_ ref: ItemRef) -> LayoutItem {
        switch ref {
        case let .view(id): return viewsById[id]!
        case let .guide(id): return guide(id)!
        case let .viewGuide(id, kind):
            let v = viewsById[id]!
            switch kind {
            case "safeArea": return v.safeAreaLayoutGuide
            case "margins": return v.layoutMarginsGuide
            case "keyboard": return v.keyboardLayoutGuide
            case "contentLayout": return (v as! UIScrollView).contentLayoutGuide
            case "frameLayout": return (v as! UIScrollView).frameLayoutGuide
            default: return v.readableContentGuide
            }
        }
    }

    /// Makes an entry's constraints (not yet activated); returns their record indexes.
    @discardableResult
    func make(_ entry: ConstraintSpec, condition outer: SizeClassCondition?, group: String?,
              placeholder outerPlaceholder: Bool = false) throws(FormatError) -> [Int] {
        let condition = entry.when?.and(outer) ?? outer
        let placeholder = entry.placeholder || outerPlaceholder
        let label = entry.name ?? group
        var made: [Int] = []
        switch entry.body {
        case let .expression(e):
            let node = entry.textNodes[0]
            let (ids, guideIds) = names()
            let first = item(try ItemRef.resolve(e.first.item, offset: e.first.itemOffset, node: node, views: ids, guides: guideIds))
            let second = try e.second.map { a throws(FormatError) in
                item(try ItemRef.resolve(a.item, offset: a.itemOffset, node: node, views: ids, guides: guideIds))
            }
            let c: NSLayoutConstraint
            do {
                c = try NSLayoutConstraint(checkedItem: first, attribute: e.first.attribute, relatedBy: e.relation,
                                           toItem: second, attribute: e.second?.attribute ?? .notAnAttribute,
                                           multiplier: e.multiplier, constant: e.constant)
            } catch {
                try DocumentChecker.checkPairing(e, node: node)
                throw node.error(error.message)
            }
            c.priority = e.priority
            c.identifier = label
            made.append(add(c, source: e.text, condition: condition,
                            enabled: entry.active && (!placeholder || Self.onCanvas(c))))
        case let .visualFormat(formats, metrics, options):
            let views = viewsById.filter { isInWindow($0.value) }
            for (format, node) in zip(formats, entry.textNodes) {
                let cs: [NSLayoutConstraint]
                do {
                    cs = try NSLayoutConstraint.checkedConstraints(withVisualFormat: format, options: options,
                                                                   metrics: metrics, views: views)
                } catch {
                    throw DocumentChecker.convert(error, node: node)
                }
                for c in cs {
                    c.identifier = label
                    made.append(add(c, source: format, condition: condition,
                                    enabled: entry.active && (!placeholder || Self.onCanvas(c))))
                }
            }
        case let .group(children):
            for child in children {
                let sub = try make(child, condition: condition, group: label, placeholder: placeholder)
                if !entry.active { for i in sub { records[i].enabled = false } }
                made += sub
            }
        }
        if let name = entry.name {
            named[name] = made
            if made.count == 1, case .expression = entry.body {
                namedConstraints[name] = records[made[0]].constraint
            } else {
                for (n, i) in made.enumerated() { namedConstraints["\(name)#\(n + 1)"] = records[i].constraint }
            }
        }
        return made
    }

    /// Whether a placeholder constraint holds: one of its views (or the
    /// view owning its guide) has a canvas frame, so it is laid out as on
    /// Interface Builder's canvas (docs/FORMAT.md, "Names, conditions,
    /// activation").
    static func onCanvas(_ c: NSLayoutConstraint) -> Bool {
        func view(_ item: AnyObject?) -> UIView? {
            if let v = item as? UIView { return v }
            return (item as? UILayoutGuide)?.owningView
        }
        return view(c.firstItem)?.canvasFrame != nil || view(c.secondItem)?.canvasFrame != nil
    }

    private func add(_ c: NSLayoutConstraint, source: String, condition: SizeClassCondition?, enabled: Bool) -> Int {
        records.append(Record(constraint: c, source: source, condition: condition, enabled: enabled))
        return records.count - 1
    }

    /// Activates exactly the constraints that are enabled, whose size-class
    /// condition holds and whose items are still in the window; touches
    /// only those whose state changes.
    func updateActivation() {
        for r in records {
            let want = r.enabled && isInWindow(r.constraint.firstItem) && isInWindow(r.constraint.secondItem)
                && (r.condition?.matches(horizontal: window.horizontalSizeClass, vertical: window.verticalSizeClass) ?? true)
            if r.constraint.isActive != want { r.constraint.isActive = want }
        }
    }

    // MARK: Steps

    /// Applies the next step's changes as one batch, then lays out once.
    public func applyNextStep() throws(FormatError) {
        guard appliedSteps < stepCount else {
            throw FormatError(file: document.file, line: 0, column: 0,
                              message: "no step \(appliedSteps + 1): the file has \(stepCount) step" + (stepCount == 1 ? "" : "s"))
        }
        let step = document.steps[appliedSteps]
        for action in step.actions { try apply(action) }
        updateActivation()
        window.layoutIfNeeded()
        appliedSteps += 1
    }

    /// Applies steps up to and including `n` (0 is the initial state). Steps
    /// only go forward: to go back, build the document again.
    public func apply(throughStep n: Int) throws(FormatError) {
        guard n >= appliedSteps, n <= stepCount else {
            throw FormatError(file: document.file, line: 0, column: 0,
                              message: n > stepCount
                                ? "no step \(n): the file has \(stepCount) step" + (stepCount == 1 ? "" : "s")
                                : "step \(n) is behind the \(appliedSteps) already applied; build the layout again to go back")
        }
        while appliedSteps < n { try applyNextStep() }
    }

    private func indexes(_ ref: NameRef) -> [Int] { named[ref.name] ?? [] }

    private func apply(_ action: StepAction) throws(FormatError) {
        let source = document.source
        switch action {
        case let .activate(refs):
            for r in refs { for i in indexes(r) { records[i].enabled = true } }
        case let .deactivate(refs):
            for r in refs { for i in indexes(r) { records[i].enabled = false } }
        case let .add(specs):
            for s in specs { try make(s, condition: nil, group: nil) }
        case let .constant(pairs):
            for (r, v) in pairs { for i in indexes(r) { records[i].constraint.constant = v } }
        case let .priority(pairs):
            for (r, p) in pairs {
                for i in indexes(r) {
                    let c = records[i].constraint
                    if c.isActive && c.priority.isRequired != p.isRequired {
                        throw source.error(r.position,
                                           "can't change the priority of active constraint '\(r.name)' from \(c.priority) to \(p)",
                                           offending: r.name,
                                           expected: "optional to optional (below 1000), or deactivate it in an earlier step first")
                    }
                    c.priority = p
                }
            }
        case let .remove(refs):
            for r in refs { view(r).removeFromSuperview() }
        case let .hide(refs):
            for r in refs { view(r).isHidden = true }
        case let .show(refs):
            for r in refs { view(r).isHidden = false }
        case let .text(pairs):
            for (r, t) in pairs {
                ViewFactory.setText(t, of: view(r))
            }
        case let .intrinsicSize(pairs):
            for (r, s) in pairs {
                view(r).intrinsicContentSizeOverride = s
            }
        case let .orientation(o, position):
            guard let device else {
                throw source.error(position, "a step can't turn an explicit canvas", offending: o.rawValue,
                                   expected: "a canvas with a device")
            }
            orientation = o
            resize(device)
        case let .device(d, _):
            device = d
            resize(d)
        case let .keyboard(height):
            window.keyboardHeight = height
        case let .userInterfaceStyle(style):
            window.screenUserInterfaceStyle = style
        case let .stack(pairs):
            for (r, change) in pairs {
                if let stack = view(r) as? UIStackView { change.apply(to: stack, view: view) }
            }
        case let .scroll(pairs):
            for (r, change) in pairs {
                if let scroll = view(r) as? UIScrollView { change.apply(to: scroll) }
            }
        case let .rows(pairs):
            for (r, node) in pairs {
                guard let source = tableSources[r.name], let table = view(r) as? UITableView else { continue }
                let change = try TableRowsChange.parse(node.node, table: source.spec)
                try change.apply(to: source, source: document.source)
                table.reloadData()
            }
        }
    }

    private func view(_ ref: NameRef) -> UIView { viewsById[ref.name]! }

    private func resize(_ d: Device) {
        if window.scale != d.scale { window.scale = d.scale }
        let size = d.size(orientation), classes = d.sizeClasses(orientation)
        window.resize(width: size.width, height: size.height, safeAreaInsets: document.canvas.bars.safeArea(on: d, orientation),
                      horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical)
    }
}

extension Double {
    /// 750, not 750.0.
    var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
