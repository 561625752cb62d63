import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

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
