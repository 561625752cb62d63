import Foundation
import TrellisFormat
import TrellisLayout
import XCTest

/// The table files of the gallery, frames worked out by hand from Apple's
/// *Auto Layout Guide*, "Working with Self-Sizing Table View Cells": a
/// self-sizing row is its content view's chain from top to bottom plus the
/// separator (half a point at 2×); rows follow one another in content
/// coordinates; the content rests below the status bar (a table bounces
/// vertically, so `.automatic` adds the safe area). Frames are the engine's,
/// each edge rounded to the pixel in window coordinates. Text is measured
/// by the fixed-advance measurer (see ``GalleryTests``): a character is half
/// the point size wide, a line 1.2 × the point size tall.
extension GalleryTests {
    func generated(_ layout: BuiltLayout, _ id: String) -> UIView? {
        layout.views.first { $0.id == id }?.view
    }

    func assertGenerated(_ layout: BuiltLayout, _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                         _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        guard let view = generated(layout, id) else { return XCTFail("no view \(id)", file: file, line: line) }
        assertRect(view.frame, x, y, width, height, "\(id) \(message)", file: file, line: line)
    }

    /// iPhone SE 375 × 667 at 2×, safe area 20 at the top. The content
    /// view's margins: 11 top and bottom, 16 at the sides, so the body wraps
    /// at 343 (40 characters of 8.5). A row is 11 + 18 (15-pt name) + 4 +
    /// 20.4 a body line + 11 + 0.5 = 44.5 + 20.4 × lines.
    /// - header "Today", 17-pt: 20.4 + 8 = 28.4 → 28.5;
    /// - rows of 1, 2 ("Yes: every frame matches what the" / "simulator
    ///   gave us."), 3 and 1 lines: 64.9, 85.3, 105.7, 64.9, from 28.5:
    ///   28.5…93.4…178.7…284.4…349.3; on screen 20 lower, each edge on the
    ///   half point: 48.5, 113.5, 198.5, 304.5, 369.5.
    /// Landscape (667 × 375, no safe area): 74 characters a line, so only
    /// the third message wraps (2 lines): 64.9, 64.9, 85.3, 64.9 from 28.5;
    /// its body from 158.3 + 33 = 191.3 to 232.1, on the half point
    /// 191.5…232: 40.5 high.
    func testTableChatFeed() throws {
        let layout = try build("table-chat-feed.yaml")
        let feed = try XCTUnwrap(layout.view("feed") as? UITableView)
        assertFrame(layout, "feed", 0, 0, 375, 667)
        XCTAssertEqual(feed.contentOffset, CGPoint(x: 0, y: -20))
        assertGenerated(layout, "feed.s0.header", 0, 0, 375, 28.5)
        assertGenerated(layout, "feed.s0.r0", 0, 28.5, 375, 65)
        assertGenerated(layout, "feed.s0.r1", 0, 93.5, 375, 85)
        assertGenerated(layout, "feed.s0.r2", 0, 178.5, 375, 106)
        assertGenerated(layout, "feed.s0.r3", 0, 284.5, 375, 65)
        // Row 2's content: the content view a separator shorter (its edges
        // at 198.5 and 304.4 - 0.5 → 304); name and time at the top margin,
        // "09:43" (5 × 6.5) ending at the trailing margin, 359; the body
        // 33 down (11 + 18 + 4), three lines to 231.7 + 61.2 → 293.
        assertGenerated(layout, "feed.s0.r2.contentView", 0, 0, 375, 105.5)
        assertGenerated(layout, "feed.s0.r2.name", 16, 11, 22.5, 18)
        assertGenerated(layout, "feed.s0.r2.time", 326.5, 11, 32.5, 16)
        assertGenerated(layout, "feed.s0.r2.body", 16, 33, 343, 61.5)
        XCTAssertEqual(feed.contentSize.height, 349.5, accuracy: 1e-9)
        XCTAssertEqual(feed.rowHeightWarnings, [])
        assertNoIssues(layout)

        let turned = try build("table-chat-feed.yaml", step: 1)
        let t = try XCTUnwrap(turned.view("feed") as? UITableView)
        assertFrame(turned, "feed", 0, 0, 667, 375)
        XCTAssertEqual(t.contentOffset, CGPoint(x: 0, y: 0))
        assertGenerated(turned, "feed.s0.r0", 0, 28.5, 667, 65)
        assertGenerated(turned, "feed.s0.r1", 0, 93.5, 667, 65)
        assertGenerated(turned, "feed.s0.r2", 0, 158.5, 667, 85)
        assertGenerated(turned, "feed.s0.r3", 0, 243.5, 667, 65)
        assertGenerated(turned, "feed.s0.r2.body", 16, 33, 635, 40.5)
        assertNoIssues(turned)
    }

    /// Grouped, iPhone SE. Titled headers: 13-pt text 15.6 + 23 = 38.6 →
    /// 38.5, and the first 17.5 more (56.1 → 56); untitled headers and
    /// footers 18; the titled footer 15.6 + 24 = 39.6 → 39.5. Rows of the
    /// predefined styles: 11 + 20.4 + 11 + 0.5 = 42.9, raised to 44;
    /// subtitle 11 + 20.4 + 14.4 + 11 + 0.5 = 57.3. Section 0: header
    /// 0…56.1, rows to 100.1 and 157.4, footer to 175.4; section 1: header
    /// to 213.9, rows to 257.9 and 301.9, footer to 341.4; section 2:
    /// header to 359.4, rows to 403.4 and 447.4, footer to 465.4.
    func testTableSettingsGrouped() throws {
        let layout = try build("table-settings-grouped.yaml")
        let table = try XCTUnwrap(layout.view("settings") as? UITableView)
        assertGenerated(layout, "settings.s0.header", 0, 0, 375, 56)
        assertGenerated(layout, "settings.s0.r0", 0, 56, 375, 44)
        assertGenerated(layout, "settings.s0.r1", 0, 100, 375, 57.5)
        // Footers without titles are space, not views.
        assertRect(table.rectForFooter(inSection: 0), 0, 157.5, 375, 18)
        assertGenerated(layout, "settings.s1.header", 0, 175.5, 375, 38.5)
        assertGenerated(layout, "settings.s1.r0", 0, 214, 375, 44)
        assertGenerated(layout, "settings.s1.footer", 0, 302, 375, 39.5)
        assertRect(table.rectForHeader(inSection: 2), 0, 341.5, 375, 18)
        assertGenerated(layout, "settings.s2.r1", 0, 403.5, 375, 44)
        XCTAssertEqual(table.contentSize.height, 465.5, accuracy: 1e-9)
        // value1 with a disclosure indicator: the content view is 375 -
        // 26.5 = 348.5 wide; "Ada Lovelace" (12 × 8.5 = 102) ends 8 before
        // its edge (the accessory takes the cell's margin, the content view
        // keeps a view's 8), the text starts at 16.
        assertGenerated(layout, "settings.s0.r0.contentView", 0, 0, 348.5, 43.5)
        assertGenerated(layout, "settings.s0.r0.detailTextLabel", 238.5, 11.5, 102, 20.5)
        assertGenerated(layout, "settings.s0.r0.textLabel", 16, 11.5, 34, 20.5)
        // subtitle: the detail (12 pt, 14.4) right below the text, at its
        // own width ("ada@example.com", 15 × 6).
        assertGenerated(layout, "settings.s0.r1.detailTextLabel", 16, 31.5, 90, 14.5)
        // value2: the text right-aligned in a 91-point column, the detail 6 after.
        // Centred: the row starts at 341.8 (+ 20 on screen: 361.8 → 362),
        // the text at 361.8 + (43.5 - 18) / 2 = 374.55 → 374.5: 12.5 below.
        assertGenerated(layout, "settings.s2.r0.textLabel", 16, 12.5, 91, 18)
        assertGenerated(layout, "settings.s2.r0.detailTextLabel", 113, 12.5, 105, 18)
        // The checkmark narrows the content view by 30.
        assertGenerated(layout, "settings.s1.r0.contentView", 0, 0, 345, 43.5)
        assertNoIssues(layout)
    }

    /// Rows 0 and 2 size to their one-line label (11 + 20.4 + 11 + 0.5 =
    /// 42.9: 0…42.9, then 86.9…129.8, on the half point 87…130); row 1's chain stops at the label, so UIKit's fallback: 44 and
    /// the warning, naming the view to close the chain at.
    func testTableBrokenChain() throws {
        let layout = try build("table-broken-chain.yaml")
        let table = try XCTUnwrap(layout.view("list") as? UITableView)
        assertGenerated(layout, "list.s0.r0", 0, 0, 375, 43)
        assertGenerated(layout, "list.s0.r1", 0, 43, 375, 44)
        assertGenerated(layout, "list.s0.r2", 0, 87, 375, 43)
        XCTAssertEqual(table.rowHeightWarnings.count, 1)
        let log = layout.window.diagnostics.log.joined(separator: "\n")
        XCTAssertTrue(log.contains("Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view (list.s0.r1)"), log)
        XCTAssertTrue(log.contains("list.s0.r1.label.bottom == contentView.margins.bottom"), log)
    }
}
