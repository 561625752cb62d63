import XCTest
@testable import TrellisSolver

/// Row.swift (`candidates`, batched inserts) and Tableau+Simplex.swift
/// (`enteringSymbolTracked`), issue 14: a pivot no longer reads a whole
/// objective level to choose its entering symbol, and a short row added into
/// a long one moves each entry at most once. Both must leave the solver's
/// choices exactly as they were: the tracked choice is compared with the full
/// scan (itself checked against the written-out rule in
/// `TableauSimplexTests`) after every kind of change a level goes through.
final class EnteringCandidatesTests: XCTestCase {
    /// A tableau of mixed symbol kinds with `levels` random objective levels.
    private func randomTableau(_ rng: inout SeededGenerator, count: Int, levels: Int) -> (Tableau, [Symbol]) {
        var t = Tableau()
        let kinds: [SymbolKind] = [.external, .slack, .error, .error, .slack, .dummy]
        var symbols: [Symbol] = []
        for _ in 0..<count { symbols.append(t.makeSymbol(kinds[Int(rng.next() % UInt64(kinds.count))])) }
        for k in 0..<levels {
            var row = Row()
            for s in symbols where rng.next() % (k < levels - 1 ? 5 : 2) == 0 {
                let c = (Double(rng.next() % 2001) - 1000) / 100
                if c != 0 { row.appendTerm(s, c) }
            }
            t.objective.append(ChunkedRow(row))
            t.levelPriority.append(1000 - Double(k))
        }
        return (t, symbols)
    }

    private func randomSource(_ rng: inout SeededGenerator, _ symbols: [Symbol], terms: Int) -> Row {
        var source = Row(constant: Double(rng.next() % 7))
        for _ in 0..<terms {
            let s = symbols[Int(rng.next() % UInt64(symbols.count))]
            _ = source.insert(s, (Double(rng.next() % 401) - 200) / 50)
        }
        return source
    }

    /// After each random change to a level (a sparse add, a full merge, an
    /// insert, a removal, a sign change, a term that cancels exactly), the
    /// tracked choice is the full scan's, Bland's and steepest alike.
    func testTrackedChoiceMatchesTheFullScanThroughEveryKindOfChange() {
        var rng = SeededGenerator(seed: 1414)
        var compared = 0, found = 0
        for trial in 0..<60 {
            var (t, symbols) = randomTableau(&rng, count: 80 + trial * 3, levels: 1 + trial % 3)
            for _ in 0..<80 {
                let k = Int(rng.next() % UInt64(t.objective.count))
                var added: [Symbol] = []
                switch rng.next() % 7 {
                case 0, 1, 2:
                    // A pivot's definition into a long level: the sparse path.
                    let source = randomSource(&rng, symbols, terms: 1 + Int(rng.next() % 4))
                    let skip = t.objective[k].symbols.isEmpty ? Symbol.none
                        : t.objective[k].symbols[Int(rng.next() % UInt64(t.objective[k].symbols.count))]
                    t.objective[k].add(source, times: (Double(rng.next() % 9) - 4) / 2 + 0.25, skipping: skip,
                                       buffer: t.buffer, added: &added)
                case 3:
                    // A long source: the full merge.
                    let source = randomSource(&rng, symbols, terms: 40)
                    t.objective[k].add(source, times: -1, skipping: .none, buffer: t.buffer, added: &added)
                case 4:
                    let s = symbols[Int(rng.next() % UInt64(symbols.count))]
                    t.objective[k].insert(s, (Double(rng.next() % 401) - 200) / 50)
                case 5:
                    if let s = t.objective[k].symbols.first { t.objective[k].remove(s) }
                default:
                    // Cancel a positive term exactly, then make it negative.
                    if let i = t.objective[k].coefficients.firstIndex(where: { $0 > 0 }) {
                        let s = t.objective[k].symbols[i]
                        t.objective[k].insert(s, -t.objective[k].coefficients[i])
                        t.objective[k].insert(s, -0.75)
                    } else {
                        t.objective[k].reverseSign()
                    }
                }
                for level in t.objective.indices {
                    for steepest in [true, false] {
                        let want = t.enteringSymbol(level: level, steepest: steepest)
                        let got = t.enteringSymbolTracked(level: level, steepest: steepest)
                        XCTAssertEqual(got?.0, want?.0, "trial \(trial) level \(level)")
                        XCTAssertEqual(got?.1, want?.1, "trial \(trial) level \(level)")
                        compared += 1
                        if want != nil { found += 1 }
                    }
                }
            }
        }
        // Not vacuous: most choices find a symbol.
        XCTAssertGreaterThan(found, compared / 2)
    }

    /// The heap only grows by the symbols a change sets, a level left
    /// unscanned forgets it rather than grow past twice its length, and a
    /// change that rescales the row forgets it too.
    func testCandidateHeapIsKeptAndBounded() {
        var t = Tableau()
        let symbols = (0..<50).map { _ in t.makeSymbol(.error) }
        var level = Row()
        for s in symbols { level.insert(s, 1) }
        t.objective = [ChunkedRow(level)]
        t.levelPriority = [500]
        XCTAssertNil(t.enteringSymbolTracked(level: 0, steepest: true))  // all positive: none can enter
        XCTAssertEqual(t.objective[0].candidates?.count, 0)
        t.objective[0].insert(symbols[7], -3)
        XCTAssertEqual(t.objective[0].candidates?.count, 1)
        XCTAssertEqual(t.enteringSymbolTracked(level: 0, steepest: true)?.0, symbols[7])
        t.objective[0].insert(symbols[9], -3.5)  // steeper (1 - 3.5 = -2.5 against -2)
        XCTAssertEqual(t.enteringSymbolTracked(level: 0, steepest: true)?.0, symbols[9])
        t.objective[0].insert(symbols[3], -3.5)  // as steep, lower symbol: wins the tie
        XCTAssertEqual(t.enteringSymbolTracked(level: 0, steepest: true)?.0, symbols[3])
        XCTAssertEqual(t.enteringSymbolTracked(level: 0, steepest: false)?.0, symbols[3])
        for n in 0..<400 { t.objective[0].insert(symbols[n % 50], 0.5) }
        XCTAssertNil(t.objective[0].candidates, "a heap longer than twice the level is dropped")
        XCTAssertNil(t.enteringSymbolTracked(level: 0, steepest: true))
        // Scaling a row forgets its heap: every sign may have changed.
        t.objective[0].reverseSign()
        XCTAssertNil(t.objective[0].candidates)
        XCTAssertEqual(t.enteringSymbolTracked(level: 0, steepest: false)?.0, symbols[0])
    }

    /// Blocked candidates stay in the heap: once the level above no longer
    /// mentions them they are chosen again.
    func testBlockedCandidatesAreKept() {
        var t = Tableau()
        let a = t.makeSymbol(.error), b = t.makeSymbol(.slack)
        var high = Row()
        high.insert(a, 1)
        var low = Row()
        low.insert(a, -5)
        low.insert(b, -1)
        t.objective = [ChunkedRow(high), ChunkedRow(low)]
        t.levelPriority = [1000, 500]
        XCTAssertEqual(t.enteringSymbolTracked(level: 1, steepest: true)?.0, b)
        XCTAssertEqual(t.enteringSymbolTracked(level: 1, steepest: true)?.0, b)
        t.objective[0].remove(a)
        XCTAssertEqual(t.enteringSymbolTracked(level: 1, steepest: true)?.0, a)
    }

    /// Inside ``Tableau/optimize()``'s walk of a level a blocked candidate
    /// is popped once and held out, not pushed back on every call
    /// (Tableau+BlockedCandidates.swift: many stacks of broken equalities
    /// popped thousands a pivot); after the walk it goes back into the
    /// heap and is chosen once the level above frees it.
    func testBlockedCandidatesAreHeldOutDuringAWalk() {
        var t = Tableau()
        let a = t.makeSymbol(.error), b = t.makeSymbol(.slack)
        var high = Row()
        high.insert(a, 1)
        var low = Row()
        low.insert(a, -5)
        low.insert(b, -1)
        t.objective = [ChunkedRow(high), ChunkedRow(low)]
        t.levelPriority = [1000, 500]
        t.blockedCandidates = []  // as optimize() sets it
        XCTAssertEqual(t.enteringSymbolTracked(level: 1, steepest: true)?.0, b)
        XCTAssertEqual(t.blockedCandidates?.map(\.symbol), [a])
        let heapCount = t.objective[1].candidates?.count
        XCTAssertEqual(t.enteringSymbolTracked(level: 1, steepest: true)?.0, b)
        XCTAssertEqual(t.blockedCandidates?.map(\.symbol), [a])  // not popped again
        XCTAssertEqual(t.objective[1].candidates?.count, heapCount)
        t.restoreBlockedCandidates(level: 1)
        t.blockedCandidates = nil
        XCTAssertEqual(t.objective[1].candidates?.count, heapCount.map { $0 + 1 })
        t.objective[0].remove(a)
        XCTAssertEqual(t.enteringSymbolTracked(level: 1, steepest: true)?.0, a)
    }

    /// Many symbols new to a long row at once (the batched insert), among
    /// shared and cancelling terms, with and without a skipped slot: the
    /// full merge's row, term for term, and the same symbols reported new,
    /// in the same order.
    func testBatchedInsertMatchesTheFullMerge() {
        var rng = SeededGenerator(seed: 77)
        for trial in 0..<600 {
            var long = Row(constant: 1)
            for _ in 0..<(80 + Int(rng.next() % 200)) {
                long.insert(Symbol(rng.next() % 400) * 2, Double(1 + rng.next() % 3))  // even symbols
            }
            var short = Row(constant: -2)
            for _ in 0..<(Int(rng.next() % 9)) {
                short.insert(Symbol(rng.next() % 420) * 2 + 1, 1.5)  // new: odd, some past the end
            }
            for _ in 0..<(Int(rng.next() % 3)) {
                let s = long.symbols[Int(rng.next() % UInt64(long.symbols.count))]
                short.insert(s, rng.next() % 2 == 0 ? -long.coefficient(for: s) : 0.25)  // cancels or shares
            }
            let skip = trial % 3 == 0 ? Symbol.none : long.symbols[Int(rng.next() % UInt64(long.symbols.count))]
            if skip != .none { short.insert(skip, 5) }
            var viaMerge = long, viaSparse = long
            var addedMerge: [Symbol] = [], addedSparse: [Symbol] = []
            viaMerge.fullMergeForTesting(short, times: 1, skipping: skip, added: &addedMerge)
            viaSparse.addSparse(short, times: 1, skipping: skip, buffer: MergeBuffer(capacity: 1), added: &addedSparse)
            XCTAssertEqual(viaMerge.symbols, viaSparse.symbols, "trial \(trial)")
            XCTAssertEqual(viaMerge.coefficients, viaSparse.coefficients, "trial \(trial)")
            XCTAssertEqual(viaMerge.constant, viaSparse.constant)
            XCTAssertEqual(addedMerge, addedSparse, "trial \(trial)")
        }
    }
}
