/// A ``Row``'s terms in one heap block: the object's header, then the
/// symbols, then the coefficients (`capacity` of each).
///
/// Why: a row used to keep its symbols and its coefficients in two arrays,
/// two blocks to allocate, to touch on every read of a term, and to free
/// one by one when the solver goes. Past the 1 MB second-level cache (from
/// ~3,000 views) freeing and first touching those scattered blocks was the
/// part of a build that grew faster than the views (issue 14;
/// docs/PERFORMANCE.md, `wave2-solvermem5`). One block halves the blocks a
/// row costs and puts a short row's symbols and coefficients on the same
/// cache lines.
///
/// Copy on write as an array: ``Row`` copies the block before changing it
/// when it is shared (``Row/makeUnique(capacity:)``). The elements are plain
/// numbers, so nothing is deinitialized.
final class RowTerms: ManagedBuffer<RowTerms.Header, Double> {
    struct Header {
        var count: Int
        var capacity: Int
    }

    /// The terms in the block. Read and written through the header's
    /// pointer: `header` is a stored class property, and every access to it
    /// went through the runtime's exclusivity check (`swift_beginAccess`).
    @inline(__always)
    var termCount: Int {
        get { withUnsafeMutablePointerToHeader { $0.pointee.count } }
        set { withUnsafeMutablePointerToHeader { $0.pointee.count = newValue } }
    }

    /// Room for this many terms.
    @inline(__always)
    var termCapacity: Int { withUnsafeMutablePointerToHeader { $0.pointee.capacity } }

    /// Words (`Double`s) the symbols take in front of the coefficients.
    @inline(__always)
    static func symbolWords(_ capacity: Int) -> Int { (capacity &+ 1) >> 1 }

    /// A block with room for `capacity` terms and none in it.
    @inline(__always)
    static func make(capacity: Int) -> RowTerms {
        let block = create(minimumCapacity: symbolWords(capacity) &+ capacity) { _ in
            Header(count: 0, capacity: capacity)
        }
        return unsafeDowncast(block, to: RowTerms.self)
    }

    /// The first symbol (valid while the block is alive).
    @inline(__always)
    var symbolBase: UnsafeMutablePointer<Symbol> {
        withUnsafeMutablePointerToElements { UnsafeMutableRawPointer($0).assumingMemoryBound(to: Symbol.self) }
    }

    /// The first coefficient (valid while the block is alive).
    @inline(__always)
    var coefficientBase: UnsafeMutablePointer<Double> {
        let words = RowTerms.symbolWords(termCapacity)
        return withUnsafeMutablePointerToElements { $0 + words }
    }
}

/// A row shares its block only until one side writes (copy on write, as an
/// array), so it is as safe to send as the two arrays were.
extension Row: @unchecked Sendable {}

/// A row's symbols, read-only, in order: what `row.symbols` reads.
struct RowSymbols: RandomAccessCollection, Equatable {
    @usableFromInline let terms: RowTerms?
    let count: Int

    @inline(__always)
    init(_ terms: RowTerms?) {
        self.terms = terms
        count = terms?.termCount ?? 0
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    @inline(__always) func index(after i: Int) -> Int { i &+ 1 }
    @inline(__always) func index(before i: Int) -> Int { i &- 1 }

    @inline(__always)
    subscript(i: Int) -> Symbol {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "row index out of range")
        return terms.unsafelyUnwrapped.symbolBase[i]
    }

    /// Calls `body` with the symbols (an empty buffer when there are none).
    ///
    /// The block is kept alive with `_fixLifetime`, not `withExtendedLifetime`:
    /// through that closure the callers' bodies stopped being inlined, and
    /// the variables they capture went through the runtime's exclusivity
    /// checks (+3 % instructions on `screen-200`).
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Symbol>) throws -> R) rethrows -> R {
        defer { _fixLifetime(terms) }
        return try body(UnsafeBufferPointer(start: terms?.symbolBase, count: count))
    }

    static func == (a: RowSymbols, b: RowSymbols) -> Bool { a.elementsEqual(b) }
}

/// A row's coefficients, read-only, in symbol order: what `row.coefficients` reads.
struct RowCoefficients: RandomAccessCollection, Equatable {
    @usableFromInline let terms: RowTerms?
    let count: Int

    @inline(__always)
    init(_ terms: RowTerms?) {
        self.terms = terms
        count = terms?.termCount ?? 0
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }
    @inline(__always) func index(after i: Int) -> Int { i &+ 1 }
    @inline(__always) func index(before i: Int) -> Int { i &- 1 }

    @inline(__always)
    subscript(i: Int) -> Double {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "row index out of range")
        return terms.unsafelyUnwrapped.coefficientBase[i]
    }

    /// Calls `body` with the coefficients (an empty buffer when there are none;
    /// kept alive as ``RowSymbols/withUnsafeBufferPointer(_:)`` says).
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Double>) throws -> R) rethrows -> R {
        defer { _fixLifetime(terms) }
        return try body(UnsafeBufferPointer(start: terms?.coefficientBase, count: count))
    }

    /// Bit for bit (a test compares rows built two ways).
    static func == (a: RowCoefficients, b: RowCoefficients) -> Bool {
        a.elementsEqual(b) { $0.bitPattern == $1.bitPattern }
    }
}

extension Row {
    /// The symbols, in order.
    var symbols: RowSymbols {
        @inline(__always) get { RowSymbols(terms) }
    }

    /// The coefficients, in symbol order.
    var coefficients: RowCoefficients {
        @inline(__always) get { RowCoefficients(terms) }
    }

    /// How many terms the row has.
    var count: Int {
        @inline(__always) get { terms?.termCount ?? 0 }
    }

    /// A row with these terms (sorted by symbol, no zero coefficients: the
    /// caller's promise, as when it appended to the two arrays).
    init(symbols: [Symbol], coefficients: [Double], constant: Double = 0) {
        precondition(symbols.count == coefficients.count)
        self.init(constant: constant)
        symbols.withUnsafeBufferPointer { s in
            coefficients.withUnsafeBufferPointer { c in appendTerms(s, c) }
        }
    }

    /// Makes the block this row's own, with room for at least `capacity`
    /// terms; a block that must grow at least doubles (appends stay
    /// amortized O(1)).
    @inline(__always)
    mutating func makeUnique(capacity needed: Int) {
        if isKnownUniquelyReferenced(&terms) && terms.unsafelyUnwrapped.termCapacity >= needed { return }
        reallocate(capacity: needed)
    }

    @inline(never)
    private mutating func reallocate(capacity needed: Int) {
        let old = terms
        let n = old?.termCount ?? 0
        let oldCapacity = old?.termCapacity ?? 0
        let capacity = needed > oldCapacity ? max(needed, oldCapacity &* 2, 2) : oldCapacity
        let fresh = RowTerms.make(capacity: capacity)
        if let old = old, n > 0 {
            fresh.symbolBase.update(from: old.symbolBase, count: n)
            fresh.coefficientBase.update(from: old.coefficientBase, count: n)
        }
        fresh.termCount = n
        terms = fresh
    }

    /// Room for `capacity` terms, so that appends up to it don't copy.
    mutating func reserveCapacity(_ capacity: Int) {
        if capacity <= count { return }
        makeUnique(capacity: capacity)
    }

    /// Calls `body` with the symbols and the coefficients, writable (the
    /// block made the row's own first), and the count.
    @inline(__always)
    mutating func withUnsafeMutableTerms<R>(
        _ body: (UnsafeMutablePointer<Symbol>, UnsafeMutablePointer<Double>, Int) throws -> R
    ) rethrows -> R {
        let n = count
        if n == 0 {
            // Nothing to write: no block to make.
            let s = UnsafeMutablePointer<Symbol>(bitPattern: MemoryLayout<Symbol>.alignment)!
            let c = UnsafeMutablePointer<Double>(bitPattern: MemoryLayout<Double>.alignment)!
            return try body(s, c, 0)
        }
        makeUnique(capacity: n)
        let t = terms.unsafelyUnwrapped
        defer { _fixLifetime(t) }
        return try body(t.symbolBase, t.coefficientBase, n)
    }

    /// Sets the coefficient at `i` (no change to the candidate heap).
    @inline(__always)
    mutating func setCoefficient(at i: Int, _ c: Double) {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "row index out of range")
        makeUnique(capacity: count)
        terms.unsafelyUnwrapped.coefficientBase[i] = c
    }

    /// Appends a term (its symbol above every symbol in the row).
    @inline(__always)
    mutating func appendTerm(_ s: Symbol, _ c: Double) {
        let n = count
        makeUnique(capacity: n &+ 1)
        let t = terms.unsafelyUnwrapped
        t.symbolBase[n] = s
        t.coefficientBase[n] = c
        t.termCount = n &+ 1
    }

    /// Appends terms (their symbols above every symbol in the row, sorted).
    mutating func appendTerms(_ s: UnsafeBufferPointer<Symbol>, _ c: UnsafeBufferPointer<Double>) {
        let m = s.count
        if m == 0 { return }
        let n = count
        makeUnique(capacity: n &+ m)
        let t = terms.unsafelyUnwrapped
        (t.symbolBase + n).update(from: s.baseAddress!, count: m)
        (t.coefficientBase + n).update(from: c.baseAddress!, count: m)
        t.termCount = n &+ m
    }

    /// Puts a term at `i`, shifting the ones from there.
    mutating func insertTerm(_ s: Symbol, _ c: Double, at i: Int) {
        let n = count
        precondition(i >= 0 && i <= n, "row index out of range")
        makeUnique(capacity: n &+ 1)
        let t = terms.unsafelyUnwrapped
        let sb = t.symbolBase, cb = t.coefficientBase
        (sb + i + 1).update(from: sb + i, count: n &- i)
        (cb + i + 1).update(from: cb + i, count: n &- i)
        sb[i] = s
        cb[i] = c
        t.termCount = n &+ 1
    }

    /// Drops the term at `i`, shifting the ones after it.
    mutating func removeTerm(at i: Int) {
        let n = count
        precondition(i >= 0 && i < n, "row index out of range")
        makeUnique(capacity: n)
        let t = terms.unsafelyUnwrapped
        let sb = t.symbolBase, cb = t.coefficientBase
        (sb + i).update(from: sb + i + 1, count: n &- i &- 1)
        (cb + i).update(from: cb + i + 1, count: n &- i &- 1)
        t.termCount = n &- 1
    }

    /// Drops the last `k` terms.
    mutating func removeLastTerms(_ k: Int) {
        let n = count
        precondition(k >= 0 && k <= n, "row index out of range")
        if k == 0 { return }
        makeUnique(capacity: n)
        terms.unsafelyUnwrapped.termCount = n &- k
    }

    /// Drops every term, keeping the block when it is the row's own.
    mutating func removeAllTerms() {
        if count == 0 { return }
        if isKnownUniquelyReferenced(&terms) {
            terms.unsafelyUnwrapped.termCount = 0
        } else {
            terms = nil
        }
    }

    /// This row's terms become `other`'s (the block shared until either changes).
    mutating func copyTerms(of other: Row) {
        terms = other.terms
    }
}
