import TrellisLayout

/// How many arranged views one stack view may hold, by distribution.
///
/// Reading, building and laying out a file cost time in proportion to its
/// views, except in an `equalCentering` stack, whose optional equal
/// centres the solver still pays for superlinearly (docs/PERFORMANCE.md,
/// "stars of equal sizes": 1.74 s at 500 arranged views, 11.6 s at 1,000,
/// over two minutes at 2,000). This bound keeps it under 2 s, so a file
/// can't make `trellis` hang. `fillEqually` and `equalSpacing` had bounds
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
        }
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
