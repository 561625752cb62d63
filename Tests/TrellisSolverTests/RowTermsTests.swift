import XCTest
@testable import TrellisSolver

/// A row's terms live in one block (``RowTerms``) instead of two arrays
/// (docs/PERFORMANCE.md, `wave2-solvermem5`): the block must behave as the
/// two arrays did, copy on write included.
final class RowTermsTests: XCTestCase {
    private struct Reference {
        var symbols: [Symbol] = []
        var coefficients: [Double] = []
    }

    private func assertSame(_ row: Row, _ ref: Reference, _ message: String, line: UInt = #line) {
        XCTAssertEqual(Array(row.symbols), ref.symbols, message, line: line)
        XCTAssertEqual(row.coefficients.map(\.bitPattern), ref.coefficients.map(\.bitPattern), message, line: line)
        XCTAssertEqual(row.count, ref.symbols.count, message, line: line)
        row.symbols.withUnsafeBufferPointer { XCTAssertEqual(Array($0), ref.symbols, message, line: line) }
        row.coefficients.withUnsafeBufferPointer {
            XCTAssertEqual($0.map(\.bitPattern), ref.coefficients.map(\.bitPattern), message, line: line)
        }
    }

    /// Random edits through every writer, each checked against two arrays;
    /// a copy taken before each edit must keep the terms it had.
    func testEditsMatchTwoArraysAndCopiesStayPut() {
        var rng = SplitMix(seed: 0x5eed_7e27)
        for trial in 0..<200 {
            var row = Row()
            var ref = Reference()
            for step in 0..<60 {
                let message = "trial \(trial) step \(step)"
                let before = row
                let beforeRef = ref
                let n = ref.symbols.count
                switch rng.next() % 8 {
                case 0, 1:
                    // insert(_:_:) merges into a sorted row (may cancel).
                    let s = Symbol(rng.next() % 40)
                    let c = Double(Int(rng.next() % 9) - 4)
                    row.insert(s, c)
                    if let i = ref.symbols.firstIndex(of: s) {
                        let sum = ref.coefficients[i] + c
                        if Row.nearZero(sum) {
                            ref.symbols.remove(at: i)
                            ref.coefficients.remove(at: i)
                        } else {
                            ref.coefficients[i] = sum
                        }
                    } else if !Row.nearZero(c) {
                        let i = ref.symbols.firstIndex { $0 > s } ?? n
                        ref.symbols.insert(s, at: i)
                        ref.coefficients.insert(c, at: i)
                    }
                case 2 where n > 0:
                    let i = Int(rng.next() % UInt64(n))
                    row.removeTerm(at: i)
                    ref.symbols.remove(at: i)
                    ref.coefficients.remove(at: i)
                case 3:
                    let s = (ref.symbols.last ?? -1) + 1 + Symbol(rng.next() % 3)
                    row.appendTerm(s, 0.5)
                    ref.symbols.append(s)
                    ref.coefficients.append(0.5)
                case 4 where n > 0:
                    let i = Int(rng.next() % UInt64(n))
                    row.setCoefficient(at: i, -1.25)
                    ref.coefficients[i] = -1.25
                case 5:
                    row.reverseSign()
                    ref.coefficients = ref.coefficients.map { -$0 }
                case 6 where n > 0:
                    let k = Int(rng.next() % UInt64(n + 1))
                    row.removeLastTerms(k)
                    ref.symbols.removeLast(k)
                    ref.coefficients.removeLast(k)
                case 7:
                    if rng.next() % 4 == 0 {
                        row.removeAllTerms()
                        ref = Reference()
                    } else {
                        row.reserveCapacity(n + Int(rng.next() % 20))
                    }
                default:
                    break
                }
                assertSame(row, ref, message)
                assertSame(before, beforeRef, message + " (the copy)")
            }
        }
    }

    /// A copy shares the block until one side writes; an empty row has no block.
    func testCopiesShareTheBlockUntilAWrite() {
        var a = Row()
        XCTAssertNil(a.terms)
        for s in 0..<5 { a.appendTerm(Symbol(s), Double(s + 1)) }
        var b = a
        XCTAssertTrue(a.terms === b.terms)
        b.setCoefficient(at: 2, 9)
        XCTAssertFalse(a.terms === b.terms)
        XCTAssertEqual(a.coefficients[2], 3)
        XCTAssertEqual(b.coefficients[2], 9)
        var c = Row()
        c.copyTerms(of: a)
        XCTAssertTrue(c.terms === a.terms)
        XCTAssertEqual(Row(symbols: [1, 4], coefficients: [2, -3], constant: 7).symbols, Row(symbols: [1, 4], coefficients: [0.5, 1]).symbols)
    }

    /// Growing keeps the terms and at least doubles the room (appends stay cheap).
    func testGrowthKeepsTermsAndDoubles() {
        var row = Row()
        var blocks = 0
        // The block's identity, not a reference: holding one would share
        // the block, and every append would copy it.
        var last: ObjectIdentifier? = nil
        for s in 0..<1000 {
            row.appendTerm(Symbol(s), Double(s))
            let id = row.terms.map(ObjectIdentifier.init)
            if id != last { blocks += 1; last = id }
        }
        XCTAssertEqual(Array(row.symbols), (0..<1000).map { Symbol($0) })
        XCTAssertEqual(Array(row.coefficients), (0..<1000).map { Double($0) })
        XCTAssertLessThanOrEqual(blocks, 11)
    }
}

/// A small deterministic generator (SplitMix64).
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
