// Changing a constraint's constant in place. NSLayoutConstraint.constant:
// "Unlike the other properties, the constant can be modified after constraint
// creation. Setting the constant on an existing constraint performs much better
// than removing the constraint and adding a new one that's exactly like the old
// except that it has a different constant." The constant is read the way
// NSLayoutConstraint reads it: `x == y + 8` has constant 8
// (docs/SOLVER-API.md). A failed change leaves every value exactly as it was.

import XCTest
import TrellisSolver

final class ConstantChangeTests: XCTestCase {

    func testSetConstantOnRequiredEquality() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = Constraint(x, .equal, 10)
        try s.add(c)
        XCTAssertEqual(c.constant, 10)
        try s.setConstant(c, to: 25)
        XCTAssertEqual(c.constant, 25)
        XCTAssertEqual(s.value(of: x), 25, accuracy: 1e-9)
        try s.setConstant(c, to: -7.5)
        XCTAssertEqual(c.constant, -7.5)
        XCTAssertEqual(s.value(of: x), -7.5, accuracy: 1e-9)
    }

    /// The contract's example: x == y + 8 has constant 8; setting 12 makes x = y + 12.
    func testSetConstantOnRelativeConstraint() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(Constraint(y, .equal, 100))
        let c = Constraint(x, .equal, y + 8)
        try s.add(c)
        XCTAssertEqual(c.constant, 8)
        XCTAssertEqual(s.value(of: x), 108, accuracy: 1e-9)
        try s.setConstant(c, to: 12)
        XCTAssertEqual(c.constant, 12)
        XCTAssertEqual(s.value(of: x), 112, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 100, accuracy: 1e-9)
    }

    /// Sign convention: x + 8 == y reads as `x - y == -8`, constant -8.
    /// Setting -20 means x - y == -20, so x = y - 20.
    func testConstantSignWhenConstantIsOnTheLeft() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(Constraint(y, .equal, 50))
        let c = Constraint(x + 8, .equal, y)
        try s.add(c)
        XCTAssertEqual(c.constant, -8)
        XCTAssertEqual(s.value(of: x), 42, accuracy: 1e-9)
        try s.setConstant(c, to: -20)
        XCTAssertEqual(c.constant, -20)
        XCTAssertEqual(s.value(of: x), 30, accuracy: 1e-9)
    }

    /// Moving a view: right = left + width, width == 80, left == 10 -> 90;
    /// left's constant to 40 moves right to 120 with width unchanged.
    func testSetConstantPropagatesThroughEqualities() throws {
        let s = Solver()
        let left = s.makeVariable("left")
        let width = s.makeVariable("width")
        let right = s.makeVariable("right")
        try s.add(Constraint(right, .equal, left + width))
        try s.add(Constraint(width, .equal, 80))
        let leading = Constraint(left, .equal, 10)
        try s.add(leading)
        XCTAssertEqual(s.value(of: right), 90, accuracy: 1e-9)
        try s.setConstant(leading, to: 40)
        XCTAssertEqual(s.value(of: left), 40, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: width), 80, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: right), 120, accuracy: 1e-9)
    }

    /// Optional constraint: x == 10 @750 over x == 0 @250 -> 10; constant 40 -> 40.
    func testSetConstantOnOptionalEquality() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 0, priority: .defaultLow))
        let c = Constraint(x, .equal, 10, priority: .defaultHigh)
        try s.add(c)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        try s.setConstant(c, to: 40)
        XCTAssertEqual(c.constant, 40)
        XCTAssertEqual(s.value(of: x), 40, accuracy: 1e-9)
    }

    /// An optional constraint that is not met stays as close as possible after
    /// its constant changes: x <= 50 required, x == 80 @750 -> 50; constant 30 -> 30;
    /// constant 70 -> 50 again.
    func testSetConstantOnViolatedOptionalConstraint() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .lessThanOrEqual, 50))
        let c = Constraint(x, .equal, 80, priority: .defaultHigh)
        try s.add(c)
        XCTAssertEqual(s.value(of: x), 50, accuracy: 1e-9)
        try s.setConstant(c, to: 30)
        XCTAssertEqual(s.value(of: x), 30, accuracy: 1e-9)
        try s.setConstant(c, to: 70)
        XCTAssertEqual(s.value(of: x), 50, accuracy: 1e-9)
    }

    /// Required inequality x >= 10 with x == 0 @250 -> 10; constant 30 -> 30;
    /// constant -5 -> x falls back to 0 (the inequality becomes slack).
    func testSetConstantOnRequiredInequality() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 0, priority: .defaultLow))
        let c = Constraint(x, .greaterThanOrEqual, 10)
        try s.add(c)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        try s.setConstant(c, to: 30)
        XCTAssertEqual(s.value(of: x), 30, accuracy: 1e-9)
        try s.setConstant(c, to: -5)
        XCTAssertEqual(c.constant, -5)
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
        try s.setConstant(c, to: 3)
        XCTAssertEqual(s.value(of: x), 3, accuracy: 1e-9)
    }

    /// Optional inequality: x >= 10 @750, x == 0 @250 -> 10; constant 25 -> 25.
    func testSetConstantOnOptionalInequality() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 0, priority: .defaultLow))
        let c = Constraint(x, .greaterThanOrEqual, 10, priority: .defaultHigh)
        try s.add(c)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        try s.setConstant(c, to: 25)
        XCTAssertEqual(s.value(of: x), 25, accuracy: 1e-9)
        try s.setConstant(c, to: -25)
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
    }

    /// Setting the same constant again is harmless.
    func testSetConstantToSameValue() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = Constraint(x, .equal, 10)
        try s.add(c)
        try s.setConstant(c, to: 10)
        XCTAssertEqual(c.constant, 10)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    /// setConstant gives the same result as removing and re-adding with the new constant.
    func testSetConstantMatchesRemoveAndReAdd() throws {
        func build(_ k: Double, inPlace: Bool) throws -> [Double] {
            let s = Solver()
            let a = s.makeVariable("a")
            let b = s.makeVariable("b")
            let c = s.makeVariable("c")
            try s.add(Constraint(a + b + c, .equal, 300))
            try s.add(Constraint(a, .greaterThanOrEqual, 20))
            try s.add(Constraint(b, .equal, 2 * a, priority: .defaultHigh))
            try s.add(Constraint(c, .equal, 0, priority: .defaultLow))
            let pin = Constraint(a, .equal, 50, priority: 500)
            try s.add(pin)
            if inPlace {
                try s.setConstant(pin, to: k)
            } else {
                try s.remove(pin)
                try s.add(Constraint(a, .equal, k, priority: 500))
            }
            return ruleValues(s, [a, b, c])
        }
        // k = 70: a = 70 (@500), b = 140 (@750), c = 90.
        let inPlace = try build(70, inPlace: true)
        let readded = try build(70, inPlace: false)
        XCTAssertEqual(inPlace[0], 70, accuracy: 1e-9)
        XCTAssertEqual(inPlace[1], 140, accuracy: 1e-9)
        XCTAssertEqual(inPlace[2], 90, accuracy: 1e-9)
        for i in 0..<3 { XCTAssertEqual(inPlace[i], readded[i], accuracy: 1e-9) }
    }

    /// A constant change that makes the required constraints unsatisfiable throws
    /// .unsatisfiable with the conflicting set (the changed constraint included)
    /// and leaves every value and the constant exactly as before.
    /// Auto Layout Guide, Debugging Auto Layout > Unsatisfiable Layouts.
    func testSetConstantMakingSystemUnsatisfiable() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let lower = Constraint(x, .greaterThanOrEqual, 10)
        let upper = Constraint(x, .lessThanOrEqual, 20)
        let follow = Constraint(y, .equal, x + 5)
        try s.add(lower)
        try s.add(upper)
        try s.add(follow)
        try s.add(Constraint(x, .equal, 0, priority: .defaultLow))
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 15, accuracy: 1e-9)
        let before = ruleValues(s, [x, y])
        let list = s.constraints

        let set = ruleExpectUnsatisfiable { try s.setConstant(lower, to: 30) }
        if let set { ruleAssertSameConstraints(set, [lower, upper]) }
        XCTAssertEqual(ruleValues(s, [x, y]), before)  // exact
        XCTAssertEqual(lower.constant, 10)
        ruleAssertConstraintList(s, list)
        XCTAssertTrue(s.contains(lower))

        // Still works: a consistent change afterwards.
        try s.setConstant(lower, to: 18)
        XCTAssertEqual(s.value(of: x), 18, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 23, accuracy: 1e-9)
    }

    /// The conflict through a chain: a == 0, b == a + 10, b <= 15. Setting the
    /// middle constant to 20 conflicts with all three.
    func testSetConstantConflictThroughChain() throws {
        let s = Solver()
        let a = s.makeVariable("a")
        let b = s.makeVariable("b")
        let c = s.makeVariable("c")
        let pinA = Constraint(a, .equal, 0)
        let gap = Constraint(b, .equal, a + 10)
        let cap = Constraint(b, .lessThanOrEqual, 15)
        let unrelated = Constraint(c, .equal, 99)
        for k in [pinA, gap, cap, unrelated] { try s.add(k) }
        let before = ruleValues(s, [a, b, c])
        XCTAssertEqual(before[1], 10, accuracy: 1e-9)

        let set = ruleExpectUnsatisfiable { try s.setConstant(gap, to: 20) }
        if let set { ruleAssertSameConstraints(set, [pinA, gap, cap]) }
        XCTAssertEqual(ruleValues(s, [a, b, c]), before)
        XCTAssertEqual(gap.constant, 10)

        try s.setConstant(gap, to: 15)
        XCTAssertEqual(s.value(of: b), 15, accuracy: 1e-9)
    }

    /// A constant change whose infeasibility shows only after several pivots:
    /// a >= 0, b >= a + 10, c >= b + 10, d >= c + 10, d <= 100, all pulled to 0 @250
    /// (a, b, c, d = 0, 10, 20, 30), plus unrelated fractional values at other tiers.
    /// Raising a's bound to 75 needs d >= 105: .unsatisfiable with the whole chain,
    /// and every value, the fractional ones included, exactly as before.
    func testSetConstantConflictAfterSeveralPivots() throws {
        let s = Solver()
        let a = s.makeVariable("a")
        let b = s.makeVariable("b")
        let c = s.makeVariable("c")
        let d = s.makeVariable("d")
        let p = s.makeVariable("p")
        let q = s.makeVariable("q")
        let floor = Constraint(a, .greaterThanOrEqual, 0)
        let ab = Constraint(b, .greaterThanOrEqual, a + 10)
        let bc = Constraint(c, .greaterThanOrEqual, b + 10)
        let cd = Constraint(d, .greaterThanOrEqual, c + 10)
        let cap = Constraint(d, .lessThanOrEqual, 100)
        for k in [floor, ab, bc, cd, cap] { try s.add(k) }
        for v in [a, b, c, d] { try s.add(Constraint(v, .equal, 0, priority: .defaultLow)) }
        try s.add(Constraint(p + q, .equal, d + 1.0 / 7.0))
        try s.add(Constraint(p, .equal, 2.0 / 3.0, priority: .defaultHigh))
        try s.add(Constraint(q, .lessThanOrEqual, 5, priority: 300))
        let vars = [a, b, c, d, p, q]
        XCTAssertEqual(s.value(of: d), 30, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: p), 2.0 / 3.0, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: q), 30 + 1.0 / 7.0 - 2.0 / 3.0, accuracy: 1e-9)
        let before = ruleValues(s, vars)
        let list = s.constraints

        let set = ruleExpectUnsatisfiable { try s.setConstant(floor, to: 75) }
        if let set { ruleAssertSameConstraints(set, [floor, ab, bc, cd, cap]) }
        XCTAssertEqual(ruleValues(s, vars), before)  // exact
        XCTAssertEqual(floor.constant, 0)
        ruleAssertConstraintList(s, list)

        // A feasible raise afterwards: a >= 70 -> d = 100.
        try s.setConstant(floor, to: 70)
        XCTAssertEqual(s.value(of: a), 70, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: d), 100, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: q), 100 + 1.0 / 7.0 - 2.0 / 3.0, accuracy: 1e-9)
    }

    /// A constant change on an optional constraint never makes the system
    /// unsatisfiable: x == 10 required, x == 20 @750 set to 1e6 -> x stays 10.
    func testSetConstantOnOptionalNeverConflicts() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 10))
        let c = Constraint(x, .equal, 20, priority: .defaultHigh)
        try s.add(c)
        try s.setConstant(c, to: 1_000_000)
        XCTAssertEqual(c.constant, 1_000_000)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    /// Many cheap constant changes in a row (an animation): the value follows.
    func testManyConstantChanges() throws {
        let s = Solver()
        let top = s.makeVariable("top")
        let height = s.makeVariable("height")
        let bottom = s.makeVariable("bottom")
        try s.add(Constraint(bottom, .equal, top + height))
        try s.add(Constraint(height, .equal, 44))
        try s.add(Constraint(bottom, .lessThanOrEqual, 600))
        let pin = Constraint(top, .equal, 0, priority: .defaultHigh)
        try s.add(pin)
        for step in 0...100 {
            let k = Double(step) * 7.25
            try s.setConstant(pin, to: k)
            // bottom <= 600 caps top at 556.
            XCTAssertEqual(s.value(of: top), min(k, 556), accuracy: 1e-9)
            XCTAssertEqual(s.value(of: bottom), min(k, 556) + 44, accuracy: 1e-9)
        }
    }

    func testSetConstantUnknownConstraintThrows() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = Constraint(x, .equal, 1)
        XCTAssertThrowsError(try s.setConstant(c, to: 2)) { error in
            guard case SolverError.unknownConstraint(let which) = error else {
                return XCTFail("expected .unknownConstraint, got \(error)")
            }
            XCTAssertTrue(which === c)
        }
        XCTAssertEqual(c.constant, 1)
    }

    func testSetConstantNonFiniteThrowsInvalidNumber() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = Constraint(x, .equal, 4)
        try s.add(c)
        for bad in [Double.nan, .infinity, -.infinity] {
            XCTAssertThrowsError(try s.setConstant(c, to: bad)) { error in
                guard case SolverError.invalidNumber = error else {
                    return XCTFail("expected .invalidNumber for \(bad), got \(error)")
                }
            }
            XCTAssertEqual(c.constant, 4)
            XCTAssertEqual(s.value(of: x), 4, accuracy: 1e-9)
        }
    }
}
