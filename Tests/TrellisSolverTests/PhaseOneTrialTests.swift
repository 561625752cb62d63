// Phase one tried on the side (docs/SOLVER.md, "Phase one tried before it
// is run"): a Trellis choice of how to compute, not of what. The promise is
// that nothing changes, bit for bit: the trial takes phase one's pivots, so
// the same adds fail with the same certificates (hence the same conflict
// sets), and an add the trial passes runs phase one as before. Checked
// against phase one alone on dense random systems (the `random` layout
// workload's shape: many required constraints over few variables, most of
// which conflict), with optional constraints and removals mixed in.

import XCTest
@testable import TrellisSolver

final class PhaseOneTrialTests: XCTestCase {
    /// Everything a later call can see of a tableau, as bits.
    private func state(_ t: Tableau) -> [[UInt64]] {
        var out: [[UInt64]] = [t.kinds.map { UInt64($0.hashValue & 0xff) }, t.freeSymbols.map { UInt64(bitPattern: Int64($0)) },
                               t.basicSlot.map { UInt64(bitPattern: Int64($0)) }]
        for slot in t.rows.indices where t.rowBasic[slot] >= 0 {
            out.append([UInt64(bitPattern: Int64(t.rowBasic[slot]))]
                + t.rows[slot].symbols.map { UInt64(bitPattern: Int64($0)) }
                + t.rows[slot].coefficients.map(\.bitPattern) + [t.rows[slot].constant.bitPattern])
        }
        for k in t.objective.indices {
            out.append(t.objective[k].symbols.map { UInt64(bitPattern: Int64($0)) }
                + t.objective[k].coefficients.map(\.bitPattern) + [t.objective[k].constant.bitPattern])
        }
        return out
    }

    /// Random required and optional constraints between `views` pairs of
    /// variables, added to two tableaus, one trying phase one first and one
    /// not: after every add both must be the same, and a failed add must
    /// name the same certificate.
    func testTheTrialTakesPhaseOnesPivotsBitForBit() throws {
        var trialFailures = 0
        var failures = 0
        for seed: UInt64 in [1, 7, 14, 21] {
            var g = SeededGenerator(seed: seed)
            var tried = Tableau()
            var plain = Tableau()
            plain.triesPhaseOne = false
            tried.trialScratch = PhaseOneTrialScratch()
            let views = 12
            var symbols: [Symbol] = []
            for _ in 0..<(2 * views) {
                symbols.append(tried.makeSymbol(.external))
                XCTAssertEqual(plain.makeSymbol(.external), symbols.last)
            }
            var tags: [(Tag, Double)] = []
            for step in 0..<300 {
                if step % 40 == 39, !tags.isEmpty {
                    let (tag, p) = tags.remove(at: Int.random(in: 0..<tags.count, using: &g))
                    tried.remove(tag, priority: p)
                    plain.remove(tag, priority: p)
                    try tried.optimize()
                    try plain.optimize()
                    continue
                }
                let i = Int.random(in: 0..<views, using: &g), j = Int.random(in: 0..<views, using: &g)
                var terms: [(Symbol, Double)] = [(symbols[2 * i], 1)]
                if Bool.random(using: &g) { terms.append((symbols[2 * i + 1], 0.5)) }
                if Int.random(in: 0..<4, using: &g) != 0 {
                    let k = [1, -1, -0.5, -2].randomElement(using: &g)!
                    terms.append((symbols[2 * j], k))
                    terms.append((symbols[2 * j + 1], k * [0.5, 1].randomElement(using: &g)!))
                }
                // Constants of zero make degenerate pivots and ratio ties
                // (the ties go to the lower basic symbol in both).
                let constant = Int.random(in: 0..<3, using: &g) == 0 ? 0 : Double(Int.random(in: -300...300, using: &g))
                let spec = ConstraintSpec(
                    terms: terms, constant: constant,
                    relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &g)!,
                    priority: Bool.random(using: &g) ? 1000 : Double(Int.random(in: 1...999, using: &g)))
                let before = tried.trialScratch.infeasibleCount
                var outcomes: [String] = []
                for n in 0..<2 {
                    do {
                        let tag = n == 0 ? try tried.add(spec) : try plain.add(spec)
                        if n == 0 { tags.append((tag, spec.priority)) }
                        outcomes.append("ok \(tag.marker) \(tag.other)")
                    } catch {
                        switch error {
                        case .unsatisfiable(let certificate): outcomes.append("\(certificate)")
                        }
                    }
                }
                XCTAssertEqual(outcomes[0], outcomes[1], "seed \(seed) step \(step)")
                if !outcomes[0].hasPrefix("ok") {
                    failures += 1
                    if tried.trialScratch.infeasibleCount > before { trialFailures += 1 }
                }
                try tried.optimize()
                try plain.optimize()
                XCTAssertEqual(state(tried), state(plain), "seed \(seed) step \(step)")
            }
        }
        // The comparison means something: conflicts met, most through the trial.
        XCTAssertGreaterThan(trialFailures, 20)
        XCTAssertGreaterThan(failures, trialFailures - 1)
    }

    /// The same through the solver, as the layout engine uses it (one
    /// batch, conflict sets explained): the same outcomes, sets and values.
    func testTheSolverGivesTheSameConflictSetsAndValues() {
        func run(tries: Bool, seed: UInt64) -> [String] {
            let solver = Solver()
            solver.tableau.triesPhaseOne = tries
            var g = SeededGenerator(seed: seed)
            let views = 25
            let x = (0..<views).map { solver.makeVariable("x\($0)") }
            let w = (0..<views).map { solver.makeVariable("w\($0)") }
            var all: [Constraint] = []
            var out: [String] = []
            solver.batch {
                for _ in 0..<350 {
                    let i = Int.random(in: 0..<views, using: &g), j = Int.random(in: 0..<views, using: &g)
                    let lhs = Bool.random(using: &g) ? TrellisSolver.Expression(x[i]) : x[i] + w[i]
                    let rhs = [1, 0.5, 2].randomElement(using: &g)! * (x[j] + 0.5 * w[j])
                    let constant = Double(Int.random(in: -200...400, using: &g))
                    let priority: Priority = Bool.random(using: &g) ? .required : Priority(Double(Int.random(in: 1...999, using: &g)))
                    let c = Constraint(lhs, [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &g)!,
                                       rhs + constant, priority: priority)
                    all.append(c)
                    do {
                        try solver.add(c)
                        out.append("ok")
                    } catch {
                        guard case SolverError.unsatisfiable(let set) = error else { out.append("\(error)"); continue }
                        out.append(set.map { s in "\(all.firstIndex { $0 === s } ?? -1)" }.joined(separator: ","))
                    }
                }
            }
            return out + (x + w).map { "\(solver.value(of: $0).bitPattern)" }
        }
        for seed: UInt64 in [5, 14] {
            let tried = run(tries: true, seed: seed)
            XCTAssertGreaterThan(tried.filter { $0 != "ok" && $0.contains(",") }.count, 10, "the run meets conflicts")
            XCTAssertEqual(tried, run(tries: false, seed: seed), "seed \(seed)")
        }
    }
}
