// `Solver.reserveCapacity(constraints:variables:)` sizes the solver's tables
// once (like `Array.reserveCapacity(_:)`). Not Apple behaviour: Trellis's own
// storage (docs/PERFORMANCE.md, `wave2-solvermem7`). Checked: a sized build
// never regrows the tables it sized, and sizing changes nothing else: the
// same rows, symbols and values, bit for bit, whatever the figures given.

import XCTest
@testable import TrellisSolver

final class ReserveCapacityTests: XCTestCase {

    /// The base address of each table the reservation sizes.
    func tableAddresses(_ s: Solver) -> [UnsafeRawPointer?] {
        func base<T>(_ a: [T]) -> UnsafeRawPointer? { a.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }
        let t = s.tableau
        return [base(s.records), base(s.owners), base(t.kinds), base(t.basicSlot), base(t.columns),
                base(t.externals), base(t.rows), base(t.rowConstants), base(t.rowBasic), base(t.rowStamp),
                base(t.rowLazy), base(t.rowSeq)]
    }

    /// A chain of `n` rows, as the solver bench builds it: 5 constraints and
    /// 4 variables a row, 4 constraints, an edit and 4 variables for the root.
    func buildChain(_ s: Solver, _ n: Int) throws -> [Variable] {
        let root = (0..<4).map { _ in s.makeVariable() }
        try s.add(Constraint(root[0], .equal, 0))
        try s.add(Constraint(root[1], .equal, 0))
        try s.add(Constraint(root[3], .equal, 667))
        try s.addEditVariable(root[2], priority: 999)
        try s.suggestValue(root[2], 375)
        var all = root
        var previousBottom: TrellisSolver.Expression = root[1] + 20
        for _ in 0..<n {
            let v = (0..<4).map { _ in s.makeVariable() }
            try s.add(Constraint(v[0], .equal, root[0] + 16))
            try s.add(Constraint(v[0] + v[2], .equal, root[0] + root[2] - 16))
            try s.add(Constraint(v[3], .equal, 44, priority: .defaultHigh))
            try s.add(Constraint(v[3], .greaterThanOrEqual, 20))
            try s.add(Constraint(v[1], .equal, previousBottom))
            previousBottom = v[1] + v[3] + 8
            all += v
        }
        return all
    }

    func testASizedBuildNeverRegrowsItsTables() throws {
        let n = 300
        let s = Solver()
        s.reserveCapacity(constraints: 5 + 5 * n, variables: 4 * (n + 1))
        // Reserved space is allocated up front: a table that grew later would
        // have moved to a new block.
        let before = tableAddresses(s)
        XCTAssertTrue(before.allSatisfy { $0 != nil })
        _ = try buildChain(s, n)
        XCTAssertEqual(tableAddresses(s), before)
        XCTAssertGreaterThanOrEqual(s.tableau.rows.capacity, 5 + 5 * n)
        XCTAssertGreaterThanOrEqual(s.tableau.columns.capacity, 4 * (n + 1) + 2 * (5 + 5 * n))
        XCTAssertGreaterThanOrEqual(s.records.capacity, 5 + 5 * n)
        // With too small a figure the same build regrows them (so the check
        // above can fail).
        let small = Solver()
        small.reserveCapacity(constraints: 10, variables: 10)
        let smallBefore = tableAddresses(small)
        _ = try buildChain(small, n)
        XCTAssertTrue(zip(tableAddresses(small), smallBefore).allSatisfy { $0 != $1 })
    }

    /// The same chain with figures too small, exact, too large, zero and
    /// negative: every row and every value bit for bit the unsized build's.
    func testSizingChangesNoRowNorValue() throws {
        let n = 120
        let reference = Solver()
        let referenceVariables = try buildChain(reference, n)
        let expected = referenceVariables.map { reference.value(of: $0).bitPattern }
        let figures = [(10, 10), (5 + 5 * n, 4 * (n + 1)), (10_000, 50_000), (0, 0), (-5, -1)]
        for (constraints, variables) in figures {
            let s = Solver()
            s.reserveCapacity(constraints: constraints, variables: variables)
            let vs = try buildChain(s, n)
            XCTAssertEqual(vs.map { s.value(of: $0).bitPattern }, expected, "\(constraints), \(variables)")
            XCTAssertEqual(s.tableau.kinds, reference.tableau.kinds)
            XCTAssertEqual(s.tableau.basicSlot, reference.tableau.basicSlot)
            XCTAssertEqual(s.tableau.rows.count, reference.tableau.rows.count)
            for (a, b) in zip(s.tableau.rows, reference.tableau.rows) {
                XCTAssertEqual(Array(a.symbols), Array(b.symbols))
                XCTAssertEqual(a.coefficients.map(\.bitPattern), b.coefficients.map(\.bitPattern))
                XCTAssertEqual(a.constant.bitPattern, b.constant.bitPattern)
            }
            // And it keeps working past the figures: a resize and a removal.
            try s.suggestValue(vs[2], 414)
            try reference.suggestValue(referenceVariables[2], 414)
            XCTAssertEqual(vs.map { s.value(of: $0).bitPattern },
                           referenceVariables.map { reference.value(of: $0).bitPattern })
            try reference.suggestValue(referenceVariables[2], 375)
        }
    }

    /// Reserving after constraints are in (a second, larger batch) keeps
    /// what is there.
    func testReservingLaterKeepsTheSystem() throws {
        let s = Solver()
        let vs = try buildChain(s, 40)
        let values = vs.map { s.value(of: $0).bitPattern }
        s.reserveCapacity(constraints: 2_000, variables: 2_000)
        XCTAssertEqual(vs.map { s.value(of: $0).bitPattern }, values)
        XCTAssertGreaterThanOrEqual(s.tableau.rows.capacity, 2_000)
        try s.suggestValue(vs[2], 500)
        XCTAssertEqual(s.value(of: vs[4 + 2]), 500 - 32)
    }
}
