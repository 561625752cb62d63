/// An objective level: a ``Row``'s terms (sorted by symbol) kept in chunks of
/// at most ``chunkLimit`` consecutive terms, so that a term put in or taken
/// out moves the entries of one chunk, not the row's whole tail.
///
/// Why (issue 14, docs/PERFORMANCE.md, `wave2-rowschunk`): the low levels of
/// a long stack hold a term per view (42,649 terms at 8,000 views of nested
/// stacks), and every pivot's substitution that grows or shrinks a level by
/// one shifted the tail of one contiguous array: 739M entries at 8,000 views,
/// four times as many per doubling. In chunks, each edit moves at most a
/// chunk's worth.
///
/// Every operation is ``Row``'s, term for term: the terms are read in the
/// same symbol order, each coefficient is computed by the same
/// floating-point operations, the same symbols are reported new in the same
/// order, and the candidate heap is kept or forgotten at the same moments
/// (`ChunkedRowTests` checks all of it against ``Row`` on random long rows).
struct ChunkedRow {
    /// A run of consecutive terms, in symbol order, never empty.
    struct Chunk {
        var symbols: [Symbol]
        var coefficients: [Double]
    }

    /// A chunk that grows past this is split in two.
    static let chunkLimit = 512
    /// A chunk that shrinks below this is joined to a neighbour.
    static let chunkFloor = 64

    private(set) var chunks: [Chunk] = []
    /// The first symbol of each chunk (a binary search finds the chunk).
    private var firsts: [Symbol] = []
    /// The number of terms.
    private(set) var count = 0
    var constant: Double = 0
    /// As ``Row/candidates``.
    var candidates: CandidateHeap? = nil

    init(constant: Double = 0) { self.constant = constant }

    /// The row's terms, constant and candidate heap.
    init(_ row: Row) {
        constant = row.constant
        candidates = row.candidates
        row.symbols.withUnsafeBufferPointer { s in
            row.coefficients.withUnsafeBufferPointer { c in setTerms(s, c) }
        }
    }

    var isConstant: Bool { count == 0 }

    /// The symbols in order (a copy: for tests and reports, not loops).
    var symbols: [Symbol] { chunks.flatMap(\.symbols) }
    /// The coefficients in symbol order (a copy, as ``symbols``).
    var coefficients: [Double] { chunks.flatMap(\.coefficients) }

    /// The same terms as one ``Row``.
    var row: Row {
        Row(symbols: symbols, coefficients: coefficients, constant: constant)
    }

    /// Calls `body` with each term in symbol order.
    @inline(__always)
    func forEachTerm(_ body: (Symbol, Double) throws -> Void) rethrows {
        for chunk in chunks {
            for i in chunk.symbols.indices { try body(chunk.symbols[i], chunk.coefficients[i]) }
        }
    }

    // MARK: Finding a term

    /// The chunk that holds `symbol` or would: the last one whose first
    /// symbol is not above it (the first chunk if none). The row must not be empty.
    @inline(__always)
    private func chunkIndex(for symbol: Symbol) -> Int {
        firsts.withUnsafeBufferPointer { f in
            var lo = 0, hi = f.count
            while lo < hi {
                let mid = (lo &+ hi) >> 1
                if f[mid] <= symbol { lo = mid &+ 1 } else { hi = mid }
            }
            return lo > 0 ? lo &- 1 : 0
        }
    }

    /// Where `symbol` is or would go: its chunk, its lower bound there, and
    /// whether it is there. The row must not be empty.
    /// (A level of one chunk, the usual case, skips the search for the chunk.)
    @inline(__always)
    private func locate(_ symbol: Symbol) -> (chunk: Int, index: Int, found: Bool) {
        let c = firsts.count == 1 ? 0 : chunkIndex(for: symbol)
        return chunks.withUnsafeBufferPointer { ch in
            ch[c].symbols.withUnsafeBufferPointer { s in
                var lo = 0, hi = s.count
                while lo < hi {
                    let mid = (lo &+ hi) >> 1
                    if s[mid] < symbol { lo = mid &+ 1 } else { hi = mid }
                }
                return (c, lo, lo < s.count && s[lo] == symbol)
            }
        }
    }

    func contains(_ symbol: Symbol) -> Bool {
        count > 0 && locate(symbol).found
    }

    @inline(__always)
    func coefficient(for symbol: Symbol) -> Double {
        guard count > 0 else { return 0 }
        let (c, i, found) = locate(symbol)
        return found ? chunks.withUnsafeBufferPointer { $0[c].coefficients.withUnsafeBufferPointer { $0[i] } } : 0
    }

    // MARK: Changing terms

    /// As ``Row/insert(_:_:)``.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        if count > 0 {
            let (c, i, found) = locate(symbol)
            if found {
                let sum = chunks[c].coefficients[i] + coefficient
                if Row.nearZero(sum) {
                    removeTerm(chunk: c, at: i)
                } else {
                    chunks[c].coefficients[i] = sum
                    noteCandidate(symbol, sum, length: count)
                }
                return false
            }
            if Row.nearZero(coefficient) { return false }
            insertTerm(chunk: c, at: i, symbol, coefficient)
        } else {
            if Row.nearZero(coefficient) { return false }
            chunks = [Chunk(symbols: [symbol], coefficients: [coefficient])]
            firsts = [symbol]
            count = 1
        }
        noteCandidate(symbol, coefficient, length: count)
        return true
    }

    /// As ``Row/remove(_:)``.
    mutating func remove(_ symbol: Symbol) {
        guard count > 0 else { return }
        let (c, i, found) = locate(symbol)
        if found { removeTerm(chunk: c, at: i) }
    }

    /// As ``Row/reverseSign()``.
    mutating func reverseSign() {
        candidates = nil
        constant = -constant
        for c in chunks.indices {
            for i in chunks[c].coefficients.indices { chunks[c].coefficients[i] = -chunks[c].coefficients[i] }
        }
    }

    /// As ``Row/add(_:times:skipping:buffer:added:)``: a short source is
    /// put in term by term (each term found by binary search), a long one is
    /// merged with the whole row. The same choice of path as ``Row`` (which
    /// decides whether the candidate heap is kept), the same results.
    mutating func add(
        _ source: Row, times k: Double, skipping skip: Symbol,
        buffer: MergeBuffer, added: inout [Symbol]
    ) {
        if source.symbols.count &* 16 < count {
            addSparse(source, times: k, skipping: skip, added: &added)
        } else {
            merge(source, times: k, skipping: skip, buffer: buffer, added: &added)
        }
    }

    /// As ``Row/addSparse(_:times:skipping:buffer:added:)``, each edit made
    /// at once in its chunk. The heap is told the length the row has in
    /// ``Row``'s version at the same moment (there the skipped symbol and the
    /// new terms stay until the end, the cancelled ones go at once).
    private mutating func addSparse(_ source: Row, times k: Double, skipping skip: Symbol, added: inout [Symbol]) {
        constant += k * source.constant
        let n = count
        var cancelled = 0
        for j in source.symbols.indices {
            let b = source.symbols[j]
            if b == skip { continue }
            let c = k * source.coefficients[j]
            var place = (chunk: 0, index: 0)
            if count > 0 {
                let (ci, i, found) = locate(b)
                if found {
                    let sum = chunks[ci].coefficients[i] + c
                    if Row.nearZero(sum) {
                        removeTerm(chunk: ci, at: i)
                        cancelled &+= 1
                    } else {
                        chunks[ci].coefficients[i] = sum
                        noteCandidate(b, sum, length: n &- cancelled)
                    }
                    continue
                }
                place = (ci, i)
            }
            if Row.nearZero(c) { continue }
            added.append(b)
            noteCandidate(b, c, length: n &- cancelled)
            if count > 0 {
                insertTerm(chunk: place.chunk, at: place.index, b, c)
            } else {
                chunks = [Chunk(symbols: [b], coefficients: [c])]
                firsts = [b]
                count = 1
            }
        }
        remove(skip)
    }

    /// As ``Row``'s full merge: both walked once, in symbol order, into
    /// `buffer`, then cut into chunks again.
    private mutating func merge(
        _ source: Row, times k: Double, skipping skip: Symbol,
        buffer: MergeBuffer, added: inout [Symbol]
    ) {
        let m = source.symbols.count
        candidates = nil
        constant += k * source.constant
        buffer.reserve(count &+ m)
        let os = buffer.symbols
        let oc = buffer.coefficients
        var out = 0
        var j = 0
        source.symbols.withUnsafeBufferPointer { ss in
            source.coefficients.withUnsafeBufferPointer { sc in
                /// A source term below every row term still to come.
                @inline(__always) func sourceOnly(_ j: Int) {
                    let b = ss[j]
                    let c = k * sc[j]
                    if !Row.nearZero(c) && b != skip {
                        os[out] = b
                        oc[out] = c
                        out &+= 1
                        added.append(b)
                    }
                }
                for chunk in chunks {
                    chunk.symbols.withUnsafeBufferPointer { ts in
                        chunk.coefficients.withUnsafeBufferPointer { tc in
                            for i in 0..<ts.count {
                                let a = ts[i]
                                while j < m && ss[j] < a {
                                    sourceOnly(j)
                                    j &+= 1
                                }
                                if a == skip { continue }
                                if j < m && ss[j] == a {
                                    let c = tc[i] + k * sc[j]
                                    if !Row.nearZero(c) {
                                        os[out] = a
                                        oc[out] = c
                                        out &+= 1
                                    }
                                    j &+= 1
                                } else {
                                    os[out] = a
                                    oc[out] = tc[i]
                                    out &+= 1
                                }
                            }
                        }
                    }
                }
                while j < m {
                    sourceOnly(j)
                    j &+= 1
                }
            }
        }
        setTerms(UnsafeBufferPointer(start: os, count: out), UnsafeBufferPointer(start: oc, count: out))
    }

    // MARK: Storage

    /// Replaces the terms: one chunk if they fit (its storage kept), else
    /// chunks of half the limit.
    private mutating func setTerms(_ s: UnsafeBufferPointer<Symbol>, _ c: UnsafeBufferPointer<Double>) {
        let n = s.count
        count = n
        firsts.removeAll(keepingCapacity: true)
        if n == 0 {
            chunks.removeAll(keepingCapacity: true)
            return
        }
        if n <= Self.chunkLimit {
            if chunks.isEmpty {
                chunks.append(Chunk(symbols: Array(s), coefficients: Array(c)))
            } else {
                if chunks.count > 1 { chunks.removeLast(chunks.count &- 1) }
                chunks[0].symbols.removeAll(keepingCapacity: true)
                chunks[0].symbols.append(contentsOf: s)
                chunks[0].coefficients.removeAll(keepingCapacity: true)
                chunks[0].coefficients.append(contentsOf: c)
            }
            firsts.append(s[0])
            return
        }
        chunks.removeAll(keepingCapacity: true)
        let size = Self.chunkLimit / 2
        var start = 0
        while start < n {
            var end = min(n, start &+ size)
            if n &- end < Self.chunkFloor { end = n }  // no short chunk at the end
            chunks.append(Chunk(symbols: Array(s[start..<end]), coefficients: Array(c[start..<end])))
            firsts.append(s[start])
            start = end
        }
    }

    private mutating func insertTerm(chunk c: Int, at i: Int, _ symbol: Symbol, _ coefficient: Double) {
        chunks[c].symbols.insert(symbol, at: i)
        chunks[c].coefficients.insert(coefficient, at: i)
        if i == 0 { firsts[c] = symbol }
        count &+= 1
        if chunks[c].symbols.count > Self.chunkLimit { split(c) }
    }

    private mutating func removeTerm(chunk c: Int, at i: Int) {
        chunks[c].symbols.remove(at: i)
        chunks[c].coefficients.remove(at: i)
        count &-= 1
        let left = chunks[c].symbols.count
        if left == 0 {
            chunks.remove(at: c)
            firsts.remove(at: c)
            return
        }
        if i == 0 { firsts[c] = chunks[c].symbols[0] }
        if left < Self.chunkFloor && chunks.count > 1 { join(c > 0 ? c &- 1 : c) }
    }

    /// Splits chunk `c` into two halves.
    private mutating func split(_ c: Int) {
        let n = chunks[c].symbols.count
        let half = n / 2
        let tail = Chunk(symbols: Array(chunks[c].symbols[half...]),
                         coefficients: Array(chunks[c].coefficients[half...]))
        chunks[c].symbols.removeLast(n &- half)
        chunks[c].coefficients.removeLast(n &- half)
        chunks.insert(tail, at: c &+ 1)
        firsts.insert(tail.symbols[0], at: c &+ 1)
    }

    /// Joins chunk `c + 1` to chunk `c` (split again if that is too long).
    private mutating func join(_ c: Int) {
        let next = chunks.remove(at: c &+ 1)
        firsts.remove(at: c &+ 1)
        chunks[c].symbols.append(contentsOf: next.symbols)
        chunks[c].coefficients.append(contentsOf: next.coefficients)
        if chunks[c].symbols.count > Self.chunkLimit { split(c) }
    }

    /// As ``Row/noteCandidate(_:_:length:)``.
    @inline(__always)
    private mutating func noteCandidate(_ symbol: Symbol, _ coefficient: Double, length: Int) {
        guard candidates != nil else { return }
        if candidates!.count > 2 &* length &+ 64 {
            candidates = nil
        } else {
            candidates!.push(symbol, rate: abs(coefficient))
        }
    }
}
