/// Phase one without the external rows.
///
/// Phase one (a required constraint added through an artificial variable)
/// reads only the artificial row and the restricted rows: the ratio test
/// never looks at an external variable's row. In a dense system (a file of
/// random constraints) the external rows are half the tableau, and most
/// such adds fail (the constraint conflicts): their pivots are rolled back
/// and the external rows' updates were wasted. So while phase one runs,
/// each pivot substitutes into every row but the external ones and is
/// recorded; if the add fails, the external rows were never touched; if it
/// succeeds, the recorded pivots are applied to them in order.
///
/// The result is the same, bit for bit: an external row receives the same
/// substitutions, with the same rows and coefficients, in the same order
/// (the rows a pivot substitutes into are independent of one another). The
/// column index lists the same slots; only where an external slot sits
/// among the restricted ones in a column changes, and nothing that reads a
/// column chooses between an external and a restricted row by position.
/// An external symbol entering the basis (possible after a removal left
/// one nonbasic) makes its slot an external row mid-way: the recorded
/// pivots are applied first, and that pivot is done in full.
extension Tableau {
    /// Which rows a substitution updates.
    enum RowPart: Equatable {
        case all
        /// Every row but the external variables' rows (phase one).
        case notExternals
        /// Only the external variables' rows, and not the objective (the
        /// deferred pivots applied).
        case externals

        @inline(__always)
        func holds(external: Bool) -> Bool {
            switch self {
            case .all: return true
            case .notExternals: return !external
            case .externals: return external
            }
        }
    }

    /// Applies the recorded pivots to the external rows, in order, and
    /// stops recording.
    ///
    /// A long row (``replayedRowLength`` terms or more) that a pivot of a
    /// long run (``replayedRunLength`` pivots or more) substitutes into is
    /// held as a ``ReplayedRow`` until the run is over and rebuilt once:
    /// the same substitutions, the same column entries in the same order,
    /// the same values, without moving the row's sorted storage per pivot.
    mutating func replayDeferredPivots() {
        guard let pivots = deferredPivots else { return }
        deferredPivots = nil
        if pivots.count < Self.replayedRunLength {
            for (entering, row) in pivots {
                substitute(entering, with: row, in: .externals)
            }
            return
        }
        var held: [Int: ReplayedRow] = [:]
        for (entering, row) in pivots {
            substituteIntoExternals(entering, with: row, holding: &held)
        }
        for (slot, replayed) in held {
            rows[slot] = replayed.row
        }
    }

    /// Rows at least this long are held while a run is replayed.
    static let replayedRowLength = 1024
    /// Runs of at least this many pivots hold their long rows.
    static let replayedRunLength = 32

    /// ``substitute(_:with:in:)`` for `.externals`, reading and writing the
    /// rows in `held` there (and putting a long row there when first
    /// reached).
    private mutating func substituteIntoExternals(_ symbol: Symbol, with row: Row, holding held: inout [Int: ReplayedRow]) {
        touchShape()
        stamp &+= 1
        let current = stamp
        noteColumn(symbol)
        var list = columns[Int(symbol)]
        columns[Int(symbol)] = []
        // Deferred pivots enter restricted or dummy symbols only (an
        // external entering replays first), so no lazy mention is kept.
        let keepLazy = kinds[Int(symbol)] == .external
        var kept = 0
        let buffer = self.buffer
        var added = self.added
        for n in list.indices {
            let slot32 = list[n]
            let slot = Int(slot32)
            let basic = rowBasic[slot]
            if basic < 0 || rowStamp[slot] == current { continue }
            rowStamp[slot] = current
            let a: Double
            if let r = held[slot] {
                guard let c = r.coefficient(of: symbol) else { continue }
                a = c
            } else {
                guard let i = rows[slot].index(of: symbol) else { continue }
                a = rows[slot].coefficients[i]
            }
            if keepLazy && rowLazy[slot] || kinds[Int(basic)] != .external {
                list[kept] = slot32
                kept += 1
                continue
            }
            added.removeAll(keepingCapacity: true)
            rowsSubstituted &+= 1
            noteRow(slot)
            if held[slot] == nil && rows[slot].symbols.count >= Self.replayedRowLength {
                held[slot] = ReplayedRow(rows[slot], symbolCount: kinds.count)
                rowsHeldInReplay &+= 1
            }
            if held[slot] != nil {
                held[slot]!.add(row, times: a, skipping: symbol, added: &added)
            } else {
                rows[slot].add(row, times: a, skipping: symbol, buffer: buffer, added: &added)
            }
            for s in added { appendColumn(s, slot32) }
        }
        list.removeLast(list.count - kept)
        list.append(contentsOf: columns[Int(symbol)])
        columns[Int(symbol)] = list
        added.removeAll(keepingCapacity: true)
        self.added = added
    }
}
