// The phase-one trial reading the restricted rows by column
// (TrialColumns.swift; docs/SOLVER.md, "Phase one tried before it is run"):
// a Trellis choice of how to compute, not of what. The promise is that
// nothing changes, bit for bit: the copy gives each row's coefficient as
// stored, so the trial takes the same pivots, the same adds fail with the
// same certificates, and a failed add leaves the tableau as it was. Checked
// on dense random systems (the `random` layout workload's shape) with
// optional constraints, removals, constant changes and failures mixed in,
// against a tableau that searches each row (the copy off) and one that runs
// phase one alone (no trial). A debug build also asserts, every pivot, that
// every restricted row holding the entering symbol is in the copy with its
// coefficient.

import XCTest
@testable import TrellisSolver

final class TrialColumnsTests: XCTestCase {
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

    private func spec(_ g: inout SeededGenerator, _ symbols: [Symbol], views: Int, requiredShare: Int) -> ConstraintSpec {
        let i = Int.random(in: 0..<views, using: &g), j = Int.random(in: 0..<views, using: &g)
        var terms: [(Symbol, Double)] = [(symbols[2 * i], 1)]
        if Bool.random(using: &g) { terms.append((symbols[2 * i + 1], 0.5)) }
        if Int.random(in: 0..<4, using: &g) != 0 {
            let k = [1, -1, -0.5, -2].randomElement(using: &g)!
            terms.append((symbols[2 * j], k))
            terms.append((symbols[2 * j + 1], k * [0.5, 1].randomElement(using: &g)!))
        }
        let constant = Int.random(in: 0..<3, using: &g) == 0 ? 0 : Double(Int.random(in: -300...300, using: &g))
        return ConstraintSpec(
            terms: terms, constant: constant,
            relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &g)!,
            priority: Int.random(in: 0..<10, using: &g) < requiredShare ? 1000 : Double(Int.random(in: 1...999, using: &g)))
    }

    /// Three tableaus, given the same calls: the copy on from the first
    /// trial, the copy off, and no trial at all. After every call all three
    /// must be the same, bit for bit, and a failed add must name the same
    /// certificate in all three and leave the tableau as it was.
    func testTheColumnCopyChangesNothingBitForBit() throws {
        var columnTrials = 0
        var chainedBlocks = 0
        var failures = 0
        var removals = 0
        for seed: UInt64 in [2, 9, 33] {
            var g = SeededGenerator(seed: seed)
            var byColumns = Tableau()
            byColumns.trialColumns.startAfter = 0
            var searched = Tableau()
            searched.trialColumns.startAfter = .max
            var plain = Tableau()
            plain.triesPhaseOne = false
            var all = [byColumns, searched, plain]
            for n in all.indices { all[n].trialScratch = PhaseOneTrialScratch() }
            let views = 12
            var symbols: [Symbol] = []
            for _ in 0..<(2 * views) {
                let s = all[0].makeSymbol(.external)
                for n in 1..<all.count { XCTAssertEqual(all[n].makeSymbol(.external), s) }
                symbols.append(s)
            }
            var tags: [(Tag, Double)] = []
            for step in 0..<300 {
                if step % 25 == 24, !tags.isEmpty {
                    let (tag, p) = tags.remove(at: Int.random(in: 0..<tags.count, using: &g))
                    for n in all.indices {
                        all[n].remove(tag, priority: p)
                        try all[n].optimize()
                    }
                    removals += 1
                    XCTAssertEqual(state(all[0]), state(all[1]), "seed \(seed) step \(step)")
                    XCTAssertEqual(state(all[0]), state(all[2]), "seed \(seed) step \(step)")
                    continue
                }
                if step % 25 == 12, let (tag, p) = tags.first(where: { $0.1 < 1000 }) {
                    // A constant change moves constants only: the copy stays current.
                    for n in all.indices {
                        try all[n].changeConstant(tag, by: 7, restoringOnFailure: p >= 1000)
                        try all[n].optimize()
                    }
                }
                let spec = spec(&g, symbols, views: views, requiredShare: 6)
                let before = all.map(state)
                let usedBefore = all[0].trialScratch.columnTrials
                var outcomes: [String] = []
                for n in all.indices {
                    do {
                        let tag = try all[n].add(spec)
                        if n == 0 { tags.append((tag, spec.priority)) }
                        outcomes.append("ok \(tag.marker) \(tag.other)")
                    } catch {
                        switch error {
                        case .unsatisfiable(let certificate): outcomes.append("\(certificate)")
                        }
                        // A failed add changes nothing: the same rows and
                        // objective, bit for bit; the symbols it made are
                        // given back (free, so a symbol list may be longer).
                        let after = state(all[n])
                        XCTAssertEqual(Array(after.dropFirst(3)), Array(before[n].dropFirst(3)),
                                       "seed \(seed) step \(step) tableau \(n)")
                        XCTAssertEqual(Array(after[0].prefix(before[n][0].count)), before[n][0])
                        XCTAssertEqual(Array(after[2].prefix(before[n][2].count)), before[n][2])
                        XCTAssertTrue(all[n].kinds[before[n][0].count...].allSatisfy { $0 == .free })
                    }
                }
                if all[0].trialScratch.columnTrials > usedBefore { columnTrials += 1 }
                // A row touched by more pivots than a block holds: the blocks are chained.
                if let most = all[0].trialScratch.storage.touchCount.max(),
                   most > PhaseOneTrialStorage.blockSize { chainedBlocks += 1 }
                XCTAssertEqual(outcomes[0], outcomes[1], "seed \(seed) step \(step)")
                XCTAssertEqual(outcomes[0], outcomes[2], "seed \(seed) step \(step)")
                if !outcomes[0].hasPrefix("ok") { failures += 1 }
                for n in all.indices { try all[n].optimize() }
                XCTAssertEqual(state(all[0]), state(all[1]), "seed \(seed) step \(step)")
                XCTAssertEqual(state(all[0]), state(all[2]), "seed \(seed) step \(step)")
            }
        }
        // The comparison means something: trials by column, conflicts, removals.
        XCTAssertGreaterThan(columnTrials, 50)
        XCTAssertGreaterThan(chainedBlocks, 0)
        XCTAssertGreaterThan(failures, 20)
        XCTAssertGreaterThan(removals, 20)
    }

    /// Through the solver, as the layout engine uses it (one batch, then
    /// removals and constant changes, conflicts explained): the copy on
    /// from the first trial and off give the same outcomes, conflict sets
    /// and values, bit for bit.
    func testTheSolverGivesTheSameConflictSetsAndValues() {
        func run(startAfter: Int, seed: UInt64) -> (out: [String], columnTrials: Int) {
            let solver = Solver()
            solver.tableau.trialColumns.startAfter = startAfter
            var g = SeededGenerator(seed: seed)
            let views = 25
            let x = (0..<views).map { solver.makeVariable("x\($0)") }
            let w = (0..<views).map { solver.makeVariable("w\($0)") }
            var all: [Constraint] = []
            var added: [Constraint] = []
            var out: [String] = []
            func add(_ c: Constraint) {
                all.append(c)
                do {
                    try solver.add(c)
                    added.append(c)
                    out.append("ok")
                } catch {
                    guard case SolverError.unsatisfiable(let set) = error else { out.append("\(error)"); return }
                    out.append(set.map { s in "\(all.firstIndex { $0 === s } ?? -1)" }.joined(separator: ","))
                }
            }
            func random() -> Constraint {
                let i = Int.random(in: 0..<views, using: &g), j = Int.random(in: 0..<views, using: &g)
                let lhs = Bool.random(using: &g) ? TrellisSolver.Expression(x[i]) : x[i] + w[i]
                let rhs = [1, 0.5, 2].randomElement(using: &g)! * (x[j] + 0.5 * w[j])
                let constant = Double(Int.random(in: -200...400, using: &g))
                let priority: Priority = Int.random(in: 0..<3, using: &g) != 0 ? .required : Priority(Double(Int.random(in: 1...999, using: &g)))
                return Constraint(lhs, [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &g)!,
                                  rhs + constant, priority: priority)
            }
            solver.batch {
                for _ in 0..<300 { add(random()) }
            }
            // Later changes meet a tableau with objective levels and a copy in use.
            for step in 0..<120 {
                if step % 3 == 0, !added.isEmpty {
                    let c = added.remove(at: Int.random(in: 0..<added.count, using: &g))
                    do { try solver.remove(c) } catch { out.append("\(error)") }
                } else if step % 3 == 1, let c = added.randomElement(using: &g) {
                    do {
                        try solver.setConstant(c, to: Double(Int.random(in: -100...300, using: &g)))
                        out.append("set")
                    } catch {
                        out.append("set failed")
                    }
                } else {
                    add(random())
                }
                out += (x + w).map { "\(solver.value(of: $0).bitPattern)" }
            }
            return (out, solver.tableau.trialScratch.columnTrials)
        }
        for seed: UInt64 in [3, 11] {
            let on = run(startAfter: 0, seed: seed)
            let off = run(startAfter: .max, seed: seed)
            XCTAssertGreaterThan(on.out.filter { $0.contains(",") }.count, 10, "the run meets conflicts")
            XCTAssertGreaterThan(on.columnTrials, 20, "the trials read the copy")
            XCTAssertEqual(off.columnTrials, 0)
            XCTAssertEqual(on.out, off.out, "seed \(seed)")
        }
    }

    /// The copy starts only after ``TrialColumns/startAfterTrials`` trials
    /// (a layout that needs phase one a few times pays nothing), is kept by
    /// the main tableau only (a scratch tableau never starts it), and drops
    /// its stale entries: after many changes it holds no more than twice
    /// the live entries (plus the slack before a rebuild).
    func testTheCopyStartsLateStaysBoundedAndSkipsScratchTableaus() throws {
        var g = SeededGenerator(seed: 4)
        var main = Tableau()
        var scratch = Tableau()
        scratch.discardsOnFailure = true
        let views = 10
        var symbols: [Symbol] = []
        for _ in 0..<(2 * views) {
            symbols.append(main.makeSymbol(.external))
            _ = scratch.makeSymbol(.external)
        }
        var trials = 0
        for _ in 0..<600 {
            let spec = spec(&g, symbols, views: views, requiredShare: 10)
            let countBefore = main.trialColumns.trialsBeforeStart
            let wasOn = main.trialColumns.isOn
            _ = try? main.add(spec)
            if !wasOn && main.trialColumns.trialsBeforeStart > countBefore { trials += 1 }
            XCTAssertEqual(main.trialColumns.isOn, trials >= TrialColumns.startAfterTrials)
            try main.optimize()
        }
        XCTAssertTrue(main.trialColumns.isOn)
        XCTAssertLessThanOrEqual(main.trialColumns.total, 2 * main.trialColumns.live + 4096)
        var live = 0
        for slot in main.rows.indices where main.holdsTrialRow(slot) { live += main.rows[slot].symbols.count }
        main.syncTrialColumns()
        XCTAssertEqual(main.trialColumns.live, live)
        // A scratch tableau given the same adds never keeps a copy.
        var g2 = SeededGenerator(seed: 4)
        for _ in 0..<200 {
            let spec = spec(&g2, symbols, views: views, requiredShare: 10)
            var s = scratch
            if (try? s.add(spec)) != nil {
                scratch = s
                try scratch.optimize()
            }
        }
        XCTAssertFalse(scratch.trialColumns.isOn)
        XCTAssertTrue(scratch.trialColumns.entries.isEmpty)
    }
}
