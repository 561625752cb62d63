import XCTest
import TrellisLayout

/// Auto Layout Guide, "Types of Errors" / "Debugging Tricks and Tips":
/// unsatisfiable layouts ("Unable to simultaneously satisfy constraints.",
/// "Will attempt to recover by breaking constraint", and layout continues
/// without it) and ambiguous layouts (`hasAmbiguousLayout`,
/// `_autolayoutTrace` marking "AMBIGUOUS LAYOUT"; UIKit doesn't report
/// ambiguity by itself).
final class ConflictAndAmbiguityTests: XCTestCase {

    /// A box at the root's leading margin, y 100, 50 tall.
    func box(_ window: UIWindow, _ name: String = "box") -> UIView {
        let root = window.rootView
        let v = HandLayout.addView(name, to: root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            v.heightAnchor.constraint(equalToConstant: 50),
        ])
        return v
    }

    // MARK: Unsatisfiable

    func testTwoRequiredWidthsBreakOne() {
        let window = HandLayout.phoneSE()
        let v = box(window)
        let w100 = v.widthAnchor.constraint(equalToConstant: 100)
        let w200 = v.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([w100, w200])
        let after = HandLayout.addView("after", to: window.rootView)
        NSLayoutConstraint.activate([
            after.leadingAnchor.constraint(equalTo: v.trailingAnchor, constant: 8),
            after.topAnchor.constraint(equalTo: v.topAnchor),
            after.widthAnchor.constraint(equalToConstant: 20), after.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()

        // Trellis's documented rule: the constraint whose addition caused the
        // conflict (the later one, 200) is broken.
        XCTAssertEqual(window.diagnostics.brokenConstraints.count, 1)
        XCTAssertTrue(window.diagnostics.brokenConstraints.first === w200)
        XCTAssertTrue(v.isBroken(w200))
        XCTAssertFalse(v.isBroken(w100))
        XCTAssertTrue(w200.isActive, "a broken constraint stays active")
        XCTAssertEqual(window.diagnostics.conflicts.count, 1)
        let set = window.diagnostics.conflicts.first?.constraints ?? []
        XCTAssertTrue(set.contains { $0 === w100 } && set.contains { $0 === w200 })

        let log = window.diagnostics.log.joined(separator: "\n")
        XCTAssertTrue(log.contains("Unable to simultaneously satisfy constraints"))
        XCTAssertTrue(log.contains("Will attempt to recover by breaking constraint"))
        XCTAssertTrue(log.contains("UIView:box.width == 200"), log)

        // Layout continues with the other width.
        assertHandFrame(v, 16, 100, 100, 50)
        assertHandFrame(after, 124, 100, 20, 20)
    }

    func testBrokenConstraintIsRetriedWhenItsConstantChanges() {
        let window = HandLayout.phoneSE()
        let v = box(window)
        let w100 = v.widthAnchor.constraint(equalToConstant: 100)
        let w200 = v.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([w100, w200])
        window.layoutIfNeeded()
        XCTAssertTrue(v.isBroken(w200))
        w200.constant = 100
        window.layoutIfNeeded()
        XCTAssertFalse(v.isBroken(w200))
        XCTAssertEqual(window.diagnostics.conflicts.count, 1, "no new conflict")
        assertHandFrame(v, 16, 100, 100, 50)
    }

    func testOptionalConstraintsNeverBreakAnything() {
        let window = HandLayout.phoneSE()
        let v = box(window)
        let w200 = v.widthAnchor.constraint(equalToConstant: 200)
        w200.priority = 999
        NSLayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 100), w200])
        window.layoutIfNeeded()
        assertHandFrame(v, 16, 100, 100, 50)
        XCTAssertTrue(window.diagnostics.brokenConstraints.isEmpty)
        XCTAssertTrue(window.diagnostics.log.isEmpty)
    }

    func testForgettingTranslatesAutoresizingMaskIntoConstraints() {
        // The classic: a view made in code keeps its (zero) frame as required
        // NSAutoresizingMaskLayoutConstraints, so the code's width can't hold.
        let window = HandLayout.phoneSE()
        let v = UIView(identifier: "forgot")
        window.rootView.addSubview(v)
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        window.layoutIfNeeded()
        XCTAssertTrue(v.isBroken(width))
        let log = window.diagnostics.log.joined(separator: "\n")
        XCTAssertTrue(log.contains("NSAutoresizingMaskLayoutConstraint"), log)
        XCTAssertTrue(log.contains("h=--- v=---"), log)
        assertHandFrame(v, 0, 0, 0, 0)
    }

    func testConflictWithTheMarginsGuideNamesItsConstraints() {
        let window = HandLayout.phoneSE()
        let root = window.rootView
        let v = HandLayout.addView("wide", to: root)
        let width = v.widthAnchor.constraint(equalToConstant: 400)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            v.heightAnchor.constraint(equalToConstant: 50),
            width,
        ])
        window.layoutIfNeeded()
        // The guide's constraints are ordinary ones made first, so the code's
        // width (added last) is the one broken, and the log explains the guide.
        XCTAssertTrue(v.isBroken(width))
        let log = window.diagnostics.log.joined(separator: "\n")
        XCTAssertTrue(log.contains("UIView-leftMargin-guide-constraint"), log)
        XCTAssertTrue(log.contains("UIView-rightMargin-guide-constraint"), log)
        assertHandFrame(v, 16, 100, 343, 50)
    }

    // MARK: Ambiguity

    func testViewWithOnlyAWidthIsAmbiguous() {
        let window = HandLayout.phoneSE()
        let v = HandLayout.addView("lonely", to: window.rootView)
        v.widthAnchor.constraint(equalToConstant: 100).isActive = true
        window.layoutIfNeeded()
        XCTAssertTrue(v.hasAmbiguousLayout)
        XCTAssertEqual(v.ambiguousAttributes, ["minX", "minY", "height"])
        let trace = window.autolayoutTrace()
        XCTAssertTrue(trace.contains("AMBIGUOUS LAYOUT"), trace)
        XCTAssertTrue(trace.contains("AMBIGUOUS LAYOUT for UIView:lonely"), trace)
        // UIKit doesn't report ambiguity by itself.
        XCTAssertTrue(window.diagnostics.log.isEmpty)

        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor, constant: 10),
            v.topAnchor.constraint(equalTo: window.rootView.topAnchor, constant: 10),
            v.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        XCTAssertFalse(v.hasAmbiguousLayout)
        XCTAssertEqual(v.ambiguousAttributes, [])
        XCTAssertFalse(window.autolayoutTrace().contains("AMBIGUOUS LAYOUT"))
        assertHandFrame(v, 10, 10, 100, 10)
    }

    func testAnInequalityAloneLeavesThePositionAmbiguous() {
        let window = HandLayout.phoneSE()
        let root = window.rootView
        let v = HandLayout.addView("loose", to: root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(greaterThanOrEqualTo: root.layoutMarginsGuide.leadingAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            v.widthAnchor.constraint(equalToConstant: 100),
            v.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(v.ambiguousAttributes, ["minX"])
        // A low-priority preference settles it.
        let preferred = v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
        preferred.priority = 1
        preferred.isActive = true
        window.layoutIfNeeded()
        XCTAssertFalse(v.hasAmbiguousLayout)
        assertHandFrame(v, 16, 100, 100, 50)
    }

    func testTraceMarksOnlyTheAmbiguousView() {
        let window = HandLayout.phoneSE()
        let fine = box(window, "fine")
        fine.widthAnchor.constraint(equalToConstant: 10).isActive = true
        let loose = HandLayout.addView("loose", to: window.rootView)
        loose.heightAnchor.constraint(equalToConstant: 10).isActive = true
        let trace = window.autolayoutTrace()
        XCTAssertFalse(fine.hasAmbiguousLayout)
        XCTAssertEqual(loose.ambiguousAttributes, ["minX", "minY", "width"])
        XCTAssertTrue(trace.contains("AMBIGUOUS LAYOUT for UIView:loose"), trace)
        XCTAssertFalse(trace.contains("AMBIGUOUS LAYOUT for UIView:fine"), trace)
    }
}
