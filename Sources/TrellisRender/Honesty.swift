import TrellisLayout

/// Drawing what a constraint wanted, not only what it got.
///
/// Why: a line labelled "300" that is 200 points long (a broken
/// constraint drawn at the frame it lost to), or a dashed "343 @750" on a
/// 300-point view, tells the reader something false. So an optional
/// constraint the engine couldn't satisfy is greyed and says "wants 343",
/// and a broken one is drawn at its wanted length as a red ghost.
enum Honesty {
    /// Points of slack before a constraint counts as unsatisfied (frames
    /// are rounded to pixels).
    static let tolerance = 0.6

    static func judged(_ info: ConstraintInfo, _ c: NSLayoutConstraint) -> ConstraintInfo {
        var info = info
        info.items = [c.firstItem, c.secondItem].compactMap { item -> String? in
            guard let item else { return nil }
            if let g = item as? UILayoutGuide { return g.owningView.map { Geometry.name(of: $0) } }
            return Geometry.name(of: item)
        }
        guard let first = c.firstItem else { return info }
        let direction = Geometry.direction(of: c)
        let sign = directionalSign(c.firstAttribute, direction)
        let lhs = Geometry.value(first, c.firstAttribute, other: c.secondItem, direction: direction)
        let rhs = (c.secondItem.map { c.multiplier * Geometry.value($0, c.secondAttribute, other: first, direction: direction) } ?? 0)
            + sign * c.constant
        let satisfied = switch c.relation {
        case .equal: abs(lhs - rhs) <= tolerance
        case .greaterThanOrEqual: sign > 0 ? lhs >= rhs - tolerance : lhs <= rhs + tolerance
        case .lessThanOrEqual: sign > 0 ? lhs <= rhs + tolerance : lhs >= rhs - tolerance
        }
        if info.isOptional && !satisfied && !info.isBroken && !info.text.isEmpty {
            info.isUnsatisfied = true
            info.text = "wants " + info.text
        }
        if info.isBroken && !satisfied && c.relation == .equal && c.multiplier == 1,
           let ghost = ghost(of: info.shapes.first, c, first: first, sign: sign) {
            info.shapes = [ghost]
            info.isGhost = true
        }
        return info
    }

    /// Leading and trailing constants run right-to-left in a right-to-left
    /// layout (`leading == superview.leading + 20` is 20 from the right).
    static func directionalSign(_ a: NSLayoutConstraint.Attribute, _ direction: UIUserInterfaceLayoutDirection) -> Double {
        let directional: [NSLayoutConstraint.Attribute] = [.leading, .trailing, .leadingMargin, .trailingMargin]
        return directional.contains(a) && direction == .rightToLeft ? -1 : 1
    }

    /// The line at the length the constraint wanted: from the second
    /// item's edge (or the view's start, for a size) out by the constant.
    static func ghost(of shape: ConstraintInfo.Shape?, _ c: NSLayoutConstraint, first: LayoutItem,
                      sign: Double) -> ConstraintInfo.Shape? {
        switch shape {
        case let .spacing(axis, from, _, at)? where c.secondItem != nil:
            return .spacing(axis: axis, from: from, to: from + sign * c.constant, at: at + 9)
        case let .ibeam(axis, from, _, at)? where c.secondItem == nil:
            return .ibeam(axis: axis, from: from, to: from + c.constant, at: at - 9)
        default:
            return nil
        }
    }
}
