// Ambiguity answered for every variable at once (Tableau+Ambiguity.swift):
// the cases where a degenerate row (a required inequality that holds with
// equality at the optimum) decides whether a variable can move, so the
// answer needs the face's implicit equalities, not just the rows' shapes.
// The rule is the one of AmbiguityTests (UIView.hasAmbiguousLayout: another
// value keeps every priority tier at its optimal cost).

import XCTest
import TrellisSolver

final class OptimalFaceTests: XCTestCase {
    /// x >= 0, y >= 0, x + y <= 0: the only point is (0, 0), though each
    /// bound alone leaves room. No single symbol moves without breaking the
    /// sum, so only the cone's program finds the implicit equalities.
    func testBoundsThatMeetAtAPointAreNotAmbiguous() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(Constraint(x, .greaterThanOrEqual, 0))
        try s.add(Constraint(y, .greaterThanOrEqual, 0))
        try s.add(Constraint(x + y, .lessThanOrEqual, 0))
        XCTAssertFalse(s.isAmbiguous(x))
        XCTAssertFalse(s.isAmbiguous(y))
    }

    /// x >= 0, y >= 0, x <= y: (t, t + u) for any t, u >= 0. Both move.
    func testBoundsThatLeaveAConeAreAmbiguous() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(Constraint(x, .greaterThanOrEqual, 0))
        try s.add(Constraint(y, .greaterThanOrEqual, 0))
        try s.add(Constraint(x, .lessThanOrEqual, y))
        XCTAssertTrue(s.isAmbiguous(x))
        XCTAssertTrue(s.isAmbiguous(y))
    }

    /// a <= b <= c <= a: all equal, and free together; one pin fixes all,
    /// and a view hanging off them (d = b + 5) follows.
    func testCycleOfInequalitiesMovesTogether() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c"), d = s.makeVariable("d")
        try s.add(Constraint(a, .lessThanOrEqual, b))
        try s.add(Constraint(b, .lessThanOrEqual, c))
        try s.add(Constraint(c, .lessThanOrEqual, a))
        try s.add(Constraint(d, .equal, b + 5))
        for v in [a, b, c, d] { XCTAssertTrue(s.isAmbiguous(v), "\(v)") }
        try s.add(Constraint(c, .equal, 7))
        for v in [a, b, c, d] { XCTAssertFalse(s.isAmbiguous(v), "\(v)") }
        XCTAssertEqual(s.value(of: d), 12, accuracy: 1e-9)
    }

    /// A squeeze in one place leaves the rest free: x, y held at 0 by the
    /// meeting bounds, z = x - y + w with w free is ambiguous, and
    /// u = x + y + 3 is not.
    func testImplicitEqualitiesAreLocal() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), w = s.makeVariable("w")
        let z = s.makeVariable("z"), u = s.makeVariable("u")
        try s.add(Constraint(x, .greaterThanOrEqual, 0))
        try s.add(Constraint(y, .greaterThanOrEqual, 0))
        try s.add(Constraint(x + y, .lessThanOrEqual, 0))
        try s.add(Constraint(z, .equal, x - y + w))
        try s.add(Constraint(u, .equal, x + y + 3))
        XCTAssertTrue(s.isAmbiguous(z))
        XCTAssertTrue(s.isAmbiguous(w))
        XCTAssertFalse(s.isAmbiguous(u))
        XCTAssertFalse(s.isAmbiguous(x))
    }

    /// Two sides that cancel: a chain of tops hanging off one free top, and
    /// the distance between two of them, which doesn't depend on it.
    func testDifferenceOfFreeChainIsNotAmbiguous() throws {
        let s = Solver()
        var tops = [s.makeVariable("top0")]
        for i in 1..<200 {
            let t = s.makeVariable("top\(i)")
            try s.add(Constraint(t, .equal, tops[i - 1] + 10))
            tops.append(t)
        }
        let gap = s.makeVariable("gap")
        try s.add(Constraint(gap, .equal, tops[150] - tops[20]))
        XCTAssertTrue(s.isAmbiguous(tops[0]))
        XCTAssertTrue(s.isAmbiguous(tops[199]))
        XCTAssertFalse(s.isAmbiguous(gap))
        XCTAssertEqual(s.value(of: gap), 1300, accuracy: 1e-9)
    }

    /// The answers follow changes: a question after each change sees the
    /// tableau as it is then, and asking changes no value.
    func testAnswersFollowChanges() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let sum = Constraint(x + y, .equal, 10)
        try s.add(sum)
        XCTAssertTrue(s.isAmbiguous(x))
        let pin = Constraint(x, .equal, 4, priority: 500)
        try s.add(pin)
        XCTAssertFalse(s.isAmbiguous(y))
        let before = (s.value(of: x), s.value(of: y))
        _ = s.isAmbiguous(x)
        XCTAssertEqual(s.value(of: x), before.0)
        XCTAssertEqual(s.value(of: y), before.1)
        try s.remove(pin)
        XCTAssertTrue(s.isAmbiguous(y))
        let late = s.makeVariable("late")
        XCTAssertTrue(s.isAmbiguous(late))
    }
}
