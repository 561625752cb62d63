/// What the solver refuses, always as a thrown error and never as a trap.
public enum SolverError: Error, CustomStringConvertible {
    /// The constraints cannot all hold. `conflicting` is a set of required
    /// constraints, the new one included (last), that cannot hold together;
    /// a minimal one (drop any one of them and the rest can) unless its
    /// search ran out of budget, as ``Solver/lastConflictIsMinimal`` says.
    /// The solver is left as it was.
    case unsatisfiable(conflicting: [Constraint])
    /// The constraint is already in this solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in this solver.
    case unknownConstraint(Constraint)
    /// The variable was made by another solver.
    case unknownVariable(Variable)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// A coefficient, constant or suggested value is NaN or infinite.
    case invalidNumber(String)
    /// A priority outside `0 < p <= 1000`.
    case invalidPriority(Priority)
    /// A priority change to or from required on a constraint in the solver,
    /// which UIKit also refuses once a constraint is installed.
    case requiredPriorityChange(Constraint, to: Priority)
    /// An internal invariant broke; a bug in the solver, reported not trapped.
    case internalError(String)

    public var description: String {
        switch self {
        case .unsatisfiable(let set):
            "Unable to simultaneously satisfy constraints:\n"
                + set.map { "    \($0)" }.joined(separator: "\n")
        case .duplicateConstraint(let c): "the constraint \(c) is already in the solver"
        case .unknownConstraint(let c): "the constraint \(c) is not in the solver"
        case .unknownVariable(let v): "the variable \(v) belongs to another solver"
        case .duplicateEditVariable(let v): "\(v) is already an edit variable"
        case .unknownEditVariable(let v): "\(v) is not an edit variable; call addEditVariable first"
        case .invalidNumber(let what): "\(what) is not a finite number"
        case .invalidPriority(let p): "priority \(p) is outside 0 < p <= 1000"
        case .requiredPriorityChange(let c, let p):
            "cannot change the priority of \(c) to \(p): a constraint in the solver cannot change to or from required"
        case .internalError(let what): "internal solver error: \(what)"
        }
    }
}
