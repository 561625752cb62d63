import XCTest
@testable import TrellisSolver

/// Degenerate rebases (Tableau+DegenerateRebase.swift): a column of stack
/// rows whose heights are all the first's (`UISV-fill-equally`) is solved
/// with work proportional to its rows, and to the same values as without
/// the rebases.
final class DegenerateRebaseTests: XCTestCase {
    /// The vertical system of a `fillEqually` column of `n` baseline-aligned
    /// rows (a label and a 34-point box each), as the layout engine feeds
    /// it: required constraints first, then the optional ones highest
    /// priority first, in one batch. Returns the solver and each row's
    /// height, label top and box top.
    func column(_ n: Int, rebases: Bool) throws -> (Solver, [Variable], [Variable], [Variable]) {
        let s = Solver()
        s.tableau.rebasesDegenerateBlockers = rebases
        var required: [Constraint] = []
        var optional: [Constraint] = []
        var heights: [Variable] = [], labelTops: [Variable] = [], boxTops: [Variable] = []
        var previousBottom: TrellisSolver.Expression? = nil
        let columnHeight = s.makeVariable("column.height")
        for i in 0..<n {
            let y = s.makeVariable("row\(i).minY"), h = s.makeVariable("row\(i).height")
            let lt = s.makeVariable("label\(i).minY"), lh = s.makeVariable("label\(i).height")
            let ft = s.makeVariable("box\(i).minY"), fh = s.makeVariable("box\(i).height")
            if let bottom = previousBottom {
                required.append(Constraint(y, .equal, bottom + 8))  // UISV-spacing
            } else {
                required.append(Constraint(y, .equal, 10))
            }
            previousBottom = y + h
            if let first = heights.first { required.append(Constraint(h, .equal, first)) }  // UISV-fill-equally
            // UISV-alignment: the label's first baseline (top + half its
            // height + 5.95) on the box's (its bottom).
            required.append(Constraint(lt + 0.5 * lh + 5.95, .equal, ft + fh))
            optional += [
                Constraint(lt, .greaterThanOrEqual, 0, priority: 999.5),  // UISV-spanning-boundary
                Constraint(h - lt - lh, .greaterThanOrEqual, 0, priority: 999.5),
                Constraint(ft, .greaterThanOrEqual, 0, priority: 999.5),
                Constraint(h - ft - fh, .greaterThanOrEqual, 0, priority: 999.5),
                Constraint(lh, .greaterThanOrEqual, 20.4, priority: 750),  // compression resistance
                Constraint(fh, .greaterThanOrEqual, 34, priority: 750),
                Constraint(lh, .lessThanOrEqual, 20.4, priority: 250),  // hugging
                Constraint(fh, .lessThanOrEqual, 34, priority: 250),
                Constraint(h, .equal, 0, priority: 51),  // UISV-spanning-fit
                Constraint(lt, .equal, 0, priority: 25),  // UISV-ambiguity-suppression
                Constraint(ft, .equal, 0, priority: 25),
            ]
            heights.append(h); labelTops.append(lt); boxTops.append(ft)
        }
        required.append(Constraint(columnHeight, .equal, previousBottom! - 10))  // UISV-canvas-connection
        optional.append(Constraint(columnHeight, .equal, 0, priority: 49))  // UISV-canvas-fit
        optional.sort { $0.priority.rawValue > $1.priority.rawValue }
        try s.batch {
            for c in required + optional { try s.add(c) }
        }
        return (s, heights, labelTops, boxTops)
    }

    func testFillEquallyColumnSolvesToTheSameValues() throws {
        let (a, ha, la, fa) = try column(60, rebases: true)
        let (b, hb, lb, fb) = try column(60, rebases: false)
        for i in 0..<60 {
            // Every row as tall as its content: the box's bottom is the
            // baseline, the label's top 34 - 16.15 below the row's top.
            XCTAssertEqual(a.value(of: ha[i]), 38.25, accuracy: 1e-9)
            XCTAssertEqual(a.value(of: la[i]), 17.85, accuracy: 1e-9)
            XCTAssertEqual(a.value(of: fa[i]), 0, accuracy: 1e-9)
            XCTAssertEqual(a.value(of: ha[i]), b.value(of: hb[i]), accuracy: 1e-9)
            XCTAssertEqual(a.value(of: la[i]), b.value(of: lb[i]), accuracy: 1e-9)
            XCTAssertEqual(a.value(of: fa[i]), b.value(of: fb[i]), accuracy: 1e-9)
        }
        XCTAssertFalse(a.isAmbiguous(ha[59]))
        XCTAssertFalse(a.isAmbiguous(la[30]))
    }

    /// Without the rebases each pivot of the walk rewrote every row still
    /// depending on the shared height: rows rewritten grew with n² (the
    /// second assertion shows the counter sees it). With them, with n.
    func testFillEquallyColumnWorkGrowsLinearly() throws {
        func rewritten(_ n: Int, _ rebases: Bool) throws -> Double {
            Double(try column(n, rebases: rebases).0.tableau.rowsSubstituted)
        }
        let small = try rewritten(50, true), large = try rewritten(200, true)
        XCTAssertLessThanOrEqual(large / small, 4.4, "4× the rows: \(small) → \(large) rows rewritten")
        let walkSmall = try rewritten(50, false), walkLarge = try rewritten(200, false)
        XCTAssertGreaterThan(walkLarge / walkSmall, 8, "the walk: \(walkSmall) → \(walkLarge)")
    }
}
