import XCTest
@testable import TrellisLayout
@testable import TrellisSolver

/// What keeps long stacks cheap: a rebuild keeps the generated constraints
/// it can (so hiding a row touches a few), and origins relative to the
/// superview keep the solver's rows about one row each.
final class StackViewScaleTests: XCTestCase {
    /// Hiding the middle of five boxes: the constraints that don't involve
    /// its place in the chain are the same objects before and after.
    func testHidingKeepsTheGeneratedConstraintsThatDidNotChange() {
        let w = StackFixture.window()
        let v = (0..<5).map { StackBox(50, 20, "v\($0)") }
        let s = StackFixture.stack(v, in: w, height: nil) { $0.axis = .vertical; $0.spacing = 10 }
        let before = s.generatedConstraints.map(ObjectIdentifier.init)
        v[2].isHidden = true
        w.layoutIfNeeded()
        let after = Set(s.generatedConstraints.map(ObjectIdentifier.init))
        let kept = before.filter { after.contains($0) }.count
        // Hiding v2 changes four: v3's spacing now follows v1, v2's length
        // suppression (@25) becomes UISV-hiding (required), and v2's two
        // cross-axis alignments become its collapsed position and width.
        // (v2.top == v1.bottom keeps its object: the spacing's shape, with
        // constant 0.) Everything else, 18 of 22, is the same object.
        XCTAssertGreaterThanOrEqual(kept, before.count - 4, "kept \(kept) of \(before.count)")
        // v0 0...20, v1 30...50, v2 collapsed at 50, v3 60...80, v4 90...110.
        assertHandFrame(v[3], 0, 60, 300, 20)
        assertHandFrame(v[4], 0, 90, 300, 20)
        XCTAssertEqual(s.frame.height, 110)
    }

    /// A vertical stack of 300 rows (label + box in a horizontal stack):
    /// every solver row but a handful (the column's total and its hugging
    /// error) names a bounded number of symbols. With window-coordinate
    /// origins, row i's constraints named the positions of all rows above.
    func testALongStackKeepsSolverRowsShort() {
        let w = UIWindow(width: 390, height: 844, scale: 3)
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 8
        column.translatesAutoresizingMaskIntoConstraints = false
        var rows: [UIStackView] = []
        for i in 0..<300 {
            let row = UIStackView(arrangedSubviews: [UILabel(text: "Row \(i)", identifier: "l\(i)"), StackBox(40, 34, "b\(i)")])
            row.alignment = .lastBaseline
            row.spacing = UIStackView.spacingUseSystem
            column.addArrangedSubview(row)
            rows.append(row)
        }
        w.rootView.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: w.rootView.topAnchor),
            column.leadingAnchor.constraint(equalTo: w.rootView.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: w.rootView.trailingAnchor),
        ])
        w.layoutIfNeeded()
        // Last baselines aligned (the rows of the bench's nested stacks): the
        // box has no text, so its last baseline is its bottom (34); the
        // label's is 16.15 below its top (17-pt text, 20.4 tall), so the label
        // runs 17.85...38.25 and a row is 38.25 tall; rows 8 apart, row 299
        // at 299 × 46.25 = 13828.75 (pixel-rounded at @3x).
        XCTAssertEqual(rows[299].frame.minY, 13828.75, accuracy: 1.0 / 3)
        XCTAssertEqual(rows[299].frame.height, 38.25, accuracy: 1.0 / 3)
        let t = w.hostEngine!.solver.tableau
        let long = t.rows.indices.filter { t.rowBasic[$0] >= 0 && t.rows[$0].symbols.count > 40 }
        XCTAssertLessThanOrEqual(long.count, 4, "rows longer than 40 symbols: \(long.count)")
    }

    /// A column of label rows pinned at both ends by the caller: the engine
    /// hands the solver every required constraint before any optional one.
    /// With the stack's `UISV-canvas-fit` (@49) already in, the closing pin
    /// found no subject and its artificial phase walked down every row,
    /// each pivot touching every row (2,000 rows took 4.5 s). The order
    /// changes no answer: frames are the ones expected, and optional adds
    /// never fail, so a conflict still breaks the constraint it broke.
    func testRequiredConstraintsReachTheSolverBeforeOptionalOnes() {
        let w = UIWindow(width: 390, height: 844, scale: 3)
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 8
        column.translatesAutoresizingMaskIntoConstraints = false
        var rows: [UIStackView] = []
        for i in 0..<100 {
            let row = UIStackView(arrangedSubviews: [UILabel(text: "Row \(i)", identifier: "l\(i)")])
            row.alignment = .lastBaseline
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
        let order = w.hostEngine!.solver.constraints.map { $0.priority.isRequired }
        let firstOptional = order.firstIndex(of: false) ?? order.count
        XCTAssertFalse(order[firstOptional...].contains(true), "a required constraint after an optional one")
        // Rows 20.4 tall (fixed-advance text), 8 apart, as wide as the column.
        XCTAssertEqual(rows[99].frame.minY, 99 * 28.4, accuracy: 1.0 / 3)
        XCTAssertEqual(rows[99].frame.width, 358, accuracy: 1.0 / 3)
        XCTAssertEqual(column.frame.height, 99 * 28.4 + 20.4, accuracy: 1.0 / 3)
        XCTAssertFalse(w.rootView.hasAmbiguousLayout)
    }

    /// The optional constraints views make themselves (a stack's
    /// arrangement, intrinsic sizes) reach the solver highest priority
    /// first, in a stable order; the caller's optional constraints follow,
    /// in their own order (Trellis's rule, docs/PERFORMANCE.md: a
    /// `fillEqually` column took a degenerate walk that touched every row
    /// per pivot, 3× longer in view order). The frames are Apple's rule for
    /// `fillEqually` ("resizes its arranged views so that they are all the
    /// same size along the stack view's axis", UIStackView.Distribution):
    /// every row as tall as the tallest content (row 37, last baselines
    /// aligned: its 50-point box's last baseline is its bottom, the
    /// label's 16.15 below its 20.4-point top,
    /// so the row runs to 50 - 16.15 + 20.4 = 54.25).
    func testFillEquallyColumnGetsOptionalConstraintsHighestPriorityFirst() {
        let w = UIWindow(width: 390, height: 844, scale: 3)
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 8
        column.distribution = .fillEqually
        column.translatesAutoresizingMaskIntoConstraints = false
        var rows: [UIStackView] = []
        for i in 0..<60 {
            let row = UIStackView(arrangedSubviews: [UILabel(text: "Row \(i)", identifier: "l\(i)"),
                                                     StackBox(40, i == 37 ? 50 : 34, "b\(i)")])
            row.alignment = .lastBaseline
            row.spacing = 8
            column.addArrangedSubview(row)
            rows.append(row)
        }
        w.rootView.addSubview(column)
        let userWish = column.widthAnchor.constraint(equalToConstant: 10)
        userWish.priority = UILayoutPriority(300)
        userWish.identifier = "user-wish"
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: w.rootView.topAnchor, constant: 10),
            column.leadingAnchor.constraint(equalTo: w.rootView.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: w.rootView.trailingAnchor, constant: -16),
            userWish,
        ])
        w.layoutIfNeeded()
        let added = w.hostEngine!.solver.constraints
        let optional = added.filter { !$0.priority.isRequired }
        XCTAssertEqual(optional.last?.identifier, "user-wish", "the caller's optional constraint comes last")
        let generated = optional.dropLast().map(\.priority.rawValue)
        XCTAssertGreaterThan(generated.count, 60 * 4)
        XCTAssertEqual(generated, generated.sorted(by: >), "generated optional constraints highest priority first")
        for row in rows { XCTAssertEqual(row.frame.height, 54.25, accuracy: 1.0 / 3) }
        XCTAssertEqual(rows[59].frame.minY, 59 * 62.25, accuracy: 1.0 / 3)
        XCTAssertEqual(column.frame.height, 59 * 62.25 + 54.25, accuracy: 1.0 / 3)
        XCTAssertEqual(column.frame.width, 358, accuracy: 1.0 / 3)  // the wish @300 loses to the pins
    }
}
