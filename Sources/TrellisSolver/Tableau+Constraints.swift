/// A constraint as the tableau sees it: `Σ coefficient·symbol + constant REL 0`.
struct ConstraintSpec {
    var terms: [(Symbol, Double)]
    var constant: Double
    var relation: Relation
    var priority: Double

    var isRequired: Bool { priority >= 1000 }
}

/// The symbols a constraint brought into the tableau.
///
/// `marker` finds the constraint again (for removal and constant changes);
/// `other` is the second error of an optional constraint. The constraint's
/// original equation holds `markerCoefficient · marker`, which is how a change
/// of its constant travels through the tableau: raising the constant by Δ is
/// the same as replacing `marker` by `marker + Δ / markerCoefficient`.
struct Tag {
    var marker: Symbol = .none
    var other: Symbol = .none
    var markerCoefficient: Double = 1

    var symbols: [Symbol] { other == .none ? [marker] : [marker, other] }
}

extension Tableau {
    enum AddFailure: Error {
        /// The constraint can't hold with the required ones already in. The
        /// symbols are a certificate: markers of constraints it conflicts with.
        case unsatisfiable(certificate: [Symbol])
    }

    /// Adds a constraint's row (Cassowary's add, as kiwi lays it out) and
    /// returns its tag. Does not re-optimise: the caller does, once per batch.
    /// On failure the tableau is exactly as before.
    mutating func add(_ spec: ConstraintSpec) throws(AddFailure) -> Tag {
        try add(raw(spec.terms, constant: spec.constant), relation: spec.relation, priority: spec.priority)
    }

    /// ``add(_:)`` for a constraint already written as a row (``raw(_:constant:)``
    /// of its terms): the solver builds that row straight from the
    /// constraint's expression, without the spec's array of terms in between.
    mutating func add(_ row: consuming Row, relation: Relation, priority: Double) throws(AddFailure) -> Tag {
        // A fresh external subject takes the row as written (lazy, see
        // Tableau+Lazy.swift); otherwise the row is expanded as in kiwi.
        var row = row
        let fresh = freshSubject(row)
        if fresh == .none { expand(&row) }
        var tag = Tag()
        let required = priority >= 1000
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let c = relation == .lessThanOrEqual ? 1.0 : -1.0
            tag.marker = makeSymbol(.slack)
            tag.markerCoefficient = c
            row.insert(tag.marker, c)
            if !required {
                tag.other = makeSymbol(.error)
                row.insert(tag.other, -c)
                let k = level(for: priority)
                levelUsers[k] += 1
                addToObjective(level: k, symbol: tag.other, weight: 1)
            }
        case .equal:
            if required {
                tag.marker = makeSymbol(.dummy)
                row.insert(tag.marker, 1)
            } else {
                tag.marker = makeSymbol(.error)
                tag.other = makeSymbol(.error)
                tag.markerCoefficient = -1
                row.insert(tag.marker, -1)
                row.insert(tag.other, 1)
                let k = level(for: priority)
                levelUsers[k] += 1
                addToObjective(level: k, symbol: tag.marker, weight: 1)
                addToObjective(level: k, symbol: tag.other, weight: 1)
            }
        }
        if fresh != .none {
            row.solve(for: fresh)
            let lazy = mentionsBasic(row)
            // A link of a chain of equal sizes: one sum for the links before
            // it, lazy as the link's row would be (Tableau+ChainSums.swift).
            // The two-term, constant-0 check inline: it fails for nearly
            // every row, and the call would cost every add.
            if lazy && required && relation == .equal && row.count == 2 && row.constant == 0
                && mayLinkAChain(row, marker: tag.marker) {
                formChainLink(&row, marker: tag.marker)
            }
            insertRow(row, basic: fresh, lazy: lazy)
            return tag
        }
        if row.constant < 0 { row.reverseSign() }

        var subject = chooseSubject(row, tag)
        if subject == .none && allDummies(row) {
            if !Row.nearZero(row.constant) {
                let certificate = withSettledSumsExpanded(row.symbols.filter { $0 != tag.marker })
                releaseSymbol(tag.marker)
                throw .unsatisfiable(certificate: certificate)
            }
            subject = tag.marker
        }
        // Satisfied as it stands: no phase one (Tableau+SubjectAtZero.swift).
        if subject == .none { subject = subjectAtZero(row) }
        if subject == .none && triesPhaseOne {
            // The trial reads the restricted rows by column (TrialColumns.swift).
            syncTrialColumns()
            if case .infeasible(let certificate) = trialPhaseOne(row) {
                // Phase one would fail with this certificate: nothing to undo
                // but the symbols made above (Tableau+PhaseOneTrial.swift).
                touchShape()
                for s in tag.symbols { releaseSymbol(s) }
                throw .unsatisfiable(certificate: withSettledSumsExpanded(certificate))
            }
        }
        if subject == .none && discardsOnFailure {
            // A scratch tableau is dropped after a failure: nothing to undo.
            try addWithArtificialVariable(row)
        } else if subject == .none {
            // Exactly as it was if the add fails (see Journal).
            beginJournal()
            do {
                try addWithArtificialVariable(row)
                commitJournal()
            } catch {
                rollBackJournal()
                // The journal began after the marker was made: give it back,
                // or every refused constraint leaks a symbol and a
                // long-lived window's tableau grows without end. Only
                // required constraints get here (an optional row has an
                // error symbol to enter), so no objective or level holds the tag.
                for s in tag.symbols { releaseSymbol(s) }
                throw error
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        }
        return tag
    }

    /// An external symbol if there is one: the one in the fewest rows, so
    /// that making it basic substitutes into as little as possible (for
    /// `cell.width == first.width`, the new cell's width rather than the first
    /// one's, which every earlier cell mentions); ties go to the lowest index.
    /// Else kiwi's rule: a new slack or error whose coefficient is negative,
    /// so the row stays feasible.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        var best: Symbol = .none
        var bestCount = Int.max
        for s in row.symbols where kinds[Int(s)] == .external {
            let count = columns[Int(s)].count
            if count < bestCount {
                best = s
                bestCount = count
                if count == 0 { break }
            }
        }
        if best != .none { return best }
        // The tag's symbols one by one: ``Tag/symbols`` is an array, one
        // allocation per add.
        if isRestricted(tag.marker) && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other != .none && isRestricted(tag.other) && row.coefficient(for: tag.other) < 0 {
            return tag.other
        }
        return .none
    }

    /// An external of `row` that nothing else mentions yet (no row, no
    /// objective): making it basic needs no substitution at all, so its row
    /// can stay as written. The lowest-indexed one, or with
    /// ``prefersNewestFreshSubject`` the highest-indexed.
    ///
    /// Why a choice: the layout engine makes variables as items first
    /// appear, so in `b.top == a.bottom + 8` b's origin is newer than a's
    /// height. Solving for b's origin (`b.top = a.top + a.height + 8`) keeps
    /// a stack's chain as written and leaves each height to the constraints
    /// that size it; solving for a's height turns every height into a
    /// difference of positions, and a 1,000-row stack view's rows fill in
    /// once the heights are settled. A caller that makes all its variables
    /// up front (the grid workload) does better with the oldest.
    func freshSubject(_ row: Row) -> Symbol {
        if prefersNewestFreshSubject {
            for s in row.symbols.reversed() where kinds[Int(s)] == .external && basicSlot[Int(s)] < 0 {
                if !isMentioned(s) { return s }
            }
            return .none
        }
        for s in row.symbols where kinds[Int(s)] == .external && basicSlot[Int(s)] < 0 {
            if !isMentioned(s) { return s }
        }
        return .none
    }

    func isMentioned(_ s: Symbol) -> Bool {
        for slot in columns[Int(s)] where rowBasic[Int(slot)] >= 0 {
            if rows[Int(slot)].index(of: s) != nil { return true }
        }
        for k in objective.indices where objective[k].contains(s) { return true }
        return false
    }

    func allDummies(_ row: Row) -> Bool {
        row.symbols.allSatisfy { kinds[Int($0)] == .dummy }
    }

    /// Phase one: adds the row under an artificial variable and minimises it.
    /// Zero means the constraint fits; anything else is a conflict, and the
    /// final artificial row names the constraints that block it.
    mutating func addWithArtificialVariable(_ row: Row) throws(AddFailure) {
        let art = makeSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        var failed: [Symbol]?
        // External rows are brought up to date only if the add succeeds.
        if defersExternalRows { deferredPivots = [] }
        do {
            try optimizeArtificial()
        } catch {
            failed = []
        }
        if failed == nil, !Row.nearZero(artificial!.constant) { failed = Array(artificial!.symbols) }
        artificial = nil
        if let certificate = failed {
            deferredPivots = nil
            throw .unsatisfiable(certificate: withSettledSumsExpanded(certificate))
        }
        replayDeferredPivots()

        if isBasic(art) {
            var r = removeRow(of: art)
            if !r.isConstant && keepsAnySum
                && !r.symbols.contains(where: { isRestricted($0) }) {
                // A dummy will enter: no sum may hold it (Tableau+SettledSums.swift,
                // Tableau+ChainSums.swift).
                r = withSettledSumsWritten(r)
                dissolveAllSums()
            }
            if !r.isConstant {
                // A basic artificial at zero: pivot it out for any restricted
                // symbol, or, if only dummies are left, let a dummy carry the
                // (redundant) row at zero.
                let entering =
                    r.symbols.first { isRestricted($0) }
                    ?? r.symbols.first { kinds[Int($0)] == .dummy }!
                r.solve(for: entering, replacing: art)
                substitute(entering, with: r)
                insertRow(r, basic: entering)
            }
        }
        touchShape()
        forEachRow(containing: art) { t, slot, _ in t.rows[slot].remove(art) }
        for k in objective.indices where objective[k].contains(art) {
            objective[k].remove(art)
            firstStaleLevel = min(firstStaleLevel, k)
        }
        releaseSymbol(art)
    }

    /// Takes a constraint out: its errors leave the objective, its marker is
    /// pivoted into the basis if needed and its row dropped.
    mutating func remove(_ tag: Tag, priority: Double) {
        var levelIndex: Int? = nil
        if priority < 1000, let k = existingLevel(for: priority) {
            levelIndex = k
            for s in tag.symbols where kinds[Int(s)] == .error {
                addToObjective(level: k, symbol: s, weight: -1)
            }
        }
        let marker = tag.marker
        // A sum holding the marker goes first: its rows hold the marker too
        // (Tableau+SettledSums.swift, Tableau+ChainSums.swift).
        if keepsAnySum { dissolveSums(holding: tag.symbols) }
        // The marker's row is found among the rows that hold it; a lazy row
        // may hold it and still not depend on it (its mentions cancel it),
        // so those rows are expanded first: the choice then sees exactly
        // the rows of the dictionary that depend on the marker.
        if !isBasic(marker) { expandLazyRows(containing: marker) }
        if isBasic(marker) {
            _ = removeRow(of: marker)
        } else if let leaving = markerLeavingSymbol(marker) {
            let lazy = rowLazy[Int(basicSlot[Int(leaving)])]
            var r = removeRow(of: leaving)
            // An external's lazy row is expanded first: the marker's row is
            // substituted into restricted rows, which mention no basic symbol.
            if lazy { r = expanded(r) }
            r.solve(for: marker, replacing: leaving)
            substitute(marker, with: r)
        }
        // In exact arithmetic nothing mentions the symbols any more; clear
        // floating-point residue so no dead column survives.
        for s in tag.symbols {
            if isBasic(s) { _ = removeRow(of: s) }
            touchShape()
            forEachRow(containing: s) { t, slot, _ in t.rows[slot].remove(s) }
            for k in objective.indices where objective[k].contains(s) {
                objective[k].remove(s)
                firstStaleLevel = min(firstStaleLevel, k)
            }
            releaseSymbol(s)
        }
        if let k = levelIndex {
            levelUsers[k] -= 1
            dropLevelIfUnused(k)
        }
    }

    /// The row to pivot a nonbasic marker into (kiwi's getMarkerLeavingRow,
    /// with one rule first).
    ///
    /// 1. A redundant equality's row (a basic dummy, all dummies, constant 0):
    ///    the redundant constraint takes over, and no constant moves. Without
    ///    this rule, removing one of two identical `x == 5` would leave the
    ///    other's row at a non-zero constant, i.e. forgotten.
    /// 2. A restricted row with a negative coefficient, smallest ratio, then
    ///    one with a positive coefficient: either keeps every row feasible.
    /// 3. An external variable's row.
    mutating func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var r1 = Double.infinity
        var r2 = Double.infinity
        var redundant: Symbol = .none
        var first: Symbol = .none
        var second: Symbol = .none
        var third: Symbol = .none
        forEachRow(containing: marker) { t, slot, c in
            let basic = t.rowBasic[slot]
            let constant = t.rows[slot].constant
            switch t.kinds[Int(basic)] {
            case .dummy:
                if redundant == .none || basic < redundant { redundant = basic }
            case .external:
                third = basic
            default:
                if c < 0 {
                    let r = -constant / c
                    if r < r1 { r1 = r; first = basic }
                } else {
                    let r = constant / c
                    if r < r2 { r2 = r; second = basic }
                }
            }
        }
        for candidate in [redundant, first, second, third] where candidate != .none {
            return candidate
        }
        return nil
    }

    /// Moves a constraint's constant by `delta` (the change of `constant` in
    /// `Σ terms + constant REL 0`) in place, then repairs feasibility with the
    /// dual simplex. Touches only the rows that hold the marker.
    ///
    /// With `restoringOnFailure`, a failure leaves the tableau exactly as it
    /// was: the old constants are journalled (no copy of the tableau), and a
    /// copy is taken only if the dual simplex has to pivot.
    mutating func changeConstant(
        _ tag: Tag, by delta: Double, restoringOnFailure: Bool
    ) throws(SimplexFailure) {
        let shift = delta / tag.markerCoefficient
        let marker = tag.marker
        var failure: SimplexFailure? = nil
        var journal: [(slot: Int, constant: Double)] = []
        // The objective moves only after the rows are known to be feasible
        // (below), so a failure never has to put it back: no copy of its
        // constants per call (a resize is one such call per frame).
        var shiftsObjective = false
        let slot = basicSlot[Int(marker)]
        if slot >= 0 {
            // Journalled only when something may have to put it back.
            if restoringOnFailure || kinds[Int(marker)] == .dummy {
                journal.append((Int(slot), rows[Int(slot)].constant))
            }
            rows[Int(slot)].constant -= shift
            let c = rows[Int(slot)].constant
            rowConstants[Int(slot)] = c
            if kinds[Int(marker)] == .dummy && !Row.nearZero(c) {
                failure = .infeasibleRow(basic: marker, row: rows[Int(slot)])
            } else if c < 0 && isRestricted(marker) {
                infeasible.append(marker)
            }
        } else {
            func shiftRow(_ t: inout Tableau, _ slot: Int, _ a: Double) {
                if restoringOnFailure { journal.append((slot, t.rows[slot].constant)) }
                t.rows[slot].constant += a * shift
                let basic = t.rowBasic[slot]
                let c = t.rows[slot].constant
                t.rowConstants[slot] = c
                if c < 0 && t.isRestricted(basic) {
                    t.infeasible.append(basic)
                } else if t.kinds[Int(basic)] == .dummy && !Row.nearZero(c) && failure == nil {
                    failure = .infeasibleRow(basic: basic, row: t.rows[slot])
                }
            }
            if self.journal == nil, let rows = markerRows, rows.isListed, rows.marker == marker,
               rows.version == version {
                // The rows the column walk found last time, in its order.
                for (n, slot32) in rows.slots.enumerated() {
                    let slot = Int(slot32)
                    noteRow(slot)
                    shiftRow(&self, slot, rows.coefficients[n])
                }
            } else if markerRows?.marker == marker {
                // The same marker as the last change (a resize): its rows are
                // listed for the next one.
                var rows = MarkerRows(marker: marker, version: version, isListed: true)
                forEachRow(containing: marker) { t, slot, a in
                    rows.slots.append(Int32(slot))
                    rows.coefficients.append(a)
                    shiftRow(&t, slot, a)
                }
                // The rows that hold the marker through a settled sum.
                for (sum, d) in settledSums(holding: marker) {
                    forEachRow(containing: sum) { t, slot, a in
                        rows.slots.append(Int32(slot))
                        rows.coefficients.append(a * d)
                        shiftRow(&t, slot, a * d)
                    }
                }
                markerRows = rows
            } else {
                forEachRow(containing: marker, shiftRow)
                for (sum, d) in settledSums(holding: marker) {
                    forEachRow(containing: sum) { t, slot, a in shiftRow(&t, slot, a * d) }
                }
                markerRows = MarkerRows(marker: marker, version: version)
            }
            shiftsObjective = true
        }
        func undoShift(_ t: inout Tableau) {
            for (slot, constant) in journal.reversed() {
                t.rows[slot].constant = constant
                t.rowConstants[slot] = constant
            }
            t.infeasible.removeAll()
        }
        if let failure {
            undoShift(&self)
            throw failure
        }
        // Taken before the objective moves, so restoring it restores that too.
        let beforePivots = restoringOnFailure && !infeasible.isEmpty ? self : nil
        if shiftsObjective {
            let sums = settledSums(holding: marker)
            for k in objective.indices {
                objective[k].constant += objective[k].coefficient(for: marker) * shift
                for (sum, d) in sums {
                    objective[k].constant += objective[k].coefficient(for: sum) * d * shift
                }
            }
        }
        if infeasible.isEmpty { return }
        do {
            try dualOptimize()
        } catch {
            if var restored = beforePivots {
                undoShift(&restored)
                self = restored
            }
            throw error
        }
    }

    /// Moves an optional constraint's errors from one level to another.
    mutating func changePriority(_ tag: Tag, from old: Double, to new: Double) {
        let errors = tag.symbols.filter { kinds[Int($0)] == .error }
        if let k = existingLevel(for: old) {
            for e in errors { addToObjective(level: k, symbol: e, weight: -1) }
            levelUsers[k] -= 1
            dropLevelIfUnused(k)
        }
        let k = level(for: new)
        for e in errors { addToObjective(level: k, symbol: e, weight: 1) }
        levelUsers[k] += 1
    }
}

/// The rows that held a nonbasic marker and its coefficient in each, as
/// ``Tableau/changeConstant(_:by:restoringOnFailure:)``'s column walk found
/// them at a shape ``version``; listed only when the same marker changes
/// twice in a row (a layout that changes many constants once each doesn't
/// pay for lists it never reads).
///
/// Why: a resize changes the same edit constant every frame, and the walk
/// read each row's symbols (a binary search) and coefficients to find the
/// marker's coefficient, two more scattered lines per row than the constant
/// it changes; on `screen-N` every card's rows hold the root's width marker
/// (docs/PERFORMANCE.md, `wave2-solvermem4`). A constant change leaves the
/// coefficients as they are and every other change of the rows moves the
/// version, so the list holds until then.
struct MarkerRows {
    let marker: Symbol
    let version: Int
    var isListed = false
    var slots: [Int32] = []
    var coefficients: [Double] = []
}
