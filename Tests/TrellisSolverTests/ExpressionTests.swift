// Building expressions and constraints, and their descriptions. A constraint
// reads like NSLayoutConstraint: `item1.attr1 REL multiplier * item2.attr2 +
// constant` (Auto Layout Guide, Anatomy of a Constraint), kept as
// `terms REL constant` with `constant` read the way NSLayoutConstraint.constant
// is: `x == y + 8` has constant 8 (docs/SOLVER-API.md).

import XCTest
import TrellisSolver

final class ExpressionTests: XCTestCase {

    private func coefficients(_ e: TrellisSolver.Expression) -> [(String, Double)] {
        e.terms.map { (term: TrellisSolver.Expression.Term) in (term.variable.name, term.coefficient) }
    }

    private func assertTerms(
        _ e: TrellisSolver.Expression, _ expected: [(String, Double)], constant: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let got = coefficients(e)
        XCTAssertEqual(got.map { $0.0 }, expected.map { $0.0 }, file: file, line: line)
        XCTAssertEqual(got.count, expected.count, file: file, line: line)
        for (g, x) in zip(got, expected) {
            XCTAssertEqual(g.1, x.1, accuracy: 1e-12, "\(g.0)", file: file, line: line)
        }
        XCTAssertEqual(e.constant, constant, accuracy: 1e-12, file: file, line: line)
    }

    func testContractExampleExpression() {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let e: TrellisSolver.Expression = 2 * x - y + 8
        assertTerms(e, [("x", 2), ("y", -1)], constant: 8)
        XCTAssertEqual(e.description, "2*x - y + 8")
    }

    func testOperators() {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        assertTerms(x + y, [("x", 1), ("y", 1)], constant: 0)
        assertTerms(x - y, [("x", 1), ("y", -1)], constant: 0)
        assertTerms(-x, [("x", -1)], constant: 0)
        assertTerms(-(x - y + 3), [("x", -1), ("y", 1)], constant: -3)
        assertTerms(x * 3, [("x", 3)], constant: 0)
        assertTerms(3 * (x + 1), [("x", 3)], constant: 3)
        assertTerms((x + 4) / 2, [("x", 0.5)], constant: 2)
        assertTerms(x + 1.5, [("x", 1)], constant: 1.5)
        assertTerms(10 - x, [("x", -1)], constant: 10)
        assertTerms(x + y - 2 * x, [("x", 1), ("y", 1), ("x", -2)], constant: 0)
    }

    func testDoubleOperandsMixInButPlainArithmeticStaysDouble() {
        let s = Solver()
        let x = s.makeVariable("x")
        let d: Double = 2.5
        assertTerms(x + 7, [("x", 1)], constant: 7)
        assertTerms(x - d, [("x", 1)], constant: -2.5)
        assertTerms(d * x, [("x", 2.5)], constant: 0)
        // Numbers are not ExpressionConvertible, so the standard operators
        // keep their meaning with TrellisSolver imported.
        let sum = (1024.0 - 5 * 8) / 4 + d
        XCTAssertEqual(sum, 248.5)
        XCTAssertTrue(type(of: sum) == Double.self)
    }

    func testExpressionDescriptions() {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        XCTAssertEqual(TrellisSolver.Expression(x).description, "x")
        XCTAssertEqual((-x).description, "-x")
        XCTAssertEqual((x - 3).description, "x - 3")
        XCTAssertEqual((x + 0.5).description, "x + 0.5")
        XCTAssertEqual((-2 * x + y).description, "-2*x + y")
        XCTAssertEqual((x - 1.5 * y).description, "x - 1.5*y")
        XCTAssertEqual(TrellisSolver.Expression(constant: 5).description, "5")
        XCTAssertEqual(TrellisSolver.Expression(constant: -2.25).description, "-2.25")
        XCTAssertEqual(TrellisSolver.Expression().description, "0")
        // Terms naming the same variable are kept apart until the solver folds them.
        XCTAssertEqual((x + x).description, "x + x")
    }

    func testVariableNamesAndEquality() {
        let s = Solver()
        let x = s.makeVariable("view.left")
        let x2 = s.makeVariable("view.left")
        XCTAssertEqual(x.name, "view.left")
        XCTAssertEqual(x.description, "view.left")
        XCTAssertEqual(x, x)
        XCTAssertNotEqual(x, x2)  // two makeVariable calls, two variables
        XCTAssertEqual(Set([x, x, x2]).count, 2)
        let unnamed = s.makeVariable("")
        XCTAssertTrue(unnamed.description.hasPrefix("v"), unnamed.description)
    }

    // MARK: Constraint

    /// docs/SOLVER-API.md: `Constraint(x, .equal, y + 8)` has constant 8.
    func testConstraintAnatomy() {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let c = Constraint(x, .equal, y + 8)
        XCTAssertEqual(c.constant, 8)
        XCTAssertEqual(c.relation, .equal)
        XCTAssertEqual(c.priority, .required)
        XCTAssertNil(c.identifier)
        assertTerms(c.expression, [("x", 1), ("y", -1)], constant: -8)
        XCTAssertEqual(c.description, "x - y == 8")
    }

    func testConstraintDescriptions() {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let d = Constraint(x, .greaterThanOrEqual, 10, priority: .defaultHigh)
        XCTAssertEqual(d.description, "x >= 10 @750")
        XCTAssertEqual(d.constant, 10)
        let f = Constraint(x + y, .lessThanOrEqual, 100, priority: 250, identifier: "sum")
        XCTAssertEqual(f.description, "'sum' x + y <= 100 @250")
        XCTAssertEqual(f.identifier, "sum")
        let g = Constraint(x + 8, .equal, y)
        XCTAssertEqual(g.description, "x - y == -8")
        XCTAssertEqual(g.constant, -8)
        let h = Constraint(2 * x, .equal, 0.5 * y - 1.25, priority: 999.5)
        XCTAssertEqual(h.description, "2*x - 0.5*y == -1.25 @999.5")
        let k = Constraint(x, .lessThanOrEqual, 0)
        XCTAssertEqual(k.description, "x <= 0")
        k.identifier = "renamed"
        XCTAssertEqual(k.description, "'renamed' x <= 0")
    }

    /// "view.width == 2 * other.width" is multiplier 2, constant 0.
    func testMultiplierConstraint() throws {
        let s = Solver()
        let w = s.makeVariable("view.width")
        let o = s.makeVariable("other.width")
        let c = Constraint(w, .equal, 2 * o)
        XCTAssertEqual(c.description, "view.width - 2*other.width == 0")
        XCTAssertEqual(c.constant, 0)
        try s.add(c)
        try s.add(Constraint(o, .equal, 60))
        XCTAssertEqual(s.value(of: w), 120, accuracy: 1e-9)
    }

    func testRelationAndPriorityDescriptions() {
        XCTAssertEqual(Relation.equal.description, "==")
        XCTAssertEqual(Relation.lessThanOrEqual.description, "<=")
        XCTAssertEqual(Relation.greaterThanOrEqual.description, ">=")
        XCTAssertEqual(Priority.required.description, "1000")
        XCTAssertEqual(Priority(750.5).description, "750.5")
    }

    // MARK: Expressions in the solver

    /// The solver folds repeated terms: x + x == 10 -> x = 5.
    func testSolverFoldsRepeatedTerms() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x + x, .equal, 10))
        XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9)
    }

    /// Cancelling terms: x - x + y == 4 -> y = 4, and x stays unconstrained.
    func testSolverCancelsTerms() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(Constraint(x - x + y, .equal, 4))
        XCTAssertEqual(s.value(of: y), 4, accuracy: 1e-9)
        XCTAssertTrue(s.isAmbiguous(x))
        XCTAssertFalse(s.isAmbiguous(y))
    }

    /// 2x - y + 8 == 0 with y == 10 -> x = 1.
    func testSolverWithContractExpression() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(Constraint(y, .equal, 10))
        try s.add(Constraint(2 * x - y + 8, .equal, 0))
        XCTAssertEqual(s.value(of: x), 1, accuracy: 1e-9)
    }

    /// (x + 4) / 2 == 5 -> x = 6; centre: 2 * centerX == left + right.
    func testSolverWithDivisionAndCentre() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint((x + 4) / 2, .equal, 5))
        XCTAssertEqual(s.value(of: x), 6, accuracy: 1e-9)

        let left = s.makeVariable("left")
        let right = s.makeVariable("right")
        let centerX = s.makeVariable("centerX")
        try s.add(Constraint(left, .equal, 20))
        try s.add(Constraint(right, .equal, 300))
        try s.add(Constraint(centerX, .equal, (left + right) / 2))
        XCTAssertEqual(s.value(of: centerX), 160, accuracy: 1e-9)
    }

    /// Variables on both sides, constants on both sides: x + 3 == 2y - 5, y == 4 -> x = 0.
    func testBothSides() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let c = Constraint(x + 3, .equal, 2 * y - 5)
        XCTAssertEqual(c.constant, -8)
        XCTAssertEqual(c.description, "x - 2*y == -8")
        try s.add(c)
        try s.add(Constraint(y, .equal, 4))
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
    }

    /// A variable never used in a constraint has a value (0 is not required, but
    /// reading it must not trap) and reading many variables is cheap.
    func testReadingUnusedVariablesDoesNotTrap() {
        let s = Solver()
        let vs = (0..<1000).map { s.makeVariable("v\($0)") }
        for v in vs { XCTAssertTrue(s.value(of: v).isFinite) }
    }
}
