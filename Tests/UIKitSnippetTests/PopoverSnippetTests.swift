import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// A popover kept as a popover on a phone (Apple,
/// `adaptivePresentationStyle(for:traitCollection:)`: return `.none` so the
/// presentation doesn't adapt). Its content is `preferredContentSize`
/// (Apple), 10 points inside the safe area at least (`popoverLayoutMargins`,
/// Apple's default); the 13-point arrow and the order the sides are tried
/// in are Trellis's rules (docs/LAYOUT.md, "Presentation"). The phone is
/// 393 × 852 with a 59-point top and 34-point bottom safe area.
final class PopoverSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    func testPopoverBelowItsSourceMovedInsideTheMargins() {
        let host = FilterButtonViewController()
        let window = shown.show(host)
        let options = host.showOptions(from: host.filterButton)
        window.layoutIfNeeded()
        // Centred under the button (midX 330) would end at 430: moved in to end 10 before 393.
        XCTAssertEqual(options.view.frame, CGRect(x: 183, y: 100 + 44 + 13, width: 200, height: 150))
        XCTAssertEqual(options.popoverPresentationController?.arrowDirection, .up)
        XCTAssertTrue(options.presentingViewController === host)
    }

    func testPopoverAboveASourceNearTheBottom() {
        let host = FilterButtonViewController()
        let window = shown.show(host)
        let options = host.showOptions(from: host.sortButton)
        window.layoutIfNeeded()
        // Below: 852 − 34 − 10 − 804 − 13 is no room; above it ends 13 over the button, at 747.
        XCTAssertEqual(options.view.frame, CGRect(x: 10, y: 760 - 13 - 150, width: 200, height: 150))
        XCTAssertEqual(options.popoverPresentationController?.arrowDirection, .down)
    }

    func testOnlyPermittedSidesAreTried() {
        let host = FilterButtonViewController()
        let window = shown.show(host)
        let options = host.showOptions(from: host.filterButton, arrows: .right)
        window.layoutIfNeeded()
        // To the button's left, centred on its midY (122) vertically.
        XCTAssertEqual(options.view.frame, CGRect(x: 300 - 13 - 200, y: 69, width: 200, height: 150),
                       "centred at 47 would start above the safe area's 59 + 10")
        XCTAssertEqual(options.popoverPresentationController?.arrowDirection, .right)
    }

    func testADelegateThatAdaptsToFullScreenCoversTheScreen() {
        let host = FilterButtonViewController()
        host.keepsPopover = false
        let window = shown.show(host)
        let options = host.showOptions(from: host.filterButton)
        window.layoutIfNeeded()
        XCTAssertEqual(options.view.frame, window.bounds)
        XCTAssertEqual(options.popoverPresentationController?.arrowDirection, .unknown)
    }
}
