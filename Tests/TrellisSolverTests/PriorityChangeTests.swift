// Changing a constraint's priority. NSLayoutConstraint.priority: "Priorities may
// not change from nonrequired to required, or from required to nonrequired. An
// exception is thrown if a priority of required is changed to a lower priority,
// or if a lower priority is changed to a required priority after the
// constraints is added to a view." Trellis throws
// .requiredPriorityChange instead of raising. Valid priorities are
// 0 < p <= 1000 ("Priorities must be greater than zero and less than or equal
// to required"); invalid ones throw .invalidPriority.

import XCTest
import TrellisSolver

final class PriorityChangeTests: XCTestCase {

    /// x == 0 @500 beats x == 10 @400; raising the second to 600 flips the winner.
    func testSetPriorityBetweenOptionalValuesChangesWinner() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let a = Constraint(x, .equal, 0, priority: 500)
        let b = Constraint(x, .equal, 10, priority: 400)
        try s.add(a)
        try s.add(b)
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
        try s.setPriority(b, to: 600)
        XCTAssertEqual(b.priority, 600)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        try s.setPriority(b, to: 499.5)
        XCTAssertEqual(b.priority, 499.5)
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
    }

    /// Lowering to an equal priority makes the trade-off a sum: two at 500 saying 10
    /// and one saying 0 moved from 750 to 500 -> 10.
    func testSetPriorityToEqualTierUsesSummedError() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let zero = Constraint(x, .equal, 0, priority: .defaultHigh)
        try s.add(zero)
        try s.add(Constraint(x, .equal, 10, priority: 500))
        try s.add(Constraint(x, .equal, 10, priority: 500))
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
        try s.setPriority(zero, to: 500)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    /// The compression-resistance example: two labels compressed into 150 pt; raising
    /// label 2's compression resistance to 751 keeps it at its intrinsic 100.
    func testSetPriorityOnCompressionResistance() throws {
        let s = Solver()
        let w1 = s.makeVariable("w1")
        let w2 = s.makeVariable("w2")
        try s.add(Constraint(w1 + w2, .equal, 150))
        try s.add(Constraint(w1, .greaterThanOrEqual, 100, priority: .defaultHigh))
        let cr2 = Constraint(w2, .greaterThanOrEqual, 100, priority: .defaultHigh)
        try s.add(cr2)
        try s.add(Constraint(w1, .equal, 0, priority: .fittingSizeLevel))
        // Tier 750: any split in [50, 100] costs 50; tier 50 pulls w1 down -> 50.
        XCTAssertEqual(s.value(of: w1), 50, accuracy: 1e-9)
        // Lower label 2's resistance under the fitting pull: 750 now only protects w1.
        try s.setPriority(cr2, to: 40)
        XCTAssertEqual(s.value(of: w1), 100, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: w2), 50, accuracy: 1e-9)
        try s.setPriority(cr2, to: 751)
        XCTAssertEqual(s.value(of: w1), 50, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: w2), 100, accuracy: 1e-9)
    }

    /// Setting the same priority again changes nothing.
    func testSetPriorityToSameValue() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = Constraint(x, .equal, 3, priority: .defaultLow)
        try s.add(c)
        try s.setPriority(c, to: .defaultLow)
        XCTAssertEqual(c.priority, .defaultLow)
        XCTAssertEqual(s.value(of: x), 3, accuracy: 1e-9)
    }

    /// NSLayoutConstraint.priority: optional -> required after activation is refused.
    func testSetPriorityOptionalToRequiredThrows() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 0, priority: 500))
        let c = Constraint(x, .equal, 10, priority: .defaultLow)
        try s.add(c)
        let before = s.value(of: x)
        XCTAssertThrowsError(try s.setPriority(c, to: .required)) { error in
            guard case SolverError.requiredPriorityChange(let which, let to) = error else {
                return XCTFail("expected .requiredPriorityChange, got \(error)")
            }
            XCTAssertTrue(which === c)
            XCTAssertEqual(to, .required)
        }
        XCTAssertEqual(c.priority, .defaultLow)
        XCTAssertEqual(s.value(of: x), before)
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
    }

    /// NSLayoutConstraint.priority: required -> optional after activation is refused.
    func testSetPriorityRequiredToOptionalThrows() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = Constraint(x, .equal, 10)
        try s.add(c)
        try s.add(Constraint(x, .equal, 0, priority: 999))
        XCTAssertThrowsError(try s.setPriority(c, to: 999)) { error in
            guard case SolverError.requiredPriorityChange(let which, let to) = error else {
                return XCTFail("expected .requiredPriorityChange, got \(error)")
            }
            XCTAssertTrue(which === c)
            XCTAssertEqual(to, 999)
        }
        XCTAssertEqual(c.priority, .required)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        // Required -> required is not a change.
        try s.setPriority(c, to: .required)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    /// An invalid priority for setPriority is refused like on add.
    func testSetPriorityInvalidThrows() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = Constraint(x, .equal, 10, priority: .defaultLow)
        try s.add(c)
        for bad: Priority in [0, -1] {
            XCTAssertThrowsError(try s.setPriority(c, to: bad)) { error in
                guard case SolverError.invalidPriority(let p) = error else {
                    return XCTFail("expected .invalidPriority(\(bad)), got \(error)")
                }
                XCTAssertEqual(p, bad)
            }
            XCTAssertEqual(c.priority, .defaultLow)
            XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        }
    }

    /// NSLayoutConstraint.priority refuses required <-> optional only "after the
    /// constraints is added to a view": a constraint not in the solver may change
    /// freely, even to required, and is then added with its new priority.
    /// (docs/SOLVER-API.md restricts only "an added constraint".)
    func testSetPriorityOnConstraintNotInSolver() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 0, priority: 500))
        let c = Constraint(x, .equal, 10, priority: .defaultLow)
        try s.setPriority(c, to: .required)
        XCTAssertEqual(c.priority, .required)
        XCTAssertFalse(s.contains(c))
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
        try s.add(c)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        try s.remove(c)
        try s.setPriority(c, to: 400)
        XCTAssertEqual(c.priority, 400)
        try s.add(c)
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
    }

    /// NSLayoutConstraint.priority: "Priorities must be greater than zero and less
    /// than or equal to required." Adding with 0, -1, 1001 or NaN throws
    /// .invalidPriority and adds nothing.
    func testInvalidPrioritiesThrowOnAdd() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let keep = Constraint(x, .equal, 7)
        try s.add(keep)
        for bad: Priority in [0, -1, 1001, Priority(.nan), Priority(.infinity), 1000.0001] {
            let c = Constraint(x, .equal, 1, priority: bad)
            XCTAssertThrowsError(try s.add(c), "priority \(bad)") { error in
                guard case SolverError.invalidPriority(let p) = error else {
                    return XCTFail("expected .invalidPriority for \(bad), got \(error)")
                }
                if bad.rawValue.isNaN {
                    XCTAssertTrue(p.rawValue.isNaN)
                } else {
                    XCTAssertEqual(p, bad)
                }
            }
            XCTAssertFalse(s.contains(c))
            ruleAssertConstraintList(s, [keep])
            XCTAssertEqual(s.value(of: x), 7, accuracy: 1e-9)
        }
    }

    /// The smallest positive priority and exactly 1000 are valid.
    func testBoundaryPrioritiesAreValid() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 1, priority: 0.5))
        try s.add(Constraint(x, .equal, 2, priority: 1))
        XCTAssertEqual(s.value(of: x), 2, accuracy: 1e-9)
        try s.add(Constraint(x, .equal, 3, priority: 1000))
        XCTAssertEqual(s.value(of: x), 3, accuracy: 1e-9)
    }
}
