/// Explaining "Unable to simultaneously satisfy constraints".
///
/// The simplex hands over a certificate: the markers in the row that could
/// not be made feasible (Farkas' lemma: the constraints behind them combine
/// into `0 < 0`). That set is a conflict but not always a minimal one, so
/// a minimal one is picked out of it: trimmed first to a scratch tableau's
/// own certificate when it is large, returned whole when the rank test or
/// the leave-one-out check proves it minimal, else searched (the additive
/// method for up to 400 candidates, the deletion filter above): without any
/// one member the others can hold, which is the list UIKit logs.
///
/// The work is bounded: a conflict among thousands of constraints (a Visual
/// Format line of 5,000 fixed heights that can't fit its superview) has
/// thousands of members, and finding each costs a round of adds. Once
/// ``conflictExplanationBudget`` adds are spent, the members found so far
/// and the candidates not yet judged are returned: they still conflict.
/// The set is minimal whenever the search finished, which it does for every
/// conflict of a few hundred constraints; ``lastConflictIsMinimal`` is false
/// when it didn't.
extension Solver {
    /// The constraint adds the deletion filter may spend on one conflict.
    static let conflictExplanationBudget = 200_000

    func explainConflict(
        adding constraint: Constraint, _ spec: ConstraintSpec, certificate: [Symbol]
    ) -> [Constraint] {
        lastConflictWasUnsearched = false
        guard conflictTotalBudgetLeft > 0 else {
            lastConflictWasUnsearched = true
            lastConflictIsMinimal = false
            return unsearchedConflict(adding: constraint, certificate: certificate)
        }
        var proved = false
        var budget = min(conflictBudget, conflictTotalBudgetLeft)
        let start = budget
        let set = explainConflict(adding: constraint, spec, certificate: certificate, budget: &budget, proved: &proved)
        conflictTotalBudgetLeft -= start - max(budget, 0)
        lastConflictIsMinimal = proved
        return set
    }

    /// A conflicting set for the failed add; `proved` is set when it is
    /// known to be minimal (a proof passed, or a search finished within
    /// the budget). A search stopped by the budget returns a set that
    /// conflicts but may not be minimal (issue 14: it used to be reported
    /// as minimal all the same).
    private func explainConflict(
        adding constraint: Constraint, _ spec: ConstraintSpec, certificate: [Symbol], budget: inout Int,
        proved: inout Bool
    ) -> [Constraint] {
        let newID = ObjectIdentifier(constraint)
        var seen: Set<ObjectIdentifier> = [newID]
        var candidates: [Record] = []
        for s in certificate {
            guard Int(s) < owners.count, owners[Int(s)] >= 0, let record = records[Int(owners[Int(s)])] else { continue }
            let id = ObjectIdentifier(record.constraint)
            guard !seen.contains(id) else { continue }
            seen.insert(id)
            if record.constraint.priority.isRequired { candidates.append(record) }
        }
        candidates.sort { $0.order < $1.order }
        var specs = candidates.compactMap { try? self.spec(of: $0.constraint) }
        var required = spec
        required.priority = 1000
        var fellBack = false
        // Above the trim limit, the trimming's first scan is also the check
        // that the candidates conflict.
        func trim() -> Bool {
            guard let kept = trimmedByCertificates(specs, required, budget: &budget) else { return false }
            candidates = kept.map { candidates[$0] }
            specs = kept.map { specs[$0] }
            return true
        }
        let conflicting = candidates.count > conflictTrimLimit ? trim() : conflicts(specs + [required], budget: &budget)
        if !conflicting {
            fellBack = true
            // The certificate fell short (a conflict by a hair in the main
            // tableau, seen as none in a fresh one); fall back to every
            // required constraint, which must conflict since the call failed.
            candidates = records.compactMap { $0 }
                .filter { $0.constraint.priority.isRequired && ObjectIdentifier($0.constraint) != newID }
                .sorted { $0.order < $1.order }
            specs = candidates.compactMap { try? self.spec(of: $0.constraint) }
            if candidates.count > conflictTrimLimit && trim() { fellBack = false }
        }
        // A set that conflicts (checked above, or by the trimming scan) and
        // passes the rank test is minimal: the search would return it whole.
        let combination = candidates.count <= Self.additiveLimit ? ConflictRank.combination(specs + [required]) : nil
        if candidates.isEmpty || ConflictRank.isMinimal(combination: combination) {
            proved = true
            return candidates.map(\.constraint) + [constraint]
        }
        // The rank test's one combination is zero on the new constraint: the
        // others conflict without it, so the solver already held required
        // constraints that can't hold together (the main tableau accepted
        // one by a numerical error), and no subset naming the new
        // constraint is minimal. Returned flagged, not searched.
        if ConflictRank.lastIsUnneeded(combination: combination) {
            return candidates.map(\.constraint) + [constraint]
        }
        // Minimal if every member is needed, the new one included: then the
        // search below would keep every candidate too, at a round of adds
        // per member. Also above the additive limit (a certificate of
        // thousands from a chain, where the rank test is not tried): the
        // check costs about k·log₂k adds where the deletion filter, which
        // would return the same set, costs k² (issue 14: `conflict-chain`).
        // Not after a fallback to every required constraint, which has few
        // members among many.
        if (candidates.count <= Self.additiveLimit || !fellBack)
            && everyOneLeftOutHolds(specs, required, budget: &budget) {
            proved = true
            return candidates.map(\.constraint) + [constraint]
        }
        // A certificate of thousands is a chain, where nearly every candidate
        // is a member; a fallback to every required constraint has few.
        // Either search is minimal when it finished within the budget.
        if candidates.count > Self.additiveLimit && !fellBack {
            let set = deletionFilter(candidates, specs, required, budget: &budget)
            proved = budget > 0 && holdWithoutTheNewOne(set)
            return set + [constraint]
        }
        let set = additive(candidates, specs, required, budget: &budget)
        proved = budget > 0 && holdWithoutTheNewOne(set)
        return set + [constraint]
    }

    /// Whether the constraints found hold without the new one. The searches
    /// add the new constraint first and never leave it out, so a set whose
    /// other members conflict by themselves (only possible once the solver
    /// holds a conflicting required set) would pass as minimal.
    private func holdWithoutTheNewOne(_ set: [Constraint]) -> Bool {
        let specs = set.compactMap { try? self.spec(of: $0) }
        var budget = specs.count + 1
        return !conflicts(specs, budget: &budget)
    }

    /// Candidates above which the set is first trimmed to a scratch
    /// tableau's own certificate (see ``trimmedByCertificates(_:_:budget:)``);
    /// ``Solver/conflictTrimLimit`` starts here.
    static let trimLimit = 64

    /// A smaller conflict inside the candidates, found from certificates:
    /// the candidates are added in order to a scratch tableau of their own
    /// until one fails, and the markers in that failure's certificate (plus
    /// the one that failed) are the next, smaller set; repeated while it
    /// shrinks. The main tableau's certificate comes from a basis shaped by
    /// every required constraint and, in a dense system, names hundreds of
    /// constraints for a conflict of tens; a tableau of the candidates alone
    /// names far fewer. Each set is checked to conflict by the scan that
    /// trims it, so the result conflicts (it is the last set whose scan
    /// failed). Returns indices into `specs` in order (all of them if
    /// nothing could be trimmed), or nil if the candidates don't conflict
    /// at all (a certificate that fell short) or the budget ran out first.
    func trimmedByCertificates(_ specs: [ConstraintSpec], _ required: ConstraintSpec,
                               budget: inout Int) -> [Int]? {
        var current = Array(specs.indices)
        var verified: [Int]? = nil
        while budget > 0 {
            var scratch = ScratchTableau(planning: [required] + current.map { specs[$0] })
            guard scratch.add(required, budget: &budget) else { return [] }
            var failed = -1
            for j in current where !scratch.add(specs[j], owner: j, budget: &budget) {
                failed = j
                break
            }
            // No failure: the last certificate fell short; keep the last set that conflicted.
            if failed < 0 { return verified }
            verified = current
            var next = scratch.certificateOwners()
            next.append(failed)
            next.sort()
            if next.count >= current.count { return verified }
            current = next
        }
        return verified
    }

    /// Whether every constraint of the set but one can hold, for each one
    /// in turn, the new constraint (`required`) included: with a
    /// conflicting set, whether it is minimal. Divide and conquer over
    /// scratch tableaus (copies are O(1)): a tableau holding everything
    /// outside a range adds one half of the range and recurses into the
    /// other, so the k checks cost about k·log₂k adds, not k² (the additive
    /// search on a minimal set of k). False as soon as one check conflicts
    /// or the budget runs out.
    ///
    /// The new constraint is left out too (issue 14): a set whose other
    /// members conflict by themselves is not minimal, and only happens when
    /// the solver already held a conflicting set (a numerical error in the
    /// main tableau). Before, it was always added first and never left out,
    /// so such sets passed as minimal (460 of 534 in `random-3000.yaml`,
    /// found with exact rational arithmetic; docs/SOLVER.md, "Conflicts").
    func everyOneLeftOutHolds(_ specs: [ConstraintSpec], _ required: ConstraintSpec,
                              budget: inout Int) -> Bool {
        // Each lineage of copies adds every spec at most once.
        let members = [required] + specs
        return leftOutHolds(ScratchTableau(planning: members), members, members.indices, budget: &budget)
    }

    /// ``everyOneLeftOutHolds(_:_:budget:)`` for the members in `range`,
    /// `base` holding every other one.
    private func leftOutHolds(_ base: ScratchTableau, _ specs: [ConstraintSpec], _ range: Range<Int>,
                              budget: inout Int) -> Bool {
        if range.count <= 1 { return true }
        if budget <= 0 { return false }
        let mid = (range.lowerBound + range.upperBound) / 2
        // The first add to a copy copies the base's arrays of rows and
        // columns: charged as an add per `copyRowsPerAdd` rows, so the
        // budget bounds a check on thousands (the copies, not the adds,
        // are then most of its time: issue 14, `conflict-chain`).
        let copyCost = base.tableau.rows.count / Self.copyRowsPerAdd
        var left = base
        budget -= copyCost
        for j in mid..<range.upperBound where !left.add(specs[j], budget: &budget) { return false }
        if !leftOutHolds(left, specs, range.lowerBound..<mid, budget: &budget) { return false }
        budget -= copyCost
        var right = base
        for j in range.lowerBound..<mid where !right.add(specs[j], budget: &budget) { return false }
        return leftOutHolds(right, specs, mid..<range.upperBound, budget: &budget)
    }

    /// The rows of a scratch tableau whose copy is charged as one add
    /// (``leftOutHolds(_:_:_:budget:)``).
    static let copyRowsPerAdd = 16

    /// Candidates above which the deletion filter is used: a conflict of
    /// thousands (a chain) has nearly every candidate as a member, where
    /// growing the set one member a round would cost a round per member.
    static let additiveLimit = 400

    /// The additive method: grow the set one member at a time. Each round
    /// adds the new constraint and the members found so far to a scratch
    /// tableau, then the other candidates in the order they were added to
    /// the solver, until one fails: that one is a member (the set before it
    /// could hold, so any conflict within the set so far needs it). When the
    /// members alone fail, they are the conflict, and minimal. A round costs
    /// one add per candidate, so k candidates with m members cost about m·k
    /// adds, where the deletion filter costs k²: the common case of a few
    /// members among a hundred candidates (random or tangled constraints).
    func additive(_ candidates: [Record], _ specs: [ConstraintSpec], _ required: ConstraintSpec,
                  budget: inout Int) -> [Constraint] {
        var members: [Int] = []
        var isMember = [Bool](repeating: false, count: candidates.count)
        search: while budget > 0 {
            // A round adds the members and then other candidates: each once.
            var scratch = ScratchTableau(planning: [required] + specs)
            var failed = !scratch.add(required, budget: &budget)
            for j in members where !failed { failed = !scratch.add(specs[j], budget: &budget) }
            if failed { break search }
            for j in candidates.indices where !isMember[j] {
                if !scratch.add(specs[j], budget: &budget) {
                    members.append(j)
                    isMember[j] = true
                    continue search
                }
                if budget <= 0 { break search }
            }
            // Nothing failed: keep every candidate (they were checked to conflict).
            return candidates.map(\.constraint)
        }
        // Out of budget: the members found so far and the rest still conflict.
        let keep = budget > 0 ? members.sorted() : Array(candidates.indices)
        return keep.map { candidates[$0].constraint }
    }

    /// The deletion filter: drop each candidate in turn and keep it out if
    /// the rest still conflicts. Stops with the set trimmed so far when the
    /// budget is spent.
    func deletionFilter(_ candidates: [Record], _ specs: [ConstraintSpec], _ required: ConstraintSpec,
                        budget: inout Int) -> [Constraint] {
        var candidates = candidates, specs = specs
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
        return candidates.map(\.constraint)
    }

    /// Whether the specs, all required, cannot hold together (see
    /// ``ScratchTableau``). Each add is taken from `budget`.
    func conflicts(_ specs: [ConstraintSpec], budget: inout Int) -> Bool {
        var scratch = ScratchTableau(planning: specs)
        for spec in specs where !scratch.add(spec, budget: &budget) { return true }
        return false
    }
}

/// Required constraints solved afresh, in a tableau of just the variables
/// they mention (renumbered, so a test costs what its set costs, not the
/// whole solver's size).
///
/// A scratch tableau is thrown away after its first failed add (no journal
/// is kept: nothing needs undoing), so no add may follow a failure.
struct ScratchTableau {
    var tableau = Tableau()
    var renumbered: [Symbol: Symbol] = [:]
    /// The caller's index for each constraint's marker, by scratch symbol.
    var markerOwner: [Int32] = []
    /// The failed add's certificate (markers of the constraints it conflicts with).
    var certificate: [Symbol] = []
    /// For a planned sequence of adds (``init(planning:)``): how many
    /// terms of the adds still to come mention each caller's variable.
    /// Nil when the adds are not known in advance.
    var usesLeft: [Symbol: Int]? = nil
    /// Scratch externals that no add still to come mentions, whose rows
    /// may be dropped once no other row mentions them.
    var retired: [Symbol] = []

    init() {
        tableau.discardsOnFailure = true
    }

    /// A scratch tableau that will be given (at most) `specs`, in any order
    /// and any subset: each variable's row is dropped once the last of them
    /// that mentions it has been added (see ``dropRetiredRows()``).
    init(planning specs: some Sequence<ConstraintSpec>) {
        self.init()
        var uses: [Symbol: Int] = [:]
        for spec in specs {
            for (s, _) in spec.terms { uses[s, default: 0] += 1 }
        }
        usesLeft = uses
    }

    /// The owners (as given to ``add(_:owner:budget:)``) of the constraints
    /// named in the failed add's certificate, each once.
    func certificateOwners() -> [Int] {
        var seen = Set<Int32>()
        var out: [Int] = []
        for s in certificate where s >= 0 && Int(s) < markerOwner.count {
            let o = markerOwner[Int(s)]
            if o >= 0 && seen.insert(o).inserted { out.append(Int(o)) }
        }
        return out
    }

    /// Adds `spec` as required; false if it can't hold with those before.
    /// `owner` (≥ 0) names the constraint in ``certificateOwners()``.
    mutating func add(_ spec: ConstraintSpec, owner: Int = -1, budget: inout Int) -> Bool {
        precondition(certificate.isEmpty, "a scratch tableau is dropped after a failed add")
        budget -= 1
        var local = spec
        local.priority = 1000
        local.terms = spec.terms.map { s, c in
            if let mine = renumbered[s] { return (mine, c) }
            let mine = tableau.makeSymbol(.external)
            renumbered[s] = mine
            return (mine, c)
        }
        do {
            let tag = try tableau.add(local)
            if usesLeft != nil { retire(spec) }
            if owner >= 0 {
                let m = Int(tag.marker)
                if markerOwner.count <= m {
                    markerOwner.append(contentsOf: repeatElement(-1, count: m + 1 - markerOwner.count))
                }
                markerOwner[m] = Int32(owner)
            }
            return true
        } catch {
            switch error {
            case .unsatisfiable(let symbols): certificate = symbols.isEmpty ? [.none] : symbols
            }
            return false
        }
    }

    /// Counts the added spec's terms off the plan; a variable no later add
    /// mentions is retired, and retired rows are dropped where possible.
    private mutating func retire(_ spec: ConstraintSpec) {
        for (s, _) in spec.terms {
            let left = usesLeft![s, default: 0] - 1
            // An add the plan didn't hold would read a dropped row.
            precondition(left >= 0, "a planned scratch tableau was given an unplanned constraint")
            usesLeft![s] = left
            if left == 0, let mine = renumbered[s] { retired.append(mine) }
        }
        dropRetiredRows()
    }

    /// Projects retired variables out: a retired external that is basic,
    /// and that no other row mentions (only a lazy row can mention a basic
    /// symbol), only defines its own value. It is free (unrestricted) and
    /// no constraint still to come names it, so dropping its row leaves
    /// the feasible set of every other symbol as it was: the adds to come
    /// succeed or fail exactly as with the row kept, and no phase one has
    /// to replay its pivots into it (issue 14: most of a trimming scan's
    /// time went into rows like these). A retired symbol that is not basic
    /// stays retired until it is, or for good.
    mutating func dropRetiredRows() {
        var kept = 0
        for n in retired.indices {
            let x = retired[n]
            if tableau.isBasic(x) && !tableau.isMentionedByAnotherRow(x) {
                _ = tableau.removeRow(of: x)
            } else {
                retired[kept] = x
                kept += 1
            }
        }
        retired.removeLast(retired.count - kept)
    }
}

extension Tableau {
    /// Whether a row other than its own holds the basic symbol `x` (a lazy
    /// row may; see Tableau+Lazy.swift).
    func isMentionedByAnotherRow(_ x: Symbol) -> Bool {
        let own = basicSlot[Int(x)]
        for slot in columns[Int(x)] where slot != own && rowBasic[Int(slot)] >= 0 {
            if rows[Int(slot)].index(of: x) != nil { return true }
        }
        return false
    }
}
