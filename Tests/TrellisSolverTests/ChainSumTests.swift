import XCTest
@testable import TrellisSolver

/// Chain sums (Tableau+ChainSums.swift): a chain of required equal widths,
/// `width(i) == width(i+1)`, then a hugging and a compression resistance per
/// view (what `scripts/pathological-layouts equal-chain` writes), keeps its
/// rows short, and gives the values, constant changes, removals, conflicts
/// and ambiguity of the full dictionary (the sums switched off).
final class ChainSumTests: XCTestCase {
    /// `width(i) == width(i+1) + gap` for i < n−1 (and, closed, `width(n−1)
    /// == width(0)`), then `width(i) >= i % 30 @750` and `<= i % 30 @250`.
    struct Chain {
        let solver = Solver()
        var widths: [Variable] = []
        var links: [Constraint] = []
        var resistances: [Constraint] = []

        init(_ n: Int, sums: Bool = true, gap: Double = 0, closed: Bool = false) throws {
            let s = solver
            s.tableau.keepsChainSums = sums
            // As the layout engine solves (Tableau+Constraints.swift, freshSubject).
            s.prefersNewestFreshSubject = true
            widths = (0..<n).map { s.makeVariable("width\($0)") }
            try s.batch {
                for i in 0..<(n - 1) {
                    let link = Constraint(widths[i], .equal, widths[i + 1] + gap)
                    try s.add(link)
                    links.append(link)
                }
                if closed {
                    let link = Constraint(widths[n - 1], .equal, TrellisSolver.Expression(widths[0]))
                    try s.add(link)
                    links.append(link)
                }
                for (i, w) in widths.enumerated() {
                    let resistance = Constraint(w, .greaterThanOrEqual, Double(i % 30), priority: .defaultHigh)
                    try s.add(resistance)
                    resistances.append(resistance)
                    try s.add(Constraint(w, .lessThanOrEqual, Double(i % 30), priority: .defaultLow))
                }
            }
        }

        /// Terms in every basic row.
        var storedTerms: Int {
            let t = solver.tableau
            return t.rows.indices.filter { t.rowBasic[$0] >= 0 }.map { t.rows[$0].symbols.count }.reduce(0, +)
        }

        var values: [Double] { widths.map { solver.value(of: $0) } }
    }

    func testTheRowsGrowWithTheChain() throws {
        // Written out, width(i)'s row and its view's two restricted rows
        // held i markers each: about 3n²/2 terms (15,000 at 100 views,
        // 60,000 at 200). Summed, a few terms a row.
        let small = try Chain(100)
        let large = try Chain(200)
        XCTAssertEqual(large.solver.tableau.chainSumCount, 198)
        XCTAssertLessThan(large.storedTerms, 3_000, "200 views")
        XCTAssertLessThan(Double(large.storedTerms) / Double(small.storedTerms), 2.2,
                          "\(small.storedTerms) → \(large.storedTerms) terms")
        let dense = try Chain(100, sums: false)
        XCTAssertEqual(dense.solver.tableau.chainSumCount, 0)
        XCTAssertGreaterThan(dense.storedTerms, 5 * small.storedTerms, "the dictionary without sums")
    }

    func testValuesAreTheDictionarysBitForBit() throws {
        for (gap, closed) in [(0.0, false), (0, true), (1.5, false)] {
            let sums = try Chain(120, gap: gap, closed: closed)
            let dense = try Chain(120, sums: false, gap: gap, closed: closed)
            XCTAssertEqual(sums.values, dense.values, "gap \(gap), closed \(closed)")
            // Only links without a constant are summed: a constant would be
            // summed in another order than the rows' values (not bit for bit).
            if gap == 0 {
                XCTAssertGreaterThan(sums.solver.tableau.chainSumCount, 100)
            } else {
                XCTAssertEqual(sums.solver.tableau.chainSumCount, 0)
            }
        }
        // One width for all.
        let s = try Chain(120)
        XCTAssertEqual(Set(s.values).count, 1)
    }

    func testConstantChangesReachTheRowsThroughTheSums() throws {
        let sums = try Chain(90)
        let dense = try Chain(90, sums: false)
        for chain in [sums, dense] {
            // A link early in the chain (held by every later sum), twice
            // (the second reads the listed rows), and a resistance.
            try chain.solver.setConstant(chain.links[3], to: 5)
            _ = chain.values
            try chain.solver.setConstant(chain.links[3], to: -2)
            try chain.solver.setConstant(chain.links[70], to: 4)
            try chain.solver.setConstant(chain.resistances[10], to: 200)
        }
        XCTAssertEqual(sums.values, dense.values)
        let s = sums.solver, w = sums.widths
        XCTAssertEqual(s.value(of: w[3]) - s.value(of: w[4]), -2, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: w[70]) - s.value(of: w[71]), 4, accuracy: 1e-9)
    }

    func testRemovingALinkWritesTheSumsBack() throws {
        var chains = [try Chain(80), try Chain(80, sums: false)]
        for k in chains.indices {
            let s = chains[k].solver
            try s.remove(chains[k].links[40])
            try s.remove(chains[k].links[0])
            try s.remove(chains[k].resistances[60])
            let link = Constraint(chains[k].widths[40], .equal, chains[k].widths[41] + 7)
            try s.add(link)
            chains[k].links[40] = link
        }
        XCTAssertEqual(chains[0].values, chains[1].values)
        let s = chains[0].solver, w = chains[0].widths
        XCTAssertEqual(s.value(of: w[40]) - s.value(of: w[41]), 7, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: w[10]), s.value(of: w[11]))
        // Every link left still holds after more removals and a change.
        try s.remove(chains[0].links[20])
        try s.setConstant(chains[0].links[50], to: 3)
        XCTAssertEqual(s.value(of: w[50]) - s.value(of: w[51]), 3, accuracy: 1e-9)
        for i in 1..<79 where i != 20 && i != 40 && i != 50 {
            XCTAssertEqual(s.value(of: w[i]), s.value(of: w[i + 1]), "link \(i)")
        }
    }

    func testAConflictNamesTheLinksInTheSums() throws {
        // width(0) == 10 and width(59) == 20 contradict every link between
        // them, which the new row holds only through the sums.
        for sums in [true, false] {
            let chain = try Chain(60, sums: sums)
            let s = chain.solver
            let first = Constraint(chain.widths[0], .equal, 10)
            try s.add(first)
            let before = chain.values
            let last = Constraint(chain.widths[59], .equal, 20)
            XCTAssertThrowsError(try s.add(last)) { error in
                guard case .unsatisfiable(let set) = error as? SolverError else { return XCTFail("\(error)") }
                XCTAssertEqual(set.count, 61, "sums \(sums)")
                XCTAssertTrue(set.contains { $0 === first } && set.contains { $0 === last })
                for link in chain.links { XCTAssertTrue(set.contains { $0 === link }) }
            }
            XCTAssertTrue(s.lastConflictIsMinimal)
            XCTAssertEqual(chain.values, before, "a failed add changes nothing")
            XCTAssertEqual(s.tableau.chainSumCount, sums ? 58 : 0, "the sums too")
            // A constant change that can't hold is refused the same way.
            let pin = Constraint(chain.widths[30], .equal, 10)
            try s.add(pin)
            XCTAssertThrowsError(try s.setConstant(pin, to: 11)) { error in
                guard case .unsatisfiable(let set) = error as? SolverError else { return XCTFail("\(error)") }
                XCTAssertEqual(set.count, 32, "sums \(sums): pin, first, 30 links")
            }
            XCTAssertEqual(chain.values, before)
        }
    }

    func testDissolvedSumsLeaveGapsThatAreDropped() throws {
        // Links removed near the end dissolve a few sums each (gaps in the
        // table, Tableau+ChainSums.swift); the chain grown again makes new
        // ones, and the gaps are dropped once they outnumber the live sums.
        // Values stay the dictionary's bit for bit.
        var chains = [try Chain(70), try Chain(70, sums: false)]
        var compacted = false
        var lastEnd = 0
        for round in 0..<10 {
            for k in chains.indices {
                let s = chains[k].solver
                try s.batch {
                    let n = chains[k].links.count
                    for i in [n - 1, n - 4, n - 9] {
                        try s.remove(chains[k].links[i])
                        let link = Constraint(chains[k].widths[i], .equal,
                                              TrellisSolver.Expression(chains[k].widths[i + 1]))
                        try s.add(link)
                        chains[k].links[i] = link
                    }
                    for _ in 0..<12 {
                        let next = s.makeVariable()
                        let link = Constraint(chains[k].widths.last!, .equal, TrellisSolver.Expression(next))
                        try s.add(link)
                        chains[k].links.append(link)
                        chains[k].widths.append(next)
                    }
                }
            }
            let table = try XCTUnwrap(chains[0].solver.tableau.chainSums)
            XCTAssertGreaterThan(table.count, 60, "round \(round)")
            XCTAssertLessThanOrEqual(table.end, max(64, 2 * table.count + 1), "round \(round): gaps dropped")
            // Without the drop, 12 more numbers a round (68 → 151 by round
            // 6; the drop comes in round 7).
            if table.end < lastEnd { compacted = true }
            lastEnd = table.end
            XCTAssertNil(chains[1].solver.tableau.chainSums)
        }
        XCTAssertTrue(compacted)
        XCTAssertEqual(chains[0].values, chains[1].values)
        XCTAssertEqual(Set(chains[0].values).count, 1, "every link holds")
    }

    func testACopyOfTheTableauKeepsItsSums() throws {
        // The table is a value inside the tableau (the ambiguity check
        // works on a copy of the tableau): a change to one leaves the other.
        let chain = try Chain(60)
        let s = chain.solver
        let copy = s.tableau
        try s.remove(chain.links[50])
        XCTAssertEqual(copy.chainSumCount, 58)
        XCTAssertEqual(s.tableau.chainSumCount, 49)
        XCTAssertTrue(copy.isChainSum(copy.rows[Int(copy.basicSlot[Int(chain.widths[59].symbol)])].symbols.last!))
        // Every sum dissolved: the table goes.
        try s.remove(chain.links[0])
        XCTAssertNil(s.tableau.chainSums)
        XCTAssertEqual(copy.chainSumCount, 58)
    }

    func testAmbiguityIsTheDictionarys() throws {
        // A chain without wants is ambiguous as a whole; one pin settles it.
        for sums in [true, false] {
            let s = Solver()
            s.tableau.keepsChainSums = sums
            s.prefersNewestFreshSubject = true
            let w = (0..<50).map { s.makeVariable("w\($0)") }
            for i in 0..<49 { try s.add(Constraint(w[i], .equal, TrellisSolver.Expression(w[i + 1]))) }
            XCTAssertEqual(s.tableau.chainSumCount, sums ? 48 : 0)
            XCTAssertTrue(w.allSatisfy { s.isAmbiguous($0) }, "sums \(sums)")
            try s.add(Constraint(w[25], .equal, 12))
            XCTAssertTrue(w.allSatisfy { !s.isAmbiguous($0) && s.value(of: $0) == 12 }, "sums \(sums)")
        }
    }
}
