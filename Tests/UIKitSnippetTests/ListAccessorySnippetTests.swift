import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// List cells' accessories (``ListAccessorySnippets``), iPhone 15: an
/// inset-grouped row is 361 wide, its margin 16. Apple documents that
/// accessories sit outside the content view, at the leading or trailing
/// edge, and that the system orders its own accessories; the widths are
/// the rules in docs/LAYOUT.md, "Cell accessories" (a table's measured
/// accessories less its 16-point margin: the indicator 10.5, the checkmark
/// 14, the detail button 20; the rest Trellis's). Frames are on the 3×
/// screen's pixels, so within a third of a point.
final class ListAccessorySnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    private func assertRect(_ r: CGRect?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                            file: StaticString = #filePath, line: UInt = #line) {
        guard let r else { return XCTFail("no frame", file: file, line: line) }
        for (a, b) in [(r.minX, x), (r.minY, y), (r.width, w), (r.height, h)] {
            XCTAssertEqual(a, b, accuracy: 0.34, "\(r)", file: file, line: line)
        }
    }

    /// The chevron at the edge (16 + 10.5), the value label 8 inside it
    /// ("Home": 4 × 8.5 = 34 in the 17-point body font), the content view
    /// the rest: 361 − 26.5 − 8 − 34 = 292.5.
    func testValueAndDisclosureIndicator() {
        let settings = PreferencesListViewController()
        _ = shown.show(UINavigationController(rootViewController: settings))
        let cell = settings.cell("Wi-Fi")
        XCTAssertEqual(cell?.frame.width, 361)
        assertRect(cell?.contentView.frame, 0, 0, 292.5, 44)
        let chevron = cell?.subviews.compactMap { $0 as? UIImageView }.first
        assertRect(chevron?.frame, 361 - 26.5, chevron?.frame.minY ?? 0, 10.5, chevron?.frame.height ?? 0)
        let value = cell?.subviews.compactMap { $0 as? UILabel }.first
        XCTAssertEqual(value?.text, "Home")
        assertRect(value?.frame, 292.5, (44 - (value?.frame.height ?? 0)) / 2, 34, value?.frame.height ?? 0)
    }

    /// One accessory: the checkmark takes 30 (as a table row's); the detail
    /// button and the chevron together 16 + 10.5 + 8 + 20 = 54.5.
    func testCheckmarkAndDetail() {
        let settings = PreferencesListViewController()
        _ = shown.show(UINavigationController(rootViewController: settings))
        assertRect(settings.cell("English")?.contentView.frame, 0, 0, 331, 44)
        assertRect(settings.cell("Account")?.contentView.frame, 0, 0, 361 - 54.5, 44)
    }

    /// A custom view (a switch, 49 × 31) at the trailing edge, centred
    /// vertically: the content view ends 16 + 49 before the edge. The
    /// indentation moves the content view in by level × width (2 × 10).
    func testCustomViewAndIndentation() {
        let settings = PreferencesListViewController()
        _ = shown.show(UINavigationController(rootViewController: settings))
        let cell = settings.cell("Dark Mode")
        XCTAssertIdentical(settings.darkModeSwitch.superview, cell)
        assertRect(settings.darkModeSwitch.frame, 361 - 65, 6.5, 49, 31)
        assertRect(cell?.contentView.frame, 0, 0, 361 - 65, 44)
        assertRect(settings.cell("Photos")?.contentView.frame, 20, 0, 341, 44)
    }

    /// Editing accessories show only while the list edits (UIKit's default
    /// `displayed` for delete and reorder is `.whenEditing`): the Edit
    /// button's `setEditing` puts the delete control at the leading edge
    /// (16 + 22 = 38) and the reorder control at the trailing one; the
    /// button reads "Done", and the cells' configuration state is editing.
    func testEditingShowsDeleteAndReorder() {
        let settings = PreferencesListViewController()
        let window = shown.show(UINavigationController(rootViewController: settings))
        let cell = settings.cell("Favourites")
        assertRect(cell?.contentView.frame, 0, 0, 361, 44)
        XCTAssertFalse(cell?.subviews.contains { $0 is UIImageView } ?? true)
        XCTAssertEqual(settings.editButtonItem.title, "Edit")
        XCTAssertIdentical(settings.navigationItem.rightBarButtonItem, settings.editButtonItem)

        settings.setEditing(true, animated: true)
        window.layoutIfNeeded()
        XCTAssertTrue(settings.isEditing)
        XCTAssertTrue(settings.collectionView.isEditing)
        XCTAssertEqual(settings.editButtonItem.title, "Done")
        XCTAssertEqual(settings.editButtonItem.style, .done)
        XCTAssertTrue(cell?.configurationState.isEditing ?? false)
        assertRect(cell?.contentView.frame, 38, 0, 361 - 76, 44)
        XCTAssertEqual(cell?.subviews.filter { $0 is UIImageView }.count, 2)

        settings.isEditing = false
        window.layoutIfNeeded()
        XCTAssertFalse(settings.collectionView.isEditing)
        assertRect(cell?.contentView.frame, 0, 0, 361, 44)
    }

    /// A custom accessory's position among those on its side: after the
    /// disclosure indicator (inside it) by `position(after:)`.
    func testCustomPositionAfterASystemAccessory() {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        cell.accessories = [
            .customView(configuration: .init(customView: badge,
                                             placement: .trailing(at: UICellAccessory.Placement.position(after: .disclosureIndicator())))),
            .disclosureIndicator(),
        ]
        cell.layoutIfNeeded()
        assertRect(badge.frame, 300 - 16 - 10.5 - 8 - 20, 12, 20, 20)
        assertRect(cell.contentView.frame, 0, 0, 300 - 54.5, 44)
    }

    /// Apple: a table view controller's `setEditing(_:animated:)` puts its
    /// table in editing mode, and `editButtonItem` toggles the title.
    func testTableViewControllerPassesEditingOn() {
        let table = UITableViewController(style: .insetGrouped)
        let edit = table.editButtonItem
        table.setEditing(true, animated: false)
        XCTAssertTrue(table.tableView.isEditing)
        XCTAssertEqual(edit.title, "Done")
        table.setEditing(false, animated: true)
        XCTAssertFalse(table.tableView.isEditing)
        XCTAssertEqual(edit.title, "Edit")
    }
}
