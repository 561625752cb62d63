extension Solver {
    /// Reserves room for at least `constraints` constraints and `variables`
    /// variables in all (like `Array.reserveCapacity(_:)`, a total, not an
    /// increment): a caller that knows the size of the system it is about to
    /// add (a generated screen, a layout pass over a known hierarchy) lets the
    /// solver size its tables once instead of doubling them as it goes.
    ///
    /// Why: every table indexed by symbol, by row or by constraint grows by
    /// copying itself into a block twice as large. Past the 1 MB second-level
    /// cache (a few thousand views) each copy reads and writes lines that are
    /// no longer cached: a quarter of the misses of a 6,400-view screen's
    /// build were those copies (docs/PERFORMANCE.md, `wave2-solvermem7`).
    ///
    /// Only capacity changes: the solutions, the symbols made and the order
    /// of every row are the same with or without it. Estimates are fine; too
    /// small a figure leaves the rest to grow as before.
    public func reserveCapacity(constraints: Int, variables: Int) {
        let constraints = max(0, constraints)
        let variables = max(0, variables)
        // A constraint brings in at most two symbols of its own (a marker or
        // slack, and an error or a second error) and makes at most one row.
        let symbols = variables + 2 * constraints
        records.reserveCapacity(constraints)
        owners.reserveCapacity(symbols)
        tableau.reserveCapacity(symbols: symbols, externals: variables, rows: constraints)
    }
}

extension Tableau {
    /// Sizes the tables by symbol and by row (see
    /// ``Solver/reserveCapacity(constraints:variables:)``).
    mutating func reserveCapacity(symbols: Int, externals: Int, rows rowCount: Int) {
        kinds.reserveCapacity(symbols)
        basicSlot.reserveCapacity(symbols)
        columns.reserveCapacity(symbols)
        self.externals.reserveCapacity(externals)
        // A lazy row defines an external; the list runs up to twice the lazy
        // rows (plus 64) before it is compacted.
        lazyOrder.reserveCapacity(min(rowCount, externals))
        rows.reserveCapacity(rowCount)
        rowConstants.reserveCapacity(rowCount)
        rowBasic.reserveCapacity(rowCount)
        rowStamp.reserveCapacity(rowCount)
        rowLazy.reserveCapacity(rowCount)
        rowSeq.reserveCapacity(rowCount)
    }
}
