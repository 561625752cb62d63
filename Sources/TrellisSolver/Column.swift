/// The row slots that may contain one symbol (``Tableau/columns``): up to
/// two kept in the value itself, more in an array.
///
/// Why: nearly every symbol is in one or two rows (a constraint's marker
/// or error in its own row and one more; a view's edge in its neighbour's
/// lazy row), yet a column of its own array cost a heap block per symbol,
/// ten blocks a view in a chain, each freed one by one when the solver
/// goes. At 6,400 views those blocks, scattered over the heap, no longer
/// fit the second-level cache, and allocating, growing and freeing them
/// was a share of the build that grew faster than the views
/// (docs/PERFORMANCE.md, `wave2-solveralloc`). Inline, a short column is
/// 16 bytes inside ``Tableau/columns`` and never touches malloc.
///
/// Representation: while `spill` is empty the entries are `first` and
/// `second`, -1 meaning absent (slots are never negative); once a third
/// entry comes, all entries move to `spill` and stay there (`first` and
/// `second` are -1), so a long column is one contiguous array as before.
struct Column: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral, Equatable {
    private var first: Int32 = -1
    private var second: Int32 = -1
    private var spill: [Int32] = []

    init() {}

    init(arrayLiteral elements: Int32...) {
        for e in elements { append(e) }
    }

    /// Whether the entries are in the array (tests check that short
    /// columns stay inline).
    var isSpilled: Bool { !spill.isEmpty }

    /// The same entries in the same order, however they are stored.
    static func == (a: Column, b: Column) -> Bool { a.elementsEqual(b) }

    var startIndex: Int { 0 }

    var endIndex: Int {
        @inline(__always) get {
            if !spill.isEmpty { return spill.count }
            return first < 0 ? 0 : second < 0 ? 1 : 2
        }
    }

    @inline(__always)
    func index(after i: Int) -> Int { i &+ 1 }

    @inline(__always)
    func index(before i: Int) -> Int { i &- 1 }

    subscript(i: Int) -> Int32 {
        @inline(__always) get {
            if !spill.isEmpty { return spill[i] }
            precondition(i >= 0 && i < endIndex, "Column index out of range")
            return i == 0 ? first : second
        }
        @inline(__always) set {
            if !spill.isEmpty {
                spill[i] = newValue
                return
            }
            precondition(i >= 0 && i < endIndex, "Column index out of range")
            if i == 0 { first = newValue } else { second = newValue }
        }
    }

    @inline(__always)
    mutating func append(_ slot: Int32) {
        if !spill.isEmpty {
            spill.append(slot)
        } else if first < 0 {
            first = slot
        } else if second < 0 {
            second = slot
        } else {
            spill = [first, second, slot]
            first = -1
            second = -1
        }
    }

    mutating func append(contentsOf other: Column) {
        for slot in other { append(slot) }
    }

    /// Drops the last `k` entries.
    mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "Column can't remove more entries than it has")
        if k == 0 { return }
        if !spill.isEmpty {
            spill.removeLast(k)
            return
        }
        let kept = count - k
        if kept < 2 { second = -1 }
        if kept < 1 { first = -1 }
    }

    /// A stream of the entries without a bounds check each.
    struct Iterator: IteratorProtocol {
        let first: Int32
        let second: Int32
        let spill: [Int32]
        var i = 0
        let n: Int

        @inline(__always)
        mutating func next() -> Int32? {
            guard i < n else { return nil }
            defer { i &+= 1 }
            if spill.isEmpty { return i == 0 ? first : second }
            return spill.withUnsafeBufferPointer { $0[i] }
        }
    }

    @inline(__always)
    func makeIterator() -> Iterator {
        Iterator(first: first, second: second, spill: spill, n: endIndex)
    }
}
