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
    /// Each stack view's arranged views (its subviews, and the views steps
    /// add to it) within the strictest limit of the distributions it takes
    /// (its own and any a step sets); an error at the first view past it.
    func checkStackArrangements() throws(FormatError) {
        var added: [String: [NameRef]] = [:]
        var distributions: [String: [UIStackView.Distribution]] = [:]
        for step in steps {
            for case let .stack(changes) in step.actions {
                for (ref, change) in changes {
                    added[ref.name, default: []] += change.addArranged
                    if let d = change.distribution { distributions[ref.name, default: []].append(d) }
                }
            }
        }
        for view in views {
            guard let stack = view.stack else { continue }
            let all = [stack.distribution] + (distributions[view.id] ?? [])
            let limited = all.compactMap { d in StackArrangementLimits.maxArranged(d).map { (d, $0) } }
            guard let (distribution, limit) = limited.min(by: { $0.1 < $1.1 }) else { continue }
            let positions = view.subviews.map(\.position) + (added[view.id] ?? []).map(\.position)
            guard positions.count > limit else { continue }
            throw source.error(positions[limit], "stack view '\(view.id)' arranges \(positions.count) views with distribution \(distribution)",
                               expected: "at most \(limit) arranged views in a stack view whose distribution is \(distribution) (docs/LIMITS.md)",
                               suggestion: "split the views over several stack views, or use another distribution, which takes the file's view limit only")
        }
    }
}
