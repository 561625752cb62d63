import XCTest
import TrellisLayout

/// UIKit documentation of `NSLayoutConstraint`: `isActive`, `activate(_:)`,
/// `deactivate(_:)`; "Unlike the other properties, the constant can be
/// modified after constraint creation"; "Priorities may not change from
/// nonrequired to required, or from required to nonrequired" once the
/// constraint is installed; and `UIView.removeFromSuperview()`: "Calling this
/// method removes any constraints that refer to the view you are removing, or
/// that refer to any view in the subtree of the view you are removing."
/// Changes apply at the next layout pass.
final class ConstraintChangeTests: XCTestCase {

    /// A box at the root's leading margin, y 100, 50 tall; its width is up to the test.
    func box(_ window: UIWindow) -> UIView {
        let root = window.rootView
        let v = HandLayout.addView("box", to: root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            v.heightAnchor.constraint(equalToConstant: 50),
        ])
        return v
    }

    // MARK: Activation

    func testActivateAndDeactivate() {
        let window = HandLayout.phoneSE()
        let v = box(window)
        let narrow = v.widthAnchor.constraint(equalToConstant: 100)
        let wide = v.widthAnchor.constraint(equalToConstant: 200)
        XCTAssertFalse(narrow.isActive)
        narrow.isActive = true
        XCTAssertTrue(narrow.isActive)
        XCTAssertTrue(narrow.installedView === v, "a constraint on one view is installed on that view")
        window.layoutIfNeeded()
        assertHandFrame(v, 16, 100, 100, 50)

        NSLayoutConstraint.deactivate([narrow])
        NSLayoutConstraint.activate([wide])
        XCTAssertFalse(narrow.isActive)
        assertHandFrame(v, 16, 100, 100, 50) // deferred until the next pass
        window.layoutIfNeeded()
        assertHandFrame(v, 16, 100, 200, 50)
        XCTAssertTrue(window.diagnostics.brokenConstraints.isEmpty)
    }

    func testConstraintIsInstalledOnTheNearestCommonAncestor() {
        let window = HandLayout.phoneSE()
        let root = window.rootView
        let container = HandLayout.addView("container", to: root)
        let a = HandLayout.addView("a", to: container)
        let b = HandLayout.addView("b", to: container)
        let c = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        c.isActive = true
        XCTAssertTrue(c.installedView === container)
        XCTAssertTrue(container.constraints.contains { $0 === c })
        let d = a.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor)
        d.isActive = true
        XCTAssertTrue(d.installedView === root)
    }

    func testAddConstraintIsActivation() {
        let window = HandLayout.phoneSE()
        let v = box(window)
        let width = v.widthAnchor.constraint(equalToConstant: 120)
        v.addConstraint(width)
        XCTAssertTrue(width.isActive)
        window.layoutIfNeeded()
        assertHandFrame(v, 16, 100, 120, 50)
        v.removeConstraint(width)
        XCTAssertFalse(width.isActive)
    }

    // MARK: Constant

    func testChangingTheConstantMovesTheViewAtTheNextPass() {
        let window = HandLayout.phoneSE()
        let v = box(window)
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        let follower = HandLayout.addView("follower", to: window.rootView)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: v.trailingAnchor, constant: 10),
            follower.topAnchor.constraint(equalTo: v.bottomAnchor, constant: 10),
            follower.widthAnchor.constraint(equalToConstant: 30),
            follower.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        assertHandFrame(follower, 126, 160, 30, 30)

        width.constant = 250.25
        assertHandFrame(v, 16, 100, 100, 50)
        window.layoutIfNeeded()
        // Right edge 266.25 -> 266.5 at @2x (a half pixel rounds up).
        assertHandFrame(v, 16, 100, 250.5, 50)
        // Follower 276.25...306.25 -> 276.5...306.5.
        assertHandFrame(follower, 276.5, 160, 30, 30)
    }

    func testManyConstantChangesBeforeOnePassKeepTheLast() {
        let window = HandLayout.phoneSE()
        let v = box(window)
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        window.layoutIfNeeded()
        for w in stride(from: 110.0, through: 190, by: 10) { width.constant = w }
        window.layoutIfNeeded()
        assertHandFrame(v, 16, 100, 190, 50)
    }

    // MARK: UILayoutPriority

    /// Two optional widths that disagree: 300 at `high`, 100 at `low`.
    func competingWidths(_ window: UIWindow, high: UILayoutPriority, low: UILayoutPriority) -> (UIView, NSLayoutConstraint, NSLayoutConstraint) {
        let v = box(window)
        let w300 = v.widthAnchor.constraint(equalToConstant: 300)
        w300.priority = high
        let w100 = v.widthAnchor.constraint(equalToConstant: 100)
        w100.priority = low
        NSLayoutConstraint.activate([w300, w100])
        window.layoutIfNeeded()
        return (v, w300, w100)
    }

    func testChangingPriorityBetweenOptionalValues() {
        LayoutIssues.drain()
        let window = HandLayout.phoneSE()
        let (v, w300, _) = competingWidths(window, high: 500, low: 400)
        assertHandFrame(v, 16, 100, 300, 50)
        w300.priority = 300
        window.layoutIfNeeded()
        XCTAssertEqual(w300.priority, 300)
        assertHandFrame(v, 16, 100, 100, 50)
        w300.priority = 999
        window.layoutIfNeeded()
        assertHandFrame(v, 16, 100, 300, 50)
        XCTAssertTrue(LayoutIssues.drain().isEmpty)
    }

    func testPriorityToRequiredOnAnActiveConstraintIsRefused() {
        LayoutIssues.drain()
        let window = HandLayout.phoneSE()
        let (v, _, w100) = competingWidths(window, high: 500, low: 400)
        w100.priority = .required
        let issues = LayoutIssues.drain()
        XCTAssertEqual(issues.count, 1)
        XCTAssertTrue(issues.first?.message.contains("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported") ?? false,
                      issues.first?.message ?? "no issue")
        XCTAssertEqual(w100.priority, 400)
        window.layoutIfNeeded()
        assertHandFrame(v, 16, 100, 300, 50)
    }

    func testPriorityFromRequiredOnAnActiveConstraintIsRefused() {
        LayoutIssues.drain()
        let window = HandLayout.phoneSE()
        let v = box(window)
        let width = v.widthAnchor.constraint(equalToConstant: 200)
        width.isActive = true
        let fallback = v.widthAnchor.constraint(equalToConstant: 50)
        fallback.priority = 100
        fallback.isActive = true
        window.layoutIfNeeded()
        width.priority = 250
        XCTAssertEqual(LayoutIssues.drain().count, 1)
        XCTAssertEqual(width.priority, .required)
        window.layoutIfNeeded()
        assertHandFrame(v, 16, 100, 200, 50)
    }

    func testPriorityToAndFromRequiredIsAllowedWhileInactive() {
        LayoutIssues.drain()
        let window = HandLayout.phoneSE()
        let v = box(window)
        let width = v.widthAnchor.constraint(equalToConstant: 200)
        width.priority = 250
        width.priority = .required
        width.priority = 700
        XCTAssertTrue(LayoutIssues.drain().isEmpty)
        width.isActive = true
        window.layoutIfNeeded()
        assertHandFrame(v, 16, 100, 200, 50)
        // Deactivate, make it required, reactivate: fine.
        width.isActive = false
        width.priority = .required
        width.isActive = true
        XCTAssertTrue(LayoutIssues.drain().isEmpty)
        window.layoutIfNeeded()
        assertHandFrame(v, 16, 100, 200, 50)
    }

    // MARK: removeFromSuperview

    func testRemoveFromSuperviewRemovesConstraintsThatInvolveTheSubtree() {
        let window = HandLayout.phoneSE()
        let root = window.rootView
        let card = HandLayout.addView("card", to: root)
        HandLayout.pin(card, in: root, CGRect(x: 20, y: 100, width: 200, height: 100))
        let icon = HandLayout.addView("icon", to: card)
        HandLayout.pin(icon, in: card, CGRect(x: 10, y: 10, width: 40, height: 40))
        // A sibling of the card placed against the card's subview: installed on the root.
        let caption = HandLayout.addView("caption", to: root)
        let belowIcon = caption.topAnchor.constraint(equalTo: icon.bottomAnchor, constant: 100)
        let alignedWithIcon = caption.leadingAnchor.constraint(equalTo: icon.leadingAnchor)
        let fallbackTop = caption.topAnchor.constraint(equalTo: root.topAnchor, constant: 400)
        fallbackTop.priority = 100
        let fallbackLeading = caption.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50)
        fallbackLeading.priority = 100
        NSLayoutConstraint.activate([
            belowIcon, alignedWithIcon, fallbackTop, fallbackLeading,
            caption.widthAnchor.constraint(equalToConstant: 100), caption.heightAnchor.constraint(equalToConstant: 20),
        ])
        XCTAssertTrue(belowIcon.installedView === root)
        window.layoutIfNeeded()
        // Icon in the window: (30, 110) to (70, 150). Caption: x 30, y 250.
        assertHandFrame(caption, 30, 250, 100, 20)

        card.removeFromSuperview()
        XCTAssertNil(card.superview)
        XCTAssertFalse(belowIcon.isActive)
        XCTAssertFalse(alignedWithIcon.isActive)
        XCTAssertFalse(root.constraints.contains { $0 === belowIcon || $0 === alignedWithIcon })
        XCTAssertFalse(root.constraints.contains { $0.firstItem === card || $0.secondItem === card },
                       "the card's own placement (installed on the root) goes too")
        XCTAssertTrue(fallbackTop.isActive)
        window.layoutIfNeeded()
        // Only the fallbacks place the caption now.
        assertHandFrame(caption, 50, 400, 100, 20)
        XCTAssertFalse(caption.hasAmbiguousLayout)
        XCTAssertTrue(window.diagnostics.brokenConstraints.isEmpty)
    }

    func testRemoveFromSuperviewKeepsConstraintsInsideTheRemovedSubtree() {
        // Constraints installed inside the removed subtree stay with it
        // (UIKit removes only those that refer to it from outside).
        let window = HandLayout.phoneSE()
        let root = window.rootView
        let card = HandLayout.addView("card", to: root)
        let cardWidth = card.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            cardWidth, card.heightAnchor.constraint(equalToConstant: 100),
        ])
        let icon = HandLayout.addView("icon", to: card)
        let inner = icon.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10)
        inner.isActive = true
        XCTAssertTrue(inner.installedView === card)
        XCTAssertTrue(cardWidth.installedView === card)
        card.removeFromSuperview()
        XCTAssertTrue(inner.isActive)
        XCTAssertTrue(cardWidth.isActive, "the card's own size constraint is installed on the card and stays")
        XCTAssertTrue(card.constraints.contains { $0 === inner })

        // Added back, it keeps its own constraints but needs a new position.
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 40),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 300),
        ])
        NSLayoutConstraint.activate([
            icon.topAnchor.constraint(equalTo: card.topAnchor), icon.widthAnchor.constraint(equalToConstant: 10),
            icon.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        assertHandFrame(card, 40, 300, 200, 100)
        assertHandFrame(icon, 10, 0, 10, 10)
        XCTAssertTrue(window.diagnostics.brokenConstraints.isEmpty)
    }
}
