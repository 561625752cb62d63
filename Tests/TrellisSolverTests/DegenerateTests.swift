// Degenerate and redundant systems: many constraints through one point,
// duplicates, redundant equalities. A naive simplex (Dantzig's rule without an
// anti-cycling rule such as Bland's) can cycle forever on these; the solver
// must terminate with the right values. Layouts produce such systems all the
// time (UIKit's own generated constraints often repeat user ones).

import XCTest
import TrellisSolver

final class DegenerateTests: XCTestCase {

    /// Eight inequalities through the origin, which is the only point with
    /// x + y <= 0: x, y >= 0, x + y >= 0, x - y >= 0, 2x + y >= 0, x + 2y >= 0,
    /// 3x - y >= 0, x - 2y >= 0, plus optional x == 0, y == 0 -> (0, 0).
    func testManyInequalitiesThroughOrigin() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(Constraint(x, .equal, 0, priority: 500))
        try s.add(Constraint(y, .equal, 0, priority: 500))
        for c in Self.fan(x, y) { try s.add(c) }
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 0, accuracy: 1e-9)
        try s.add(Constraint(x + y, .lessThanOrEqual, 0))
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 0, accuracy: 1e-9)
        XCTAssertFalse(s.isAmbiguous(x))
        XCTAssertFalse(s.isAmbiguous(y))
    }

    /// The same fan with pulls away from the origin: x == -10 @750 pins x at its
    /// least value 0; then y is forced to 0 (y <= x / 2) despite y == 7 @500.
    func testFanWithPullsIntoTheCorner() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        for c in Self.fan(x, y) { try s.add(c) }
        let pullX = Constraint(x, .equal, -10, priority: .defaultHigh)
        try s.add(pullX)
        try s.add(Constraint(y, .equal, 7, priority: 500))
        try s.add(Constraint(x, .equal, 6, priority: .defaultLow))
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 0, accuracy: 1e-9)
        // Without the pull: y == 7 @500 is met (needs x >= 14 from x - 2y >= 0),
        // then x == 6 @250 gives way -> x = 14.
        try s.remove(pullX)
        XCTAssertEqual(s.value(of: y), 7, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: x), 14, accuracy: 1e-9)
        // And back.
        try s.add(pullX)
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 0, accuracy: 1e-9)
    }

    /// Beale's classic cycling example (E. M. L. Beale, "Cycling in the dual simplex
    /// algorithm", 1955), which cycles under Dantzig's rule: minimise
    /// -3/4 a + 20 b - 1/2 c + 6 d subject to 1/4 a - 8 b - c + 9 d <= 0,
    /// 1/2 a - 12 b - 1/2 c + 3 d <= 0, c <= 1, all >= 0. The unique optimum is
    /// (1, 0, 1, 0) with objective -5/4. The objective is an optional
    /// `objective <= -1000 @500`, whose violation is objective + 1000.
    func testBealeCyclingExample() throws {
        let s = Solver()
        let a = s.makeVariable("a")
        let b = s.makeVariable("b")
        let c = s.makeVariable("c")
        let d = s.makeVariable("d")
        for v in [a, b, c, d] { try s.add(Constraint(v, .greaterThanOrEqual, 0)) }
        try s.add(Constraint(0.25 * a - 8 * b - c + 9 * d, .lessThanOrEqual, 0))
        try s.add(Constraint(0.5 * a - 12 * b - 0.5 * c + 3 * d, .lessThanOrEqual, 0))
        try s.add(Constraint(c, .lessThanOrEqual, 1))
        try s.add(Constraint(-0.75 * a + 20 * b - 0.5 * c + 6 * d, .lessThanOrEqual, -1000, priority: 500))
        XCTAssertEqual(s.value(of: a), 1, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: b), 0, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: c), 1, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: d), 0, accuracy: 1e-9)
    }

    /// Beale's example with the objective added first and the rows afterwards.
    func testBealeCyclingExampleObjectiveFirst() throws {
        let s = Solver()
        let a = s.makeVariable("a")
        let b = s.makeVariable("b")
        let c = s.makeVariable("c")
        let d = s.makeVariable("d")
        try s.add(Constraint(-0.75 * a + 20 * b - 0.5 * c + 6 * d, .lessThanOrEqual, -1000, priority: 500))
        try s.add(Constraint(c, .lessThanOrEqual, 1))
        try s.add(Constraint(0.5 * a - 12 * b - 0.5 * c + 3 * d, .lessThanOrEqual, 0))
        try s.add(Constraint(0.25 * a - 8 * b - c + 9 * d, .lessThanOrEqual, 0))
        for v in [a, b, c, d] { try s.add(Constraint(v, .greaterThanOrEqual, 0)) }
        XCTAssertEqual(s.value(of: a), 1, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: b), 0, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: c), 1, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: d), 0, accuracy: 1e-9)
    }

    /// Duplicate identical required constraints (different objects): x == 5 twice.
    /// Removing one keeps x = 5; removing both frees x to its soft pull.
    func testDuplicateRequiredEqualities() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, -1, priority: .defaultLow))
        let a = Constraint(x, .equal, 5)
        let b = Constraint(x, .equal, 5)
        try s.add(a)
        try s.add(b)
        XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9)
        try s.remove(a)
        XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9)
        try s.remove(b)
        XCTAssertEqual(s.value(of: x), -1, accuracy: 1e-9)
    }

    /// Scaled duplicates: x == 5, 2x == 10, x / 2 == 2.5 over x == 0 @750; x stays 5
    /// until the last of them is removed.
    func testScaledRedundantEqualities() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 0, priority: .defaultHigh))
        let cs = [Constraint(x, .equal, 5), Constraint(2 * x, .equal, 10), Constraint(x / 2, .equal, 2.5)]
        for c in cs { try s.add(c) }
        XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9)
        try s.remove(cs[0])
        XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9)
        try s.remove(cs[2])
        XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9)
        try s.remove(cs[1])
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
    }

    /// Redundant required system: x + y == 10, x == 5, y == 5 (consistent), with
    /// optional pulls elsewhere. Removing x == 5 keeps x = 5 through the other two.
    func testRedundantRequiredEqualitiesSum() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        let sum = Constraint(x + y, .equal, 10)
        let px = Constraint(x, .equal, 5)
        let py = Constraint(y, .equal, 5)
        try s.add(Constraint(x, .equal, 0, priority: .defaultHigh))
        for c in [sum, px, py] { try s.add(c) }
        XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 5, accuracy: 1e-9)
        try s.remove(px)
        XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 5, accuracy: 1e-9)
        try s.remove(py)
        // Only x + y == 10 and x == 0 @750 remain.
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 10, accuracy: 1e-9)
    }

    /// The same redundant system, removing the first-added equality first:
    /// x + y == 10, x == 5, y == 5 with x == 0 @750 and y == 0 @750; removing
    /// x + y == 10 leaves x == 5 and y == 5, which still hold alone.
    func testRedundantRequiredEqualitiesRemoveFirstAdded() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(Constraint(x, .equal, 0, priority: .defaultHigh))
        try s.add(Constraint(y, .equal, 0, priority: .defaultHigh))
        let sum = Constraint(x + y, .equal, 10)
        let px = Constraint(x, .equal, 5)
        let py = Constraint(y, .equal, 5)
        for c in [sum, px, py] { try s.add(c) }
        try s.remove(sum)
        XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 5, accuracy: 1e-9)
        try s.remove(px)
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 5, accuracy: 1e-9)
    }

    /// Twenty copies of x + y >= 10 with x == 0 @500 and y == 0 @400 -> (0, 10);
    /// removing 19 keeps (0, 10); removing the last gives (0, 0).
    func testDuplicateRequiredInequalities() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(Constraint(x, .equal, 0, priority: 500))
        try s.add(Constraint(y, .equal, 0, priority: 400))
        let copies = (0..<20).map { _ in Constraint(x + y, .greaterThanOrEqual, 10) }
        for c in copies { try s.add(c) }
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 10, accuracy: 1e-9)
        for c in copies.dropLast() { try s.remove(c) }
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 10, accuracy: 1e-9)
        try s.remove(copies[19])
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 0, accuracy: 1e-9)
    }

    /// Many identical optional constraints: 100 copies of x == 3 @500 against
    /// x >= 8 required -> 8.
    func testDuplicateOptionalConstraints() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        for _ in 0..<100 { try s.add(Constraint(x, .equal, 3, priority: 500)) }
        XCTAssertEqual(s.value(of: x), 3, accuracy: 1e-9)
        try s.add(Constraint(x, .greaterThanOrEqual, 8))
        XCTAssertEqual(s.value(of: x), 8, accuracy: 1e-9)
    }

    /// A heavily redundant chain: a[0] == 0, a[i+1] == a[i] + 1, a[i] == i,
    /// a[i+2] == a[i] + 2, all required and all consistent -> a[i] = i.
    func testHeavilyRedundantChain() throws {
        let s = Solver()
        let n = 40
        let a = (0..<n).map { s.makeVariable("a\($0)") }
        try s.add(Constraint(a[0], .equal, 0))
        for i in 0..<(n - 1) { try s.add(Constraint(a[i + 1], .equal, a[i] + 1)) }
        for i in 0..<n { try s.add(Constraint(a[i], .equal, Double(i))) }
        for i in 0..<(n - 2) { try s.add(Constraint(a[i + 2], .equal, a[i] + 2)) }
        for i in 0..<n { try s.add(Constraint(a[i], .greaterThanOrEqual, Double(i))) }
        for i in 0..<n { try s.add(Constraint(a[i], .equal, 1000, priority: .defaultHigh)) }
        for i in 0..<n {
            XCTAssertEqual(s.value(of: a[i]), Double(i), accuracy: 1e-9)
            XCTAssertFalse(s.isAmbiguous(a[i]))
        }
    }

    /// Inequalities that are tight at the same point as equalities (degenerate
    /// vertex), edited through that point: left >= 0, right <= 100,
    /// right == left + 100, right - left >= 100, left + right == 100 (as two
    /// inequalities) all hold only at (0, 100); an edit at 999 cannot move it.
    func testEditingThroughDegenerateVertex() throws {
        let s = Solver()
        let left = s.makeVariable("left")
        let right = s.makeVariable("right")
        try s.add(Constraint(left, .greaterThanOrEqual, 0))
        try s.add(Constraint(right, .lessThanOrEqual, 100))
        try s.add(Constraint(right, .equal, left + 100))
        try s.add(Constraint(right - left, .greaterThanOrEqual, 100))
        try s.add(Constraint(left + right, .lessThanOrEqual, 100))
        try s.add(Constraint(left + right, .greaterThanOrEqual, 100))
        try s.addEditVariable(left, priority: 999)
        for k in [-50.0, 0, 50, 10, -1, 1] {
            try s.suggestValue(left, k)
            XCTAssertEqual(s.value(of: left), 0, accuracy: 1e-9)
            XCTAssertEqual(s.value(of: right), 100, accuracy: 1e-9)
        }
    }

    /// A trivially true constraint (x - x == 0, 0 <= 1) is accepted and changes nothing.
    func testTriviallyTrueConstraints() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 4))
        let t1 = Constraint(x - x, .equal, 0)
        let t2 = Constraint(TrellisSolver.Expression(constant: 0), .lessThanOrEqual, 1)
        try s.add(t1)
        try s.add(t2)
        XCTAssertEqual(s.value(of: x), 4, accuracy: 1e-9)
        try s.remove(t1)
        try s.remove(t2)
        XCTAssertEqual(s.value(of: x), 4, accuracy: 1e-9)
    }

    /// An optional constraint that can never hold (0 == 1 @500) is accepted and
    /// changes nothing.
    func testImpossibleOptionalConstantConstraint() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 4, priority: .defaultLow))
        let c = Constraint(TrellisSolver.Expression(constant: 0), .equal, 1, priority: 500)
        try s.add(c)
        XCTAssertTrue(s.contains(c))
        XCTAssertEqual(s.value(of: x), 4, accuracy: 1e-9)
    }

    /// The fan of eight inequalities through the origin used above.
    static func fan(_ x: Variable, _ y: Variable) -> [Constraint] {
        [
            Constraint(x, .greaterThanOrEqual, 0),
            Constraint(y, .greaterThanOrEqual, 0),
            Constraint(x + y, .greaterThanOrEqual, 0),
            Constraint(x - y, .greaterThanOrEqual, 0),
            Constraint(2 * x + y, .greaterThanOrEqual, 0),
            Constraint(x + 2 * y, .greaterThanOrEqual, 0),
            Constraint(3 * x - y, .greaterThanOrEqual, 0),
            Constraint(x - 2 * y, .greaterThanOrEqual, 0),
        ]
    }
}
