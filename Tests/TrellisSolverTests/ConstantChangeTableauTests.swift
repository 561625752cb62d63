// Tableau+Constraints.swift, `changeConstant`: the objective's constants move
// only after the rows are known to be feasible, and a basic marker's row is
// journalled only when a failure may have to put it back (issue 14: a resize
// copied the objective's constants on every call). A failed change must still
// leave every constant, the rows' and the objective's, bit for bit as it was.

import XCTest
@testable import TrellisSolver

final class ConstantChangeTableauTests: XCTestCase {

    private func constants(_ s: Solver) -> (rows: [UInt64], objective: [UInt64]) {
        (s.tableau.rows.map(\.constant.bitPattern), s.tableau.objective.map(\.constant.bitPattern))
    }

    /// A required equality whose marker is not basic, failing in the rows
    /// (a dummy row left nonzero): nothing moves, the objective included.
    func testFailedRequiredChangeLeavesObjectiveConstantsExactly() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let sum = Constraint(x + y, .equal, 100)
        try s.add(sum)
        try s.add(Constraint(x, .equal, 30))
        try s.add(Constraint(y, .equal, 70))
        // Optional pulls so the objective has constants of its own.
        try s.add(Constraint(x, .equal, 1.0 / 3.0, priority: .defaultHigh))
        try s.add(Constraint(y, .equal, 2.0 / 7.0, priority: .defaultLow))
        let before = constants(s)
        XCTAssertTrue(before.objective.contains { $0 != 0.0.bitPattern })
        XCTAssertNotNil(ruleExpectUnsatisfiable { try s.setConstant(sum, to: 101) })
        XCTAssertTrue(constants(s) == before)
        XCTAssertEqual(s.value(of: x), 30)
        XCTAssertEqual(s.value(of: y), 70)
    }

    /// A required inequality whose change needs the dual simplex and then
    /// fails there: the tableau comes back from its copy, objective included.
    func testFailedChangeAfterDualPivotsLeavesObjectiveConstantsExactly() throws {
        let s = Solver()
        let a = s.makeVariable("a")
        let b = s.makeVariable("b")
        let floor = Constraint(a, .greaterThanOrEqual, 0)
        try s.add(floor)
        try s.add(Constraint(b, .greaterThanOrEqual, a + 10))
        try s.add(Constraint(b, .lessThanOrEqual, 50))
        try s.add(Constraint(a, .equal, 0, priority: .defaultLow))
        try s.add(Constraint(b, .equal, 1.0 / 3.0, priority: .defaultHigh))
        let before = constants(s)
        XCTAssertNotNil(ruleExpectUnsatisfiable { try s.setConstant(floor, to: 45) })
        XCTAssertTrue(constants(s) == before)
        // A feasible change afterwards gives what a fresh solver gives.
        try s.setConstant(floor, to: 20)
        XCTAssertEqual(s.value(of: a), 20, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: b), 30, accuracy: 1e-9)
    }

    /// An edit variable's suggestions (optional: no journal, no copy) give
    /// the objective constants a solver built with the final value has.
    func testSuggestionsMoveObjectiveLikeAFreshSolver() throws {
        func build(_ width: Double) throws -> (Solver, Variable, Variable) {
            let s = Solver()
            let w = s.makeVariable("w")
            let half = s.makeVariable("half")
            try s.add(Constraint(half * 2, .equal, w))
            try s.add(Constraint(half, .lessThanOrEqual, 400))
            try s.add(Constraint(half, .equal, 150, priority: .defaultLow))
            try s.addEditVariable(w, priority: 999)
            try s.suggestValue(w, width)
            return (s, w, half)
        }
        let (s, w, half) = try build(300)
        for width in stride(from: 300.0, through: 900, by: 37) { try s.suggestValue(w, width) }
        try s.suggestValue(w, 1000)
        let (fresh, _, freshHalf) = try build(1000)
        XCTAssertEqual(s.value(of: half), fresh.value(of: freshHalf), accuracy: 1e-9)
        XCTAssertEqual(s.value(of: half), 400, accuracy: 1e-9)
        let moved = s.tableau.objective.map(\.constant)
        let expected = fresh.tableau.objective.map(\.constant)
        XCTAssertEqual(moved.count, expected.count)
        for (m, e) in zip(moved, expected) { XCTAssertEqual(m, e, accuracy: 1e-9) }
    }
}
