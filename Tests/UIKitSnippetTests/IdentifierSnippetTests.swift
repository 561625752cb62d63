import XCTest
#if canImport(UIKit)
import UIKit
#else
import TrellisLayout
#endif

/// App views with their own `identifier` (IdentifierSnippets.swift), and
/// `UILayoutGuide.identifier`. `UIView` has no `identifier`, so a cell's
/// `var identifier: String` or a view's `let identifier = UUID()` compiles
/// without `override`; Trellis's own name for views and guides in logs is
/// `trellisIdentifier` (docs/LAYOUT.md, "Class hierarchy"). iPhone 15: 393
/// wide, 3×.
final class IdentifierSnippetTests: XCTestCase {
    private let shown = ShownWindows()
    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        super.tearDown()
    }

    func testCellWithItsOwnIdentifierLaysOut() {
        let contacts = ContactListViewController()
        _ = shown.show(contacts)
        let table = contacts.tableView!
        let rows = (0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) as! ContactCell }
        XCTAssertEqual(rows.map(\.identifier), ["c1", "c2", "c3"])
        XCTAssertEqual(rows.map { $0.nameLabel.text }, ["Ada", "Grace", "Edsger"])
        // 12 + 20 + 12 of content a row, at least UIKit's 44.
        for (i, cell) in rows.enumerated() {
            XCTAssertEqual(table.rectForRow(at: IndexPath(row: i, section: 0)).minY, 44 * CGFloat(i), accuracy: 1)
            let label = cell.nameLabel.frame
            XCTAssertEqual(label.minX, 16, accuracy: 1e-9)
            XCTAssertEqual(label.minY, 12, accuracy: 1e-9)
            XCTAssertEqual(label.width, 393 - 32, accuracy: 1e-9)
            XCTAssertEqual(label.height, 20, accuracy: 1e-9)
            // The app's identifier is its own: the view's accessibility
            // identifier (what Trellis logs name it by) is untouched.
            XCTAssertNil(cell.accessibilityIdentifier)
        }
    }

    func testViewWithAUUIDIdentifierLaysOut() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let chips = [TagChip(), TagChip()]
        for chip in chips {
            chip.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(chip)
        }
        NSLayoutConstraint.activate([
            chips[0].leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
            chips[1].leadingAnchor.constraint(equalTo: chips[0].trailingAnchor, constant: 8),
            chips[0].widthAnchor.constraint(equalToConstant: 80),
            chips[1].widthAnchor.constraint(equalTo: chips[0].widthAnchor),
            chips[0].topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            chips[1].topAnchor.constraint(equalTo: chips[0].topAnchor),
            chips[0].heightAnchor.constraint(equalToConstant: 30),
            chips[1].heightAnchor.constraint(equalTo: chips[0].heightAnchor),
        ])
        container.layoutIfNeeded()
        XCTAssertEqual(chips.map(\.frame), [CGRect(x: 8, y: 10, width: 80, height: 30),
                                            CGRect(x: 96, y: 10, width: 80, height: 30)])
        XCTAssertNotEqual(chips[0].identifier, chips[1].identifier)
        XCTAssertTrue(type(of: chips[0].identifier) == UUID.self)
    }

    /// Apple, `UILayoutGuide.identifier`: "By default, the identifier
    /// property is an empty string. Assign a nonempty string to identify
    /// this layout guide. [...] You can also use the identifier to find a
    /// particular layout guide from among the guides owned by a view."
    func testGuideIdentifier() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let guide = UILayoutGuide()
        XCTAssertEqual(guide.identifier, "")
        guide.identifier = "gutter"
        XCTAssertEqual(guide.identifier, "gutter")
        view.addLayoutGuide(guide)
        view.addLayoutGuide(UILayoutGuide())
        XCTAssertTrue(view.layoutGuides.first { $0.identifier == "gutter" } === guide)
        guide.identifier = ""
        XCTAssertEqual(guide.identifier, "")
        #if !canImport(UIKit)
        // Trellis: one name, read by logs and pictures.
        guide.identifier = "gutter"
        XCTAssertEqual(guide.trellisIdentifier, "gutter")
        guide.trellisIdentifier = "aisle"
        XCTAssertEqual(guide.identifier, "aisle")
        guide.identifier = ""
        XCTAssertNil(guide.trellisIdentifier, "an empty identifier names nothing")
        #endif
    }

    /// UIKit's own guides carry the identifiers its console logs print
    /// (`UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`; sources in
    /// LayoutGuide.swift).
    func testUIKitGuideIdentifiers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(view.layoutMarginsGuide.identifier, "UIViewLayoutMarginsGuide")
        XCTAssertEqual(view.safeAreaLayoutGuide.identifier, "UIViewSafeAreaLayoutGuide")
        XCTAssertEqual(view.readableContentGuide.identifier, "UIViewReadableContentGuide")
        XCTAssertEqual(view.keyboardLayoutGuide.identifier, "UIViewKeyboardLayoutGuide")
        let scroll = UIScrollView(frame: view.bounds)
        XCTAssertEqual(scroll.contentLayoutGuide.identifier, "UIScrollView-contentLayoutGuide")
        XCTAssertEqual(scroll.frameLayoutGuide.identifier, "UIScrollView-frameLayoutGuide")
    }
}
