import XCTest
@testable import TrellisLayout

/// `UITableView` rules beyond the snippets: a stack view inside a
/// self-sizing cell, value2 and image layouts, fixed heights from a
/// delegate, floating plain headers, inset-grouped rows, the table header
/// view. A 320 × 480 window at 2× (separators half a point), no safe area;
/// text by the fixed-advance measurer (half the point size a character, 1.2
/// × the point size a line). Heights by hand in the comments.
final class TableViewTests: XCTestCase {
    /// A data source and delegate of closures, so each test states its rows.
    final class Source: UITableViewDataSource, UITableViewDelegate {
        var rows: [Int]
        var make: (IndexPath) -> UITableViewCell
        var height: ((IndexPath) -> CGFloat)?
        var titles: [String?] = []

        init(rows: [Int], make: @escaping (IndexPath) -> UITableViewCell) {
            self.rows = rows
            self.make = make
        }

        func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { make(indexPath) }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            titles.indices.contains(section) ? titles[section] : nil
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            height?(indexPath) ?? tableView.rowHeight
        }
    }

    /// The window the last table was put in, kept alive for the test (a
    /// view holds its superview weakly, as in UIKit).
    var window: UIWindow?

    func table(_ source: Source, style: UITableView.Style = .plain) -> UITableView {
        let window = UIWindow(width: 320, height: 480, scale: 2)
        self.window = window
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
        table.dataSource = source
        table.delegate = source
        window.rootView.addSubview(table)
        window.layoutIfNeeded()
        return table
    }

    /// A vertical stack of two labels pinned to the content view's margins:
    /// the stack's height is its labels' (12 + 4 + 24: the second wraps at
    /// 288 / 5 = 57 characters), so the row is 11 + 40 + 11 + 0.5 = 62.5.
    func testStackViewInASelfSizingCell() {
        let source = Source(rows: [1]) { _ in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let title = UILabel(text: "Title")
            title.font = .systemFont(ofSize: 10)
            let body = UILabel(text: String(repeating: "word ", count: 14).trimmingCharacters(in: .whitespaces))
            body.font = .systemFont(ofSize: 10)
            body.numberOfLines = 0
            let stack = UIStackView(arrangedSubviews: [title, body])
            stack.axis = .vertical
            stack.spacing = 4
            stack.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(stack)
            let m = cell.contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: m.topAnchor),
                stack.bottomAnchor.constraint(equalTo: m.bottomAnchor),
                stack.leadingAnchor.constraint(equalTo: m.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: m.trailingAnchor),
            ])
            return cell
        }
        let t = table(source)
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 0, section: 0)).height, 62.5)
        XCTAssertFalse(t.cellForRow(at: IndexPath(row: 0, section: 0))!.contentView.subviews[0].hasAmbiguousLayout)
    }

    /// value2: the text right-aligned in a 91-point column at the leading
    /// margin (16), the detail 6 after it (113); an image in a default cell
    /// at the leading margin with the text 16 after it, centred; the image
    /// holds the row open at the content view's edges, not its margins (as
    /// Xcode's canvas stores a 51.5-point image's default row 51.5 high:
    /// docs/INTERFACE-BUILDER.md, "Default rows"), so a 40-point image
    /// leaves the standard 44 ((43.5 − 40) / 2 = 1.75, 2 on the grid) and a
    /// 60-point one makes 60.5; the separator starts under the text
    /// (16 + 40 + 16 = 72).
    func testValue2AndImageLayouts() {
        let source = Source(rows: [3]) { path in
            if path.row == 0 {
                let cell = UITableViewCell(style: .value2, reuseIdentifier: nil)
                cell.textLabel?.text = "Key"
                cell.detailTextLabel?.text = "Value"
                return cell
            }
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Photo"
            let side = path.row == 1 ? 40.0 : 60.0
            cell.imageView?.image = UIImage(size: CGSize(width: side, height: side))
            return cell
        }
        let t = table(source)
        let value2 = t.cellForRow(at: IndexPath(row: 0, section: 0))!
        XCTAssertEqual(value2.textLabel!.frame.minX, 16)
        XCTAssertEqual(value2.textLabel!.frame.width, 91)
        XCTAssertEqual(value2.textLabel!.textAlignment, NSTextAlignment.right)
        XCTAssertEqual(value2.detailTextLabel!.frame.minX, 113)
        let photo = t.cellForRow(at: IndexPath(row: 1, section: 0))!
        XCTAssertEqual(photo.imageView!.frame, CGRect(x: 16, y: 2, width: 40, height: 40))
        XCTAssertEqual(photo.textLabel!.frame.minX, 72)
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 1, section: 0)).height, 44)
        XCTAssertEqual(t.separatorRects[1].minX, 72)
        XCTAssertEqual(t.separatorRects[1].height, 0.5)
        let large = t.cellForRow(at: IndexPath(row: 2, section: 0))!
        XCTAssertEqual(large.imageView!.frame, CGRect(x: 16, y: 0, width: 60, height: 60))
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 2, section: 0)).height, 60.5)
    }

    /// A delegate's fixed heights win over self-sizing; the content view is
    /// the row less the separator whatever its content asks.
    func testDelegateHeightsAndTheTableHeaderView() {
        let source = Source(rows: [3]) { _ in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row"
            return cell
        }
        source.height = { CGFloat(30 + 10 * $0.row) }
        let window = UIWindow(width: 320, height: 480, scale: 2)
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        t.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        t.dataSource = source
        t.delegate = source
        window.rootView.addSubview(t)
        window.layoutIfNeeded()
        // The header view is the table's width at the top; rows 30, 40, 50 after it.
        XCTAssertEqual(t.tableHeaderView?.frame, CGRect(x: 0, y: 0, width: 320, height: 100))
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 100, width: 320, height: 30))
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 2, section: 0)), CGRect(x: 0, y: 170, width: 320, height: 50))
        XCTAssertEqual(t.cellForRow(at: IndexPath(row: 0, section: 0))!.contentView.frame.height, 29.5)
        XCTAssertEqual(t.contentSize.height, 220)
    }

    /// Plain headers float: scrolled 100 into a section whose rows run to
    /// 28.5 + 10 × 44, its header sits at the top of the visible area
    /// (content y 100) instead of at 0; grouped headers scroll with the rows.
    func testPlainHeadersFloat() {
        let source = Source(rows: [10, 10]) { _ in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row"
            return cell
        }
        source.titles = ["First", "Second"]
        let t = table(source)
        t.contentOffset = CGPoint(x: 0, y: 100)
        t.layoutIfNeeded()
        // 17-pt semibold title: 20.4 + 8 = 28.4, on the half point 28.5.
        XCTAssertEqual(t.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 320, height: 28.5))
        XCTAssertEqual(t.headerView(forSection: 0)!.frame.minY, 100)
        XCTAssertEqual(t.headerView(forSection: 1)!.frame.minY, t.rectForHeader(inSection: 1).minY)
        XCTAssertEqual(t.indexPathsForVisibleRows?.first, IndexPath(row: 1, section: 0))
    }

    /// Inset-grouped rows are inset by the cell margin (16 each side).
    func testInsetGroupedRows() {
        let source = Source(rows: [1]) { _ in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row"
            return cell
        }
        let t = table(source, style: .insetGrouped)
        // 18 above (no title), then the row: 16…304.
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 16, y: 18, width: 288, height: 44))
        XCTAssertEqual(t.contentSize.height, 18 + 44 + 18)
    }

    /// A registered subclass is made through its `init(style:reuseIdentifier:)`
    /// override; an unregistered identifier is recorded, not a crash.
    func testRegisteringAndDequeuing() {
        final class Badge: UITableViewCell {
            var madeByOverride = false
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                madeByOverride = true
            }
            required init?(coder: NSCoder) { return nil }
        }
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        t.register(Badge.self, forCellReuseIdentifier: "badge")
        let cell = t.dequeueReusableCell(withIdentifier: "badge", for: IndexPath(row: 0, section: 0))
        XCTAssertTrue((cell as? Badge)?.madeByOverride == true)
        XCTAssertEqual(cell.reuseIdentifier, "badge")
        XCTAssertNil(t.dequeueReusableCell(withIdentifier: "nothing"))
        LayoutIssues.drain()
        _ = t.dequeueReusableCell(withIdentifier: "nothing", for: IndexPath(row: 0, section: 0))
        XCTAssertTrue(LayoutIssues.drain().contains { "\($0)".contains("unable to dequeue a cell with identifier nothing") })
    }

    /// Metrics read from Xcode-stored frames (docs/TABLES.md): a
    /// default-style label spans its content view's height (16, 0, 343,
    /// 43.5 in a 375-wide row); beside an accessory the content keeps a
    /// view's 8-point margin; a grouped table's first titled header is
    /// 17.5 taller than the others (55.5 where later ones are 38).
    func testDefaultLabelSpansTheRowAndGroupedFirstHeader() {
        let source = Source(rows: [1, 1]) { path in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row"
            if path.section == 1 { cell.accessoryType = .checkmark }
            return cell
        }
        source.titles = ["First", "Second"]
        let t = table(source, style: .grouped)
        let first = t.cellForRow(at: IndexPath(row: 0, section: 0))!
        XCTAssertEqual(first.textLabel!.frame, CGRect(x: 16, y: 0, width: 288, height: 43.5))
        // Checkmark: the content view is 320 - 30 = 290; the label ends 8 before it.
        let checked = t.cellForRow(at: IndexPath(row: 0, section: 1))!
        XCTAssertEqual(checked.contentView.frame.width, 290)
        XCTAssertEqual(checked.textLabel!.frame.maxX, 282)
        let h0 = t.rectForHeader(inSection: 0).height, h1 = t.rectForHeader(inSection: 1).height
        XCTAssertEqual(h0 - h1, 17.5, accuracy: 0.5)
    }

    /// Phones 414 points wide and wider (portrait) have 20-point minimum
    /// margins, as every Xcode file designed on one stores (cells' text at
    /// 20, inset-grouped rows 20 in); 320- to 393-wide phones keep 16.
    func testLargePhonesHaveTwentyPointMargins() {
        let source = Source(rows: [1]) { _ in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        let window = UIWindow(width: 414, height: 896, scale: 2)
        self.window = window
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 414, height: 896), style: .insetGrouped)
        t.dataSource = source
        t.delegate = source
        window.rootView.addSubview(t)
        window.layoutIfNeeded()
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 0, section: 0)).minX, 20)
        let cell = t.cellForRow(at: IndexPath(row: 0, section: 0))!
        XCTAssertEqual(cell.textLabel!.frame.minX, 20)
        // The indicator sits in the 20-point margin: 26.5 + 4.
        XCTAssertEqual(cell.contentView.frame.width, 374 - 30.5)
        let small = UIWindow(width: 393, height: 852, scale: 3)
        let v = UIView()
        small.rootView.addSubview(v)
        XCTAssertEqual(small.rootView.hostContext?.systemMinimumLayoutMargins.leading, 16)
        XCTAssertEqual(window.rootView.hostContext?.systemMinimumLayoutMargins.leading, 20)
    }

    /// `cellMetrics.builtInViewInset`: iOS 10 placed the built-in labels 15
    /// points in from the content view's edges (its separator inset), not
    /// at the layout margins; Xcode 8's canvas stores a default-style label
    /// at 15, 345 wide in a 375-point row, and a value1 detail ending 15
    /// before the edge.
    func testBuiltInViewInsetPlacesTheLabelsAtAFixedInset() {
        let source = Source(rows: [2]) { path in
            let cell = UITableViewCell(style: path.row == 0 ? .default : .value1, reuseIdentifier: nil)
            cell.textLabel?.text = "Row"
            cell.detailTextLabel?.text = "Detail"
            return cell
        }
        let window = UIWindow(width: 375, height: 667, scale: 2)
        self.window = window
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        t.cellMetrics.builtInViewInset = 15
        t.dataSource = source
        t.delegate = source
        window.rootView.addSubview(t)
        window.layoutIfNeeded()
        let first = t.cellForRow(at: IndexPath(row: 0, section: 0))!
        XCTAssertEqual(first.textLabel!.frame, CGRect(x: 15, y: 0, width: 345, height: 43.5))
        let second = t.cellForRow(at: IndexPath(row: 1, section: 0))!
        XCTAssertEqual(second.textLabel!.frame.minX, 15)
        XCTAssertEqual(second.detailTextLabel!.frame.maxX, 360)
        // Back to the margins (16) when the metric is cleared.
        t.cellMetrics.builtInViewInset = nil
        window.layoutIfNeeded()
        XCTAssertEqual(t.cellForRow(at: IndexPath(row: 0, section: 0))!.textLabel!.frame, CGRect(x: 16, y: 0, width: 343, height: 43.5))
    }

    /// `cellMetrics.groupedContentInset`: iOS 6's grouped rows (Xcode 4's
    /// canvas) inset the content view 10 at the sides and a point above
    /// each row's bottom; a section's first row is a point taller above its
    /// content view, its last a point taller below when separators show
    /// (docs/INTERFACE-BUILDER.md, "iOS 6's grouped rows").
    func testGroupedContentInsetGivesIOS6GroupedRows() {
        let source = Source(rows: [3]) { _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
        let t = table(source, style: .grouped)
        t.rowHeight = 44
        t.cellMetrics.groupedContentInset = 10
        window?.layoutIfNeeded()
        let cells = (0..<3).map { t.cellForRow(at: IndexPath(row: $0, section: 0))! }
        XCTAssertEqual(cells.map(\.frame.height), [45, 44, 45])
        XCTAssertEqual(cells[1].frame.minY - cells[0].frame.minY, 45)
        XCTAssertEqual(cells[0].contentView.frame, CGRect(x: 10, y: 1, width: 300, height: 43))
        XCTAssertEqual(cells[1].contentView.frame, CGRect(x: 10, y: 0, width: 300, height: 43))
        XCTAssertEqual(cells[2].contentView.frame, CGRect(x: 10, y: 0, width: 300, height: 43))
        // No metric: iOS 7 on's full-width rows.
        t.cellMetrics.groupedContentInset = nil
        window?.layoutIfNeeded()
        XCTAssertEqual(t.cellForRow(at: IndexPath(row: 0, section: 0))!.frame.height, 44)
        XCTAssertEqual(t.cellForRow(at: IndexPath(row: 0, section: 0))!.contentView.frame, CGRect(x: 0, y: 0, width: 320, height: 43.5))
    }

    /// Without separators a section's last row keeps its height; its
    /// content view still stops a point above its bottom.
    func testGroupedContentInsetWithoutSeparators() {
        let source = Source(rows: [2]) { _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
        let window = UIWindow(width: 320, height: 480, scale: 2)
        self.window = window
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
        t.rowHeight = 44
        t.separatorStyle = .none
        t.cellMetrics.groupedContentInset = 10
        t.dataSource = source
        t.delegate = source
        window.rootView.addSubview(t)
        window.layoutIfNeeded()
        let cells = (0..<2).map { t.cellForRow(at: IndexPath(row: $0, section: 0))! }
        XCTAssertEqual(cells.map(\.frame.height), [45, 44])
        XCTAssertEqual(cells[0].contentView.frame, CGRect(x: 10, y: 1, width: 300, height: 43))
        XCTAssertEqual(cells[1].contentView.frame, CGRect(x: 10, y: 0, width: 300, height: 43))
    }

    /// `cellMetrics.builtInRowHeight`: the least height of a self-sizing
    /// row of built-in views when it isn't the standard height (Xcode 13 to
    /// 15 store such rows at 43.5 and a collapsed custom row at 44.5, at 2×).
    func testBuiltInRowHeightIsTheLeastHeightOfBuiltInRows() {
        let source = Source(rows: [2]) { path in
            if path.row == 0 {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Row"
                return cell
            }
            return UITableViewCell(style: .default, reuseIdentifier: nil)   // no text: a collapsed content view
        }
        let window = UIWindow(width: 375, height: 667, scale: 2)
        self.window = window
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        t.cellMetrics.standardRowHeight = 44.5
        t.cellMetrics.builtInRowHeight = 43.5
        t.dataSource = source
        t.delegate = source
        window.rootView.addSubview(t)
        window.layoutIfNeeded()
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 0, section: 0)).height, 43.5)
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 1, section: 0)).height, 44.5)
    }

    /// `cellMetrics.collapsedRowHeight`: a collapsed row whose content view
    /// holds a view of its own (a label centred, no chain) takes it; an
    /// empty content view keeps the standard height (Xcode 13 to 15 store
    /// them 43.5 and 44.5 at 2×: ish's, BookPlayer's and DuckDuckGo's rows).
    func testCollapsedRowHeightForContentWithViews() {
        let source = Source(rows: [2]) { path in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            if path.row == 0 {
                let label = UILabel()
                label.text = "Centred"
                label.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(label)
                label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor).isActive = true
                label.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor).isActive = true
            }
            return cell
        }
        let window = UIWindow(width: 375, height: 667, scale: 2)
        self.window = window
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        t.cellMetrics.standardRowHeight = 44.5
        t.cellMetrics.collapsedRowHeight = 43.5
        t.dataSource = source
        t.delegate = source
        window.rootView.addSubview(t)
        window.layoutIfNeeded()
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 0, section: 0)).height, 43.5)
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 1, section: 0)).height, 44.5)
        XCTAssertEqual(t.rowHeightWarnings.count, 2, "both still collapse, and UIKit's warning says so")
    }

    /// On a 414-point phone a full-width table's cells get 20-point margins
    /// and a table narrower than 374 points keeps 16 (KeePassium's 300-wide
    /// alert table and a 252-wide table in a collection cell store their
    /// cells' text at 16, Esri's 375-wide settings table its cells' labels
    /// at 20; rule read off Xcode's stored frames).
    func testNarrowTableOnALargePhoneKeepsCompactCellMargins() {
        let window = UIWindow(width: 414, height: 896, scale: 2)
        self.window = window
        var tables: [UITableView] = []
        var sources: [Source] = []
        for (x, width) in [(0.0, 414.0), (57.0, 300.0), (39.0, 375.0)] {
            let source = Source(rows: [1]) { _ in
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Row"
                return cell
            }
            let t = UITableView(frame: CGRect(x: x, y: 0, width: width, height: 400), style: .plain)
            t.dataSource = source
            t.delegate = source
            window.rootView.addSubview(t)
            tables.append(t)
            sources.append(source)
        }
        window.layoutIfNeeded()
        XCTAssertEqual(tables[0].cellForRow(at: IndexPath(row: 0, section: 0))!.textLabel!.frame.minX, 20)
        XCTAssertEqual(tables[1].cellForRow(at: IndexPath(row: 0, section: 0))!.textLabel!.frame.minX, 16)
        XCTAssertEqual(tables[2].cellForRow(at: IndexPath(row: 0, section: 0))!.textLabel!.frame.minX, 20)
        _ = sources
    }
}
