// The conflict searches' scratch tableaus drop the rows of variables that
// no add still to come mentions (docs/SOLVER.md, "Conflicts": Trellis's
// method, issue 14; Apple documents nothing about how conflicts are
// found). Dropping such a row projects a free variable out, which must
// leave every verdict as it was: these tests compare planned scratch
// tableaus with unplanned ones on random dense required constraints.

import XCTest
@testable import TrellisSolver

final class ScratchRetirementTests: XCTestCase {
    /// Random required specs over `variables` caller symbols, in the
    /// random layout workload's shape (two or three terms, a multiplier,
    /// all three relations).
    private func randomSpecs(count: Int, variables: Int, seed: UInt64) -> [ConstraintSpec] {
        var g = SeededGenerator(seed: seed)
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        return (0..<count).map { _ in
            let a = Symbol(Int.random(in: 0..<variables, using: &g))
            var b = Symbol(Int.random(in: 0..<variables, using: &g))
            if b == a { b = (a + 1) % Symbol(variables) }
            var terms: [(Symbol, Double)] = [(a, 1), (b, -[1, 1, 0.5, 2].randomElement(using: &g)!)]
            if Int.random(in: 0..<3, using: &g) == 0 {
                let c = Symbol(Int.random(in: 0..<variables, using: &g))
                if c != a && c != b { terms.append((c, 0.5)) }
            }
            return ConstraintSpec(terms: terms, constant: Double(Int.random(in: -200...400, using: &g)),
                                  relation: relations.randomElement(using: &g)!, priority: 1000)
        }
    }

    /// The index of the first add that fails, or nil; and the tableau.
    private func scan(_ specs: [ConstraintSpec], planned: Bool) -> (Int?, ScratchTableau) {
        var scratch = planned ? ScratchTableau(planning: specs) : ScratchTableau()
        var budget = Int.max
        for (i, spec) in specs.enumerated() where !scratch.add(spec, owner: i, budget: &budget) {
            return (i, scratch)
        }
        return (nil, scratch)
    }

    private func liveRows(_ t: Tableau) -> Int { t.rowBasic.filter { $0 >= 0 }.count }

    /// Same first failure with and without dropping rows, on many random
    /// systems, and the planned certificate names a set that conflicts.
    func testDroppingRetiredRowsKeepsEveryVerdict() {
        var failures = 0
        for seed in 0..<UInt64(40 * scale) {
            let specs = randomSpecs(count: 60, variables: 24, seed: seed)
            let (plain, _) = scan(specs, planned: false)
            let (planned, scratch) = scan(specs, planned: true)
            XCTAssertEqual(plain, planned, "seed \(seed)")
            guard let failed = planned else { continue }
            failures += 1
            var named = scratch.certificateOwners()
            named.append(failed)
            named.sort()
            let (again, _) = scan(named.map { specs[$0] }, planned: false)
            XCTAssertNotNil(again, "seed \(seed): the certificate's constraints conflict")
        }
        XCTAssertGreaterThan(failures, 10, "the systems conflict often enough to test certificates")
    }

    /// Rows do go: `a_i == b + i` with each `a_i` in one add only keeps
    /// no row when planned (each `a_i` is projected out at once), every
    /// row when not.
    private func star(_ n: Int) -> [ConstraintSpec] {
        (0..<n).map { i in
            ConstraintSpec(terms: [(Symbol(i + 2), 1), (Symbol(0), -1)], constant: -Double(i),
                           relation: .equal, priority: 1000)
        }
    }

    func testRowsOfVariablesNoLaterAddMentionsAreDropped() {
        let (plainFailure, plain) = scan(star(50), planned: false)
        let (plannedFailure, planned) = scan(star(50), planned: true)
        XCTAssertNil(plainFailure)
        XCTAssertNil(plannedFailure)
        XCTAssertEqual(liveRows(plain.tableau), 50)
        XCTAssertEqual(liveRows(planned.tableau), 0)
    }

    /// After dropped rows, a conflict between the variables still in use
    /// is found and named: `b − c ≥ 10` and `c − b ≥ 0`, after `c == b + 5`
    /// whose row is kept (c is mentioned later).
    func testAConflictAfterDroppedRowsIsStillFound() {
        var specs = star(30)
        let b = Symbol(0), c = Symbol(1)
        specs.append(ConstraintSpec(terms: [(c, 1), (b, -1)], constant: -5, relation: .equal, priority: 1000))
        specs.append(ConstraintSpec(terms: [(b, 1), (c, -1)], constant: -10, relation: .greaterThanOrEqual, priority: 1000))
        let (plainFailure, _) = scan(specs, planned: false)
        let (failure, scratch) = scan(specs, planned: true)
        XCTAssertEqual(failure, 31)
        XCTAssertEqual(plainFailure, 31)
        XCTAssertEqual(scratch.certificateOwners(), [30], "the equality it contradicts")
    }

    private var scale: Int { Int(ProcessInfo.processInfo.environment["TRELLIS_SCALE"] ?? "") ?? 1 }
}
