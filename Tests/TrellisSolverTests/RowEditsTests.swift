import XCTest
@testable import TrellisSolver

/// `Row.addSparse` applies its drops (the skipped symbol, cancelled terms)
/// and inserts (new symbols) in one pass at the end. The row it leaves must
/// be, bit for bit, the row the same terms give one at a time (`insert`,
/// then `remove` of the skipped symbol) and the full merge gives: same
/// symbols, same coefficients to the last bit, same constant, same symbols
/// reported new, in the same order.
final class RowEditsTests: XCTestCase {
    /// The reference: each source term put in on its own (a cancelled term
    /// is removed at once, a new one inserted at once), then the skipped
    /// symbol's entry dropped.
    private func oneByOne(_ row: Row, _ source: Row, times k: Double, skipping skip: Symbol) -> (Row, [Symbol]) {
        var row = row
        var added: [Symbol] = []
        row.constant += k * source.constant
        for (s, c) in zip(source.symbols, source.coefficients) where s != skip {
            if row.insert(s, k * c) { added.append(s) }
        }
        row.remove(skip)
        return (row, added)
    }

    private func assertSame(_ a: Row, _ b: Row, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.symbols, b.symbols, message, file: file, line: line)
        XCTAssertEqual(a.coefficients.map(\.bitPattern), b.coefficients.map(\.bitPattern), message, file: file, line: line)
        XCTAssertEqual(a.constant.bitPattern, b.constant.bitPattern, message, file: file, line: line)
    }

    /// Random long rows (up to 3,000 terms) and short sources mixing every
    /// kind of edit: up to eight cancelled terms, up to eight new symbols
    /// anywhere (before the first entry, between entries, past the end, next
    /// to a cancelled one), shared terms, and a skipped symbol that is in the
    /// row, not in it, or absent from the source.
    func testOnePassEditsMatchOneByOneAndTheFullMergeBitForBit() {
        for seed in UInt64(0)..<400 {
            var rng = SeededGenerator(seed: seed)
            var long = Row(constant: Double.random(in: -100...100, using: &rng))
            let length = Int.random(in: 1...(seed % 10 == 0 ? 3000 : 300), using: &rng)
            for s in Set((0..<length).map { _ in Int32.random(in: 1..<5000, using: &rng) * 2 }) {
                _ = long.insert(s, Double.random(in: -10...10, using: &rng))
            }
            guard !long.symbols.isEmpty else { continue }
            var short = Row(constant: Double.random(in: -5...5, using: &rng))
            let k = [1.0, -1.0, 0.37, -2.5, 1e-3][Int.random(in: 0..<5, using: &rng)]
            for _ in 0..<Int.random(in: 0...8, using: &rng) {  // cancel
                let s = long.symbols.randomElement(using: &rng)!
                if short.coefficient(for: s) == 0 { _ = short.insert(s, -long.coefficient(for: s) / k) }
            }
            for _ in 0..<Int.random(in: 0...8, using: &rng) {  // new (odd), some before the first or past the last
                let s = Int32.random(in: 0..<5002, using: &rng) * 2 + 1
                _ = short.insert(s, Double.random(in: -3...3, using: &rng))
            }
            for _ in 0..<Int.random(in: 0...4, using: &rng) {  // shared
                let s = long.symbols.randomElement(using: &rng)!
                if short.coefficient(for: s) == 0 { _ = short.insert(s, Double.random(in: 0.5...2, using: &rng)) }
            }
            let skip: Symbol
            switch seed % 4 {
            case 0: skip = .none
            case 1: skip = 3  // maybe in the source, never in the row
            default: skip = long.symbols.randomElement(using: &rng)!
            }
            if skip != .none && seed % 8 != 2 { _ = short.insert(skip, 4) }

            let (expected, expectedAdded) = oneByOne(long, short, times: k, skipping: skip)
            var viaMerge = long
            var mergeAdded: [Symbol] = []
            viaMerge.fullMergeForTesting(short, times: k, skipping: skip, added: &mergeAdded)
            for buffer in [nil, MergeBuffer(capacity: 1)] {
                var viaSparse = long
                var sparseAdded: [Symbol] = []
                viaSparse.addSparse(short, times: k, skipping: skip, buffer: buffer, added: &sparseAdded)
                assertSame(viaSparse, expected, "seed \(seed) against one by one")
                assertSame(viaSparse, viaMerge, "seed \(seed) against the full merge")
                XCTAssertEqual(sparseAdded, expectedAdded, "seed \(seed)")
                XCTAssertEqual(sparseAdded, mergeAdded, "seed \(seed)")
            }
        }
    }

    /// Every placement of one drop and one insert around each other in a
    /// short row, by hand: the insert in front of, at, and behind the
    /// dropped entry, and the row growing, shrinking or keeping its length.
    func testEveryPlacementOfDropsAndInsertsInASmallRow() {
        let base: [Symbol] = [10, 20, 30, 40]
        for cancelMask in 0..<16 {
            for new in [Symbol(5), 15, 25, 35, 45] {
                for newToo in [Symbol.none, 16, 46] {
                    var row = Row()
                    for s in base { _ = row.insert(s, 1) }
                    var source = Row()
                    for (i, s) in base.enumerated() where cancelMask & (1 << i) != 0 { _ = source.insert(s, -1) }
                    _ = source.insert(new, 2)
                    if newToo != .none { _ = source.insert(newToo, 3) }
                    let (expected, expectedAdded) = oneByOne(row, source, times: 1, skipping: .none)
                    var added: [Symbol] = []
                    row.addSparse(source, times: 1, skipping: .none, added: &added)
                    assertSame(row, expected, "mask \(cancelMask) new \(new) \(newToo)")
                    XCTAssertEqual(added, expectedAdded)
                    XCTAssertEqual(Array(row.symbols), row.symbols.sorted())
                }
            }
        }
    }
}
