import Foundation
import TrellisFormat
import TrellisLayout
import XCTest

/// The scroll view files of the gallery, frames worked out by hand from
/// Apple's *Auto Layout Guide*, "Working with Scroll Views": constraints
/// between a scroll view and its content attach edges to the content area
/// and width, height and centres to the frame; the content size comes from
/// the content's chain; an axis scrolls when the content is larger than the
/// frame; `.automatic` adds the safe area on the scrolling axis, and the
/// content rests at `-adjustedContentInset`. Subviews' frames are in content
/// coordinates (a scroll view's bounds origin is its offset); on screen a
/// view is at its content position less the offset. Text is measured by the
/// fixed-advance measurer (see ``GalleryTests``).
extension GalleryTests {
    func scroll(_ layout: BuiltLayout, _ id: String = "scroll") -> UIScrollView {
        layout.view(id) as! UIScrollView
    }

    /// Both guide styles give the same article. iPhone SE 375 × 667,
    /// safe area top 20. article: 375 wide (the frame), margins 16 / 20 / 24.
    /// - headline: 28 pt bold, 14 a character, 335 wide -> 23 characters a
    ///   line: "Working with Scroll" / "Views", 2 × 33.6 = 67.2; 16...83.2 -> 83.
    /// - byline: 13 pt, 30 characters × 6.5 = 195 × 15.6; 87.2...102.8 -> 87...103.
    /// - photo: 180 tall, 118.8...298.8 -> 119...299.
    /// - caption: 40 characters × 6.5 = 260 × 15.6; 304.8...320.4 -> 305...320.5.
    /// - body: 17 pt, 8.5 a character -> 39 a line; six paragraphs of
    ///   5 + 4 + 5 + 3 + 4 + 3 = 24 lines × 20.4 = 489.6; 336.4...826 -> 336.5...826.
    /// - article: 826 + 24 = 850 tall: the content size is 375 × 850, more than
    ///   667, so it scrolls vertically; adjusted inset top 20, offset -20.
    func testScrollArticleBothGuideStyles() throws {
        for name in ["scroll-article-guides.yaml", "scroll-article-direct.yaml"] {
            let layout = try build(name)
            let s = scroll(layout)
            assertFrame(layout, "scroll", 0, 0, 375, 667, name)
            assertFrame(layout, "article", 0, 0, 375, 850, name)
            assertFrame(layout, "headline", 20, 16, 335, 67, name)
            assertFrame(layout, "byline", 20, 87, 195, 16, name)
            assertFrame(layout, "photo", 20, 119, 335, 180, name)
            assertFrame(layout, "caption", 20, 305, 260, 15.5, name)
            assertFrame(layout, "body", 20, 336.5, 335, 489.5, name)
            XCTAssertEqual(s.contentSize.width, 375, name)
            XCTAssertEqual(s.contentSize.height, 850, accuracy: 0.001, name)
            XCTAssertTrue(s.isScrollableVertically, name)
            XCTAssertFalse(s.isScrollableHorizontally, name)
            XCTAssertEqual(s.adjustedContentInset, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), name)
            XCTAssertEqual(s.contentOffset, CGPoint(x: 0, y: -20), name)
            // On screen the article starts below the status bar.
            assertRect(layout.view("article")!.absoluteFrame, 0, 20, 375, 850, name)
            XCTAssertTrue(s.scrollableContentSizeAmbiguity.isEmpty, name)
            assertNoIssues(layout)
            // Step 1 scrolls 150: frames stay (content coordinates), the
            // content moves up 150 + 20 on screen: body at 336.5 - 150.
            let scrolled = try build(name, step: 1)
            XCTAssertEqual(scroll(scrolled).contentOffset, CGPoint(x: 0, y: 150), name)
            assertFrame(scrolled, "body", 20, 336.5, 335, 489.5, name)
            assertRect(scrolled.view("body")!.absoluteFrame, 20, 186.5, 335, 489.5, name)
            assertNoIssues(scrolled)
        }
    }

    /// The form: margins 20 top and bottom, 16 at the sides (343 wide).
    /// heading: 22 pt bold, 16 × 11 = 176 × 26.4; 20...46.4 -> 46.5.
    /// Each row: label (13 pt, 15.6 tall) 16 below the previous view, field
    /// (17-point text: 20.4 + 14 = 34.4 tall) 4 below the label: 70 a row.
    /// Row k's field: 82 + 70(k - 1)...116.4 + 70(k - 1). Phone (k = 7):
    /// 502...536.4 -> 536.5; email (k = 8): 572...606.4 -> 606.5.
    /// save: 606.4 + 24 = 630.4 -> 630.5, 44 tall -> 674.5; form: 674.4 + 20 =
    /// 694.4 -> 694.5. The keyboard stand-in: 216 at the bottom, 451...667.
    func testScrollFormKeyboard() throws {
        let layout = try build("scroll-form-keyboard.yaml")
        assertFrame(layout, "form", 0, 0, 375, 694.5)
        assertFrame(layout, "heading", 16, 20, 176, 26.5)
        assertFrame(layout, "nameLabel", 16, 62.5, 26, 15.5)      // 62.4 -> 62.5; "Name" 4 × 6.5
        assertFrame(layout, "name", 16, 82, 343, 34.5)
        assertFrame(layout, "phoneLabel", 16, 482.5, 32.5, 15.5)  // 62.4 + 420 = 482.4 -> 482.5
        assertFrame(layout, "phone", 16, 502, 343, 34.5)
        assertFrame(layout, "email", 16, 572, 343, 34.5)
        assertFrame(layout, "save", 16, 630.5, 343, 44)
        assertFrame(layout, "keyboard", 0, 451, 375, 216)
        // The content size is the content guide's, rounded to pixels as frames are.
        XCTAssertEqual(scroll(layout).contentSize.height, 694.5, accuracy: 0.001)
        XCTAssertEqual(scroll(layout).contentOffset, CGPoint(x: 0, y: -20))
        assertNoIssues(layout)

        // Step 1: the keyboard is up; contentInset.bottom 216 joins the
        // safe area's 20 at the top; scrolled to 102, the phone field is on
        // screen at 502 - 102 = 400...434.5, above the keyboard's top (451).
        let typing = try build("scroll-form-keyboard.yaml", step: 1)
        let s = scroll(typing)
        XCTAssertEqual(s.contentInset, UIEdgeInsets(top: 0, left: 0, bottom: 216, right: 0))
        XCTAssertEqual(s.adjustedContentInset, UIEdgeInsets(top: 20, left: 0, bottom: 216, right: 0))
        XCTAssertEqual(s.contentOffset, CGPoint(x: 0, y: 102))
        XCTAssertFalse(typing.view("keyboard")!.isHidden)
        assertFrame(typing, "phone", 16, 502, 343, 34.5)
        assertRect(typing.view("phone")!.absoluteFrame, 16, 400, 343, 34.5)
        XCTAssertLessThan(typing.view("phone")!.absoluteFrame.maxY, typing.view("keyboard")!.absoluteFrame.minY)
        assertNoIssues(typing)

        // Step 2: scrolled to 240 (the inset allows up to 694.4 + 216 - 667
        // = 243.4; without it, 27.4): Save is on screen at 630.5 - 240 =
        // 390.5...434.5, clear of the keyboard.
        let saving = try build("scroll-form-keyboard.yaml", step: 2)
        XCTAssertEqual(scroll(saving).contentOffset, CGPoint(x: 0, y: 240))
        assertRect(saving.view("save")!.absoluteFrame, 16, 390.5, 343, 44)
        XCTAssertLessThan(saving.view("save")!.absoluteFrame.maxY, 451)
        assertNoIssues(saving)
    }

    /// iPhone 15: 393 × 852 @3x, safe area 59 / 34. feed: 14 cards of 80,
    /// 12 apart: 1120 + 156 = 1276 tall, 393 - 32 = 361 wide, 16 inside the
    /// content area: content 393 × 1308. contentInset bottom 72, so the
    /// adjusted inset is 59 / 34 + 72 = 106; at rest offset -59.
    /// compose floats: trailing 393 - 20 = 373 (frame guide), bottom
    /// 852 - 34 - 16 = 802 (root's safe area): on screen (317, 746, 56, 56)
    /// at every offset; in content coordinates at 746 + offset.
    func testScrollFloatingButton() throws {
        let expected: [(offset: Double, composeY: Double)] = [(-59, 687), (300, 1046), (562, 1308)]
        for (step, e) in expected.enumerated() {
            let layout = try build("scroll-floating-button.yaml", step: step)
            let s = scroll(layout)
            XCTAssertEqual(s.contentSize, CGSize(width: 393, height: 1308))
            XCTAssertEqual(s.adjustedContentInset, UIEdgeInsets(top: 59, left: 0, bottom: 106, right: 0))
            XCTAssertEqual(s.contentOffset, CGPoint(x: 0, y: e.offset))
            assertFrame(layout, "feed", 16, 16, 361, 1276)
            assertFrame(layout, "card1", 0, 0, 361, 80)
            assertFrame(layout, "card14", 0, 1196, 361, 80)        // 13 × 92
            assertFrame(layout, "compose", 317, e.composeY, 56, 56, "step \(step)")
            assertRect(layout.view("compose")!.absoluteFrame, 317, 746, 56, 56, "step \(step)")
            assertNoIssues(layout)
        }
        // At the end (562 = 1308 + 106 - 852) the last card's bottom is on
        // screen at 16 + 1276 - 562 = 730, 16 above the button.
        let end = try build("scroll-floating-button.yaml", step: 2)
        XCTAssertEqual(end.view("card14")!.absoluteFrame.maxY, 730)
    }
}
