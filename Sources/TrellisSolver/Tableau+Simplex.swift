/// The two simplex loops, with lexicographic objectives.
///
/// Priorities are exact tiers (Apple's rule, the Cassowary paper's symbolic
/// weights): the objective is a vector with one row per level. A symbol may
/// enter only if its reduced cost is zero at every higher level and negative
/// at the level being optimised, so a pivot never disturbs a level already
/// optimal; levels are then done one by one, highest first.
///
/// Anti-cycling is Bland's rule: the entering symbol is the lowest-indexed
/// candidate (rows are sorted, so it is the first found), and ties in the
/// ratio test go to the lowest-indexed basic symbol.
extension Tableau {
    enum SimplexFailure: Error {
        /// The objective can decrease without bound: a broken invariant.
        case unbounded
        /// A row can't be made feasible: `basic`'s row is negative and
        /// nothing in it can rise. The row is the certificate.
        case infeasibleRow(basic: Symbol, row: Row)
    }

    /// Primal simplex over every level, highest priority first, with the
    /// steepest entering symbol and Bland's rule after a run of degenerate
    /// pivots (see ``optimizeArtificial()``).
    ///
    /// Starts at the first level anything touched since the last run; a
    /// pivot at level `k` changes only levels `k` and below (the entering
    /// symbol has zero cost above), so one pass down is enough.
    ///
    /// From the ``HeldRows/runLength``th pivot on, a long external row that
    /// a pivot reaches is held by symbol until the call returns
    /// (Tableau+HeldRows.swift): the simplex never reads external rows.
    mutating func optimize() throws(SimplexFailure) {
        var pivots = 0
        defer { releaseHeldRows() }
        var k = firstStaleLevel
        // Degenerate rebases per call: at most as many as there are rows,
        // so the loop ends under the usual rules whatever they do.
        var rebaseBudget = rows.count
        blockedCandidates = []
        defer {
            restoreBlockedCandidates(level: k)
            blockedCandidates = nil
        }
        while k < objective.count {
            var degenerateRun = 0
            var rebasedThisRun = false
            var singleRebasedThisRun = false
            while let (entering, direction) = enteringSymbolTracked(level: k, steepest: degenerateRun < Self.degenerateRunLimit) {
                guard let leaving = leavingSymbol(for: entering, direction: direction) else {
                    throw .unbounded
                }
                // A walk (a third degenerate pivot in a row on a long
                // column): rebase the blocking rows locally first, once per
                // run of degenerate pivots (Tableau+DegenerateRebase.swift),
                // then choose again. Before that, a degenerate pivot on a
                // long column rebases its few blockers through local
                // subjects when that is cheaper than the pivot, once per
                // run ("One blocker").
                let single = degenerateRun < Self.rebaseAfterDegeneratePivots
                if rebaseBudget > 0 && rebasesDegenerateBlockers && !(single ? singleRebasedThisRun : rebasedThisRun)
                    && Row.nearZero(rows[Int(basicSlot[Int(leaving)])].constant)
                    && columns[Int(entering)].count > Self.rebaseColumnThreshold {
                    if single { singleRebasedThisRun = true } else { rebasedThisRun = true }
                    let n = rebaseDegenerateBlockers(of: entering, direction: direction, level: k, single: single)
                    if n > 0 {
                        rebaseBudget -= n
                        continue
                    }
                }
                degenerateRun = Row.nearZero(rows[Int(basicSlot[Int(leaving)])].constant) ? degenerateRun + 1 : 0
                if degenerateRun == 0 { rebasedThisRun = false; singleRebasedThisRun = false }
                pivots += 1
                if pivots == HeldRows.runLength && holdsLongExternalRows && heldRows == nil {
                    heldRows = HeldRows()
                }
                pivot(entering: entering, leaving: leaving)
            }
            restoreBlockedCandidates(level: k)
            k += 1
        }
        firstStaleLevel = objective.count
    }

    /// Phase one for a row that has no subject: minimise the artificial row.
    ///
    /// The entering symbol is the one with the steepest reduced cost
    /// (Dantzig's rule), which takes far fewer pivots than Bland's on a dense
    /// tableau (a file of random constraints: phase one was most of its
    /// time). Only degenerate pivots can cycle, so after
    /// ``degenerateRunLimit`` of them in a row the choice falls back to
    /// Bland's rule until a pivot makes progress: the objective then
    /// strictly falls between Dantzig choices and never cycles under Bland.
    mutating func optimizeArtificial() throws(SimplexFailure) {
        var degenerateRun = 0
        while let (entering, direction) = artificialEnteringSymbol(steepest: degenerateRun < Self.degenerateRunLimit) {
            guard let leaving = leavingSymbol(for: entering, direction: direction) else {
                throw .unbounded
            }
            let degenerate = Row.nearZero(rows[Int(basicSlot[Int(leaving)])].constant)
            degenerateRun = degenerate ? degenerateRun + 1 : 0
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Phase one's optimality tolerance for the artificial row: a reduced
    /// cost smaller than ``phaseOneRelativeCostTolerance`` times the row's
    /// largest coefficient (and at least that much in absolute terms) is
    /// treated as zero. docs/SOLVER.md, "Phase one's tolerance".
    ///
    /// Why: after many pivots the artificial row carries rounding noise
    /// (1e-8 … 1e-4 on 2,000 random constraints) on symbols whose exact
    /// reduced cost is zero. Entering one of them moves it by the row's
    /// constant over the noise (billions of points) and, when the
    /// artificial variable's own row is the one that blocks, pivots the
    /// artificial out on a noise element: it then reads zero and a required
    /// constraint that makes the required set infeasible is accepted.
    /// LP codes treat reduced costs under a dual feasibility (optimality)
    /// tolerance as zero for the same reason (HiGHS and Clp: 1e-7; CPLEX:
    /// 1e-6, settable up to 1e-1), on scaled rows; here the rows are not
    /// scaled, so it is relative to the row's largest coefficient, and
    /// 1e-5 is what the random files need (1e-7 left 435 of 552 logged sets
    /// at 3,000 not minimal; 1e-4 refused 5 required constraints that fit).
    @inline(__always)
    static func phaseOneCostTolerance(_ row: Row) -> Double {
        var largest = 1.0
        for c in row.coefficients where abs(c) > largest { largest = abs(c) }
        return phaseOneRelativeCostTolerance * largest
    }

    static let phaseOneRelativeCostTolerance = 1e-5

    /// Degenerate pivots in a row after which phase one uses Bland's rule.
    static let degenerateRunLimit = 8

    /// The direction in which a nonbasic symbol with reduced cost `c` lowers
    /// the objective, or nil if it can't: restricted symbols only rise (and
    /// help when `c < 0`); external ones are free and move either way.
    @inline(__always)
    func improvingDirection(_ s: Symbol, _ c: Double) -> Double? {
        if Row.nearZero(c) { return nil }
        switch kinds[Int(s)] {
        case .slack, .error: return c < 0 ? 1 : nil
        case .external: return c < 0 ? 1 : -1
        case .dummy, .free: return nil
        }
    }

    /// The lowest-indexed symbol that lowers level `k` and has zero reduced
    /// cost at every level above it, with the direction it moves in.
    ///
    /// External symbols are normally basic and absent from the objective
    /// (kiwi's invariant), but removing a constraint through an external's
    /// row leaves that variable nonbasic, so they are handled as free symbols.
    ///
    /// With `steepest`, the candidate whose reduced cost at level `k` is
    /// largest in magnitude (Dantzig's rule, see ``optimizeArtificial()``)
    /// rather than the first.
    ///
    /// The scan runs over the level's raw storage: with the steepest rule it
    /// reads the whole level every pivot, and the low levels of a long stack
    /// (`UISV-canvas-fit`, ambiguity suppression) hold a term per row or
    /// more (nested-stacks at 8,000 views spent 22 % of its time here).
    /// Most terms are restricted symbols with a positive cost, which can't
    /// enter; they are passed over on their sign before anything else is
    /// looked up. Same candidates, same order, same choice.
    func enteringSymbol(level k: Int, steepest: Bool = false) -> (Symbol, Double)? {
        var best: (Symbol, Double)? = nil
        var bestRate = 0.0
        return kinds.withUnsafeBufferPointer { kind in
            for chunk in objective[k].chunks {
                let first: (Symbol, Double)? = chunk.symbols.withUnsafeBufferPointer { syms in
                    chunk.coefficients.withUnsafeBufferPointer { coefs in
                        for i in 0..<syms.count {
                            let c = coefs[i]
                            // Restricted symbols only rise, so only a negative
                            // cost helps; anything near zero never does.
                            if c > -Row.epsilon && kind[Int(syms[i])] != .external { continue }
                            let s = syms[i]
                            guard let direction = improvingDirection(s, c) else { continue }
                            let rate = abs(c)
                            if steepest && rate <= bestRate { continue }
                            var blocked = false
                            for j in 0..<k where !Row.nearZero(objective[j].coefficient(for: s)) {
                                blocked = true
                                break
                            }
                            if blocked { continue }
                            if !steepest { return (s, direction) }
                            best = (s, direction)
                            bestRate = rate
                        }
                        return nil
                    }
                }
                if first != nil { return first }
            }
            return best
        }
    }

    /// ``enteringSymbol(level:steepest:)`` with the steepest rule, from the
    /// level's candidate heap (``Row/candidates``) instead of a scan of the
    /// whole level: the same choice, at the cost of the entries popped.
    ///
    /// The heap holds every candidate (and stale entries); it pops in the
    /// rule's order of preference, largest cost magnitude first, ties to the
    /// lower symbol. An entry counts only if its rate is the symbol's
    /// current cost magnitude and the rule's own test
    /// (``improvingDirection``) lets it enter; the first such entry not
    /// blocked by a higher level is the full scan's choice. Blocked entries
    /// are held out until the level's walk ends, then pushed back
    /// (Tableau+BlockedCandidates.swift); stale ones are dropped. Bland's
    /// rule (after a run of degenerate pivots) and a level whose heap is
    /// unknown (new, fully merged into, restored) scan the level; the scan
    /// makes the heap.
    mutating func enteringSymbolTracked(level k: Int, steepest: Bool) -> (Symbol, Double)? {
        if objective[k].candidates == nil {
            var heap = CandidateHeap()
            objective[k].forEachTerm { s, c in
                if improvingDirection(s, c) != nil { heap.push(s, rate: abs(c)) }
            }
            objective[k].candidates = heap
        }
        guard steepest, var heap = objective[k].candidates else {
            return enteringSymbol(level: k, steepest: steepest)
        }
        objective[k].candidates = nil  // uniquely referenced while popped
        var blocked: [(symbol: Symbol, rate: Double)] = []
        var chosen: (Symbol, Double)? = nil
        var last: (symbol: Symbol, rate: Double) = (.none, -1)
        while let top = heap.pop() {
            if top.symbol == last.symbol && top.rate == last.rate { continue }  // a repeat
            last = top
            let c = objective[k].coefficient(for: top.symbol)
            guard abs(c) == top.rate, let direction = improvingDirection(top.symbol, c) else { continue }
            var isBlocked = false
            for j in 0..<k where !Row.nearZero(objective[j].coefficient(for: top.symbol)) {
                isBlocked = true
                break
            }
            if isBlocked {
                if blockedCandidates != nil { blockedCandidates!.append(top) } else { blocked.append(top) }
                continue
            }
            chosen = (top.symbol, direction)
            heap.push(top.symbol, rate: top.rate)
            break
        }
        for e in blocked { heap.push(e.symbol, rate: e.rate) }
        objective[k].candidates = heap
        assert(chosen?.0 == enteringSymbol(level: k, steepest: true)?.0
               && chosen?.1 == enteringSymbol(level: k, steepest: true)?.1)
        return chosen
    }

    /// The symbol that lowers the artificial objective: the first one
    /// (Bland), or with `steepest` the one whose reduced cost is largest in
    /// magnitude (ties to the lowest index). Reduced costs below
    /// ``phaseOneCostTolerance(_:)`` are rounding noise and never enter.
    func artificialEnteringSymbol(steepest: Bool = false) -> (Symbol, Double)? {
        guard let row = artificial else { return nil }
        var best: (Symbol, Double)? = nil
        var bestRate = 0.0
        let tolerance = Self.phaseOneCostTolerance(row)
        for (i, s) in row.symbols.enumerated() {
            if abs(row.coefficients[i]) < tolerance { continue }
            guard let direction = improvingDirection(s, row.coefficients[i]) else { continue }
            if !steepest { return (s, direction) }
            let rate = abs(row.coefficients[i])
            if rate > bestRate {
                best = (s, direction)
                bestRate = rate
            }
        }
        return best
    }

    /// The ratio test: the restricted basic symbol that reaches zero first as
    /// `entering` moves in `direction`.
    func leavingSymbol(for entering: Symbol, direction: Double = 1) -> Symbol? {
        var best: Symbol = .none
        var bestRatio = Double.infinity
        for slot32 in columns[Int(entering)] {
            let slot = Int(slot32)
            let basic = rowBasic[slot]
            if basic < 0 || !isRestricted(basic) { continue }
            let c = rows[slot].coefficient(for: entering) * direction
            if c >= 0 { continue }
            let ratio = -rows[slot].constant / c
            if ratio < bestRatio || (ratio == bestRatio && basic < best) {
                bestRatio = ratio
                best = basic
            }
        }
        return best == .none ? nil : best
    }

    /// Dual simplex: restores feasibility after constants changed, keeping
    /// every level optimal.
    mutating func dualOptimize() throws(SimplexFailure) {
        while let leaving = infeasible.popLast() {
            let slot = basicSlot[Int(leaving)]
            guard slot >= 0 else { continue }
            let row = rows[Int(slot)]
            guard row.constant < 0 && !Row.nearZero(row.constant) else { continue }
            guard let entering = dualEnteringSymbol(row) else {
                infeasible.removeAll()
                throw .infeasibleRow(basic: leaving, row: row)
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The symbol of `row` whose objective-to-row ratio is lexicographically
    /// smallest among those that can raise the row: restricted symbols with a
    /// positive coefficient, or free (external) ones with any coefficient.
    func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: Symbol = .none
        var bestCoefficient = 0.0
        for (i, s) in row.symbols.enumerated() {
            var c = row.coefficients[i]
            switch kinds[Int(s)] {
            case .slack, .error: if c <= 0 { continue }
            case .external: c = abs(c)
            case .dummy, .free: continue
            }
            if best == .none || ratioLess(s, c, than: best, bestCoefficient) {
                best = s
                bestCoefficient = c
            }
        }
        return best == .none ? nil : best
    }

    /// Compares the vectors `objective[·](a)/ca` and `objective[·](b)/cb`.
    func ratioLess(_ a: Symbol, _ ca: Double, than b: Symbol, _ cb: Double) -> Bool {
        for k in objective.indices {
            let ra = objective[k].coefficient(for: a) / ca
            let rb = objective[k].coefficient(for: b) / cb
            if ra < rb - 1e-12 { return true }
            if ra > rb + 1e-12 { return false }
        }
        return false
    }
}
