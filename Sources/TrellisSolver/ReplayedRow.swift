/// A long external row held during a long optimisation
/// (Tableau+HeldRows.swift): its terms by symbol, so each
/// substitution costs the pivot row's length instead of shifting the
/// row's sorted storage, and the sorted row is rebuilt once at the end.
///
/// Why (issue 14, docs/PERFORMANCE.md, `wave2-growth9`): in nested stacks
/// a column's height and bottom are external rows with a term or more per
/// stack row (~19,000 at 8,000 views), and every pivot of the final
/// optimisation substitutes into both, growing or shrinking them by a term
/// or two: the sorted arrays' tails moved each time, four times as many
/// entries per doubling of the views.
///
/// Every step is ``Row/add(_:times:skipping:buffer:added:)``'s, term for
/// term: the same floating-point operations on each coefficient in the
/// same order, a term dropped when its sum is near zero and made again if
/// a later pivot brings it back, the same symbols reported new in the same
/// order, the constant updated the same way. `ReplayedRowTests` compares it
/// with ``Row`` on random rows and pivots, bit for bit.
struct ReplayedRow {
    /// Coefficient by symbol; meaningful where `state` has ``present``.
    private var coefficients: [Double]
    private var state: [UInt8]
    /// The row's symbols when it was loaded, in order.
    private let original: [Symbol]
    /// Symbols made since the row was loaded and not in `original` (each once).
    private var extra: [Symbol] = []
    private(set) var constant: Double

    private static let present: UInt8 = 1
    private static let inOriginal: UInt8 = 2
    private static let listed: UInt8 = 4

    /// `symbolCount`: one more than the highest symbol the row can hold.
    init(_ row: Row, symbolCount: Int) {
        let count = max(symbolCount, row.symbols.last.map { Int($0) + 1 } ?? 0)
        coefficients = Array(repeating: 0, count: count)
        state = Array(repeating: 0, count: count)
        original = Array(row.symbols)
        constant = row.constant
        for (i, s) in row.symbols.enumerated() {
            coefficients[Int(s)] = row.coefficients[i]
            state[Int(s)] = Self.present | Self.inOriginal
        }
    }

    /// The coefficient of `symbol`, or nil if the row doesn't hold it.
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double? {
        let i = Int(symbol)
        return i < state.count && state[i] & Self.present != 0 ? coefficients[i] : nil
    }

    /// `self += k · source`, leaving out `skip`, as ``Row``'s add; new
    /// symbols are appended to `added`.
    mutating func add(_ source: Row, times k: Double, skipping skip: Symbol, added: inout [Symbol]) {
        constant += k * source.constant
        for j in source.symbols.indices {
            let b = source.symbols[j]
            if b == skip { continue }
            let c = k * source.coefficients[j]
            let i = Int(b)
            if i >= state.count { grow(to: i + 1) }
            if state[i] & Self.present != 0 {
                let sum = coefficients[i] + c
                if Row.nearZero(sum) {
                    state[i] &= ~Self.present
                } else {
                    coefficients[i] = sum
                }
                continue
            }
            if Row.nearZero(c) { continue }
            coefficients[i] = c
            state[i] |= Self.present
            if state[i] & (Self.inOriginal | Self.listed) == 0 {
                state[i] |= Self.listed
                extra.append(b)
            }
            added.append(b)
        }
        let s = Int(skip)
        if s < state.count { state[s] &= ~Self.present }
    }

    private mutating func grow(to count: Int) {
        coefficients.append(contentsOf: repeatElement(0, count: count - coefficients.count))
        state.append(contentsOf: repeatElement(0, count: count - state.count))
    }

    /// The terms held now, as a sorted ``Row``.
    var row: Row {
        var out = Row(constant: constant)
        let made = extra.sorted()
        out.reserveCapacity(original.count + made.count)
        var i = 0, j = 0
        while i < original.count || j < made.count {
            let s: Symbol
            if j >= made.count || (i < original.count && original[i] < made[j]) {
                s = original[i]
                i += 1
            } else {
                s = made[j]
                j += 1
            }
            if state[Int(s)] & Self.present != 0 {
                out.appendTerm(s, coefficients[Int(s)])
            }
        }
        return out
    }
}
