import XCTest
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// Presentation (Apple, `modalPresentationStyle`: `.automatic` is a page
/// sheet on iOS 13 and later; `present(_:animated:completion:)`,
/// `dismiss(animated:completion:)`), alerts, search controllers, the first
/// responder and the keyboard's notifications, on the default iPhone 15
/// screen (393 × 852, safe area 59 / 34, status bar 53.667).
final class PresentationSnippetTests: XCTestCase {
    /// Every window shown, checked at the end (``ShownWindows``).
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    private func show(_ controller: UIViewController) -> UIWindow { shown.show(controller) }

    private func assertRect(_ r: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                            file: StaticString = #filePath, line: UInt = #line) {
        for (a, b) in [(r.minX, x), (r.minY, y), (r.width, w), (r.height, h)] {
            XCTAssertEqual(a, b, accuracy: 0.01, "\(r)", file: file, line: line)
        }
    }

    /// A page sheet is a card from 10 below the status bar to the bottom;
    /// its safe area keeps the home indicator's inset and none of the top's;
    /// a navigation bar in it is 56 high at its top.
    func testPageSheetCard() {
        let home = UIViewController()
        let window = show(home)
        let compose = ComposeViewController()
        let nav = UINavigationController(rootViewController: compose)
        home.present(nav, animated: true)
        window.layoutIfNeeded()
        XCTAssertIdentical(home.presentedViewController, nav)
        XCTAssertIdentical(compose.presentingViewController, home)
        let card = nav.view.frame
        XCTAssertEqual(card.minY, 161.0 / 3 + 10, accuracy: 0.01)
        XCTAssertEqual(card.maxY, 852, accuracy: 0.01)
        XCTAssertEqual(nav.view.safeAreaInsets.top, 0)
        XCTAssertEqual(nav.view.safeAreaInsets.bottom, 34)
        assertRect(nav.navigationBar.frame, 0, 0, 393, 56)
        XCTAssertEqual(compose.field.frame.minY, 64, accuracy: 0.01, "8 below the 56-point bar")
        XCTAssertNotNil(home.view.superview, "a sheet leaves the presenter in place")
        // viewDidAppear after the pass made the field first responder.
        XCTAssertTrue(compose.field.isFirstResponder)
        XCTAssertTrue(nav.view.endEditing(true))
        XCTAssertFalse(compose.field.isFirstResponder)

        compose.dismiss(animated: true)
        XCTAssertNil(home.presentedViewController)
        XCTAssertNil(nav.view.superview)
    }

    /// A medium detent stops the sheet at half the card's height.
    func testMediumDetent() {
        let home = UIViewController()
        let window = show(home)
        let picker = UIViewController()
        picker.sheetPresentationController?.detents = [.medium(), .large()]
        home.present(picker, animated: true)
        window.layoutIfNeeded()
        let full = 852 - (161.0 / 3 + 10)
        XCTAssertEqual(picker.view.frame.height, full / 2, accuracy: 0.34)
        XCTAssertEqual(picker.view.frame.maxY, 852, accuracy: 0.01)
    }

    /// Full screen covers the window and takes the presenter's view away
    /// until dismissal, with the appearance calls in UIKit's order.
    func testFullScreenCoversAndRestores() {
        let home = InboxViewController()
        let window = show(home)
        let player = InboxViewController()
        player.modalPresentationStyle = .fullScreen
        home.present(player, animated: true)
        window.layoutIfNeeded()
        XCTAssertEqual(player.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(player.view.safeAreaInsets.top, 59)
        XCTAssertNil(home.view.superview)
        XCTAssertEqual(home.log, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        XCTAssertEqual(player.log, ["willAppear", "didAppear"])
        // Presenting again while presenting is refused, as UIKit logs it.
        shown.expectedLog.append("which is already presenting")
        home.present(UIViewController(), animated: false)
        XCTAssertTrue(window.diagnostics.log.contains { $0.contains("which is already presenting") })

        player.dismiss(animated: true)
        window.layoutIfNeeded()
        XCTAssertIdentical(home.view.superview, window)
        XCTAssertEqual(home.log.suffix(2), ["willAppear", "didAppear"])
        XCTAssertEqual(player.log.suffix(2), ["willDisappear", "didDisappear"])
    }

    /// A search bar kept visible adds 52 below the bar's 44; setting the
    /// search controller active tells the updater.
    func testSearchControllerInTheNavigationBar() {
        let list = SearchableListViewController()
        let nav = UINavigationController(rootViewController: list)
        let window = show(nav)
        XCTAssertEqual(nav.navigationBar.frame.height, 96, accuracy: 0.01)
        XCTAssertEqual(list.view.safeAreaInsets.top, 161.0 / 3 + 96, accuracy: 0.01)
        XCTAssertIdentical(list.search.searchBar.superview, nav.navigationBar)
        assertRect(list.search.searchBar.frame, 0, 44, 393, 52)
        XCTAssertEqual(list.search.searchBar.searchTextField.frame.width, 393 - 32, accuracy: 0.01)
        list.search.isActive = true
        XCTAssertEqual(list.updates, 1)
        // Hidden when scrolling (the default) and no large title: no search bar at rest.
        list.navigationItem.hidesSearchBarWhenScrolling = true
        window.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame.height, 44, accuracy: 0.01)
    }

    /// An alert: 270 wide, centred, two buttons side by side (cancel
    /// leading); tapping an action runs it and dismisses the alert.
    func testAlertAndActionSheet() {
        let list = SearchableListViewController()
        let nav = UINavigationController(rootViewController: list)
        let window = show(nav)
        list.confirmDelete()
        window.layoutIfNeeded()
        let alert = try! XCTUnwrap(nav.presentedViewController as? UIAlertController)
        let box = try! XCTUnwrap(alert.alertView)
        XCTAssertEqual(box.frame.width, 270)
        XCTAssertEqual(box.frame.midX, 393 / 2, accuracy: 0.5)
        XCTAssertEqual(box.frame.midY, 852 / 2, accuracy: 0.5)
        let buttons = box.subviews.flatMap { $0.subviews }.compactMap { $0 as? UIButton }
        XCTAssertEqual(buttons.map { $0.title(for: .normal) }, ["Cancel", "Delete"])
        for b in buttons { XCTAssertEqual(b.frame.width, 135, accuracy: 0.01) }
        alert.tap(alert.actions[1])
        XCTAssertTrue(list.deleted)
        XCTAssertNil(nav.presentedViewController)

        list.showActions()
        window.layoutIfNeeded()
        let sheet = try! XCTUnwrap((nav.presentedViewController as? UIAlertController)?.alertView)
        XCTAssertEqual(sheet.frame.minX, 8)
        XCTAssertEqual(sheet.frame.width, 377)
        XCTAssertEqual(sheet.frame.maxY, 852 - 34)
        // Two actions of 57 and a hairline, then 8 and the 57-point cancel.
        XCTAssertEqual(sheet.frame.height, 57 * 3 + 8 + 1.0 / 3, accuracy: 0.01)
    }

    /// The keyboard's notifications follow the window's keyboard height;
    /// the application knows the key window and its scene.
    func testKeyboardNotificationsApplicationAndDevice() {
        let home = UIViewController()
        let window = show(home)
        let compose = ComposeViewController()
        home.present(compose, animated: false)
        window.layoutIfNeeded()
        window.keyboardHeight = 336
        XCTAssertEqual(compose.keyboardFrames, [CGRect(x: 0, y: 516, width: 393, height: 336)])
        window.keyboardHeight = 0
        XCTAssertEqual(compose.keyboardFrames.count, 1, "hiding posts willHide, not willShow")
        XCTAssertIdentical(UIApplication.shared.keyWindow, window)
        XCTAssertNotNil(window.windowScene)
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
        XCTAssertIdentical(compose.view.next, compose)
    }
}
