import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// Tables written for UIKit (ChatScreen.swift), laid out to the frames iOS
/// gives, computed by hand. The main screen is an iPhone 15 (393 × 852 at
/// 3×, safe area 59 top and 34 bottom); text is measured by the
/// fixed-advance measurer: a character is half the point size wide, a
/// line 1.2 × the point size tall.
final class TableSnippetTests: XCTestCase {
    func showing(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// Apple, *Working with Self-Sizing Table View Cells*: automatic row
    /// height, an estimate, and a chain from the content view's top to its
    /// bottom; each row's height is the cell's fitting height.
    func testSelfSizingChatRows() {
        let chat = ChatViewController()
        let window = showing(chat)
        let table = chat.tableView!
        XCTAssertEqual(table.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        // Tables bounce vertically, so the safe area insets the content: it
        // rests at offset -59.
        XCTAssertEqual(table.adjustedContentInset, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(table.contentOffset, CGPoint(x: 0, y: -59))
        // Row 0: margins 11 + name (15 pt bold: 18) + 4 + body ("Hello",
        // 17 pt: 20.4) + 11 = 64.4, plus the separator (⅓) = 64.733; its
        // bottom edge on the 3× grid: 64.667.
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 64 + 2.0 / 3, accuracy: 1e-9)
        // Row 1: the body wraps at 393 - 2 × 16 = 361 (42 characters): "The
        // quick brown fox jumps over the lazy" / "dog and keeps running",
        // 40.8 tall: 11 + 18 + 4 + 40.8 + 11 + ⅓ = 85.133, from 64.733 to
        // 149.867; on the grid 64.667 to 150.
        let row1 = table.rectForRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(row1.minY, 64 + 2.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(row1.height, 85 + 1.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(table.contentSize.height, 150, accuracy: 1e-9)
        XCTAssertEqual(table.contentSize.width, 393)

        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! MessageCell
        // The cell is the table's width; the content view is a pixel
        // shorter (the separator): 84.8, on the grid 84.667 (its top edge
        // at 123.733 on screen rounds to 123.667, its bottom at 208.533
        // to 208.667, minus the separator's pixel).
        XCTAssertEqual(cell.frame.width, 393)
        XCTAssertEqual(cell.contentView.frame.height, 84 + 2.0 / 3, accuracy: 0.34)
        // Name at the content view's margins: 16, 11; "Grace" is 5 × 7.5 wide.
        XCTAssertEqual(cell.nameLabel.frame, CGRect(x: 16, y: 11, width: 37.5, height: 18), accuracy: 0.34)
        XCTAssertEqual(cell.bodyLabel.frame.width, 361)
        XCTAssertEqual(cell.bodyLabel.frame.height, 40.8, accuracy: 0.34)
        // On screen, the row sits 59 + 64.733 = 123.733 from the window's
        // top, on the grid 123.667.
        XCTAssertEqual(cell.convert(cell.bounds, to: window).minY, 123 + 2.0 / 3, accuracy: 1e-6)
        XCTAssertTrue(table.rowHeightWarnings.isEmpty)
    }

    /// UIKit's fallback for a chain that doesn't reach the bottom: the
    /// standard height, and its warning (naming the view to close it at).
    func testBrokenChainFallsBackToTheStandardHeightWithAWarning() {
        let chat = ChatViewController()
        chat.brokenRow = true
        let window = showing(chat)
        defer { withExtendedLifetime(window) {} }
        let table = chat.tableView!
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).height, 44)
        XCTAssertEqual(table.rowHeightWarnings.count, 1)
        let warning = table.rowHeightWarnings.first ?? ""
        XCTAssertTrue(warning.hasPrefix("Detected a case where constraints ambiguously suggest a height of zero"), warning)
        XCTAssertTrue(warning.contains("body.bottom == contentView.margins.bottom"), warning)
    }

    /// Changing the data and reloading asks the data source again; rows
    /// are re-measured and the content size follows.
    func testInsertingARowReMeasures() {
        let chat = ChatViewController()
        let window = showing(chat)
        defer { withExtendedLifetime(window) {} }
        let table = chat.tableView!
        chat.messages.append(Message(name: "Ada", body: "Hello"))
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        // The new row starts at 149.867 (150 on the grid) and is 64.733
        // high, like row 0: the content ends at 214.6 (214.667).
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY, 150, accuracy: 1e-9)
        XCTAssertEqual(table.contentSize.height, 214 + 2.0 / 3, accuracy: 1e-9)
    }

    /// A grouped table of the predefined styles: titled header 38.6 (13-pt
    /// text 15.6 + 23) and, being the first, 17.5 more (56.1, on the pixel
    /// grid 56), built-in rows at least 44, sections apart by 18-point
    /// footers and headers (docs/TABLES.md).
    func testGroupedSettingsWithBuiltInStyles() {
        let settings = SettingsViewController()
        let window = showing(settings)
        defer { withExtendedLifetime(window) {} }
        let table = settings.tableView
        XCTAssertEqual(table.rectForHeader(inSection: 0).height, 56, accuracy: 1e-9)
        // value1 with a disclosure indicator: 11 + 20.4 + 11 + ⅓ < 44.
        let name = table.rectForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(name.minY, 56, accuracy: 1e-9)
        XCTAssertEqual(name.height, 44, accuracy: 1e-9)
        // subtitle: 11 + 20.4 + 14.4 (12 pt) + 11 + ⅓ = 57.133.
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 57, accuracy: 1e-9)
        XCTAssertEqual(table.rectForFooter(inSection: 0).height, 18)
        XCTAssertEqual(table.rectForHeader(inSection: 1).height, 18)
        // 56 + 44 + 57.133 + 18 + 18 + 44 + 18 = 255.133: 255 on the grid.
        XCTAssertEqual(table.contentSize.height, 255, accuracy: 1e-9)

        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        // The disclosure indicator takes 26.5 points: 393 - 26.5 = 366.5,
        // whose edge rounds to the pixel grid: 366.667 at 3×.
        XCTAssertEqual(cell.contentView.frame.width, 366 + 2.0 / 3, accuracy: 1e-9)
        // Text at the leading margin (16), centred: (43.667 - 20.4) / 2.
        XCTAssertEqual(cell.textLabel!.frame.minX, 16)
        XCTAssertEqual(cell.textLabel!.frame.midY, (44 - 1.0 / 3) / 2, accuracy: 0.34)
        // Detail at the content view's trailing margin, which the accessory
        // takes over: the cell's 16-point margin lies inside the accessory's
        // 26.5 points, so the content view keeps its own 8 (a view's
        // default; Xcode stores such labels 8 from the edge: docs/TABLES.md).
        // "Ada" is 3 × 8.5 wide.
        XCTAssertEqual(cell.contentView.layoutMargins.right, 8)
        XCTAssertEqual(cell.detailTextLabel!.frame.maxX, 358 + 2.0 / 3, accuracy: 0.34)
        XCTAssertEqual(cell.detailTextLabel!.frame.width, 25.5, accuracy: 0.34)
        let subtitle = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        XCTAssertEqual(subtitle.detailTextLabel!.frame.minY, subtitle.textLabel!.frame.maxY, accuracy: 0.34)
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 0, section: 1))!.detailTextLabel)
    }
}

private func XCTAssertEqual(_ a: CGRect, _ b: CGRect, accuracy: Double, file: StaticString = #filePath, line: UInt = #line) {
    for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
        XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line)
    }
}
