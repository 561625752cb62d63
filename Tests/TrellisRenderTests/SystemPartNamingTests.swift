import XCTest
import TrellisLayout
@testable import TrellisRender

/// Names in pictures of windows built in code: a view without an
/// identifier is named after its class, as Swift code names such a view,
/// and UIKit's own parts (a bar's background, title and items, a tab's
/// title, a container controller's view, an alert's insides) go unnamed
/// and their constraints undrawn, so a bar reads as one thing.
final class SystemPartNamingTests: XCTestCase {
    final class ProfileCardView: UIView {}
    final class URLCell: UIView {}
    final class WKLikeView: UIView {}

    func testClassNamesReadAsSwiftVariableNames() {
        XCTAssertEqual(Geometry.name(of: UIView()), "view")
        XCTAssertEqual(Geometry.name(of: UILabel()), "label")
        XCTAssertEqual(Geometry.name(of: UIImageView()), "imageView")
        XCTAssertEqual(Geometry.name(of: UINavigationBar()), "navigationBar")
        XCTAssertEqual(Geometry.name(of: ProfileCardView()), "profileCardView")
        XCTAssertEqual(Geometry.name(of: URLCell()), "urlCell")
        XCTAssertEqual(Geometry.name(of: WKLikeView()), "wkLikeView")
        let named = UIView()
        named.accessibilityIdentifier = "header"
        XCTAssertEqual(Geometry.name(of: named), "header", "an identifier wins")
    }

    private func names(_ window: UIWindow) throws -> [String] {
        try Fonts.configure()
        window.textMeasurer = PangoTextMeasurer()
        window.layoutIfNeeded()
        let r = try Renderer.drawingRecords([RenderPage(window: window, caption: "")], options: RenderOptions())[0]
        return r.placed.filter { $0.role == .name }.map(\.text)
    }

    func testBarsAreNamedOnceAndTheirPartsNotAtAll() throws {
        let list = UIViewController()
        list.title = "Inbox"
        list.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .compose)
        let done = UIBarButtonItem(title: "Done", style: .done)
        done.accessibilityIdentifier = "done"
        list.navigationItem.leftBarButtonItem = done
        let nav = UINavigationController(rootViewController: list)
        nav.tabBarItem = UITabBarItem(title: "Mail", image: nil, tag: 0)
        let other = UIViewController()
        other.title = "Settings"
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, other]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let shown = try names(window)
        XCTAssertEqual(shown.filter { $0 == "navigationBar" }.count, 1, "\(shown)")
        XCTAssertEqual(shown.filter { $0 == "tabBar" }.count, 1, "\(shown)")
        XCTAssertTrue(shown.contains("done"), "an item with an identifier keeps its name: \(shown)")
        XCTAssertFalse(shown.contains("label"), "titles are the bars' own parts: \(shown)")
        XCTAssertFalse(shown.contains("layoutContainerView"), "\(shown)")
        XCTAssertEqual(shown.filter { $0 == "view" }.count, 1, "only the child's root view: \(shown)")
    }

    func testAnAlertsInsidesAreNeitherNamedNorTheirConstraintsDrawn() throws {
        let root = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let alert = UIAlertController(title: "Delete?", message: "This can't be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: false)
        let shown = try names(window)
        XCTAssertEqual(shown, ["view"], "the presenter's view only: \(shown)")
        try Fonts.configure()
        let r = try Renderer.drawingRecords([RenderPage(window: window, caption: "")], options: RenderOptions())[0]
        XCTAssertFalse(r.kinds.contains(.constraint), "the alert's own constraints are UIKit's")
    }
}
