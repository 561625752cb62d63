import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// Custom groups, anchored supplementary items, edge spacing and flow
/// layouts' inset reference (``MosaicSnippets``), iPhone 15. Apple
/// documents each (`NSCollectionLayoutGroup.custom`: the provider's frames;
/// `NSCollectionLayoutAnchor`: edges and offsets in fractions of the
/// item's own size; `NSCollectionLayoutEdgeSpacing`: spacing outside the
/// item; `sectionInsetReference`).
final class MosaicSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    /// The provider's frames from the group's origin: a 262-point tile and
    /// two 131-point ones beside it; the group repeats 262 down with the
    /// remaining two items in its first two frames.
    func testCustomGroupFrames() {
        let mosaic = MosaicViewController()
        _ = shown.show(mosaic)
        let cv = mosaic.collectionView!
        func frame(_ item: Int, _ section: Int) -> CGRect? { cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }
        XCTAssertEqual(frame(0, 0), CGRect(x: 0, y: 0, width: 262, height: 262))
        XCTAssertEqual(frame(2, 0), CGRect(x: 262, y: 131, width: 131, height: 131))
        XCTAssertEqual(frame(3, 0), CGRect(x: 0, y: 262, width: 262, height: 262))
        XCTAssertEqual(frame(4, 0), CGRect(x: 262, y: 262, width: 131, height: 131))
    }

    /// Each album (98.25 wide less 8 all round) carries a 20-point badge
    /// centred on its top trailing corner: its trailing and top edges on
    /// the cell's, then moved half its size out.
    func testBadgesOnTheCorners() {
        let mosaic = MosaicViewController()
        _ = shown.show(mosaic)
        let cv = mosaic.collectionView!
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 8, y: 532, width: 82.25, height: 64))
        XCTAssertEqual(cv.layoutAttributesForSupplementaryElement(ofKind: CountBadgeView.kind, at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 80.25, y: 522, width: 20, height: 20))
        XCTAssertEqual(cv.layoutAttributesForSupplementaryElement(ofKind: CountBadgeView.kind, at: IndexPath(item: 3, section: 1))?.frame,
                       CGRect(x: 375, y: 522, width: 20, height: 20))
        let badge = cv.supplementaryView(forElementKind: CountBadgeView.kind, at: IndexPath(item: 1, section: 1)) as? CountBadgeView
        XCTAssertEqual(badge?.count.text, "2")
    }

    /// Flexible edges share the group's spare room: the 100-point item
    /// repeats three times in the 393-point group (Apple: `subitems:`
    /// repeats "until available space is exhausted"), and the three
    /// flexible leading edges take (393 − 300) / 3 = 31 each.
    func testFlexibleEdgeSpacingSharesTheSpareRoom() {
        let mosaic = MosaicViewController()
        _ = shown.show(mosaic)
        let cv = mosaic.collectionView!
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame,
                       CGRect(x: 31, y: 604, width: 100, height: 44))
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 2))?.frame,
                       CGRect(x: 162, y: 604, width: 100, height: 44))
    }

    /// `.fromLayoutMargins`: the section's 4-point insets count from the
    /// collection view's 8-point margins.
    func testFlowSectionInsetsFromTheMargins() {
        let grid = MarginGridViewController()
        _ = shown.show(grid)
        XCTAssertEqual(grid.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 12)
    }
}
