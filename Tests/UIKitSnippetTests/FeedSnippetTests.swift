import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// Feed, outline, empty-state and tab code (``FeedSnippets``), iPhone 15.
/// Apple documents the API: `NSDiffableDataSourceSectionSnapshot`
/// (visible items are the roots and the children of expanded items),
/// `headerTopPadding`, `scrollToItem(at:at:animated:)`,
/// `backButtonDisplayMode` (`.minimal`: no title), `contentUnavailableConfiguration`;
/// numbers Apple doesn't give are docs/LAYOUT.md's rules (list rows at
/// least 44, an outline disclosure 26.5 with a 16-point margin).
final class FeedSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    /// Stories in a band 8 + 90 + 8 high; the posts' header 10 below it
    /// (`headerTopPadding`), 44 high (12 + 24 + 8); rows 44 from 160; the
    /// outline's four visible rows after the posts, the children indented
    /// one level (10 points) and the parents narrowed by their disclosure.
    func testFeedSectionsAndOutline() {
        let feed = FeedViewController()
        _ = shown.show(UINavigationController(rootViewController: feed))
        let cv = feed.collectionView!
        func frame(_ item: Int, _ section: Int) -> CGRect? { cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }
        XCTAssertEqual(frame(1, 0), CGRect(x: 94, y: 8, width: 70, height: 90))
        XCTAssertEqual(cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                  at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 0, y: 116, width: 393, height: 44))
        XCTAssertEqual(frame(0, 1), CGRect(x: 0, y: 160, width: 393, height: 44))
        XCTAssertEqual(cv.numberOfItems(inSection: 2), 4)
        XCTAssertEqual(frame(3, 2), CGRect(x: 0, y: 380, width: 393, height: 44))
        XCTAssertEqual(Double(cv.contentSize.height), 424, accuracy: 1e-9)

        let child = cv.cellForItem(at: IndexPath(item: 1, section: 2)) as? UICollectionViewListCell
        XCTAssertEqual(child?.indentationLevel, 1)
        XCTAssertEqual(child?.contentView.frame.minX, 10)
        let parent = cv.cellForItem(at: IndexPath(item: 0, section: 2)) as? UICollectionViewListCell
        XCTAssertEqual(parent?.indentationLevel, 0)
        XCTAssertEqual(Double(parent?.contentView.frame.width ?? 0), 393 - 26.5, accuracy: 0.34)

        let outline = feed.dataSource.snapshot(for: .folders)
        XCTAssertEqual(outline.items.count, 5)
        XCTAssertEqual(outline.visibleItems.count, 4)
        XCTAssertEqual(outline.level(of: feed.folderItems[0]), 1)
        XCTAssertIdentical(cv.prefetchDataSource, feed)
        XCTAssertEqual(feed.prefetched, [], "every cell is made up front: nothing to prefetch")
        XCTAssertEqual(feed.dataSource.reorderingHandlers.canReorderItem?(FeedItem(title: "Pinned")), false)
    }

    /// Collapsing the folder leaves its children out of the section.
    func testCollapsingTheOutline() {
        let feed = FeedViewController()
        let window = shown.show(UINavigationController(rootViewController: feed))
        feed.collapseFolder()
        window.layoutIfNeeded()
        let cv = feed.collectionView!
        XCTAssertEqual(cv.numberOfItems(inSection: 2), 2)
        XCTAssertEqual(feed.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 2)), feed.archive)
        XCTAssertFalse(feed.dataSource.snapshot(for: .folders).isVisible(feed.folderItems[0]))
        XCTAssertEqual(Double(cv.contentSize.height), 424 - 88, accuracy: 1e-9)
    }

    /// Selecting a row shows its detail on the navigation stack, whose back
    /// button has no title (the feed's item is `.minimal`); the Edit button
    /// puts the collection view in editing mode.
    func testSelectionPushesWithAMinimalBackButton() {
        let feed = FeedViewController()
        let nav = UINavigationController(rootViewController: feed)
        let window = shown.show(nav)
        feed.collectionView(feed.collectionView, didSelectItemAt: IndexPath(item: 1, section: 1))
        window.layoutIfNeeded()
        XCTAssertEqual(nav.viewControllers.count, 2)
        XCTAssertEqual(nav.topViewController?.title, "Hello")
        let back = nav.navigationBar.subviews.compactMap { $0 as? UIButton }.first
        XCTAssertNotNil(back)
        XCTAssertNil(back?.title(for: .normal))
        feed.setEditing(true, animated: true)
        XCTAssertTrue(feed.collectionView.isEditing)
    }

    /// `scrollToItem`: the second shelf's first column at the right edge
    /// (its end, 500, less the 393-point width), within the scrollable
    /// range; centring the first column would go below zero, so it stops
    /// at 0.
    func testScrollToItem() {
        let shelves = ShelvesViewController()
        _ = shown.show(shelves)
        let cv = shelves.collectionView!
        cv.scrollToItem(at: IndexPath(item: 0, section: 1), at: .right, animated: true)
        XCTAssertEqual(cv.contentOffset, CGPoint(x: 107, y: 0))
        cv.scrollToItem(at: IndexPath(item: 0, section: 0), at: .centeredHorizontally, animated: false)
        XCTAssertEqual(cv.contentOffset, CGPoint(x: 0, y: 0))
    }

    /// The empty state fills the controller's view, on top; its stack is
    /// centred in the margins (the safe area, 59 to 818: 438.5) and its
    /// text centred across; with a message it goes away.
    func testContentUnavailableWhileEmpty() {
        let inbox = EmptyInboxViewController()
        _ = shown.show(inbox)
        let unavailable = inbox.view.subviews.last as? UIContentUnavailableView
        XCTAssertNotNil(unavailable)
        XCTAssertEqual(unavailable?.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual((inbox.contentUnavailableConfiguration as? UIContentUnavailableConfiguration)?.text, "No Mail")
        func labels(_ v: UIView) -> [UILabel] { v.subviews.flatMap { ($0 as? UILabel).map { [$0] } ?? labels($0) } }
        let title = unavailable.map(labels)?.first { $0.text == "No Mail" }
        let titleFrame = title?.convert(title?.bounds ?? .zero, to: nil)
        XCTAssertEqual(Double(titleFrame?.midX ?? 0), 196.5, accuracy: 0.34)
        let stack = title?.superview
        let stackFrame = stack?.convert(stack?.bounds ?? .zero, to: nil)
        XCTAssertEqual(Double(stackFrame?.midY ?? 0), 438.5, accuracy: 0.34)
        XCTAssertEqual(Double(stackFrame?.width ?? 0), 393 - 32, accuracy: 0.01)

        inbox.messages = ["Hi"]
        XCTAssertNil(inbox.contentUnavailableConfiguration)
        XCTAssertNil(unavailable?.superview)
    }

    /// A configuration set before the view loads shows once it has (a
    /// `loading()` screen set in `init`, as apps do before fetching).
    func testContentUnavailableSetBeforeTheViewLoads() {
        let controller = UIViewController()
        controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
        XCTAssertFalse(controller.isViewLoaded)
        _ = shown.show(controller)
        let unavailable = controller.view.subviews.last as? UIContentUnavailableView
        XCTAssertEqual(unavailable?.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        func spinners(_ v: UIView) -> [UIActivityIndicatorView] {
            v.subviews.flatMap { ($0 as? UIActivityIndicatorView).map { [$0] } ?? spinners($0) }
        }
        XCTAssertEqual(unavailable.map(spinners)?.count, 1)
    }

    /// The tab bar controller is its own delegate; the tab's item keeps its
    /// badge; the bar is 49 + 34 high on this phone.
    func testTabsWithDelegateAndBadge() {
        let tabs = MainTabBarController()
        _ = shown.show(tabs)
        XCTAssertIdentical(tabs.delegate, tabs)
        XCTAssertEqual(tabs.tabBar.items?.first?.badgeValue, "3")
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        XCTAssertEqual(UIContentUnavailableConfiguration.search().text, "No Results")
    }
}
