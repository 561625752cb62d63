import XCTest
@testable import TrellisSolver

/// ChunkedRow.swift: an objective level kept in sorted chunks (issue 14,
/// `wave2-rowschunk`). Every operation must leave what ``Row`` leaves, bit
/// for bit: the same terms in the same order, the same coefficients to the
/// last bit, the same constant, the same symbols reported new in the same
/// order, and the same candidate heap (kept, grown or forgotten at the same
/// moments). These tests run a ``Row`` and a ``ChunkedRow`` side by side
/// through random long rows and every kind of change.
final class ChunkedRowTests: XCTestCase {
    private func assertSame(_ chunked: ChunkedRow, _ row: Row, _ message: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(chunked.symbols, Array(row.symbols), message, file: file, line: line)
        XCTAssertEqual(chunked.coefficients.map(\.bitPattern), row.coefficients.map(\.bitPattern), message, file: file, line: line)
        XCTAssertEqual(chunked.constant.bitPattern, row.constant.bitPattern, message, file: file, line: line)
        XCTAssertEqual(chunked.count, row.symbols.count, message, file: file, line: line)
        XCTAssertEqual(chunked.isConstant, row.isConstant, message, file: file, line: line)
        XCTAssertEqual(chunked.candidates == nil, row.candidates == nil, message, file: file, line: line)
        if let a = chunked.candidates, let b = row.candidates {
            XCTAssertEqual(a.entries.map(\.symbol), b.entries.map(\.symbol), message, file: file, line: line)
            XCTAssertEqual(a.entries.map(\.rate.bitPattern), b.entries.map(\.rate.bitPattern), message, file: file, line: line)
        }
        // The storage's own rules: chunks in order, none empty or too long,
        // none too short unless it is the only one.
        var last = Symbol.min
        for chunk in chunked.chunks {
            XCTAssertFalse(chunk.symbols.isEmpty, message, file: file, line: line)
            XCTAssertLessThanOrEqual(chunk.symbols.count, ChunkedRow.chunkLimit, message, file: file, line: line)
            if chunked.chunks.count > 1 {
                XCTAssertGreaterThanOrEqual(chunk.symbols.count, ChunkedRow.chunkFloor, message, file: file, line: line)
            }
            XCTAssertEqual(chunk.symbols.count, chunk.coefficients.count, message, file: file, line: line)
            for s in chunk.symbols {
                XCTAssertGreaterThan(s, last, message, file: file, line: line)
                last = s
            }
        }
    }

    private func randomSource(_ rng: inout SeededGenerator, terms: Int, from row: Row, cancelling: Int, k: Double) -> Row {
        var source = Row(constant: Double.random(in: -5...5, using: &rng))
        for _ in 0..<cancelling where !row.symbols.isEmpty {  // terms that cancel exactly
            let s = row.symbols.randomElement(using: &rng)!
            if source.coefficient(for: s) == 0 { _ = source.insert(s, -row.coefficient(for: s) / k) }
        }
        for _ in 0..<terms {  // shared or new, anywhere
            _ = source.insert(Int32.random(in: 0..<8000, using: &rng), Double.random(in: -3...3, using: &rng))
        }
        return source
    }

    /// Rows grown to up to 6,000 terms (a dozen chunks and more) and shrunk
    /// again, through sparse adds (a pivot's short definition: the path that
    /// keeps the heap), full merges (a long source), inserts that add,
    /// update or cancel a term, removals, sign changes; with a candidate heap
    /// and without.
    func testEveryChangeMatchesRowBitForBit() {
        var maxChunks = 0
        var merges = 0, sparse = 0
        let buffer = MergeBuffer()
        for seed in UInt64(0)..<30 {
            var rng = SeededGenerator(seed: seed)
            var row = Row(constant: Double.random(in: -100...100, using: &rng))
            let length = Int.random(in: 0...(seed % 4 == 0 ? 6000 : 1500), using: &rng)
            for _ in 0..<length {
                _ = row.insert(Int32.random(in: 0..<8000, using: &rng), Double.random(in: -10...10, using: &rng))
            }
            if seed % 2 == 0 { row.candidates = CandidateHeap() }
            var chunked = ChunkedRow(row)
            assertSame(chunked, row, "seed \(seed) start")
            for step in 0..<200 {
                let message = "seed \(seed) step \(step)"
                switch rng.next() % 10 {
                case 0, 1, 2, 3:
                    // Short source: the sparse path once the row is long.
                    let k = [1.0, -1.0, 0.37, -2.5, 1e-3][Int.random(in: 0..<5, using: &rng)]
                    let source = randomSource(&rng, terms: Int.random(in: 0...6, using: &rng), from: row,
                                              cancelling: Int.random(in: 0...6, using: &rng), k: k)
                    let skip: Symbol = rng.next() % 3 == 0 || row.symbols.isEmpty ? .none : row.symbols.randomElement(using: &rng)!
                    var a: [Symbol] = [], b: [Symbol] = []
                    if source.symbols.count * 16 < row.symbols.count { sparse += 1 } else { merges += 1 }
                    row.add(source, times: k, skipping: skip, buffer: buffer, added: &a)
                    chunked.add(source, times: k, skipping: skip, buffer: buffer, added: &b)
                    XCTAssertEqual(a, b, message)
                case 4:
                    // Long source: the full merge (and a skipped symbol in the row).
                    let k = Double.random(in: -2...2, using: &rng)
                    let source = randomSource(&rng, terms: Int.random(in: 0...(row.symbols.count / 8 + 20), using: &rng),
                                              from: row, cancelling: 20, k: k)
                    let skip: Symbol = row.symbols.isEmpty ? .none : row.symbols.randomElement(using: &rng)!
                    var a: [Symbol] = [], b: [Symbol] = []
                    if source.symbols.count * 16 < row.symbols.count { sparse += 1 } else { merges += 1 }
                    row.add(source, times: k, skipping: skip, buffer: buffer, added: &a)
                    chunked.add(source, times: k, skipping: skip, buffer: buffer, added: &b)
                    XCTAssertEqual(a, b, message)
                case 5, 6:
                    // A run of inserts: new, updated, cancelled.
                    for _ in 0..<Int.random(in: 1...40, using: &rng) {
                        let s: Symbol, c: Double
                        if !row.symbols.isEmpty && rng.next() % 3 == 0 {
                            s = row.symbols.randomElement(using: &rng)!
                            c = rng.next() % 2 == 0 ? -row.coefficient(for: s) : Double.random(in: -1...1, using: &rng)
                        } else {
                            s = Int32.random(in: 0..<8000, using: &rng)
                            c = Double.random(in: -4...4, using: &rng)
                        }
                        XCTAssertEqual(row.insert(s, c), chunked.insert(s, c), message)
                    }
                case 7, 8:
                    // A run of removals (shrinks chunks until they join).
                    for _ in 0..<Int.random(in: 1...(row.symbols.count / 10 + 2), using: &rng) {
                        let s = row.symbols.randomElement(using: &rng) ?? 5
                        row.remove(s)
                        chunked.remove(s)
                    }
                default:
                    row.reverseSign()
                    chunked.reverseSign()
                }
                if seed % 2 == 0 && row.candidates == nil && step % 7 == 0 {
                    row.candidates = CandidateHeap()
                    chunked.candidates = CandidateHeap()
                }
                assertSame(chunked, row, message)
                for _ in 0..<5 {
                    let s = Int32.random(in: 0..<8000, using: &rng)
                    XCTAssertEqual(chunked.coefficient(for: s).bitPattern, row.coefficient(for: s).bitPattern, message)
                    XCTAssertEqual(chunked.contains(s), row.index(of: s) != nil, message)
                }
                maxChunks = max(maxChunks, chunked.chunks.count)
            }
        }
        // Not vacuous: rows ran to many chunks, and both paths were taken often.
        XCTAssertGreaterThan(maxChunks, 10)
        XCTAssertGreaterThan(sparse, 1000)
        XCTAssertGreaterThan(merges, 500)
    }

    /// Terms are read in symbol order across chunk boundaries, and a row
    /// round-trips through ``ChunkedRow/row``.
    func testTermsInOrderAcrossChunks() {
        var row = Row(constant: 2)
        for s in stride(from: Int32(3000), to: 0, by: -1) { row.insert(s, Double(s) / 7) }
        let chunked = ChunkedRow(row)
        XCTAssertGreaterThan(chunked.chunks.count, 5)
        var seen: [Symbol] = [], values: [Double] = []
        chunked.forEachTerm { s, c in seen.append(s); values.append(c) }
        XCTAssertEqual(seen, Array(1...3000))
        XCTAssertEqual(values, Array(row.coefficients))
        XCTAssertEqual(chunked.row.symbols, row.symbols)
        XCTAssertEqual(chunked.row.constant, 2)
    }
}
