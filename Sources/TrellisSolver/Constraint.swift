/// A linear relation between two expressions at a priority:
/// `lhs (== | <= | >=) rhs @priority`.
///
/// A constraint is an object with identity, like `NSLayoutConstraint`: the
/// solver tracks the very instance it was given, so removing, changing the
/// constant or the priority refers to it, and adding it twice is an error.
/// It is kept as `expression REL 0` with `expression = lhs - rhs`.
///
/// Like UIKit's objects, a constraint belongs to one thread: the one using
/// its solver. It is marked `@unchecked Sendable` only so that errors, which
/// Swift requires to be `Sendable`, can name the constraints involved.
public final class Constraint: CustomStringConvertible, @unchecked Sendable {
    /// `lhs - rhs`, with the constant folded in. Changing the constant through
    /// ``Solver/setConstant(_:to:)`` updates ``expression``'s constant.
    public internal(set) var expression: Expression
    public let relation: Relation
    public internal(set) var priority: Priority
    /// A name for logs ("row3.top"); `NSLayoutConstraint.identifier`.
    public var identifier: String?
    /// The solver holding the constraint (its identity; 0: none) and where
    /// its record is there: finding a constraint's record on every add,
    /// remove and constant change is then two loads, not a hash of its
    /// identity in a dictionary that grows with the layout. A constraint
    /// added to a second solver at the same time is found through that
    /// solver's dictionary instead (``Solver/foreignRecords``).
    /// One stored property, so that reading or writing both is one
    /// exclusivity check, not two.
    var home = SolverHome()

    /// `lhs REL rhs @priority`.
    public init(
        _ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: some ExpressionConvertible,
        priority: Priority = .required, identifier: String? = nil
    ) {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
        self.identifier = identifier
    }

    /// `lhs REL constant @priority`.
    public convenience init(
        _ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: Double,
        priority: Priority = .required, identifier: String? = nil
    ) {
        self.init(lhs, relation, Expression(constant: rhs), priority: priority, identifier: identifier)
    }

    /// `constant REL rhs @priority`.
    public convenience init(
        _ lhs: Double, _ relation: Relation, _ rhs: some ExpressionConvertible,
        priority: Priority = .required, identifier: String? = nil
    ) {
        self.init(Expression(constant: lhs), relation, rhs, priority: priority, identifier: identifier)
    }

    /// The constant `c` of the constraint read as `terms REL c`, the way
    /// `NSLayoutConstraint.constant` is read: `x == y + 8` has constant 8.
    public var constant: Double { -expression.constant }

    public var description: String {
        var terms = expression
        terms.constant = 0
        var text = "\(terms) \(relation) \(Expression.format(constant))"
        if !priority.isRequired { text += " @\(priority)" }
        if let identifier { text = "'\(identifier)' " + text }
        return text
    }
}

/// Where a constraint's record is: the solver's identity (0: none) and the
/// record's slot there (-1: none).
struct SolverHome {
    var identity: UInt32 = 0
    var index: Int32 = -1
}
