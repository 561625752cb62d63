import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// A list with a diffable data source written for UIKit
/// (ContactsScreen.swift), laid out to the frames iOS gives, computed by
/// hand. iPhone 15 (393 × 852 at 3×); a 17-point character is 8.5 wide,
/// its line 20.4 tall.
final class ListSnippetTests: XCTestCase {
    func showing(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// Apple, `UICollectionLayoutListConfiguration` and
    /// `UICollectionViewDiffableDataSource` (*Implementing Modern Collection
    /// Views*): the snapshot's sections and items, cells from the cell
    /// registration, headers from the supplementary one; list rows
    /// self-size from an estimated 44 and are never shorter (docs/LAYOUT.md).
    func testInsetGroupedListFromADiffableDataSource() {
        let contacts = PeopleListViewController()
        let window = showing(contacts)
        defer { withExtendedLifetime(window) {} }
        let cv = contacts.collectionView!
        func frame(_ item: Int, _ section: Int) -> CGRect? {
            cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
        XCTAssertEqual(cv.numberOfSections, 2)
        XCTAssertEqual(cv.numberOfItems(inSection: 1), 2)
        // Inset grouped: rows inset by the cells' margin, 16 in a compact
        // width (as a table's cells on this phone), 361 wide. The header
        // fits its label: 12 + 24 + 8 = 44.
        XCTAssertEqual(cv.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 16, y: 0, width: 361, height: 44))
        // "Ada Lovelace": 11 + 20.4 + 11 = 42.4, raised to 44.
        XCTAssertEqual(frame(0, 0), CGRect(x: 16, y: 44, width: 361, height: 44))
        // Section 1: its header at 88; the long name wraps at 361 - 32 =
        // 329 (38 characters): "Grace Brewster Murray Hopper, computer"
        // / "scientist": 11 + 40.8 + 11 = 62.8.
        XCTAssertEqual(cv.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 16, y: 88, width: 361, height: 44))
        XCTAssertEqual(Double(frame(0, 1)?.minY ?? 0), 132)
        XCTAssertEqual(Double(frame(0, 1)?.height ?? 0), 62.8, accuracy: 1e-9)
        XCTAssertEqual(Double(frame(1, 1)?.minY ?? 0), 194.8, accuracy: 1e-9)
        XCTAssertEqual(Double(cv.contentSize.height), 238.8, accuracy: 0.34)

        let cell = cv.cellForItem(at: IndexPath(item: 1, section: 1)) as! PersonCell
        XCTAssertEqual(cell.nameLabel.text, "Linus Torvalds")
        XCTAssertEqual(cell.accessories.count, 1)
        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                          at: IndexPath(item: 0, section: 1)) as! TitleHeaderView
        XCTAssertEqual(header.label.text, "All")
        XCTAssertEqual(contacts.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)),
                       "Grace Brewster Murray Hopper, computer scientist")

        // Apple, `apply(_:animatingDifferences:completion:)`: the collection
        // view shows the new snapshot.
        contacts.remove("Linus Torvalds")
        window.layoutIfNeeded()
        XCTAssertEqual(cv.numberOfItems(inSection: 1), 1)
        XCTAssertNil(contacts.dataSource.indexPath(for: "Linus Torvalds"))
        XCTAssertEqual(Double(cv.contentSize.height), 194.8, accuracy: 0.34)
        XCTAssertEqual(contacts.dataSource.snapshot().numberOfItems, 2)
    }
}
