// Edit variables: the Cassowary paper's edit constraints (Badros, Borning &
// Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm",
// 2001, section 3: an edit is a constraint `v == value` at some strength whose
// value is re-suggested cheaply). UIKit has no public edit API; the rules here
// come from docs/SOLVER-API.md: an edit is an optional (or required) constraint
// x == current value, so it obeys the same lexicographic priorities as any
// other constraint (Auto Layout Guide, Anatomy of a Constraint).

import XCTest
import TrellisSolver

final class EditVariableTests: XCTestCase {

    func testAddSuggestRemove() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        XCTAssertFalse(s.hasEditVariable(x))
        try s.addEditVariable(x, priority: 999)
        XCTAssertTrue(s.hasEditVariable(x))
        try s.suggestValue(x, 42)
        XCTAssertEqual(s.value(of: x), 42, accuracy: 1e-9)
        try s.suggestValue(x, -13.25)
        XCTAssertEqual(s.value(of: x), -13.25, accuracy: 1e-9)
        try s.removeEditVariable(x)
        XCTAssertFalse(s.hasEditVariable(x))
    }

    /// Dragging a view: right == left + 100 required; suggestions to left move right.
    func testSuggestedValuePropagates() throws {
        let s = Solver()
        let left = s.makeVariable("left")
        let right = s.makeVariable("right")
        try s.add(Constraint(right, .equal, left + 100))
        try s.addEditVariable(left, priority: .defaultHigh)
        for k in stride(from: 0.0, through: 300.0, by: 37.5) {
            try s.suggestValue(left, k)
            XCTAssertEqual(s.value(of: left), k, accuracy: 1e-9)
            XCTAssertEqual(s.value(of: right), k + 100, accuracy: 1e-9)
        }
    }

    /// Adding an edit does not move anything: it is x == current value.
    func testAddEditVariableKeepsCurrentValue() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let soft = Constraint(x, .equal, 10, priority: .defaultLow)
        try s.add(soft)
        try s.addEditVariable(x, priority: 999)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        // The edit now holds x at 10 on its own.
        try s.remove(soft)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    /// An edit at 999 overrides an optional constraint at 750.
    func testEditAt999OverridesOptional750() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 10, priority: .defaultHigh))
        try s.addEditVariable(x, priority: 999)
        try s.suggestValue(x, 50)
        XCTAssertEqual(s.value(of: x), 50, accuracy: 1e-9)
        // Removing the edit hands x back to the 750 constraint.
        try s.removeEditVariable(x)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    /// An edit at 999 does not override a required constraint: x == 10 required,
    /// suggest 42 -> x stays 10 (no error: the edit is optional).
    func testEditAt999DoesNotOverrideRequiredEquality() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 10))
        try s.addEditVariable(x, priority: 999)
        try s.suggestValue(x, 42)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    /// An optional edit is brought as close as possible: x <= 100 required,
    /// suggest 150 -> 100; suggest 60 -> 60.
    func testEditClampedByRequiredInequality() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .lessThanOrEqual, 100))
        try s.add(Constraint(x, .greaterThanOrEqual, 0))
        try s.addEditVariable(x, priority: 999)
        try s.suggestValue(x, 150)
        XCTAssertEqual(s.value(of: x), 100, accuracy: 1e-9)
        try s.suggestValue(x, 60)
        XCTAssertEqual(s.value(of: x), 60, accuracy: 1e-9)
        try s.suggestValue(x, -20)
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)
    }

    /// A weak edit loses to a stronger optional: x == 10 @750, edit @100, suggest 50 -> 10.
    func testLowPriorityEditLosesToHigherOptional() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 10, priority: .defaultHigh))
        try s.addEditVariable(x, priority: 100)
        try s.suggestValue(x, 50)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
    }

    /// A weak edit wins over lower ones, and gives way to a stronger one on another
    /// variable: w + x == 300 required, w == 100 @750; x edited @500 at 250
    /// -> x = 200 (the 750 constraint on w wins).
    func testEditInteractsThroughRequiredSum() throws {
        let s = Solver()
        let w = s.makeVariable("w")
        let x = s.makeVariable("x")
        try s.add(Constraint(w + x, .equal, 300))
        try s.add(Constraint(w, .equal, 100, priority: .defaultHigh))
        try s.addEditVariable(x, priority: 500)
        try s.suggestValue(x, 250)
        XCTAssertEqual(s.value(of: x), 200, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: w), 100, accuracy: 1e-9)
        try s.removeEditVariable(x)
        try s.addEditVariable(x, priority: 800)
        try s.suggestValue(x, 250)
        XCTAssertEqual(s.value(of: x), 250, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: w), 50, accuracy: 1e-9)
    }

    /// Two edit variables at once: a drag of both corners of a rectangle.
    func testTwoEditVariables() throws {
        let s = Solver()
        let left = s.makeVariable("left")
        let right = s.makeVariable("right")
        let mid = s.makeVariable("mid")
        try s.add(Constraint(2 * mid, .equal, left + right))
        try s.add(Constraint(right, .greaterThanOrEqual, left + 10))
        try s.addEditVariable(left, priority: 999)
        try s.addEditVariable(right, priority: 999)
        try s.suggestValue(left, 20)
        try s.suggestValue(right, 120)
        XCTAssertEqual(s.value(of: mid), 70, accuracy: 1e-9)
        try s.suggestValue(right, 60)
        XCTAssertEqual(s.value(of: left), 20, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: mid), 40, accuracy: 1e-9)
    }

    /// A required edit (docs/SOLVER-API.md: "optional (or required)") sets the value
    /// exactly and beats optional constraints.
    func testRequiredEditVariable() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(Constraint(y, .equal, x * 2))
        try s.add(Constraint(x, .equal, 5, priority: 999))
        try s.addEditVariable(x, priority: .required)
        try s.suggestValue(x, 30)
        XCTAssertEqual(s.value(of: x), 30, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 60, accuracy: 1e-9)
    }

    /// After removeEditVariable the variable can be edited again.
    func testReAddEditVariable() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 1, priority: .defaultLow))
        try s.addEditVariable(x, priority: 999)
        try s.suggestValue(x, 5)
        try s.removeEditVariable(x)
        XCTAssertEqual(s.value(of: x), 1, accuracy: 1e-9)
        try s.addEditVariable(x, priority: 999)
        try s.suggestValue(x, 9)
        XCTAssertEqual(s.value(of: x), 9, accuracy: 1e-9)
    }

    /// Edits do not show up as constraints.
    func testEditVariablesAreNotListedAsConstraints() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let c = Constraint(x, .greaterThanOrEqual, 0)
        try s.add(c)
        try s.addEditVariable(x, priority: 999)
        ruleAssertConstraintList(s, [c])
    }

    // MARK: Errors

    func testSuggestWithoutAddThrowsUnknownEditVariable() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, 3, priority: .defaultLow))
        XCTAssertThrowsError(try s.suggestValue(x, 42)) { error in
            guard case SolverError.unknownEditVariable(let v) = error else {
                return XCTFail("expected .unknownEditVariable, got \(error)")
            }
            XCTAssertEqual(v, x)
        }
        XCTAssertEqual(s.value(of: x), 3, accuracy: 1e-9)
    }

    func testRemoveWithoutAddThrowsUnknownEditVariable() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        XCTAssertThrowsError(try s.removeEditVariable(x)) { error in
            guard case SolverError.unknownEditVariable(let v) = error else {
                return XCTFail("expected .unknownEditVariable, got \(error)")
            }
            XCTAssertEqual(v, x)
        }
    }

    func testSuggestAfterRemoveThrowsUnknownEditVariable() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.addEditVariable(x, priority: 999)
        try s.removeEditVariable(x)
        XCTAssertThrowsError(try s.suggestValue(x, 1)) { error in
            guard case SolverError.unknownEditVariable = error else {
                return XCTFail("expected .unknownEditVariable, got \(error)")
            }
        }
    }

    func testDuplicateEditVariableThrows() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.addEditVariable(x, priority: 999)
        try s.suggestValue(x, 8)
        XCTAssertThrowsError(try s.addEditVariable(x, priority: 500)) { error in
            guard case SolverError.duplicateEditVariable(let v) = error else {
                return XCTFail("expected .duplicateEditVariable, got \(error)")
            }
            XCTAssertEqual(v, x)
        }
        // The first edit is still in place at 999.
        XCTAssertTrue(s.hasEditVariable(x))
        XCTAssertEqual(s.value(of: x), 8, accuracy: 1e-9)
        try s.suggestValue(x, 11)
        XCTAssertEqual(s.value(of: x), 11, accuracy: 1e-9)
    }

    func testSuggestNonFiniteThrowsInvalidNumber() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.addEditVariable(x, priority: 999)
        try s.suggestValue(x, 12)
        for bad in [Double.nan, .infinity, -.infinity] {
            XCTAssertThrowsError(try s.suggestValue(x, bad)) { error in
                guard case SolverError.invalidNumber = error else {
                    return XCTFail("expected .invalidNumber for \(bad), got \(error)")
                }
            }
            XCTAssertEqual(s.value(of: x), 12)
        }
    }

    func testEditInvalidPriorityThrows() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        XCTAssertThrowsError(try s.addEditVariable(x, priority: 0)) { error in
            guard case SolverError.invalidPriority(let p) = error else {
                return XCTFail("expected .invalidPriority, got \(error)")
            }
            XCTAssertEqual(p, 0)
        }
        XCTAssertFalse(s.hasEditVariable(x))
    }

    func testEditForeignVariableThrowsUnknownVariable() throws {
        let s = Solver()
        let other = Solver()
        let foreign = other.makeVariable("foreign")
        _ = s.makeVariable("x")
        XCTAssertThrowsError(try s.addEditVariable(foreign, priority: 999)) { error in
            guard case SolverError.unknownVariable(let v) = error else {
                return XCTFail("expected .unknownVariable, got \(error)")
            }
            XCTAssertEqual(v, foreign)
        }
        XCTAssertFalse(s.hasEditVariable(foreign))
    }
}
