import XCTest
@testable import TrellisSolver

/// `Solver.batch(_:)` (one optimisation for many adds) and the in-place
/// merge of a short row into a long one (`Row.addSparse`).
final class BatchAndSparseMergeTests: XCTestCase {
    /// A chain of rows whose heights want 44 @750 but at least 20, built
    /// one add at a time and in one batch: the same optimum.
    func testABatchReachesTheSameOptimumAsSingleAdds() throws {
        func build(batched: Bool) throws -> [Double] {
            let s = Solver()
            var tops: [Variable] = [], heights: [Variable] = []
            var constraints: [Constraint] = []
            var previousBottom = Expression(constant: 0)
            for i in 0..<40 {
                let top = s.makeVariable("top\(i)"), height = s.makeVariable("height\(i)")
                constraints += [
                    Constraint(top, .equal, previousBottom + 8),
                    Constraint(height, .equal, Double(20 + i % 7 * 6), priority: 750),
                    Constraint(height, .greaterThanOrEqual, 30),
                    Constraint(height, .equal, 0, priority: 25),
                ]
                previousBottom = top + height
                tops.append(top)
                heights.append(height)
            }
            if batched {
                try s.batch { for c in constraints { try s.add(c) } }
            } else {
                for c in constraints { try s.add(c) }
            }
            return (tops + heights).map { s.value(of: $0) }
        }
        let one = try build(batched: false), many = try build(batched: true)
        XCTAssertEqual(one.count, many.count)
        for (a, b) in zip(one, many) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        // Row 3 wants 20 + 3 × 6 = 38; row 0 wants 20 but at least 30.
        XCTAssertEqual(many[40 + 3], 38, accuracy: 1e-9)
        XCTAssertEqual(many[40 + 0], 30, accuracy: 1e-9)
    }

    /// A conflict inside a batch throws at once and leaves the solver as
    /// it was; reading a value inside the batch sees the optimum so far.
    func testConflictsAndReadsInsideABatch() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.batch {
            try s.add(Constraint(x, .equal, 10, priority: 500))
            try s.add(Constraint(x, .greaterThanOrEqual, 20))
            XCTAssertEqual(s.value(of: x), 20, accuracy: 1e-9, "a read settles the batch so far")
            XCTAssertThrowsError(try s.add(Constraint(x, .lessThanOrEqual, 5))) { error in
                guard case SolverError.unsatisfiable(let set) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(set.count, 2, "x >= 20 and x <= 5")
            }
            let edit = Constraint(x, .greaterThanOrEqual, 25)
            try s.add(edit)
            try s.setConstant(edit, to: 30)
        }
        XCTAssertEqual(s.value(of: x), 30, accuracy: 1e-9)
        XCTAssertEqual(s.constraints.count, 3)
    }

    /// The in-place merge gives the row the full merge gives, term for term
    /// (random sparse rows; the source's symbols partly shared, one skipped).
    func testSparseMergeMatchesTheFullMerge() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var long = Row(constant: Double.random(in: -5...5, using: &rng))
            for s in Set((0..<Int.random(in: 100...200, using: &rng)).map { _ in Int32.random(in: 0..<400, using: &rng) }) {
                _ = long.insert(s, Double(Int.random(in: -3...3, using: &rng)) + 0.5)
            }
            var short = Row(constant: 1)
            let shared = long.symbols.shuffled(using: &rng).prefix(2)
            for s in shared { _ = short.insert(s, -long.coefficient(for: s) / 2) }
            _ = short.insert(Int32.random(in: 400..<500, using: &rng), 2)
            let skip = long.symbols.randomElement(using: &rng)!
            let k = 2.0
            var viaMerge = long, viaSparse = long
            var addedMerge: [Symbol] = [], addedSparse: [Symbol] = []
            // The full merge, forced by a buffer of its own.
            let n = viaMerge.symbols.count, m = short.symbols.count
            XCTAssertLessThan(m * 16, n, "the sparse path is the one add(_:) takes")
            viaMerge.fullMergeForTesting(short, times: k, skipping: skip, added: &addedMerge)
            viaSparse.add(short, times: k, skipping: skip, buffer: MergeBuffer(), added: &addedSparse)
            XCTAssertEqual(viaMerge.symbols, viaSparse.symbols)
            XCTAssertEqual(viaMerge.constant, viaSparse.constant)
            for (a, b) in zip(viaMerge.coefficients, viaSparse.coefficients) { XCTAssertEqual(a, b, accuracy: 1e-12) }
            XCTAssertEqual(Set(addedMerge), Set(addedSparse))
        }
    }

    /// The skipped symbol's slot is taken by the first symbol the row gains,
    /// wherever that symbol sorts (before or after the slot, next to it, at
    /// either end), and the result is the full merge's, term for term;
    /// terms that cancel are dropped on either side of the slot.
    func testSparseMergeReusesTheSkippedSlotWhereverTheNewSymbolSorts() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            var long = Row(constant: 1)
            for s in Set((0..<Int.random(in: 60...120, using: &rng)).map { _ in Int32.random(in: 0..<300, using: &rng) }) {
                _ = long.insert(s * 2, Double(Int.random(in: 1...3, using: &rng)))  // even symbols only
            }
            let skip = long.symbols.randomElement(using: &rng)!
            var short = Row(constant: -2)
            // New (odd) symbols anywhere, one cancelling and one shared term.
            for _ in 0..<Int.random(in: 1...3, using: &rng) { _ = short.insert(Int32.random(in: 0..<300, using: &rng) * 2 + 1, 1.5) }
            let cancel = long.symbols.randomElement(using: &rng)!
            if cancel != skip { _ = short.insert(cancel, -long.coefficient(for: cancel)) }
            let shared = long.symbols.randomElement(using: &rng)!
            if shared != skip && shared != cancel { _ = short.insert(shared, 0.25) }
            _ = short.insert(skip, 7)  // the substituted symbol's own term is skipped
            var viaMerge = long, viaSparse = long
            var addedMerge: [Symbol] = [], addedSparse: [Symbol] = []
            viaMerge.fullMergeForTesting(short, times: 1, skipping: skip, added: &addedMerge)
            viaSparse.addSparse(short, times: 1, skipping: skip, added: &addedSparse)
            XCTAssertEqual(viaMerge.symbols, viaSparse.symbols)
            XCTAssertEqual(viaMerge.coefficients, viaSparse.coefficients)
            XCTAssertEqual(viaMerge.constant, viaSparse.constant)
            XCTAssertEqual(Set(addedMerge), Set(addedSparse))
        }
        // Edge cases by hand: the new symbol just before and just after the slot.
        for (new, expected) in [(Int32(3), [Int32(2), 3, 6]), (5, [2, 5, 6]), (1, [1, 2, 6]), (7, [2, 6, 7])] {
            var row = Row()
            for s: Int32 in [2, 4, 6] { _ = row.insert(s, 1) }
            var source = Row()
            _ = source.insert(new, 1)
            var added: [Symbol] = []
            row.addSparse(source, times: 1, skipping: 4, added: &added)
            XCTAssertEqual(Array(row.symbols), expected)
            XCTAssertEqual(added, [new])
        }
    }

    /// A pivot's row solved for the entering symbol in place gives the terms
    /// that inserting the leaving symbol and removing the entering one give.
    func testSolvingForTheEnteringSymbolInPlaceMatchesInsertThenSolve() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var row = Row(constant: Double.random(in: -5...5, using: &rng))
            for s in Set((0..<Int.random(in: 1...40, using: &rng)).map { _ in Int32.random(in: 0..<100, using: &rng) * 2 }) {
                _ = row.insert(s, Double.random(in: 0.5...3, using: &rng))
            }
            let entering = row.symbols.randomElement(using: &rng)!
            let leaving = Int32.random(in: 0..<100, using: &rng) * 2 + 1
            var expected = row
            expected.insert(leaving, -1)
            expected.solve(for: entering)
            row.solve(for: entering, replacing: leaving)
            XCTAssertEqual(row.symbols, expected.symbols)
            XCTAssertEqual(row.coefficients, expected.coefficients)
            XCTAssertEqual(row.constant, expected.constant)
        }
    }
}
