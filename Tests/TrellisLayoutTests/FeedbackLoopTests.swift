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

    /// The calls are written only when a report quotes them (a pass makes
    /// thousands of invalidations and reports none), but each still reads
    /// as it was made: the constant it set, not the one at the report.
    func testEachCallQuotesTheConstantItSet() {
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
        let prefix = "constant of Grower:grower.width == "
        let widths = loop.calls.filter { $0.hasPrefix(prefix) }.compactMap { call in
            Double(call.dropFirst(prefix.count).prefix { $0 != " " })
        }
        XCTAssertGreaterThanOrEqual(widths.count, 2, loop.description)
        XCTAssertEqual(widths, widths.sorted(), loop.description)
        XCTAssertEqual(Set(widths).count, widths.count, "one constant a call: \(loop.description)")
        XCTAssertLessThan(widths.last!, Double(v.widthInParent.constant) + 1e-9)
    }

    /// The records hold the views they name only while the pass runs.
    func testTheRecordsLetTheViewsGoAfterThePass() {
        final class Fidget: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                setNeedsLayout()
            }
        }
        let window = UIWindow(width: 375, height: 667)
        weak var gone: UIView?
        do {
            let v = Fidget(identifier: "fidget")
            gone = v
            window.rootView.addSubview(v)
            window.layoutIfNeeded()
            XCTAssertEqual(window.diagnostics.feedbackLoops.count, 1)
            v.removeFromSuperview()
        }
        XCTAssertNil(gone)
    }

    /// Margins that follow the safe area and place the view whose safe
    /// area they follow (`box.topMargin == root.safeArea.top`,
    /// `root.safeArea.bottom == box.bottomMargin`, with
    /// `insetsLayoutMarginsFromSafeArea`): each margin is 8 plus however far
    /// the box reaches past the safe area, so the box grows every round and
    /// the safe area and margins never settle. Trellis stops, and the views
    /// take the frames of the last solve: a view pinned elsewhere is where
    /// its constraints put it, not at its frame from before the pass (zero).
    /// (DuckDuckGo's Bookmarks storyboard has this shape.)
    func testASafeAreaMarginLoopStillAppliesTheLastSolve() {
        let window = UIWindow(width: 375, height: 667, safeAreaInsets: UIEdgeInsets(top: 64, left: 0, bottom: 44, right: 0))
        let root = window.rootView
        let box = UIView(identifier: "box"), plain = UIView(identifier: "plain")
        for v in [box, plain] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalTo: root.widthAnchor),
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.layoutMarginsGuide.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: box.layoutMarginsGuide.bottomAnchor),
            plain.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            plain.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            plain.widthAnchor.constraint(equalToConstant: 50), plain.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        let loop = try! XCTUnwrap(window.diagnostics.feedbackLoops.first)
        XCTAssertEqual(loop.method, "safe area, margins and text wrapping")
        XCTAssertEqual(plain.frame, CGRect(x: 10, y: 10, width: 50, height: 50))
        XCTAssertEqual(box.frame.width, 375)
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
