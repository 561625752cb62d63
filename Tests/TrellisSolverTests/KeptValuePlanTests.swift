// A resize that pivots between restricted symbols keeps the value plan
// (Tableau.valueShape), and a resize's constant change shifts the marker's
// rows from a kept list (MarkerRows). Not Apple behaviour: Trellis's own
// rules for reading values back (docs/SOLVER.md, "Values"; docs/PERFORMANCE.md,
// `wave2-solvermem4`). Checked against what the rules replace: a plan built
// afresh on the same tableau, the column walk on a twin solver, and a solver
// built afresh at the final width.

import XCTest
@testable import TrellisSolver

final class KeptValuePlanTests: XCTestCase {

    /// Rows under a root whose width is edited: each row has a name of
    /// preferred width 180 (at 250) that must stay left of a date pinned to
    /// the right edge, the screen workload's card header. As the root
    /// narrows past 332 the inequalities bind, and back: restricted pivots.
    struct Rows {
        let solver: Solver
        let width: Variable
        var variables: [Variable]
    }

    func makeRows(_ count: Int) throws -> Rows {
        let s = Solver()
        let left = s.makeVariable("root.left"), w = s.makeVariable("root.width")
        try s.add(Constraint(left, .equal, 0))
        try s.addEditVariable(w, priority: 999)
        try s.suggestValue(w, 375)
        var rows = Rows(solver: s, width: w, variables: [left, w])
        var previousBottom: TrellisSolver.Expression? = nil
        for i in 0..<count {
            let top = s.makeVariable("r\(i).top"), nameLeft = s.makeVariable("r\(i).name.left")
            let nameWidth = s.makeVariable("r\(i).name.width"), dateLeft = s.makeVariable("r\(i).date.left")
            let dateWidth = s.makeVariable("r\(i).date.width")
            try s.add(Constraint(top, .equal, (previousBottom ?? left.expression) + 8))
            try s.add(Constraint(nameLeft, .equal, left + 68))
            try s.add(Constraint(nameWidth, .equal, 180, priority: .defaultLow))
            try s.add(Constraint(dateWidth, .equal, 60, priority: .defaultHigh))
            try s.add(Constraint(dateLeft + dateWidth, .equal, left + w - 16))
            try s.add(Constraint(nameLeft + nameWidth, .lessThanOrEqual, dateLeft - 8))
            rows.variables += [top, nameLeft, nameWidth, dateLeft, dateWidth]
            previousBottom = top + 40
        }
        return rows
    }

    func read(_ s: Solver, _ vs: [Variable]) -> [Double] {
        var out: [Double] = []
        s.readValues(of: vs, into: &out)
        return out
    }

    func testARestrictedPivotKeepsThePlanAndTheValuesAreAFreshPlans() throws {
        let rows = try makeRows(12)
        let s = rows.solver
        _ = read(s, rows.variables)
        let shape = try XCTUnwrap(s.plan?.shape)
        var pivoted = 0
        // 375 → 320 and back: the inequalities bind below 332 and let go above.
        let widths = Array(stride(from: 375.0, through: 320, by: -5)) + Array(stride(from: 325.0, through: 375, by: 5))
        for width in widths {
            let version = s.tableau.version
            try s.suggestValue(rows.width, width)
            let values = read(s, rows.variables)
            XCTAssertEqual(s.plan?.shape, shape, "no external entered or left at width \(width)")
            if s.tableau.version != version {
                pivoted += 1
                // Pivoted: the kept plan must be the one a fresh build gives.
                XCTAssertNil(s.plan?.difference(from: ValuePlan(s.tableau)), "width \(width)")
            }
            // And the values what a solver made at this width reads.
            let fresh = try makeRows(12)
            try fresh.solver.suggestValue(fresh.width, width)
            let expected = read(fresh.solver, fresh.variables)
            for (i, v) in values.enumerated() {
                XCTAssertEqual(v, expected[i], accuracy: 1e-9, "\(rows.variables[i]) at width \(width)")
            }
            XCTAssertEqual(values[4], min(180, width - 152), accuracy: 1e-9, "name width at \(width)")
        }
        XCTAssertGreaterThan(pivoted, 0, "the resize pivoted")
    }

    func testAnAddMakesANewPlan() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(Constraint(x + y, .equal, 100))
        try s.add(Constraint(x, .greaterThanOrEqual, 10))
        try s.add(Constraint(x, .equal, 30, priority: .defaultLow))
        XCTAssertEqual(read(s, [x, y]), [30, 70])
        let shape = try XCTUnwrap(s.plan?.shape)
        let c = Constraint(y, .equal, 20, priority: .defaultHigh)
        try s.add(c)
        XCTAssertEqual(read(s, [x, y]), [80, 20])
        XCTAssertNotEqual(s.plan?.shape, shape, "an add changes what the plan reads")
        XCTAssertNil(s.plan?.difference(from: ValuePlan(s.tableau)))
    }

    /// The listed path gives the column walk's tableau, bit for bit: a twin
    /// solver forgets its list before every change, so it always walks.
    func testListedMarkerRowsShiftTheSameConstantsAsTheColumnWalk() throws {
        let listed = try makeRows(20), walked = try makeRows(20)
        var widths: [Double] = []
        // Mostly a resize's steps, now and then a jump across the 332 boundary.
        for k in 0..<60 { widths.append(k % 7 == 0 ? 300 + Double((k * 37) % 100) : 320 + Double(k)) }
        var sawList = false
        for width in widths {
            walked.solver.tableau.markerRows = nil
            try walked.solver.suggestValue(walked.width, width)
            try listed.solver.suggestValue(listed.width, width)
            sawList = sawList || listed.solver.tableau.markerRows?.isListed == true
            let a = read(listed.solver, listed.variables), b = read(walked.solver, walked.variables)
            XCTAssertEqual(a.map(\.bitPattern), b.map(\.bitPattern), "width \(width)")
            let ra = listed.solver.tableau.rows, rb = walked.solver.tableau.rows
            XCTAssertEqual(ra.count, rb.count)
            for i in 0..<min(ra.count, rb.count) {
                XCTAssertEqual(ra[i].constant.bitPattern, rb[i].constant.bitPattern, "slot \(i) at width \(width)")
                XCTAssertEqual(ra[i].symbols, rb[i].symbols)
            }
        }
        XCTAssertTrue(sawList, "the resize used a listed marker")
    }
}
