import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// A table in editing mode (Sources/TrellisLayout/Editing). Apple documents
/// what shows: the editing style's control (`editingStyle`,
/// `tableView(_:editingStyleForRowAt:)`, `.delete` by default), the content
/// indented unless `shouldIndentWhileEditing` or the delegate says no, the
/// reorder control where the data source can move the row, and
/// `editingAccessoryType` (`.none` by default) instead of the accessory. The
/// controls' widths, 38 points each, are Trellis's rule (docs/TABLES.md).
final class TableEditingSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    private func contentFrame(_ table: UITableView, _ row: Int) -> CGRect {
        table.cellForRow(at: IndexPath(row: row, section: 0))!.contentView.frame
    }

    func testEditingMovesTheContentViewOutOfTheControlsWay() {
        let list = EditableListViewController()
        let window = shown.show(UINavigationController(rootViewController: list))
        let table = list.tableView!
        let width = table.bounds.width
        XCTAssertEqual(contentFrame(table, 0).minX, 0)
        XCTAssertEqual(contentFrame(table, 0).width, width)
        let archiveBefore = contentFrame(table, 3)
        XCTAssertLessThan(archiveBefore.width, width, "the disclosure indicator takes its room")

        list.setEditing(true, animated: true)
        window.layoutIfNeeded()
        XCTAssertTrue(table.isEditing, "UITableViewController.setEditing edits its table")
        XCTAssertEqual(list.editButtonItem.title, "Done")
        // Inbox: delete control (38) at the leading edge, reorder control (38) at the trailing edge.
        XCTAssertEqual(contentFrame(table, 0).minX, 38)
        XCTAssertEqual(contentFrame(table, 0).width, width - 76)
        // Pinned: editing style .none shows no control and doesn't indent.
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.editingStyle, UITableViewCell.EditingStyle.none)
        XCTAssertEqual(contentFrame(table, 1).minX, 0)
        XCTAssertEqual(contentFrame(table, 1).width, width - 38)
        // Drafts: the delegate says not to indent.
        XCTAssertEqual(contentFrame(table, 2).minX, 0)
        XCTAssertEqual(contentFrame(table, 2).width, width - 38)
        // Archive: the disclosure indicator goes (editingAccessoryType is .none).
        XCTAssertEqual(contentFrame(table, 3).minX, 38)
        XCTAssertEqual(contentFrame(table, 3).width, width - 76)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TransitionCountingCell
        XCTAssertEqual(cell?.isEditing, true)
        XCTAssertEqual(cell?.editingStyle, .delete)
        XCTAssertEqual(cell?.transitions, [.showingEditControl])

        list.setEditing(false, animated: true)
        window.layoutIfNeeded()
        XCTAssertFalse(table.isEditing)
        XCTAssertEqual(contentFrame(table, 0), CGRect(x: 0, y: 0, width: width, height: contentFrame(table, 0).height))
        XCTAssertEqual(contentFrame(table, 3), archiveBefore)
        XCTAssertEqual(cell?.transitions, [.showingEditControl, []])
    }

    func testEditingAccessoryTypeStandsInForTheAccessory() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.accessoryType = .checkmark
        cell.editingAccessoryType = .disclosureIndicator
        let plain = cell.contentView.frame.width
        cell.setEditing(true, animated: false)
        // A cell outside a table: the .delete control, indented; no reorder control.
        XCTAssertEqual(cell.contentView.frame.minX, 38)
        XCTAssertEqual(cell.contentView.frame.width, 320 - 38 - 26.5, "the disclosure indicator's 26.5 (docs/TABLES.md)")
        cell.setEditing(false, animated: false)
        XCTAssertEqual(cell.contentView.frame.width, plain)
        XCTAssertEqual(plain, 320 - 30, "the checkmark's 30 again")
    }

    func testRowsTheDataSourceCannotEditShowNoControl() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let source = DeletableNotesDataSource()
        table.dataSource = source
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.editingStyle, .delete)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.editingStyle, UITableViewCell.EditingStyle.none)
        XCTAssertEqual(contentFrame(table, 0).minX, 38)
        XCTAssertEqual(contentFrame(table, 0).width, 320 - 38, "no reorder control: showsReorderControl is false")
        XCTAssertEqual(contentFrame(table, 1).minX, 0)
        XCTAssertEqual(contentFrame(table, 1).width, 320 - 38, "showsReorderControl: the reorder control")
        XCTAssertFalse(table.allowsSelectionDuringEditing, "Apple: false by default")
    }

    func testCommitAndMoveAreTheAppsToCall() {
        let list = EditableListViewController()
        let window = shown.show(list)
        let table = list.tableView!
        list.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        list.tableView(table, commit: .delete, forRowAt: IndexPath(row: 3, section: 0))
        window.layoutIfNeeded()
        XCTAssertEqual(list.items, ["Pinned", "Drafts", "Inbox"])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text, "Inbox")
    }
}
