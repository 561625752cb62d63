/// Explaining "Unable to simultaneously satisfy constraints".
///
/// The simplex hands over a certificate: the markers in the row that could
/// not be made feasible (Farkas' lemma: the constraints behind them combine
/// into `0 < 0`). That set is a conflict but not always a minimal one, so a
/// deletion filter trims it: drop each member in turn and keep it out if the
/// rest still conflicts. What is left is minimal: without any one member the
/// others can hold, which is the list UIKit logs.
///
/// Each test solves its set afresh, so a filter over k members costs about
/// k² constraint adds. A conflict among thousands of constraints (a Visual
/// Format line of 5,000 fixed heights that can't fit its superview) would
/// take minutes, so the work is bounded: once ``conflictExplanationBudget``
/// adds are spent, the set trimmed so far is returned. It still conflicts;
/// it is minimal whenever the filter finished, which it does for every
/// conflict of up to a few hundred constraints.
extension Solver {
    /// The constraint adds the deletion filter may spend on one conflict.
    static let conflictExplanationBudget = 200_000

    func explainConflict(
        adding constraint: Constraint, _ spec: ConstraintSpec, certificate: [Symbol]
    ) -> [Constraint] {
        let newID = ObjectIdentifier(constraint)
        var seen: Set<ObjectIdentifier> = [newID]
        var candidates: [Record] = []
        for s in certificate {
            guard Int(s) < owners.count, let id = owners[Int(s)], !seen.contains(id), let record = records[id] else { continue }
            seen.insert(id)
            if record.constraint.priority.isRequired { candidates.append(record) }
        }
        candidates.sort { $0.order < $1.order }
        var specs = candidates.compactMap { try? self.spec(of: $0.constraint) }
        var required = spec
        required.priority = 1000
        var budget = Self.conflictExplanationBudget
        if !conflicts(specs + [required], budget: &budget) {
            // The certificate fell short (it shouldn't); fall back to every
            // required constraint, which must conflict since the call failed.
            candidates = records.values
                .filter { $0.constraint.priority.isRequired && ObjectIdentifier($0.constraint) != newID }
                .sorted { $0.order < $1.order }
            specs = candidates.compactMap { try? self.spec(of: $0.constraint) }
        }
        var i = 0
        while i < candidates.count && budget > 0 {
            var trial = specs
            trial.remove(at: i)
            if conflicts(trial + [required], budget: &budget) {
                candidates.remove(at: i)
                specs = trial
            } else {
                i += 1
            }
        }
        return candidates.map(\.constraint) + [constraint]
    }

    /// Whether the specs, all required, cannot hold together: solved afresh in
    /// a scratch tableau of just the variables they mention (renumbered, so
    /// a test costs what its set costs, not the whole tableau's size).
    /// Each add is taken from `budget`.
    func conflicts(_ specs: [ConstraintSpec], budget: inout Int) -> Bool {
        var scratch = Tableau()
        var renumbered: [Symbol: Symbol] = [:]
        for spec in specs {
            budget -= 1
            var local = spec
            local.terms = spec.terms.map { s, c in
                if let mine = renumbered[s] { return (mine, c) }
                let mine = scratch.makeSymbol(.external)
                renumbered[s] = mine
                return (mine, c)
            }
            do {
                _ = try scratch.add(local)
            } catch {
                return true
            }
        }
        return false
    }
}
