import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// A compositional layout written for UIKit (DiscoverScreen.swift), laid
/// out to the frames iOS gives, computed by hand. iPhone 15 (393 × 852 at
/// 3×); a 15-point character is 7.5 wide, its line 18 tall; 20-point bold 24.
final class CompositionalSnippetTests: XCTestCase {
    func showing(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// Apple, *Implementing Modern Collection Views* and the pages of
    /// `NSCollectionLayoutDimension` ("fractionalWidth: a dimension that's
    /// computed as a fraction of the width of the containing group"),
    /// `NSCollectionLayoutItem.contentInsets`, `NSCollectionLayoutGroup
    /// .horizontal(layoutSize:subitem:count:)` ("N items equally sized along
    /// the horizontal axis"), `NSCollectionLayoutSection.interGroupSpacing`,
    /// `orthogonalScrollingBehavior`, `boundarySupplementaryItems`, and
    /// `UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing`.
    func testSectionProviderLayout() {
        let discover = DiscoverViewController()
        let window = showing(discover)
        defer { withExtendedLifetime(window) {} }
        let cv = discover.collectionView!
        func frame(_ item: Int, _ section: Int) -> CGRect? {
            cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
        XCTAssertEqual(cv.numberOfSections, 3)
        XCTAssertEqual(discover.containerWidths.first, 393)

        // Section 0: the header (estimated 44) fits its label: 12 + 24 + 8
        // = 44, as wide as the section less its 16-point side insets.
        XCTAssertEqual(cv.layoutAttributesForSupplementaryElement(
            ofKind: DiscoverViewController.headerKind, at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 16, y: 0, width: 361, height: 44))
        // Groups 0.8 × 361 = 288.8 wide, 200 high, side by side 10 apart
        // (orthogonal scrolling); each card inset 4 at the sides.
        XCTAssertEqual(frame(0, 0), CGRect(x: 20, y: 44, width: 280.8, height: 200))
        XCTAssertEqual(Double(frame(1, 0)?.minX ?? 0), 16 + 288.8 + 10 + 4, accuracy: 1e-9)
        XCTAssertEqual(Double(frame(2, 0)?.minX ?? 0), 16 + 2 * 298.8 + 4, accuracy: 1e-9)

        // Section 1 starts 20 below (264), inset 16: three items per group,
        // (361 - 2 × 8) / 3 = 115 wide, 100 high; groups 8 apart.
        XCTAssertEqual(frame(0, 1), CGRect(x: 16, y: 280, width: 115, height: 100))
        XCTAssertEqual(frame(1, 1), CGRect(x: 139, y: 280, width: 115, height: 100))
        XCTAssertEqual(frame(2, 1), CGRect(x: 262, y: 280, width: 115, height: 100))
        XCTAssertEqual(frame(3, 1), CGRect(x: 16, y: 388, width: 115, height: 100))
        // The seventh item starts a third group, where a full one puts it.
        XCTAssertEqual(frame(6, 1), CGRect(x: 16, y: 496, width: 115, height: 100))

        // Section 2 starts at 496 + 100 + 16 + 20 = 632: rows of estimated
        // height fitted at 361 wide: 18 + 16 = 34; the caption wrapping at
        // 337 (44 characters) on two lines: 36 + 16 = 52; the footer after.
        XCTAssertEqual(frame(0, 2), CGRect(x: 16, y: 632, width: 361, height: 34))
        XCTAssertEqual(frame(1, 2), CGRect(x: 16, y: 674, width: 361, height: 52))
        XCTAssertEqual(cv.layoutAttributesForSupplementaryElement(
            ofKind: DiscoverViewController.footerKind, at: IndexPath(item: 0, section: 2))?.frame,
                       CGRect(x: 16, y: 726, width: 361, height: 30))
        XCTAssertEqual(cv.contentSize, CGSize(width: 393, height: 756))

        let caption = cv.cellForItem(at: IndexPath(item: 1, section: 2)) as! CaptionCell
        XCTAssertEqual(caption.frame, CGRect(x: 16, y: 674, width: 361, height: 52))
        XCTAssertEqual(caption.label.frame, CGRect(x: 12, y: 8, width: 337, height: 36))
        let header = cv.supplementaryView(forElementKind: DiscoverViewController.headerKind,
                                          at: IndexPath(item: 0, section: 0)) as! TitleHeaderView
        XCTAssertEqual(header.label.text, "Featured")
        XCTAssertEqual(header.label.frame, CGRect(x: 0, y: 12, width: 361, height: 24))
    }

    /// Apple, `UICollectionViewCompositionalLayout(section:)`: "Creates a
    /// compositional layout object with a single section" — every data
    /// source section laid out by it; `collectionViewLayout` takes either
    /// layout, and setting it lays the items out again.
    func testOneSectionForAllAndSwitchingLayouts() {
        let grid = PhotoGridViewController()
        let window = showing(grid)
        defer { withExtendedLifetime(window) {} }
        let cv = grid.collectionView!
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.5)), subitems: [item])
        cv.collectionViewLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        window.layoutIfNeeded()
        // Groups 393 × 196.5, two items each of 196.5 × 196.5 less 5 all round.
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 201.5, y: 5, width: 186.5, height: 186.5))
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame,
                       CGRect(x: 5, y: 398, width: 186.5, height: 186.5))
        // Section 1 follows section 0's three groups (589.5): items 0 and 1.
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame,
                       CGRect(x: 201.5, y: 594.5, width: 186.5, height: 186.5))
        XCTAssertEqual(cv.contentSize, CGSize(width: 393, height: 786))
        // No boundary items: the flow layout's headers are gone.
        XCTAssertNil(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                          at: IndexPath(item: 0, section: 0)))
    }
}

private func XCTAssertEqual(_ a: CGRect?, _ b: CGRect, file: StaticString = #filePath, line: UInt = #line) {
    guard let a else { return XCTFail("no frame", file: file, line: line) }
    let close = abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
        && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    XCTAssertTrue(close, "\(a) is not \(b)", file: file, line: line)
}
