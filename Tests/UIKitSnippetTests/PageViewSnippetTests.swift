import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// Page view controllers set up in code (``PageViewSnippets``): the page's
/// view fills the page view controller's (Trellis's rule, docs/LAYOUT.md
/// "Page view controllers"); Apple documents the options, the spine
/// locations and the data source's indicator methods.
final class PageViewSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    /// The current page fills the view above the 37-point strip of the page
    /// indicator the data source asks for, which shows three dots, the
    /// first current; turning the page swaps the page at once.
    func testOnboardingPagesAndIndicator() {
        let onboarding = OnboardingViewController()
        let window = shown.show(onboarding)
        XCTAssertEqual(onboarding.transitionStyle, .scroll)
        XCTAssertEqual(onboarding.spineLocation, UIPageViewController.SpineLocation.none)
        XCTAssertEqual(onboarding.interPageSpacing, 12)
        let first = onboarding.pages[0]
        XCTAssertEqual(onboarding.viewControllers?.count, 1)
        XCTAssertIdentical(onboarding.viewControllers?.first, first)
        XCTAssertIdentical(first.parent, onboarding)
        XCTAssertEqual(first.view.convert(first.view.bounds, to: nil), CGRect(x: 0, y: 0, width: 393, height: 852 - 37))
        XCTAssertEqual(first.titleLabel.frame.minX, 16)
        XCTAssertEqual(first.appearances, 1)
        let dots = onboarding.view.subviews.compactMap { $0 as? UIPageControl }.first
        XCTAssertEqual(dots?.numberOfPages, 3)
        XCTAssertEqual(dots?.currentPage, 0)
        XCTAssertEqual(dots?.frame, CGRect(x: 0, y: 852 - 37, width: 393, height: 37))

        onboarding.goToNextPage()
        window.layoutIfNeeded()
        XCTAssertEqual(onboarding.turns, [true])
        XCTAssertIdentical(onboarding.viewControllers?.first, onboarding.pages[1])
        XCTAssertNil(first.view.window)
        XCTAssertNil(first.parent)
        XCTAssertEqual(onboarding.pages[1].appearances, 1)
        XCTAssertEqual(onboarding.pages[1].view.convert(onboarding.pages[1].view.bounds, to: nil),
                       CGRect(x: 0, y: 0, width: 393, height: 815))
        XCTAssertEqual(dots?.currentPage, 1)
    }

    /// Embedded as a child and sized by constraints, the page view
    /// controller's page fills it; no indicator without a data source.
    func testEmbeddedCarousel() {
        let screen = CarouselScreenViewController()
        _ = shown.show(screen)
        XCTAssertEqual(screen.pager.view.frame, CGRect(x: 0, y: 59, width: 393, height: 300))
        let photo = screen.photos[0]
        XCTAssertEqual(photo.view.convert(photo.view.bounds, to: nil), CGRect(x: 0, y: 59, width: 393, height: 300))
        XCTAssertFalse(screen.pager.view.subviews.contains { $0 is UIPageControl })
        XCTAssertEqual(screen.pageControl.frame.minY, 359)
        XCTAssertEqual(screen.pageControl.frame.height, 37)
    }

    /// A page curl with its spine in the middle shows two pages, each half
    /// the width (Apple: `.mid` shows two pages; the pages must be double
    /// sided). The default page curl's spine is at `.min`.
    func testBookSpreadsAroundAMiddleSpine() {
        let book = BookViewController()
        _ = shown.show(book)
        XCTAssertEqual(book.spineLocation, .mid)
        XCTAssertTrue(book.isDoubleSided)
        // 196.5 each, on the 3× screen's pixels as Trellis places every frame.
        let left = book.left.view.convert(book.left.view.bounds, to: nil)
        let right = book.right.view.convert(book.right.view.bounds, to: nil)
        XCTAssertEqual(left.minX, 0)
        XCTAssertEqual(left.maxX, 590.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(right.minX, 590.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(right.maxX, 393)
        XCTAssertEqual(left.height, 852)
        let plain = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
        XCTAssertEqual(plain.spineLocation, .min)
        XCTAssertNil(plain.viewControllers)
        XCTAssertFalse(plain.isDoubleSided)
    }
}
