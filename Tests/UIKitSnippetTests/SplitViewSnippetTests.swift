import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// Split view controllers set up in code (``SplitViewSnippets``). Apple's
/// documentation gives the structure (columns, navigation controllers made
/// for them, what `viewControllers` and `isCollapsed` report, how a display
/// mode reads in a split behavior); the widths and automatic choices are
/// the rules in docs/LAYOUT.md, "Split view controllers" (320-point
/// columns: useyourloaf's measure of UIKit's automatic maximum).
final class SplitViewSnippetTests: XCTestCase {
    private var savedScreen: UIScreen!
    private let shown = ShownWindows()

    override func setUp() {
        super.setUp()
        savedScreen = UIScreen.main
    }

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        UIScreen.main = savedScreen
        super.tearDown()
    }

    /// The 11-inch iPad Pro, 834 × 1194 at 2× (24-point status bar,
    /// 20-point home indicator), in portrait or landscape.
    private func useIPad(landscape: Bool) {
        let size = landscape ? CGRect(x: 0, y: 0, width: 1194, height: 834) : CGRect(x: 0, y: 0, width: 834, height: 1194)
        UIScreen.main = UIScreen(bounds: size, scale: 2, portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    private func assertRect(_ r: CGRect?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                            file: StaticString = #filePath, line: UInt = #line) {
        guard let r else { return XCTFail("no frame", file: file, line: line) }
        for (a, b) in [(r.minX, x), (r.minY, y), (r.width, w), (r.height, h)] {
            XCTAssertEqual(a, b, accuracy: 0.01, "\(r)", file: file, line: line)
        }
    }

    /// Two columns side by side in landscape: the primary 320 wide, the
    /// secondary the rest; each column's controller in the navigation
    /// controller the split view made for it (Apple's
    /// `setViewController(_:for:)`), under a 50-point iPad bar; the sidebar
    /// has a compact width and so 16-point margins, the secondary 20.
    func testDoubleColumnSideBySide() {
        useIPad(landscape: true)
        let folders = FoldersViewController(), note = NoteViewController()
        let split = NotesScene.makeSplit(folders: folders, note: note)
        _ = shown.show(split)
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        XCTAssertEqual(split.splitBehavior, .tile)
        XCTAssertEqual(split.primaryColumnWidth, 320)
        XCTAssertIdentical(split.viewController(for: .primary), folders)
        XCTAssertIdentical(split.viewController(for: .secondary), note)
        XCTAssertEqual(split.viewControllers.count, 2)
        XCTAssertIdentical(split.viewControllers.first, folders.navigationController)
        XCTAssertIdentical(split.viewControllers.last, note.navigationController)
        XCTAssertIdentical(folders.splitViewController, split)
        assertRect(folders.navigationController?.view.frame, 0, 0, 320, 834)
        assertRect(note.navigationController?.view.frame, 320, 0, 874, 834)
        assertRect(folders.navigationController?.navigationBar.frame, 0, 24, 320, 50)
        assertRect(note.navigationController?.navigationBar.frame, 0, 24, 874, 50)
        XCTAssertEqual(folders.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(note.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(folders.view.safeAreaInsets.top, 74)
        XCTAssertEqual(folders.header.frame.minX, 16)
        XCTAssertEqual(folders.header.frame.minY, 82)
        assertRect(note.body.frame, 20, 86, 834, note.body.frame.height)
        XCTAssertEqual(folders.systemMinimumLayoutMargins.leading, 16)
        XCTAssertEqual(note.systemMinimumLayoutMargins.leading, 20)
    }

    /// In portrait the automatic mode shows the secondary only (UIKit's
    /// default hides the primary in portrait); `show(.primary)` lays it
    /// over the secondary (a double column taller than wide overlays) and
    /// `hide(.primary)` takes it away again.
    func testPortraitShowsTheSecondaryAndOverlaysThePrimary() {
        useIPad(landscape: false)
        let folders = FoldersViewController(), note = NoteViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(folders, for: .primary)
        split.setViewController(note, for: .secondary)
        let window = shown.show(split)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertEqual(split.splitBehavior, .overlay)
        assertRect(note.navigationController?.view.frame, 0, 0, 834, 1194)
        XCTAssertNil(folders.view.window)

        split.show(.primary)
        window.layoutIfNeeded()
        XCTAssertEqual(split.displayMode, .oneOverSecondary)
        assertRect(note.navigationController?.view.frame, 0, 0, 834, 1194)
        assertRect(folders.navigationController?.view.frame, 0, 0, 320, 1194)
        XCTAssertIdentical(split.view.subviews.last, folders.navigationController?.view, "the sidebar lies over the secondary")

        split.hide(.primary)
        window.layoutIfNeeded()
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertNil(folders.view.window)

        // A preferred mode replaces what show(_:) asked for; tiling puts
        // the columns side by side in portrait too.
        split.preferredSplitBehavior = .tile
        split.preferredDisplayMode = .oneBesideSecondary
        window.layoutIfNeeded()
        assertRect(note.navigationController?.view.frame, 320, 0, 514, 1194)
    }

    /// On a phone the split view is collapsed: iOS 14's default puts the
    /// secondary on top of the primary's navigation stack (the proposed
    /// top column is `.secondary`); `viewControllers` holds the primary
    /// only (Apple's `viewControllers`).
    func testCollapsedOnAPhoneShowsTheSecondaryOnThePrimaryStack() {
        let folders = FoldersViewController(), note = NoteViewController()
        let split = NotesScene.makeSplit(folders: folders, note: note)
        _ = shown.show(split)
        XCTAssertTrue(split.isCollapsed)
        let nav = split.viewControllers.first as? UINavigationController
        XCTAssertEqual(split.viewControllers.count, 1)
        XCTAssertEqual(nav?.viewControllers.count, 2)
        XCTAssertIdentical(nav?.viewControllers.first, folders)
        XCTAssertIdentical(nav?.topViewController, note)
        XCTAssertIdentical(note.navigationController, nav)
        assertRect(nav?.view.frame, 0, 0, 393, 852)
        assertRect(note.view.frame, 0, 0, 393, 852)
        // The phone's bar: 44 at the Dynamic Island's 53.667.
        assertRect(note.body.frame, 16, 293.0 / 3 + 12, 361, note.body.frame.height)
    }

    /// The usual delegate keeps the list on top when collapsed; a row's
    /// `showDetailViewController(_:sender:)` then pushes the note onto the
    /// list's stack (Apple: the secondary context of a collapsed split view).
    func testDelegateKeepsTheListAndShowDetailPushes() {
        let folders = FoldersViewController(), note = NoteViewController()
        let split = NotesScene.makeSplit(folders: folders, note: note)
        let delegate = ShowListWhenCollapsed()
        split.delegate = delegate
        let window = shown.show(split)
        let nav = split.viewControllers.first as? UINavigationController
        XCTAssertEqual(nav?.viewControllers.count, 1)
        XCTAssertNil(note.view.window)
        assertRect(folders.view.frame, 0, 0, 393, 852)

        folders.open("Groceries")
        window.layoutIfNeeded()
        XCTAssertEqual(nav?.viewControllers.count, 2)
        XCTAssertEqual((nav?.topViewController as? NoteViewController)?.noteTitle, "Groceries")
        XCTAssertEqual(nav?.topViewController?.title, "Groceries")
        XCTAssertNotNil(nav?.topViewController?.view.window)
    }

    /// Expanded, `showDetailViewController(_:sender:)` replaces the
    /// secondary column's controller (in a new navigation controller).
    func testShowDetailReplacesTheSecondaryWhenExpanded() {
        useIPad(landscape: true)
        let folders = FoldersViewController(), note = NoteViewController()
        let split = NotesScene.makeSplit(folders: folders, note: note)
        let window = shown.show(split)
        folders.open("Ideas")
        window.layoutIfNeeded()
        let shownNote = split.viewController(for: .secondary) as? NoteViewController
        XCTAssertEqual(shownNote?.noteTitle, "Ideas")
        XCTAssertNil(note.view.window)
        assertRect(shownNote?.navigationController?.view.frame, 320, 0, 874, 834)
        XCTAssertEqual(folders.navigationController?.viewControllers.count, 1)
    }

    /// A window narrowed to a compact width (Slide Over) collapses the
    /// split view, moving the note onto the list's stack; widened again,
    /// the note goes back to its own column.
    func testCollapseAndExpandMoveTheStacks() {
        useIPad(landscape: true)
        let folders = FoldersViewController(), note = NoteViewController()
        let split = NotesScene.makeSplit(folders: folders, note: note)
        let window = shown.show(split)
        let secondaryNav = note.navigationController
        window.resize(width: 375, height: 834)
        window.layoutIfNeeded()
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(folders.navigationController?.viewControllers.count, 2)
        assertRect(note.view.frame, 0, 0, 375, 834)

        window.resize(width: 1194, height: 834)
        window.layoutIfNeeded()
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(folders.navigationController?.viewControllers.count, 1)
        XCTAssertIdentical(note.navigationController, secondaryNav)
        assertRect(secondaryNav?.view.frame, 320, 0, 874, 834)
        XCTAssertEqual(folders.traitCollection.horizontalSizeClass, .compact)
    }

    /// Three columns side by side: the primary a quarter of 1194 (298.5,
    /// between the 200 minimum and the automatic 320 maximum), the
    /// supplementary its preferred 300, the secondary the rest.
    func testTripleColumnWidths() {
        useIPad(landscape: true)
        let split = MailSplitViewController()
        split.loadViewIfNeeded()
        split.preferredPrimaryColumnWidthFraction = 0.25
        _ = shown.show(split)
        XCTAssertEqual(split.displayMode, .twoBesideSecondary)
        XCTAssertEqual(split.primaryColumnWidth, 298.5)
        XCTAssertEqual(split.supplementaryColumnWidth, 300)
        assertRect(split.mailboxes.navigationController?.view.frame, 0, 0, 298.5, 834)
        assertRect(split.messages.navigationController?.view.frame, 298.5, 0, 300, 834)
        assertRect(split.message.navigationController?.view.frame, 598.5, 0, 595.5, 834)
        XCTAssertEqual(split.messages.traitCollection.horizontalSizeClass, .compact)
        XCTAssertNil(split.phoneTabs.view.window, "the compact column shows only when collapsed")

        // The trailing primary edge mirrors the columns.
        split.primaryEdge = .trailing
        split.view.layoutIfNeeded()
        assertRect(split.mailboxes.navigationController?.view.frame, 1194 - 298.5, 0, 298.5, 834)
        assertRect(split.message.navigationController?.view.frame, 0, 0, 595.5, 834)
    }

    /// In portrait a triple column displaces: both sidebars show and the
    /// secondary keeps its one-sidebar width, pushed past the edge
    /// (Apple's `twoDisplaceSecondary`).
    func testTripleColumnDisplacesInPortrait() {
        useIPad(landscape: false)
        let split = MailSplitViewController()
        split.loadViewIfNeeded()
        split.preferredPrimaryColumnWidth = 250
        _ = shown.show(split)
        XCTAssertEqual(split.splitBehavior, .displace)
        XCTAssertEqual(split.displayMode, .twoDisplaceSecondary)
        assertRect(split.mailboxes.navigationController?.view.frame, 0, 0, 250, 1194)
        assertRect(split.messages.navigationController?.view.frame, 250, 0, 300, 1194)
        assertRect(split.message.navigationController?.view.frame, 550, 0, 534, 1194)
    }

    /// Collapsed with a compact column: that controller (a tab bar
    /// controller, not wrapped) fills the view and is `viewControllers`.
    func testCompactColumnOnAPhone() {
        let split = MailSplitViewController()
        _ = shown.show(split)
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(split.viewControllers.count, 1)
        XCTAssertIdentical(split.viewControllers.first, split.phoneTabs)
        XCTAssertIdentical(split.viewController(for: .compact), split.phoneTabs)
        assertRect(split.phoneTabs.view.frame, 0, 0, 393, 852)
        XCTAssertEqual(split.phoneTabs.tabBar.frame.height, 83)
        XCTAssertNil(split.mailboxes.view.window)
    }

    /// The classic form: `viewControllers = [master, detail]`, kept as
    /// given; `.allVisible` tiles them in portrait. On a phone the
    /// template's delegate drops the detail while nothing is chosen, and
    /// without it the detail's controllers move onto the master's stack.
    func testClassicMasterDetail() {
        useIPad(landscape: false)
        let master = UIViewController(), detail = UIViewController()
        let split = UISplitViewController()
        XCTAssertEqual(split.style, .unspecified)
        split.viewControllers = [UINavigationController(rootViewController: master),
                                 UINavigationController(rootViewController: detail)]
        split.preferredDisplayMode = .allVisible
        _ = shown.show(split)
        XCTAssertNil(split.viewController(for: .primary), "column access is for column styles")
        assertRect(master.navigationController?.view.frame, 0, 0, 320, 1194)
        assertRect(detail.navigationController?.view.frame, 320, 0, 514, 1194)

        UIScreen.main = savedScreen
        let phoneMaster = UIViewController(), phoneDetail = UIViewController()
        let phoneSplit = UISplitViewController()
        let delegate = MasterDetailDelegate()
        phoneSplit.delegate = delegate
        phoneSplit.viewControllers = [UINavigationController(rootViewController: phoneMaster),
                                      UINavigationController(rootViewController: phoneDetail)]
        _ = shown.show(phoneSplit)
        XCTAssertEqual(phoneMaster.navigationController?.viewControllers.count, 1)
        XCTAssertNil(phoneDetail.view.window)

        let otherMaster = UIViewController(), otherDetail = UIViewController()
        let otherSplit = UISplitViewController()
        otherSplit.viewControllers = [UINavigationController(rootViewController: otherMaster),
                                      UINavigationController(rootViewController: otherDetail)]
        _ = shown.show(otherSplit)
        XCTAssertEqual(otherMaster.navigationController?.viewControllers.count, 2)
        XCTAssertIdentical(otherMaster.navigationController?.topViewController, otherDetail)
        XCTAssertNotNil(otherDetail.view.window)
    }

    /// Column widths: an explicit point width wins over the fraction and
    /// isn't held to the automatic 320; a fraction is, unless the maximum
    /// is raised (useyourloaf's measure); the minimum wins over the maximum.
    func testPrimaryColumnWidthRules() {
        useIPad(landscape: true)
        let split = UISplitViewController(style: .doubleColumn)
        split.loadViewIfNeeded()
        split.view.frame = CGRect(x: 0, y: 0, width: 1000, height: 800)
        split.preferredPrimaryColumnWidthFraction = 0.5
        XCTAssertEqual(split.primaryColumnWidth, 320)
        split.maximumPrimaryColumnWidth = 600
        XCTAssertEqual(split.primaryColumnWidth, 500)
        split.preferredPrimaryColumnWidth = 400
        XCTAssertEqual(split.primaryColumnWidth, 400)
        split.minimumPrimaryColumnWidth = 700
        XCTAssertEqual(split.primaryColumnWidth, 700)
        XCTAssertEqual(UISplitViewController.DisplayMode.primaryHidden, .secondaryOnly)
        XCTAssertEqual(UISplitViewController.DisplayMode.allVisible, .oneBesideSecondary)
    }
}
