/// Lazy rows: why a chain of N views costs O(N), not O(N²).
///
/// In the textbook dictionary every basic symbol is written over nonbasic
/// symbols only. For a chain (`row(i).top == row(i-1).bottom + 8`) that
/// form is dense whatever the pivots: `top(i)` is the sum of every earlier
/// height, so its row names every earlier error and spacing marker, and
/// building the chain writes N²/2 entries (kiwi's rows fill in the same way).
///
/// The simplex itself only reads the restricted rows and the objective.
/// External variables are unrestricted, so their rows are needed only for
/// their values and for substituting them into new constraints. So an
/// external that a new constraint introduces (a *fresh* subject: no row and
/// no objective mentions it) gets its row exactly as written, other basic
/// variables left in: `top(i) = top(i-1) + height(i-1) + 8 - marker`. That
/// is a *lazy* row, the triangular factor of the basis kept instead of its
/// inverse (the LU idea of the revised simplex, restricted to the rows that
/// never take part in a ratio test).
///
/// Invariants:
/// - only external rows are lazy; restricted rows, dummy rows and the
///   objective mention nonbasic symbols only (they are what the simplex reads);
/// - a lazy row mentions, besides nonbasic symbols, only non-lazy basic
///   symbols and lazy rows made before it (`rowSeq` is smaller), so the
///   mentions form no cycle and values can be computed in `lazyOrder`;
/// - a lazy row never mentions a basic restricted or dummy symbol, so a
///   constant change (which shifts a marker) moves exactly the rows that
///   hold the marker, lazy or not.
///
/// Where a dense form is needed (a new constraint without a fresh subject,
/// the row an external leaves through on removal, an ambiguity query) the
/// row is *expanded*: lazy mentions are replaced by their rows, newest first.
extension Tableau {
    mutating func markNotLazy(_ slot: Int) {
        if rowLazy[slot] {
            rowLazy[slot] = false
            lazyCount -= 1
        }
    }

    mutating func compactLazyOrder() {
        lazyOrder.removeAll { !rowLazy[Int($0.slot)] || rowSeq[Int($0.slot)] != $0.seq }
    }

    /// Replaces every lazy row that mentions `symbol` by its expansion
    /// (then no longer lazy). Rows that mention it keep mentioning it, so
    /// mentions of them stay valid.
    mutating func expandLazyRows(containing symbol: Symbol) {
        touchShape()
        var slots: [Int] = []
        for slot32 in columns[Int(symbol)] {
            let slot = Int(slot32)
            if rowBasic[slot] >= 0 && rowLazy[slot] && rows[slot].index(of: symbol) != nil {
                slots.append(slot)
            }
        }
        for slot in slots where rowLazy[slot] {
            let row = expanded(rows[slot])
            for s in row.symbols { appendColumn(s, Int32(slot)) }
            noteRow(slot)
            rowConstants[slot] = row.constant
            rows[slot] = row
            markNotLazy(slot)
        }
    }

    /// Whether `row` mentions a basic symbol, i.e. must be stored lazy.
    func mentionsBasic(_ row: Row) -> Bool {
        row.symbols.contains { basicSlot[Int($0)] >= 0 }
    }

    /// The row of a basic symbol over nonbasic symbols only.
    func pureRow(of s: Symbol) -> Row? {
        let slot = basicSlot[Int(s)]
        if slot < 0 { return nil }
        return rowLazy[Int(slot)] ? expanded(rows[Int(slot)]) : rows[Int(slot)]
    }

    /// `row` with every basic symbol replaced by its row, recursively: the
    /// dictionary form. Lazy rows are taken newest first (a max-heap on
    /// `rowSeq`), so each is expanded once, after every mention of it has
    /// been summed; non-lazy rows are added directly, they mention no basic
    /// symbol. Costs the number of entries touched, not the tableau's size.
    func expanded(_ row: Row) -> Row {
        expandedDirectly(row) ?? expandedByExpander(row)
    }

    /// ``expanded(_:)`` through the expander, whatever the row.
    func expandedByExpander(_ row: Row) -> Row {
        let x = expander
        x.reserve(kinds.count)
        var constant = row.constant
        for (i, s) in row.symbols.enumerated() {
            x.addTerm(s, row.coefficients[i], in: self, constant: &constant)
        }
        while let slot = x.popNewest() {
            let basic = rowBasic[slot]
            let c = x.take(basic)
            // Every mention of this row is summed by now (mentions are newer),
            // so a zero sum means the row cancels out: skipping it is what
            // keeps `image.top >= subtitle.bottom + 8` from walking up every
            // card above (both sides hang off the same `card.top`).
            if Row.nearZero(c) { continue }
            let r = rows[slot]
            constant += c * r.constant
            for (i, s) in r.symbols.enumerated() {
                x.addTerm(s, c * r.coefficients[i], in: self, constant: &constant)
            }
        }
        var out = x.collect()
        out.constant = constant
        return out
    }

    /// ``expanded(_:)`` without the expander when `row` mentions at most one
    /// basic symbol and that one's row is not lazy (a constraint on a view
    /// whose size is already basic: `height >= 20` after `height == 44`):
    /// one merge of that row, or the row as it is. Nil otherwise.
    ///
    /// Why: the expander sizes its scratch to every symbol and sorts what
    /// it collects, about a tenth of a small chain's build for rows of two
    /// or three terms. The result is the expander's, bit for bit: each
    /// coefficient is the row's plus `c ·` the basic row's (the same two
    /// numbers added once; the order of one addition doesn't change its
    /// result), the constant the same sum, near-zero terms dropped alike.
    /// With two basic symbols the expander's order of additions could
    /// differ from two merges', so those rows take the general path.
    func expandedDirectly(_ row: Row) -> Row? {
        var basicIndex = -1
        for (i, s) in row.symbols.enumerated() {
            let slot = basicSlot[Int(s)]
            if slot < 0 { continue }
            if basicIndex >= 0 || rowLazy[Int(slot)] { return nil }
            basicIndex = i
        }
        var out = Row(constant: row.constant)
        if basicIndex < 0 {
            out.reserveCapacity(row.count)
            for (i, s) in row.symbols.enumerated() where !Row.nearZero(row.coefficients[i]) {
                out.appendTerm(s, row.coefficients[i])
            }
            return out
        }
        let basic = row.symbols[basicIndex]
        out.copyTerms(of: row)
        var added: [Symbol] = []
        out.add(rows[Int(basicSlot[Int(basic)])], times: row.coefficients[basicIndex],
                skipping: basic, buffer: buffer, added: &added)
        return out
    }

    /// ``expanded(_:)`` of a row the caller owns, in place: the same
    /// result bit for bit, but where ``expandedDirectly(_:)`` applies the
    /// row's storage is reused (no near-zero term to drop: kept as it is;
    /// one basic symbol: merged in place, the scratch ``added`` reused).
    ///
    /// Why: ``expandedDirectly(_:)`` copies the row into new arrays (the
    /// caller still holds the old ones), two allocations of a constraint
    /// without a fresh subject that the old row's two frees follow; the
    /// add path owns its row, so it needs neither (docs/PERFORMANCE.md,
    /// `wave2-solveralloc`).
    mutating func expand(_ row: inout Row) {
        var basicIndex = -1
        var spoke = false
        for (i, s) in row.symbols.enumerated() {
            let slot = basicSlot[Int(s)]
            if slot < 0 { continue }
            if basicIndex >= 0 || rowLazy[Int(slot)] && !isLazySpoke(Int(slot)) {
                row = expandedByExpander(row)
                return
            }
            basicIndex = i
            spoke = rowLazy[Int(slot)]
        }
        if basicIndex < 0 {
            if row.coefficients.contains(where: Row.nearZero) {
                row = expandedDirectly(row)!
            } else {
                // What ``expandedDirectly(_:)`` returns without a basic symbol.
                row.candidates = nil
            }
            return
        }
        let basic = row.symbols[basicIndex]
        // A spoke made lazy by a substitution: its own row expanded first,
        // the merge its substitution would have made (Tableau+LazySubstitution.swift).
        // A settled centre's row enters as its sum, one term (Tableau+SettledSums.swift).
        let definition: Row
        if spoke {
            if let settled = settledSpokeForm(rows[Int(basicSlot[Int(basic)])]) {
                definition = settled
            } else {
                guard let pure = expandedDirectly(rows[Int(basicSlot[Int(basic)])]) else {
                    row = expandedByExpander(row)
                    return
                }
                definition = pure
            }
        } else if let form = settledForm(of: basic) {
            definition = form
        } else {
            definition = rows[Int(basicSlot[Int(basic)])]
        }
        var added = self.added
        self.added = []
        added.removeAll(keepingCapacity: true)
        row.candidates = nil
        row.add(definition, times: row.coefficients[basicIndex],
                skipping: basic, buffer: buffer, added: &added)
        added.removeAll(keepingCapacity: true)
        self.added = added
    }

    /// Marks a change of the rows' shape (not of their constants): a
    /// ``ValuePlan`` made before it is stale. Versions come from a clock the
    /// copies of a tableau share, so a tableau restored from a copy gets the
    /// copy's version back, and two different states never share one.
    mutating func touchShape() {
        expander.clock &+= 1
        version = expander.clock
        valueShape = version
    }

    /// ``touchShape()`` for a change that leaves what a ``ValuePlan`` reads
    /// as it was (``valueShape``): a pivot between restricted symbols, whose
    /// substitution adds a row of nonbasic symbols to the rows that mention
    /// the entering one. Values still have to be computed again (constants
    /// moved in every row it reached), but the plan is kept.
    ///
    /// Why: a resize that moves an inequality's slack pivots a few rows, and
    /// rebuilding the plan read every lazy row of the tableau, scattered over
    /// the heap: at 6,400 views a fifth of a `screen-N` resize, growing 4×
    /// per doubling once the rows outgrow the cache (docs/PERFORMANCE.md,
    /// `wave2-solvermem4`).
    mutating func touchShapeKeepingValuePlan() {
        expander.clock &+= 1
        version = expander.clock
    }
}

/// How to compute every external's value from the row constants: the lazy
/// rows' mentions of basic externals, laid out flat in evaluation order.
///
/// Made once per change of what it reads (``Tableau/valueShape``) and
/// reused while only constants change (a resize, `setConstant`,
/// `suggestValue`) or restricted symbols pivot (an inequality's slack
/// moving in a resize), so the read after such a change is a pass over
/// contiguous arrays: no row is touched, nothing is retained, and mentions
/// of nonbasic symbols (zero) are left out.
///
/// Values are kept densely, one per external in creation order
/// (`Tableau.externals`), not one per symbol: the plan only ever reads and
/// writes externals, and a layout reads its variables back in creation
/// order, so ``Solver/readValues(of:into:)`` streams 8 bytes a variable
/// instead of gathering from an array of every symbol (slacks, errors,
/// markers between them), which at 6,400 views no longer fits the 1 MB
/// second-level cache (docs/PERFORMANCE.md, issue 14). Every index below
/// (`externals`, `targets`, the terms' symbols) is such a dense index.
struct ValuePlan {
    /// The ``Tableau/valueShape`` it was made for: it holds until that changes.
    let shape: Int
    /// The ``Tableau/version`` of the last values computed with it.
    var version: Int
    /// For each symbol: its external's dense index, or -1.
    var denseIndex: [Int32] = []
    /// Externals without a lazy row and their slots (-1: nonbasic, zero).
    var externals: [Int32] = []
    var externalSlots: [Int32] = []
    /// Lazy rows in evaluation order: the external, its slot, and its
    /// mentions `termCodes[start[i] ..< start[i + 1]]` (see ``PlanTerm``).
    var targets: [Int32] = []
    var slots: [Int32] = []
    var start: [Int32] = [0]
    var termCodes: [Int32] = []
    /// The terms whose coefficient is not 1 or -1 (``PlanTerm``).
    var generalTerms: [GeneralTerm] = []

    init(_ t: Tableau) {
        shape = t.valueShape
        version = t.version
        denseIndex = [Int32](repeating: -1, count: t.kinds.count)
        for (i, x) in t.externals.enumerated() { denseIndex[Int(x)] = Int32(i) }
        // Sized once, not doubled as the walk goes (a doubling array copies
        // itself, and past the second-level cache every copy misses;
        // docs/PERFORMANCE.md, `wave2-solvermem7`): each external is read
        // from its row here or is a lazy row's target below.
        externals.reserveCapacity(max(0, t.externals.count - t.lazyCount))
        externalSlots.reserveCapacity(max(0, t.externals.count - t.lazyCount))
        // Externals with a lazy row are written by the second pass only.
        for x in t.externals {
            let slot = t.basicSlot[Int(x)]
            if slot >= 0 && t.rowLazy[Int(slot)] { continue }
            externals.append(denseIndex[Int(x)])
            externalSlots.append(slot)
        }
        // The rows are read where they are: `t.rows[slot]` copies the row,
        // a retain and a release of each of its arrays, two atomic writes to
        // lines that are otherwise only read (a third of the walk's time at
        // 6,400 views).
        var termCodes: [Int32] = []
        var generalTerms: [GeneralTerm] = []
        var targets: [Int32] = []
        var slots: [Int32] = []
        var start: [Int32] = [0]
        targets.reserveCapacity(t.lazyCount)
        slots.reserveCapacity(t.lazyCount)
        start.reserveCapacity(t.lazyCount + 1)
        // A guess (a lazy row mentions one or two basic externals in the
        // bench's screens and chains); longer rows grow it as before.
        termCodes.reserveCapacity(2 * t.lazyCount)
        let denseIndex = self.denseIndex
        t.rows.withUnsafeBufferPointer { rows in
            t.basicSlot.withUnsafeBufferPointer { basicSlot in
                denseIndex.withUnsafeBufferPointer { dense in
                    for entry in t.lazyOrder {
                        let slot = Int(entry.slot)
                        if !t.rowLazy[slot] || t.rowSeq[slot] != entry.seq { continue }
                        rows[slot].symbols.withUnsafeBufferPointer { symbols in
                            rows[slot].coefficients.withUnsafeBufferPointer { coefficients in
                                for i in 0..<symbols.count where basicSlot[Int(symbols[i])] >= 0 {
                                    let x = dense[Int(symbols[i])]
                                    // Lazy rows mention only externals among basic symbols.
                                    precondition(x >= 0, "a lazy row mentions a basic non-external")
                                    termCodes.append(PlanTerm.code(symbol: x, coefficient: coefficients[i],
                                                                   general: &generalTerms))
                                }
                            }
                        }
                        targets.append(dense[Int(t.rowBasic[slot])])
                        slots.append(Int32(slot))
                        start.append(Int32(termCodes.count))
                    }
                }
            }
        }
        self.termCodes = termCodes
        self.generalTerms = generalTerms
        self.targets = targets
        self.slots = slots
        self.start = start
    }

    /// Whether `other` computes the same values the same way: the same
    /// arrays, coefficients bit for bit (debug builds check a kept plan
    /// against a fresh one, see ``Solver/refreshValues()``).
    func isSame(as other: ValuePlan) -> Bool { difference(from: other) == nil }

    /// The dense index the `k`th term reads.
    func termSymbol(_ k: Int) -> Int {
        generalTerms.withUnsafeBufferPointer { PlanTerm.symbol(termCodes[k], $0) }
    }

    /// The first array that differs from `other`'s, by name, or nil.
    /// `denseIndex` may be shorter than a fresh plan's: symbols made since
    /// (slacks, errors, markers; a new external changes the shape) are not
    /// externals, and every look-up of a symbol past its end reads -1.
    func difference(from other: ValuePlan) -> String? {
        let common = min(denseIndex.count, other.denseIndex.count)
        if denseIndex[..<common] != other.denseIndex[..<common]
            || denseIndex[common...].contains(where: { $0 >= 0 })
            || other.denseIndex[common...].contains(where: { $0 >= 0 }) {
            return "denseIndex"
        }
        if externals != other.externals { return "externals" }
        if externalSlots != other.externalSlots { return "externalSlots" }
        if targets != other.targets { return "targets" }
        if slots != other.slots { return "slots" }
        if start != other.start { return "start" }
        if termCodes != other.termCodes { return "termCodes" }
        if generalTerms != other.generalTerms { return "generalTerms" }
        return nil
    }

    /// Every external's value into `values` (indexed by dense index, see
    /// above). Lazy rows mention no other basic symbols, and this plan
    /// leaves out nonbasic mentions.
    func run(_ t: Tableau, into values: inout [Double]) {
        if values.count != t.externals.count { values = [Double](repeating: 0, count: t.externals.count) }
        // Row constants from the dense copy beside the rows
        // (``Tableau/rowConstants``): 8 bytes a row, not a `Row`'s line.
        values.withUnsafeMutableBufferPointer { v in
            t.rowConstants.withUnsafeBufferPointer { constants in
                @inline(__always) func constant(_ slot: Int) -> Double { constants[slot] }
                externals.withUnsafeBufferPointer { xs in
                    externalSlots.withUnsafeBufferPointer { xslot in
                        for i in 0..<xs.count {
                            let slot = Int(xslot[i])
                            v[Int(xs[i])] = slot >= 0 ? constant(slot) : 0
                        }
                    }
                }
                targets.withUnsafeBufferPointer { ts in
                    slots.withUnsafeBufferPointer { ss in
                        start.withUnsafeBufferPointer { st in
                            termCodes.withUnsafeBufferPointer { codes in
                                generalTerms.withUnsafeBufferPointer { general in
                                    for i in 0..<ts.count {
                                        var sum = constant(Int(ss[i]))
                                        for k in Int(st[i])..<Int(st[i + 1]) {
                                            sum += PlanTerm.product(codes[k], v, general)
                                        }
                                        v[Int(ts[i])] = sum
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Scratch for ``Tableau/expanded(_:)``: a dense accumulator over symbols
/// with a list of the ones touched, and a max-heap of pending lazy rows.
final class Expander {
    /// The shape-version clock (see ``Tableau/touchShape()``).
    var clock = 0
    var acc: [Double] = []
    var touched: [Bool] = []
    var list: [Symbol] = []
    var pending: [Bool] = []
    var heap: [(seq: Int, slot: Int)] = []

    func reserve(_ n: Int) {
        if acc.count < n {
            let extra = n - acc.count
            acc += repeatElement(0, count: extra)
            touched += repeatElement(false, count: extra)
            pending += repeatElement(false, count: extra)
        }
    }

    @inline(__always)
    func addTerm(_ s: Symbol, _ c: Double, in t: Tableau, constant: inout Double) {
        let slot = t.basicSlot[Int(s)]
        if slot >= 0 && !t.rowLazy[Int(slot)] {
            let r = t.rows[Int(slot)]
            constant += c * r.constant
            // A settled centre's terms as its sum, one term per mention
            // rather than ~2N (Tableau+SettledSums.swift).
            if !t.settledSums.isEmpty, let sum = t.settledSums.first(where: { $0.centre == s }) {
                accumulate(sum.symbol, c)
                return
            }
            for (i, u) in r.symbols.enumerated() { accumulate(u, c * r.coefficients[i]) }
            return
        }
        accumulate(s, c)
        if slot >= 0 && !pending[Int(s)] {
            pending[Int(s)] = true
            push(t.rowSeq[Int(slot)], Int(slot))
        }
    }

    @inline(__always)
    func accumulate(_ s: Symbol, _ c: Double) {
        let i = Int(s)
        if !touched[i] {
            touched[i] = true
            list.append(s)
        }
        acc[i] += c
    }

    /// Takes a pending lazy symbol's summed coefficient out of the result.
    func take(_ s: Symbol) -> Double {
        let c = acc[Int(s)]
        acc[Int(s)] = 0
        pending[Int(s)] = false
        return c
    }

    func push(_ seq: Int, _ slot: Int) {
        heap.append((seq, slot))
        var i = heap.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            if heap[p].seq >= heap[i].seq { break }
            heap.swapAt(p, i)
            i = p
        }
    }

    func popNewest() -> Int? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1
                let r = l + 1
                var m = i
                if l < heap.count && heap[l].seq > heap[m].seq { m = l }
                if r < heap.count && heap[r].seq > heap[m].seq { m = r }
                if m == i { break }
                heap.swapAt(m, i)
                i = m
            }
        }
        return top.slot
    }

    /// The summed terms as a sorted row; resets the scratch.
    func collect() -> Row {
        list.sort()
        var row = Row()
        row.reserveCapacity(list.count)
        for s in list {
            let c = acc[Int(s)]
            if !Row.nearZero(c) {
                row.appendTerm(s, c)
            }
            acc[Int(s)] = 0
            touched[Int(s)] = false
        }
        list.removeAll(keepingCapacity: true)
        return row
    }
}
