import XCTest
import TrellisLayout

/// Auto Layout Guide, "Anatomy of a Constraint" (only like with like: x-axis
/// with x-axis, y-axis with y-axis, sizes with sizes or constants; leading
/// and trailing never mix with left and right; a location can't be a
/// constant), UIKit's "Unable to activate constraint … because they have no
/// common ancestor", and `translatesAutoresizingMaskIntoConstraints` /
/// `autoresizingMask` (the frame becomes constraints; flexible parts stretch
/// when the superview resizes).
final class AttributeValidationTests: XCTestCase {

    let a = UIView(identifier: "a")
    let b = UIView(identifier: "b")

    /// The message of the `LayoutError` that `make` throws, nil if it doesn't.
    func message(_ make: () throws -> NSLayoutConstraint, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try make()
            return nil
        } catch let error as LayoutError {
            return error.message
        } catch {
            XCTFail("threw \(type(of: error)), not LayoutError", file: file, line: line)
            return nil
        }
    }

    func testTheCheckedInitializerThrowsLayoutErrorTyped() {
        // `throws(LayoutError)`: the catch clause's error is a LayoutError.
        do {
            _ = try NSLayoutConstraint(checkedItem: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .width)
            XCTFail("no error")
        } catch {
            let typed: LayoutError = error
            XCTAssertEqual(typed, LayoutError("Invalid pairing of layout attributes top and width: y-axis attributes relate only to y-axis attributes"))
        }
    }

    // MARK: The throwing initializer

    func testLeadingWithLeftThrows() {
        XCTAssertEqual(message {
            try NSLayoutConstraint(checkedItem: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left)
        }, "A constraint cannot be made between a leading/trailing attribute and a right/left attribute (leading and left); use leading/trailing for both, or left/right for both")
        XCTAssertEqual(message {
            try NSLayoutConstraint(checkedItem: a, attribute: .rightMargin, relatedBy: .equal, toItem: b, attribute: .trailing)
        }, "A constraint cannot be made between a leading/trailing attribute and a right/left attribute (rightMargin and trailing); use leading/trailing for both, or left/right for both")
    }

    func testXAxisWithYAxisThrows() {
        XCTAssertEqual(message {
            try NSLayoutConstraint(checkedItem: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .top)
        }, "Invalid pairing of layout attributes centerX and top: x-axis attributes relate only to x-axis attributes")
        XCTAssertEqual(message {
            try NSLayoutConstraint(checkedItem: a, attribute: .firstBaseline, relatedBy: .equal, toItem: b, attribute: .leading)
        }, "Invalid pairing of layout attributes firstBaseline and leading: y-axis attributes relate only to y-axis attributes")
    }

    func testSizeWithLocationThrows() {
        XCTAssertEqual(message {
            try NSLayoutConstraint(checkedItem: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .left)
        }, "Invalid pairing of layout attributes width and left: size attributes relate only to size attributes")
    }

    func testLocationToAConstantThrows() {
        XCTAssertEqual(message {
            try NSLayoutConstraint(checkedItem: a, attribute: .top, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, constant: 20)
        }, "A constraint with no second item must be a size constraint: top == constant places a location at a constant, which is invalid; relate it to another item's top instead")
    }

    func testNotAnAttributeMisuseThrows() {
        XCTAssertEqual(message {
            try NSLayoutConstraint(checkedItem: a, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, constant: 20)
        }, "the first attribute of a constraint can't be notAnAttribute")
        XCTAssertEqual(message {
            try NSLayoutConstraint(checkedItem: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .notAnAttribute)
        }, "a constraint with a second item needs a second attribute, not notAnAttribute")
        XCTAssertEqual(message {
            try NSLayoutConstraint(checkedItem: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .width)
        }, "a constraint with no second item must use notAnAttribute as its second attribute, not width")
    }

    func testZeroMultiplierOnALocationThrows() {
        XCTAssertEqual(message {
            try NSLayoutConstraint(checkedItem: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .centerX,
                                   multiplier: 0, constant: 10)
        }, "a multiplier of 0 with a location attribute (centerX) makes a location equal to a constant, which is invalid")
    }

    func testItemsThatAreNotViewsOrGuidesThrow() {
        XCTAssertEqual(message {
            try NSLayoutConstraint(checkedItem: "a", attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute)
        }, "the first item of a constraint must be a view or a layout guide, not String")
        XCTAssertEqual(message {
            try NSLayoutConstraint(checkedItem: a, attribute: .width, relatedBy: .equal, toItem: 42, attribute: .width)
        }, "the second item of a constraint must be a view or a layout guide, not Int")
    }

    func testValidPairingsDoNotThrow() throws {
        let guide = UILayoutGuide()
        _ = try NSLayoutConstraint(checkedItem: a, attribute: .height, relatedBy: .equal, toItem: a, attribute: .width,
                                   multiplier: 0.5)                                      // aspect ratio
        _ = try NSLayoutConstraint(checkedItem: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .leadingMargin)
        _ = try NSLayoutConstraint(checkedItem: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .centerX)
        _ = try NSLayoutConstraint(checkedItem: a, attribute: .centerX, relatedBy: .equal, toItem: b,
                                   attribute: .centerXWithinMargins)
        _ = try NSLayoutConstraint(checkedItem: a, attribute: .firstBaseline, relatedBy: .equal, toItem: b, attribute: .top)
        _ = try NSLayoutConstraint(checkedItem: a, attribute: .lastBaseline, relatedBy: .equal, toItem: b, attribute: .baseline)
        _ = try NSLayoutConstraint(checkedItem: guide, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil,
                                   attribute: .notAnAttribute, constant: 10)
        _ = try NSLayoutConstraint(checkedItem: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width,
                                   multiplier: 0)                                        // a size may be a constant
    }

    // MARK: The non-throwing initializer

    func testInvalidConstraintFromTheNonThrowingInitializerNeverActivates() {
        LayoutIssues.drain()
        let window = HandLayout.phoneSE()
        let x = HandLayout.addView("x", to: window.rootView)
        let y = HandLayout.addView("y", to: window.rootView)
        let bad = NSLayoutConstraint(item: x, attribute: .leading, relatedBy: .equal, toItem: y, attribute: .left,
                                     multiplier: 1, constant: 0)
        XCTAssertNotNil(bad.validationError)
        XCTAssertTrue(LayoutIssues.all.isEmpty, "making it records nothing")
        bad.isActive = true
        XCTAssertFalse(bad.isActive)
        XCTAssertFalse(window.rootView.constraints.contains { $0 === bad })
        let issues = LayoutIssues.drain()
        XCTAssertEqual(issues.count, 1)
        let expected = "Unable to activate constraint \(bad): \(bad.validationError!.message)"
        XCTAssertEqual(issues.first?.message, expected)
        XCTAssertTrue(issues.first?.message.contains("leading/trailing attribute and a right/left attribute") ?? false)
    }

    func testLocationToAConstantViaActivateIsRecorded() {
        LayoutIssues.drain()
        let window = HandLayout.phoneSE()
        let x = HandLayout.addView("x", to: window.rootView)
        let bad = NSLayoutConstraint(item: x, attribute: .top, relatedBy: .equal, toItem: nil,
                                     attribute: .notAnAttribute, multiplier: 1, constant: 20)
        NSLayoutConstraint.activate([bad])
        XCTAssertFalse(bad.isActive)
        XCTAssertEqual(LayoutIssues.drain().count, 1)
    }

    // MARK: No common ancestor

    func testConstraintBetweenViewsWithNoCommonAncestorIsRefused() {
        LayoutIssues.drain()
        let first = HandLayout.phoneSE()
        let second = HandLayout.phoneSE()
        let x = HandLayout.addView("x", to: first.rootView)
        let y = HandLayout.addView("y", to: second.rootView)
        let c = x.leadingAnchor.constraint(equalTo: y.leadingAnchor)
        c.isActive = true
        XCTAssertFalse(c.isActive)
        let issues = LayoutIssues.drain()
        XCTAssertEqual(issues.map(\.message), [
            "Unable to activate constraint with anchors UIView:x.leading and UIView:y.leading because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.",
        ])
    }

    func testConstraintWithAViewOutsideAnyHierarchyIsRefused() {
        LayoutIssues.drain()
        let window = HandLayout.phoneSE()
        let x = HandLayout.addView("x", to: window.rootView)
        let orphan = UIView(identifier: "orphan")
        let c = x.widthAnchor.constraint(equalTo: orphan.widthAnchor)
        c.isActive = true
        XCTAssertFalse(c.isActive)
        XCTAssertEqual(LayoutIssues.drain().count, 1)
        // Once the orphan joins the hierarchy the same constraint activates.
        window.rootView.addSubview(orphan)
        c.isActive = true
        XCTAssertTrue(c.isActive)
        XCTAssertTrue(c.installedView === window.rootView)
        XCTAssertTrue(LayoutIssues.drain().isEmpty)
    }

    func testAViewsOwnSizeConstraintActivatesOutsideAHierarchy() {
        LayoutIssues.drain()
        let orphan = UIView(identifier: "orphan")
        let c = orphan.widthAnchor.constraint(equalToConstant: 10)
        c.isActive = true
        XCTAssertTrue(c.isActive)
        XCTAssertTrue(c.installedView === orphan)
        XCTAssertTrue(LayoutIssues.drain().isEmpty)
    }

    // MARK: Autoresizing masks

    func testFrameOfATranslatingViewBecomesConstraints() {
        let window = HandLayout.phoneSE()
        let root = window.rootView
        let framed = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
        framed.trellisIdentifier = "framed"
        XCTAssertTrue(framed.translatesAutoresizingMaskIntoConstraints)
        root.addSubview(framed)
        let follower = HandLayout.addView("follower", to: root)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: framed.trailingAnchor, constant: 10),
            follower.topAnchor.constraint(equalTo: framed.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: framed.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        assertHandFrame(framed, 20, 30, 100, 50)
        assertHandFrame(follower, 130, 80, 100, 10)
        XCTAssertFalse(follower.hasAmbiguousLayout)

        // Setting the frame moves the constraints made from it.
        framed.frame = CGRect(x: 40, y: 60, width: 80, height: 20)
        window.layoutIfNeeded()
        assertHandFrame(framed, 40, 60, 80, 20)
        assertHandFrame(follower, 130, 80, 80, 10)
    }

    func testFlexibleWidthStretchesWithTheSuperview() {
        let window = HandLayout.phoneSE()
        let bar = UIView(frame: CGRect(x: 20, y: 30, width: 335, height: 50))
        bar.trellisIdentifier = "bar"
        bar.autoresizingMask = [.flexibleWidth]
        window.rootView.addSubview(bar)
        window.layoutIfNeeded()
        assertHandFrame(bar, 20, 30, 335, 50)
        window.resize(width: 667, height: 375)
        window.layoutIfNeeded()
        // Margins fixed at 20 and 20; the width takes all 292 extra points.
        assertHandFrame(window.rootView, 0, 0, 667, 375)
        assertHandFrame(bar, 20, 30, 627, 50)
    }

    func testFlexibleMarginsKeepAViewCentred() {
        let window = HandLayout.phoneSE()
        let badge = UIView(frame: CGRect(x: 100, y: 0, width: 175, height: 50))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        window.rootView.addSubview(badge)
        window.layoutIfNeeded()
        assertHandFrame(badge, 100, 0, 175, 50)
        window.resize(width: 667, height: 375)
        window.layoutIfNeeded()
        // Both margins 100: they share the 292 extra points equally.
        assertHandFrame(badge, 246, 0, 175, 50)
        XCTAssertTrue(window.diagnostics.brokenConstraints.isEmpty, window.diagnostics.log.joined(separator: "\n"))
    }

    func testFlexibleTopMarginKeepsAViewAtTheBottom() {
        let window = HandLayout.phoneSE()
        let toolbar = UIView(frame: CGRect(x: 0, y: 623, width: 375, height: 44))
        toolbar.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        window.rootView.addSubview(toolbar)
        window.layoutIfNeeded()
        assertHandFrame(toolbar, 0, 623, 375, 44)
        window.resize(width: 667, height: 375)
        window.layoutIfNeeded()
        assertHandFrame(toolbar, 0, 331, 667, 44)
        XCTAssertTrue(window.diagnostics.brokenConstraints.isEmpty, window.diagnostics.log.joined(separator: "\n"))
    }

    func testNoMaskKeepsTheFrameWhenTheSuperviewResizes() {
        let window = HandLayout.phoneSE()
        let fixed = UIView(frame: CGRect(x: 300, y: 600, width: 50, height: 50))
        window.rootView.addSubview(fixed)
        window.resize(width: 667, height: 375)
        window.layoutIfNeeded()
        assertHandFrame(fixed, 300, 600, 50, 50)
    }
}
