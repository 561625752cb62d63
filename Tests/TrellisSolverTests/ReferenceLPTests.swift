import XCTest

/// Checks of the reference LP itself: hand-computed systems, then a brute-force
/// cross-check (enumerate the vertices of the constraint arrangement) on random
/// systems, so that the randomized solver tests rest on a trusted oracle.
final class ReferenceLPTests: XCTestCase {
    private typealias Row = ReferenceLP.Row

    private func assertClose(_ a: Double, _ b: Double, _ message: String = "", line: UInt = #line) {
        XCTAssertEqual(a, b, accuracy: 1e-9, message, line: line)
    }

    func testSingleRequiredAndOptional() throws {
        // x == 10 (required), x >= 20 @750: x = 10, error 10 at 750.
        var lp = ReferenceLP(variableCount: 1)
        lp.add([1], .equal, constant: -10)
        lp.add([1], .greaterThanOrEqual, constant: -20, priority: 750)
        let s = try XCTUnwrap(lp.solve())
        XCTAssertEqual(s.priorities, [750])
        assertClose(s.costs[0], 10)
        assertClose(s.point[0], 10)
        assertClose(s.minimum[0], 10)
        assertClose(s.maximum[0], 10)
        XCTAssertTrue(s.isUnique(0))
    }

    func testEqualPrioritiesTradeOffBySum() throws {
        // x + y == 10; x == 3 @500; y == 3 @500. Error |x-3| + |7-x| >= 4, reached for x in [3, 7].
        var lp = ReferenceLP(variableCount: 2)
        lp.add([1, 1], .equal, constant: -10)
        lp.add([1, 0], .equal, constant: -3, priority: 500)
        lp.add([0, 1], .equal, constant: -3, priority: 500)
        let s = try XCTUnwrap(lp.solve())
        XCTAssertEqual(s.priorities, [500])
        assertClose(s.costs[0], 4)
        assertClose(s.minimum[0], 3)
        assertClose(s.maximum[0], 7)
        assertClose(s.minimum[1], 3)
        assertClose(s.maximum[1], 7)
        XCTAssertFalse(s.isUnique(0))
        XCTAssertFalse(s.isUnique(1))
    }

    func testLexicographicNotWeighted() throws {
        // x <= 10 @2 against five copies of x >= 20 @1. Weighted sums (2 vs 5) would
        // pick x = 20; the lexicographic rule keeps x = 10 and leaves 5 * 10 = 50 at level 1.
        var lp = ReferenceLP(variableCount: 1)
        lp.add([1], .lessThanOrEqual, constant: -10, priority: 2)
        for _ in 0..<5 { lp.add([1], .greaterThanOrEqual, constant: -20, priority: 1) }
        let s = try XCTUnwrap(lp.solve())
        XCTAssertEqual(s.priorities, [2, 1])
        assertClose(s.costs[0], 0)
        assertClose(s.costs[1], 50)
        assertClose(s.point[0], 10)
        XCTAssertTrue(s.isUnique(0))
    }

    func testThreeLevels() throws {
        // x + y == 100; x >= 60 @750; y >= 70 @500; x == 0 @250.
        // Level 750: x >= 60 is met; level 500: y = 100 - x >= 70 needs x <= 30, best x = 60,
        // y = 40, error 30; level 250: |x| = 60.
        var lp = ReferenceLP(variableCount: 2)
        lp.add([1, 1], .equal, constant: -100)
        lp.add([1, 0], .greaterThanOrEqual, constant: -60, priority: 750)
        lp.add([0, 1], .greaterThanOrEqual, constant: -70, priority: 500)
        lp.add([1, 0], .equal, constant: 0, priority: 250)
        let s = try XCTUnwrap(lp.solve())
        XCTAssertEqual(s.priorities, [750, 500, 250])
        assertClose(s.costs[0], 0)
        assertClose(s.costs[1], 30)
        assertClose(s.costs[2], 60)
        assertClose(s.point[0], 60)
        assertClose(s.point[1], 40)
        XCTAssertTrue(s.isUnique(0) && s.isUnique(1))
    }

    func testInfeasibleRequired() {
        var lp = ReferenceLP(variableCount: 1)
        lp.add([1], .greaterThanOrEqual, constant: -10)
        lp.add([1], .lessThanOrEqual, constant: -5)
        XCTAssertFalse(lp.isFeasible())
        XCTAssertNil(lp.solve())
        // An optional row in the way never makes the system infeasible.
        var soft = ReferenceLP(variableCount: 1)
        soft.add([1], .greaterThanOrEqual, constant: -10)
        soft.add([1], .lessThanOrEqual, constant: -5, priority: 999)
        XCTAssertTrue(soft.isFeasible())
        assertClose(soft.solve()!.costs[0], 5)
        // 0 == 3 has no solution; 0 <= 3 always holds.
        XCTAssertFalse(ReferenceLP(variableCount: 1, rows: [Row(coefficients: [0], constant: 3, relation: .equal)]).isFeasible())
        XCTAssertTrue(ReferenceLP(variableCount: 1, rows: [Row(coefficients: [0], constant: -3, relation: .lessThanOrEqual)]).isFeasible())
    }

    func testNegativeValuesAndUnboundedRanges() throws {
        // x == -7; y >= 0; z free.
        var lp = ReferenceLP(variableCount: 3)
        lp.add([1, 0, 0], .equal, constant: 7)
        lp.add([0, 1, 0], .greaterThanOrEqual, constant: 0)
        let s = try XCTUnwrap(lp.solve())
        XCTAssertEqual(s.priorities, [])
        assertClose(s.point[0], -7)
        XCTAssertTrue(s.isUnique(0))
        assertClose(s.minimum[1], 0)
        XCTAssertEqual(s.maximum[1], .infinity)
        XCTAssertEqual(s.minimum[2], -.infinity)
        XCTAssertEqual(s.maximum[2], .infinity)
        XCTAssertFalse(s.isUnique(2))
    }

    func testRedundantEqualities() throws {
        // x + y == 4, 2x + 2y == 8 (redundant), x - y == 0: x = y = 2.
        var lp = ReferenceLP(variableCount: 2)
        lp.add([1, 1], .equal, constant: -4)
        lp.add([2, 2], .equal, constant: -8)
        lp.add([1, -1], .equal, constant: 0)
        lp.add([1, 0], .equal, constant: -100, priority: 1)
        let s = try XCTUnwrap(lp.solve())
        assertClose(s.point[0], 2)
        assertClose(s.point[1], 2)
        assertClose(s.costs[0], 98)
        XCTAssertTrue(s.isUnique(0) && s.isUnique(1))
    }

    func testRowError() {
        let eq = Row(coefficients: [1, -2], constant: 3, relation: .equal)
        let le = Row(coefficients: [1, -2], constant: 3, relation: .lessThanOrEqual)
        let ge = Row(coefficients: [1, -2], constant: 3, relation: .greaterThanOrEqual)
        // At (1, 4): 1 - 8 + 3 = -4.
        assertClose(eq.error(at: [1, 4]), 4)
        assertClose(le.error(at: [1, 4]), 0)
        assertClose(ge.error(at: [1, 4]), 4)
        // At (5, 0): 8.
        assertClose(le.error(at: [5, 0]), 8)
        assertClose(ge.error(at: [5, 0]), 0)
    }

    // MARK: - Brute force cross-check

    /// In a system whose rows span Rⁿ, the required feasible set and every
    /// lexicographically optimal face are unions of faces of the arrangement of
    /// the rows' hyperplanes, so they contain a vertex of it, and a bounded
    /// optimal face is the convex hull of the arrangement vertices in it.
    /// Enumerating all vertices therefore gives feasibility, the optimal costs
    /// and the finite variable ranges by a completely different route.
    func testAgainstVertexEnumeration() {
        var checked = 0
        for seed in UInt64(1)...1500 {
            var rng = SeededGenerator(seed: seed &* 0x51_7CC1)
            let n = rng.int(in: 1...3)
            let m = rng.int(in: n...6)
            var lp = ReferenceLP(variableCount: n)
            for _ in 0..<m {
                let coefficients = (0..<n).map { _ in Double(rng.int(in: -3...3)) }
                lp.add(
                    coefficients, rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
                    constant: Double(rng.int(in: -20...20)), priority: rng.pick([1000, 1000, 750, 500, 250, 1]))
            }
            let vertices = Self.vertices(of: lp)
            guard !vertices.isEmpty else { continue }  // rows do not span Rⁿ
            checked += 1
            let context = "seed \(seed): \(lp.rows)"
            let feasible = vertices.filter { x in lp.rows.allSatisfy { !$0.isRequired || $0.error(at: x) < 1e-9 } }
            guard let s = lp.solve() else {
                XCTAssert(feasible.isEmpty, "reference says infeasible, vertex \(feasible.first!) is feasible; \(context)")
                continue
            }
            XCTAssertFalse(feasible.isEmpty, "reference says feasible, no feasible vertex; \(context)")
            // The point must reach the costs it claims.
            let pointCosts = ReferenceLP.levelCosts(of: lp.rows, at: s.point)
            for (p, cost) in zip(s.priorities, s.costs) {
                XCTAssertEqual(pointCosts[p] ?? 0, cost, accuracy: 1e-7, "point cost at \(p); \(context)")
            }
            // Lexicographically best vertices.
            var best = feasible
            for p in s.priorities {
                let costs = best.map { ReferenceLP.levelCosts(of: lp.rows, at: $0)[p] ?? 0 }
                let low = costs.min()!
                XCTAssertEqual(low, s.costs[s.priorities.firstIndex(of: p)!], accuracy: 1e-7, "cost at \(p); \(context)")
                best = zip(best, costs).filter { $0.1 <= low + 1e-7 }.map(\.0)
            }
            for i in 0..<n {
                let values = best.map { $0[i] }
                XCTAssert(values.allSatisfy { $0 >= s.minimum[i] - 1e-7 && $0 <= s.maximum[i] + 1e-7 }, "range of x\(i); \(context)")
                if s.minimum[i].isFinite && s.maximum[i].isFinite {
                    XCTAssertEqual(values.min()!, s.minimum[i], accuracy: 1e-7, "min of x\(i); \(context)")
                    XCTAssertEqual(values.max()!, s.maximum[i], accuracy: 1e-7, "max of x\(i); \(context)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 500)
    }

    /// Every point where `n` of the rows' hyperplanes meet in a single point.
    private static func vertices(of lp: ReferenceLP) -> [[Double]] {
        let n = lp.variableCount
        var result: [[Double]] = []
        func choose(_ start: Int, _ chosen: [Int]) {
            if chosen.count == n {
                if let x = solveSquare(chosen.map { lp.rows[$0] }) { result.append(x) }
                return
            }
            guard start < lp.rows.count else { return }
            for k in start..<lp.rows.count { choose(k + 1, chosen + [k]) }
        }
        choose(0, [])
        return result
    }

    /// Solves `Σ aᵢ·xᵢ + c = 0` for the given `n` rows by Gaussian elimination
    /// with partial pivoting; `nil` when singular.
    private static func solveSquare(_ rows: [Row]) -> [Double]? {
        let n = rows.count
        var m = rows.map { Array($0.coefficients) + [-$0.constant] }
        for col in 0..<n {
            let p = (col..<n).max { abs(m[$0][col]) < abs(m[$1][col]) }!
            guard abs(m[p][col]) > 1e-9 else { return nil }
            m.swapAt(p, col)
            for r in 0..<n where r != col {
                let f = m[r][col] / m[col][col]
                for j in col...n { m[r][j] -= f * m[col][j] }
            }
        }
        return (0..<n).map { m[$0][n] / m[$0][$0] }
    }
}
