/// Undoing a failed add exactly, at the cost of what the add touched.
///
/// An add that needs an artificial variable may fail (the constraint can't
/// hold with the required ones): the tableau must then be as it was, bit
/// for bit, so values and later tie-breaks don't move. Restoring a copy of
/// the whole tableau is O(1) to take, but the first write to each of its
/// arrays then copies that array whole, so every such add cost as much as
/// the tableau is big, and a long table or form (a closing constraint a
/// row) grew quadratically. Instead, while an add runs, the first change
/// to each existing row, basic slot, column and symbol records the old
/// value; a failure writes them back and cuts the arrays to their old
/// lengths. The small arrays (objective levels, free lists, the lazy order,
/// the infeasible list) are kept as copy-on-write snapshots.
struct Journal {
    let rowCount: Int
    let symbolCount: Int
    let externalCount: Int
    let freeSymbols: [Symbol]
    let freeSlots: [Int32]
    let objective: [ChunkedRow]
    let levelPriority: [Double]
    let levelUsers: [Int]
    let lazyOrder: [(slot: Int32, seq: Int)]
    let infeasible: [Symbol]
    let nextSeq: Int
    let firstSeq: Int
    let lazyCount: Int
    let firstStaleLevel: Int
    let settledSums: [SettledSum]
    let chainSums: ChainSums?

    var rows: [Int: (row: Row, basic: Symbol, lazy: Bool, seq: Int)] = [:]
    var symbols: [Int: (kind: SymbolKind, basicSlot: Int32, column: Column)] = [:]
    var basicSlots: [Int: Int32] = [:]
    var columns: [Int: Column] = [:]
    /// Old symbols whose columns were given slots made during the add (cut
    /// off again on a rollback), with the column's length before the first
    /// such slot: nothing before it names a new slot, so a rollback filters
    /// only the tail. Filtering whole columns cost a tenth of 3,000 random
    /// constraints' time: a failed add's artificial row names hundreds of
    /// symbols, whose columns run to thousands of entries.
    var grownColumns: [Int: Int] = [:]

    init(_ t: Tableau) {
        rowCount = t.rows.count
        symbolCount = t.kinds.count
        externalCount = t.externals.count
        freeSymbols = t.freeSymbols
        freeSlots = t.freeSlots
        objective = t.objective
        levelPriority = t.levelPriority
        levelUsers = t.levelUsers
        lazyOrder = t.lazyOrder
        infeasible = t.infeasible
        nextSeq = t.nextSeq
        firstSeq = t.firstSeq
        lazyCount = t.lazyCount
        firstStaleLevel = t.firstStaleLevel
        settledSums = t.settledSums
        chainSums = t.chainSums
    }
}

extension Tableau {
    /// Starts recording (see ``Journal``).
    mutating func beginJournal() { journal = Journal(self) }

    /// Stops recording and keeps the changes.
    mutating func commitJournal() { journal = nil }

    /// Puts back everything recorded since ``beginJournal()``.
    mutating func rollBackJournal() {
        guard let j = journal else { return }
        journal = nil
        for (slot, saved) in j.rows {
            trialColumns.markDirty(slot)
            rows[slot] = saved.row
            rowConstants[slot] = saved.row.constant
            rowBasic[slot] = saved.basic
            rowLazy[slot] = saved.lazy
            rowSeq[slot] = saved.seq
        }
        if rows.count > j.rowCount {
            for slot in j.rowCount..<rows.count { trialColumns.markDirty(slot) }
            let extra = rows.count - j.rowCount
            rows.removeLast(extra)
            rowConstants.removeLast(extra)
            rowBasic.removeLast(extra)
            rowStamp.removeLast(extra)
            rowLazy.removeLast(extra)
            rowSeq.removeLast(extra)
        }
        var removed = 0
        for (s, saved) in j.symbols {
            kinds[s] = saved.kind
            basicSlot[s] = saved.basicSlot
            columns[s] = saved.column
        }
        for (s, slot) in j.basicSlots { basicSlot[s] = slot }
        for (s, column) in j.columns { columns[s] = column }
        // A column noted after it had been given a new slot, or given one
        // after: either way the slots made during the add go. They are all
        // at or after the length it had when it got the first one (a column
        // is only appended to, or noted before it is rewritten); a column
        // never given one has none.
        for (s, start) in j.grownColumns where s < j.symbolCount {
            var c = Column()
            swap(&c, &columns[s])
            var kept = min(start, c.count)
            for r in kept..<c.count where Int(c[r]) < j.rowCount {
                c[kept] = c[r]
                kept += 1
            }
            removed = c.count - kept
            c.removeLast(removed)
            columns[s] = c
        }
        if kinds.count > j.symbolCount {
            let extra = kinds.count - j.symbolCount
            kinds.removeLast(extra)
            basicSlot.removeLast(extra)
            columns.removeLast(extra)
        }
        if externals.count > j.externalCount { externals.removeLast(externals.count - j.externalCount) }
        freeSymbols = j.freeSymbols
        freeSlots = j.freeSlots
        objective = j.objective
        levelPriority = j.levelPriority
        levelUsers = j.levelUsers
        lazyOrder = j.lazyOrder
        infeasible = j.infeasible
        nextSeq = j.nextSeq
        firstSeq = j.firstSeq
        lazyCount = j.lazyCount
        firstStaleLevel = j.firstStaleLevel
        settledSums = j.settledSums
        chainSums = j.chainSums
        artificial = nil
        touchShape()
    }

    /// Records an existing row slot before its first change.
    @inline(__always)
    mutating func noteRow(_ slot: Int) {
        trialColumns.markDirty(slot)
        guard journal != nil, slot < journal!.rowCount, journal!.rows[slot] == nil else { return }
        journal!.rows[slot] = (rows[slot], rowBasic[slot], rowLazy[slot], rowSeq[slot])
    }

    /// Records an existing symbol's basic slot before it changes.
    @inline(__always)
    mutating func noteBasicSlot(_ s: Symbol) {
        let i = Int(s)
        guard journal != nil, i < journal!.symbolCount, journal!.basicSlots[i] == nil else { return }
        journal!.basicSlots[i] = basicSlot[i]
    }

    /// Records an existing symbol's column before it is rewritten (appends
    /// need no record: a column may list slots that no longer hold it).
    @inline(__always)
    mutating func noteColumn(_ s: Symbol) {
        let i = Int(s)
        guard journal != nil, i < journal!.symbolCount, journal!.columns[i] == nil else { return }
        journal!.columns[i] = columns[i]
    }

    /// Lists `slot` in `s`'s column, remembering when a rollback must take
    /// it out again (a slot made during the add).
    @inline(__always)
    mutating func appendColumn(_ s: Symbol, _ slot: Int32) {
        let i = Int(s)
        if journal != nil, Int(slot) >= journal!.rowCount, i < journal!.symbolCount,
           journal!.grownColumns[i] == nil {
            journal!.grownColumns[i] = columns[i].count
        }
        columns[i].append(slot)
    }

    /// Records an existing symbol before it is released or reused.
    @inline(__always)
    mutating func noteSymbol(_ s: Symbol) {
        let i = Int(s)
        guard journal != nil, i < journal!.symbolCount, journal!.symbols[i] == nil else { return }
        journal!.symbols[i] = (kinds[i], basicSlot[i], columns[i])
    }
}
