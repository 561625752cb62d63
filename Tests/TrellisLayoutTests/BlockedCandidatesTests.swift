import XCTest
@testable import TrellisLayout
@testable import TrellisSolver

/// Blocked candidates set aside (Tableau+BlockedCandidates.swift): in a
/// `fillEqually` column of last-baseline rows, the compression-resistance
/// level's walk is one pivot per row, and each pivot's steepest choice used
/// to pop again every candidate that the level above blocks, one more per
/// row: the pops grew as the square of the rows (bench layout's
/// nested-stacks-equal: 53,062 at 1,000 views, 2,807,552 at 8,000; set
/// aside, 9,587 and 76,953). The frames are the same either way: the heap
/// pops in one total order, and an entry set aside would only have been
/// skipped again.
final class BlockedCandidatesTests: XCTestCase {
    /// The bench's nested-stacks-equal at `n` rows (label + 34-point box,
    /// last baselines aligned, 8 apart). Returns the rows and the candidate
    /// entries the steepest choice popped.
    func column(_ n: Int, settingAside: Bool) -> (rows: [UIStackView], popped: Int) {
        let w = UIWindow(width: 390, height: 844, scale: 3)
        w.hostEngine!.solver.tableau.setsAsideBlockedCandidates = settingAside
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
        return (rows, w.hostEngine!.solver.tableau.candidatesPopped)
    }

    /// Set aside, the pops grow linearly with the rows; pushed back after
    /// every choice, they grew about 3.6 times per doubling. (Each fails if
    /// the other setting's growth came back, so the test can tell them apart.)
    func testTheSteepestChoicePopsLinearlyMany() {
        let small = column(100, settingAside: true).popped
        let large = column(200, settingAside: true).popped
        XCTAssertLessThan(Double(large), 2.3 * Double(small), "popped: \(small) at 100 rows, \(large) at 200")
        let smallBefore = column(100, settingAside: false).popped
        let largeBefore = column(200, settingAside: false).popped
        XCTAssertGreaterThan(Double(largeBefore), 3 * Double(smallBefore),
                             "popped without setting aside: \(smallBefore) at 100 rows, \(largeBefore) at 200")
        XCTAssertLessThan(large, largeBefore)
    }

    /// The same choices, so the same frames, bit for bit. Every row is as
    /// tall as its content (see FillEquallyRebaseTests: 38.25 points).
    func testSettingAsideKeepsTheFrames() {
        let aside = column(120, settingAside: true).rows
        let pushed = column(120, settingAside: false).rows
        for i in 0..<120 {
            let a = aside[i], b = pushed[i]
            XCTAssertEqual(a.frame.height, 38.25, accuracy: 1.0 / 3)
            XCTAssertEqual(a.frame, b.frame)
            for (u, v) in zip(a.arrangedSubviews, b.arrangedSubviews) {
                XCTAssertEqual(u.frame, v.frame)
            }
        }
    }
}
