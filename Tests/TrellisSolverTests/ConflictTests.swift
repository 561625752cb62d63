// Unsatisfiable required constraints. Auto Layout Guide, Debugging Auto Layout
// > "Unsatisfiable Layouts": when required constraints cannot all hold, UIKit
// logs "Unable to simultaneously satisfy constraints." with the constraints in
// conflict. Trellis throws SolverError.unsatisfiable with a minimal conflicting
// set (drop any one and the rest can hold), the new constraint included, and
// leaves the solver exactly as it was (docs/SOLVER-API.md).

import XCTest
import TrellisSolver

final class ConflictTests: XCTestCase {

    /// x == 10 and x == 20, both required: the set is exactly both.
    func testTwoRequiredEqualitiesConflict() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let ten = Constraint(x, .equal, 10)
        let twenty = Constraint(x, .equal, 20)
        try s.add(ten)
        let set = ruleExpectUnsatisfiable { try s.add(twenty) }
        XCTAssertNotNil(set)
        if let set {
            XCTAssertEqual(set.count, 2)
            XCTAssertTrue(set.contains { $0 === ten })
            XCTAssertTrue(set.contains { $0 === twenty })
        }
        XCTAssertFalse(s.contains(twenty))
        ruleAssertConstraintList(s, [ten])
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    /// A three-constraint cycle: x + y == 10, y == 3, then x == 5 (x must be 7).
    func testThreeConstraintCycle() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let sum = Constraint(x + y, .equal, 10)
        let pinY = Constraint(y, .equal, 3)
        let pinX = Constraint(x, .equal, 5)
        try s.add(sum)
        try s.add(pinY)
        XCTAssertEqual(s.value(of: x), 7, accuracy: 1e-9)
        let set = ruleExpectUnsatisfiable { try s.add(pinX) }
        if let set { ruleAssertSameConstraints(set, [sum, pinY, pinX]) }
        XCTAssertEqual(s.value(of: x), 7, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 3, accuracy: 1e-9)
    }

    /// Inequality conflict: x >= 10 and x <= 5.
    func testInequalityConflict() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let ge = Constraint(x, .greaterThanOrEqual, 10)
        let le = Constraint(x, .lessThanOrEqual, 5)
        try s.add(ge)
        let set = ruleExpectUnsatisfiable { try s.add(le) }
        if let set { ruleAssertSameConstraints(set, [ge, le]) }
        XCTAssertFalse(s.contains(le))
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    /// Equality against an inequality: x <= 5 then x == 8.
    func testEqualityAgainstInequality() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let le = Constraint(x, .lessThanOrEqual, 5)
        let eq = Constraint(x, .equal, 8)
        try s.add(le)
        let set = ruleExpectUnsatisfiable { try s.add(eq) }
        if let set { ruleAssertSameConstraints(set, [le, eq]) }
    }

    /// Three inequalities: x >= 10, y >= 10, then x + y <= 15 (an irrelevant y <= 100 too).
    func testThreeInequalitiesConflict() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let gx = Constraint(x, .greaterThanOrEqual, 10)
        let gy = Constraint(y, .greaterThanOrEqual, 10)
        let cap = Constraint(y, .lessThanOrEqual, 100)
        let sum = Constraint(x + y, .lessThanOrEqual, 15)
        for c in [gx, gy, cap] { try s.add(c) }
        let set = ruleExpectUnsatisfiable { try s.add(sum) }
        if let set { ruleAssertSameConstraints(set, [gx, gy, sum]) }
    }

    /// A conflict inside a larger system lists only the minimal subset: a == 0,
    /// b == a + 10, c == b + 10 force c = 20; c <= 15 conflicts with exactly those
    /// four; d, e, f and the optional ones are not listed.
    func testConflictInLargerSystemIsMinimal() throws {
        let s = Solver()
        let a = s.makeVariable("a")
        let b = s.makeVariable("b")
        let c = s.makeVariable("c")
        let d = s.makeVariable("d")
        let e = s.makeVariable("e")
        let f = s.makeVariable("f")
        let c1 = Constraint(a, .equal, 0)
        let c2 = Constraint(b, .equal, a + 10)
        let c3 = Constraint(c, .equal, b + 10)
        let c4 = Constraint(d, .equal, 50)
        let c5 = Constraint(e, .greaterThanOrEqual, 0)
        let c6 = Constraint(d + e, .lessThanOrEqual, 80)
        let c7 = Constraint(f, .equal, b + 5)
        let c8 = Constraint(c, .equal, 40, priority: .defaultHigh)
        let c9 = Constraint(e, .equal, 100, priority: .defaultLow)
        let c10 = Constraint(c, .lessThanOrEqual, 1000)
        let all = [c1, c2, c3, c4, c5, c6, c7, c8, c9, c10]
        for k in all { try s.add(k) }
        let vars = [a, b, c, d, e, f]
        XCTAssertEqual(s.value(of: c), 20, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: e), 30, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: f), 15, accuracy: 1e-9)
        let before = ruleValues(s, vars)

        let bad = Constraint(c, .lessThanOrEqual, 15)
        let set = ruleExpectUnsatisfiable { try s.add(bad) }
        if let set { ruleAssertSameConstraints(set, [c1, c2, c3, bad]) }

        XCTAssertEqual(ruleValues(s, vars), before)  // exact, not approximately
        ruleAssertConstraintList(s, all)
        XCTAssertFalse(s.contains(bad))
    }

    /// When several minimal conflicts exist the solver may report either, but the
    /// set must be minimal: the constraints in it cannot all hold, and dropping any
    /// one of them lets the rest hold (SolverError.unsatisfiable's documentation).
    /// x == 10, y == x, y == 10 (redundant), then x == 20: either {x == 10, x == 20}
    /// or {y == x, y == 10, x == 20}.
    func testConflictSetIsMinimalWhenSeveralExist() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let a = Constraint(x, .equal, 10)
        let b = Constraint(y, .equal, x)
        let c = Constraint(y, .equal, 10)
        try s.add(a)
        try s.add(b)
        try s.add(c)
        let bad = Constraint(x, .equal, 20)
        guard let set = ruleExpectUnsatisfiable({ try s.add(bad) }) else { return }
        XCTAssertTrue(set.contains { $0 === bad }, "the new constraint is in the set")
        let asIDs = Set(set.map(ObjectIdentifier.init))
        let option1 = Set([a, bad].map(ObjectIdentifier.init))
        let option2 = Set([b, c, bad].map(ObjectIdentifier.init))
        XCTAssertTrue(asIDs == option1 || asIDs == option2, "not minimal: \(set)")
        XCTAssertFalse(Self.feasible(set), "the reported set must conflict on its own")
        for i in set.indices {
            var rest = set
            rest.remove(at: i)
            XCTAssertTrue(Self.feasible(rest), "dropping \(set[i]) must leave a satisfiable set")
        }
    }

    /// Whether the constraints can all hold, checked in a fresh solver (variables
    /// matched by name).
    static func feasible(_ constraints: [Constraint]) -> Bool {
        let fresh = Solver()
        var vars: [String: Variable] = [:]
        for c in constraints {
            var e = TrellisSolver.Expression(constant: c.expression.constant)
            for t in c.expression.terms {
                let name = t.variable.name
                let v = vars[name] ?? fresh.makeVariable(name)
                vars[name] = v
                e.terms.append(TrellisSolver.Expression.Term(v, t.coefficient))
            }
            do {
                try fresh.add(Constraint(e, c.relation, 0, priority: c.priority))
            } catch {
                return false
            }
        }
        return true
    }

    /// The solver is unchanged after the throw and keeps working: add a consistent
    /// constraint afterwards, remove one, change a constant, edit.
    func testSolverKeepsWorkingAfterConflict() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let ten = Constraint(x, .equal, 10)
        let rel = Constraint(y, .equal, x + 1)
        try s.add(ten)
        try s.add(rel)
        let before = ruleValues(s, [x, y])
        for _ in 0..<3 {
            let set = ruleExpectUnsatisfiable { try s.add(Constraint(y, .equal, 20)) }
            XCTAssertEqual(set?.count, 3)
            XCTAssertEqual(ruleValues(s, [x, y]), before)
        }
        ruleAssertConstraintList(s, [ten, rel])

        let more = Constraint(y, .lessThanOrEqual, 50)
        try s.add(more)
        XCTAssertEqual(s.value(of: y), 11, accuracy: 1e-9)
        try s.setConstant(ten, to: 30)
        XCTAssertEqual(s.value(of: y), 31, accuracy: 1e-9)
        try s.remove(ten)
        try s.addEditVariable(x, priority: 999)
        try s.suggestValue(x, 100)
        // y <= 50 is required: x = 49.
        XCTAssertEqual(s.value(of: x), 49, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 50, accuracy: 1e-9)
    }

    /// Removing one member of a conflict lets the refused constraint in.
    func testRemovingConflictMemberAllowsAdd() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let ten = Constraint(x, .equal, 10)
        let twenty = Constraint(x, .equal, 20)
        try s.add(ten)
        _ = ruleExpectUnsatisfiable { try s.add(twenty) }
        try s.remove(ten)
        try s.add(twenty)
        XCTAssertEqual(s.value(of: x), 20, accuracy: 1e-9)
        ruleAssertConstraintList(s, [twenty])
    }

    /// Optional constraints never conflict: x == 10 required, x == 20 @999 is fine.
    func testOptionalConstraintsNeverConflict() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 10))
        try s.add(Constraint(x, .equal, 20, priority: 999))
        try s.add(Constraint(x, .lessThanOrEqual, 0, priority: 999))
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    /// The values of optional-driven variables are unchanged by a refused add,
    /// exactly (==, not approximately): a solver with several tiers in play.
    func testFailedAddLeavesOptionalValuesExactly() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let z = s.makeVariable("z")
        try s.add(Constraint(x + y + z, .equal, 100))
        try s.add(Constraint(x, .equal, 1.0 / 3.0, priority: .defaultHigh))
        try s.add(Constraint(y, .equal, 2 * x + 0.1, priority: 500))
        try s.add(Constraint(z, .greaterThanOrEqual, 0))
        let before = ruleValues(s, [x, y, z])
        XCTAssertEqual(before[0], 1.0 / 3.0, accuracy: 1e-9)
        XCTAssertEqual(before[1], 2.0 / 3.0 + 0.1, accuracy: 1e-9)
        XCTAssertEqual(before[2], 100 - 1.0 - 0.1, accuracy: 1e-9)
        let bad = Constraint(x + y, .greaterThanOrEqual, 200)
        let set = ruleExpectUnsatisfiable { try s.add(bad) }
        XCTAssertEqual(set?.count, 3)
        XCTAssertEqual(ruleValues(s, [x, y, z]), before)
    }

    /// A constraint without variables that is false (0 == 1) conflicts alone.
    func testFalseConstantConstraintConflictsAlone() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 2))
        let bad = Constraint(TrellisSolver.Expression(constant: 0), .equal, 1)
        let set = ruleExpectUnsatisfiable { try s.add(bad) }
        if let set { ruleAssertSameConstraints(set, [bad]) }
        // x - x == 1 folds to 0 == 1 as well.
        let folded = Constraint(x - x, .equal, 1)
        let set2 = ruleExpectUnsatisfiable { try s.add(folded) }
        if let set2 { ruleAssertSameConstraints(set2, [folded]) }
        XCTAssertEqual(s.value(of: x), 2, accuracy: 1e-9)
    }

    /// The description of the error lists the conflicting constraints like UIKit's log.
    func testUnsatisfiableDescription() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 10, identifier: "a"))
        XCTAssertThrowsError(try s.add(Constraint(x, .equal, 20, identifier: "b"))) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.hasPrefix("Unable to simultaneously satisfy constraints:"), text)
            XCTAssertTrue(text.contains("'a' x == 10"), text)
            XCTAssertTrue(text.contains("'b' x == 20"), text)
        }
    }

    /// A conflict among thousands of constraints (a chain of 1,000 steps of
    /// 1 between 0 and 10, as a Visual Format line of fixed heights that
    /// can't fit its superview): the explanation is bounded
    /// (`Solver.conflictExplanationBudget`), so it ends; the set it reports
    /// holds the new constraint and still conflicts, and the solver keeps
    /// the chain.
    func testAVeryLargeConflictIsExplainedWithinItsBudget() throws {
        let s = Solver()
        let xs = (0...1000).map { s.makeVariable("x\($0)") }
        try s.add(Constraint(xs[0], .equal, 0))
        for i in 1...1000 { try s.add(Constraint(xs[i] - xs[i - 1], .equal, 1)) }
        let closing = Constraint(xs[1000], .equal, 10)
        let set = ruleExpectUnsatisfiable { try s.add(closing) }
        XCTAssertNotNil(set)
        XCTAssertTrue(set?.contains { $0 === closing } == true)
        XCTAssertGreaterThan(set?.count ?? 0, 2)
        XCTAssertEqual(s.value(of: xs[1000]), 1000, accuracy: 1e-6)
    }
}
