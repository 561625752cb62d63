import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// Cells with content and background configurations
/// (CellConfigurationSnippets.swift). The list presets lay out as the
/// table's built-in styles (docs/LAYOUT.md, "Cell configurations"): 11
/// above and below inside the row's margins, the image at the leading
/// margin and the text 16 after it, at least the standard 44-point row.
/// Text: the fixed-advance measurer (half the point size a character, 1.2
/// × the size a line). iPhone 15: 393 wide, 3×.
final class CellConfigurationSnippetTests: XCTestCase {
    private let windows = ShownWindows()
    override func tearDown() {
        XCTAssertEqual(windows.unexpectedLog(), [])
        super.tearDown()
    }

    /// Apple, `UITableViewCell.contentConfiguration`: "Setting a content
    /// configuration replaces the existing contentView of the cell with a
    /// new content view instance from the configuration".
    func testListConfigurationReplacesTheContentView() {
        let cell = InboxCell(style: .default, reuseIdentifier: InboxCell.reuseID)
        XCTAssertTrue(cell.contentView is UIListContentView)
        XCTAssertTrue(cell.contentView.superview === cell)
        // The badge went with the old content view.
        XCTAssertNil(cell.badge.superview?.superview)
        // Its style was .subtitle: the default configuration is the subtitle cell's.
        let content = cell.contentConfiguration as? UIListContentConfiguration
        XCTAssertEqual(content?.text, "Title")
        XCTAssertEqual(content?.secondaryTextProperties.font.pointSize, 15)
        XCTAssertEqual(content?.imageProperties.tintColor, .systemYellow)
        // Setting nil gives an empty content view back (Apple: "replaces the
        // current content view with a new, empty content view").
        cell.contentConfiguration = nil
        XCTAssertFalse(cell.contentView is UIListContentView)
        XCTAssertEqual(cell.contentView.subviews.count, 0)
    }

    func testSettingsTable() {
        let vc = SettingsListViewController()
        _ = windows.show(vc)
        let table = vc.tableView!
        // Value rows: one body line, 11 + 20.4 + 11 = 42.4, held at 44.
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 44, accuracy: 1e-9)
        let wifi = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let list = wifi.contentView
        XCTAssertTrue(list is UIListContentView)
        let labels = list.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
        XCTAssertEqual(labels.map(\.text), ["Wi-Fi", "Home"])
        // The text at the row's leading margin, centred; the value ("Home",
        // 34 wide) ends at the trailing margin.
        let margin = wifi.directionalLayoutMargins.leading
        XCTAssertEqual(labels[0].frame.minX, margin, accuracy: 0.34)
        XCTAssertEqual(labels[0].frame.midY, list.bounds.midY, accuracy: 0.34)
        XCTAssertEqual(labels[1].frame.maxX, list.bounds.width - margin, accuracy: 0.34)
        XCTAssertEqual(labels[1].frame.width, 34, accuracy: 0.34)
        XCTAssertEqual(labels[1].textColor, .secondaryLabel)

        // The inbox row: subtitle with a star: 11 + 20.4 + 18 + 11 = 60.4,
        // plus the separator's ⅓: 60.733 (on the 3× grid 60.667).
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).height, 60 + 2.0 / 3, accuracy: 0.34)
        let inbox = table.cellForRow(at: IndexPath(row: 2, section: 0)) as! InboxCell
        let views = inbox.contentView.subviews
        let star = views.compactMap { $0 as? UIImageView }.first!
        XCTAssertEqual(star.frame.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(star.frame.minX, margin, accuracy: 0.34)
        let texts = views.compactMap { $0 as? UILabel }
        XCTAssertEqual(texts[0].frame.minX, margin + 20 + 16, accuracy: 0.34)
        XCTAssertEqual(texts[0].frame.minY, 11, accuracy: 0.34)
        XCTAssertEqual(texts[1].frame.minY, 11 + 20.4, accuracy: 0.34)
        // The disclosure indicator narrows the content view.
        XCTAssertLessThan(inbox.contentView.frame.width, inbox.frame.width - 26)

        // Apple: `updateConfiguration(using:)` runs before the cell is shown
        // and again when its state changes.
        XCTAssertEqual(inbox.updates, [false])
        inbox.isSelected = true
        XCTAssertEqual(inbox.updates, [false, true])
        XCTAssertEqual(inbox.backgroundConfiguration?.backgroundColor, .secondarySystemGroupedBackground)
    }

    /// A grouped table's header view: `defaultContentConfiguration()` is the
    /// grouped header's, 13-point secondary text with 16 above and 7 below
    /// (38.5 for one line of SF; 15.6 here): 38.6.
    func testGroupedHeaderConfiguration() {
        let vc = SettingsListViewController()
        _ = windows.show(vc)
        let header = vc.tableView.headerView(forSection: 0)!
        let content = header.contentConfiguration as? UIListContentConfiguration
        XCTAssertEqual(content?.textProperties.font.pointSize, 13)
        XCTAssertEqual(content?.textProperties.color, .secondaryLabel)
        XCTAssertTrue(header.contentView is UIListContentView)
        XCTAssertEqual(header.frame.height, 38.6, accuracy: 0.34)
    }

    /// Apple, `UIContentView`/`supports(_:)`: a configuration of the same
    /// kind is applied to the existing content view; `updated(for:)` gets
    /// the cell's state when it changes.
    func testCustomContentConfiguration() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        cell.contentConfiguration = ChipConfiguration(name: "Swift")
        let chip = cell.contentView as! ChipContentView
        XCTAssertEqual(chip.label.text, "Swift")
        cell.contentConfiguration = ChipConfiguration(name: "Kotlin", color: .systemOrange)
        XCTAssertTrue(cell.contentView === chip)
        XCTAssertEqual(chip.label.text, "Kotlin")
        XCTAssertEqual(chip.backgroundColor, .systemOrange)
        cell.isSelected = true
        XCTAssertEqual(chip.label.font, .boldSystemFont(ofSize: 15))
        // "Kotlin" 6 × 7.5 = 45 + 24 wide, 18 + 12 tall.
        let size = chip.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        XCTAssertEqual(size.width, 69, accuracy: 0.34)
        XCTAssertEqual(size.height, 30, accuracy: 0.34)
        cell.automaticallyUpdatesContentConfiguration = false
        cell.isSelected = false
        XCTAssertEqual(chip.label.font, .boldSystemFont(ofSize: 15))
    }

    /// A list section of subtitle cells; the image centred in a reserved
    /// 30-point column (Apple, `reservedLayoutSize`), the text 16 after the
    /// column: 16 + 30 + 16 = 62. Rows: 11 + 20.4 + 18 + 11 = 60.4.
    func testCollectionListCells() {
        let vc = ContactsListViewController()
        _ = windows.show(vc)
        let cell = vc.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as! UICollectionViewListCell
        XCTAssertEqual(cell.frame.height, 60.4, accuracy: 0.34)
        let views = cell.contentView.subviews
        let image = views.compactMap { $0 as? UIImageView }.first!
        XCTAssertEqual(image.frame.midX, 16 + 15, accuracy: 0.34)
        let labels = views.compactMap { $0 as? UILabel }
        XCTAssertEqual(labels[0].text, "Grace")
        XCTAssertEqual(labels[0].frame.minX, 62, accuracy: 0.34)
        XCTAssertEqual(labels[1].frame.minY, 11 + 20.4, accuracy: 0.34)
        XCTAssertEqual(cell.backgroundConfiguration?.cornerRadius, 8)
        XCTAssertEqual(cell.backgroundConfiguration?.backgroundColor, .systemBackground)
    }

    /// A list content view on its own sizes to its content: the 120-point
    /// image scaled into `maximumSize` (40), the texts 16 after it, the
    /// taller of image (40) and texts (20.4 + 18) between 8-point margins.
    /// `transform` changes the text shown (Apple, `TextProperties.transform`).
    func testStandaloneListContentView() {
        let row = makeAccountRow()
        let size = row.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                               verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(size.height, 8 + 40 + 8, accuracy: 0.34)
        row.frame = CGRect(origin: .zero, size: CGSize(width: 300, height: size.height))
        row.layoutIfNeeded()
        let image = row.subviews.compactMap { $0 as? UIImageView }.first!
        XCTAssertEqual(image.frame, CGRect(x: 12, y: 8, width: 40, height: 40))
        XCTAssertEqual(image.layer.cornerRadius, 20)
        let title = row.subviews.compactMap { $0 as? UILabel }.first!
        XCTAssertEqual(title.text, "SIGNED IN")
        XCTAssertEqual(title.frame.minX, 12 + 40 + 16, accuracy: 0.34)
        // The pair (38.4) centred on the image: 8 + (40 - 38.4) / 2.
        XCTAssertEqual(title.frame.minY, 8.8, accuracy: 0.34)
    }

    func testSidebarAccessoriesAreRecorded() {
        let accessories = sidebarAccessories()
        XCTAssertEqual(accessories.map(\.name), ["outlineDisclosure", "label", "reorder"])
        XCTAssertEqual(accessories[0].options.style, .header)
        XCTAssertEqual(accessories[1].text, "12")
        XCTAssertEqual(accessories[2].displayed, .whenEditing)
    }
}
