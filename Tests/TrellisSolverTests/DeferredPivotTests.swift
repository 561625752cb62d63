// Phase one without the external rows (docs/SOLVER.md, "Phase one without
// the external rows"): a Trellis choice of how to compute, not of what. The
// promise is that nothing changes, bit for bit: the same adds fail with the
// same conflict sets, the same rows hold the same coefficients, and every
// value is the same double. Checked against the eager substitution on the
// random workload's shape, with optional constraints and removals mixed in.

import XCTest
@testable import TrellisSolver

final class DeferredPivotTests: XCTestCase {
    private struct Run {
        var outcomes: [String] = []
        var values: [UInt64] = []
        var rows: [[UInt64]] = []
    }

    private func run(defers: Bool, seed: UInt64) -> Run {
        let solver = Solver()
        solver.tableau.defersExternalRows = defers
        var g = SeededGenerator(seed: seed)
        let views = 30
        let x = (0..<views).map { solver.makeVariable("x\($0)") }
        let w = (0..<views).map { solver.makeVariable("w\($0)") }
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        var added: [Constraint] = []
        var all: [Constraint] = []
        var out = Run()
        // One batch (as the layout engine syncs): re-optimising hundreds of
        // priority levels after every add is what would take the time.
        solver.batch {
        for step in 0..<400 {
            if step % 50 == 49, !added.isEmpty {
                // A removal now and then: it can leave an external nonbasic,
                // which phase one may then pivot in.
                let c = added.remove(at: Int.random(in: 0..<added.count, using: &g))
                try? solver.remove(c)
                out.outcomes.append("removed \(all.firstIndex { $0 === c }!)")
                continue
            }
            let i = Int.random(in: 0..<views, using: &g)
            let j = Int.random(in: 0..<views, using: &g)
            let lhs = Int.random(in: 0..<2, using: &g) == 0 ? TrellisSolver.Expression(x[i]) : x[i] + w[i]
            let rhs = [1, 1, 0.5, 2].randomElement(using: &g)! * (x[j] + 0.5 * w[j])
            let constant = Double(Int.random(in: -200...400, using: &g))
            let priority: Priority = Bool.random(using: &g) ? .required : Priority(Double(Int.random(in: 1...999, using: &g)))
            let c = Int.random(in: 0..<4, using: &g) == 0
                ? Constraint(w[i], relations.randomElement(using: &g)!, abs(constant), priority: priority)
                : Constraint(lhs, relations.randomElement(using: &g)!, rhs + constant, priority: priority)
            all.append(c)
            do {
                try solver.add(c)
                added.append(c)
                out.outcomes.append("ok")
            } catch {
                guard case SolverError.unsatisfiable(let set) = error else {
                    out.outcomes.append("\(error)")
                    continue
                }
                out.outcomes.append(set.map { s in "\(all.firstIndex { $0 === s } ?? -1)" }.joined(separator: ","))
            }
        }
        }
        out.values = (x + w).map { solver.value(of: $0).bitPattern }
        let t = solver.tableau
        for slot in t.rows.indices where t.rowBasic[slot] >= 0 {
            out.rows.append([UInt64(bitPattern: Int64(t.rowBasic[slot]))]
                + t.rows[slot].symbols.map { UInt64(bitPattern: Int64($0)) }
                + t.rows[slot].coefficients.map(\.bitPattern) + [t.rows[slot].constant.bitPattern])
        }
        return out
    }

    func testDeferringTheExternalRowsChangesNothingBitForBit() {
        for seed: UInt64 in [3, 14] {
            let eager = run(defers: false, seed: seed)
            let deferred = run(defers: true, seed: seed)
            XCTAssertTrue(eager.outcomes.contains { $0 != "ok" && !$0.hasPrefix("removed") }, "the run meets conflicts")
            XCTAssertEqual(eager.outcomes, deferred.outcomes, "seed \(seed)")
            XCTAssertEqual(eager.values, deferred.values, "seed \(seed)")
            XCTAssertEqual(eager.rows, deferred.rows, "seed \(seed)")
        }
    }
}
