/// One row of the simplex tableau: `basic = constant + Σ coefficient·symbol`.
///
/// Symbols are kept sorted by index, which gives three things at once:
/// merging two rows is a linear walk (substitution is the solver's hot loop),
/// a coefficient is found by binary search, and "the first symbol with a
/// negative coefficient" is also the lowest-indexed one, which is Bland's
/// anti-cycling rule for free.
struct Row {
    /// The symbols and coefficients in one block, nil while there are none
    /// (read through ``symbols`` and ``coefficients``; see ``RowTerms``).
    var terms: RowTerms? = nil
    var constant: Double = 0
    /// For an objective level: a max-heap of possible entering symbols by
    /// the magnitude of their cost (ties to the lower symbol), or nil when
    /// unknown. See ``CandidateHeap``.
    ///
    /// Why: the steepest entering rule read the whole level every pivot, and
    /// a long stack's low levels hold a term per row, so a layout's build
    /// cost pivots × rows (issue 14). Every mutating method below either
    /// pushes the symbols whose coefficients it sets or forgets the heap
    /// (nil), so the heap never misses a candidate; entries that went stale
    /// are dropped when they reach the top. Rows built by appending to
    /// ``symbols`` directly start with nil. Only objective levels ever get a
    /// heap (``Tableau/enteringSymbolTracked``), so other rows pay one nil
    /// check per change.
    var candidates: CandidateHeap? = nil

    init(constant: Double = 0) { self.constant = constant }

    /// Notes that `symbol`'s coefficient was set to `coefficient` (see ``candidates``).
    @inline(__always)
    mutating func noteCandidate(_ symbol: Symbol, _ coefficient: Double) {
        noteCandidate(symbol, coefficient, length: symbols.count)
    }

    /// ``noteCandidate(_:_:)`` for a row whose length is `length` once the
    /// edits under way are applied (``addSparse(_:times:skipping:buffer:added:)``
    /// applies them at the end): the heap is forgotten at the same moment
    /// as if they had been applied one by one.
    @inline(__always)
    mutating func noteCandidate(_ symbol: Symbol, _ coefficient: Double, length: Int) {
        guard candidates != nil else { return }
        // A level that goes unscanned for long forgets its heap rather than
        // grow it past twice its own length: the next scan costs what it
        // would have cost anyway, once per that many changes.
        if candidates!.count > 2 &* length &+ 64 {
            candidates = nil
        } else {
            candidates!.push(symbol, rate: abs(coefficient))
        }
    }

    /// Coefficients smaller than this are treated as zero and dropped, so that
    /// floating-point residue never keeps a dead symbol alive.
    static let epsilon = 1e-8

    @inline(__always)
    static func nearZero(_ x: Double) -> Bool { x < epsilon && x > -epsilon }

    var isConstant: Bool { count == 0 }

    /// The index of `symbol` in ``symbols``, or nil.
    @inline(__always)
    func index(of symbol: Symbol) -> Int? {
        symbols.withUnsafeBufferPointer { s in
            var lo = 0
            var hi = s.count
            while lo < hi {
                let mid = (lo &+ hi) >> 1
                let v = s[mid]
                if v < symbol { lo = mid &+ 1 } else if v > symbol { hi = mid } else { return mid }
            }
            return nil
        }
    }

    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        if let i = index(of: symbol) { return coefficients[i] }
        return 0
    }

    /// Adds `coefficient` to the symbol's coefficient, dropping it if it
    /// becomes zero. Returns true if the symbol is new to the row.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        let lo = lowerBound(symbol)
        if lo < count && symbols[lo] == symbol {
            let c = coefficients[lo] + coefficient
            if Row.nearZero(c) {
                removeTerm(at: lo)
            } else {
                setCoefficient(at: lo, c)
                noteCandidate(symbol, c)
            }
            return false
        }
        if Row.nearZero(coefficient) { return false }
        insertTerm(symbol, coefficient, at: lo)
        noteCandidate(symbol, coefficient)
        return true
    }

    mutating func remove(_ symbol: Symbol) {
        if let i = index(of: symbol) { removeTerm(at: i) }
    }

    /// Multiplies the row by -1.
    mutating func reverseSign() {
        candidates = nil
        constant = -constant
        withUnsafeMutableTerms { _, c, n in
            for i in 0..<n { c[i] = -c[i] }
        }
    }

    /// For a row read as `0 = constant + a·symbol + …`, rewrites it as
    /// `symbol = -constant/a - …/a`, the definition of `symbol`.
    mutating func solve(for symbol: Symbol) {
        guard let i = index(of: symbol) else { return }
        candidates = nil
        let k = -1.0 / coefficients[i]
        removeTerm(at: i)
        constant *= k
        scaleCoefficients(by: k)
    }

    /// Multiplies every coefficient by `k` (not the constant).
    @inline(__always)
    private mutating func scaleCoefficients(by k: Double) {
        withUnsafeMutableTerms { _, c, n in
            for j in 0..<n { c[j] *= k }
        }
    }

    /// For a row read as `lhs = constant + b·rhs + …`, rewrites it as the
    /// definition of `rhs`: the pivot step.
    ///
    /// `rhs`'s slot is reused for `lhs` (only the entries between the two
    /// places shift), then the row is scaled: the same terms as inserting
    /// `lhs` and removing `rhs`, without two memmoves of a long row's tail.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        guard let i = index(of: rhs) else {
            insert(lhs, -1)
            return
        }
        let place = lowerBound(lhs)
        if place < count && symbols[place] == lhs {
            // Not a pivot's row (a basic symbol isn't in its own row): the plain way.
            insert(lhs, -1)
            solve(for: rhs)
            return
        }
        let k = -1.0 / coefficients[i]
        candidates = nil
        move(from: i, to: place, lhs, -1)
        constant *= k
        scaleCoefficients(by: k)
    }

    /// `self += k · source`, leaving out `skip` (the symbol being substituted
    /// away). New symbols are reported to `added`. The merge is written into
    /// `buffer` without per-element checks and copied back into the row's own
    /// storage, so steady state allocates nothing.
    mutating func add(
        _ source: Row, times k: Double, skipping skip: Symbol,
        buffer: MergeBuffer, added: inout [Symbol]
    ) {
        let n = symbols.count
        let m = source.symbols.count
        if m &* 16 < n {
            addSparse(source, times: k, skipping: skip, buffer: buffer, added: &added)
            return
        }
        merge(source, times: k, skipping: skip, buffer: buffer, added: &added)
    }

    /// The full merge (tests compare the sparse path with it).
    mutating func fullMergeForTesting(_ source: Row, times k: Double, skipping skip: Symbol, added: inout [Symbol]) {
        merge(source, times: k, skipping: skip, buffer: MergeBuffer(), added: &added)
    }

    /// Both rows walked once, in symbol order.
    private mutating func merge(
        _ source: Row, times k: Double, skipping skip: Symbol,
        buffer: MergeBuffer, added: inout [Symbol]
    ) {
        let n = symbols.count
        let m = source.symbols.count
        candidates = nil
        constant += k * source.constant
        buffer.reserve(n + m)
        let os = buffer.symbols
        let oc = buffer.coefficients
        var out = 0
        symbols.withUnsafeBufferPointer { ts in
            coefficients.withUnsafeBufferPointer { tc in
                source.symbols.withUnsafeBufferPointer { ss in
                    source.coefficients.withUnsafeBufferPointer { sc in
                        var i = 0
                        var j = 0
                        while i < n || j < m {
                            let a = i < n ? ts[i] : Int32.max
                            let b = j < m ? ss[j] : Int32.max
                            if a == skip {
                                i &+= 1
                            } else if a < b {
                                os[out] = a
                                oc[out] = tc[i]
                                out &+= 1
                                i &+= 1
                            } else if b < a {
                                let c = k * sc[j]
                                if !Row.nearZero(c) && b != skip {
                                    os[out] = b
                                    oc[out] = c
                                    out &+= 1
                                    added.append(b)
                                }
                                j &+= 1
                            } else {
                                let c = tc[i] + k * sc[j]
                                if !Row.nearZero(c) {
                                    os[out] = a
                                    oc[out] = c
                                    out &+= 1
                                }
                                i &+= 1
                                j &+= 1
                            }
                        }
                    }
                }
            }
        }
        replaceTerms(os, oc, count: out)
    }

    /// The row's terms become `count` of these (its block kept when it is
    /// the row's own and large enough).
    private mutating func replaceTerms(_ s: UnsafePointer<Symbol>, _ c: UnsafePointer<Double>, count: Int) {
        if count == 0 {
            removeAllTerms()
            return
        }
        makeUnique(capacity: count)
        let t = terms.unsafelyUnwrapped
        t.symbolBase.update(from: s, count: count)
        t.coefficientBase.update(from: c, count: count)
        t.termCount = count
    }
}

extension Row {
    /// ``add(_:times:skipping:buffer:added:)`` for a short source and a long
    /// row (a chain's total, an objective level): each source term is found
    /// by binary search and updated in place, so the cost follows the
    /// source's length rather than the row's. Same result, term for term,
    /// and the same floating-point operations in the same order, as the
    /// merge.
    ///
    /// The row's shape changes only at the end, in one pass
    /// (``applyEdits(inserts:deads:count:)``): the skipped symbol's slot,
    /// the symbols whose coefficients cancelled and the symbols new to the
    /// row are all known by then, and each entry of the row moves at most
    /// once, by the net number of entries gained or lost in front of it.
    /// Entries past the last edit move only if the row grew or shrank, and
    /// entries between a removal and an insert move by one.
    ///
    /// Why: a removal used to shift the row's tail there and then, once per
    /// cancelled symbol, and the new symbols' insert shifted it again. In
    /// nested stacks at 8,000 views a cancelled symbol's removal moved
    /// ~18,000 entries each time (1.7G entries, issue 14, wave 3 notes in
    /// docs/PERFORMANCE.md); a substitution that cancels three symbols and
    /// brings in two now moves the tail once, by one.
    mutating func addSparse(
        _ source: Row, times k: Double, skipping skip: Symbol,
        buffer: MergeBuffer? = nil, added: inout [Symbol]
    ) {
        constant += k * source.constant
        let n = symbols.count
        // The skipped symbol stays in place (so positions found by binary
        // search stay valid) and is dropped with the cancelled ones at the end.
        var skipAt = index(of: skip)
        let edits = buffer ?? MergeBuffer(capacity: source.symbols.count &+ 1)
        edits.reserve(source.symbols.count &+ 1)  // (reserve doesn't keep contents)
        var inserts = 0
        var deads = 0
        var cancelled = 0  // the row's length so far is n - cancelled (the skipped slot still counts)
        for j in source.symbols.indices {
            let b = source.symbols[j]
            if b == skip { continue }
            let c = k * source.coefficients[j]
            let lo = lowerBound(b)
            if lo < n && symbols[lo] == b {
                let sum = coefficients[lo] + c
                if Row.nearZero(sum) {
                    // Ascending (the source is sorted), the skipped slot in its place.
                    if let h = skipAt, h < lo {
                        edits.deads[deads] = h
                        deads &+= 1
                        skipAt = nil
                    }
                    edits.deads[deads] = lo
                    deads &+= 1
                    cancelled &+= 1
                } else {
                    setCoefficient(at: lo, sum)
                    noteCandidate(b, sum, length: n &- cancelled)
                }
                continue
            }
            if Row.nearZero(c) { continue }
            added.append(b)
            noteCandidate(b, c, length: n &- cancelled)
            edits.symbols[inserts] = b
            edits.coefficients[inserts] = c
            edits.places[inserts] = lo
            inserts &+= 1
        }
        if let h = skipAt {
            // After every cancelled slot below it: find its place in the list.
            var i = deads
            while i > 0 && edits.deads[i &- 1] > h {
                edits.deads[i] = edits.deads[i &- 1]
                i &-= 1
            }
            edits.deads[i] = h
            deads &+= 1
        }
        if inserts > 0 || deads > 0 { applyEdits(edits, inserts: inserts, deads: deads) }
    }

    /// Applies sorted edits to the row in one pass: `deads` (ascending
    /// indices of entries to drop) and `inserts` (entries new to the row,
    /// ascending, each with `places`: its lower bound in the row as it was).
    ///
    /// Between two edits, a segment of the row's entries moves by the number
    /// of inserts minus the number of drops in front of it. Segments moving
    /// left are moved first, left to right, then segments moving right,
    /// right to left: in that order no segment lands on one not yet moved
    /// (the row keeps its order, so the places the segments land on are
    /// disjoint and in order). Then the new entries are written into the
    /// gaps. Every entry moves at most once.
    private mutating func applyEdits(_ edits: MergeBuffer, inserts: Int, deads: Int) {
        let n = count
        let grown = inserts &- deads
        // Grown as appends grow it (at least doubling), not to the exact
        // size: the next insert would copy the row again.
        if grown > 0 {
            makeUnique(capacity: n &+ grown)
            terms.unsafelyUnwrapped.termCount = n &+ grown
        }
        let dead = edits.deads
        let place = edits.places
        let newSymbols = edits.symbols
        let newCoefficients = edits.coefficients
        withUnsafeMutableTerms { sb, cb, _ in
                @inline(__always) func shift(_ from: Int, _ to: Int, _ count: Int) {
                    if count <= 0 || from == to { return }
                    (sb + to).update(from: sb + from, count: count)
                    (cb + to).update(from: cb + from, count: count)
                }
                // Left-moving segments, left to right. An insert at p goes in
                // front of entry p, a drop at p removes it: the insert first.
                var pos = 0, delta = 0, di = 0, ii = 0
                while di < deads || ii < inserts {
                    let isInsert = ii < inserts && (di >= deads || place[ii] <= dead[di])
                    let at = isInsert ? place[ii] : dead[di]
                    if delta < 0 { shift(pos, pos &+ delta, at &- pos) }
                    if isInsert {
                        delta &+= 1
                        ii &+= 1
                        pos = at
                    } else {
                        delta &-= 1
                        di &+= 1
                        pos = at &+ 1
                    }
                }
                if delta < 0 { shift(pos, pos &+ delta, n &- pos) }
                // Right-moving segments, right to left, and the new entries.
                var end = n
                di = deads &- 1
                ii = inserts &- 1
                while di >= 0 || ii >= 0 {
                    let isDead = di >= 0 && (ii < 0 || dead[di] >= place[ii])
                    let at = isDead ? dead[di] &+ 1 : place[ii]
                    if delta > 0 { shift(at, at &+ delta, end &- at) }
                    if isDead {
                        delta &+= 1
                        end = dead[di]
                        di &-= 1
                    } else {
                        delta &-= 1
                        end = at
                        sb[at &+ delta] = newSymbols[ii]
                        cb[at &+ delta] = newCoefficients[ii]
                        ii &-= 1
                    }
                }
        }
        if grown < 0 { removeLastTerms(-grown) }
    }

    /// The first index whose symbol is not below `symbol`.
    @inline(__always)
    func lowerBound(_ symbol: Symbol) -> Int {
        symbols.withUnsafeBufferPointer { s in
            var lo = 0, hi = s.count
            while lo < hi {
                let mid = (lo &+ hi) >> 1
                if s[mid] < symbol { lo = mid &+ 1 } else { hi = mid }
            }
            return lo
        }
    }

    /// Drops the entry at `hole` and puts (`symbol`, `coefficient`) where it
    /// belongs (`place`: its lower bound with the hole still in), shifting
    /// only the entries between the two.
    @inline(__always)
    mutating func move(from hole: Int, to place: Int, _ symbol: Symbol, _ coefficient: Double) {
        withUnsafeMutableTerms { s, c, _ in
            if hole < place {
                // [hole+1, place) move one left; the new entry goes at place-1.
                (s + hole).update(from: s + hole + 1, count: place - hole - 1)
                s[place - 1] = symbol
                (c + hole).update(from: c + hole + 1, count: place - hole - 1)
                c[place - 1] = coefficient
            } else {
                // [place, hole) move one right; the new entry goes at place.
                (s + place + 1).update(from: s + place, count: hole - place)
                s[place] = symbol
                (c + place + 1).update(from: c + place, count: hole - place)
                c[place] = coefficient
            }
        }
    }
}

/// Raw scratch memory for ``Row/add(_:times:skipping:buffer:added:)``: the
/// merge loop writes here with no bounds or uniqueness checks.
final class MergeBuffer {
    private(set) var symbols: UnsafeMutablePointer<Symbol>
    private(set) var coefficients: UnsafeMutablePointer<Double>
    /// For ``Row/addSparse(_:times:skipping:buffer:added:)``: where each new
    /// entry goes in the row as it was, and the indices of entries to drop.
    private(set) var places: UnsafeMutablePointer<Int>
    private(set) var deads: UnsafeMutablePointer<Int>
    private var capacity: Int

    init(capacity: Int = 64) {
        self.capacity = capacity
        symbols = .allocate(capacity: capacity)
        coefficients = .allocate(capacity: capacity)
        places = .allocate(capacity: capacity)
        deads = .allocate(capacity: capacity)
    }

    func reserve(_ count: Int) {
        if count <= capacity { return }
        let grown = max(count, capacity * 2)
        symbols.deallocate()
        coefficients.deallocate()
        places.deallocate()
        deads.deallocate()
        symbols = .allocate(capacity: grown)
        coefficients = .allocate(capacity: grown)
        places = .allocate(capacity: grown)
        deads = .allocate(capacity: grown)
        capacity = grown
    }

    deinit {
        symbols.deallocate()
        coefficients.deallocate()
        places.deallocate()
        deads.deallocate()
    }
}

/// A binary max-heap of `(rate, symbol)`: the largest rate first, and among
/// equal rates the lowest symbol, which is the order in which the steepest
/// entering rule prefers candidates (largest cost magnitude, ties to the
/// first in symbol order). Entries may be stale (the symbol's cost has
/// changed since, or it can't enter): the reader checks each against the
/// level as it pops it. Equal entries pop one after the other, so repeats
/// are easy to pass over.
struct CandidateHeap {
    /// One array of entries (a single reference: a ``Row`` holding an
    /// optional heap copies as cheaply as one holding an optional array).
    private(set) var entries: [(rate: Double, symbol: Symbol)] = []

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    @inline(__always)
    private static func above(_ a: (rate: Double, symbol: Symbol), _ b: (rate: Double, symbol: Symbol)) -> Bool {
        a.rate > b.rate || (a.rate == b.rate && a.symbol < b.symbol)
    }

    mutating func push(_ symbol: Symbol, rate: Double) {
        entries.append((rate, symbol))
        entries.withUnsafeMutableBufferPointer { e in
            var i = e.count - 1
            let item = e[i]
            while i > 0 {
                let parent = (i - 1) >> 1
                if !Self.above(item, e[parent]) { break }
                e[i] = e[parent]
                i = parent
            }
            e[i] = item
        }
    }

    /// The top entry, taken off the heap.
    mutating func pop() -> (symbol: Symbol, rate: Double)? {
        guard let last = entries.popLast() else { return nil }
        if entries.isEmpty { return (last.symbol, last.rate) }
        let top = entries[0]
        entries.withUnsafeMutableBufferPointer { e in
            let n = e.count
            var i = 0
            while true {
                let l = 2 * i + 1
                if l >= n { break }
                var child = l
                if l + 1 < n && Self.above(e[l + 1], e[l]) { child = l + 1 }
                if !Self.above(e[child], last) { break }
                e[i] = e[child]
                i = child
            }
            e[i] = last
        }
        return (top.symbol, top.rate)
    }
}
