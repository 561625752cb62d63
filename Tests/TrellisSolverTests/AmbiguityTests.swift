// Ambiguity. UIView.hasAmbiguousLayout / Auto Layout Guide, Debugging Auto
// Layout > "Ambiguous Layouts": a layout is ambiguous when more than one frame
// satisfies the constraints equally well. solver.isAmbiguous(x): another value
// of x keeps every priority tier at the same (optimal) cost
// (docs/SOLVER-API.md).

import XCTest
import TrellisSolver

final class AmbiguityTests: XCTestCase {

    func testUnconstrainedVariableIsAmbiguous() {
        let s = Solver()
        let x = s.makeVariable("x")
        XCTAssertTrue(s.isAmbiguous(x))
    }

    func testPinnedVariableIsNotAmbiguous() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 5))
        XCTAssertFalse(s.isAmbiguous(x))
        XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9)
    }

    /// An optional equality alone fixes the value too (any other value costs more).
    func testOptionalEqualityAloneIsNotAmbiguous() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 5, priority: .defaultLow))
        XCTAssertFalse(s.isAmbiguous(x))
    }

    /// x >= 0 and x <= 10, both required, nothing else: any x in [0, 10] works.
    func testRequiredRangeAloneIsAmbiguous() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .greaterThanOrEqual, 0))
        try s.add(Constraint(x, .lessThanOrEqual, 10))
        XCTAssertTrue(s.isAmbiguous(x))
        let v = s.value(of: x)
        XCTAssertGreaterThanOrEqual(v, -1e-9)
        XCTAssertLessThanOrEqual(v, 10 + 1e-9)
    }

    /// The range plus a weak preference is not ambiguous: x == 3 @1 -> 3.
    func testRangeWithWeakPreferenceIsNotAmbiguous() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .greaterThanOrEqual, 0))
        try s.add(Constraint(x, .lessThanOrEqual, 10))
        try s.add(Constraint(x, .equal, 3, priority: 1))
        XCTAssertFalse(s.isAmbiguous(x))
        XCTAssertEqual(s.value(of: x), 3, accuracy: 1e-9)
    }

    /// A single one-sided bound is ambiguous.
    func testOneSidedBoundIsAmbiguous() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .greaterThanOrEqual, 0))
        XCTAssertTrue(s.isAmbiguous(x))
    }

    /// A bound against a pull is not: x >= 0 required, x == -5 @250 -> 0.
    func testBoundAgainstPullIsNotAmbiguous() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .greaterThanOrEqual, 0))
        try s.add(Constraint(x, .equal, -5, priority: .defaultLow))
        XCTAssertFalse(s.isAmbiguous(x))
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
    }

    /// x + y == 10 with x == 3: neither ambiguous (x = 3, y = 7).
    func testDeterminedPairIsNotAmbiguous() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(Constraint(x + y, .equal, 10))
        try s.add(Constraint(x, .equal, 3))
        XCTAssertFalse(s.isAmbiguous(x))
        XCTAssertFalse(s.isAmbiguous(y))
        XCTAssertEqual(s.value(of: y), 7, accuracy: 1e-9)
    }

    /// x + y == 10 alone: both ambiguous; x == 3 makes both determined; removing it
    /// makes both ambiguous again.
    func testSumAloneIsAmbiguousForBoth() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(Constraint(x + y, .equal, 10))
        XCTAssertTrue(s.isAmbiguous(x))
        XCTAssertTrue(s.isAmbiguous(y))
        XCTAssertEqual(s.value(of: x) + s.value(of: y), 10, accuracy: 1e-9)
        let pin = Constraint(x, .equal, 3)
        try s.add(pin)
        XCTAssertFalse(s.isAmbiguous(y))
        try s.remove(pin)
        XCTAssertTrue(s.isAmbiguous(x))
        XCTAssertTrue(s.isAmbiguous(y))
    }

    /// Two equal-priority optional constraints pulling apart: x == 0 @500 and
    /// x == 10 @500 cost 10 for every x in [0, 10] -> ambiguous.
    func testEqualPriorityPullApartIsAmbiguous() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 0, priority: 500))
        try s.add(Constraint(x, .equal, 10, priority: 500))
        XCTAssertTrue(s.isAmbiguous(x))
        let v = s.value(of: x)
        XCTAssertGreaterThanOrEqual(v, -1e-9)
        XCTAssertLessThanOrEqual(v, 10 + 1e-9)
    }

    /// A third vote breaks the tie: x == 10 @500 twice, x == 0 @500 once -> 10, unique.
    func testThirdVoteBreaksTie() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 0, priority: 500))
        try s.add(Constraint(x, .equal, 10, priority: 500))
        try s.add(Constraint(x, .equal, 10, priority: 500))
        XCTAssertFalse(s.isAmbiguous(x))
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    /// A lower tier breaks the tie: x == 0 @500, x == 10 @500, x == 4 @1 -> 4.
    func testLowerTierBreaksTie() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 0, priority: 500))
        try s.add(Constraint(x, .equal, 10, priority: 500))
        try s.add(Constraint(x, .equal, 4, priority: 1))
        XCTAssertFalse(s.isAmbiguous(x))
        XCTAssertEqual(s.value(of: x), 4, accuracy: 1e-9)
    }

    /// Different priorities pulling apart are not ambiguous: x == 0 @501, x == 10 @500 -> 0.
    func testUnequalPrioritiesPullApartIsNotAmbiguous() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 0, priority: 501))
        try s.add(Constraint(x, .equal, 10, priority: 500))
        XCTAssertFalse(s.isAmbiguous(x))
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
    }

    /// Two labels compressed equally: w1 + w2 == 150, both >= 100 @750, nothing else.
    /// Any split with both in [50, 100] costs 50 -> both widths ambiguous, the
    /// classic "equal compression resistance" ambiguity. Raising one to 751 fixes it.
    func testEqualCompressionResistanceIsAmbiguous() throws {
        let s = Solver()
        let w1 = s.makeVariable("w1")
        let w2 = s.makeVariable("w2")
        try s.add(Constraint(w1 + w2, .equal, 150))
        try s.add(Constraint(w1, .greaterThanOrEqual, 100, priority: .defaultHigh))
        let cr2 = Constraint(w2, .greaterThanOrEqual, 100, priority: .defaultHigh)
        try s.add(cr2)
        XCTAssertTrue(s.isAmbiguous(w1))
        XCTAssertTrue(s.isAmbiguous(w2))
        try s.setPriority(cr2, to: 751)
        XCTAssertFalse(s.isAmbiguous(w1))
        XCTAssertFalse(s.isAmbiguous(w2))
        XCTAssertEqual(s.value(of: w1), 50, accuracy: 1e-9)
    }

    /// Ambiguity is per variable: a fixed x next to a free y.
    func testAmbiguityIsPerVariable() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(Constraint(x, .equal, 1))
        try s.add(Constraint(y, .greaterThanOrEqual, x))
        XCTAssertFalse(s.isAmbiguous(x))
        XCTAssertTrue(s.isAmbiguous(y))
    }

    /// A view with left pinned and no width is ambiguous in its right edge only.
    func testMissingWidthMakesRightAmbiguous() throws {
        let s = Solver()
        let left = s.makeVariable("left")
        let width = s.makeVariable("width")
        let right = s.makeVariable("right")
        try s.add(Constraint(right, .equal, left + width))
        try s.add(Constraint(left, .equal, 16))
        try s.add(Constraint(width, .greaterThanOrEqual, 0))
        XCTAssertFalse(s.isAmbiguous(left))
        XCTAssertTrue(s.isAmbiguous(width))
        XCTAssertTrue(s.isAmbiguous(right))
        try s.add(Constraint(width, .equal, 100, priority: .defaultLow))
        XCTAssertFalse(s.isAmbiguous(width))
        XCTAssertFalse(s.isAmbiguous(right))
        XCTAssertEqual(s.value(of: right), 116, accuracy: 1e-9)
    }

    /// An optional inequality alone leaves a whole half-line at cost 0: x <= 10 @500.
    func testOptionalInequalityAloneIsAmbiguous() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .lessThanOrEqual, 10, priority: 500))
        XCTAssertTrue(s.isAmbiguous(x))
        XCTAssertLessThanOrEqual(s.value(of: x), 10 + 1e-9)
    }

    /// An edit variable holds its variable: a free x edited at 999 to 42 is not
    /// ambiguous; y == x + 1 follows and is not either.
    func testEditedVariableIsNotAmbiguous() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(Constraint(y, .equal, x + 1))
        XCTAssertTrue(s.isAmbiguous(x))
        try s.addEditVariable(x, priority: 999)
        try s.suggestValue(x, 42)
        XCTAssertFalse(s.isAmbiguous(x))
        XCTAssertFalse(s.isAmbiguous(y))
        XCTAssertEqual(s.value(of: y), 43, accuracy: 1e-9)
        try s.removeEditVariable(x)
        XCTAssertTrue(s.isAmbiguous(y))
    }

    /// Ambiguity queries do not change values.
    func testQueryDoesNotChangeValues() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(Constraint(x + y, .equal, 10))
        try s.add(Constraint(x, .greaterThanOrEqual, 2))
        let before = ruleValues(s, [x, y])
        _ = s.isAmbiguous(x)
        _ = s.isAmbiguous(y)
        XCTAssertEqual(ruleValues(s, [x, y]), before)
    }
}
