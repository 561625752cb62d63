/// One row of the simplex tableau: `basic = constant + Σ coefficient·symbol`.
///
/// Symbols are kept sorted by index, which gives three things at once:
/// merging two rows is a linear walk (substitution is the solver's hot loop),
/// a coefficient is found by binary search, and "the first symbol with a
/// negative coefficient" is also the lowest-indexed one, which is Bland's
/// anti-cycling rule for free.
struct Row {
    var symbols: [Symbol] = []
    var coefficients: [Double] = []
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
        guard candidates != nil else { return }
        // A level that goes unscanned for long forgets its heap rather than
        // grow it past twice its own length: the next scan costs what it
        // would have cost anyway, once per that many changes.
        if candidates!.count > 2 &* symbols.count &+ 64 {
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

    var isConstant: Bool { symbols.isEmpty }

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
        var lo = 0
        var hi = symbols.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if symbols[mid] < symbol { lo = mid + 1 } else { hi = mid }
        }
        if lo < symbols.count && symbols[lo] == symbol {
            let c = coefficients[lo] + coefficient
            if Row.nearZero(c) {
                symbols.remove(at: lo)
                coefficients.remove(at: lo)
            } else {
                coefficients[lo] = c
                noteCandidate(symbol, c)
            }
            return false
        }
        if Row.nearZero(coefficient) { return false }
        symbols.insert(symbol, at: lo)
        coefficients.insert(coefficient, at: lo)
        noteCandidate(symbol, coefficient)
        return true
    }

    mutating func remove(_ symbol: Symbol) {
        if let i = index(of: symbol) {
            symbols.remove(at: i)
            coefficients.remove(at: i)
        }
    }

    /// Multiplies the row by -1.
    mutating func reverseSign() {
        candidates = nil
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// For a row read as `0 = constant + a·symbol + …`, rewrites it as
    /// `symbol = -constant/a - …/a`, the definition of `symbol`.
    mutating func solve(for symbol: Symbol) {
        guard let i = index(of: symbol) else { return }
        candidates = nil
        let k = -1.0 / coefficients[i]
        symbols.remove(at: i)
        coefficients.remove(at: i)
        constant *= k
        for j in coefficients.indices { coefficients[j] *= k }
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
        if place < symbols.count && symbols[place] == lhs {
            // Not a pivot's row (a basic symbol isn't in its own row): the plain way.
            insert(lhs, -1)
            solve(for: rhs)
            return
        }
        let k = -1.0 / coefficients[i]
        candidates = nil
        move(from: i, to: place, lhs, -1)
        constant *= k
        for j in coefficients.indices { coefficients[j] *= k }
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
        symbols.removeAll(keepingCapacity: true)
        symbols.append(contentsOf: UnsafeBufferPointer(start: os, count: out))
        coefficients.removeAll(keepingCapacity: true)
        coefficients.append(contentsOf: UnsafeBufferPointer(start: oc, count: out))
    }
}

extension Row {
    /// ``add(_:times:skipping:buffer:added:)`` for a short source and a long
    /// row (a chain's total, an objective level): each source term is found
    /// by binary search and updated in place, so the cost follows the
    /// source's length rather than the row's. Same result, term for term,
    /// as the merge.
    ///
    /// The skipped symbol's slot is not closed at once: the first symbol the
    /// row gains moves into it, shifting only the entries between the two
    /// places. A pivot replaces a symbol by its definition, whose new symbols
    /// are mostly its neighbours in creation order, so a long row (a stack's
    /// total length, an objective level) no longer pays two memmoves of its
    /// tail per substitution, which made nested stacks grow quadratically.
    ///
    /// Symbols new to the row after the first are put in together at the
    /// end, each entry of the row moving at most once (a memmove per
    /// segment between two new symbols), where an insert each shifted the
    /// row's tail once per new symbol: a pivot's definition often brings two
    /// or three symbols into a long level or a stack's total.
    mutating func addSparse(
        _ source: Row, times k: Double, skipping skip: Symbol,
        buffer: MergeBuffer? = nil, added: inout [Symbol]
    ) {
        constant += k * source.constant
        // The skipped symbol stays in place (the row stays sorted, so binary
        // search still works) until a new symbol takes its slot.
        var hole = index(of: skip)
        let pendingBuffer = buffer ?? MergeBuffer(capacity: source.symbols.count)
        pendingBuffer.reserve(source.symbols.count)  // (reserve doesn't keep contents)
        var pending = 0
        for j in source.symbols.indices {
            let b = source.symbols[j]
            if b == skip { continue }
            let c = k * source.coefficients[j]
            let lo = lowerBound(b)
            if lo < symbols.count && symbols[lo] == b {
                let sum = coefficients[lo] + c
                if Row.nearZero(sum) {
                    symbols.remove(at: lo)
                    coefficients.remove(at: lo)
                    if let h = hole, lo < h { hole = h - 1 }
                } else {
                    coefficients[lo] = sum
                    noteCandidate(b, sum)
                }
                continue
            }
            if Row.nearZero(c) { continue }
            added.append(b)
            noteCandidate(b, c)
            if let h = hole {
                move(from: h, to: lo, b, c)
                hole = nil
                continue
            }
            // Sorted (the source is), after every symbol moved so far.
            pendingBuffer.symbols[pending] = b
            pendingBuffer.coefficients[pending] = c
            pending += 1
        }
        if let h = hole {
            symbols.remove(at: h)
            coefficients.remove(at: h)
        }
        if pending > 0 { insertSorted(pendingBuffer, count: pending) }
    }

    /// Puts `count` entries of `buffer` (sorted, none in the row) into the
    /// row, from the back: each segment of the row between two of their
    /// places is moved once, by the number of entries still to go in front
    /// of it.
    private mutating func insertSorted(_ buffer: MergeBuffer, count: Int) {
        let n = symbols.count
        // Appended one by one, not reserveCapacity(n + count): that sizes
        // the storage exactly, so the next insert would copy the row again.
        for _ in 0..<count {
            symbols.append(0)
            coefficients.append(0)
        }
        let ps = buffer.symbols
        let pc = buffer.coefficients
        symbols.withUnsafeMutableBufferPointer { s in
            coefficients.withUnsafeMutableBufferPointer { c in
                let sb = s.baseAddress!
                let cb = c.baseAddress!
                var end = n  // entries [0, end) of the old row are still in place
                var left = count
                while left > 0 {
                    let b = ps[left - 1]
                    var lo = 0, hi = end
                    while lo < hi {
                        let mid = (lo &+ hi) >> 1
                        if sb[mid] < b { lo = mid &+ 1 } else { hi = mid }
                    }
                    // [lo, end) moves right by `left`; the entry goes in front of it.
                    (sb + lo + left).update(from: sb + lo, count: end - lo)
                    (cb + lo + left).update(from: cb + lo, count: end - lo)
                    sb[lo + left - 1] = b
                    cb[lo + left - 1] = pc[left - 1]
                    end = lo
                    left -= 1
                }
            }
        }
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
        if hole < place {
            // [hole+1, place) move one left; the new entry goes at place-1.
            symbols.withUnsafeMutableBufferPointer { s in
                let base = s.baseAddress!
                (base + hole).update(from: base + hole + 1, count: place - hole - 1)
                base[place - 1] = symbol
            }
            coefficients.withUnsafeMutableBufferPointer { c in
                let base = c.baseAddress!
                (base + hole).update(from: base + hole + 1, count: place - hole - 1)
                base[place - 1] = coefficient
            }
        } else {
            // [place, hole) move one right; the new entry goes at place.
            symbols.withUnsafeMutableBufferPointer { s in
                let base = s.baseAddress!
                (base + place + 1).update(from: base + place, count: hole - place)
                base[place] = symbol
            }
            coefficients.withUnsafeMutableBufferPointer { c in
                let base = c.baseAddress!
                (base + place + 1).update(from: base + place, count: hole - place)
                base[place] = coefficient
            }
        }
    }
}

/// Raw scratch memory for ``Row/add(_:times:skipping:buffer:added:)``: the
/// merge loop writes here with no bounds or uniqueness checks.
final class MergeBuffer {
    private(set) var symbols: UnsafeMutablePointer<Symbol>
    private(set) var coefficients: UnsafeMutablePointer<Double>
    private var capacity: Int

    init(capacity: Int = 64) {
        self.capacity = capacity
        symbols = .allocate(capacity: capacity)
        coefficients = .allocate(capacity: capacity)
    }

    func reserve(_ count: Int) {
        if count <= capacity { return }
        let grown = max(count, capacity * 2)
        symbols.deallocate()
        coefficients.deallocate()
        symbols = .allocate(capacity: grown)
        coefficients = .allocate(capacity: grown)
        capacity = grown
    }

    deinit {
        symbols.deallocate()
        coefficients.deallocate()
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
