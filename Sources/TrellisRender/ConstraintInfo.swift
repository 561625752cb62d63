import TrellisLayout

/// A constraint made by code, turned into what Xcode would draw for it.
///
/// - Spacing between two parallel edges (`b.top == a.bottom + 8`,
///   `v.leading == superview.leadingMargin + 20`): a line from the second
///   item's edge to the first's, with the constant on it.
/// - A fixed width or height (`w == 120`): an I-beam along the view, with
///   the number.
/// - A size related to another size (`w == 0.5 × root.width`): an I-beam
///   with the formula as its note.
/// - Centre alignment: a dashed line through the centres; baselines: a line
///   along the baseline. A non-zero constant adds a spacing line.
/// - A location with a multiplier: a dashed mark at the first item's value
///   with the formula.
struct ConstraintInfo {
    enum Axis { case horizontal, vertical }

    enum Shape {
        /// From `from` to `to` along `axis`, at cross-axis position `at`.
        case spacing(axis: Axis, from: Double, to: Double, at: Double)
        /// An I-beam spanning `from`...`to` along `axis` at cross position `at`.
        case ibeam(axis: Axis, from: Double, to: Double, at: Double)
        /// A dashed line at `position` (x for horizontal-axis centres) over `span`.
        case centre(axis: Axis, position: Double, span: ClosedRange<CGFloat>)
        /// A line along a baseline at `y` over `span` of x.
        /// `runs`: the two items' extents along x (their text runs).
        case baseline(y: Double, span: ClosedRange<CGFloat>, runs: [ClosedRange<CGFloat>])
    }

    var shapes: [Shape]
    /// The number or formula written on the first shape.
    var text: String
    var isBroken: Bool
    var isOptional: Bool
    /// The first item's rectangle, to keep notes near it.
    var anchor: CGRect
    /// The names of the views (or guides' owners) the constraint ties, for
    /// `--focus`.
    var items: [String] = []
    /// An optional constraint the engine could not satisfy: drawn grey
    /// with "wants 343" (see ``Honesty``).
    var isUnsatisfied = false
    /// A broken constraint drawn where it wanted to be (a red ghost at its
    /// wanted length) rather than at the length it lost to.
    var isGhost = false
    /// Where the lines may show: the visible part of the scroll views its
    /// items are in (nil: the whole window). Set by ``Scene``.
    var clip: CGRect?

    init?(_ c: NSLayoutConstraint, broken: Bool) {
        guard let first = c.firstItem else { return nil }
        isBroken = broken
        isOptional = !c.priority.isRequired
        let r1 = Geometry.rect(of: first, for: c.firstAttribute, other: c.secondItem)
        anchor = Geometry.rect(of: first)
        let direction = Geometry.direction(of: c)
        let p1 = Geometry.value(first, c.firstAttribute, other: c.secondItem, direction: direction)
        let suffix = isOptional ? " @\(Geometry.format(Double(c.priority.rawValue)))" : ""
        let rel = Self.relationPrefix(c.relation)

        if c.firstAttribute.axis == .dimension {
            let horizontal = c.firstAttribute == .width
            // Inside the view near its bottom (width) or right edge (height),
            // as Xcode draws them; outside when the view is too small to
            // hold the beam and its number.
            let inset = 7.0
            let shape: Shape = horizontal
                ? .ibeam(axis: .horizontal, from: anchor.minX, to: anchor.maxX,
                         at: anchor.height >= 36 ? anchor.maxY - inset : anchor.maxY + inset)
                : .ibeam(axis: .vertical, from: anchor.minY, to: anchor.maxY,
                         at: anchor.width >= 36 ? anchor.maxX - inset : anchor.maxX + inset)
            shapes = [shape]
            if let second = c.secondItem {
                text = Self.relationSymbol(c.relation) + " " + Self.formula(c.multiplier, second, c.secondAttribute, c.constant) + suffix
            } else {
                text = rel + Geometry.format(c.constant) + suffix
            }
            return
        }

        guard let second = c.secondItem else { return nil }
        let r2 = Geometry.rect(of: second, for: c.secondAttribute, other: first)
        let p2 = Geometry.value(second, c.secondAttribute, other: first, direction: direction)
        let axis: Axis = c.firstAttribute.axis == .horizontal ? .horizontal : .vertical
        let a1 = Geometry.physical(c.firstAttribute, first, direction: direction)
        let a2 = Geometry.physical(c.secondAttribute, second, direction: direction)

        if c.multiplier != 1 {
            let span = axis == .horizontal ? Span.covering(r1.minY, r2.minY, r1.maxY, r2.maxY)
                                           : Span.covering(r1.minX, r2.minX, r1.maxX, r2.maxX)
            shapes = [.centre(axis: axis, position: p1, span: span)]
            text = "\(c.firstAttribute) " + Self.relationSymbol(c.relation) + " " + Self.formula(c.multiplier, second, c.secondAttribute, c.constant) + suffix
            return
        }

        let cross = Self.crossPosition(axis, r1, r2)
        let constantText = rel + Geometry.format(c.constant) + suffix
        switch (a1, a2) {
        case (.centerX, .centerX), (.centerY, .centerY):
            let span = axis == .horizontal ? Span.covering(r1.minY, r2.minY, r1.maxY, r2.maxY)
                                           : Span.covering(r1.minX, r2.minX, r1.maxX, r2.maxX)
            shapes = [.centre(axis: axis, position: p1, span: span)]
            if c.constant != 0 || c.relation != .equal {
                shapes.append(.spacing(axis: axis, from: p2, to: p1, at: cross))
                text = constantText
            } else {
                text = isOptional ? suffix.trimmingPrefixSpace : ""
            }
        case (.firstBaseline, .firstBaseline), (.lastBaseline, .lastBaseline),
             (.firstBaseline, .lastBaseline), (.lastBaseline, .firstBaseline):
            let span = Span.covering(r1.minX, r2.minX, r1.maxX, r2.maxX)
            let runs = [r1.minX...r1.maxX, r2.minX...r2.maxX]
            shapes = [.baseline(y: p1, span: span, runs: runs)]
            if abs(p1 - p2) > 0.75 { shapes.append(.baseline(y: p2, span: span, runs: runs)) }
            if c.constant != 0 || c.relation != .equal {
                // The spacing line first: the number belongs beside it
                // (it was put at the baselines' far end, a screen's width
                // from the line it measures).
                shapes.insert(.spacing(axis: .vertical, from: p2, to: p1, at: r1.minX - 4), at: 0)
                text = constantText
            } else {
                text = isOptional ? suffix.trimmingPrefixSpace : ""
            }
        default:
            shapes = [.spacing(axis: axis, from: p2, to: p1, at: cross)]
            // Flush edges pinned at 0 get the bar but no "0": Xcode shows
            // nothing there, and the zeros crowd out the numbers that matter.
            text = c.constant == 0 && c.relation == .equal && !isOptional && abs(p1 - p2) < 0.5 ? "" : constantText
        }
    }

    static func relationPrefix(_ r: NSLayoutConstraint.Relation) -> String {
        switch r {
        case .equal: ""
        case .greaterThanOrEqual: "≥ "
        case .lessThanOrEqual: "≤ "
        }
    }

    static func relationSymbol(_ r: NSLayoutConstraint.Relation) -> String {
        switch r {
        case .equal: "="
        case .greaterThanOrEqual: "≥"
        case .lessThanOrEqual: "≤"
        }
    }

    /// `0.5 × root.width + 10`: the right-hand side of a formula.
    static func formula(_ multiplier: Double, _ item: LayoutItem, _ a: NSLayoutConstraint.Attribute,
                        _ constant: Double) -> String {
        var s = ""
        if multiplier != 1 { s += Geometry.format(multiplier) + " × " }
        s += "\(Geometry.name(of: item)).\(a)"
        if constant > 0 { s += " + " + Geometry.format(constant) }
        if constant < 0 { s += " − " + Geometry.format(-constant) }
        return s
    }

    /// Where a spacing line crosses: the middle of the two items' overlap
    /// across the axis, or the first item's middle when they don't overlap
    /// (a view inside its superview overlaps it entirely, so its middle).
    static func crossPosition(_ axis: Axis, _ r1: CGRect, _ r2: CGRect) -> Double {
        let (lo1, hi1, lo2, hi2) = axis == .horizontal
            ? (r1.minY, r1.maxY, r2.minY, r2.maxY) : (r1.minX, r1.maxX, r2.minX, r2.maxX)
        let lo = max(lo1, lo2), hi = min(hi1, hi2)
        return hi > lo ? (lo + hi) / 2 : (lo1 + hi1) / 2
    }
}

extension String {
    fileprivate var trimmingPrefixSpace: String { hasPrefix(" ") ? String(dropFirst()) : self }
}
