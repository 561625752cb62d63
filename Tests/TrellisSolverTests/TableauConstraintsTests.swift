import XCTest
@testable import TrellisSolver

/// Tableau+Constraints.swift: adding and removing rows leaves no symbol
/// behind.
final class TableauConstraintsTests: XCTestCase {
    /// Found by the `vfl` fuzz target (issue 15): a refused required
    /// constraint that went through phase one (`x <= 5` against `x >= 10`:
    /// no subject, not all dummies) kept its marker, so a long-lived window
    /// grew a symbol per refusal, and each later conflict's scratch tableau
    /// (sized by the tableau) grew with it: the run slowed from 30,000 to
    /// 25 inputs a second. The refusal must leave the tableau's size alone.
    func testARefusedConstraintGivesItsSymbolsBack() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        try solver.add(Constraint(y, .equal, x + 1))
        let size = solver.tableau.kinds.count
        func live() -> Int { solver.tableau.kinds.filter { $0 != .free }.count }
        let liveBefore = live()
        for _ in 0..<100 {
            for c in [Constraint(x, .lessThanOrEqual, 5), Constraint(x + y, .lessThanOrEqual, 3), Constraint(x, .equal, 2)] {
                XCTAssertThrowsError(try solver.add(c)) { error in
                    guard case SolverError.unsatisfiable = error else { return XCTFail("\(error)") }
                }
            }
        }
        // Freed symbols are reused: one refusal's worth of room at most.
        XCTAssertLessThanOrEqual(solver.tableau.kinds.count, size + 2)
        XCTAssertEqual(live(), liveBefore)
        // And the solver still works.
        let z = Constraint(x, .equal, 12)
        try solver.add(z)
        XCTAssertEqual(solver.value(of: y), 13, accuracy: 1e-9)
        try solver.remove(z)
        XCTAssertEqual(live(), liveBefore)
    }
}
