import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// Navigation and tab bar controllers as apps set them up in code. Bar
/// heights are the simulator's (docs/LAYOUT.md, "Navigation and tab bars");
/// the safe area reaching in to the bars is Apple's (`safeAreaInsets`: "the
/// safe area of a view reflects the area covered by navigation bars, tab
/// bars, toolbars, and other ancestors that obscure a view controller's
/// view").
final class NavigationSnippetTests: XCTestCase {
    private var savedScreen: UIScreen!

    override func setUp() {
        super.setUp()
        savedScreen = UIScreen.main
    }

    /// Every window shown, checked at the end (``ShownWindows``).
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        UIScreen.main = savedScreen
        super.tearDown()
    }

    private func show(_ controller: UIViewController) -> UIWindow { shown.show(controller) }

    private func assertRect(_ r: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                            file: StaticString = #filePath, line: UInt = #line) {
        for (a, b) in [(r.minX, x), (r.minY, y), (r.width, w), (r.height, h)] {
            XCTAssertEqual(a, b, accuracy: 0.01, "\(r)", file: file, line: line)
        }
    }

    /// iPhone 15 (the default screen): the bar starts at the Dynamic Island
    /// status bar's 53.667, not at the 59-point safe area, so the child's
    /// safe area starts 97.667 down; the child's view fills the screen.
    func testBarOnADynamicIslandPhone() {
        let inbox = InboxViewController()
        let nav = UINavigationController(rootViewController: inbox)
        let window = show(nav)
        assertRect(nav.navigationBar.frame, 0, 161.0 / 3, 393, 44)
        assertRect(inbox.view.frame, 0, 0, 393, 852)
        XCTAssertEqual(inbox.view.safeAreaInsets.top, 293.0 / 3, accuracy: 0.01)
        XCTAssertEqual(inbox.view.safeAreaInsets.bottom, 34)
        assertRect(inbox.list.frame, 0, 293.0 / 3, 393, 852 - 293.0 / 3 - 34)
        XCTAssertIdentical(inbox.navigationController, nav)
        XCTAssertEqual(nav.navigationBar.topItem?.title, "Inbox", "the controller's title is its item's")
        _ = window
    }

    /// iPhone SE: a 20-point status bar, the bar below it, 64 in all.
    func testBarBelowAClassicStatusBar() {
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2,
                                 portraitSafeAreaInsets: UIEdgeInsets(top: 20))
        let inbox = InboxViewController()
        let nav = UINavigationController(rootViewController: inbox)
        _ = show(nav)
        assertRect(nav.navigationBar.frame, 0, 20, 375, 44)
        assertRect(inbox.list.frame, 0, 64, 375, 603)
    }

    /// Large titles add 52 below the bar; a pushed controller that says
    /// never goes back to 44, and popping brings the large title back.
    func testLargeTitlesAndPushing() {
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2,
                                 portraitSafeAreaInsets: UIEdgeInsets(top: 20))
        let inbox = InboxViewController()
        let nav = UINavigationController(rootViewController: inbox)
        nav.navigationBar.prefersLargeTitles = true
        let window = show(nav)
        assertRect(nav.navigationBar.frame, 0, 20, 375, 96)
        assertRect(inbox.list.frame, 0, 116, 375, 551)

        let message = MessageViewController()
        nav.pushViewController(message, animated: true)
        window.layoutIfNeeded()
        XCTAssertEqual(nav.viewControllers.count, 2)
        XCTAssertIdentical(nav.topViewController, message)
        assertRect(nav.navigationBar.frame, 0, 20, 375, 44)
        // 64 + 8 below the bar, between the 16-point margins.
        XCTAssertEqual(message.body.frame.minY, 72)
        XCTAssertEqual(message.body.frame.minX, 16)
        XCTAssertNil(inbox.view.superview, "only the top controller's view is shown")

        XCTAssertIdentical(nav.popViewController(animated: true), message)
        window.layoutIfNeeded()
        assertRect(nav.navigationBar.frame, 0, 20, 375, 96)
        XCTAssertNil(nav.popViewController(animated: true), "the root stays")
        XCTAssertNil(message.parent)
    }

    /// Appearance calls as UIKit makes them when a shown stack changes.
    func testPushAndPopSendAppearance() {
        let inbox = InboxViewController()
        let nav = UINavigationController(rootViewController: inbox)
        let window = show(nav)
        XCTAssertEqual(inbox.log, ["willAppear", "didAppear"])
        let next = InboxViewController()
        nav.pushViewController(next, animated: false)
        XCTAssertEqual(inbox.log.suffix(2), ["willDisappear", "didDisappear"])
        XCTAssertEqual(next.log, ["willAppear"])
        window.layoutIfNeeded()
        XCTAssertEqual(next.log, ["willAppear", "didAppear"])
        nav.popToRootViewController(animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(next.log.suffix(2), ["willDisappear", "didDisappear"])
        XCTAssertEqual(inbox.log.suffix(2), ["willAppear", "didAppear"])
    }

    /// Tabs of navigation controllers: the tab bar is 49 over the 34-point
    /// home indicator (83 in all), the content stops at its top; a pushed
    /// controller that hides the bottom bar gets the screen's bottom inset.
    func testTabsOfNavigationControllers() {
        let (tabs, inbox, settings) = AppScene.makeTabs()
        let window = show(tabs)
        assertRect(tabs.tabBar.frame, 0, 769, 393, 83)
        XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Inbox", "More"])
        XCTAssertIdentical(inbox.tabBarController, tabs)
        XCTAssertEqual(inbox.view.safeAreaInsets.bottom, 83)
        // Large title: 53.667 + 96.
        assertRect(inbox.list.frame, 0, 161.0 / 3 + 96, 393, 769 - 161.0 / 3 - 96)

        let message = MessageViewController()
        message.hidesBottomBarWhenPushed = true
        inbox.navigationController?.pushViewController(message, animated: false)
        window.layoutIfNeeded()
        XCTAssertTrue(tabs.tabBar.isHidden)
        XCTAssertEqual(message.view.safeAreaInsets.bottom, 34)

        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        XCTAssertFalse(tabs.tabBar.isHidden)
        XCTAssertIdentical(tabs.selectedViewController, settings.navigationController)
        XCTAssertEqual(settings.view.safeAreaInsets.bottom, 83)
        XCTAssertEqual(settings.view.safeAreaInsets.top, 161.0 / 3 + 44, accuracy: 0.01)
    }

    /// A view that leaves the top out of `edgesForExtendedLayout` starts
    /// below the bar, with no top inset of its own; so does one under an
    /// opaque bar.
    func testEdgesForExtendedLayoutAndOpaqueBars() {
        let inbox = InboxViewController()
        inbox.edgesForExtendedLayout = []
        let nav = UINavigationController(rootViewController: inbox)
        let window = show(nav)
        assertRect(inbox.view.frame, 0, 293.0 / 3, 393, 852 - 293.0 / 3)
        XCTAssertEqual(inbox.view.safeAreaInsets.top, 0)

        inbox.edgesForExtendedLayout = .all
        window.layoutIfNeeded()
        assertRect(inbox.view.frame, 0, 0, 393, 852)
        nav.navigationBar.isTranslucent = false
        window.layoutIfNeeded()
        assertRect(inbox.view.frame, 0, 293.0 / 3, 393, 852 - 293.0 / 3)
        inbox.extendedLayoutIncludesOpaqueBars = true
        window.layoutIfNeeded()
        assertRect(inbox.view.frame, 0, 0, 393, 852)
    }

    /// The toolbar sits above the home indicator; the content's safe area
    /// ends at its top. Hiding the bar gives the status bar's inset back.
    func testToolbarAndHiddenBar() {
        let inbox = InboxViewController()
        inbox.toolbarItems = [.flexibleSpace(), UIBarButtonItem(systemItem: .trash)]
        let nav = UINavigationController(rootViewController: inbox)
        nav.setToolbarHidden(false, animated: false)
        let window = show(nav)
        assertRect(nav.toolbar.frame, 0, 774, 393, 44)
        XCTAssertEqual(inbox.view.safeAreaInsets.bottom, 78)
        XCTAssertEqual(nav.toolbar.items?.count, 2)

        nav.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        XCTAssertTrue(nav.navigationBar.isHidden)
        XCTAssertEqual(inbox.view.safeAreaInsets.top, 59)
    }

    /// In landscape (compact height) the status bar hides and the bar is 32.
    func testLandscapeBarIsCompact() {
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3,
                                 portraitSafeAreaInsets: UIEdgeInsets(top: 59, bottom: 34),
                                 landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        let inbox = InboxViewController()
        let nav = UINavigationController(rootViewController: inbox)
        let window = show(nav)
        window.resize(width: 852, height: 393, safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        window.layoutIfNeeded()
        assertRect(nav.navigationBar.frame, 0, 0, 852, 32)
        XCTAssertEqual(inbox.view.safeAreaInsets.top, 32)
        assertRect(inbox.list.frame, 0, 32, 852, 393 - 32 - 21)
    }

    /// Bar button items: titles, system items and custom views show in the
    /// bar, the right items from the trailing margin, the title centred.
    func testBarButtonItemsAndTitle() {
        let inbox = InboxViewController()
        let nav = UINavigationController(rootViewController: inbox)
        let window = show(nav)
        inbox.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        inbox.navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .done), UIBarButtonItem(customView: badge)]
        window.layoutIfNeeded()
        let bar = nav.navigationBar
        XCTAssertIdentical(badge.superview, bar)
        // Done is outermost at the trailing margin; the badge left of it, 8 apart.
        let done = bar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Done" }
        XCTAssertNotNil(done)
        if let done {
            XCTAssertEqual(done.frame.maxX, 393 - 16, accuracy: 0.01)
            XCTAssertEqual(badge.frame.maxX, done.frame.minX - 8, accuracy: 0.01)
            XCTAssertEqual(badge.frame.midY, 22, accuracy: 0.01)
        }
        let edit = bar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Edit" }
        XCTAssertEqual(edit?.frame.minX, 16)
        let title = bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Inbox" && !$0.isHidden }
        XCTAssertEqual(title?.frame.midX ?? 0, 393 / 2, accuracy: 0.5)
    }
}

/// Bars on iPad, bars a program places itself, and many tabs.
final class BarSnippetTests: XCTestCase {
    /// iPad Pro 11-inch: a 50-point bar below the 24-point status bar, a
    /// 50-point tab bar over the 20-point home indicator.
    func testIPadBars() {
        let window = UIWindow(width: 834, height: 1194, scale: 2, safeAreaInsets: UIEdgeInsets(top: 24, bottom: 20))
        let list = UIViewController()
        let nav = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 24, width: 834, height: 50))
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 1124, width: 834, height: 70))
        XCTAssertEqual(list.view.safeAreaInsets, UIEdgeInsets(top: 74, bottom: 70))
        XCTAssertEqual(window.diagnostics.log, [])
    }

    /// A bar or toolbar pinned by constraints takes its height from its
    /// intrinsic size: 44 on a phone in portrait.
    func testStandaloneBarsAreTheirHeightTall() {
        let window = UIWindow(width: 375, height: 667, scale: 2, safeAreaInsets: UIEdgeInsets(top: 20))
        let root = window.rootView
        let bar = UINavigationBar()
        bar.setItems([UINavigationItem(title: "Settings")], animated: false)
        let toolbar = UIToolbar()
        toolbar.items = [UIBarButtonItem(title: "Share", style: .plain), .flexibleSpace(), UIBarButtonItem(systemItem: .trash)]
        for v in [bar, toolbar] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor).isActive = true
        }
        bar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor).isActive = true
        toolbar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor).isActive = true
        window.layoutIfNeeded()
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 20, width: 375, height: 44))
        XCTAssertEqual(toolbar.frame, CGRect(x: 0, y: 623, width: 375, height: 44))
        // The flexible space pushes the trash glyph to the trailing margin.
        let trash = toolbar.subviews.compactMap { $0 as? UIImageView }.first
        XCTAssertEqual(trash?.frame.maxX, 375 - 16)
        XCTAssertEqual(bar.topItem?.title, "Settings")
        // A prompt makes the bar 74 high.
        bar.topItem?.prompt = "Choose one"
        window.layoutIfNeeded()
        XCTAssertEqual(bar.frame.height, 74)
        XCTAssertEqual(window.diagnostics.log, [])
    }

    /// In a compact width six controllers show four tabs and More.
    func testMoreThanFiveTabs() {
        let tabs = UITabBarController()
        tabs.viewControllers = (1...6).map { i in
            let vc = UIViewController()
            vc.title = "Tab \(i)"
            return vc
        }
        XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Tab 1", "Tab 2", "Tab 3", "Tab 4", "More"])
        tabs.selectedIndex = 2
        XCTAssertEqual(tabs.tabBar.selectedItem?.title, "Tab 3")
        XCTAssertEqual(tabs.selectedViewController?.title, "Tab 3")
    }
}

/// A table view controller in a navigation controller: the table fills the
/// screen under the bar and its content starts below it, through the
/// adjusted content inset (Apple, `contentInsetAdjustmentBehavior`
/// `.automatic`: a scroll view of a controller in a navigation controller
/// adjusts its top inset for the bar).
final class TableInNavigationSnippetTests: XCTestCase {
    func testRowsStartBelowTheBar() {
        let contacts = ContactsViewController(style: .plain)
        let nav = UINavigationController(rootViewController: contacts)
        let window = UIWindow(width: 375, height: 667, scale: 2, safeAreaInsets: UIEdgeInsets(top: 20))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = contacts.tableView!
        XCTAssertEqual(table.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(table.adjustedContentInset.top, 64)
        XCTAssertEqual(table.contentOffset.y, -64)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(first?.textLabel?.text, "Ada")
        // Row 0 at the content's top: 64 below the table's top on screen.
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 0)
        XCTAssertEqual(first.map { $0.convert($0.bounds, to: nil).minY }, 64)
        XCTAssertEqual(window.diagnostics.log, [])
    }
}
