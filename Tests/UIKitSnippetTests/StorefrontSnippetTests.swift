import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// Compositional layouts' orthogonal sections, backgrounds, insets
/// references and horizontal scrolling (``StorefrontSnippets``), iPhone 15.
/// Apple documents the API (`orthogonalScrollingBehavior`,
/// `visibleItemsInvalidationHandler`, `decorationItems`,
/// `contentInsetsReference`, `scrollDirection`); the placements where
/// Apple gives no numbers are the rules in docs/LAYOUT.md, "Collection
/// views".
final class StorefrontSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    /// `.groupPagingCentered`: the first 297-point card centred, (393 −
    /// 297) / 2 = 48 in, 8 below the section's top inset, the next 10 after
    /// it; the cards are in the section's own scroll view, the band from 0
    /// to 8 + 220 + 8, its content running to the third card's end.
    func testCentredCarouselInItsOwnScrollView() {
        let store = StorefrontViewController()
        _ = shown.show(store)
        let cv = store.collectionView!
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 48, y: 8, width: 297, height: 220))
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 355, y: 8, width: 297, height: 220))
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        let scroller = first.superview as? UIScrollView
        XCTAssertNotNil(scroller)
        XCTAssertIdentical(scroller?.superview, cv)
        XCTAssertEqual(scroller?.frame, CGRect(x: 0, y: 0, width: 393, height: 236))
        XCTAssertEqual(scroller?.contentSize, CGSize(width: 959, height: 236), "48 + 3 × 297 + 2 × 10")
        XCTAssertEqual(first.frame, CGRect(x: 48, y: 8, width: 297, height: 220))
    }

    /// The visible-items handler gets the two cards that meet the screen
    /// (the third starts at 662) and its transform reaches the cells: the
    /// centred card keeps its size, the next is scaled to 0.9 about its
    /// centre (its frame reads the scaled box, as UIKit's does).
    func testVisibleItemsHandlerTransformsTheCells() {
        let store = StorefrontViewController()
        _ = shown.show(store)
        let cv = store.collectionView!
        XCTAssertEqual(store.visibleCounts.last, 2)
        XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.transform, .identity)
        let second = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        XCTAssertEqual(second.transform, CGAffineTransform(scaleX: 0.9, y: 0.9))
        XCTAssertEqual(second.frame.width, 297 * 0.9, accuracy: 1e-9)
        XCTAssertEqual(second.frame.midX, 355 + 148.5, accuracy: 1e-9)
    }

    /// The shelf: its header 20 below the carousel (interSectionSpacing),
    /// inset 16 at the sides; its 120-point cards 12 apart in a band below
    /// the header, 150 + 16 high; in the band's scroll view the first card
    /// is at y 0.
    func testContinuousShelfWithHeader() {
        let store = StorefrontViewController()
        _ = shown.show(store)
        let cv = store.collectionView!
        XCTAssertEqual(cv.layoutAttributesForSupplementaryElement(ofKind: StorefrontViewController.headerKind,
                                                                  at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 16, y: 256, width: 361, height: 30))
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame,
                       CGRect(x: 148, y: 286, width: 120, height: 150))
        let card = cv.cellForItem(at: IndexPath(item: 1, section: 1))!
        XCTAssertEqual(card.frame, CGRect(x: 148, y: 0, width: 120, height: 150))
        let scroller = card.superview as? UIScrollView
        XCTAssertEqual(scroller?.frame, CGRect(x: 0, y: 286, width: 393, height: 166))
        XCTAssertEqual(scroller?.contentSize.width, 680, "16 + 5 × 120 + 4 × 12 + 16")
        XCTAssertEqual(card.convert(card.bounds, to: nil), CGRect(x: 148, y: 286, width: 120, height: 150))
    }

    /// The grid's insets are measured from the collection view's layout
    /// margins (8), so its items start 8 + 12 in and share 393 − 40; the
    /// background covers the section, 4 in on every side, behind the cells.
    func testGridInsideTheMarginsOnABackground() {
        let store = StorefrontViewController()
        _ = shown.show(store)
        let cv = store.collectionView!
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame,
                       CGRect(x: 20, y: 472, width: 176.5, height: 100))
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 2))?.frame,
                       CGRect(x: 196.5, y: 572, width: 176.5, height: 100))
        let background = cv.subviews.compactMap { $0 as? SectionBackgroundView }
        XCTAssertEqual(background.count, 1)
        XCTAssertEqual(background.first?.frame, CGRect(x: 4, y: 476, width: 385, height: 192))
        XCTAssertIdentical(cv.subviews.first, background.first, "decorations lie behind everything")
        XCTAssertEqual(cv.contentSize, CGSize(width: 393, height: 672))
    }

    /// Horizontal scrolling: sections side by side 24 apart; in each, the
    /// title above (20 high, as wide as the groups' run), then the section's
    /// 10-point top inset and two-item columns 140 wide, 8 apart, sharing
    /// the 200 − 20 − 20 = 160 left.
    func testHorizontalCompositionalLayout() {
        let shelves = ShelvesViewController()
        _ = shown.show(shelves)
        let cv = shelves.collectionView!
        func frame(_ item: Int, _ section: Int) -> CGRect? { cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }
        XCTAssertEqual(frame(0, 0), CGRect(x: 16, y: 30, width: 140, height: 80))
        XCTAssertEqual(frame(1, 0), CGRect(x: 16, y: 110, width: 140, height: 80))
        XCTAssertEqual(frame(2, 0), CGRect(x: 164, y: 30, width: 140, height: 80))
        XCTAssertEqual(cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                  at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 16, y: 0, width: 288, height: 20))
        XCTAssertEqual(frame(0, 1), CGRect(x: 360, y: 30, width: 140, height: 80))
        XCTAssertEqual(cv.contentSize, CGSize(width: 516, height: 200))
        XCTAssertEqual(cv.indexPathsForVisibleItems.count, 6, "all six meet the 393-point-wide strip")
    }
}
