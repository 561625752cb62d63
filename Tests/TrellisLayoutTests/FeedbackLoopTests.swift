import XCTest
@testable import TrellisLayout

/// Feedback loops (Apple, *Auto Layout Guide*, "Changing Constraints": calling
/// setNeedsUpdateConstraints inside updateConstraints, or setNeedsLayout
/// inside layoutSubviews, or invalidating layout outside the view's subtree,
/// makes a loop). UIKit logs and raises past its debugging threshold; Trellis
/// stops at the threshold and reports the views and calls. Never a hang.
final class FeedbackLoopTests: XCTestCase {
    func testSetNeedsUpdateConstraintsInsideUpdateConstraints() {
        final class Restless: UIView {
            override func updateConstraints() {
                setNeedsUpdateConstraints()
                super.updateConstraints()
            }
        }
        let window = UIWindow(width: 375, height: 667)
        let v = Restless(identifier: "restless")
        window.rootView.addSubview(v)
        window.layoutIfNeeded()
        let loop = try! XCTUnwrap(window.diagnostics.feedbackLoops.first)
        XCTAssertEqual(loop.view, "Restless:restless")
        XCTAssertEqual(loop.method, "updateConstraints()")
        XCTAssertEqual(loop.count, 100)
        XCTAssertTrue(loop.calls.contains(
            "Restless:restless.setNeedsUpdateConstraints() during Restless:restless.updateConstraints()"))
    }

    func testSetNeedsLayoutInsideLayoutSubviewsAtACustomThreshold() {
        final class Fidget: UIView {
            var runs = 0
            override func layoutSubviews() {
                runs += 1
                super.layoutSubviews()
                setNeedsLayout()
            }
        }
        let window = UIWindow(width: 375, height: 667)
        window.layoutFeedbackLoopThreshold = 60
        let v = Fidget(identifier: "fidget")
        window.rootView.addSubview(v)
        window.layoutIfNeeded()
        XCTAssertEqual(v.runs, 60)
        let loop = try! XCTUnwrap(window.diagnostics.feedbackLoops.first)
        XCTAssertEqual(loop.method, "layoutSubviews()")
        XCTAssertTrue(loop.description.contains("Fidget:fidget.setNeedsLayout() during Fidget:fidget.layoutSubviews()"))
    }

    func testThresholdIsKeptWithinUIKitsRange() {
        let window = UIWindow(width: 10, height: 10)
        window.layoutFeedbackLoopThreshold = 5
        XCTAssertEqual(window.layoutFeedbackLoopThreshold, 50)
        window.layoutFeedbackLoopThreshold = 5000
        XCTAssertEqual(window.layoutFeedbackLoopThreshold, 1000)
    }

    /// A view that, while laying out, changes a constraint on its superview
    /// that changes its own size: outside its subtree, and it never settles.
    func testInvalidatingOutsideTheSubtree() {
        final class Grower: UIView {
            var widthInParent: NSLayoutConstraint!
            override func layoutSubviews() {
                super.layoutSubviews()
                widthInParent.constant = bounds.width + 1
            }
        }
        let window = UIWindow(width: 375, height: 667)
        let v = Grower(identifier: "grower")
        v.translatesAutoresizingMaskIntoConstraints = false
        window.rootView.addSubview(v)
        v.widthInParent = v.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            v.widthInParent, v.heightAnchor.constraint(equalToConstant: 10),
            v.topAnchor.constraint(equalTo: window.rootView.topAnchor),
            v.leadingAnchor.constraint(equalTo: window.rootView.leadingAnchor),
        ])
        window.layoutIfNeeded()
        let loop = try! XCTUnwrap(window.diagnostics.feedbackLoops.first)
        XCTAssertEqual(loop.view, "Grower:grower")
        XCTAssertTrue(loop.calls.contains { $0.contains("during Grower:grower.layoutSubviews() (outside Grower:grower's subtree)") },
                      loop.description)
        XCTAssertTrue(loop.involvedViews.contains("UIView:root"), "the superview is carried along")
        // The pass stopped; the layout is whatever the last solve gave.
        XCTAssertGreaterThan(v.frame.width, 100)
    }

    func testALaterPassStartsAfresh() {
        final class Once: UIView {
            var loop = true
            override func layoutSubviews() {
                super.layoutSubviews()
                if loop { setNeedsLayout() }
            }
        }
        let window = UIWindow(width: 375, height: 667)
        let v = Once(identifier: "once")
        window.rootView.addSubview(v)
        window.layoutIfNeeded()
        XCTAssertEqual(window.diagnostics.feedbackLoops.count, 1)
        v.loop = false
        v.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertEqual(window.diagnostics.feedbackLoops.count, 1, "no new loop once the view settles")
    }
}
