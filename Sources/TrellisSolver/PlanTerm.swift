/// A lazy row's mention of a basic external in a ``ValuePlan``: 4 bytes
/// when its coefficient is 1 or -1, as nearly all are (a view's
/// `right = left + width`, an edge equal to another), where a symbol and a
/// coefficient took 12.
///
/// A code `>= 0` is `symbol << 1 | negative`; a code `< 0` is `~j` for the
/// `j`th ``GeneralTerm`` of the plan, which holds the symbol and any other
/// coefficient. The symbols are the plan's dense external indices.
///
/// Why: a resize reads every value back after its pivot, and at 6,400 views
/// (`screen-6400`: 31,356 terms, 30,713 of them ±1) the plan's pass no
/// longer fits the 1 MB second-level cache; the coefficients were a third of
/// what it streams (docs/PERFORMANCE.md, `wave2-solvermem6`). The sums are
/// the same bit for bit: the term is still `coefficient * value`, with the
/// same coefficient, added in the same order.
enum PlanTerm {
    /// Where a unit code stops: symbols from here on are general terms.
    static let unitLimit: Int32 = 1 << 30

    /// The code of `symbol · coefficient`; a general term is appended to `general`.
    static func code(symbol: Int32, coefficient: Double, general: inout [GeneralTerm]) -> Int32 {
        if symbol >= 0 && symbol < unitLimit {
            if coefficient == 1 { return symbol << 1 }
            if coefficient == -1 { return symbol << 1 | 1 }
        }
        general.append(GeneralTerm(symbol: symbol, coefficient: coefficient))
        return ~Int32(general.count - 1)
    }

    /// The dense index the term reads.
    @inline(__always)
    static func symbol(_ code: Int32, _ general: UnsafeBufferPointer<GeneralTerm>) -> Int {
        code >= 0 ? Int(code >> 1) : Int(general[Int(~code)].symbol)
    }

    /// The term's coefficient.
    @inline(__always)
    static func coefficient(_ code: Int32, _ general: UnsafeBufferPointer<GeneralTerm>) -> Double {
        code >= 0 ? (code & 1 == 0 ? 1 : -1) : general[Int(~code)].coefficient
    }

    /// `coefficient · values[symbol]`, as ``ValuePlan/run(_:into:)`` adds it.
    @inline(__always)
    static func product(
        _ code: Int32, _ values: UnsafeMutableBufferPointer<Double>, _ general: UnsafeBufferPointer<GeneralTerm>
    ) -> Double {
        if code >= 0 {
            let c: Double = code & 1 == 0 ? 1 : -1
            return c * values[Int(code >> 1)]
        }
        let g = general[Int(~code)]
        return g.coefficient * values[Int(g.symbol)]
    }
}

/// A ``PlanTerm`` whose coefficient is not 1 or -1.
struct GeneralTerm: Equatable {
    var symbol: Int32
    var coefficient: Double

    static func == (a: GeneralTerm, b: GeneralTerm) -> Bool {
        a.symbol == b.symbol && a.coefficient.bitPattern == b.coefficient.bitPattern
    }
}
