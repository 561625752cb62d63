import XCTest
@testable import TrellisSolver

/// Lazy substitution (Tableau+LazySubstitution.swift): a chain whose heights
/// all equal the first's, settled last by a pin at the bottom, keeps its
/// rows short, and every later change still gives the values a fresh
/// solver would.
final class LazySubstitutionTests: XCTestCase {
    /// `top(0) == 10`, `top(i) == top(i-1) + height(i-1) + 8`,
    /// `height(i) == height(0)` for i > 0, then (optionally) the last
    /// view's bottom pinned at `bottom`: every height is
    /// `(bottom - 10 - 8(n-1)) / n`.
    struct Star {
        let solver = Solver()
        var tops: [Variable] = [], heights: [Variable] = []
        var spacings: [Constraint] = [], equals: [Constraint] = []
        var pin: Constraint?

        init(_ n: Int, bottom: Double?) throws {
            let s = solver
            for i in 0..<n {
                let top = s.makeVariable("top\(i)"), height = s.makeVariable("height\(i)")
                let spacing = i == 0 ? Constraint(top, .equal, 10)
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
            if let bottom {
                let c = Constraint(tops[n - 1] + heights[n - 1], .equal, bottom)
                try s.add(c)
                pin = c
            }
        }

        /// Terms in every basic row, objective left out.
        var storedTerms: Int {
            let t = solver.tableau
            return t.rows.indices.filter { t.rowBasic[$0] >= 0 }.map { t.rows[$0].symbols.count }.reduce(0, +)
        }
    }

    func testTheStarStaysSparse() throws {
        // Written into every height's row, the pin's row (about 2n terms:
        // every spacing's and every equality's marker) made n rows of 2n
        // terms: 20,000 terms at 100 views, 80,000 at 200. Kept as a
        // mention, the tableau grows with the views.
        let small = try Star(100, bottom: 2_000).storedTerms
        let large = try Star(200, bottom: 4_000).storedTerms
        XCTAssertLessThan(large, 1_400, "200 views")
        XCTAssertLessThan(Double(large) / Double(small), 2.2, "\(small) → \(large) terms")
    }

    func testValuesMatchTheDenseForm() throws {
        let n = 120
        let star = try Star(n, bottom: 1_966)
        let s = star.solver
        let h = (1_966.0 - 10 - 8 * Double(n - 1)) / Double(n)
        for i in [0, 1, 60, n - 1] {
            XCTAssertEqual(s.value(of: star.heights[i]), h, accuracy: 1e-9)
            XCTAssertEqual(s.value(of: star.tops[i]), 10 + Double(i) * (h + 8), accuracy: 1e-9)
        }
        var values: [Double] = []
        s.readValues(of: star.heights, into: &values)
        XCTAssertEqual(values[n - 1], s.value(of: star.heights[n - 1]))
    }

    func testChangesThroughTheLazyRows() throws {
        let n = 80
        var star = try Star(n, bottom: 1_000)
        let s = star.solver
        // A spacing's constant moves every height (the pin holds the total).
        try s.setConstant(star.spacings[40], to: 8 + 80)
        var h = (1_000.0 - 10 - 8 * Double(n - 1) - 80) / Double(n)
        XCTAssertEqual(s.value(of: star.heights[79]), h, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: star.tops[41]), 10 + 41 * (h + 8) + 80, accuracy: 1e-9)
        // An equality removed: that view's height is free again, the pin
        // settles the others only if it takes none; the solver chooses,
        // but the required constraints still hold.
        try s.remove(star.equals[10])
        let heights = star.heights.map { s.value(of: $0) }
        let tops = star.tops.map { s.value(of: $0) }
        XCTAssertEqual(tops[n - 1] + heights[n - 1], 1_000, accuracy: 1e-7)
        for i in 1..<n {
            XCTAssertEqual(tops[i], tops[i - 1] + heights[i - 1] + (i == 40 ? 88 : 8), accuracy: 1e-7)
            if i != 11 { XCTAssertEqual(heights[i], heights[0], accuracy: 1e-7) }
        }
        // The pin removed and the centre fixed: the chain follows it.
        try s.add(Constraint(star.heights[11], .equal, TrellisSolver.Expression(star.heights[0])))
        try s.remove(star.pin!)
        star.pin = nil
        try s.add(Constraint(star.heights[0], .equal, 30))
        h = 30
        XCTAssertEqual(s.value(of: star.heights[79]), h, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: star.tops[79]), 10 + 79 * (h + 8) + 80, accuracy: 1e-9)
    }

    func testAFailedAddLeavesTheLazyRowsAsTheyWere() throws {
        let star = try Star(60, bottom: 1_000)
        let s = star.solver
        let before = star.heights.map { s.value(of: $0) }
        // Contradicts the pin: refused, nothing changes.
        XCTAssertThrowsError(try s.add(Constraint(star.heights[0], .equal, 100)))
        XCTAssertEqual(star.heights.map { s.value(of: $0) }, before)
        XCTAssertEqual(s.value(of: star.tops[59]) + s.value(of: star.heights[59]), 1_000, accuracy: 1e-9)
    }
}
