/// Degenerate rebases: why a `fillEqually` stack of N rows costs O(N), not O(N²).
///
/// A shared dimension (every row's height equal to the first's,
/// `UISV-fill-equally`) is one basic symbol whose row every stack row's
/// restricted rows depend on. When the simplex raises it, every stack row
/// blocks at once (they are alike), so the ratio test ties at zero: one row
/// leaves, the others stay basic at zero. The textbook continuation is a
/// degenerate walk: each pivot enters a symbol of the shared row (it is the
/// one that still lowers the level), is blocked at zero by the next stack
/// row, and moves the shared row's definition on to that row, substituting
/// into every row that depends on it. N pivots × N rows: 37.7 s and 4 GB at
/// 8,000 views (issue 14, docs/PERFORMANCE.md).
///
/// What each of those pivots really does is let one stack row stop blocking.
/// That can be done inside the row: a blocking row `b = 0 + a·e + c·x + …`
/// (`a·direction < 0`: `b` falls as `e` moves) is pivoted for a restricted
/// symbol `x` of its own with `c > 0`. The pivot is degenerate (`b` is at
/// zero, so no constant moves and the vertex is the same); `x`'s new row
/// holds `e` with the sign that no longer blocks; and a symbol that few
/// rows mention touches few rows. Once the blockers are rebased, `e` enters
/// with a real step, once, touching the rows that depend on it once.
///
/// Local subjects first: the blockers whose subject can be in at most
/// ``rebaseSubjectColumnLimit`` rows (16) are rebased first, the others
/// after them. A subject that many rows mention rewrites them all, as the
/// walk's pivot it replaces would, and among them the other blockers: in
/// nested-stacks-equal at 4,000 views the first blocking row of a run had
/// only such subjects (the best in 13,317 rows); rebased first, it rewrote
/// the 2,653 other blockers so that none blocked any more, the call
/// rebased that one row, and the run walked (eight degenerate pivots on
/// columns of 13,000–40,000 rows) where at 2,000 views it had rebased 660
/// rows with subjects in 10 rows each. Rebased last, it leaves the others
/// local. (Leaving such rows out altogether cost a storyboard more: its
/// twenty rebases through a subject in 58 rows became degenerate pivots.)
///
/// One blocker: a walk need not come as a run. In a `fillEqually` column of
/// rows whose labels hold their first baseline at a constant offset from
/// their top (docs/LAYOUT.md, "baselines"), compression resistance is
/// restored row by row: a local pivot that makes the row's box block at
/// zero, then a degenerate pivot on the shared height's column (hundreds of
/// rows) that moves its definition to that row, then the next row's local
/// pivot. The degenerate pivots never come two in a row and each has one
/// or two blockers, so the rebase above never ran, and the column of 150
/// rows rewrote 130,538 rows (5.9 times the centred rows' 22,292). So a
/// degenerate pivot on a long column before that (fewer than
/// ``rebaseAfterDegeneratePivots`` in the run) first rebases its blockers
/// through local subjects only (in at most ``rebaseSubjectColumnLimit``
/// rows), once per run, if that rewrites fewer rows than the pivot would:
/// blockers × the limit < the entering symbol's column. 2,000 copies of a
/// constraint all blocking at once are left to the usual rules, as before.
/// The 150 rows then rewrite 7,467 rows, and the work grows linearly.
///
/// What it keeps:
/// - **Lexicographic priorities.** `x` must have zero cost at every level
///   above the one being optimised, as any entering symbol must; the pivot
///   then leaves those levels' rows as they were, so they stay optimal.
/// - **Feasibility.** The pivot is degenerate: constants move by at most
///   the leaving row's constant, which is zero up to ``Row/epsilon``, as in
///   any degenerate pivot of the ratio test.
/// - **Termination.** ``optimize()`` rebases only in a run of degenerate
///   pivots on a long column (the walk), once per run, and at most once
///   per row per call; otherwise its usual rules run (steepest, Bland
///   after a run of degenerate pivots), which terminate from any basis.
/// - **Failed calls change nothing.** Rebases are pivots: the journal of a
///   failing add records them like any other.
/// The optimum is the same vertex: a degenerate pivot changes the basis, not
/// the point; the frames of every bench workload and the gallery are the same.
extension Tableau {
    /// How many rows an entering symbol must be in before its degenerate
    /// blockers are rebased: below it, the walk is short whatever it does.
    static let rebaseColumnThreshold = 16
    /// Degenerate pivots in a row before the blockers are rebased: one or
    /// two are an ordinary tie, and a rebase of every blocker would cost
    /// more (2,000 copies of `x == 100 @750` added one by one: each add's
    /// one degenerate pivot became 2,000 rebases).
    static let rebaseAfterDegeneratePivots = 2

    /// For `entering` (moving in `direction`) blocked at zero by two rows or
    /// more: pivots each such row's basic symbol out for a restricted symbol
    /// of the same row whose increase raises it (so the new row doesn't
    /// block `entering`), that has zero cost at every level above `k`, and
    /// that is in fewer rows than `entering` (the fewest; ties to the first
    /// in the row); the rows whose subject is in at most
    /// ``rebaseSubjectColumnLimit`` rows first, in the blockers' order, then
    /// the others. With `single` (a degenerate pivot before a run, see "One
    /// blocker"): only local subjects, and only if the blockers times
    /// ``rebaseSubjectColumnLimit`` are fewer than `entering`'s rows.
    /// Returns how many rows were rebased.
    mutating func rebaseDegenerateBlockers(of entering: Symbol, direction: Double, level k: Int,
                                           single: Bool = false) -> Int {
        stamp &+= 1
        let current = stamp
        var blockers: [Symbol] = []
        for slot32 in columns[Int(entering)] {
            let slot = Int(slot32)
            let basic = rowBasic[slot]
            if basic < 0 || rowStamp[slot] == current || !isRestricted(basic) { continue }
            rowStamp[slot] = current
            guard let i = rows[slot].index(of: entering) else { continue }
            if rows[slot].coefficients[i] * direction >= 0 || !Row.nearZero(rows[slot].constant) { continue }
            blockers.append(basic)
        }
        if single {
            let limit = columns[Int(entering)].count
            guard blockers.count * min(rebaseSubjectColumnLimit, limit) < limit else { return 0 }
            var done = 0
            for b in blockers where rebaseBlocker(b, of: entering, direction: direction, level: k, limit: limit,
                                                  localOnly: true) == .rebased {
                done += 1
            }
            return done
        }
        if blockers.count < 2 { return 0 }
        let limit = columns[Int(entering)].count
        var done = 0
        // Local subjects first: a row whose subjects are all in more than
        // `rebaseSubjectColumnLimit` rows waits until the others are done.
        var later: [Symbol] = []
        for b in blockers {
            switch rebaseBlocker(b, of: entering, direction: direction, level: k, limit: limit, localOnly: true) {
            case .rebased: done += 1
            case .notLocal: later.append(b)
            case .unchanged: break
            }
        }
        for b in later where rebaseBlocker(b, of: entering, direction: direction, level: k, limit: limit,
                                           localOnly: false) == .rebased {
            done += 1
        }
        return done
    }

    enum BlockerRebase { case rebased, unchanged, notLocal }

    /// Rebases blocker `b` of `entering` if its row still blocks, through
    /// the subject described at ``rebaseDegenerateBlockers(of:direction:level:)``
    /// in fewer than `limit` rows; with `localOnly`, in at most
    /// ``rebaseSubjectColumnLimit`` rows (`.notLocal`: a subject in more
    /// rows was passed over).
    mutating func rebaseBlocker(_ b: Symbol, of entering: Symbol, direction: Double, level k: Int,
                                limit: Int, localOnly: Bool) -> BlockerRebase {
        // An earlier rebase may have changed this row: check it again.
        let slot = basicSlot[Int(b)]
        if slot < 0 { return .unchanged }
        let row = rows[Int(slot)]
        guard let i = row.index(of: entering), row.coefficients[i] * direction < 0,
              Row.nearZero(row.constant) else { return .unchanged }
        var best: Symbol = .none
        var bestCount = limit
        var skipped = false
        for (j, x) in row.symbols.enumerated() where x != entering && row.coefficients[j] > 0 && isRestricted(x) {
            let count = columns[Int(x)].count
            if count >= bestCount { continue }
            if localOnly && count > rebaseSubjectColumnLimit {
                skipped = true  // looked at again in the second pass
                continue
            }
            var blocked = false
            for l in 0..<k where !Row.nearZero(objective[l].coefficient(for: x)) {
                blocked = true
                break
            }
            if blocked { continue }
            best = x
            bestCount = count
        }
        if best == .none { return skipped ? .notLocal : .unchanged }
        pivot(entering: best, leaving: b)
        return .rebased
    }
}
