import TrellisSolver

/// Which attributes a format's connections and sizes use, from its
/// orientation and the direction and spacing options.
///
/// A connection joins an *earlier* item (written first) to a *later* one.
/// The constraint always reads `later.attribute REL earlier.attribute + gap`
/// along the direction the format runs, so that the constant is the gap
/// itself and the relation keeps its meaning (`-(>=8)-` means "at least 8
/// apart"). When the format runs against the coordinate axis
/// (``reversed``, `directionRightToLeft`), the items swap places instead of
/// the constant changing sign: `[a]-10-[b]` gives `a.left == b.right + 10`.
struct VisualFormatAxis {
    /// The side facing the earlier neighbour: leading, left, top (right when reversed).
    var start: NSLayoutConstraint.Attribute
    /// The side facing the later neighbour.
    var end: NSLayoutConstraint.Attribute
    /// The superview's margin attributes that a bare `-` at `|` uses.
    var startMargin: NSLayoutConstraint.Attribute
    var endMargin: NSLayoutConstraint.Attribute
    /// What a view's own predicates constrain: width (H) or height (V).
    var size: NSLayoutConstraint.Attribute
    /// Between two views: the earlier view's side and the later view's side
    /// (the edges, or last and first baselines with `spacingBaselineToBaseline`;
    /// a bare `-` is then 8 between baselines, where UIKit derives a
    /// spacing from the fonts). Spacing to `|` always uses edges.
    var earlierSpacingSide: NSLayoutConstraint.Attribute
    var laterSpacingSide: NSLayoutConstraint.Attribute
    /// Whether the format runs toward smaller coordinates (right to left).
    var reversed: Bool

    init(_ orientation: VisualFormatAST.Orientation, options: NSLayoutConstraint.FormatOptions) {
        switch orientation {
        case .horizontal:
            let direction = options.intersection(.directionMask)
            if direction == .directionLeftToRight {
                (start, end, startMargin, endMargin, reversed) = (.left, .right, .leftMargin, .rightMargin, false)
            } else if direction == .directionRightToLeft {
                (start, end, startMargin, endMargin, reversed) = (.right, .left, .rightMargin, .leftMargin, true)
            } else {
                // Leading to trailing: the engine flips leading and trailing
                // with the layout direction, so the format needs no swap.
                (start, end, startMargin, endMargin, reversed) = (.leading, .trailing, .leadingMargin, .trailingMargin, false)
            }
            size = .width
            (earlierSpacingSide, laterSpacingSide) = (end, start)
        case .vertical:
            (start, end, startMargin, endMargin, reversed) = (.top, .bottom, .topMargin, .bottomMargin, false)
            size = .height
            if options.contains(.spacingBaselineToBaseline) {
                (earlierSpacingSide, laterSpacingSide) = (.lastBaseline, .firstBaseline)
            } else {
                (earlierSpacingSide, laterSpacingSide) = (end, start)
            }
        }
    }

    /// `later.laterAttribute REL earlier.earlierAttribute + gap`, or with
    /// the items swapped when ``reversed``.
    func gap(from earlier: UIView, _ earlierAttribute: NSLayoutConstraint.Attribute,
             to later: UIView, _ laterAttribute: NSLayoutConstraint.Attribute,
             _ relation: NSLayoutConstraint.Relation, _ gap: Double, priority: UILayoutPriority) -> NSLayoutConstraint {
        let constraint = reversed
            ? NSLayoutConstraint(item: earlier, attribute: earlierAttribute, relatedBy: relation,
                                 toItem: later, attribute: laterAttribute, multiplier: 1, constant: gap)
            : NSLayoutConstraint(item: later, attribute: laterAttribute, relatedBy: relation,
                                 toItem: earlier, attribute: earlierAttribute, multiplier: 1, constant: gap)
        constraint.priority = priority
        return constraint
    }
}
