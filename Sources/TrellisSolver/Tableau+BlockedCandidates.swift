/// Blocked candidates held out of a level's heap while the level is
/// optimised.
///
/// A symbol that lowers level `k` but has a nonzero cost at a higher level
/// can't enter (lexicographic priorities). The steepest rule's heap
/// (``Tableau/enteringSymbolTracked(level:steepest:)``) pops such entries
/// before it reaches the one it chooses whenever their cost at `k` is the
/// larger, and used to push them back every call: with many of them — many
/// stacks of broken `UISV-distributing` equalities (149) whose errors also
/// carry a cost at a higher level — every pivot popped and pushed them all,
/// and the walk grew with the square of the stacks (docs/PERFORMANCE.md,
/// `wave2-centering16`).
///
/// While level `k` is walked, no level above it changes: a pivot enters a
/// symbol whose cost above `k` is zero (so substituting it adds nothing to
/// those rows), and a degenerate rebase (Tableau+DegenerateRebase.swift)
/// enters only such symbols too. A symbol blocked once is blocked until the
/// walk ends, so its entry waits in ``Tableau/blockedCandidates`` and goes
/// back into the heap when the level is done (or the walk fails): the next
/// call to ``Tableau/optimize()`` may have changed the levels above. The
/// choice is the same as before (the debug build asserts it against the
/// full scan on every call). Outside ``Tableau/optimize()`` (a caller of
/// its own, the tests) blocked entries go straight back, as before.
extension Tableau {
    /// Puts the held-out entries back into level `k`'s heap (none if the
    /// heap was dropped meanwhile: the next scan rebuilds it whole).
    mutating func restoreBlockedCandidates(level k: Int) {
        guard let held = blockedCandidates, !held.isEmpty else { return }
        if k < objective.count, var heap = objective[k].candidates {
            objective[k].candidates = nil  // uniquely referenced while pushed
            for e in held { heap.push(e.symbol, rate: e.rate) }
            objective[k].candidates = heap
        }
        blockedCandidates!.removeAll(keepingCapacity: true)
    }
}
