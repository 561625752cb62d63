import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// Self-sizing collection view cells written for UIKit (TagCloudScreen.swift),
/// laid out to the frames iOS gives, computed by hand. iPhone 15 (393 × 852
/// at 3×); a 15-point character is 7.5 wide, its line 18 tall.
final class CollectionSelfSizingSnippetTests: XCTestCase {
    func showing(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// Apple, `UICollectionViewFlowLayout.automaticSize` and *Self-Sizing
    /// Cells* (WWDC 2014 "What's New in Table and Collection Views"): with
    /// an estimated item size the layout asks each cell's
    /// `preferredLayoutAttributesFitting(_:)`, whose default fits the
    /// cell's constraints (`systemLayoutSizeFitting`).
    func testTagsAreAsWideAsTheirText() {
        let cloud = TagCloudViewController()
        let window = showing(cloud)
        defer { withExtendedLifetime(window) {} }
        let cv = cloud.collectionView!
        func frame(_ item: Int) -> CGRect? { cv.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
        // Each tag: its text plus 12 + 12 wide, 18 + 8 + 8 = 34 tall.
        // "Swift" 37.5 + 24 = 61.5; "Auto Layout" 82.5 + 24 = 106.5;
        // "Interface Builder" 127.5 + 24 = 151.5. The first four fit the
        // 361-point line (315 with 8-point spacing), the fifth doesn't: a
        // full line, justified: (361 - 291) / 3 = 23.333 between.
        XCTAssertEqual(frame(0)?.size, CGSize(width: 61.5, height: 34))
        XCTAssertEqual(frame(2)?.size, CGSize(width: 106.5, height: 34))
        XCTAssertEqual(Double(frame(0)?.minX ?? 0), 16)
        XCTAssertEqual(Double(frame(1)?.minX ?? 0), 16 + 61.5 + 70.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(Double(frame(3)?.maxX ?? 0), 377, accuracy: 1e-9)
        XCTAssertEqual(frame(0)?.minY, 16)
        // The last line holds "Interface Builder" with room to spare: at 16.
        XCTAssertEqual(frame(4), CGRect(x: 16, y: 58, width: 151.5, height: 34))
        XCTAssertEqual(cv.contentSize, CGSize(width: 393, height: 108))
        // The cell is placed at that size, its edges on the 3× pixel grid
        // (167.5 → 167.667); its label fills it less the padding.
        let cell = cv.cellForItem(at: IndexPath(item: 4, section: 0)) as! TagCell
        XCTAssertEqual(cell.frame.origin, CGPoint(x: 16, y: 58))
        XCTAssertEqual(Double(cell.frame.width), 151.5, accuracy: 0.34)
        XCTAssertEqual(cell.label.frame.origin, CGPoint(x: 12, y: 8))
        XCTAssertEqual(Double(cell.label.frame.width), 127.5, accuracy: 0.34)
        XCTAssertEqual(cell.label.frame.height, 18)
    }

    /// Apple, `preferredLayoutAttributesFitting(_:)`: "The default
    /// implementation of this method adjusts the size values to accommodate
    /// changes made by a self-sizing cell. Subclasses can override this
    /// method and use it to adjust other layout attributes too." A common
    /// override keeps the estimate's width and fits the height.
    func testAnOverrideKeepsTheWidthAndFitsTheHeight() {
        let notes = NotesViewController()
        let window = showing(notes)
        defer { withExtendedLifetime(window) {} }
        let cv = notes.collectionView!
        func frame(_ item: Int) -> CGRect? { cv.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
        // 361 wide; one line of text: 18 + 16 = 34.
        XCTAssertEqual(frame(0), CGRect(x: 16, y: 16, width: 361, height: 34))
        // The label is 361 - 24 = 337 wide (44 characters): "The quick brown
        // fox jumps over the lazy dog" / "and keeps running": 36 + 16 = 52.
        XCTAssertEqual(frame(1), CGRect(x: 16, y: 58, width: 361, height: 52))
        XCTAssertEqual(cv.contentSize.height, 58 + 52 + 16)
        let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0)) as! NoteCell
        XCTAssertEqual(cell.label.frame, CGRect(x: 12, y: 8, width: 337, height: 36))
        // Changing the text and reloading fits again.
        notes.notes[0] = "The quick brown fox jumps over the lazy dog and keeps running"
        cv.reloadData()
        window.layoutIfNeeded()
        XCTAssertEqual(frame(0)?.height, 52)
        XCTAssertEqual(frame(1)?.minY, 76)
    }
}
