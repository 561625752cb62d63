import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// Views' transforms in `convert(_:to:)` (Apple: the conversion "takes the
/// view's transform into account"): a flipped chat table's first row is at
/// the bottom of the window, and a cell content flipped back reads upright.
final class FlippedChatSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    func testTheNewestMessageIsAtTheBottomOfTheScreen() {
        let chat = FlippedChatViewController()
        let window = shown.show(chat)
        let table = chat.tableView!
        XCTAssertEqual(table.frame, window.bounds, "a flip keeps the frame's box")
        let row0 = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let row1 = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        XCTAssertEqual(row0.frame, CGRect(x: 0, y: 0, width: 393, height: 60), "in the table, rows run down as always")
        XCTAssertEqual(row0.convert(row0.bounds, to: nil), CGRect(x: 0, y: 852 - 60, width: 393, height: 60))
        XCTAssertEqual(row1.convert(row1.bounds, to: window), CGRect(x: 0, y: 852 - 120, width: 393, height: 60))
        XCTAssertEqual((row0 as? BubbleCell)?.message.text, "The usual place")
    }

    func testFlippedBackContentIsUprightEightBelowTheRowsTop() {
        let chat = FlippedChatViewController()
        _ = shown.show(chat)
        let cell = chat.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as! BubbleCell
        let onScreen = cell.bubble.convert(cell.bubble.bounds, to: nil)
        // The content view is the row less nothing (no separators); flipped
        // twice, the bubble is 8 below the top of the row as it appears.
        let rowTop: CGFloat = 852 - 60 + (60 - cell.contentView.bounds.height)
        XCTAssertEqual(onScreen.minY, rowTop + 8, accuracy: 0.001)
        XCTAssertEqual(onScreen.height, 40)
        XCTAssertEqual(onScreen.maxX, 393 - 16)
        // And back: the window point converts into the bubble's own coordinates.
        let inside = cell.bubble.convert(CGPoint(x: onScreen.minX + 1, y: onScreen.minY + 1), from: nil)
        XCTAssertEqual(inside.x, 1, accuracy: 0.001)
        XCTAssertEqual(inside.y, 1, accuracy: 0.001)
    }

    func testUntransformedConversionIsUnchanged() {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        outer.addSubview(inner)
        XCTAssertEqual(inner.convert(CGRect(x: 5, y: 5, width: 10, height: 10), to: outer), CGRect(x: 25, y: 35, width: 10, height: 10))
        inner.transform = CGAffineTransform(scaleX: 2, y: 2)
        // About the centre (70, 80): (5, 5) is 45 left and 45 above it, 90 and 90 scaled.
        XCTAssertEqual(inner.convert(CGPoint(x: 5, y: 5), to: outer), CGPoint(x: -20, y: -10))
        XCTAssertEqual(inner.convert(CGRect(x: 5, y: 5, width: 10, height: 10), to: outer), CGRect(x: -20, y: -10, width: 20, height: 20))
    }
}
