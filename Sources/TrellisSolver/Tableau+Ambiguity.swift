/// Whether a symbol's value is unique among the optimal solutions: the basis
/// of `hasAmbiguousLayout`.
///
/// At a lexicographic optimum a nonbasic symbol whose reduced cost is nonzero
/// at some level can't move without a cost, so it is pinned at zero, as are
/// dummies. The optimal face is what the other nonbasic symbols can reach
/// while every restricted row stays non-negative. The symbol is ambiguous when
/// its minimum and maximum over that face differ: found by a small simplex on
/// a copy of the tableau (copy-on-write, so the solver itself is untouched).
extension Tableau {
    /// Tolerance for "another value": a hundred-thousandth of a point.
    static let ambiguityTolerance = 1e-5

    func isPinned(_ s: Symbol) -> Bool {
        let kind = kinds[Int(s)]
        if kind == .dummy { return true }
        if kind == .external { return false }
        for k in objective.indices where !Row.nearZero(objective[k].coefficient(for: s)) {
            return true
        }
        return false
    }

    func isAmbiguous(_ symbol: Symbol) -> Bool {
        var expression = Row()
        if let row = pureRow(of: symbol) {
            expression = row
            // Quick answer: nothing in the row can move.
            if !row.symbols.contains(where: { !isPinned($0) }) { return false }
        } else {
            expression.insert(symbol, 1)
        }
        let current = expression.constant
        for sign in [1.0, -1.0] {
            var copy = self
            var objective = expression
            if sign < 0 { objective.reverseSign() }
            guard let optimum = copy.minimize(objective) else { return true }
            if abs(sign * optimum - current) > Self.ambiguityTolerance { return true }
        }
        return false
    }

    /// ``isAmbiguous(_:)`` on a scratch tableau that is *kept* between
    /// queries (see `Solver.isAmbiguous`): the minimising pivots move it to
    /// another vertex of the same optimal face, which changes no answer, so
    /// each query costs its own pivots rather than a copy of the tableau.
    /// Ambiguous when the symbol's range over the face is wider than the
    /// tolerance.
    mutating func isAmbiguousOnFace(_ symbol: Symbol) -> Bool {
        func expression() -> Row {
            if let row = pureRow(of: symbol) { return row }
            var e = Row()
            _ = e.insert(symbol, 1)
            return e
        }
        let e = expression()
        if !e.symbols.contains(where: { !isPinned($0) }) { return false }
        guard let low = minimize(e) else { return true }
        var up = expression()
        up.reverseSign()
        guard let negatedHigh = minimize(up) else { return true }
        return -negatedHigh - low > Self.ambiguityTolerance
    }

    /// Minimises `objective` over the optimal face: pinned symbols never
    /// enter. Only symbols with zero reduced cost at every level enter, so
    /// the level rows, and with them what is pinned, never change here.
    /// Returns nil if the objective is unbounded below.
    mutating func minimize(_ objective: Row) -> Double? {
        artificial = objective
        defer { artificial = nil }
        while true {
            // Bland: the lowest-indexed symbol that lowers the objective.
            var entering: Symbol = .none
            var direction = 1.0
            for (i, s) in artificial!.symbols.enumerated() where !isPinned(s) {
                if let d = improvingDirection(s, artificial!.coefficients[i]) {
                    entering = s
                    direction = d
                    break
                }
            }
            if entering == .none { return artificial!.constant }
            guard let leaving = leavingSymbol(for: entering, direction: direction) else { return nil }
            pivot(entering: entering, leaving: leaving)
        }
    }
}
