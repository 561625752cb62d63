/// Lazy substitution: why a star of equal sizes whose centre is settled
/// last costs O(N), not O(N²).
///
/// `v(i).height == v(0).height` for every view of a chain (or a
/// `fillEqually` stack's `UISV-fill-equally`) gives each `height(i)` a row
/// `height(i) = height(0) + marker`; while `height(0)` is free those rows
/// are plain (not lazy: they mention no basic symbol). A constraint that
/// then settles the centre, `v(last).bottom == root.bottom - 10`, expands
/// down the whole chain into one row of about 2N terms (every height is
/// `height(0)`, every spacing leaves its marker) whose only external is
/// `height(0)`. Substituting that row into the N rows of the star wrote N
/// rows of 2N terms: 9,999 views took 3.5 GB, and 41 % of the time went to
/// ``Tableau/substitute(_:with:in:)``.
///
/// So when an *external* symbol is substituted with a long row
/// (``lazySubstitutionLength`` terms or more), the other external rows that
/// mention it keep the mention and become lazy rows instead
/// (Tableau+Lazy.swift): `height(i) = height(0) + marker`, one term, with
/// `height(0)` a basic external whose row is not lazy. Restricted and dummy
/// rows and the objective are substituted as before: the simplex reads them.
///
/// The order of lazy rows: a lazy row may mention only non-lazy basic rows
/// and lazy rows made *before* it (`rowSeq`). A row made lazy here mentions
/// nonbasic symbols and the substituted symbol, whose row is not lazy, and
/// nothing else; but lazy rows made earlier may mention *it* (a chain's
/// `top(i+1) = top(i) + height(i) + 8`). So it takes a seq older than every
/// lazy row (``Tableau/firstSeq`` counts down) and goes to the front of
/// ``Tableau/lazyOrder``: the invariant holds both ways. Short rows (the
/// common case) are merged as before, so their values are computed as
/// before, bit for bit.
extension Tableau {
    /// The length of a substituted external's row from which the external
    /// rows that mention it keep the mention (lazy) rather than the row.
    static let lazySubstitutionLength = 32

    /// The longest external row that keeps such a mention: a spoke of the
    /// star (`height(i) = height(0) + marker`, two terms). Longer rows are
    /// merged as before.
    static let lazySpokeLength = 4

    /// Whether substituting an external by `row`, into a column of
    /// `rows` entries, keeps external rows lazy: both at least
    /// ``lazySubstitutionLength`` (a fill-in of a thousand terms or more),
    /// and `row` over dummy markers only: the external is settled by
    /// required equalities (the pin above), so its value moves only when
    /// one of their constants does, never with the simplex.
    func substitutesLazily(_ row: Row, into rows: Int) -> Bool {
        row.symbols.count >= Self.lazySubstitutionLength && rows >= Self.lazySubstitutionLength
            && allDummies(row)
    }

    /// Whether the row in `slot` was made lazy here (its seq is below
    /// zero): it mentions non-lazy basic rows only, so a new constraint
    /// that mentions it expands it with two merges (``expand(_:)``), the
    /// ones its substitution would have made, not through the expander
    /// (which cost the `fillEqually` stack, whose compression resistances
    /// each mention a spoke, twice the instructions).
    func isLazySpoke(_ slot: Int) -> Bool { rowSeq[slot] < 0 }

    /// Marks `slots` (plain external rows, just noted in the journal) lazy,
    /// older than every lazy row: see "The order of lazy rows" above.
    mutating func markLazyOldest(_ slots: [Int32]) {
        var front: [(slot: Int32, seq: Int)] = []
        front.reserveCapacity(slots.count + lazyOrder.count)
        firstSeq -= slots.count
        for (i, slot32) in slots.enumerated() {
            let slot = Int(slot32)
            rowLazy[slot] = true
            rowSeq[slot] = firstSeq + i
            front.append((slot32, firstSeq + i))
            lazyCount += 1
        }
        front.append(contentsOf: lazyOrder)
        lazyOrder = front
    }
}
