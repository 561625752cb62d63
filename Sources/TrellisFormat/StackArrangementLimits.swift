import TrellisLayout

/// How many arranged views one stack view may hold, by distribution.
///
/// Reading, building and laying out a file cost time in proportion to its
/// views, except in an `equalCentering` stack, whose optional equal
/// centres the solver still pays for superlinearly (docs/PERFORMANCE.md,
/// "stars of equal sizes": 1.74 s at 500 arranged views, 11.6 s at 1,000,
/// over two minutes at 2,000). Session 15 bounded it at 250, which kept
/// one layout under 2 s; session 16 found steps on such a stack far slower
/// than its first layout (``EqualCenteringBudget``), erratically so above
/// 60 views, so 60 it is, and a file's stacks share a budget. `fillEqually` and `equalSpacing` had bounds
/// too (3,000 and 1,000) until session 16 made them linear
/// (docs/PERFORMANCE.md, `wave2-fill16`: 0.5 s and 0.8 s at 8,000); like
/// `fill` and `fillProportionally` they take the file's view limit only.
enum StackArrangementLimits {
    static func maxArranged(_ distribution: UIStackView.Distribution) -> Int? {
        switch distribution {
        case .equalCentering: Limits.maxArrangedEqualCentering
        default: nil
        }
    }
}

extension LayoutDocument {
    /// Each stack view's arranged views within the limit of its
    /// distribution, at the start and after every step (a step's changes
    /// are one batch with one layout pass after it); an error at the first
    /// view past the limit.
    ///
    /// The steps are followed as the engine applies them: `addArranged`
    /// appends a view and takes it out of the stack it was arranged in
    /// (`addSubview` moves it), `removeArranged` and `remove` take views
    /// out, a `distribution` change applies from its step on. So a stack
    /// whose views are swapped one for one never counts more than it holds
    /// (it used to count every view a step ever added, and the strictest
    /// distribution any step set against them all).
    func checkStackArrangements() throws(FormatError) {
        var stacks = StackArrangements(views)
        for id in stacks.order { try stacks.check(id, source: source) }
        let budget = EqualCenteringBudget(steps: steps.count)
        try budget.check(stacks, step: nil, source: source)
        for step in steps {
            var touched: [String] = []
            for action in step.actions {
                switch action {
                case let .stack(changes):
                    for (ref, change) in changes where stacks.arranged[ref.name] != nil {
                        if let d = change.distribution { stacks.distribution[ref.name] = d }
                        for v in change.addArranged { stacks.append(v, to: ref.name) }
                        for v in change.removeArranged { stacks.takeOut(v.name) }
                        touched.append(ref.name)
                    }
                case let .remove(refs):
                    for v in refs { stacks.takeOut(v.name) }
                default:
                    continue
                }
            }
            for id in stacks.order where touched.contains(id) { try stacks.check(id, source: source) }
            try budget.check(stacks, step: step, source: source)
        }
    }
}

/// What all of a file's `equalCentering` stacks may cost together, for
/// how many layouts.
///
/// Each stack's optimum is a dense dictionary (docs/PERFORMANCE.md,
/// `wave2-centering16`), so one stack costs more than its views; but the
/// stacks are independent systems, so a file of many small stacks costs
/// the sum of theirs (docs/PERFORMANCE.md, `wave2-centering17`). Each
/// stack of k arranged views weighs k × (k + 50) (``work(_:)``), the file's layouts
/// (the start and one per step; a step re-solves from the optimum) each
/// pay the sum, and that product is at most
/// `Limits.maxEqualCenteringWork`: 10,000 views (the file's limit) in
/// stacks of 20 lay out, and a stack of 60 may take every step a file may
/// have. Charging every step a whole layout is cautious (a step measured
/// about a sixth of one) but keeps steps on many tiny stacks bounded too.
struct EqualCenteringBudget {
    let layouts: Int
    /// The work every layout may weigh.
    let allowed: Int

    init(steps: Int) {
        layouts = steps + 1
        allowed = Limits.maxEqualCenteringWork / layouts
    }

    /// What one stack of `count` arranged views weighs in the budget:
    /// k × (k + 50). Measured (docs/PERFORMANCE.md, `wave2-centering17`),
    /// a file of equalCentering stacks of k views costs about a + b·k a
    /// view, b about a fiftieth of a (the dense block of each stack over
    /// the view's own rows), so a stack costs k × (k + 50) in units of b.
    static func work(_ count: Int) -> Int {
        count * (count + 50)
    }

    /// An error at the step (or, at the start, the first view) past the
    /// budget.
    func check(_ stacks: StackArrangements, step: StepSpec?, source: SourceFile) throws(FormatError) {
        let centred = stacks.order.compactMap { id in
            stacks.distribution[id] == .equalCentering ? stacks.arranged[id] : nil
        }
        let total = centred.reduce(0) { $0 + Self.work($1.count) }
        guard total > allowed else { return }
        var position = step?.position
        var before = 0
        for views in centred where position == nil {
            if before + Self.work(views.count) > allowed {
                // The first view whose stack, counted up to it, passes.
                let past = views.indices.first { before + Self.work($0 + 1) > allowed } ?? views.count - 1
                position = views[past].position
            }
            before += Self.work(views.count)
        }
        let layoutsText = "\(layouts) layout\(layouts == 1 ? "" : "s")"
        throw source.error(position ?? SourcePosition(line: 1, column: 1),
                           "the file's equalCentering stacks weigh \(total) (k × (k + 50) a stack of k arranged views, summed) for \(layoutsText) (the start and each step)",
                           expected: "at most \(allowed) for \(layoutsText) (\(Limits.maxEqualCenteringWork) weight × layouts; docs/LIMITS.md)",
                           suggestion: "split big equalCentering stacks (a stack of k views weighs k × (k + 50): 8,000 views in stacks of 20 weigh 560000), use fewer steps, or another distribution (equalSpacing and fill take the file's view limit only)")
    }
}

/// The stacks' arranged views (each with the place in the file that put it
/// there) and distributions, as steps change them.
struct StackArrangements {
    var order: [String] = []
    var arranged: [String: [NameRef]] = [:]
    var distribution: [String: UIStackView.Distribution] = [:]
    /// The stack each arranged view is in.
    var owner: [String: String] = [:]

    init(_ views: [ViewSpec]) {
        for view in views {
            guard let stack = view.stack else { continue }
            order.append(view.id)
            arranged[view.id] = view.subviews.map { NameRef(name: $0.id, position: $0.position) }
            distribution[view.id] = stack.distribution
            for sub in view.subviews { owner[sub.id] = view.id }
        }
    }

    mutating func takeOut(_ name: String) {
        guard let stack = owner.removeValue(forKey: name) else { return }
        arranged[stack]?.removeAll { $0.name == name }
    }

    mutating func append(_ view: NameRef, to stack: String) {
        guard view.name != stack else { return }
        takeOut(view.name)
        arranged[stack, default: []].append(view)
        owner[view.name] = stack
    }

    func check(_ id: String, source: SourceFile) throws(FormatError) {
        guard let views = arranged[id], let distribution = distribution[id],
              let limit = StackArrangementLimits.maxArranged(distribution), views.count > limit else { return }
        throw source.error(views[limit].position, "stack view '\(id)' arranges \(views.count) views with distribution \(distribution)",
                           expected: "at most \(limit) arranged views in a stack view whose distribution is \(distribution) (docs/LIMITS.md)",
                           suggestion: "split the views over several stack views, or use another distribution, which takes the file's view limit only")
    }
}
