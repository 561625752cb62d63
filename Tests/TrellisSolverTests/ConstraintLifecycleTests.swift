// Adding and removing constraints: activating and deactivating an
// NSLayoutConstraint (Auto Layout Guide, "Programmatically Creating
// Constraints"; NSLayoutConstraint.isActive). Removing a constraint must bring
// the layout back to exactly what it was without it; the solver keeps the very
// instance it was given (docs/SOLVER-API.md: Constraint is a class with identity).

import XCTest
import TrellisSolver

final class ConstraintLifecycleTests: XCTestCase {

    func testAddThenRemoveRequiredRestoresPriorValue() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 0, priority: .defaultLow))
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
        let pin = Constraint(x, .equal, 37)
        try s.add(pin)
        XCTAssertEqual(s.value(of: x), 37, accuracy: 1e-9)
        try s.remove(pin)
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
        XCTAssertFalse(s.contains(pin))
    }

    /// Removing an optional constraint hands control back to the lower tier.
    func testRemovingOptionalConstraint() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 0, priority: .defaultLow))
        let high = Constraint(x, .equal, 10, priority: .defaultHigh)
        try s.add(high)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        try s.remove(high)
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
        XCTAssertFalse(s.contains(high))
    }

    /// Removing the losing optional constraint changes nothing.
    func testRemovingLosingOptionalConstraintKeepsWinner() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let low = Constraint(x, .equal, 0, priority: .defaultLow)
        try s.add(low)
        try s.add(Constraint(x, .equal, 10, priority: .defaultHigh))
        try s.remove(low)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    /// Removing an optional inequality that was violated.
    func testRemovingViolatedOptionalInequality() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .lessThanOrEqual, 50))
        try s.add(Constraint(x, .equal, 20, priority: .defaultLow))
        let ge = Constraint(x, .greaterThanOrEqual, 100, priority: .defaultHigh)
        try s.add(ge)
        XCTAssertEqual(s.value(of: x), 50, accuracy: 1e-9)
        try s.remove(ge)
        XCTAssertEqual(s.value(of: x), 20, accuracy: 1e-9)
    }

    /// x + y == 100 required over x == 30 @500 and y == 60 @250 gives (30, 70);
    /// removing it gives (30, 60); re-adding the same instance gives (30, 70) again.
    func testRemoveThenReAddSameInstance() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(Constraint(x, .equal, 30, priority: 500))
        try s.add(Constraint(y, .equal, 60, priority: .defaultLow))
        let sum = Constraint(x + y, .equal, 100)
        try s.add(sum)
        XCTAssertEqual(s.value(of: x), 30, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 70, accuracy: 1e-9)
        try s.remove(sum)
        XCTAssertEqual(s.value(of: x), 30, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 60, accuracy: 1e-9)
        XCTAssertFalse(s.contains(sum))
        try s.add(sum)
        XCTAssertTrue(s.contains(sum))
        XCTAssertEqual(s.value(of: x), 30, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 70, accuracy: 1e-9)
    }

    /// A removed constraint can be re-added many times.
    func testRepeatedRemoveAndAdd() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 5, priority: .fittingSizeLevel))
        let c = Constraint(x, .greaterThanOrEqual, 12)
        for _ in 0..<50 {
            try s.add(c)
            XCTAssertEqual(s.value(of: x), 12, accuracy: 1e-9)
            try s.remove(c)
            XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9)
        }
    }

    /// Adding a batch and removing it in a different order restores every value.
    func testAddBatchRemoveInOtherOrderRestoresValues() throws {
        let s = Solver()
        let left = s.makeVariable("left")
        let width = s.makeVariable("width")
        let right = s.makeVariable("right")
        try s.add(Constraint(right, .equal, left + width))
        try s.add(Constraint(left, .equal, 8, priority: .defaultLow))
        try s.add(Constraint(width, .equal, 44, priority: .defaultLow))
        XCTAssertEqual(s.value(of: left), 8, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: width), 44, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: right), 52, accuracy: 1e-9)

        let batch = [
            Constraint(right, .equal, 320),
            Constraint(left, .greaterThanOrEqual, 20),
            Constraint(width, .equal, 100, priority: .defaultHigh),
            Constraint(width, .lessThanOrEqual, 250),
        ]
        for c in batch { try s.add(c) }
        // right = 320 and width wants 100 @750 -> left = 220 (>= 20 holds).
        XCTAssertEqual(s.value(of: right), 320, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: width), 100, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: left), 220, accuracy: 1e-9)

        for c in [batch[2], batch[0], batch[3], batch[1]] { try s.remove(c) }
        XCTAssertEqual(s.value(of: left), 8, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: width), 44, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: right), 52, accuracy: 1e-9)
    }

    /// constraints lists what was added, in order; contains follows add/remove.
    func testConstraintsListInAddOrder() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let a = Constraint(x, .equal, 1)
        let b = Constraint(y, .equal, 2, priority: .defaultHigh)
        let c = Constraint(x + y, .lessThanOrEqual, 10)
        XCTAssertTrue(s.constraints.isEmpty)
        XCTAssertFalse(s.contains(a))
        try s.add(a)
        try s.add(b)
        try s.add(c)
        ruleAssertConstraintList(s, [a, b, c])
        XCTAssertTrue(s.contains(a) && s.contains(b) && s.contains(c))
        try s.remove(b)
        ruleAssertConstraintList(s, [a, c])
        XCTAssertFalse(s.contains(b))
        try s.add(b)
        ruleAssertConstraintList(s, [a, c, b])
    }

    /// contains is by identity: an equal-looking but different object is not contained.
    func testContainsIsByIdentity() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let a = Constraint(x, .equal, 1)
        let twin = Constraint(x, .equal, 1)
        try s.add(a)
        XCTAssertTrue(s.contains(a))
        XCTAssertFalse(s.contains(twin))
    }

    /// Many constraints: a chain of 200 views, v0 == 0, v[i+1] >= v[i] + 10, all
    /// v >= 0 required and == 0 @250 -> v[i] = 10 i. Removing link 100 lets the
    /// tail fall back to v[100 + k] = 10 k; re-adding restores 10 i.
    func testManyConstraintsChain() throws {
        let s = Solver()
        let n = 200
        let v = (0..<n).map { s.makeVariable("v\($0)") }
        try s.add(Constraint(v[0], .equal, 0))
        var links: [Constraint] = []
        for i in 0..<(n - 1) {
            let link = Constraint(v[i + 1], .greaterThanOrEqual, v[i] + 10)
            links.append(link)
            try s.add(link)
        }
        for i in 0..<n {
            try s.add(Constraint(v[i], .greaterThanOrEqual, 0))
            try s.add(Constraint(v[i], .equal, 0, priority: .defaultLow))
        }
        for i in 0..<n { XCTAssertEqual(s.value(of: v[i]), Double(10 * i), accuracy: 1e-9) }

        try s.remove(links[99])  // v100 >= v99 + 10
        for i in 0..<100 { XCTAssertEqual(s.value(of: v[i]), Double(10 * i), accuracy: 1e-9) }
        for k in 0..<100 { XCTAssertEqual(s.value(of: v[100 + k]), Double(10 * k), accuracy: 1e-9) }

        try s.add(links[99])
        for i in 0..<n { XCTAssertEqual(s.value(of: v[i]), Double(10 * i), accuracy: 1e-9) }
        XCTAssertEqual(s.constraints.count, 1 + (n - 1) + 2 * n)
    }

    /// Removing every constraint one by one, from the back, leaves a consistent
    /// solver at each step: a stack of 50 rows with 28 pt pitch (20 pt rows,
    /// 8 pt spacing), each row softly pinned at -1 @50. After removing the links
    /// of rows n-1 ... k, rows k... are free (-1) and rows before k still stack.
    func testRemoveAllOneByOne() throws {
        let s = Solver()
        let n = 50
        let top = (0..<n).map { s.makeVariable("row\($0).top") }
        var cs: [Constraint] = [Constraint(top[0], .equal, 0)]
        for i in 1..<n { cs.append(Constraint(top[i], .equal, top[i - 1] + 28)) }
        for c in cs { try s.add(c) }
        for i in 0..<n { try s.add(Constraint(top[i], .equal, -1, priority: .fittingSizeLevel)) }
        for i in 0..<n { XCTAssertEqual(s.value(of: top[i]), Double(28 * i), accuracy: 1e-9) }
        for k in stride(from: n - 1, through: 0, by: -1) {
            try s.remove(cs[k])
            for i in 0..<k {
                XCTAssertEqual(s.value(of: top[i]), Double(28 * i), accuracy: 1e-9, "row \(i) after removing link \(k)")
            }
            for i in k..<n {
                XCTAssertEqual(s.value(of: top[i]), -1, accuracy: 1e-9, "row \(i) after removing link \(k)")
            }
        }
        XCTAssertEqual(s.constraints.count, n)
    }

    /// A constraint may be added to a second solver only with that solver's
    /// variables; the same instance in two solvers is out of contract, so this
    /// only checks that removing from one solver does not affect another solver.
    func testTwoSolversAreIndependent() throws {
        let s1 = Solver()
        let s2 = Solver()
        let x1 = s1.makeVariable("x")
        let x2 = s2.makeVariable("x")
        try s1.add(Constraint(x1, .equal, 1))
        try s2.add(Constraint(x2, .equal, 2))
        XCTAssertEqual(s1.value(of: x1), 1, accuracy: 1e-9)
        XCTAssertEqual(s2.value(of: x2), 2, accuracy: 1e-9)
        XCTAssertNotEqual(x1, x2)
    }
}
