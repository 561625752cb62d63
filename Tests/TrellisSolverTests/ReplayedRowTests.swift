import XCTest
@testable import TrellisSolver

/// ReplayedRow.swift and Tableau+HeldRows.swift (issue 14,
/// `wave2-growth9`): a long external row held by symbol while a run of
/// pivots is substituted into it must end exactly where ``Row`` ends, bit
/// for bit: the same terms in
/// the same order, the same coefficients to the last bit, the same
/// constant, and the same symbols reported new, in the same order, at every
/// step.
final class ReplayedRowTests: XCTestCase {
    private func randomRow(_ rng: inout SeededGenerator, terms: Int, below limit: Int32) -> Row {
        var row = Row(constant: Double.random(in: -100...100, using: &rng))
        for _ in 0..<terms {
            row.insert(Int32.random(in: 0..<limit, using: &rng), Double.random(in: -4...4, using: &rng))
        }
        return row
    }

    /// A pivot's definition: a few terms, some cancelling the row's own
    /// exactly (the row shrinks), some new (it grows), some shared.
    private func pivotRow(_ rng: inout SeededGenerator, for row: Row, times k: Double, skip: Symbol, below limit: Int32) -> Row {
        var source = Row(constant: Double.random(in: -5...5, using: &rng))
        for _ in 0..<Int.random(in: 0...3, using: &rng) where !row.symbols.isEmpty {
            let s = row.symbols.randomElement(using: &rng)!
            if s != skip && source.coefficient(for: s) == 0 { source.insert(s, -row.coefficient(for: s) / k) }
        }
        for _ in 0..<Int.random(in: 1...12, using: &rng) {
            let s = Int32.random(in: 0..<limit, using: &rng)
            if s != skip { source.insert(s, Double.random(in: -3...3, using: &rng)) }
        }
        return source
    }

    func testARunOfSubstitutionsMatchesRowBitForBit() {
        var rng = SeededGenerator(seed: 9)
        let limit: Int32 = 12_000
        for trial in 0..<6 {
            var row = randomRow(&rng, terms: [50, 1500, 5000][trial % 3], below: limit)
            // The held row is sized for fewer symbols than the pivots bring
            // in on odd trials: it grows as they come.
            var held = ReplayedRow(row, symbolCount: trial % 2 == 0 ? Int(limit) : Int(limit) / 2)
            var merges = 0
            for step in 0..<300 {
                // The symbol substituted away: one the row holds (or, now and
                // then, one it doesn't: nothing to skip).
                let skip = step % 17 == 0 ? limit + 1 : (row.symbols.randomElement(using: &rng) ?? 0)
                let k = row.coefficient(for: skip) != 0 ? row.coefficient(for: skip) : Double.random(in: -2...2, using: &rng)
                // Mostly short definitions (the sparse path), now and then a
                // long one (the full merge).
                var source = pivotRow(&rng, for: row, times: k, skip: skip, below: limit)
                if step % 29 == 0 {
                    let long = randomRow(&rng, terms: row.symbols.count / 8 + 20, below: limit)
                    for (i, s) in long.symbols.enumerated() where s != skip { source.insert(s, long.coefficients[i]) }
                }
                if source.symbols.count &* 16 >= row.symbols.count { merges += 1 }
                var addedByRow: [Symbol] = [], addedByHeld: [Symbol] = []
                row.add(source, times: k, skipping: skip, buffer: MergeBuffer(), added: &addedByRow)
                held.add(source, times: k, skipping: skip, added: &addedByHeld)
                XCTAssertEqual(addedByHeld, addedByRow, "trial \(trial) step \(step)")
                XCTAssertEqual(held.coefficient(of: skip), nil, "trial \(trial) step \(step)")
                if let s = row.symbols.first {
                    XCTAssertEqual(held.coefficient(of: s)?.bitPattern, row.coefficients[0].bitPattern)
                }
                if step % 50 == 49 || step == 299 {
                    let rebuilt = held.row
                    XCTAssertEqual(rebuilt.symbols, row.symbols, "trial \(trial) step \(step)")
                    XCTAssertEqual(rebuilt.coefficients.map(\.bitPattern), row.coefficients.map(\.bitPattern), "trial \(trial) step \(step)")
                    XCTAssertEqual(rebuilt.constant.bitPattern, row.constant.bitPattern, "trial \(trial) step \(step)")
                }
            }
            XCTAssertGreaterThan(merges, 0, "trial \(trial): the full merge was compared too")
        }
    }

    /// A column of stack rows (a label and a box each, baseline-aligned)
    /// whose height and bottom are external rows with terms for every row:
    /// the final optimisation holds them by symbol, and every row of the
    /// tableau, every column entry and every value is the one the sorted
    /// rows give, bit for bit.
    func testALongColumnReplaysItsExternalRowsToTheSameTableau() throws {
        func column(_ n: Int, holds: Bool) throws -> (Tableau, [UInt64]) {
            let s = Solver()
            s.tableau.holdsLongExternalRows = holds
            var required: [Constraint] = [], optional: [Constraint] = []
            var variables: [Variable] = []
            let columnTop = s.makeVariable("column.minY"), columnHeight = s.makeVariable("column.height")
            var previousBottom: TrellisSolver.Expression = TrellisSolver.Expression(columnTop)
            for i in 0..<n {
                let y = s.makeVariable("row\(i).minY"), h = s.makeVariable("row\(i).height")
                let lt = s.makeVariable("label\(i).minY"), lh = s.makeVariable("label\(i).height")
                let ft = s.makeVariable("box\(i).minY"), fh = s.makeVariable("box\(i).height")
                required.append(Constraint(y, .equal, i == 0 ? previousBottom : previousBottom + 8))
                previousBottom = y + h
                required.append(Constraint(lt + 0.5 * lh + 5.95, .equal, ft + fh))
                optional += [
                    Constraint(lt, .greaterThanOrEqual, y, priority: 999.5),
                    Constraint(y + h - lt - lh, .greaterThanOrEqual, 0, priority: 999.5),
                    Constraint(ft, .greaterThanOrEqual, y, priority: 999.5),
                    Constraint(y + h - ft - fh, .greaterThanOrEqual, 0, priority: 999.5),
                    Constraint(lh, .greaterThanOrEqual, 20.4, priority: 750),
                    Constraint(fh, .greaterThanOrEqual, 34, priority: 750),
                    Constraint(lh, .lessThanOrEqual, 20.4, priority: 250),
                    Constraint(fh, .lessThanOrEqual, 34, priority: 250),
                    Constraint(h, .equal, 0, priority: 51),
                    Constraint(lt, .equal, y, priority: 25),
                    Constraint(ft, .equal, y, priority: 25),
                ]
                variables += [y, h, lt, lh, ft, fh]
            }
            required.append(Constraint(columnTop, .equal, 0))
            required.append(Constraint(columnTop + columnHeight, .equal, previousBottom))
            optional.append(Constraint(columnHeight, .equal, 0, priority: 49))
            optional.sort { $0.priority.rawValue > $1.priority.rawValue }
            try s.batch {
                for c in required + optional { try s.add(c) }
            }
            let values = (variables + [columnTop, columnHeight]).map { s.value(of: $0).bitPattern }
            return (s.tableau, values)
        }
        let n = 200
        let (eager, eagerValues) = try column(n, holds: false)
        let (replayed, replayedValues) = try column(n, holds: true)
        XCTAssertGreaterThan(replayed.rowsHeld, 0, "a long external row was held")
        XCTAssertEqual(eager.rowsHeld, 0)
        XCTAssertEqual(replayedValues, eagerValues)
        XCTAssertEqual(replayed.rowsSubstituted, eager.rowsSubstituted)
        XCTAssertEqual(replayed.rowBasic, eager.rowBasic)
        for slot in eager.rows.indices where eager.rowBasic[slot] >= 0 {
            XCTAssertEqual(replayed.rows[slot].symbols, eager.rows[slot].symbols, "slot \(slot)")
            XCTAssertEqual(replayed.rows[slot].coefficients.map(\.bitPattern), eager.rows[slot].coefficients.map(\.bitPattern), "slot \(slot)")
            XCTAssertEqual(replayed.rows[slot].constant.bitPattern, eager.rows[slot].constant.bitPattern, "slot \(slot)")
        }
        // The same column entries, in the same order.
        XCTAssertEqual(replayed.columns, eager.columns)
        // And the values are the layout's: every row as tall as its content
        // (the label's baseline on the box's bottom, 34 - 16.15 below the top).
        XCTAssertEqual(Double(bitPattern: eagerValues[1]), 38.25, accuracy: 1e-9)
        XCTAssertEqual(Double(bitPattern: eagerValues[2]), 17.85, accuracy: 1e-9)
    }
}
