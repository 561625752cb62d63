// Misuse is reported as a thrown SolverError, never a trap, and a failed call
// leaves every value exactly as it was (docs/SOLVER-API.md). UIKit raises for
// the same misuse (e.g. NSLayoutConstraint.priority on an installed constraint,
// "Unable to activate constraint ... no common ancestor"); Trellis throws.

import XCTest
import TrellisSolver

final class ErrorTests: XCTestCase {

    func testDuplicateAddThrows() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = Constraint(x, .equal, 5)
        try s.add(c)
        XCTAssertThrowsError(try s.add(c)) { error in
            guard case SolverError.duplicateConstraint(let which) = error else {
                return XCTFail("expected .duplicateConstraint, got \(error)")
            }
            XCTAssertTrue(which === c)
        }
        ruleAssertConstraintList(s, [c])
        XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9)
        // Removing once removes it fully.
        try s.remove(c)
        XCTAssertFalse(s.contains(c))
        XCTAssertTrue(s.constraints.isEmpty)
    }

    func testDuplicateAddOfOptionalThrows() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = Constraint(x, .equal, 5, priority: .defaultLow)
        try s.add(c)
        XCTAssertThrowsError(try s.add(c)) { error in
            guard case SolverError.duplicateConstraint(let which) = error else {
                return XCTFail("expected .duplicateConstraint, got \(error)")
            }
            XCTAssertTrue(which === c)
        }
        ruleAssertConstraintList(s, [c])
    }

    func testRemoveUnknownThrows() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let added = Constraint(x, .equal, 5)
        try s.add(added)
        let never = Constraint(x, .equal, 5)  // equal-looking, different object
        XCTAssertThrowsError(try s.remove(never)) { error in
            guard case SolverError.unknownConstraint(let which) = error else {
                return XCTFail("expected .unknownConstraint, got \(error)")
            }
            XCTAssertTrue(which === never)
        }
        ruleAssertConstraintList(s, [added])
        XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9)
    }

    func testRemoveTwiceThrows() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = Constraint(x, .equal, 5)
        try s.add(c)
        try s.remove(c)
        XCTAssertThrowsError(try s.remove(c)) { error in
            guard case SolverError.unknownConstraint(let which) = error else {
                return XCTFail("expected .unknownConstraint, got \(error)")
            }
            XCTAssertTrue(which === c)
        }
    }

    func testRemoveConstraintFromAnotherSolverThrows() throws {
        let s1 = Solver()
        let s2 = Solver()
        let x = s1.makeVariable("x")
        let c = Constraint(x, .equal, 5)
        try s1.add(c)
        XCTAssertThrowsError(try s2.remove(c)) { error in
            guard case SolverError.unknownConstraint = error else {
                return XCTFail("expected .unknownConstraint, got \(error)")
            }
        }
        XCTAssertTrue(s1.contains(c))
    }

    func testSetConstantUnknownThrows() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = Constraint(x, .equal, 5)
        XCTAssertThrowsError(try s.setConstant(c, to: 6)) { error in
            guard case SolverError.unknownConstraint(let which) = error else {
                return XCTFail("expected .unknownConstraint, got \(error)")
            }
            XCTAssertTrue(which === c)
        }
        XCTAssertEqual(c.constant, 5)
    }

    /// Variable.swift: using a variable with another solver is
    /// .unknownVariable, never a silent mix-up.
    func testVariableFromAnotherSolverThrows() throws {
        let s = Solver()
        let other = Solver()
        let x = s.makeVariable("x")
        let foreign = other.makeVariable("x")
        XCTAssertNotEqual(x, foreign)
        try s.add(Constraint(x, .equal, 3))
        for c in [
            Constraint(foreign, .equal, 5),
            Constraint(x + foreign, .equal, 5),
            Constraint(x, .lessThanOrEqual, foreign, priority: .defaultLow),
        ] {
            XCTAssertThrowsError(try s.add(c), "\(c)") { error in
                guard case SolverError.unknownVariable(let v) = error else {
                    return XCTFail("expected .unknownVariable, got \(error)")
                }
                XCTAssertEqual(v, foreign)
            }
            XCTAssertFalse(s.contains(c))
        }
        XCTAssertEqual(s.constraints.count, 1)
        XCTAssertEqual(s.value(of: x), 3, accuracy: 1e-9)
    }

    /// A variable made by a second solver that happens to have the same index is
    /// still refused (variables carry their solver's identity).
    func testSameIndexVariableFromAnotherSolverIsRefused() throws {
        let s = Solver()
        let other = Solver()
        let a = s.makeVariable("a")
        let b = other.makeVariable("a")  // both are their solver's first variable
        XCTAssertNotEqual(a, b)
        XCTAssertThrowsError(try s.add(Constraint(b, .equal, 1))) { error in
            guard case SolverError.unknownVariable = error else {
                return XCTFail("expected .unknownVariable, got \(error)")
            }
        }
    }

    func testNaNCoefficientThrowsInvalidNumber() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(Constraint(y, .equal, 1))
        let c = Constraint(Double.nan * x, .equal, 5)
        XCTAssertThrowsError(try s.add(c)) { error in
            guard case SolverError.invalidNumber = error else {
                return XCTFail("expected .invalidNumber, got \(error)")
            }
        }
        XCTAssertFalse(s.contains(c))
        XCTAssertEqual(s.value(of: y), 1, accuracy: 1e-9)
    }

    func testInfiniteCoefficientThrowsInvalidNumber() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = Constraint(x * Double.infinity + x, .greaterThanOrEqual, 0, priority: .defaultLow)
        XCTAssertThrowsError(try s.add(c)) { error in
            guard case SolverError.invalidNumber = error else {
                return XCTFail("expected .invalidNumber, got \(error)")
            }
        }
        XCTAssertTrue(s.constraints.isEmpty)
    }

    func testNonFiniteConstantThrowsInvalidNumber() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 9))
        for bad in [Double.nan, .infinity, -.infinity] {
            for relation in [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual] {
                let c = Constraint(x, relation, bad)
                XCTAssertThrowsError(try s.add(c), "\(c)") { error in
                    guard case SolverError.invalidNumber = error else {
                        return XCTFail("expected .invalidNumber, got \(error)")
                    }
                }
                XCTAssertFalse(s.contains(c))
            }
        }
        XCTAssertEqual(s.constraints.count, 1)
        XCTAssertEqual(s.value(of: x), 9, accuracy: 1e-9)
    }

    /// Dividing by zero makes infinite coefficients: refused, not trapped.
    func testDivisionByZeroExpressionThrowsInvalidNumber() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = Constraint(x / 0, .equal, 1)
        XCTAssertThrowsError(try s.add(c)) { error in
            guard case SolverError.invalidNumber = error else {
                return XCTFail("expected .invalidNumber, got \(error)")
            }
        }
    }

    func testInvalidPriorityOnAddThrows() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        for bad: Priority in [0, -1, 1001, Priority(.nan)] {
            let c = Constraint(x, .equal, 1, priority: bad)
            XCTAssertThrowsError(try s.add(c)) { error in
                guard case SolverError.invalidPriority = error else {
                    return XCTFail("expected .invalidPriority for \(bad), got \(error)")
                }
            }
            XCTAssertFalse(s.contains(c))
        }
        XCTAssertTrue(s.constraints.isEmpty)
    }

    /// Every error has a readable description (no trap when printing it).
    func testErrorDescriptions() {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = Constraint(x, .equal, 1)
        let cases: [SolverError] = [
            .unsatisfiable(conflicting: [c]), .duplicateConstraint(c), .unknownConstraint(c),
            .unknownVariable(x), .duplicateEditVariable(x), .unknownEditVariable(x),
            .invalidNumber("constant"), .invalidPriority(0),
            .requiredPriorityChange(c, to: 500), .internalError("x"),
        ]
        for e in cases { XCTAssertFalse(e.description.isEmpty) }
        XCTAssertEqual(SolverError.invalidPriority(0).description, "priority 0 is outside 0 < p <= 1000")
        XCTAssertEqual(SolverError.duplicateConstraint(c).description, "the constraint x == 1 is already in the solver")
    }
}
