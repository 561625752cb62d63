import XCTest
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// Everyday app code that relies on UIKit's object model and small table
/// and scroll API: views and controllers are `NSObject`s (Equatable and
/// Hashable by identity), a table's selection in code, the scroll
/// indicators' insets, a table controller's refresh control and colours
/// from an asset catalog.
final class ObjectSnippetTests: XCTestCase {
    /// Apple: `UIResponder` inherits from `NSObject`, whose `==` and `hash`
    /// are identity: `firstIndex(of:)` finds the very controller, and a
    /// set of views holds each view once.
    func testViewsAndControllersAreNSObjects() {
        let pages = [UIViewController(), UIViewController(), UIViewController()]
        XCTAssertEqual(pages.firstIndex(of: pages[2]), 2)
        let a = UIView(), b = UILabel()
        let set: Set<UIView> = [a, b, a]
        XCTAssertEqual(set.count, 2)
        XCTAssertTrue(set.contains(b))
        XCTAssertNotEqual(UIView(), UIView(), "two views are never equal")
        let byView: [UIView: String] = [a: "a", b: "b"]
        XCTAssertEqual(byView[b], "b")
    }

    final class PlainSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// Apple, `UITableView.selectRow(at:animated:scrollPosition:)`,
    /// `deselectRow(at:animated:)`, `indexPathForSelectedRow` and
    /// `indexPathsForSelectedRows` (nil when nothing is selected): one row
    /// at a time unless `allowsMultipleSelection`; the cells are marked.
    func testSelectingRowsInCode() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let source = PlainSource()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.layoutIfNeeded()
        XCTAssertNil(table.indexPathsForSelectedRows)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0), "single selection moves")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected, true)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected, false)
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: true)
        XCTAssertNil(table.indexPathForSelectedRow)
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        XCTAssertNil(table.indexPathsForSelectedRows, "nil deselects every row")
        withExtendedLifetime(source) {}
    }

    /// Apple: `UITableViewController.refreshControl` is its table's; the
    /// scroll indicators' insets are kept per axis
    /// (`verticalScrollIndicatorInsets`, iOS 13).
    func testRefreshControlAndIndicatorInsets() {
        let controller = UITableViewController(style: .plain)
        controller.refreshControl = UIRefreshControl()
        XCTAssertTrue(controller.tableView.refreshControl === controller.refreshControl)
        controller.tableView.verticalScrollIndicatorInsets.bottom = 216
        XCTAssertEqual(controller.tableView.verticalScrollIndicatorInsets.bottom, 216)
        XCTAssertEqual(controller.tableView.horizontalScrollIndicatorInsets, .zero)
    }

    /// Apple, `UIColor(named:)`: a colour set of the asset catalog, nil for
    /// an unknown name; a dark appearance resolves with dark traits. The
    /// catalog is written here as Xcode writes a colour set.
    func testNamedColoursFromAnAssetCatalog() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("named-colours-\(UUID().uuidString)")
        let set = dir.appendingPathComponent("Assets.xcassets/CardBackground.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("""
            {
              "colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0x33", "green" : "0.400", "red" : "255" } }, "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "0.000" } }, "idiom" : "universal" }
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let saved = UIImage.bundleDirectory
        UIImage.bundleDirectory = dir.path
        defer { UIImage.bundleDirectory = saved }
        let card = try XCTUnwrap(UIColor(named: "CardBackground"))
        XCTAssertEqual(card.red, 1, accuracy: 1e-9)
        XCTAssertEqual(card.green, 0.4, accuracy: 1e-9)
        XCTAssertEqual(card.blue, 0.2, accuracy: 1e-9)
        let dark = card.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        XCTAssertEqual(dark.red, 0, accuracy: 1e-9)
        XCTAssertNil(UIColor(named: "Missing"))
    }
}
