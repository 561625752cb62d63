import TrellisSolver

/// A parsed format, before any name is looked up: what the string says,
/// with the position of everything a later error may point at. The parser
/// checks only syntax; ``VisualFormatBuilder`` resolves names against the
/// views and metrics dictionaries and makes constraints.
struct VisualFormatAST: Sendable {
    enum Orientation: Sendable { case horizontal, vertical }

    /// `H` unless the format starts with `V:`.
    var orientation: Orientation = .horizontal
    /// `|` and its connection before the first view, if any.
    var leadingSuperview: Superview?
    /// The views in the order written; never empty.
    var views: [ViewNode] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The connection and `|` after the last view, if any.
    var trailingSuperview: Superview?

    /// An edge of the superview (`|`) and the connection to the next or
    /// previous view.
    struct Superview: Sendable {
        var position: VisualFormatPosition
        var connection: Connection
    }

    /// `[name(predicates)]`: the predicates constrain the width (H) or height (V).
    struct ViewNode: Sendable {
        var name: String
        var position: VisualFormatPosition
        var predicates: [Predicate]
    }

    /// The space between two neighbours.
    enum Connection: Sendable {
        /// Nothing between them (`[a][b]`, `|[a]`): they touch.
        case flush
        /// A bare `-`: the standard spacing between siblings, the margin at the superview.
        case standard
        /// `-10-`, `-metric-` or `-(>=10,<=20@750)-`.
        case predicates([Predicate])
    }

    /// `relation? object ('@' priority)?`.
    struct Predicate: Sendable {
        var relation: NSLayoutConstraint.Relation
        var object: Operand
        var priority: Operand?
    }

    /// A number written in the format, or a name (a metric, or for a view's
    /// size another view) to look up.
    enum Operand: Sendable {
        case number(Double, VisualFormatPosition)
        case name(String, VisualFormatPosition)

        var position: VisualFormatPosition {
            switch self {
            case .number(_, let p), .name(_, let p): p
            }
        }
    }
}
