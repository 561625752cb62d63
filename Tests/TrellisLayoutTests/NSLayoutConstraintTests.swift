import XCTest
import TrellisLayout

/// NSLayoutConstraint.swift: a constraint refers to its items weakly, as
/// UIKit's `firstItem` and `secondItem` do, so a view tree whose views and
/// constraints refer to each other is freed once nothing else holds it.
final class NSLayoutConstraintTests: XCTestCase {
    /// Weak references to what `build` made, checked after it returns.
    final class Probe {
        weak var window: UIWindow?
        weak var view: UIView?
        weak var label: UILabel?
        weak var constraint: NSLayoutConstraint?
        weak var guide: UILayoutGuide?
    }

    func testADroppedWindowAndItsViewsAreFreed() {
        let probe = Probe()
        do {
            let window = UIWindow(width: 320, height: 480)
            let card = UIView(), title = UILabel()
            title.text = "Hello"
            for v in [card, title] { v.translatesAutoresizingMaskIntoConstraints = false }
            window.rootView.addSubview(card)
            card.addSubview(title)
            let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
            stack.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(stack)
            let width = card.widthAnchor.constraint(equalToConstant: 200)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: window.rootView.safeAreaLayoutGuide.leadingAnchor, constant: 20),
                card.topAnchor.constraint(equalTo: window.rootView.layoutMarginsGuide.topAnchor),
                width,
                title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                title.firstBaselineAnchor.constraint(equalTo: card.topAnchor, constant: 30),
                title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor),
                stack.topAnchor.constraint(equalTo: title.bottomAnchor),
                stack.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                // A conflict: the engine keeps what it broke.
                card.heightAnchor.constraint(equalToConstant: 100),
                card.heightAnchor.constraint(equalToConstant: 120),
            ])
            window.layoutIfNeeded()
            XCTAssertEqual(card.frame.width, 200)
            probe.window = window
            probe.view = card
            probe.label = title
            probe.constraint = width
            probe.guide = card.layoutMarginsGuide
        }
        XCTAssertNil(probe.window, "the window outlived its last reference")
        XCTAssertNil(probe.view, "a view outlived its window")
        XCTAssertNil(probe.label)
        XCTAssertNil(probe.constraint, "a constraint outlived the views it is installed on")
        XCTAssertNil(probe.guide)
    }

    /// A view laid out outside any window (its own engine) and fitted.
    func testADroppedDetachedTreeIsFreed() {
        let probe = Probe()
        do {
            let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let label = UILabel()
            label.text = "Row"
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
                label.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
                label.topAnchor.constraint(greaterThanOrEqualTo: cell.topAnchor, constant: 8),
            ])
            cell.layoutIfNeeded()
            _ = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0))
            probe.view = cell
            probe.label = label
        }
        XCTAssertNil(probe.view)
        XCTAssertNil(probe.label)
    }

    /// A constraint kept after its views are gone names no item, as in UIKit.
    func testAConstraintOutlivingItsViewsHasNoItems() {
        var kept: NSLayoutConstraint?
        do {
            let window = UIWindow(width: 100, height: 100)
            let a = UIView()
            a.translatesAutoresizingMaskIntoConstraints = false
            window.rootView.addSubview(a)
            kept = a.widthAnchor.constraint(equalTo: window.rootView.widthAnchor, multiplier: 0.5)
            kept!.isActive = true
            window.layoutIfNeeded()
            XCTAssertEqual(a.frame.width, 50)
        }
        XCTAssertNil(kept?.firstItem)
        XCTAssertNil(kept?.secondItem)
        XCTAssertFalse(kept!.isActive)
        XCTAssertTrue(kept!.description.contains("nil.width"), kept!.description)
        kept!.isActive = true  // nothing to install on: a no-op, never a trap
        XCTAssertFalse(kept!.isActive)
    }
}
