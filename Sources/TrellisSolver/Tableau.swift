/// The simplex tableau: every basic symbol's row, a column index, and the
/// objective split into one row per priority level.
///
/// A value type: the ambiguity check works on a copy (copy-on-write, O(1)
/// to take). A failed add is undone from a journal of what it changed, not
/// from a copy (see ``Journal``): the first write after a copy copies each
/// array whole, too dear on every add.
///
/// Rows live in slots (`rows[slot]`); `basicSlot[symbol]` finds a basic
/// symbol's row and `rowBasic[slot]` the row's basic symbol. `columns[symbol]`
/// lists the slots whose rows may contain the symbol: entries are appended
/// when a row gains the symbol and checked when read, so the index costs
/// nothing to keep and lets a pivot touch only the rows it changes, where
/// kiwi walks every row.
struct Tableau {
    var kinds: [SymbolKind] = []
    /// Every external symbol (they are never released): the ones whose
    /// values ``computeValues(into:)`` writes.
    var externals: [Symbol] = []
    var basicSlot: [Int32] = []
    var columns: [Column] = []
    var freeSymbols: [Symbol] = []

    var rows: [Row] = []
    /// Each slot's row constant, beside ``rows``: `rowConstants[slot] ==
    /// rows[slot].constant` whenever no mutating method is running (every
    /// writer of a row's constant writes both; debug builds check it on each
    /// read of values, see ``constantsMatchRows``).
    ///
    /// Why: reading every value (``ValuePlan/run``, a resize's read) needs
    /// one constant per row, and loading it from ``rows`` pulls in a 64-byte
    /// line for every 2.7 rows (24 bytes a `Row`); here a line holds eight.
    /// At 6,400 views the pass no longer fits the 1 MB second-level cache,
    /// and the rows' lines were the largest part of what it missed
    /// (docs/PERFORMANCE.md, `wave2-solvermem6`).
    var rowConstants: [Double] = []
    var rowBasic: [Symbol] = []
    var freeSlots: [Int32] = []
    var rowStamp: [UInt32] = []
    var stamp: UInt32 = 0

    /// Whether a slot holds a *lazy* row: an external variable's definition
    /// that may still mention other basic symbols (see Tableau+Lazy.swift).
    var rowLazy: [Bool] = []
    /// When each lazy row was made; a lazy row mentions only lazy rows made
    /// before it, and non-lazy basic rows, so this orders evaluation.
    var rowSeq: [Int] = []
    var nextSeq = 0
    /// The oldest seq given so far to a row made lazy by a substitution
    /// (Tableau+LazySubstitution.swift); counts down from 0.
    var firstSeq = 0
    /// Lazy rows in the order they were made, `(slot, seq)`; entries whose
    /// slot has since changed are skipped and compacted away.
    var lazyOrder: [(slot: Int32, seq: Int)] = []
    var lazyCount = 0
    /// Scratch for expanding lazy rows; shared by copies like ``buffer``.
    var expander = Expander()
    /// The shape version (see ``touchShape()``); 0 for a new tableau.
    var version = 0
    /// The version of what a ``ValuePlan`` reads (see
    /// ``touchShapeKeepingValuePlan()``): which externals are basic and in
    /// which slots, which rows are lazy and in what order, and the lazy
    /// rows' coefficients of basic externals. Changes with every
    /// ``touchShape()``, not with a pivot between restricted symbols.
    var valueShape = 0

    /// Objective rows, one per priority level, highest priority first.
    var objective: [ChunkedRow] = []
    /// The priority of each level in ``objective``.
    var levelPriority: [Double] = []
    /// How many optional constraints feed each level.
    var levelUsers: [Int] = []
    /// Levels above this index are known optimal: nothing touched their rows
    /// since the last ``optimize()``. Saves re-scanning every objective row
    /// after every change (quadratic on a long chain).
    var firstStaleLevel = 0
    /// The phase-one objective while a constraint is added through an
    /// artificial variable.
    var artificial: Row? = nil

    /// Which fresh external becomes a new row's subject: the newest rather
    /// than the oldest (see ``freshSubject(_:)``).
    var prefersNewestFreshSubject = false

    /// The rows of the marker whose constant changed last (see ``MarkerRows``).
    var markerRows: MarkerRows? = nil

    /// Restricted basic symbols whose rows went negative: the dual simplex's work list.
    var infeasible: [Symbol] = []

    /// Scratch for row merges; shared by copies of the tableau, which is
    /// harmless because no merge keeps anything in it.
    var buffer = MergeBuffer()
    var added: [Symbol] = []

    /// While an add runs: the old values of what it changed (see Journal).
    var journal: Journal?
    /// A scratch tableau that is thrown away after its first failed add
    /// (the conflict searches' ``ScratchTableau``): no journal is kept, and
    /// a failed add leaves it unusable rather than restored.
    var discardsOnFailure = false
    /// While phase one runs: its pivots, whose substitution into the
    /// external rows waits until it succeeds (Tableau+DeferredPivots.swift).
    var deferredPivots: [(entering: Symbol, row: Row)]? = nil
    /// Whether phase one defers the external rows (tests turn it off to
    /// compare with the eager substitution, bit for bit).
    var defersExternalRows = true
    /// Whether a required add without a subject tries phase one on the side
    /// first (Tableau+PhaseOneTrial.swift); tests turn it off to compare.
    var triesPhaseOne = true
    /// Whether ``optimize()`` rebases the rows that block an entering symbol
    /// at zero before pivoting it in (Tableau+DegenerateRebase.swift); tests
    /// turn it off to compare.
    var rebasesDegenerateBlockers = true
    /// The most rows a degenerate rebase's subject may be in for its row to
    /// be rebased in the first pass (Tableau+DegenerateRebase.swift, "Local
    /// subjects first"); tests set `Int.max` to compare with one pass.
    var rebaseSubjectColumnLimit = Tableau.rebaseColumnThreshold
    /// Rows rewritten by ``substitute(_:with:in:)`` so far: the work a
    /// pivot does, which tests count to tell a linear build from a walk.
    var rowsSubstituted = 0
    /// Whether ``optimize()`` sets the candidates a higher level blocks
    /// aside for the rest of the level (Tableau+BlockedCandidates.swift);
    /// tests turn it off to compare.
    var setsAsideBlockedCandidates = true
    /// The entries set aside while ``optimize()`` works on a level.
    var blockedAside = BlockedCandidates()
    /// The highest-priority objective level a substitution changed since
    /// ``checkBlockedCandidates(level:)`` last looked (`Int.max`: none).
    var objectiveEditFloor = Int.max
    /// Candidate-heap entries popped by ``enteringSymbolTracked(level:steepest:)``
    /// so far: the work of the steepest choice, which tests count.
    var candidatesPopped = 0
    /// While ``optimize()`` runs a long run of pivots: the long external
    /// rows it holds by symbol (Tableau+HeldRows.swift), nil otherwise.
    var heldRows: HeldRows? = nil
    /// By slot: the held row's index in ``heldRows`` plus one, or 0; empty
    /// while no row is held (a plain array: the substitution reads it for
    /// every row it visits).
    var heldRowIndex: [Int32] = []
    /// Whether ``optimize()`` holds long external rows (tests turn it off
    /// to compare, bit for bit).
    var holdsLongExternalRows = true
    /// External rows held so far (tests count it).
    var rowsHeld = 0
    /// The trial's working storage; shared by copies like ``buffer``.
    var trialScratch = PhaseOneTrialScratch()
    /// The restricted rows by column, for the trial (TrialColumns.swift).
    var trialColumns = TrialColumns()
    /// Settled centres' rows kept as one dummy each (Tableau+SettledSums.swift).
    var settledSums: [SettledSum] = []
    /// Off: settled centres are written out in full, the dictionary as
    /// before (tests compare the two).
    var keepsSettledSums = true
    /// The links of chains of required equal sizes summed, one dummy per
    /// link (Tableau+ChainSums.swift); nil while there is none.
    var chainSums: ChainSums? = nil
    /// Off: a chain's rows are written out in full, the dictionary as
    /// before (tests compare the two).
    var keepsChainSums = true

    // MARK: Symbols

    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        let s: Symbol
        if let free = freeSymbols.last {
            noteSymbol(free)
            freeSymbols.removeLast()
            s = free
            kinds[Int(s)] = kind
        } else {
            s = Symbol(kinds.count)
            kinds.append(kind)
            basicSlot.append(-1)
            columns.append(Column())
        }
        if kind == .external {
            externals.append(s)
            touchShape()
        }
        return s
    }

    /// Returns a symbol that no row or objective mentions any more.
    mutating func releaseSymbol(_ s: Symbol) {
        noteSymbol(s)
        kinds[Int(s)] = .free
        columns[Int(s)] = []
        freeSymbols.append(s)
    }

    @inline(__always)
    func isRestricted(_ s: Symbol) -> Bool {
        let k = kinds[Int(s)]
        return k == .slack || k == .error
    }

    @inline(__always)
    func isBasic(_ s: Symbol) -> Bool { basicSlot[Int(s)] >= 0 }

    /// The current value of a symbol: its row's constant if basic (after
    /// expansion for a lazy row), else zero. The solver reads values in bulk
    /// through ``computeValues(into:)`` instead.
    func value(of s: Symbol) -> Double {
        let slot = basicSlot[Int(s)]
        if slot < 0 { return 0 }
        return rowLazy[Int(slot)] ? expanded(rows[Int(slot)]).constant : rows[Int(slot)].constant
    }

    /// Whether ``rowConstants`` holds every row's constant, bit for bit
    /// (debug builds check it before values are read from it).
    var constantsMatchRows: Bool {
        rowConstants.count == rows.count
            && zip(rows, rowConstants).allSatisfy { $0.constant.bitPattern == $1.bitPattern }
    }

    /// The row of a basic symbol.
    @inline(__always)
    func row(of s: Symbol) -> Row? {
        let slot = basicSlot[Int(s)]
        return slot >= 0 ? rows[Int(slot)] : nil
    }

    // MARK: Rows

    /// Makes `row` the definition of `basic` and indexes its symbols. A
    /// `lazy` row (an external's, made from a constraint with a fresh
    /// subject) may mention basic symbols; every other row may not.
    mutating func insertRow(_ row: Row, basic: Symbol, lazy: Bool = false) {
        touchShape()
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            noteRow(Int(slot))
            rows[Int(slot)] = row
            rowConstants[Int(slot)] = row.constant
            rowBasic[Int(slot)] = basic
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            rowConstants.append(row.constant)
            rowBasic.append(basic)
            rowStamp.append(0)
            rowLazy.append(false)
            rowSeq.append(0)
        }
        trialColumns.markDirty(Int(slot))
        noteBasicSlot(basic)
        basicSlot[Int(basic)] = slot
        for s in row.symbols { appendColumn(s, slot) }
        markNotLazy(Int(slot))
        if lazy {
            rowLazy[Int(slot)] = true
            rowSeq[Int(slot)] = nextSeq
            lazyOrder.append((slot, nextSeq))
            nextSeq += 1
            lazyCount += 1
            if lazyOrder.count > 2 * lazyCount + 64 { compactLazyOrder() }
        }
    }

    /// Takes a basic symbol's row out of the tableau and returns it.
    mutating func removeRow(of basic: Symbol) -> Row {
        touchShape()
        let slot = Int(basicSlot[Int(basic)])
        noteRow(slot)
        noteBasicSlot(basic)
        var row = Row()
        swap(&row, &rows[slot])
        rowConstants[slot] = 0
        markNotLazy(slot)
        rowBasic[slot] = -1
        basicSlot[Int(basic)] = -1
        freeSlots.append(Int32(slot))
        return row
    }

    /// Calls `body` once for each row slot that contains `symbol` now, and
    /// drops stale entries from the symbol's column on the way.
    /// A `body` that edits more than constants calls ``touchShape()`` first.
    mutating func forEachRow(containing symbol: Symbol, _ body: (inout Tableau, Int, Double) -> Void) {
        stamp &+= 1
        let current = stamp
        noteColumn(symbol)
        var list = Column()
        swap(&list, &columns[Int(symbol)])
        var kept = 0
        for n in list.indices {
            let slot = Int(list[n])
            if rowBasic[slot] < 0 || rowStamp[slot] == current { continue }
            rowStamp[slot] = current
            guard let i = rows[slot].index(of: symbol) else { continue }
            list[kept] = list[n]
            kept += 1
            noteRow(slot)
            body(&self, slot, rows[slot].coefficients[i])
        }
        list.removeLast(list.count - kept)
        // The body may have indexed new rows for the symbol meanwhile.
        list.append(contentsOf: columns[Int(symbol)])
        columns[Int(symbol)] = list
    }

    /// Replaces `symbol` by its definition `row` (which mentions no basic
    /// symbol) in every row and objective that mentions it.
    ///
    /// Lazy rows keep a mention of an *external* symbol: it is a reference
    /// to the new basic row, which is what keeps a chain's rows short. A
    /// restricted or dummy symbol is always substituted, so a constant
    /// change of a constraint never has to look past the rows that hold its
    /// marker. The column keeps only the lazy rows that still mention it.
    mutating func substitute(_ symbol: Symbol, with row: Row, in part: RowPart = .all) {
        // `row` mentions no basic symbol, so adding it to a lazy row leaves
        // the lazy row's coefficients of basic externals as they were (a
        // merge only changes the coefficients of the symbols it adds): only
        // an external's substitution changes what a value plan reads.
        if kinds[Int(symbol)] == .external { touchShape() } else { touchShapeKeepingValuePlan() }
        stamp &+= 1
        let current = stamp
        noteColumn(symbol)
        var list = columns[Int(symbol)]
        columns[Int(symbol)] = []
        let keepLazy = kinds[Int(symbol)] == .external
        var kept = 0
        let buffer = self.buffer
        // Taken out while in use: left shared with `self.added`, its first
        // append copied it, an allocation per substitution.
        var added = self.added
        self.added = []
        // Read once: the loop runs for every row that mentions the symbol.
        var heldIndex = heldRowIndex
        let holding = heldRows != nil
        let lazySubstitution = keepLazy && substitutesLazily(row, into: list.count)
        var madeLazy: [Int32] = []
        for n in list.indices {
            let slot32 = list[n]
            let slot = Int(slot32)
            let basic = rowBasic[slot]
            if basic < 0 || rowStamp[slot] == current { continue }
            rowStamp[slot] = current
            // A held row is read and changed where it is held.
            var h = slot < heldIndex.count ? Int(heldIndex[slot]) &- 1 : -1
            let a: Double
            if h >= 0 {
                guard let c = heldRows!.rows[h].coefficient(of: symbol) else { continue }
                a = c
            } else {
                guard let i = rows[slot].index(of: symbol) else { continue }
                a = rows[slot].coefficients[i]
            }
            if keepLazy && rowLazy[slot] || !part.holds(external: kinds[Int(basic)] == .external) {
                list[kept] = slot32
                kept += 1
                continue
            }
            if lazySubstitution && h < 0 && kinds[Int(basic)] == .external
                && rows[slot].symbols.count <= Self.lazySpokeLength {
                // A long definition stays one mention (Tableau+LazySubstitution.swift).
                noteRow(slot)
                madeLazy.append(slot32)
                list[kept] = slot32
                kept += 1
                continue
            }
            added.removeAll(keepingCapacity: true)
            rowsSubstituted &+= 1
            noteRow(slot)
            if h < 0 && holding && rows[slot].symbols.count >= HeldRows.rowLength
                && kinds[Int(basic)] == .external {
                h = hold(slot)
                heldIndex = heldRowIndex
            }
            if h >= 0 {
                heldRows!.rows[h].add(row, times: a, skipping: symbol, added: &added)
            } else {
                rows[slot].add(row, times: a, skipping: symbol, buffer: buffer, added: &added)
                rowConstants[slot] = rows[slot].constant
            }
            for s in added { appendColumn(s, slot32) }
            if rows[slot].constant < 0 && isRestricted(basic) {
                infeasible.append(basic)
            }
        }
        list.removeLast(list.count - kept)
        list.append(contentsOf: columns[Int(symbol)])
        columns[Int(symbol)] = list
        if !madeLazy.isEmpty { markLazyOldest(madeLazy) }
        if part == .externals {
            added.removeAll(keepingCapacity: true)
            self.added = added
            return
        }
        for k in objective.indices {
            let a = objective[k].coefficient(for: symbol)
            if a != 0 {
                objective[k].add(row, times: a, skipping: symbol, buffer: buffer, added: &added)
                firstStaleLevel = min(firstStaleLevel, k)
                if k < objectiveEditFloor { objectiveEditFloor = k }
            }
        }
        if artificial != nil {
            let a = artificial!.coefficient(for: symbol)
            if a != 0 {
                artificial!.add(row, times: a, skipping: symbol, buffer: buffer, added: &added)
            }
        }
        added.removeAll(keepingCapacity: true)
        self.added = added
    }

    /// Exchanges a basic and a nonbasic symbol: `leaving`'s row is solved for
    /// `entering`, which is then substituted everywhere else.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        if deferredPivots != nil && kinds[Int(entering)] == .external {
            // Its slot becomes an external row: the others catch up first,
            // and this pivot is done in full.
            replayDeferredPivots()
            pivot(entering: entering, leaving: leaving)
            deferredPivots = []
            return
        }
        let slot = Int(basicSlot[Int(leaving)])
        // An external leaving the basis, or a lazy row expanded, changes
        // what a value plan reads; an external entering does it in
        // ``substitute(_:with:in:)``.
        if rowLazy[slot] || kinds[Int(leaving)] == .external { touchShape() }
        noteRow(slot)
        noteBasicSlot(leaving)
        noteBasicSlot(entering)
        noteColumn(leaving)
        var row = Row()
        swap(&row, &rows[slot])
        if rowLazy[slot] {
            // Only external rows are lazy, and the simplex never picks one
            // to leave; kept correct for any caller all the same.
            row = expanded(row)
            markNotLazy(slot)
        }
        row.solve(for: entering, replacing: leaving)
        basicSlot[Int(leaving)] = -1
        basicSlot[Int(entering)] = Int32(slot)
        rowBasic[slot] = entering
        appendColumn(leaving, Int32(slot))
        if deferredPivots != nil {
            // Phase one: the external rows wait (Tableau+DeferredPivots.swift).
            substitute(entering, with: row, in: .notExternals)
            deferredPivots!.append((entering, row))
        } else {
            substitute(entering, with: row)
        }
        rowConstants[slot] = row.constant
        rows[slot] = row
    }

    /// `expression` rewritten over nonbasic symbols: each basic symbol is
    /// replaced by its (expanded) row.
    func substituted(_ terms: [(Symbol, Double)], constant: Double) -> Row {
        expanded(raw(terms, constant: constant))
    }

    /// `expression` as a row, basic symbols left in.
    func raw(_ terms: [(Symbol, Double)], constant: Double) -> Row {
        var row = Row(constant: constant)
        // Room for the terms and the two symbols an add inserts (marker and
        // error): grown one insert at a time, a five-term row took four
        // allocations per array, most of a small constraint's add.
        row.reserveCapacity(terms.count + 2)
        for (s, c) in terms { Tableau.appendRaw(s, c, to: &row) }
        return row
    }

    /// One term of ``raw(_:constant:)``: terms in increasing symbol order
    /// (the common case) append; the rest sort and merge in; zeros are left out.
    @inline(__always)
    static func appendRaw(_ s: Symbol, _ c: Double, to row: inout Row) {
        if c == 0 { return }
        if let last = row.symbols.last, last >= s {
            row.insert(s, c)
        } else if !Row.nearZero(c) {
            row.appendTerm(s, c)
        }
    }

    // MARK: Objective levels

    /// The index of the objective level for `priority`, made if new.
    mutating func level(for priority: Double) -> Int {
        var k = 0
        while k < levelPriority.count && levelPriority[k] > priority { k += 1 }
        if k < levelPriority.count && levelPriority[k] == priority { return k }
        levelPriority.insert(priority, at: k)
        objective.insert(ChunkedRow(), at: k)
        levelUsers.insert(0, at: k)
        firstStaleLevel = min(firstStaleLevel, k)
        return k
    }

    func existingLevel(for priority: Double) -> Int? {
        levelPriority.firstIndex(of: priority)
    }

    /// Adds `weight · symbol` to a level's objective, expressed over nonbasic symbols.
    mutating func addToObjective(level k: Int, symbol: Symbol, weight: Double) {
        if let r = row(of: symbol) {
            var added: [Symbol] = []
            objective[k].add(r, times: weight, skipping: .none, buffer: buffer, added: &added)
            firstStaleLevel = min(firstStaleLevel, k)
        } else {
            // A symbol new to the row with a positive weight makes no
            // candidate at this level and only blocks more at lower ones,
            // so optimality is kept; anything else may break it.
            let isNew = objective[k].insert(symbol, weight)
            if !(isNew && weight > 0) { firstStaleLevel = min(firstStaleLevel, k) }
        }
    }

    /// Drops a level no constraint uses any more.
    mutating func dropLevelIfUnused(_ k: Int) {
        if levelUsers[k] == 0 {
            levelPriority.remove(at: k)
            objective.remove(at: k)
            levelUsers.remove(at: k)
            firstStaleLevel = min(firstStaleLevel, k)
        }
    }
}
