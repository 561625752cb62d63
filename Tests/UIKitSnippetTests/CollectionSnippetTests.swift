import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// Collection views written for UIKit (PhotoGridScreen.swift), laid out to
/// the frames iOS gives, computed by hand. The main screen is an iPhone 15
/// (393 × 852 at 3×); text is measured by the fixed-advance measurer: a
/// character is half the point size wide, a line 1.2 × the point size tall.
final class CollectionSnippetTests: XCTestCase {
    func showing(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// Apple, *UICollectionViewDataSource* and *UICollectionViewDelegateFlowLayout*:
    /// the collection view asks for sections, items, cells and headers; the
    /// flow layout ("Using the Flow Layout", *Collection View Programming
    /// Guide for iOS*) fills each line, starts each section after the last
    /// (header, inset, lines, inset), and takes a delegate's per-item size.
    func testFlowLayoutGridWithSectionsFromADataSource() {
        let grid = PhotoGridViewController()
        let window = showing(grid)
        defer { withExtendedLifetime(window) {} }
        let cv = grid.collectionView!
        XCTAssertEqual(cv.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(cv.numberOfSections, 2)
        XCTAssertEqual(cv.numberOfItems(inSection: 0), 5)
        XCTAssertEqual(cv.numberOfItems(inSection: 1), 2)

        // Section 0: header 0...40, top inset 8. Lines are 393 - 2 × 16 =
        // 361 wide: three 100-point items (320 with spacing) fit, a fourth
        // wouldn't, so the line is full and justified: (361 - 300) / 2 =
        // 30.5 between, x 16, 146.5, 277. The last line (D, E) has room for
        // another item: packed at the minimum spacing, x 16, 126.
        func frame(_ item: Int, _ section: Int) -> CGRect? {
            cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
        XCTAssertEqual(frame(0, 0), CGRect(x: 16, y: 48, width: 100, height: 100))
        XCTAssertEqual(frame(1, 0), CGRect(x: 146.5, y: 48, width: 100, height: 100))
        XCTAssertEqual(frame(2, 0), CGRect(x: 277, y: 48, width: 100, height: 100))
        XCTAssertEqual(frame(3, 0), CGRect(x: 16, y: 158, width: 100, height: 100))
        XCTAssertEqual(frame(4, 0), CGRect(x: 126, y: 158, width: 100, height: 100))
        // Section 1 starts at 258 + 8 = 266: its header, then 8 more. The
        // delegate's 150 × 60 items: two fill the line (another wouldn't
        // fit), justified: 16 and 377 - 150 = 227.
        XCTAssertEqual(cv.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 0, y: 266, width: 393, height: 40))
        XCTAssertEqual(frame(0, 1), CGRect(x: 16, y: 314, width: 150, height: 60))
        XCTAssertEqual(frame(1, 1), CGRect(x: 227, y: 314, width: 150, height: 60))
        XCTAssertEqual(cv.contentSize, CGSize(width: 393, height: 382))
        XCTAssertEqual(cv.collectionViewLayout.collectionViewContentSize, CGSize(width: 393, height: 382))

        // The cells are the registered class, configured, placed at those
        // frames; their content view fills them and holds their subviews.
        let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as! PhotoCell
        XCTAssertEqual(cell.titleLabel.text, "B")
        XCTAssertEqual(cell.reuseIdentifier, PhotoCell.reuseIdentifier)
        // The layout's 146.5 is drawn on the 3× pixel grid: 146.667.
        XCTAssertEqual(Double(cell.frame.minX), 146 + 2.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(cell.frame.size, CGSize(width: 100, height: 100))
        XCTAssertTrue(cell.titleLabel.superview === cell.contentView)
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(cell.backgroundView?.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
        // "B" at 17 points: 8.5 × 20.4, centred: (45.75, 39.8), on the 3×
        // grid within a third of a point.
        XCTAssertEqual(Double(cell.titleLabel.frame.midX), 50, accuracy: 0.34)
        XCTAssertEqual(Double(cell.titleLabel.frame.midY), 50, accuracy: 0.34)
        XCTAssertEqual(cv.indexPath(for: cell), IndexPath(item: 1, section: 0))

        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                          at: IndexPath(item: 0, section: 1)) as! SectionHeaderView
        XCTAssertEqual(header.titleLabel.text, "Favourites")
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 266, width: 393, height: 40))
        XCTAssertEqual(header.titleLabel.frame.minX, 16)
        // Everything fits in the 852-point bounds: every item is visible.
        XCTAssertEqual(cv.indexPathsForVisibleItems.count, 7)
    }

    /// Apple, `reloadData()`: "Call this method to reload all of the items
    /// in the collection view", asking the data source again.
    func testReloadDataAsksTheDataSourceAgain() {
        let grid = PhotoGridViewController()
        let window = showing(grid)
        defer { withExtendedLifetime(window) {} }
        let cv = grid.collectionView!
        grid.sections[0].items.append(contentsOf: ["H", "I"])
        grid.sections.remove(at: 1)
        cv.reloadData()
        window.layoutIfNeeded()
        XCTAssertEqual(cv.numberOfSections, 1)
        XCTAssertEqual(cv.numberOfItems(inSection: 0), 7)
        // Three lines: 48, 158, 268 (G, H... the last holds one item, packed at 16).
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame,
                       CGRect(x: 16, y: 268, width: 100, height: 100))
        XCTAssertEqual(cv.contentSize.height, 376)
        XCTAssertEqual((cv.cellForItem(at: IndexPath(item: 6, section: 0)) as? PhotoCell)?.titleLabel.text, "I")
        XCTAssertNil(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                          at: IndexPath(item: 0, section: 1)))
    }

    /// Apple, `indexPathsForVisibleItems`: "the visible items". Items
    /// whose frames meet the visible bounds; scrolling changes them.
    func testVisibleItemsFollowTheContentOffset() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 300), collectionViewLayout: layout)
        let source = LetterSource(count: 30)
        cv.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        cv.dataSource = source
        cv.layoutIfNeeded()
        // Ten lines of three, 110 apart from 8: 8 + 10 × 110 - 10 + 8 = 1106.
        XCTAssertEqual(cv.contentSize, CGSize(width: 393, height: 1106))
        // Lines at 8, 118 and 228 meet 0...300.
        XCTAssertEqual(cv.indexPathsForVisibleItems, (0..<9).map { IndexPath(item: $0, section: 0) })
        cv.contentOffset = CGPoint(x: 0, y: 500)
        cv.layoutIfNeeded()
        // 500...800: lines at 448 (ends 548), 558, 668, 778.
        XCTAssertEqual(cv.indexPathsForVisibleItems.first, IndexPath(item: 12, section: 0))
        XCTAssertEqual(cv.indexPathsForVisibleItems.last, IndexPath(item: 23, section: 0))
        XCTAssertEqual(cv.visibleCells.count, 12)
        withExtendedLifetime(source) {}
    }

    /// Apple, `selectItem(at:animated:scrollPosition:)`: "This method does
    /// not cause any selection-related delegate methods to be called"; the
    /// cell's `isSelected` shows it (and its `selectedBackgroundView`).
    func testSelectingAnItemMarksItsCell() {
        let grid = PhotoGridViewController()
        let window = showing(grid)
        defer { withExtendedLifetime(window) {} }
        let cv = grid.collectionView!
        let path = IndexPath(item: 2, section: 0)
        cv.selectItem(at: path, animated: false, scrollPosition: [])
        let cell = cv.cellForItem(at: path) as! PhotoCell
        XCTAssertTrue(cell.isSelected)
        XCTAssertEqual(cell.selectedBackgroundView?.isHidden, false)
        XCTAssertEqual(cv.indexPathsForSelectedItems, [path])
        XCTAssertTrue(grid.selected.isEmpty)
        cv.deselectItem(at: path, animated: false)
        XCTAssertFalse(cell.isSelected)
        XCTAssertEqual(cell.selectedBackgroundView?.isHidden, true)
    }
}

extension CollectionSnippetTests {
    /// Apple, `UICollectionViewController`: "the collection view
    /// controller's view is the collection view", and it is the collection
    /// view's data source and delegate; a subclass's overrides and its
    /// flow-layout delegate conformance are what the collection view asks.
    func testCollectionViewControllerSubclass() {
        let albums = AlbumGridViewController()
        let window = showing(albums)
        defer { withExtendedLifetime(window) {} }
        let cv = albums.collectionView!
        XCTAssertTrue(albums.view === cv)
        XCTAssertTrue(albums.collectionViewLayout is UICollectionViewFlowLayout)
        XCTAssertEqual(cv.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        // Two columns of (393 - 30) / 2 = 181.5, 10 apart inside 10-point
        // insets: x 10 and 201.5; rows 191.5 apart; the fifth item alone
        // on an open last line, at the leading inset.
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 201.5, y: 10, width: 181.5, height: 181.5))
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame,
                       CGRect(x: 10, y: 393, width: 181.5, height: 181.5))
        // 584.5, reported back on the 3× pixel grid (as a table's).
        XCTAssertEqual(Double(cv.contentSize.height), 393 + 181.5 + 10, accuracy: 0.34)
        XCTAssertEqual((cv.cellForItem(at: IndexPath(item: 3, section: 0)) as? PhotoCell)?.titleLabel.text, "Rumours")
    }
}

extension CollectionSnippetTests {
    /// Apple, `UIScrollView.ContentInsetAdjustmentBehavior.automatic`:
    /// "Content is always adjusted vertically when the scroll view is the
    /// content view of a view controller that is currently displayed by a
    /// navigation or tab bar controller"; otherwise as `.scrollableAxes`,
    /// which adjusts only an axis that scrolls. The album grid's content
    /// (584.5 high) is shorter than the screen: alone it isn't adjusted, in
    /// a navigation controller it starts below the bar (97.667 on this
    /// phone, the bar's end) and rests at that negative offset.
    func testShortContentIsAdjustedUnderANavigationBar() {
        let alone = AlbumGridViewController()
        let w1 = showing(alone)
        defer { withExtendedLifetime(w1) {} }
        XCTAssertEqual(alone.collectionView.adjustedContentInset.top, 0)
        XCTAssertEqual(alone.collectionView.contentOffset.y, 0)

        let albums = AlbumGridViewController()
        let w2 = showing(UINavigationController(rootViewController: albums))
        defer { withExtendedLifetime(w2) {} }
        let cv = albums.collectionView!
        XCTAssertEqual(Double(cv.adjustedContentInset.top), 293.0 / 3, accuracy: 0.001)
        XCTAssertEqual(cv.adjustedContentInset.bottom, 34)
        XCTAssertEqual(Double(cv.contentOffset.y), -293.0 / 3, accuracy: 0.001)
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        XCTAssertEqual(Double(first.convert(first.bounds, to: nil).minY), 293.0 / 3 + 10, accuracy: 0.001)
    }
}

/// One section of letters.
private final class LetterSource: NSObject, UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
    }
}
