import XCTest
@testable import TrellisLayout

/// ItemReference.swift: the references back up the tree (`superview`,
/// `owningView`, a constraint's items and installed view) don't keep what
/// they name alive and read nil once it is freed, as UIKit's weak
/// properties do (NSLayoutConstraint.h: `firstItem` and `secondItem` are
/// `weak`; UILayoutGuide.h: `owningView` is `weak`), though they are no
/// longer Swift `weak` references.
final class ItemReferenceTests: XCTestCase {
    func testAConstraintOutlivingItsItemsNamesNil() {
        let constraint: NSLayoutConstraint
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(child)
            constraint = child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5)
            constraint.isActive = true
            parent.layoutIfNeeded()
            XCTAssertTrue(constraint.firstItem === child)
            XCTAssertTrue(constraint.secondItem === parent)
            XCTAssertTrue(constraint.isActive)
            XCTAssertEqual(child.frame.width, 50)
        }
        XCTAssertNil(constraint.firstItem)
        XCTAssertNil(constraint.secondItem)
        XCTAssertNil(constraint.installedView)
        XCTAssertFalse(constraint.isActive)
        // Activating it again is refused and logged, not a crash.
        LayoutIssues.drain()
        constraint.isActive = true
        XCTAssertFalse(constraint.isActive)
        XCTAssertEqual(LayoutIssues.drain().count, 1)
    }

    func testASubviewOutlivingItsSuperviewHasNone() {
        let child = UIView()
        weak var probe: UIView?
        do {
            let parent = UIView()
            parent.addSubview(child)
            XCTAssertTrue(child.superview === parent)
            probe = parent
        }
        XCTAssertNil(probe, "a subview kept its superview alive")
        XCTAssertNil(child.superview)
        XCTAssertNil(child.window)
        // It can join another tree.
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        other.addSubview(child)
        XCTAssertTrue(child.superview === other)
        XCTAssertEqual(other.subviews.count, 1)
    }

    func testAGuideOutlivingItsViewHasNoOwner() {
        let guide = UILayoutGuide()
        let margins: UILayoutGuide
        do {
            let view = UIView()
            view.addLayoutGuide(guide)
            margins = view.layoutMarginsGuide
            XCTAssertTrue(guide.owningView === view)
            XCTAssertTrue(margins.owningView === view)
        }
        XCTAssertNil(guide.owningView)
        XCTAssertNil(margins.owningView)
    }

    func testTheWrapperReadsNilOnceTheItemIsFreed() {
        var held = Unretained<UIView>(wrappedValue: nil)
        XCTAssertNil(held.wrappedValue)
        do {
            let view = UIView()
            held.wrappedValue = view
            XCTAssertTrue(held.wrappedValue === view)
            XCTAssertTrue(held.refers(to: view))
            XCTAssertFalse(held.refers(to: UIView()))
        }
        XCTAssertNil(held.wrappedValue)
    }
}
