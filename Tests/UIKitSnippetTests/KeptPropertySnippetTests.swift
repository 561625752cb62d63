import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// Properties apps set on common controls, read back with UIKit's defaults,
/// and the few with an effect Trellis models.
final class KeptPropertySnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    /// Apple (`sectionHeaderTopPadding`, iOS 15): "padding above each section
    /// header". A number is laid out; `indexPathForRow(at:)` finds the row
    /// under a point (content coordinates).
    func testHeaderTopPaddingAndRowLookup() {
        let contacts = ContactsTableViewController()
        let window = shown.show(contacts)
        let table = contacts.tableView!
        XCTAssertEqual(table.sectionHeaderTopPadding, 0)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 28)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 28 + 88 + 28)
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 100, y: 28 + 44 + 10)), IndexPath(row: 1, section: 0))
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 100, y: 10)), "on a header, not a row")
        table.sectionHeaderTopPadding = 12
        window.layoutIfNeeded()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 12 + 28)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 12 + 28 + 88 + 12 + 28)
        XCTAssertEqual(table.indexPathsForRows(in: CGRect(x: 0, y: 40, width: 10, height: 50)),
                       [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        XCTAssertEqual(table.separatorInsetReference, .fromAutomaticInsets)
        XCTAssertEqual(table.sectionIndexColor, .systemBlue)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.lineBreakStrategy, .pushOut)
        XCTAssertFalse(table.dragInteractionEnabled, "Apple: false on iPhone")
    }

    func testCollectionViewItemUnderAPoint() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let source = GridDataSource()
        collection.dataSource = source
        XCTAssertEqual(collection.indexPathForItem(at: CGPoint(x: 5, y: 5)), IndexPath(item: 0, section: 0))
        XCTAssertEqual(collection.indexPathForItem(at: CGPoint(x: 5, y: 115)), IndexPath(item: 3, section: 0))
        XCTAssertNil(collection.indexPathForItem(at: CGPoint(x: 5, y: 105)), "between rows")
    }

    func testSegmentedControlFromActions() {
        let bar = FilterBar()
        XCTAssertEqual(bar.segments.numberOfSegments, 2)
        XCTAssertEqual(bar.segments.titleForSegment(at: 1), "Unread")
        bar.segments.selectedSegmentIndex = 1
        bar.segments.sendActions(for: .valueChanged)
        XCTAssertEqual(bar.chosen, ["Unread"], "the chosen segment's action runs")
        XCTAssertEqual(bar.segments.actionForSegment(at: 0)?.title, "All")
        bar.segments.setEnabled(false, forSegmentAt: 0)
        XCTAssertFalse(bar.segments.isEnabledForSegment(at: 0))
        XCTAssertTrue(bar.segments.isEnabledForSegment(at: 1))
    }

    /// UIKit's defaults (each property's documentation), read back as set.
    func testDefaultsAndReadBack() {
        let label = UILabel()
        XCTAssertEqual(label.baselineAdjustment, .alignBaselines)
        XCTAssertFalse(label.isHighlighted)
        XCTAssertFalse(label.allowsDefaultTighteningForTruncation)
        let field = UITextField()
        XCTAssertFalse(field.adjustsFontSizeToFitWidth)
        field.minimumFontSize = 12
        XCTAssertEqual(field.minimumFontSize, 12)
        let button = UIButton(type: .system)
        XCTAssertTrue(button.adjustsImageWhenHighlighted)
        XCTAssertEqual(button.role, .normal)
        let background = UIImage(size: CGSize(width: 4, height: 4))
        button.setBackgroundImage(background, for: .normal)
        XCTAssertTrue(button.backgroundImage(for: .highlighted) === background, "falls back to the normal state's")
        let scroll = UIScrollView()
        XCTAssertTrue(scroll.scrollsToTop)
        XCTAssertTrue(scroll.automaticallyAdjustsScrollIndicatorInsets)
        XCTAssertEqual(scroll.indicatorStyle, .default)
        let toggle = UISwitch()
        XCTAssertEqual(toggle.preferredStyle, .automatic)
        XCTAssertEqual(toggle.style, .sliding, "Apple: the checkbox style is Mac Catalyst's")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(window.windowLevel, .normal)
        window.windowLevel = .alert + 1
        XCTAssertEqual(window.windowLevel.rawValue, 2001)
        window.makeKey()
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertEqual(UIImage().size, .zero)
        let spinner = UIImageView(image: nil, highlightedImage: background)
        XCTAssertTrue(spinner.highlightedImage === background)
        spinner.startAnimating()
        XCTAssertFalse(spinner.isAnimating, "no animation images: nothing animates")
        spinner.animationImages = [background, background]
        spinner.startAnimating()
        XCTAssertTrue(spinner.isAnimating)
        spinner.stopAnimating()
        XCTAssertFalse(spinner.isAnimating)
    }

    /// Apple (`UINavigationItem.standardAppearance`): the item's appearance
    /// is used while it is the top item.
    func testNavigationItemAppearanceAndPlacement() {
        let item = UINavigationItem(title: "Inbox")
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        item.standardAppearance = appearance
        item.scrollEdgeAppearance = appearance
        item.preferredSearchBarPlacement = .stacked
        XCTAssertTrue(item.scrollEdgeAppearance === appearance)
        XCTAssertEqual(item.preferredSearchBarPlacement, .stacked)
        XCTAssertEqual(item.style, .navigator)
    }

    func testTheTopItemsAppearanceColoursTheBar() {
        let inbox = UIViewController()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        inbox.navigationItem.standardAppearance = appearance
        inbox.navigationItem.scrollEdgeAppearance = appearance
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = shown.show(navigation)
        func barColours() -> [UIColor?] { navigation.navigationBar.subviews.map(\.backgroundColor) }
        XCTAssertFalse(barColours().contains(.systemIndigo))
        navigation.pushViewController(inbox, animated: false)
        window.layoutIfNeeded()
        XCTAssertTrue(barColours().contains(.systemIndigo), "the pushed item's appearance is drawn")
    }
}
