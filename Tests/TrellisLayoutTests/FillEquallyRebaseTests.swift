import XCTest
@testable import TrellisLayout
@testable import TrellisSolver

/// Degenerate rebases take local subjects first (Tableau+DegenerateRebase.swift,
/// "Local subjects first"): in a `fillEqually` column of baseline-aligned
/// rows, a blocking row whose only subjects are in hundreds of rows is
/// rebased after the others, not first: first, its rebase rewrote every
/// other blocker so that none blocked any more, and the run walked.
final class FillEquallyRebaseTests: XCTestCase {
    /// The bench's nested-stacks-equal at `n` rows (label + 34-point box,
    /// last baselines aligned, 8 apart), with the rebase's subject limit
    /// `limit`. Returns the rows and the rows the solver rewrote.
    func column(_ n: Int, subjectLimit limit: Int) -> (rows: [UIStackView], rewritten: Int) {
        let w = UIWindow(width: 390, height: 844, scale: 3)
        w.hostEngine!.solver.tableau.rebaseSubjectColumnLimit = limit
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 8
        column.distribution = .fillEqually
        column.translatesAutoresizingMaskIntoConstraints = false
        var rows: [UIStackView] = []
        for i in 0..<n {
            let row = UIStackView(arrangedSubviews: [UILabel(text: "Row \(i)", identifier: "l\(i)"), StackBox(40, 34, "b\(i)")])
            row.alignment = .lastBaseline
            row.spacing = 8
            column.addArrangedSubview(row)
            rows.append(row)
        }
        w.rootView.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: w.rootView.topAnchor, constant: 10),
            column.leadingAnchor.constraint(equalTo: w.rootView.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: w.rootView.trailingAnchor, constant: -16),
        ])
        w.layoutIfNeeded()
        return (rows, w.hostEngine!.solver.tableau.rowsSubstituted)
    }

    /// 150 rows: local subjects first never rewrite more rows than the
    /// blockers in their order, and the frames are the same: a rebase is a
    /// degenerate pivot, the vertex doesn't move. Measured: 7,467 against
    /// 130,538 when the rows aligned first baselines with the box's at its
    /// bottom; since session 15 a view without text has its first baseline
    /// at its top (Apple's `forFirstBaselineLayout`) and the column aligns
    /// last baselines, where both orders rewrite 5,816 (the walk's growth is
    /// `testAColumnOfEdgeBaselineRowsRewritesLinearly`'s). Every row is as
    /// tall as its content (Apple: `fillEqually` "resizes its arranged views
    /// so that they are all the same size along the stack view's axis"): the
    /// box's last baseline is its bottom, the label's 16.15 below its
    /// 20.4-point top, so 34 - 16.15 + 20.4 = 38.25.
    func testLocalSubjectsRewriteFewerRowsForTheSameFrames() {
        let local = column(150, subjectLimit: Tableau.rebaseColumnThreshold)
        let any = column(150, subjectLimit: Int.max)
        XCTAssertLessThanOrEqual(local.rewritten, any.rewritten,
                          "rows rewritten: \(local.rewritten) local, \(any.rewritten) any subject")
        for i in 0..<150 {
            let a = local.rows[i], b = any.rows[i]
            XCTAssertEqual(a.frame.minY, Double(i) * 46.25, accuracy: 1.0 / 3)
            XCTAssertEqual(a.frame.height, 38.25, accuracy: 1.0 / 3)
            XCTAssertEqual(a.frame.minY, b.frame.minY, accuracy: 1e-9)
            XCTAssertEqual(a.frame.height, b.frame.height, accuracy: 1e-9)
            for (u, v) in zip(a.arrangedSubviews, b.arrangedSubviews) {
                XCTAssertEqual(u.frame.minX, v.frame.minX, accuracy: 1e-9)
                XCTAssertEqual(u.frame.minY, v.frame.minY, accuracy: 1e-9)
                XCTAssertEqual(u.frame.width, v.frame.width, accuracy: 1e-9)
                XCTAssertEqual(u.frame.height, v.frame.height, accuracy: 1e-9)
            }
        }
    }

    /// A label's baseline rows are constants (`first = ascent`), so a
    /// row's label no longer ties its baseline to its height, and the
    /// `fillEqually` column's walk at compression resistance alternated a
    /// local pivot with a degenerate one on the shared height's column,
    /// one blocker at a time: too few blockers, and too short a run, for
    /// the rebase after two degenerate pivots. A single blocker with a local
    /// subject is rebased at once when that costs fewer rows than the pivot
    /// (Tableau+DegenerateRebase.swift, "One blocker"): the work grows
    /// linearly (measured 3,967 rows at 80 rows, 7,967 at 160; the walk
    /// rewrote 38,803 and 148,043).
    func testAColumnOfEdgeBaselineRowsRewritesLinearly() {
        let small = column(80, subjectLimit: Tableau.rebaseColumnThreshold).rewritten
        let large = column(160, subjectLimit: Tableau.rebaseColumnThreshold).rewritten
        XCTAssertLessThan(Double(large), 2.5 * Double(small), "rows rewritten: \(small) at 80 rows, \(large) at 160")
        XCTAssertLessThan(large, 100 * 160, "the walk rewrote about 900 rows per row")
    }
}
