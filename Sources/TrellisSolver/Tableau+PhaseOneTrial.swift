/// Phase one tried before it is run: the same pivots, computed without
/// rewriting the tableau's rows.
///
/// Why: in a dense system most required adds that need an artificial
/// variable fail (3,000 random constraints between 100 views: 531 of 733),
/// and they took 88 % of phase one's pivots (15,596 of 17,757), each
/// merging a ~250-term pivot row into ~370 rows of ~300 terms, all rolled
/// back afterwards. A failed add needs only two things from phase one: the
/// verdict and the final artificial row (the certificate). Neither needs
/// the rows written out: the ratio test reads one coefficient and the
/// constant of each restricted row, and the entering choice reads the
/// artificial row.
///
/// So the trial keeps the pivot rows (an *eta file*, the revised simplex's
/// product form of the basis) and, for each restricted row, the multipliers
/// with which each pivot would have added its pivot row to it. A row's
/// coefficient on a symbol is then folded from its stored row and those
/// multipliers on demand, with the same floating-point operations, in the
/// same order, with the same drops below ``Row/epsilon``, as the merges of
/// ``Tableau/substitute(_:with:in:)`` would have done: so every ratio, every
/// tie and every pivot is the one phase one takes, bit for bit. Only the
/// leaving row is brought up to date in full (by the same merges), to make
/// the next pivot row; the artificial row is kept in full, as phase one
/// keeps it.
///
/// If the trial ends infeasible, its certificate is phase one's, and the
/// add throws without touching the tableau (no journal, no rollback). If it
/// ends feasible, phase one runs as before and makes the same pivots again,
/// which costs what it cost before plus the trial (a small fraction of it).
/// `PhaseOneTrialTests` compares the trial with phase one on random systems.
extension Tableau {
    enum TrialOutcome: Equatable {
        /// Phase one would reach zero: the add succeeds.
        case feasible
        /// Phase one would end above zero (or unbounded, with an empty
        /// certificate): the same certificate it would throw.
        case infeasible(certificate: [Symbol])
    }

    /// Runs phase one for `row` (a row with no subject, over nonbasic
    /// symbols, constant ≥ 0) on the side: the tableau is not changed.
    func trialPhaseOne(_ row: Row) -> TrialOutcome {
        var t = trialScratch.take()
        defer { trialScratch.put(t) }
        let artSymbol = freeSymbols.last ?? Symbol(kinds.count)
        let artSlot = rows.count
        t.begin(slots: rows.count + 1, symbols: max(kinds.count, Int(artSymbol) + 1))
        var artificial = row
        var added: [Symbol] = []
        var degenerateRun = 0
        let byColumns = trialColumns.isOn
        if byColumns { trialScratch.columnTrials += 1 }

        /// ``SymbolKind`` with the artificial variable's (a slack) known.
        @inline(__always)
        func kind(_ s: Symbol) -> SymbolKind { s == artSymbol ? .slack : kinds[Int(s)] }

        /// ``artificialEnteringSymbol(steepest:)`` and ``improvingDirection``
        /// on the trial's artificial row: the same rule, the same ties.
        func entering(steepest: Bool) -> (Symbol, Double)? {
            var best: (Symbol, Double)? = nil
            var bestRate = 0.0
            let tolerance = Self.phaseOneCostTolerance(artificial)
            for (i, s) in artificial.symbols.enumerated() {
                let c = artificial.coefficients[i]
                if Row.nearZero(c) || abs(c) < tolerance { continue }
                let direction: Double
                switch kind(s) {
                case .slack, .error:
                    if c >= 0 { continue }
                    direction = 1
                case .external: direction = c < 0 ? 1 : -1
                case .dummy, .free: continue
                }
                if !steepest { return (s, direction) }
                let rate = abs(c)
                if rate > bestRate {
                    best = (s, direction)
                    bestRate = rate
                }
            }
            return best
        }

        /// The restricted basic symbol of a slot during the trial, or .none.
        @inline(__always)
        func trialBasic(_ slot: Int) -> Symbol {
            if t.slotStamp[slot] == t.stamp { return t.basic[slot] }
            if slot == artSlot { return artSymbol }
            let b = rowBasic[slot]
            return b >= 0 && isRestricted(b) ? b : .none
        }

        /// The slot's row as stored when the trial's record of it starts.
        @inline(__always)
        func baseRow(_ slot: Int) -> Row {
            if t.slotStamp[slot] == t.stamp && t.base[slot] >= 0 { return t.pivotRows[Int(t.base[slot])] }
            return slot == artSlot ? row : rows[slot]
        }

        @inline(__always)
        func constant(_ slot: Int) -> Double {
            // Unstamped, the base row is the tableau's or the new row.
            if t.slotStamp[slot] == t.stamp { return t.constant[slot] }
            return slot == artSlot ? row.constant : rows[slot].constant
        }

        /// The slot's row now, in full: its base row and the same merges.
        func currentRow(_ slot: Int) -> Row {
            var r = baseRow(slot)
            guard t.slotStamp[slot] == t.stamp else { return r }
            var block = Int(t.firstBlock[slot])
            var left = Int(t.touchCount[slot])
            while left > 0 {
                let first = block &* PhaseOneTrialStorage.blockSize
                for n in first..<(first + min(left, PhaseOneTrialStorage.blockSize)) {
                    let j = Int(t.touches[n].pivot)
                    added.removeAll(keepingCapacity: true)
                    r.add(t.pivotRows[j], times: t.touches[n].times, skipping: t.pivotEntering[j],
                          buffer: buffer, added: &added)
                }
                left -= PhaseOneTrialStorage.blockSize
                block = Int(t.blockNext[block])
            }
            return r
        }

        while let (entering, direction) = entering(steepest: degenerateRun < Self.degenerateRunLimit) {
            // The rows that may hold `entering`: those the column index
            // lists (as `leavingSymbol` reads them), the artificial
            // variable's own row, and those an earlier pivot row brought it
            // into.
            let k = t.pivotEntering.count
            // With the column copy on, its entries give the restricted rows
            // that hold `entering` and their coefficients (no search per row).
            let candidates = byColumns
                ? t.candidates(
                    for: entering,
                    entries: Int(entering) < trialColumns.entries.count ? trialColumns.entries[Int(entering)] : [],
                    versions: trialColumns.version, artSlot: artSlot)
                : t.candidates(
                    for: entering, column: Int(entering) < columns.count ? columns[Int(entering)] : [], artSlot: artSlot)
            assert(!byColumns || columnCopyIsComplete(entering, t))
            var best: Symbol = .none
            var bestSlot = -1
            var bestRatio = Double.infinity
            t.pendingTouches.removeAll(keepingCapacity: true)
            t.prepareFold(for: entering)
            for slot in candidates {
                let basic = trialBasic(slot)
                if basic == .none { continue }
                // The base row's coefficient, read where the row is (no copy).
                let x: Double
                if t.slotStamp[slot] == t.stamp && t.base[slot] >= 0 {
                    x = t.pivotRows[Int(t.base[slot])].coefficient(for: entering)
                } else if slot == artSlot {
                    x = row.coefficient(for: entering)
                } else if byColumns {
                    x = t.columnValue(slot)
                    assert(x == rows[slot].coefficient(for: entering))
                } else {
                    x = rows[slot].coefficient(for: entering)
                }
                let a = t.coefficient(slot, entering, base: x)
                if a == 0 { continue }
                t.pendingTouches.append((Int32(slot), a))
                let c = a * direction
                if c >= 0 { continue }
                let ratio = -constant(slot) / c
                if ratio < bestRatio || (ratio == bestRatio && basic < best) {
                    bestRatio = ratio
                    best = basic
                    bestSlot = slot
                }
            }
            guard best != .none else {  // unbounded: phase one throws, with no certificate
                trialScratch.infeasibleCount += 1
                return .infeasible(certificate: [])
            }
            degenerateRun = Row.nearZero(constant(bestSlot)) ? degenerateRun + 1 : 0

            // The pivot row: the leaving row brought up to date and solved
            // for the entering symbol, as `pivot` does.
            var pivotRow = currentRow(bestSlot)
            pivotRow.solve(for: entering, replacing: best)
            t.record(pivot: k, entering: entering, row: pivotRow, slot: Int32(bestSlot))
            for (slot32, a) in t.pendingTouches where Int(slot32) != bestSlot {
                let slot = Int(slot32)
                t.touch(slot: slot, pivot: k, times: a,
                        initialConstant: slot == artSlot ? row.constant : rows[slot].constant,
                        basic: trialBasic(slot))
                t.constant[slot] += a * pivotRow.constant
            }
            // The leaving slot now holds the pivot row, basic `entering`.
            t.rebase(slot: bestSlot, pivot: k, constant: pivotRow.constant,
                     basic: kind(entering) == .slack || kind(entering) == .error ? entering : .none)
            let a = artificial.coefficient(for: entering)
            if a != 0 {
                added.removeAll(keepingCapacity: true)
                artificial.add(pivotRow, times: a, skipping: entering, buffer: buffer, added: &added)
            }
        }
        if Row.nearZero(artificial.constant) { return .feasible }
        trialScratch.infeasibleCount += 1
        return .infeasible(certificate: Array(artificial.symbols))
    }
}

extension Tableau {
    /// Debug check of the column copy: every restricted row of the tableau
    /// that holds `e` (and that the trial still reads as stored) is among
    /// the current entries, with its coefficient.
    func columnCopyIsComplete(_ e: Symbol, _ t: PhaseOneTrialStorage) -> Bool {
        guard Int(e) < columns.count else { return true }
        for slot32 in columns[Int(e)] {
            let slot = Int(slot32)
            guard holdsTrialRow(slot), let i = rows[slot].index(of: e) else { continue }
            if t.slotStamp[slot] == t.stamp && t.base[slot] >= 0 { continue }
            if t.columnValue(slot) != rows[slot].coefficients[i] { return false }
        }
        return true
    }
}

/// Where the trial's storage waits between adds (shared by copies of the
/// tableau like ``MergeBuffer``: nothing is kept in it between calls). A
/// trial takes the storage out into a local value and puts it back, so its
/// inner loops pay no exclusivity check per access of a class's property.
final class PhaseOneTrialScratch {
    var storage = PhaseOneTrialStorage()
    /// Trials that ended infeasible (tests check that they ran).
    var infeasibleCount = 0
    /// Trials that read the column copy (TrialColumns.swift).
    var columnTrials = 0

    func take() -> PhaseOneTrialStorage {
        var s = PhaseOneTrialStorage()
        swap(&s, &storage)
        return s
    }

    func put(_ s: PhaseOneTrialStorage) { storage = s }
}

/// The trial's working storage. Per-slot and per-symbol entries are valid
/// only when their stamp is the current trial's, so starting a trial clears
/// nothing.
struct PhaseOneTrialStorage {
    var stamp: UInt32 = 0

    // Per slot: the trial's record of a row that a pivot touched.
    var slotStamp: [UInt32] = []
    var basic: [Symbol] = []
    var constant: [Double] = []
    /// -1: the tableau's row; else the pivot whose row the slot now holds.
    var base: [Int32] = []
    /// The pivots that touched the slot since its base, in order, in
    /// blocks of ``blockSize`` side by side (`touches[block * blockSize ...]`),
    /// linked from `firstBlock[slot]` through ``blockNext``: a fold reads a
    /// block in one sweep, where a linked list through all the trial's
    /// touches was a cache miss a step (most of the trial's own time), and
    /// the storage is the touches made, however they fall on the slots.
    var touchCount: [Int32] = []
    var firstBlock: [Int32] = []
    var lastBlock: [Int32] = []
    var touches: [Touch] = []
    var blockNext: [Int32] = []
    static let blockSize = 8
    var candidateStamp: [UInt32] = []
    var candidateClock: UInt32 = 0

    struct Touch {
        var pivot: Int32
        var times: Double
    }

    // Per symbol: the pivot rows that hold it (the eta file by column).
    var symbolStamp: [UInt32] = []
    var symbolHead: [Int32] = []
    var symbolTail: [Int32] = []
    var etaPivot: [Int32] = []
    var etaValue: [Double] = []
    var etaNext: [Int32] = []

    // Per pivot.
    var pivotEntering: [Symbol] = []
    var pivotRows: [Row] = []
    var pivotSlot: [Int32] = []
    /// The slots each pivot touched: `touched[touchedStart[j] ..< touchedStart[j + 1]]`.
    var touched: [Int32] = []
    var touchedStart: [Int32] = [0]

    var pendingTouches: [(Int32, Double)] = []
    var candidateList: [Int] = []
    /// Per slot: the coefficient its column entry gave this pivot, valid
    /// where ``columnStamp`` is the current ``candidateClock``.
    var columnStamp: [UInt32] = []
    var columnValues: [Double] = []

    /// Per pivot, the entering symbol's coefficient in each earlier pivot
    /// row, NaN where the row doesn't hold it (see ``prepareFold(for:)``).
    var foldValue: [Double] = []

    mutating func begin(slots: Int, symbols: Int) {
        stamp &+= 1
        if stamp == 0 {
            // Wrapped: every old stamp could read as current.
            for i in slotStamp.indices { slotStamp[i] = 0 }
            for i in symbolStamp.indices { symbolStamp[i] = 0 }
            stamp = 1
        }
        if slotStamp.count < slots {
            let n = slots - slotStamp.count
            slotStamp.append(contentsOf: repeatElement(0, count: n))
            basic.append(contentsOf: repeatElement(.none, count: n))
            constant.append(contentsOf: repeatElement(0, count: n))
            base.append(contentsOf: repeatElement(-1, count: n))
            touchCount.append(contentsOf: repeatElement(0, count: n))
            firstBlock.append(contentsOf: repeatElement(-1, count: n))
            lastBlock.append(contentsOf: repeatElement(-1, count: n))
            candidateStamp.append(contentsOf: repeatElement(0, count: n))
        }
        if symbolStamp.count < symbols {
            let n = symbols - symbolStamp.count
            symbolStamp.append(contentsOf: repeatElement(0, count: n))
            symbolHead.append(contentsOf: repeatElement(-1, count: n))
            symbolTail.append(contentsOf: repeatElement(-1, count: n))
        }
        etaPivot.removeAll(keepingCapacity: true)
        etaValue.removeAll(keepingCapacity: true)
        etaNext.removeAll(keepingCapacity: true)
        pivotEntering.removeAll(keepingCapacity: true)
        pivotRows.removeAll(keepingCapacity: true)
        pivotSlot.removeAll(keepingCapacity: true)
        touched.removeAll(keepingCapacity: true)
        touches.removeAll(keepingCapacity: true)
        blockNext.removeAll(keepingCapacity: true)
        touchedStart.removeAll(keepingCapacity: true)
        touchedStart.append(0)
    }

    /// A new stamp for a round of candidates (both ways of listing them):
    /// when the clock wraps, every old stamp is cleared so none can pass
    /// for the new one.
    @inline(__always) mutating func advanceCandidateClock() {
        candidateClock &+= 1
        if candidateClock == 0 {
            for i in candidateStamp.indices { candidateStamp[i] = 0 }
            for i in columnStamp.indices { columnStamp[i] = 0 }
            candidateClock = 1
        }
    }

    /// The slots that may hold `e` now, each once: the column's, the
    /// artificial slot, and every slot a pivot row holding `e` touched or
    /// was written to.
    mutating func candidates(for e: Symbol, column: Column, artSlot: Int) -> [Int] {
        advanceCandidateClock()
        let clock = candidateClock
        candidateList.removeAll(keepingCapacity: true)
        var list = candidateList
        candidateList = []
        var marks = candidateStamp
        candidateStamp = []
        @inline(__always) func take(_ slot: Int) {
            if marks[slot] != clock {
                marks[slot] = clock
                list.append(slot)
            }
        }
        for s in column { take(Int(s)) }
        take(artSlot)
        if symbolStamp[Int(e)] == stamp {
            var ep = symbolHead[Int(e)]
            while ep >= 0 {
                let j = Int(etaPivot[Int(ep)])
                take(Int(pivotSlot[j]))
                for n in Int(touchedStart[j])..<Int(touchedStart[j + 1]) { take(Int(touched[n])) }
                ep = etaNext[Int(ep)]
            }
        }
        candidateStamp = marks
        candidateList = list
        return list
    }

    /// ``candidates(for:column:artSlot:)`` from the column copy
    /// (TrialColumns.swift): the restricted rows holding `e` are the
    /// current entries of its column, whose coefficients are kept for
    /// ``columnValue(_:)``; then the artificial slot and the slots of the
    /// pivots whose rows hold `e`, as there.
    mutating func candidates(for e: Symbol, entries: [TrialColumns.Entry], versions: [UInt32],
                             artSlot: Int) -> [Int] {
        advanceCandidateClock()
        if columnStamp.count < candidateStamp.count {
            let n = candidateStamp.count - columnStamp.count
            columnStamp.append(contentsOf: repeatElement(0, count: n))
            columnValues.append(contentsOf: repeatElement(0, count: n))
        }
        let clock = candidateClock
        candidateList.removeAll(keepingCapacity: true)
        var list = candidateList
        candidateList = []
        var marks = candidateStamp
        candidateStamp = []
        var inColumn = columnStamp
        columnStamp = []
        var values = columnValues
        columnValues = []
        @inline(__always) func take(_ slot: Int) {
            if marks[slot] != clock {
                marks[slot] = clock
                list.append(slot)
            }
        }
        entries.withUnsafeBufferPointer { es in
            versions.withUnsafeBufferPointer { vs in
                for entry in es where vs[Int(entry.slot)] == entry.version {
                    let slot = Int(entry.slot)
                    inColumn[slot] = clock
                    values[slot] = entry.value
                    take(slot)
                }
            }
        }
        take(artSlot)
        if symbolStamp[Int(e)] == stamp {
            var ep = symbolHead[Int(e)]
            while ep >= 0 {
                let j = Int(etaPivot[Int(ep)])
                take(Int(pivotSlot[j]))
                for n in Int(touchedStart[j])..<Int(touchedStart[j + 1]) { take(Int(touched[n])) }
                ep = etaNext[Int(ep)]
            }
        }
        candidateStamp = marks
        candidateList = list
        columnStamp = inColumn
        columnValues = values
        return list
    }

    /// A tableau row's coefficient on the symbol of the last
    /// ``candidates(for:entries:versions:artSlot:)``: its column entry's,
    /// or zero when the column has none for the slot.
    @inline(__always)
    func columnValue(_ slot: Int) -> Double {
        columnStamp[slot] == candidateClock ? columnValues[slot] : 0
    }

    /// Spreads `e`'s entries of the eta file over ``foldValue``, by pivot,
    /// for ``coefficient(_:_:base:)`` to read.
    ///
    /// Why: a pivot folds the entering symbol's coefficient in ~400 rows,
    /// each through the pivots that touched it; each fold used to walk the
    /// symbol's list of pivot rows alongside (a chase through the eta file
    /// per row). Now the list is walked once a pivot, and each step of a
    /// fold reads one entry of a short array instead.
    mutating func prepareFold(for e: Symbol) {
        foldValue.removeAll(keepingCapacity: true)
        foldValue.append(contentsOf: repeatElement(.nan, count: pivotEntering.count))
        if symbolStamp[Int(e)] == stamp {
            var ep = symbolHead[Int(e)]
            while ep >= 0 {
                foldValue[Int(etaPivot[Int(ep)])] = etaValue[Int(ep)]
                ep = etaNext[Int(ep)]
            }
        }
        // A pivot that `e` entered takes it out of the rows it touched
        // (`skipping`); its row doesn't hold `e`, so nothing else is lost.
        for j in pivotEntering.indices where pivotEntering[j] == e { foldValue[j] = .infinity }
    }

    /// The slot's coefficient on `e` now: its base row's (`x`), then each
    /// pivot that touched it, as `substitute` would have merged it (the
    /// same operations in the same order; pivots whose rows don't hold `e`
    /// leave it as it is). Needs ``prepareFold(for:)`` for `e` first.
    func coefficient(_ slot: Int, _ e: Symbol, base x: Double) -> Double {
        var x = x
        guard slotStamp[slot] == stamp else { return x }
        var block = Int(firstBlock[slot])
        var left = Int(touchCount[slot])
        while left > 0 {
            let first = block &* Self.blockSize
            for n in first..<(first &+ min(left, Self.blockSize)) {
                let v = foldValue[Int(touches[n].pivot)]
                if v.isNaN { continue }
                if v == .infinity {
                    x = 0  // `skipping`: the entering symbol leaves the row
                    continue
                }
                let c = x + touches[n].times * v
                x = Row.nearZero(c) ? 0 : c
            }
            left &-= Self.blockSize
            block = Int(blockNext[block])
        }
        return x
    }

    /// Records pivot `k`'s row, and indexes it by symbol.
    mutating func record(pivot k: Int, entering: Symbol, row: Row, slot: Int32) {
        pivotEntering.append(entering)
        pivotRows.append(row)
        pivotSlot.append(slot)
        for (i, s) in row.symbols.enumerated() {
            let n = Int32(etaPivot.count)
            etaPivot.append(Int32(k))
            etaValue.append(row.coefficients[i])
            etaNext.append(-1)
            let si = Int(s)
            if symbolStamp[si] != stamp {
                symbolStamp[si] = stamp
                symbolHead[si] = n
            } else {
                etaNext[Int(symbolTail[si])] = n
            }
            symbolTail[si] = n
        }
    }

    /// Notes that pivot `k` adds `times` its row to the slot's row. The
    /// caller then moves the slot's constant.
    mutating func touch(slot: Int, pivot k: Int, times a: Double, initialConstant: Double, basic b: Symbol) {
        if slotStamp[slot] != stamp {
            slotStamp[slot] = stamp
            basic[slot] = b
            constant[slot] = initialConstant
            base[slot] = -1
            touchCount[slot] = 0
        }
        let count = Int(touchCount[slot])
        if count % Self.blockSize == 0 {
            // A new block, linked after the slot's last.
            let block = Int32(blockNext.count)
            blockNext.append(-1)
            touches.append(contentsOf: repeatElement(Touch(pivot: 0, times: 0), count: Self.blockSize))
            if count == 0 { firstBlock[slot] = block } else { blockNext[Int(lastBlock[slot])] = block }
            lastBlock[slot] = block
        }
        touches[Int(lastBlock[slot]) &* Self.blockSize &+ count % Self.blockSize] = Touch(pivot: Int32(k), times: a)
        touchCount[slot] += 1
        touched.append(Int32(slot))
    }

    /// The leaving slot now holds pivot `k`'s row; closes pivot `k`'s
    /// list of touched slots.
    mutating func rebase(slot: Int, pivot k: Int, constant c: Double, basic b: Symbol) {
        slotStamp[slot] = stamp
        basic[slot] = b
        constant[slot] = c
        base[slot] = Int32(k)
        touchCount[slot] = 0
        touchedStart.append(Int32(touched.count))
    }
}
