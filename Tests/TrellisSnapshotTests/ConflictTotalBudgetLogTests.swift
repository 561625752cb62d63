import XCTest
@testable import TrellisLayout
@testable import TrellisSnapshot
@testable import TrellisSolver

/// Trellis's rule (docs/LIMITS.md, "Conflicts past the total budget"): once
/// a layout's conflicts have spent the solver's total search budget
/// (`Solver.conflictExplanationTotalBudget`), a further conflict is listed
/// unsearched, and the log says that the set was not minimised and why.
/// Apple's Auto Layout Guide ("Unsatisfiable Layouts") documents the log,
/// not which set it lists.
final class ConflictTotalBudgetLogTests: XCTestCase {
    /// One view with two required widths that can't both hold, laid out by
    /// a solver whose total budget is `left`.
    private func conflictingWidths(budgetLeft left: Int) -> (UIWindow, [(id: String, view: UIView)]) {
        let window = UIWindow(width: 375, height: 667, scale: 2)
        window.context.engine.solver.conflictTotalBudgetLeft = left
        let root = window.rootView
        let v = UIView(identifier: "v")
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: root.leftAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 1),
            v.widthAnchor.constraint(equalToConstant: 10),
            v.widthAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        return (window, [("v", v)])
    }

    func testAConflictPastTheTotalBudgetSaysItWasNotMinimised() {
        let (window, views) = conflictingWidths(budgetLeft: 0)
        XCTAssertEqual(window.diagnostics.conflicts.count, 1)
        XCTAssertEqual(window.diagnostics.conflicts.map(\.minimal), [false])
        XCTAssertEqual(window.diagnostics.conflicts.first?.constraints.count, 2, "the certificate: both widths")
        let log = window.diagnostics.log.joined()
        XCTAssertTrue(log.contains(LayoutDiagnostics.unsearchedNote), log)
        XCTAssertFalse(log.contains(LayoutDiagnostics.notMinimalNote), log)
        let json = FramesRecord.json(window: window, views: views).render(pretty: false)
        XCTAssertTrue(json.contains("\"minimal\":false"), json)
        XCTAssertEqual(views[0].view.frame.width, 10, "the first width holds; the second is broken")
    }

    func testWithBudgetLeftTheSameConflictIsSearched() {
        let (window, _) = conflictingWidths(budgetLeft: Solver.conflictExplanationTotalBudget)
        XCTAssertEqual(window.diagnostics.conflicts.map(\.minimal), [true])
        XCTAssertFalse(window.diagnostics.log.joined().contains(LayoutDiagnostics.unsearchedNote))
    }
}
