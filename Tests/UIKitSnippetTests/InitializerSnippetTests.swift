import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// The initializer patterns of `InitializerSnippets.swift` compile and run the
/// initializers UIKit runs (Apple: `init(frame:)` is `UIView`'s designated
/// initializer; `UIView()` is `init(frame: .zero)`).
final class InitializerSnippetTests: XCTestCase {
    func testSubclassInitWithoutOverrideRunsItsOwnBody() {
        let badge = BadgeView()
        XCTAssertEqual(badge.initializedBy, "init()")
        XCTAssertEqual(badge.frame, CGRect(x: 0, y: 0, width: 24, height: 24))
        XCTAssertEqual(BadgeView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).initializedBy, "init(frame:)")
    }

    func testPlainInitGoesThroughTheOverriddenInitWithFrame() {
        let spacer = SpacerView()
        XCTAssertEqual(spacer.setUpCount, 1)
        XCTAssertEqual(spacer.frame, .zero)
        XCTAssertEqual(UIView().frame, .zero)
    }

    func testGuideSubclassIsAddedAndLaidOut() {
        let guide = ContentGuide()
        XCTAssertEqual(guide.tag, 7)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        host.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 10),
            guide.trailingAnchor.constraint(equalTo: host.trailingAnchor, constant: -10),
            guide.topAnchor.constraint(equalTo: host.topAnchor, constant: 5),
            guide.heightAnchor.constraint(equalToConstant: 40),
        ])
        let probe = UIView()
        probe.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(probe)
        NSLayoutConstraint.activate([
            probe.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            probe.topAnchor.constraint(equalTo: guide.bottomAnchor),
            probe.widthAnchor.constraint(equalToConstant: 20),
            probe.heightAnchor.constraint(equalToConstant: 20),
        ])
        host.layoutIfNeeded()
        XCTAssertEqual(probe.frame, CGRect(x: 10, y: 45, width: 20, height: 20))
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 10, y: 5, width: 180, height: 40))
        XCTAssertIdentical(guide.owningView, host)
    }
}

/// The hierarchy callbacks (Apple, UIView: `willMove(toSuperview:)`,
/// `didMoveToSuperview()`, `willMove(toWindow:)`, `didMoveToWindow()`,
/// `didAddSubview(_:)`, `willRemoveSubview(_:)`) and the drawing-order
/// methods (`bringSubviewToFront(_:)`, `sendSubviewToBack(_:)`,
/// `insertSubview(_:aboveSubview:)`, `insertSubview(_:belowSubview:)`,
/// `exchangeSubview(at:withSubviewAt:)`).
final class HierarchyCallbackSnippetTests: XCTestCase {
    func testXcodeCellTemplateCompilesAndSelects() {
        let cell = TemplateCell(style: .default, reuseIdentifier: "cell")
        cell.setSelected(true, animated: false)
        XCTAssertTrue(cell.isSelected)
    }

    func testCallbacksComeInUIKitsOrderAndDidMoveToSuperviewCanPin() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let host = UIViewController()
        window.rootViewController = host
        window.makeKeyAndVisible()
        let view = SelfPinningView()
        host.view.addSubview(view)
        XCTAssertEqual(view.log, ["willMove(toSuperview:)", "willMove(toWindow:)", "didMoveToWindow", "didMoveToSuperview"])
        window.layoutIfNeeded()
        // 12 from each side of the 320-wide root view, 20 from its top.
        XCTAssertEqual(view.frame, CGRect(x: 12, y: 20, width: 296, height: 44))

        view.removeFromSuperview()
        XCTAssertEqual(Array(view.log.suffix(4)),
                       ["willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToWindow nil", "didMoveToSuperview nil"])
        XCTAssertNil(view.window)
    }

    func testOutsideAWindowThereAreNoWindowCallbacks() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = SelfPinningView()
        container.addSubview(view)
        XCTAssertEqual(view.log, ["willMove(toSuperview:)", "didMoveToSuperview"])
    }

    func testWindowCallbacksReachTheWholeSubtree() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = SelfPinningView()
        outer.addSubview(inner)
        window.addSubview(outer)
        XCTAssertEqual(Array(inner.log.suffix(2)), ["willMove(toWindow:)", "didMoveToWindow"])
        XCTAssertIdentical(inner.window, window)
    }

    func testMovingAViewTellsBothSuperviews() {
        let a = RecordingContainer(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = RecordingContainer(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        a.addSubview(child)
        b.addSubview(child)
        XCTAssertEqual(a.added.count, 1)
        XCTAssertEqual(a.removed.count, 1)
        XCTAssertIdentical(b.added.first, child)
        XCTAssertTrue(a.subviews.isEmpty)
        // Re-adding to the same superview only reorders: no callbacks.
        b.addSubview(child)
        XCTAssertEqual(b.added.count, 1)
    }

    func testDrawingOrderMethods() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        for v in [a, b, c] { container.addSubview(v) }
        container.bringSubviewToFront(a)
        XCTAssertEqual(container.subviews.map(ObjectIdentifier.init), [b, c, a].map(ObjectIdentifier.init))
        container.sendSubviewToBack(a)
        XCTAssertEqual(container.subviews.map(ObjectIdentifier.init), [a, b, c].map(ObjectIdentifier.init))
        container.insertSubview(d, aboveSubview: a)
        XCTAssertEqual(container.subviews.map(ObjectIdentifier.init), [a, d, b, c].map(ObjectIdentifier.init))
        container.insertSubview(a, belowSubview: c)
        XCTAssertEqual(container.subviews.map(ObjectIdentifier.init), [d, b, a, c].map(ObjectIdentifier.init))
        container.exchangeSubview(at: 0, withSubviewAt: 3)
        XCTAssertEqual(container.subviews.map(ObjectIdentifier.init), [c, b, a, d].map(ObjectIdentifier.init))
        // Not a subview: nothing changes.
        container.bringSubviewToFront(UIView())
        XCTAssertEqual(container.subviews.count, 4)
    }
}

/// Appearance callbacks (Apple, UIViewController: `viewWillAppear(_:)` is
/// called "before the view is added to the view hierarchy", `viewDidAppear(_:)`
/// after it is shown; `viewWillDisappear(_:)`/`viewDidDisappear(_:)` when it
/// leaves).
final class AppearanceSnippetTests: XCTestCase {
    func testRootControllerAppearsAroundItsFirstLayoutPass() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let vc = AppearanceViewController()
        window.rootViewController = vc
        XCTAssertEqual(vc.log, ["viewDidLoad"])
        window.makeKeyAndVisible()
        XCTAssertEqual(vc.log, ["viewDidLoad", "viewWillAppear"])
        window.layoutIfNeeded()
        XCTAssertEqual(vc.log, ["viewDidLoad", "viewWillAppear", "viewDidLayoutSubviews", "viewDidAppear"])
        // The constant set in viewWillAppear is in the first frames.
        XCTAssertEqual(vc.banner.frame, CGRect(x: 0, y: 0, width: 320, height: 60))
        window.layoutIfNeeded()
        XCTAssertEqual(vc.log.filter { $0 == "viewDidAppear" }.count, 1)
    }

    func testReplacingTheRootOfAShownWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = AppearanceViewController(), second = AppearanceViewController()
        window.rootViewController = first
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        window.rootViewController = second
        XCTAssertEqual(Array(first.log.suffix(2)), ["viewWillDisappear", "viewDidDisappear"])
        XCTAssertEqual(second.log, ["viewDidLoad", "viewWillAppear"])
        window.layoutIfNeeded()
        XCTAssertEqual(second.log.last, "viewDidAppear")
    }

    func testEmbeddedChildAppearsWithItsParent() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = UIViewController()
        let child = AppearanceViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(child.log.filter { $0.hasPrefix("view") && $0.contains("Appear") }, ["viewWillAppear", "viewDidAppear"])
    }
}

/// `UIVisualEffectView` (Apple: "add subviews to the contentView"), and the
/// recorded properties code written for UIKit sets.
final class VisualEffectSnippetTests: XCTestCase {
    func testContentViewFillsTheEffectViewAndHoldsItsConstraints() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let vc = BlurBannerViewController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(vc.banner.frame, CGRect(x: 0, y: 400, width: 320, height: 80))
        XCTAssertEqual(vc.banner.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 80))
        XCTAssertEqual(vc.message.frame.minX, 16)
        XCTAssertEqual(vc.message.frame.width, 288)
        XCTAssertEqual(vc.message.frame.midY, 40, accuracy: 0.5)
        XCTAssertEqual((vc.banner.effect as? UIBlurEffect)?.style, .systemMaterial)
        XCTAssertTrue(vc.message.adjustsFontForContentSizeCategory)
        XCTAssertEqual(vc.scroll.keyboardDismissMode, .interactive)
        XCTAssertEqual(vc.overrideUserInterfaceStyle, .dark)
    }
}
