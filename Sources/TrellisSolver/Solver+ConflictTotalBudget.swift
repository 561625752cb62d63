/// A bound on what explaining conflicts may cost one solver in all.
///
/// Each conflict's search is bounded by ``Solver/conflictExplanationBudget``
/// adds, but a layout can hold hundreds of conflicts (issue 14:
/// `conflict-chain`, each view 1 point wider than the next and every tenth
/// also 50 wide, has one per ten views), and the searches' sum was
/// unbounded: 3,000 views took 32 s. Once the solver's conflicts have spent
/// ``conflictExplanationTotalBudget`` adds together, a further conflict is
/// reported with the solver's own certificate (the required constraints
/// behind the row that could not be made feasible), not searched:
/// ``lastConflictWasUnsearched`` and not ``lastConflictIsMinimal``. The
/// search that crosses the bound stops there, like one stopped by its own
/// budget (docs/SOLVER.md, "Conflicts"; docs/LIMITS.md).
extension Solver {
    /// The adds all of one solver's conflict searches may spend together:
    /// two conflicts' worth of ``conflictExplanationBudget``.
    static let conflictExplanationTotalBudget = 400_000

    /// The failed add's certificate as its conflicting set, without a
    /// search: its required constraints in the order they were added, and
    /// the new one last. It conflicts whenever the certificate is exact
    /// (Farkas' lemma); it may name constraints that are not needed.
    func unsearchedConflict(adding constraint: Constraint, certificate: [Symbol]) -> [Constraint] {
        let newID = ObjectIdentifier(constraint)
        var seen: Set<ObjectIdentifier> = [newID]
        var members: [Record] = []
        for s in certificate {
            guard Int(s) < owners.count, owners[Int(s)] >= 0, let record = records[Int(owners[Int(s)])] else { continue }
            let id = ObjectIdentifier(record.constraint)
            guard record.constraint.priority.isRequired, seen.insert(id).inserted else { continue }
            members.append(record)
        }
        members.sort { $0.order < $1.order }
        return members.map(\.constraint) + [constraint]
    }
}
