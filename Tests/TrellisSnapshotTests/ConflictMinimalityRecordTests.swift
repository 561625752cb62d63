import XCTest
@testable import TrellisLayout
@testable import TrellisSnapshot

/// Trellis's rule (docs/LAYOUT.md, "Conflicts and ambiguity"): a conflict's
/// set is minimal unless the solver's search for it was stopped by its
/// budget; then the diagnostics, the log and the frames record's `broken`
/// entry say so. Apple's Auto Layout Guide ("Unsatisfiable Layouts")
/// documents the log, not which set it lists.
final class ConflictMinimalityRecordTests: XCTestCase {
    /// One view with two required widths that can't both hold.
    private func conflictingWidths() -> (UIWindow, [(id: String, view: UIView)]) {
        let window = UIWindow(width: 375, height: 667, scale: 2)
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

    func testAFinishedSearchLeavesTheRecordAsItWas() {
        let (window, views) = conflictingWidths()
        XCTAssertEqual(window.diagnostics.conflicts.count, 1)
        XCTAssertTrue(window.diagnostics.conflicts.allSatisfy(\.minimal))
        let json = FramesRecord.json(window: window, views: views).render(pretty: false)
        XCTAssertFalse(json.contains("minimal"), json)
        XCTAssertFalse(window.diagnostics.log.joined().contains("Not known to be a minimal set"))
    }

    /// A set the solver couldn't prove minimal (its search stopped by the
    /// budget; `ConflictBudgetFlagTests` reaches that in the solver) is
    /// flagged in the record's `broken` entry and in the log.
    func testASetNotKnownMinimalIsFlagged() {
        let (window, views) = conflictingWidths()
        guard let first = window.diagnostics.conflicts.first else { return XCTFail("no conflict") }
        window.diagnostics.recordConflict(first.constraints, broken: first.broken, minimal: false)
        XCTAssertEqual(window.diagnostics.conflicts.map(\.minimal), [true, false])
        XCTAssertTrue(window.diagnostics.log[1].contains(LayoutDiagnostics.notMinimalNote), window.diagnostics.log[1])
        XCTAssertFalse(window.diagnostics.log[0].contains(LayoutDiagnostics.notMinimalNote))
        let json = FramesRecord.json(window: window, views: views).render(pretty: false)
        XCTAssertEqual(json.components(separatedBy: "\"minimal\":false").count - 1, 1, json)
    }
}
