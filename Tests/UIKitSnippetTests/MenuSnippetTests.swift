import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// Menus are state in Trellis (docs/LAYOUT.md, "Menus"): built, read and
/// run, never drawn (MenuSnippets.swift).
final class MenuSnippetTests: XCTestCase {
    private let windows = ShownWindows()
    override func tearDown() {
        XCTAssertEqual(windows.unexpectedLog(), [])
        super.tearDown()
    }

    /// Apple, `UIContextMenuInteraction`: the delegate gives the
    /// configuration for a press; its action provider makes the menu.
    func testContextMenuOnTheImage() {
        let vc = PhotoDetailViewController()
        _ = windows.show(vc)
        let interaction = vc.photo.interactions.first as? UIContextMenuInteraction
        XCTAssertNotNil(interaction)
        XCTAssertTrue(interaction?.view === vc.photo)
        let configuration = interaction?.configuration(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(configuration?.identifier, AnyHashable("photo" as NSString))
        let menu = configuration?.makeMenu()
        XCTAssertEqual(menu?.children.map(\.title), ["Favorite", "Share", ""])
        let share = menu?.children[1] as? UIAction
        XCTAssertEqual(share?.attributes, [.disabled])
        let inline = menu?.children[2] as? UIMenu
        XCTAssertEqual(inline?.options, .displayInline)
        let delete = inline?.children.first as? UIAction
        XCTAssertEqual(delete?.attributes, .destructive)
        // Running the favourite action changes the next menu's title.
        let favorite = menu?.children[0] as? UIAction
        let button = UIButton(type: .system)
        favorite.map(button.sendAction)
        XCTAssertEqual(vc.log, ["favorite"])
        XCTAssertEqual(configuration?.makeMenu()?.children.first?.title, "Unfavorite")
        vc.photo.removeInteraction(interaction!)
        XCTAssertTrue(vc.photo.interactions.isEmpty)
        XCTAssertNil(interaction?.view)
    }

    /// `selectedElements` (iOS 16): the actions that are on; a deferred
    /// element asks its provider each time when uncached.
    func testBarButtonMenu() {
        let vc = PhotoDetailViewController()
        _ = windows.show(vc)
        let more = vc.navigationItem.rightBarButtonItem
        XCTAssertEqual(more?.title, "More")
        let menu = more?.menu
        let sort = menu?.children.first as? UIMenu
        XCTAssertEqual(sort?.options, .singleSelection)
        XCTAssertEqual(sort?.selectedElements.map(\.title), ["Newest"])
        let recent = (menu?.children[1] as? UIMenu)?.children.first as? UIDeferredMenuElement
        var titles: [String] = []
        recent?.resolve { titles = $0.map(\.title) }
        recent?.resolve { titles += $0.map(\.title) }
        XCTAssertEqual(titles, ["Beach.jpg", "Beach.jpg"])
        XCTAssertEqual(vc.log, ["loaded", "loaded"])
        let replaced = sort?.replacingChildren([UIAction(title: "Name") { _ in }])
        XCTAssertEqual(replaced?.title, "Sort")
        XCTAssertEqual(replaced?.identifier, sort?.identifier)
        XCTAssertEqual(replaced?.children.map(\.title), ["Name"])
    }

    /// `UIAction` keeps what it was made with; each action without an
    /// identifier gets its own (Apple: "the system generates a unique
    /// identifier").
    func testActionProperties() {
        let action = UIAction(title: "Copy", subtitle: "Plain text", image: UIImage(systemName: "doc.on.doc"),
                              discoverabilityTitle: "Copy text", state: .mixed) { _ in }
        XCTAssertEqual(action.subtitle, "Plain text")
        XCTAssertEqual(action.discoverabilityTitle, "Copy text")
        XCTAssertEqual(action.state, .mixed)
        action.title = "Copy All"
        XCTAssertEqual(action.title, "Copy All")
        XCTAssertNotEqual(action.identifier, UIAction(title: "Copy") { _ in }.identifier)
        let element: UIMenuElement = action
        XCTAssertEqual(element.title, "Copy All")
    }

    /// The table asks its delegate for swipe actions and context menus
    /// (Apple, `UITableViewDelegate`); nothing is swiped in Trellis, so the
    /// test asks as a swipe would and runs the action.
    func testSwipeActionsAndRowMenu() {
        let vc = MailboxViewController()
        _ = windows.show(vc)
        let table = vc.tableView!
        let first = IndexPath(row: 0, section: 0)
        let swipe = vc.tableView(table, trailingSwipeActionsConfigurationForRowAt: first)
        XCTAssertEqual(swipe?.actions.map(\.title), ["Delete", "Archive"])
        XCTAssertEqual(swipe?.actions.first?.backgroundColor, .systemRed)
        XCTAssertEqual(swipe?.actions.last?.backgroundColor, .systemIndigo)
        XCTAssertEqual(swipe?.performsFirstActionWithFullSwipe, false)
        XCTAssertEqual(swipe?.actions.last?.perform(in: table.cellForRow(at: first)!), true)
        XCTAssertEqual(vc.archived, ["Lunch?"])
        XCTAssertNil(vc.tableView(table, leadingSwipeActionsConfigurationForRowAt: first))
        let menu = vc.tableView(table, contextMenuConfigurationForRowAt: first, point: .zero)
        XCTAssertEqual(menu?.identifier, AnyHashable(first))
        XCTAssertEqual(menu?.makeMenu()?.children.map(\.title), ["Reply"])
        // Rows with a list content configuration are the standard 44.
        XCTAssertEqual(table.rectForRow(at: first).height, 44, accuracy: 1e-9)
    }
}
