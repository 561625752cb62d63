/// Every variable's ambiguity from one analysis of the optimal tableau: the
/// basis of `hasAmbiguousLayout`. Asking each variable on its own (a
/// minimum and a maximum over the face, two small simplex runs a question)
/// cost a frames record one pair of runs per view attribute: most of the
/// time of a file of random constraints.
///
/// The optimal face is what the tableau can reach without a cost: nonbasic
/// symbols that are *pinned* (dummies, and restricted symbols with a
/// reduced cost at some level) stay at zero; the others move, restricted
/// ones upward only, while every restricted basic row stays non-negative.
/// A variable is ambiguous when it is not constant on that face, which for
/// a linear function on a convex set is the same as not being constant on
/// the face's affine hull. The hull is the tableau's equations plus the
/// face's *implicit equalities*: the restricted symbols that are zero all
/// over the face. Near the optimum only the degenerate restricted rows
/// (constant zero) can hold a symbol back, so the implicit equalities are
/// those of the cone of directions those rows allow:
///
/// 1. most are settled at once: a nonbasic symbol whose every coefficient
///    in the degenerate rows has one sign is a feasible direction by
///    itself, and every row it raises is no implicit equality;
/// 2. the rest by one small linear program on the cone (maximise the sum
///    of a bounded slack per candidate: in a cone every candidate that can
///    be positive can be positive at once, so the optimum marks exactly the
///    implicit equalities);
/// 3. each implicit row is pivoted out of the basis (a degenerate pivot,
///    no value moves) and pinned with the implicit nonbasic symbols.
///
/// Then the remaining free nonbasic symbols are free coordinates of the
/// hull, and a variable is ambiguous exactly when its dictionary row
/// depends on one. That is read for every variable at once by evaluating
/// the rows in a random direction of those symbols (two directions, seeded):
/// a derivative that is zero in a random direction is zero, save for
/// rounding, which the test allows for relative to the terms' size. Lazy
/// rows are evaluated in their order, so a chain costs its length.
extension Tableau {
    /// Tolerance for "another value": a hundred-thousandth of a point.
    static let ambiguityTolerance = 1e-5

    /// For every symbol: whether it is ambiguous (only externals' entries
    /// mean anything). Costs one pass over the rows, plus the cone's program
    /// when degenerate rows leave candidates unsettled.
    func ambiguousSymbols() -> [Bool] {
        var pinned = pinnedSymbols()
        let degenerate = degenerateRows(pinned)
        if degenerate.isEmpty { return movingSymbols(pinned) }
        let implicit = implicitEqualities(degenerate, pinned)
        if implicit.isEmpty { return movingSymbols(pinned) }
        var face = self
        for s in implicit where face.basicSlot[Int(s)] < 0 { pinned[Int(s)] = true }
        for s in implicit where face.basicSlot[Int(s)] >= 0 {
            let row = face.rows[Int(face.basicSlot[Int(s)])]
            var entering: Symbol = .none
            var largest = 0.0
            for (i, t) in row.symbols.enumerated() where face.isMovable(t, pinned) && abs(row.coefficients[i]) > largest {
                entering = t
                largest = abs(row.coefficients[i])
            }
            // No free symbol left in the row: it is constant on the face already.
            if entering == .none { continue }
            face.pivot(entering: entering, leaving: s)
            pinned[Int(s)] = true
        }
        return face.movingSymbols(pinned)
    }

    /// Nonbasic symbols held at zero on the optimal face: dummies, and
    /// restricted symbols with a nonzero reduced cost at some level (at a
    /// lexicographic optimum the first such cost is positive, so raising
    /// them costs), the hint level left out. Externals are never pinned:
    /// they are free.
    func pinnedSymbols() -> [Bool] {
        var pinned = [Bool](repeating: false, count: kinds.count)
        for (i, k) in kinds.enumerated() where k == .dummy { pinned[i] = true }
        // Hints (priority 0) only choose among the solutions the real
        // priorities leave: their level pins nothing, so what only a hint
        // fixes stays ambiguous (Priority.hint).
        for (k, level) in objective.enumerated() where levelPriority[k] != Priority.hint.rawValue {
            level.forEachTerm { s, c in
                if isRestricted(s) && !Row.nearZero(c) { pinned[Int(s)] = true }
            }
        }
        return pinned
    }

    @inline(__always)
    func isMovable(_ s: Symbol, _ pinned: [Bool]) -> Bool {
        basicSlot[Int(s)] < 0 && !pinned[Int(s)] && kinds[Int(s)] != .free
    }

    /// Slots of the restricted rows at zero that mention a free symbol:
    /// the only rows that can stop a move away from the optimum. "Zero" is
    /// within ``ambiguityTolerance``: a row that allows a move smaller than
    /// that allows no other value worth the name.
    func degenerateRows(_ pinned: [Bool]) -> [Int] {
        var out: [Int] = []
        for slot in rows.indices {
            let b = rowBasic[slot]
            guard b >= 0, isRestricted(b), rows[slot].constant < Self.ambiguityTolerance else { continue }
            if rows[slot].symbols.contains(where: { isMovable($0, pinned) }) { out.append(slot) }
        }
        return out
    }

    /// The restricted symbols (basic ones of `degenerate` rows, and free
    /// restricted nonbasic ones) that are zero all over the optimal face.
    func implicitEqualities(_ degenerate: [Int], _ pinned: [Bool]) -> [Symbol] {
        // The cone: rows over the free symbols they mention, numbered.
        var index: [Symbol: Int] = [:]
        var symbols: [Symbol] = []
        var entries: [[(Int, Double)]] = []
        for slot in degenerate {
            let row = rows[slot]
            var list: [(Int, Double)] = []
            for (i, s) in row.symbols.enumerated() where isMovable(s, pinned) {
                let k: Int
                if let known = index[s] { k = known } else {
                    k = symbols.count
                    index[s] = k
                    symbols.append(s)
                }
                list.append((k, row.coefficients[i]))
            }
            entries.append(list)
        }
        var column = [[(row: Int, coefficient: Double)]](repeating: [], count: symbols.count)
        for (r, list) in entries.enumerated() {
            for (k, c) in list { column[k].append((r, c)) }
        }
        // 1. Directions along one symbol.
        var rowSettled = [Bool](repeating: false, count: degenerate.count)
        var symbolSettled = [Bool](repeating: false, count: symbols.count)
        for k in symbols.indices {
            let restricted = isRestricted(symbols[k])
            if !restricted { symbolSettled[k] = true }
            if column[k].allSatisfy({ $0.coefficient >= 0 }) {
                symbolSettled[k] = true
                for (r, c) in column[k] where c > 0 { rowSettled[r] = true }
            }
            if !restricted && column[k].allSatisfy({ $0.coefficient <= 0 }) {
                for (r, c) in column[k] where c < 0 { rowSettled[r] = true }
            }
        }
        if !rowSettled.contains(false) && !symbolSettled.contains(false) { return [] }
        // 2. The cone's program, on the component of the unsettled ones.
        var inRow = [Bool](repeating: false, count: degenerate.count)
        var inSymbol = [Bool](repeating: false, count: symbols.count)
        var rowQueue: [Int] = [], symbolQueue: [Int] = []
        for r in rowSettled.indices where !rowSettled[r] { inRow[r] = true; rowQueue.append(r) }
        for k in symbolSettled.indices where !symbolSettled[k] { inSymbol[k] = true; symbolQueue.append(k) }
        while !rowQueue.isEmpty || !symbolQueue.isEmpty {
            while let r = rowQueue.popLast() {
                for (k, _) in entries[r] where !inSymbol[k] { inSymbol[k] = true; symbolQueue.append(k) }
            }
            while let k = symbolQueue.popLast() {
                for (r, _) in column[k] where !inRow[r] { inRow[r] = true; rowQueue.append(r) }
            }
        }
        let lp = Solver()
        var d: [Variable?] = Array(repeating: nil, count: symbols.count)
        for k in symbols.indices where inSymbol[k] { d[k] = lp.makeVariable() }
        var targets: [(symbol: Symbol, t: Variable)] = []
        func bounded(_ e: Expression, _ s: Symbol, settled: Bool) {
            var e = e
            if !settled {
                let t = lp.makeVariable()
                targets.append((s, t))
                e = e - t
                try? lp.add(Constraint(t, .greaterThanOrEqual, 0))
                try? lp.add(Constraint(t, .lessThanOrEqual, 1))
                try? lp.add(Constraint(t, .equal, 1, priority: 1))
            }
            try? lp.add(Constraint(e, .greaterThanOrEqual, 0))
        }
        lp.batch {
            for r in entries.indices where inRow[r] {
                let e = Expression(entries[r].map { Expression.Term(d[$0.0]!, $0.1) })
                bounded(e, rowBasic[degenerate[r]], settled: rowSettled[r])
            }
            for k in symbols.indices where inSymbol[k] && isRestricted(symbols[k]) {
                bounded(Expression(d[k]!), symbols[k], settled: symbolSettled[k])
            }
        }
        return targets.filter { lp.value(of: $0.t) < 0.5 }.map(\.symbol)
    }

    /// Whether each symbol moves when the free nonbasic symbols do: the
    /// rows evaluated in two seeded random directions.
    func movingSymbols(_ pinned: [Bool]) -> [Bool] {
        let n = kinds.count
        var a = [Double](repeating: 0, count: n)
        var b = [Double](repeating: 0, count: n)
        var size = [Double](repeating: 0, count: n)
        var state: UInt64 = 0x5EED_0F_A3B1
        func random() -> Double {
            // SplitMix64, scaled to [1, 2).
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return 1 + Double(z >> 11) / Double(1 << 53)
        }
        for s in 0..<n where isMovable(Symbol(s), pinned) {
            a[s] = random()
            b[s] = -random()
            size[s] = 2
        }
        func evaluate(_ slot: Int) {
            let row = rows[slot]
            var x = 0.0, y = 0.0, m = 0.0
            for (i, s) in row.symbols.enumerated() {
                let c = row.coefficients[i]
                x += c * a[Int(s)]
                y += c * b[Int(s)]
                m += abs(c) * size[Int(s)]
            }
            let basic = Int(rowBasic[slot])
            a[basic] = x
            b[basic] = y
            size[basic] = m
        }
        // Rows that mention nonbasic symbols only, then lazy rows oldest first.
        for slot in rows.indices where rowBasic[slot] >= 0 && !rowLazy[slot] { evaluate(slot) }
        for entry in lazyOrder where rowLazy[Int(entry.slot)] && rowSeq[Int(entry.slot)] == entry.seq {
            evaluate(Int(entry.slot))
        }
        var moving = [Bool](repeating: false, count: n)
        for s in 0..<n {
            let tolerance = 1e-9 * size[s]
            moving[s] = abs(a[s]) > tolerance || abs(b[s]) > tolerance
        }
        return moving
    }
}
