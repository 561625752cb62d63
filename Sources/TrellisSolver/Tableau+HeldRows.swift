/// Long external rows held by symbol during a long optimisation.
///
/// The primal simplex reads only the objective and the restricted rows (the
/// ratio test never looks at an external variable's row), but every pivot
/// substitutes into the external rows that mention its entering symbol. In
/// nested stacks a column's height and bottom are external rows with a term
/// or more per stack row (~19,000 at 8,000 views), every pivot of the final
/// optimisation reaches both, and each substitution that adds or drops a
/// term shifted the tail of their sorted storage: four times as many
/// entries moved per doubling of the views (issue 14, docs/PERFORMANCE.md,
/// `wave2-growth9`).
///
/// So from the ``HeldRows/runLength``th pivot of one ``optimize()`` call on,
/// an external row of ``HeldRows/rowLength`` terms or more that a
/// substitution reaches is held as a ``ReplayedRow`` (its coefficients by
/// symbol): ``substitute(_:with:in:)`` reads and changes it there, at the
/// cost of the pivot row's length, and the sorted row is rebuilt once when
/// the call returns. Same floating-point operations on each coefficient in
/// the same order, the same symbols reported new in the same order (so the
/// same column entries at the same moments): the tableau is the same bit
/// for bit (`ReplayedRowTests`). Nothing reads a held slot's `rows` entry
/// meanwhile: only the simplex runs, and it reads restricted rows (a lazy
/// row, which `pivot` would expand, is never a leaving row).
extension Tableau {
    struct HeldRows {
        /// Rows at least this long are held.
        static let rowLength = 1024
        /// Holding starts at this pivot of one optimisation.
        static let runLength = 32

        var rows: [ReplayedRow] = []
        var slots: [Int] = []
    }

    /// Holds `slot`'s row (see ``heldRowIndex``) and returns its index in
    /// ``heldRows``.
    mutating func hold(_ slot: Int) -> Int {
        if heldRowIndex.isEmpty { heldRowIndex = Array(repeating: 0, count: rows.count) }
        heldRows!.rows.append(ReplayedRow(rows[slot], symbolCount: kinds.count))
        heldRows!.slots.append(slot)
        heldRowIndex[slot] = Int32(heldRows!.rows.count)
        rowsHeld &+= 1
        return heldRows!.rows.count &- 1
    }

    /// Puts the held rows back as sorted rows and stops holding.
    mutating func releaseHeldRows() {
        guard let held = heldRows else { return }
        heldRows = nil
        heldRowIndex = []
        for (slot, replayed) in zip(held.slots, held.rows) {
            rows[slot] = replayed.row
            rowConstants[slot] = rows[slot].constant
        }
    }
}
