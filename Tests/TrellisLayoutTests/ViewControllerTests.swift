import XCTest
@testable import TrellisLayout

/// `UIViewController` in the passes (Apple, *Auto Layout Guide*, "Changing
/// Constraints": the update pass calls `updateViewConstraints` on view
/// controllers and `updateConstraints` on views; the layout pass calls
/// `viewWillLayoutSubviews`, the view's `layoutSubviews`, then
/// `viewDidLayoutSubviews`) and its view's lifecycle (`loadView` →
/// `viewDidLoad`, UIViewController documentation).
final class ViewControllerTests: XCTestCase {
    final class Journal { var entries: [String] = [] }

    final class RecordingView: UIView {
        let journal: Journal
        init(journal: Journal) {
            self.journal = journal
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func updateConstraints() {
            journal.entries.append("view.updateConstraints")
            super.updateConstraints()
        }
        override func layoutSubviews() {
            journal.entries.append("view.layoutSubviews")
            super.layoutSubviews()
        }
    }

    final class RecordingController: UIViewController {
        let journal = Journal()
        var callsSuper = true
        var onDidLayout: (() -> Void)?
        override func loadView() {
            journal.entries.append("loadView")
            view = RecordingView(journal: journal)
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            journal.entries.append("viewDidLoad")
        }
        override func updateViewConstraints() {
            journal.entries.append("updateViewConstraints")
            if callsSuper { super.updateViewConstraints() }
        }
        override func viewWillLayoutSubviews() {
            journal.entries.append("viewWillLayoutSubviews")
        }
        override func viewDidLayoutSubviews() {
            journal.entries.append("viewDidLayoutSubviews")
            onDidLayout?()
        }
        override func viewSafeAreaInsetsDidChange() {
            journal.entries.append("viewSafeAreaInsetsDidChange")
        }
        override func viewLayoutMarginsDidChange() {
            journal.entries.append("viewLayoutMarginsDidChange")
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            journal.entries.append("traitCollectionDidChange(\(previousTraitCollection!.verticalSizeClass))")
        }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            coordinator.animate(alongsideTransition: { _ in
                self.journal.entries.append("alongside \(Int(size.width))x\(Int(size.height))")
            }, completion: nil)
        }
    }

    func testTheViewLoadsLazilyThroughLoadViewThenViewDidLoad() {
        let controller = RecordingController()
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertNil(controller.viewIfLoaded)
        XCTAssertEqual(controller.journal.entries, [])
        _ = controller.view
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertEqual(controller.journal.entries, ["loadView", "viewDidLoad"])
        _ = controller.view
        XCTAssertEqual(controller.journal.entries, ["loadView", "viewDidLoad"], "loaded once")
    }

    func testTheDefaultViewHasTheMainScreensSize() {
        // UIKit's default `loadView` makes a view the size of the screen.
        let controller = UIViewController()
        XCTAssertEqual(controller.view.frame, UIScreen.main.bounds)
        XCTAssertEqual(controller.view.autoresizingMask, [.flexibleWidth, .flexibleHeight])
    }

    func testUpdateViewConstraintsStandsInForTheViewsUpdateConstraintsAndCallsItThroughSuper() {
        let controller = RecordingController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.layoutIfNeeded()
        let entries = controller.journal.entries
        // The controller's method runs, and its base implementation updates
        // the view (so the view's own method comes from inside it).
        let update = entries.firstIndex(of: "updateViewConstraints")!
        XCTAssertEqual(entries[update + 1], "view.updateConstraints")
        // Layout: will, the view's layoutSubviews, did.
        let will = entries.firstIndex(of: "viewWillLayoutSubviews")!
        XCTAssertEqual(Array(entries[will...].prefix(3)), ["viewWillLayoutSubviews", "view.layoutSubviews", "viewDidLayoutSubviews"])
        XCTAssertLessThan(update, will)
        XCTAssertTrue(window.diagnostics.missingSuperCalls.isEmpty)
    }

    func testAnOverrideThatSkipsSuperIsReported() {
        let controller = RecordingController()
        controller.callsSuper = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.layoutIfNeeded()
        XCTAssertFalse(controller.journal.entries.contains("view.updateConstraints"))
        XCTAssertEqual(window.diagnostics.missingSuperCalls, ["RecordingController"])
        XCTAssertTrue(window.diagnostics.log.contains { $0.contains("super.updateViewConstraints()") })
    }

    func testThePassTraceShowsTheControllerCalls() {
        let controller = RecordingController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.isTracingPasses = true
        window.rootViewController = controller
        window.layoutIfNeeded()
        XCTAssertTrue(window.passTrace.contains("update view constraints: RecordingController"))
        XCTAssertTrue(window.passTrace.contains("view will layout subviews: RecordingController"))
        XCTAssertTrue(window.passTrace.contains("view did layout subviews: RecordingController"))
    }

    func testSetNeedsLayoutInViewDidLayoutSubviewsIsCaughtAsAFeedbackLoop() {
        // Apple: invalidating layout from the layout pass makes a feedback
        // loop; Trellis stops it at the threshold and explains it.
        let controller = RecordingController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        controller.onDidLayout = { controller.view.setNeedsLayout() }
        window.layoutIfNeeded()
        XCTAssertEqual(window.diagnostics.feedbackLoops.count, 1)
        XCTAssertTrue(window.diagnostics.feedbackLoops[0].calls.first?.contains("setNeedsLayout()") ?? false)
    }

    func testSafeAreaAndMarginHooksRunWhenTheValuesChange() {
        let controller = RecordingController()
        let window = UIWindow(width: 393, height: 852, scale: 3, safeAreaInsets: UIEdgeInsets(top: 59, bottom: 34))
        window.rootViewController = controller
        window.layoutIfNeeded()
        XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertTrue(controller.journal.entries.contains("viewSafeAreaInsetsDidChange"))
        XCTAssertTrue(controller.journal.entries.contains("viewLayoutMarginsDidChange"))
        controller.journal.entries.removeAll()
        window.layoutIfNeeded()
        XCTAssertFalse(controller.journal.entries.contains("viewSafeAreaInsetsDidChange"), "nothing changed")
    }

    func testAdditionalSafeAreaInsetsAddToTheViewsSafeAreaAndItsSubviews() {
        // Apple, `additionalSafeAreaInsets`: the view's safe area grows by them.
        let controller = UIViewController()
        let window = UIWindow(width: 375, height: 667, scale: 2, safeAreaInsets: UIEdgeInsets(top: 20))
        window.rootViewController = controller
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(child)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
            child.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(controller.view.safeAreaInsets, UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        // 667 - 64 - 49 = 554.
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 64, width: 10, height: 554))
        // The child's own safe area is clear: it lies inside the safe area.
        XCTAssertEqual(child.safeAreaInsets, .zero)
    }

    func testSystemMinimumMarginsCanBeTurnedOff() {
        let controller = UIViewController()
        let window = UIWindow(width: 375, height: 667, scale: 2)
        window.rootViewController = controller
        window.layoutIfNeeded()
        XCTAssertEqual(controller.view.layoutMargins, UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(controller.view.effectiveLayoutMargins.left, 16)
        XCTAssertEqual(controller.systemMinimumLayoutMargins, NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        window.layoutIfNeeded()
        XCTAssertEqual(controller.view.effectiveLayoutMargins.left, 0)
    }

    func testTurningTheDeviceTellsControllersAndViews() {
        let controller = RecordingController()
        let window = UIWindow(width: 375, height: 667, scale: 2)
        window.rootViewController = controller
        window.layoutIfNeeded()
        controller.journal.entries.removeAll()
        window.resize(width: 667, height: 375)
        // Before the size changes: the transition; after: the trait change
        // (regular height → compact height).
        XCTAssertEqual(controller.journal.entries.prefix(2), ["alongside 667x375", "traitCollectionDidChange(Regular)"])
        XCTAssertEqual(controller.traitCollection.verticalSizeClass, .compact)
        window.layoutIfNeeded()
        XCTAssertEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 667, height: 375))
    }

    func testChildControllersHaveParentsAndGetTransitions() {
        let parent = UIViewController(), child = RecordingController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        XCTAssertTrue(child.parent === parent)
        XCTAssertEqual(parent.children.count, 1)
        parent.viewWillTransition(to: CGSize(width: 10, height: 20), with: ImmediateTransitionCoordinator())
        XCTAssertTrue(child.journal.entries.contains("alongside 10x20"))
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssertNil(child.parent)
        XCTAssertTrue(parent.children.isEmpty)
    }

    @available(*, deprecated)
    func testTheDeprecatedLayoutGuidesFollowTheSafeArea() {
        // `topLayoutGuide` reaches from the view's top to the safe area;
        // `bottomLayoutGuide` from the safe area to the bottom (storyboards
        // still constrain to them).
        let controller = UIViewController()
        let window = UIWindow(width: 375, height: 667, scale: 2, safeAreaInsets: UIEdgeInsets(top: 20))
        window.rootViewController = controller
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 8),
            box.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor, constant: -8),
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(controller.topLayoutGuide.length, 20)
        XCTAssertEqual(controller.bottomLayoutGuide.length, 0)
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 28, width: 10, height: 631))
    }

    func testUIWindowFrameTakesTheMainScreensSafeAreaOnlyAtTheScreensSize() {
        let full = UIWindow(frame: UIScreen.main.bounds)
        XCTAssertEqual(full.windowSafeAreaInsets, UIScreen.main.portraitSafeAreaInsets)
        XCTAssertEqual(full.scale, UIScreen.main.scale)
        let landscape = UIWindow(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.height, height: UIScreen.main.bounds.width))
        XCTAssertEqual(landscape.windowSafeAreaInsets, UIScreen.main.landscapeSafeAreaInsets)
        let small = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertEqual(small.windowSafeAreaInsets, .zero)
        XCTAssertNil(small.rootViewController)
        XCTAssertTrue(small.rootView === small)
        small.makeKeyAndVisible()
        XCTAssertTrue(small.isKeyWindow)
    }

    func testReplacingTheRootViewControllerSwapsTheView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let first = UIViewController(), second = UIViewController()
        window.rootViewController = first
        XCTAssertTrue(first.view.superview === window)
        window.rootViewController = second
        XCTAssertNil(first.view.superview)
        XCTAssertTrue(second.view.superview === window)
        window.layoutIfNeeded()
        XCTAssertEqual(second.view.frame, CGRect(x: 0, y: 0, width: 300, height: 400))
    }
}
