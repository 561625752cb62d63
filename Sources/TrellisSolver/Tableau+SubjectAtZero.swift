/// A subject for a required equality at zero: why an `equalSpacing` stack
/// doesn't run phase one once per arranged view.
///
/// Kiwi's subjects are an external, or the constraint's own slack or error
/// with a negative coefficient; a required equality whose row has neither
/// (every external already basic, its marker a dummy) goes through phase
/// one under an artificial variable. An `equalSpacing` stack's
/// `UISV-distributing` equalities (each spacer guide's length equal to the
/// first guide's) are such rows: the guides' lengths are already written
/// over the `UISV-spacing` slacks, so `g(i).height == g(0).height` expands
/// to `slack(i) − slack(0) + markers = 0`. Phase one then found the row
/// already satisfied (constant zero), and pivoted the artificial out for the
/// row's *first* restricted symbol, `slack(0)`, which every earlier guide's
/// row mentions: N phase ones, each rewriting every row before it (1,000
/// views: 0.45 s, 2,000: 1.75 s).
///
/// A row whose constant is exactly zero is satisfied where the tableau
/// stands (every nonbasic symbol at zero), so it can take any restricted
/// symbol it holds as its subject: the subject's row has constant zero, and
/// substituting it moves no other row's constant, so every row stays
/// feasible and no conflict is possible (phase one would end at zero too,
/// with the same vertex). The subject is the one in the fewest rows (ties to
/// the lowest index), `slack(i)`, so the substitution touches a few rows.
/// Dummies can't be subjects (they never enter the basis; a row of dummies
/// only is redundant, handled before), and a settled sum is a dummy.
extension Tableau {
    /// The restricted symbol of `row` in the fewest rows, if `row`'s
    /// constant is exactly zero; `.none` otherwise.
    func subjectAtZero(_ row: Row) -> Symbol {
        guard row.constant == 0 else { return .none }
        var best: Symbol = .none
        var bestCount = Int.max
        for s in row.symbols where isRestricted(s) {
            let count = columns[Int(s)].count
            if count < bestCount {
                best = s
                bestCount = count
            }
        }
        return best
    }
}
