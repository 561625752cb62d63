/// Explaining "Unable to simultaneously satisfy constraints".
///
/// The simplex hands over a certificate: the markers in the row that could
/// not be made feasible (Farkas' lemma: the constraints behind them combine
/// into `0 < 0`). That set is a conflict but not always a minimal one, so a
/// deletion filter trims it: drop each member in turn and keep it out if the
/// rest still conflicts. What is left is minimal: without any one member the
/// others can hold, which is the list UIKit logs.
extension Solver {
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
        if !conflicts(specs + [required]) {
            // The certificate fell short (it shouldn't); fall back to every
            // required constraint, which must conflict since the call failed.
            candidates = records.values
                .filter { $0.constraint.priority.isRequired && ObjectIdentifier($0.constraint) != newID }
                .sorted { $0.order < $1.order }
            specs = candidates.compactMap { try? self.spec(of: $0.constraint) }
        }
        var i = 0
        while i < candidates.count {
            var trial = specs
            trial.remove(at: i)
            if conflicts(trial + [required]) {
                candidates.remove(at: i)
                specs = trial
            } else {
                i += 1
            }
        }
        return candidates.map(\.constraint) + [constraint]
    }

    /// Whether the specs, all required, cannot hold together: solved afresh in
    /// a scratch tableau that shares only the variables' symbol numbers.
    func conflicts(_ specs: [ConstraintSpec]) -> Bool {
        var scratch = Tableau()
        for _ in 0..<tableau.kinds.count { _ = scratch.makeSymbol(.external) }
        for spec in specs {
            do {
                _ = try scratch.add(spec)
            } catch {
                return true
            }
        }
        return false
    }
}
