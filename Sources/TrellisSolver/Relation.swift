/// How the two sides of a ``Constraint`` compare, as in `NSLayoutConstraint.Relation`.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
