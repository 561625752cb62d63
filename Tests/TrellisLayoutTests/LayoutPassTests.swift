import XCTest
@testable import TrellisLayout

/// The deferred layout pass (Apple, *Auto Layout Guide*, "Changing
/// Constraints" and "The Deferred Layout Pass"): update constraints from the
/// bottom up, then lay out from the top down; changes are batched.
final class LayoutPassTests: XCTestCase {
    /// Records the order of `updateConstraints` and `layoutSubviews` calls.
    final class Recording: UIView {
        var journal: Journal
        init(_ name: String, journal: Journal) {
            self.journal = journal
            super.init(frame: .zero)
            trellisIdentifier = name
            translatesAutoresizingMaskIntoConstraints = false
        }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func updateConstraints() {
            journal.entries.append("update \(trellisIdentifier!)")
            super.updateConstraints()
        }
        override func layoutSubviews() {
            journal.entries.append("layout \(trellisIdentifier!)")
            super.layoutSubviews()
        }
    }
    final class Journal { var entries: [String] = [] }

    func makeTree() -> (UIWindow, Recording, Recording, Recording, Journal) {
        let journal = Journal()
        let window = UIWindow(width: 375, height: 667)
        let parent = Recording("parent", journal: journal)
        let child = Recording("child", journal: journal)
        let grandchild = Recording("grandchild", journal: journal)
        window.rootView.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(grandchild)
        for (v, inset) in [(parent, 10.0), (child, 10), (grandchild, 10)] {
            let s = v.superview!
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: s.leadingAnchor, constant: inset),
                v.trailingAnchor.constraint(equalTo: s.trailingAnchor, constant: -inset),
                v.topAnchor.constraint(equalTo: s.topAnchor, constant: inset),
                v.bottomAnchor.constraint(equalTo: s.bottomAnchor, constant: -inset),
            ])
        }
        return (window, parent, child, grandchild, journal)
    }

    func testUpdatePassRunsBottomUpAndLayoutPassTopDown() {
        let (window, _, _, _, journal) = makeTree()
        window.layoutIfNeeded()
        let updates = journal.entries.filter { $0.hasPrefix("update") }
        let layouts = journal.entries.filter { $0.hasPrefix("layout") }
        XCTAssertEqual(updates, ["update grandchild", "update child", "update parent"])
        XCTAssertEqual(layouts, ["layout parent", "layout child", "layout grandchild"])
        // Every update comes before every layout.
        XCTAssertLessThan(journal.entries.lastIndex { $0.hasPrefix("update") }!,
                          journal.entries.firstIndex { $0.hasPrefix("layout") }!)
    }

    func testFramesComeFromTheEngine() {
        let (window, parent, child, grandchild, _) = makeTree()
        window.layoutIfNeeded()
        XCTAssertEqual(parent.frame, CGRect(x: 10, y: 10, width: 355, height: 647))
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 10, width: 335, height: 627))
        XCTAssertEqual(grandchild.frame, CGRect(x: 10, y: 10, width: 315, height: 607))
        XCTAssertEqual(grandchild.absoluteFrame, CGRect(x: 30, y: 30, width: 315, height: 607))
    }

    func testManyChangesBeforeAPassCostOneSolve() {
        let (window, parent, child, _, _) = makeTree()
        window.layoutIfNeeded()
        let before = window.engine.solveCount
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        width.priority = .defaultHigh
        width.isActive = true
        width.constant = 120
        width.constant = 140
        let offset = window.rootView.constraints.first { $0.firstItem === parent && $0.firstAttribute == .leading }!
        offset.constant = 20
        XCTAssertEqual(window.engine.solveCount, before, "nothing is solved before the pass")
        window.layoutIfNeeded()
        XCTAssertEqual(window.engine.solveCount, before + 1, "one solve for the whole batch")
        XCTAssertEqual(parent.frame.minX, 20)
        XCTAssertEqual(child.frame.width, 325, "the required edges win over the 750 width")
    }

    func testAPassWithNothingToDoDoesNotSolve() {
        let (window, _, _, _, journal) = makeTree()
        window.layoutIfNeeded()
        let solves = window.engine.solveCount
        journal.entries.removeAll()
        window.layoutIfNeeded()
        XCTAssertEqual(window.engine.solveCount, solves)
        XCTAssertEqual(journal.entries, [])
    }

    func testChangingAConstantLaysOutOnlyWhatMoved() {
        let (window, _, child, grandchild, journal) = makeTree()
        window.layoutIfNeeded()
        journal.entries.removeAll()
        let inner = child.constraints.first { $0.firstItem === grandchild && $0.firstAttribute == .top }!
        inner.constant = 30
        window.layoutIfNeeded()
        XCTAssertEqual(grandchild.frame, CGRect(x: 10, y: 30, width: 315, height: 587))
        // The grandchild moved and resized: its superview applies the frame,
        // and its own size change lays it out; the parent is untouched.
        XCTAssertEqual(journal.entries, ["layout child", "layout grandchild"])
    }

    /// Apple's batching pattern: call setNeedsUpdateConstraints, change the
    /// constraint in updateConstraints, call super last.
    func testBatchingThroughUpdateConstraints() {
        final class Panel: UIView {
            var expanded = false { didSet { setNeedsUpdateConstraints() } }
            var height: NSLayoutConstraint!
            var updates = 0
            override func updateConstraints() {
                updates += 1
                if height == nil {
                    height = heightAnchor.constraint(equalToConstant: 44)
                    height.isActive = true
                }
                height.constant = expanded ? 200 : 44
                super.updateConstraints()
            }
        }
        let window = UIWindow(width: 375, height: 667)
        let panel = Panel(identifier: "panel")
        panel.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(panel)
        NSLayoutConstraint.activate([
            panel.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            panel.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            panel.widthAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(panel.frame.height, 44)
        panel.expanded = true
        panel.expanded = false
        panel.expanded = true
        XCTAssertTrue(panel.needsUpdateConstraints())
        window.layoutIfNeeded()
        XCTAssertEqual(panel.frame.height, 200)
        XCTAssertEqual(panel.updates, 2, "three changes, one update pass")
    }

    func testAnOverrideThatSkipsSuperIsReported() {
        final class Forgetful: UIView {
            override func updateConstraints() {}
        }
        let window = UIWindow(width: 375, height: 667)
        let v = Forgetful(identifier: "forgetful")
        window.rootView.addSubview(v)
        window.layoutIfNeeded()
        XCTAssertEqual(window.diagnostics.missingSuperCalls, ["Forgetful:forgetful"])
        XCTAssertTrue(window.diagnostics.log.contains {
            $0 == "Forgetful:forgetful did not call super.updateConstraints() in its override; UIKit requires calling super last."
        })
    }

    func testRemovingAViewSchedulesLayoutOfItsSuperview() {
        let (window, parent, child, _, journal) = makeTree()
        window.layoutIfNeeded()
        journal.entries.removeAll()
        child.removeFromSuperview()
        XCTAssertTrue(parent.constraints.isEmpty, "constraints involving the removed subtree go with it")
        window.layoutIfNeeded()
        XCTAssertEqual(journal.entries, ["layout parent"])
    }
}

final class PassTraceTests: XCTestCase {
    func testTraceRecordsUpdatesSolvesAndLayouts() {
        let window = UIWindow(width: 375, height: 667)
        window.isTracingPasses = true
        let v = UIView(identifier: "card")
        v.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
            v.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(window.passTrace.filter { $0.hasPrefix("update") },
                       ["update constraints: UIView:card", "update view constraints: UIViewController",
                        "update constraints: UIView:root", "update constraints: UIWindow:window"])
        XCTAssertTrue(window.passTrace.contains("solve #1"))
        XCTAssertTrue(window.passTrace.contains("layout subviews: UIView:root"))
        window.clearPassTrace()
        v.constraints.first { $0.firstAttribute == .width }!.constant = 20
        window.layoutIfNeeded()
        XCTAssertEqual(window.passTrace.filter { $0.hasPrefix("solve") }.count, 1, "\(window.passTrace)")
        XCTAssertEqual(window.passTrace.first?.hasPrefix("solve"), true)
    }
}
