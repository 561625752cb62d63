/// Blocked candidates set aside: why a level's entering choice costs the
/// entries it looks at once, not once per pivot.
///
/// ``Tableau/enteringSymbolTracked(level:steepest:)`` pops a level's
/// candidate heap in the steepest rule's order and skips the entries that a
/// higher level blocks (a nonzero cost there: the symbol may not enter
/// without undoing that level). It used to push them straight back, so the
/// next pivot popped them again: a level with B blocked candidates steeper
/// than the one chosen paid B pops and B pushes per pivot.
///
/// In a `fillEqually` column of last-baseline rows (bench layout's
/// nested-stacks-equal) the compression-resistance level's walk is one
/// local pivot per row, and every row leaves a candidate there that the
/// level above blocks (its costs the level above already holds), steeper than
/// the next row's: 2,665 pivots at 8,000 views each popping about
/// a thousand blocked entries on average: 30 % of the whole layout, the
/// 2.45× of its last doubling (docs/PERFORMANCE.md, `wave2-nestedeq16`).
///
/// While ``Tableau/optimize()`` works on level `k`, the levels above do not
/// change: every pivot's entering symbol (and every rebase's subject) has a
/// zero cost at each level above `k`, so substituting it leaves those rows
/// as they are (rows hold no coefficient within ``Row/epsilon`` of zero, so
/// "near zero" there is "absent"). A symbol blocked at the start of the
/// level stays blocked until it ends. So the blocked entries are set aside
/// for the rest of the level and pushed back when it ends (or when the
/// call leaves early), where a later call, after the levels above changed,
/// finds them again. Should a level above change all the same
/// (``Tableau/objectiveEditFloor``), they go back at once, and the next choice
/// looks at them again.
///
/// Same choice at every pivot: the heap pops in a total order (rate, then
/// symbol), an entry set aside would have been popped and skipped again,
/// and the chosen entry is the first unblocked one either way. Debug builds
/// check every choice against the full scan (the assertion in
/// ``Tableau/enteringSymbolTracked(level:steepest:)``); `BlockedCandidatesTests`
/// compares with the setting off (``Tableau/setsAsideBlockedCandidates``).
extension Tableau {
    /// The blocked entries of the level being optimised, popped from its
    /// candidate heap and kept out of it until the level ends.
    struct BlockedCandidates {
        var level = -1
        var entries: [(Symbol, Double)] = []
    }

    /// Starts level `k`: nothing is set aside, no level above has changed.
    mutating func beginSettingAside(level k: Int) {
        blockedAside.level = setsAsideBlockedCandidates ? k : -1
        blockedAside.entries.removeAll(keepingCapacity: true)
        objectiveEditFloor = Int.max
    }

    /// Pushes the entries set aside back into their level's heap (dropped
    /// if the heap was discarded meanwhile: its rebuild scans the level).
    mutating func restoreBlockedCandidates() {
        let k = blockedAside.level
        guard k >= 0, !blockedAside.entries.isEmpty else { return }
        if k < objective.count, var heap = objective[k].candidates {
            objective[k].candidates = nil  // uniquely referenced while pushed
            for (s, rate) in blockedAside.entries { heap.push(s, rate: rate) }
            objective[k].candidates = heap
        }
        blockedAside.entries.removeAll(keepingCapacity: true)
    }

    /// Before a choice at level `k`: if a level above changed since the
    /// entries were set aside, they may be free now, so they go back.
    mutating func checkBlockedCandidates(level k: Int) {
        if objectiveEditFloor < k {
            restoreBlockedCandidates()
        }
        objectiveEditFloor = Int.max
    }
}
