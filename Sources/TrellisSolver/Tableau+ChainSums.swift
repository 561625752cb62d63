/// Chain sums: why a chain of required equal sizes costs O(N), not O(N²).
///
/// `v(i).width == v(i+1).width` for i = 0 … N−2, added in order, gives each
/// new width a row over the one before: `width(i+1) = width(i) + marker(i)`
/// (a fresh subject, Tableau+Lazy.swift). Written over nonbasic symbols,
/// `width(i) = width(0) + marker(0) + … + marker(i−1)`: every restricted
/// row that mentions `width(i)` (its view's hugging and compression
/// resistance) took i dummy markers, N²/2 over the chain (3,000 views: 9
/// million terms, 4.7 s), and every pivot of the optimisation rewrote rows
/// of that length.
///
/// Dummy markers never enter the basis and are zero in every constant, so
/// the simplex never reads them (the argument of Tableau+SettledSums.swift).
/// So a new row `w' = a·w + b·m` (constant 0, `a` and `b` ±1, `m` the new
/// link's dummy marker) whose `w` is basic with a row of the same shape
/// `w = c·x + e·δ` (constant 0, `c` and `e` ±1, `x` an external, `δ` a dummy
/// marker or chain sum) is stored as `w' = (a·c)·x + 1·σ`, with `σ` a new
/// dummy symbol, a *chain sum*, standing for `(a·e)·δ + b·m`: two terms, the
/// chain's earlier links summed once in `δ`. Each row of the chain then
/// names the chain's first external and one sum, and so does every
/// restricted row made from it.
///
/// Values are the dictionary's bit for bit: the row's constant is 0 as
/// before, and `x`'s coefficient is a product of ±1s, exact either way.
///
/// What still needs the markers, as for settled sums (and through them:
/// a settled sum's terms may name chain sums, a chain sum never names a
/// settled sum):
/// - a constant change of a marker moves the rows that hold a sum holding
///   it, at any depth, by the product of the coefficients on the way
///   (``sumsHolding(_:)``);
/// - a removal whose marker a sum holds, at any depth, or a dummy entering
///   the basis, first writes those sums back into every row that holds
///   them, newest first (``dissolveSums(holding:)``);
/// - a conflict's certificate names the markers, never a sum
///   (``withSettledSumsExpanded(_:)``).
///
/// A chain sum's terms don't change while it lives: only a dummy's
/// substitution could change them, and that dissolves every sum first.
///
/// What the common path pays (session 18): the tableau holds an optional
/// table, nil until the first sum and again after the last, so a copy of
/// the tableau or a journal retains nothing, and every hook returns at
/// once on nil. The table is three arrays of plain numbers, not a
/// dictionary or set: a `Dictionary<Symbol, …>`'s first storage had the
/// runtime look up `Hashable` conformances by scanning every conformance
/// record of the process (a third of a million instructions, once per
/// process). And a struct, not a class: a class's stored properties go
/// through the runtime's exclusivity check on every access (as
/// ``RowTerms`` notes), a tenth of the cost of making a sum
/// (docs/PERFORMANCE.md, session 18).
///
/// Layout: sum `p` (numbered in the order made, so newest first is
/// descending `p`) has the symbol `symbols[p]` and two terms, nodes `2p`
/// and `2p + 1` (sorted by symbol). A symbol's holders are a list through
/// the nodes that name it, oldest first (``SymbolEntry``'s `first` and
/// `last`, ``Node``'s `next`). A dissolved sum stays as a gap until the
/// gaps outnumber the live sums; `p` is live while its symbol's entry
/// says `p`.
struct ChainSums {
    /// By symbol: the sum whose symbol it is, plus one (0: none), and the
    /// first and last node naming it (-1: none).
    struct SymbolEntry {
        var position: Int32 = 0
        var first: Int32 = -1
        var last: Int32 = -1
    }

    /// A term of a sum, and the next node naming the same symbol (-1: none).
    struct Node {
        var symbol: Symbol
        var next: Int32
        var coefficient: Double
    }

    /// By sum: its symbol.
    private var symbols: [Symbol] = []
    /// By node (two a sum).
    private var nodes: [Node] = []
    /// By symbol (grown when a sum names a symbol past the end).
    private var entries: [SymbolEntry] = []
    /// Live sums.
    private(set) var count = 0

    /// One past the highest sum number (live or gap).
    var end: Int { symbols.count }

    /// The sum whose symbol is `s`, if `s` is a live one.
    @inline(__always)
    func index(of s: Symbol) -> Int? {
        let i = Int(s)
        guard i < entries.count else { return nil }
        let p = Int(entries[i].position)
        return p == 0 ? nil : p - 1
    }

    @inline(__always)
    func isLive(_ p: Int) -> Bool { Int(entries[Int(symbols[p])].position) == p + 1 }

    func symbol(at p: Int) -> Symbol { symbols[p] }

    /// Sum `p`'s terms as a row (constant 0).
    func terms(at p: Int) -> Row {
        var row = Row()
        row.appendTerm(nodes[2 * p].symbol, nodes[2 * p].coefficient)
        row.appendTerm(nodes[2 * p + 1].symbol, nodes[2 * p + 1].coefficient)
        return row
    }

    /// `s`'s coefficient in sum `p` (0 if it names it not).
    func coefficient(at p: Int, of s: Symbol) -> Double {
        nodes[2 * p].symbol == s ? nodes[2 * p].coefficient
            : nodes[2 * p + 1].symbol == s ? nodes[2 * p + 1].coefficient : 0
    }

    /// Whether a node names `s` (a live sum or a gap's).
    @inline(__always)
    func mayHold(_ s: Symbol) -> Bool { Int(s) < entries.count && entries[Int(s)].first >= 0 }

    /// Calls `body` with each live sum that names `s`, oldest first.
    @inline(__always)
    func forEachHolder(of s: Symbol, _ body: (Int) -> Void) {
        guard Int(s) < entries.count else { return }
        var n = Int(entries[Int(s)].first)
        while n >= 0 {
            let p = n >> 1
            if isLive(p) { body(p) }
            n = Int(nodes[n].next)
        }
    }

    /// Records `symbol` as the sum `c0·t0 + c1·t1` (`t0 < t1`).
    mutating func insert(_ symbol: Symbol, _ t0: Symbol, _ c0: Double, _ t1: Symbol, _ c1: Double) {
        if symbols.count >= 64 && symbols.count > 2 * count { compact() }
        let needed = Int(max(symbol, t1)) + 1
        if entries.count < needed {
            // Geometric: symbols are made one at a time.
            let more = max(needed, 2 * entries.count) - entries.count
            entries.append(contentsOf: repeatElement(SymbolEntry(), count: more))
        }
        let p = symbols.count
        symbols.append(symbol)
        entries[Int(symbol)].position = Int32(p + 1)
        count += 1
        appendNode(t0, c0)
        appendNode(t1, c1)
    }

    /// A term of the newest sum, at the end of its symbol's list.
    private mutating func appendNode(_ t: Symbol, _ c: Double) {
        let n = Int32(nodes.count)
        nodes.append(Node(symbol: t, next: -1, coefficient: c))
        let last = entries[Int(t)].last
        if last < 0 { entries[Int(t)].first = n } else { nodes[Int(last)].next = n }
        entries[Int(t)].last = n
    }

    /// Forgets sum `p` (a gap from now on; numbers don't change).
    mutating func remove(at p: Int) {
        entries[Int(symbols[p])].position = 0
        count -= 1
    }

    /// Drops the gaps: the live sums again, in the order made. Only from
    /// ``insert``, so no caller holds a number across it.
    private mutating func compact() {
        let old = self
        symbols.removeAll(keepingCapacity: true)
        nodes.removeAll(keepingCapacity: true)
        for i in entries.indices { entries[i] = SymbolEntry() }
        count = 0
        for p in old.symbols.indices where old.isLive(p) {
            let a = old.nodes[2 * p], b = old.nodes[2 * p + 1]
            insert(old.symbols[p], a.symbol, a.coefficient, b.symbol, b.coefficient)
        }
    }
}

extension Tableau {
    /// Rewrites `row` (a fresh external's definition, constant and marker
    /// in) in the chain form `(a·c)·x + σ` if it links to a basic external
    /// whose row is in that form; leaves it alone otherwise. Never while a
    /// journal runs (a rolled-back add would leave a sum behind).
    ///
    /// The caller checks first, inline, what fails for nearly every row
    /// (``mayLinkAChain(_:marker:)``): this call is for the links of a
    /// chain. Not inlined: its body would weigh on every add.
    @inline(never)
    mutating func formChainLink(_ row: inout Row, marker: Symbol) {
        guard keepsChainSums, heldRows == nil else { return }
        let s0 = row.symbols[0], s1 = row.symbols[1]
        let mi = s0 == marker ? 0 : s1 == marker ? 1 : -1
        guard mi >= 0 else { return }
        let w = mi == 0 ? s1 : s0
        guard kinds[Int(w)] == .external, kinds[Int(marker)] == .dummy else { return }
        let slot = Int(basicSlot[Int(w)])
        guard slot >= 0, rows[slot].constant == 0, rows[slot].count == 2 else { return }
        let a = row.coefficients[1 - mi], b = row.coefficients[mi]
        guard abs(a) == 1, abs(b) == 1 else { return }
        let link = rows[slot]
        var xi = -1
        for i in 0..<2 where kinds[Int(link.symbols[i])] == .external { xi = i }
        guard xi >= 0 else { return }
        let x = link.symbols[xi], c = link.coefficients[xi]
        let delta = link.symbols[1 - xi], e = link.coefficients[1 - xi]
        guard abs(c) == 1, abs(e) == 1, kinds[Int(delta)] == .dummy, !isSettledSum(delta),
              journal == nil else { return }
        let sigma = makeSymbol(.dummy)
        if chainSums == nil { chainSums = ChainSums() }
        if delta < marker {
            chainSums!.insert(sigma, delta, a * e, marker, b)
        } else {
            chainSums!.insert(sigma, marker, b, delta, a * e)
        }
        // The constant as it was (0 or -0: bit for bit).
        var form = Row(constant: row.constant)
        if x < sigma {
            form.appendTerm(x, a * c)
            form.appendTerm(sigma, 1)
        } else {
            form.appendTerm(sigma, 1)
            form.appendTerm(x, a * c)
        }
        row = form
    }

    /// Whether `row` (two terms, the marker's and another's) may be a link
    /// of a chain: its other symbol is basic with a row of two terms and
    /// constant 0. A few loads, inline in ``add(_:relation:priority:)``,
    /// so that a star of equal widths (`bench solver`'s grid: two-term rows
    /// whose other width has a longer row) doesn't pay a call per add.
    @inline(__always)
    func mayLinkAChain(_ row: Row, marker: Symbol) -> Bool {
        let s0 = row.symbols[0]
        let w = s0 == marker ? row.symbols[1] : s0
        let slot = Int(basicSlot[Int(w)])
        return slot >= 0 && rows[slot].count == 2 && rows[slot].constant == 0
    }

    /// How many chain sums the tableau keeps (tests count them).
    var chainSumCount: Int { chainSums?.count ?? 0 }

    /// Whether `s` is a chain sum's symbol.
    @inline(__always)
    func isChainSum(_ s: Symbol) -> Bool { chainSums?.index(of: s) != nil }

    /// Whether any sum, settled or chain, is kept: the hooks on the common
    /// path return at once when none is.
    @inline(__always)
    var keepsAnySum: Bool { !settledSums.isEmpty || chainSums != nil }

    /// Dissolves every sum (chain or settled) that holds one of `symbols`
    /// at any depth, or a settled sum whose centre is one of them: settled
    /// sums first (they may name chain sums, never the reverse), each kind
    /// newest first.
    mutating func dissolveSums(holding symbols: [Symbol]) {
        if !keepsAnySum { return }
        // Chain sums form a tree through their first terms (a link's marker
        // is named by its own sum only), so the walk meets each at most
        // once per symbol it starts from; duplicates are dropped after.
        var chain: [Int] = []
        var settled: [Symbol] = []
        var work = symbols
        for sum in settledSums where symbols.contains(sum.centre) && !settled.contains(sum.symbol) {
            settled.append(sum.symbol)
            work.append(sum.symbol)
        }
        while let s = work.popLast() {
            if let cs = chainSums {
                cs.forEachHolder(of: s) { p in
                    chain.append(p)
                    work.append(cs.symbol(at: p))
                }
            }
            for sum in settledSums where sum.terms.index(of: s) != nil && !settled.contains(sum.symbol) {
                settled.append(sum.symbol)
                work.append(sum.symbol)
            }
        }
        var i = settledSums.count - 1
        while i >= 0 {
            if settled.contains(settledSums[i].symbol) { dissolveSettledSum(at: i) }
            i -= 1
        }
        if chain.isEmpty { return }
        // Newest first: a sum names only older ones. Numbers don't change
        // while sums are dissolved (ChainSums).
        chain.sort(by: >)
        var last = -1
        for p in chain where p != last {
            last = p
            dissolveChainSum(at: p)
        }
    }

    /// Dissolves every sum, settled and chain.
    mutating func dissolveAllSums() {
        while !settledSums.isEmpty { dissolveSettledSum(at: settledSums.count - 1) }
        var p = (chainSums?.end ?? 0) - 1
        while p >= 0 {
            dissolveChainSum(at: p)
            p -= 1
        }
    }

    /// Writes chain sum `p`'s terms back into every row and objective level
    /// that holds its symbol, and releases the symbol (nothing if `p` is a
    /// gap or gone).
    mutating func dissolveChainSum(at p: Int) {
        guard let (sigma, terms) = liveChainSum(at: p) else { return }
        chainSums!.remove(at: p)
        if chainSums!.count == 0 { chainSums = nil }
        substitute(sigma, with: terms)
        releaseSymbol(sigma)
    }
}

extension Tableau {
    /// Chain sum `p`'s symbol and terms if it is live. A function of its
    /// own so that no copy of the table outlives it (a caller that then
    /// changes the table would copy its arrays).
    func liveChainSum(at p: Int) -> (Symbol, Row)? {
        guard let cs = chainSums, p < cs.end, cs.isLive(p) else { return nil }
        return (cs.symbol(at: p), cs.terms(at: p))
    }
}
