import XCTest
@testable import TrellisSolver

/// Tableau+Simplex.swift: the entering-symbol scan reads an objective level's
/// raw storage and passes over restricted symbols on their sign (issue 14:
/// nested-stacks at 8,000 views spent 22 % of its time there). The rule must
/// stay the one the docs state, term for term: these tests compare the scan
/// with that rule written out plainly, on levels built to hold every case.
final class TableauSimplexTests: XCTestCase {
    /// The documented rule, one term at a time: a restricted symbol enters
    /// only with a negative cost (it can only rise), an external one with any
    /// cost that isn't near zero (it moves either way), a dummy never; the
    /// candidate must have zero cost at every higher level; Bland takes the
    /// first, steepest the largest magnitude (ties to the first).
    func reference(_ t: Tableau, level k: Int, steepest: Bool) -> (Symbol, Double)? {
        var best: (Symbol, Double)? = nil
        var bestRate = 0.0
        let row = t.objective[k].row
        for i in row.symbols.indices {
            let s = row.symbols[i], c = row.coefficients[i]
            if abs(c) < Row.epsilon { continue }
            let direction: Double
            switch t.kinds[Int(s)] {
            case .slack, .error:
                guard c < 0 else { continue }
                direction = 1
            case .external: direction = c < 0 ? 1 : -1
            case .dummy, .free: continue
            }
            if (0..<k).contains(where: { abs(t.objective[$0].coefficient(for: s)) >= Row.epsilon }) { continue }
            if !steepest { return (s, direction) }
            if abs(c) > bestRate {
                best = (s, direction)
                bestRate = abs(c)
            }
        }
        return best
    }

    /// A tableau of `count` symbols of mixed kinds and `levels` objective
    /// levels with random costs, including costs just either side of the
    /// near-zero bound and positive costs on externals (which enter
    /// downwards: a scan that skipped every positive cost would miss them).
    private func randomTableau(_ rng: inout SeededGenerator, count: Int, levels: Int) -> Tableau {
        var t = Tableau()
        let kinds: [SymbolKind] = [.external, .slack, .error, .dummy]
        var symbols: [Symbol] = []
        for _ in 0..<count { symbols.append(t.makeSymbol(kinds[Int(rng.next() % 4)])) }
        let special = [Row.epsilon, -Row.epsilon, Row.epsilon / 2, -Row.epsilon / 2, 0.5, -0.5, 2, -2]
        for k in 0..<levels {
            var row = Row()
            for s in symbols where rng.next() % 3 != 0 {
                // Higher levels are sparser, so some candidates are blocked and some aren't.
                if k < levels - 1 && rng.next() % 3 != 0 { continue }
                let c = rng.next() % 4 == 0 ? special[Int(rng.next() % UInt64(special.count))]
                    : (Double(rng.next() % 2001) - 1000) / 100
                if c != 0 { row.appendTerm(s, c) }
            }
            t.objective.append(ChunkedRow(row))
            t.levelPriority.append(1000 - Double(k))
        }
        return t
    }

    func testTheScanPicksWhatTheRulePicks() {
        var rng = SeededGenerator(seed: 14)
        var entered = 0
        for trial in 0..<400 {
            let t = randomTableau(&rng, count: 5 + trial % 60, levels: 1 + trial % 4)
            for k in t.objective.indices {
                for steepest in [false, true] {
                    let got = t.enteringSymbol(level: k, steepest: steepest)
                    let want = reference(t, level: k, steepest: steepest)
                    XCTAssertEqual(got?.0, want?.0, "trial \(trial) level \(k) steepest \(steepest)")
                    XCTAssertEqual(got?.1, want?.1, "trial \(trial) level \(k) steepest \(steepest)")
                    if got != nil { entered += 1 }
                }
            }
        }
        // The cases above aren't vacuous: most levels have a candidate.
        XCTAssertGreaterThan(entered, 1000)
    }

    /// The cases one by one: a positive-cost external enters downwards, a
    /// positive-cost slack, a dummy and a cost inside the near-zero bound
    /// don't, a cost exactly at the bound does, and a symbol with a cost at
    /// a higher level is blocked.
    func testEachKindOfTerm() {
        var t = Tableau()
        let ext = t.makeSymbol(.external), slack = t.makeSymbol(.slack), dummy = t.makeSymbol(.dummy)
        let tiny = t.makeSymbol(.error), edge = t.makeSymbol(.error), blocked = t.makeSymbol(.error)
        let high = Row(symbols: [blocked], coefficients: [1])
        let low = Row(symbols: [ext, slack, dummy, tiny, edge, blocked],
                      coefficients: [3, 5, -9, -Row.epsilon / 2, -Row.epsilon, -7])
        t.objective = [ChunkedRow(high), ChunkedRow(low)]
        t.levelPriority = [1000, 500]
        // Steepest: the external (|3|) beats the edge cost; the blocked -7,
        // the dummy -9 and the positive slack can't enter.
        XCTAssertEqual(t.enteringSymbol(level: 1, steepest: true)?.0, ext)
        XCTAssertEqual(t.enteringSymbol(level: 1, steepest: true)?.1, -1)
        // Bland: the first candidate in symbol order is the external too.
        XCTAssertEqual(t.enteringSymbol(level: 1, steepest: false)?.0, ext)
        // Without the external, only the cost exactly at the bound is left.
        t.objective[1].remove(ext)
        XCTAssertEqual(t.enteringSymbol(level: 1, steepest: true)?.0, edge)
        XCTAssertEqual(t.enteringSymbol(level: 1, steepest: false)?.1, 1)
        // At the top level nothing above blocks, but +1 on an error can't enter.
        XCTAssertNil(t.enteringSymbol(level: 0, steepest: true))
    }
}
