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

    /// Applies the recorded phase-one pivots to the external rows, in order,
    /// and stops recording.
    mutating func replayDeferredPivots() {
        guard let pivots = deferredPivots else { return }
        deferredPivots = nil
        for (entering, row) in pivots {
            substitute(entering, with: row, in: .externals)
        }
    }
}
