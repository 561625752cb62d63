import XCTest
@testable import TrellisSolver

/// Settled sums (Tableau+SettledSums.swift): a star of equal heights
/// settled by a pin, then a compression resistance and a hugging per view
/// (a `fillEqually` stack's rows), keeps its restricted rows short, and
/// gives the values, constant changes, removals and conflicts of the full
/// dictionary (the sums switched off).
final class SettledSumTests: XCTestCase {
    /// `top(0) == 0`, `top(i) == top(i-1) + height(i-1) + 8`,
    /// `height(i) == height(0)`, `top(n-1) + height(n-1) == bottom`, then
    /// `height(i) >= 20 @750` and `height(i) <= 20 @250` for each view.
    struct Stack {
        let solver = Solver()
        var tops: [Variable] = [], heights: [Variable] = []
        var spacings: [Constraint] = [], equals: [Constraint] = [], resistances: [Constraint] = []
        var pin: Constraint!

        init(_ n: Int, bottom: Double, sums: Bool = true) throws {
            let s = solver
            s.tableau.keepsSettledSums = sums
            // As the layout engine solves: `top(i)` takes each spacing, the
            // heights stay the star's (Tableau+Constraints.swift, freshSubject).
            s.prefersNewestFreshSubject = true
            for i in 0..<n {
                let top = s.makeVariable("top\(i)"), height = s.makeVariable("height\(i)")
                let spacing = i == 0 ? Constraint(top, .equal, 0)
                    : Constraint(top, .equal, tops[i - 1] + heights[i - 1] + 8)
                try s.add(spacing)
                tops.append(top)
                heights.append(height)
                spacings.append(spacing)
                if i > 0 {
                    let equal = Constraint(height, .equal, TrellisSolver.Expression(heights[0]))
                    try s.add(equal)
                    equals.append(equal)
                }
            }
            pin = Constraint(tops[n - 1] + heights[n - 1], .equal, bottom)
            try s.add(pin)
            for h in heights {
                let resistance = Constraint(h, .greaterThanOrEqual, 20, priority: .defaultHigh)
                try s.add(resistance)
                resistances.append(resistance)
                try s.add(Constraint(h, .lessThanOrEqual, 20, priority: .defaultLow))
            }
        }

        /// Terms in every restricted row.
        var restrictedTerms: Int {
            let t = solver.tableau
            return t.rows.indices.filter { t.rowBasic[$0] >= 0 && t.isRestricted(t.rowBasic[$0]) }
                .map { t.rows[$0].symbols.count }.reduce(0, +)
        }

        var frames: [Double] { (tops + heights).map { solver.value(of: $0) } }
    }

    func testTheRestrictedRowsStayShort() throws {
        // Written out, each resistance's and hugging's row held the pin's
        // ~2n markers: 2n rows of 2n terms (80,000 at 100 views, 320,000
        // at 200). With one sum, a few terms each.
        let small = try Stack(100, bottom: 1_000)
        let large = try Stack(200, bottom: 2_000)
        XCTAssertEqual(large.solver.tableau.settledSums.count, 1)
        XCTAssertLessThan(large.restrictedTerms, 3_000, "200 views")
        XCTAssertLessThan(Double(large.restrictedTerms) / Double(small.restrictedTerms), 2.2,
                          "\(small.restrictedTerms) → \(large.restrictedTerms) terms")
        let dense = try Stack(100, bottom: 1_000, sums: false)
        XCTAssertGreaterThan(dense.restrictedTerms, 20 * small.restrictedTerms, "the dictionary without sums")
    }

    func testValuesAreTheDictionarysBitForBit() throws {
        // Compression resistance breaks (n·20 + 8(n-1) > bottom), holds, or hugging breaks.
        for bottom in [1_000.0, 2_792, 4_000] {
            let sums = try Stack(100, bottom: bottom)
            let dense = try Stack(100, bottom: bottom, sums: false)
            XCTAssertEqual(sums.frames, dense.frames, "bottom \(bottom)")
        }
        let s = try Stack(100, bottom: 1_000)
        XCTAssertEqual(s.solver.value(of: s.heights[99]), (1_000 - 8 * 99) / 100, accuracy: 1e-9)
    }

    func testConstantChangesReachTheRowsThroughTheSum() throws {
        let sums = try Stack(80, bottom: 1_000)
        let dense = try Stack(80, bottom: 1_000, sums: false)
        // The pin (a resize, twice: the second reads the listed rows), a
        // spacing, across the point where the resistances start to hold.
        for (stack, _) in [(sums, 0), (dense, 1)] {
            for bottom in [1_200.0, 2_500, 2_400, 900] {
                try stack.solver.setConstant(stack.pin, to: bottom)
                _ = stack.frames
            }
            try stack.solver.setConstant(stack.spacings[40], to: 8 + 50)
        }
        for (a, b) in zip(sums.frames, dense.frames) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        let h = (900.0 - 8 * 79 - 50) / 80
        XCTAssertEqual(sums.solver.value(of: sums.heights[79]), h, accuracy: 1e-9)
        XCTAssertEqual(sums.solver.value(of: sums.tops[79]), 79 * (h + 8) + 50, accuracy: 1e-9)
    }

    func testRemovingAConstraintTheSumHoldsWritesItBack() throws {
        var stacks = [try Stack(60, bottom: 1_000), try Stack(60, bottom: 1_000, sums: false)]
        for k in stacks.indices {
            let s = stacks[k].solver
            try s.remove(stacks[k].equals[10])
            try s.remove(stacks[k].resistances[5])
            try s.remove(stacks[k].pin)
            stacks[k].pin = Constraint(stacks[k].tops[59] + stacks[k].heights[59], .equal, 1_500)
            try s.add(stacks[k].pin)
        }
        XCTAssertEqual(stacks[1].solver.tableau.settledSums.count, 0)
        for (a, b) in zip(stacks[0].frames, stacks[1].frames) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        let s = stacks[0]
        XCTAssertEqual(s.solver.value(of: s.tops[59]) + s.solver.value(of: s.heights[59]), 1_500, accuracy: 1e-9)
    }

    func testAConflictNamesTheMarkersInTheSum() throws {
        // height(5) == 100 contradicts the pin through every spacing and
        // equality, which the new row holds only through the sum.
        for sums in [true, false] {
            let stack = try Stack(40, bottom: 1_000, sums: sums)
            let before = stack.frames
            let extra = Constraint(stack.heights[5], .equal, 100)
            XCTAssertThrowsError(try stack.solver.add(extra)) { error in
                guard case .unsatisfiable(let set) = error as? SolverError else { return XCTFail("\(error)") }
                XCTAssertTrue(set.contains { $0 === stack.pin }, "sums \(sums)")
                XCTAssertTrue(set.contains { $0 === extra })
            }
            XCTAssertEqual(stack.frames, before)
        }
    }
}
