import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// Apple, `UITableViewDiffableDataSource`: making one sets the table's data
/// source; the table shows the applied snapshot's sections and items, in
/// order, with cells from the provider; applying a new snapshot updates the
/// table; `itemIdentifier(for:)` and `indexPath(for:)` map between the two.
/// Section titles come from a subclass overriding
/// `tableView(_:titleForHeaderInSection:)`.
final class DiffableTableSnippetTests: XCTestCase {
    let shown = ShownWindows()
    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    func testSnapshotSectionsRowsAndTitles() {
        let settings = DiffableSettingsViewController()
        _ = shown.show(settings)
        let table = settings.tableView
        XCTAssertTrue(table.dataSource === settings.dataSource)
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 1)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Password")
        XCTAssertEqual(settings.dataSource.tableView(table, titleForHeaderInSection: 1), "About")
        XCTAssertEqual(settings.dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)), "Sign Out")
        XCTAssertEqual(settings.dataSource.indexPath(for: "Version"), IndexPath(row: 0, section: 1))
        // The subclass's titles reach the table: titled plain headers take room.
        XCTAssertGreaterThan(table.rectForHeader(inSection: 0).height, 0)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, table.rectForHeader(inSection: 0).maxY)
        // Rows follow one another: the second row starts where the first ends.
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, first.maxY)

        settings.signOutRemoved()
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertNil(settings.dataSource.indexPath(for: "Sign Out"))
        XCTAssertEqual(settings.dataSource.indexPath(for: "Version"), IndexPath(row: 0, section: 1))
    }
}
