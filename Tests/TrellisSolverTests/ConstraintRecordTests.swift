// A solver finds a constraint's record through slot fields on the
// constraint (Solver.swift, "records"), with a dictionary for a constraint
// that is in two solvers at once. Trellis's own bookkeeping: these tests
// pin that a constraint is found in each solver it is in and in no other,
// however adds, removals and solvers going away interleave.

import XCTest
@testable import TrellisSolver

final class ConstraintRecordTests: XCTestCase {

    func testOneConstraintInTwoSolvers() throws {
        let a = Solver(), b = Solver()
        let xa = a.makeVariable("x"), xb = b.makeVariable("x")
        let ca = Constraint(xa, .equal, 5)
        try a.add(ca)
        XCTAssertTrue(a.contains(ca))
        XCTAssertFalse(b.contains(ca))
        // Adding a's constraint to b fails (its variable is a's) and leaves
        // b without it, and a still with it.
        XCTAssertThrowsError(try b.add(ca))
        XCTAssertFalse(b.contains(ca))
        XCTAssertTrue(a.contains(ca))
        let cb = Constraint(xb, .equal, 7)
        try b.add(cb)
        XCTAssertEqual(a.value(of: xa), 5)
        XCTAssertEqual(b.value(of: xb), 7)
    }

    /// A constraint with no terms names no solver's variables, so one
    /// object can be in two solvers: the second files it by identity.
    func testSharedConstantConstraint() throws {
        let a = Solver(), b = Solver()
        let c = Constraint(TrellisSolver.Expression(constant: 0), .equal, 0)
        try a.add(c)
        try b.add(c)
        XCTAssertTrue(a.contains(c) && b.contains(c))
        XCTAssertThrowsError(try b.add(c)) { error in
            guard case SolverError.duplicateConstraint = error else { return XCTFail("\(error)") }
        }
        try a.remove(c)
        XCTAssertFalse(a.contains(c))
        XCTAssertTrue(b.contains(c))
        XCTAssertEqual(b.constraints.count, 1)
        // a can take it back while b still holds it.
        try a.add(c)
        XCTAssertTrue(a.contains(c))
        try b.remove(c)
        XCTAssertFalse(b.contains(c))
        XCTAssertTrue(a.contains(c))
        XCTAssertThrowsError(try b.remove(c))
    }

    func testSolverGoingAwayFreesItsConstraints() throws {
        let c = Constraint(TrellisSolver.Expression(constant: 0), .equal, 0)
        do {
            let a = Solver()
            try a.add(c)
            XCTAssertEqual(c.home.index, 0)
        }
        XCTAssertEqual(c.home.index, -1)
        let b = Solver()
        try b.add(c)
        XCTAssertTrue(b.contains(c))
        XCTAssertTrue(b.foreignRecords.isEmpty)
    }

    /// Slots are reused after removals; the listing keeps the add order and
    /// leaves out edit variables' constraints.
    func testSlotsReusedAndOrderKept() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let c1 = Constraint(x, .greaterThanOrEqual, 0)
        let c2 = Constraint(y, .greaterThanOrEqual, 0)
        let c3 = Constraint(x, .lessThanOrEqual, 100)
        try s.add(c1)
        try s.add(c2)
        try s.addEditVariable(y, priority: .defaultHigh)
        try s.remove(c1)
        try s.add(c3)
        try s.add(c1)
        XCTAssertEqual(s.constraints.map(ObjectIdentifier.init), [c2, c3, c1].map(ObjectIdentifier.init))
        XCTAssertLessThanOrEqual(s.records.count, 4)
        try s.suggestValue(y, 42)
        XCTAssertEqual(s.value(of: y), 42, accuracy: 1e-9)
        try s.removeEditVariable(y)
        XCTAssertFalse(s.hasEditVariable(y))
        XCTAssertEqual(s.constraints.count, 3)
        for c in [c1, c2, c3] { try s.remove(c) }
        XCTAssertTrue(s.constraints.isEmpty)
        XCTAssertEqual(s.records.compactMap { $0 }.count, 0)
    }
}
