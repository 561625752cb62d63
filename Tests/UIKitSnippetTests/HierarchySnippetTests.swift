import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

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
