import CCairo
import XCTest
import TrellisLayout
@testable import TrellisRender

/// Text is measured and drawn a paragraph at a time (``TextParagraphs``):
/// the result must be what one Pango layout of the whole text gives, only
/// in linear time.
final class TextParagraphsTests: XCTestCase {
    let font = UIFont.systemFont(ofSize: 17)

    /// The whole text in one Pango layout (what Trellis did before), in points.
    func whole(_ text: String, width: Double?, numberOfLines: Int = 0)
        -> (size: CGSize, first: Double, last: Double, lines: Int) {
        try! Fonts.withPango { shared in
            let l = TextStyle.layout(shared.measuringContext, text, size: 17, numberOfLines: numberOfLines, width: width)
            defer { g_object_unref(UnsafeMutableRawPointer(l)) }
            let scale = Double(PANGO_SCALE)
            return (TextStyle.size(l), Double(pango_layout_get_baseline(l)) / scale,
                    Double(TextParagraphs.lastBaseline(l)) / scale, Int(pango_layout_get_line_count(l)))
        }
    }

    func measure(_ text: String, width: Double?, numberOfLines: Int = 0) -> TextLayout {
        PangoTextMeasurer().layout(text, font: font, numberOfLines: numberOfLines, width: width)
    }

    /// Size, baselines and lines equal one layout of the whole text, for
    /// texts with empty paragraphs, a trailing line break, `\r\n`, `\r` and
    /// U+2029 separators, wrapped and unbounded.
    func testParagraphsMeasureAsTheWholeText() {
        let texts = [
            "one", "one\ntwo", "a long first paragraph that wraps at the width\nshort\n\nafter an empty one",
            "trailing break\n", "\nleading break", "crlf\r\nand cr\rand ps\u{2029}end", "\n\n\n",
        ]
        for text in texts {
            for width in [nil, 120.0, 358] {
                let w = whole(text, width: width)
                let m = measure(text, width: width)
                XCTAssertEqual(m.size.width, w.size.width, accuracy: 1e-9, "\(text.debugDescription) at \(String(describing: width))")
                XCTAssertEqual(m.size.height, w.size.height, accuracy: 1e-9, "\(text.debugDescription)")
                XCTAssertEqual(m.firstBaseline, w.first, accuracy: 1e-9, "\(text.debugDescription)")
                XCTAssertEqual(m.lastBaseline, w.last, accuracy: 1e-9, "\(text.debugDescription)")
                XCTAssertEqual(m.lines.count, w.lines, "\(text.debugDescription)")
            }
        }
    }

    /// Height is the sum of the paragraphs' heights, width the widest.
    func testAMultiParagraphLabelIsItsParagraphsStacked() {
        let paragraphs = ["first paragraph, long enough to wrap in a narrow label", "second", "", "fourth one"]
        // An empty paragraph is one empty line (empty text alone measures 0 × 0).
        let emptyLine = measure("x", width: 150).size.height
        let parts = paragraphs.map { p -> TextLayout in
            var m = measure(p, width: 150)
            if p.isEmpty { m.size.height = emptyLine }
            return m
        }
        let all = measure(paragraphs.joined(separator: "\n"), width: 150)
        XCTAssertEqual(all.size.height, parts.map(\.size.height).reduce(0, +), accuracy: 1e-9)
        XCTAssertEqual(all.size.width, parts.map(\.size.width).max()!, accuracy: 1e-9)
        XCTAssertEqual(all.lines.count, parts.map(\.lines.count).reduce(0, +))
        XCTAssertEqual(all.firstBaseline, parts[0].firstBaseline, accuracy: 1e-9)
        let above = parts.dropLast().map(\.size.height).reduce(0, +)
        XCTAssertEqual(all.lastBaseline, above + parts.last!.lastBaseline, accuracy: 1e-9)
        XCTAssertEqual(all.lines.suffix(1), ["fourth one"])
    }

    /// A neutral paragraph (digits) after a right-to-left one keeps that
    /// direction, as in one layout, where Pango carries it over; the mark
    /// that carries it isn't part of the line's text.
    func testANeutralParagraphAfterRightToLeftTextKeepsItsDirection() {
        let text = "שלום עולם\n123\nabc\n456"
        let w = whole(text, width: 300)
        let m = measure(text, width: 300)
        XCTAssertEqual(m.size.width, w.size.width, accuracy: 1e-9)
        XCTAssertEqual(m.size.height, w.size.height, accuracy: 1e-9)
        XCTAssertEqual(m.lines, ["שלום עולם", "123", "abc", "456"])
        // Both lines right to left, so both sit at the right: the text is as
        // wide as its wider line (a left-to-right "123" would span the width).
        let rtl = measure("שלום\n123", width: 300)
        XCTAssertEqual(rtl.size.width, whole("שלום\n123", width: 300).size.width, accuracy: 1e-9)
        XCTAssertLessThan(rtl.size.width, 100)
    }

    /// `numberOfLines` counts the whole text's lines, as UILabel's does
    /// (Apple: "the maximum number of lines for rendering text"); the last
    /// line shown ends in an ellipsis when text after it is cut.
    func testTheLineLimitCountsEveryParagraphsLines() {
        let one = measure("a", width: 200)
        let cut = measure("first\nsecond\nthird\nfourth", width: 200, numberOfLines: 2)
        XCTAssertEqual(cut.lines, ["first", "second…"])
        XCTAssertEqual(cut.size.height, 2 * one.size.height, accuracy: 1e-9)
        // A paragraph cut inside is ellipsized by Pango, and nothing follows it.
        let long = measure("a first paragraph long enough to wrap over several lines\nsecond", width: 120, numberOfLines: 2)
        XCTAssertEqual(long.lines.count, 2)
        XCTAssertEqual(long.size.height, 2 * one.size.height, accuracy: 1e-9)
        // Text that fits is not marked.
        XCTAssertEqual(measure("first\nsecond", width: 200, numberOfLines: 2).lines, ["first", "second"])
        // Unbounded: each paragraph a line, the limit still applies.
        XCTAssertEqual(measure("a\nb\nc", width: nil, numberOfLines: 2).lines, ["a", "b…"])
        // One line: the text is one paragraph (Pango's single-paragraph mode), as before.
        XCTAssertEqual(measure("a\nb", width: nil, numberOfLines: 1).size.height, one.size.height, accuracy: 1e-9)
    }

    /// A label of many lines is measured with every line, in order (the
    /// size is each line's height times their number).
    func testManyParagraphsStackInOrder() {
        let n = 5_000
        let text = (0..<n).map { "line \($0)" }.joined(separator: "\n")
        let m = measure(text, width: 358)
        let one = measure("line 0", width: 358)
        XCTAssertEqual(m.lines.count, n)
        XCTAssertEqual(m.lines[4_321], "line 4321")
        XCTAssertEqual(m.size.height, Double(n) * one.size.height, accuracy: 1e-6)
        XCTAssertEqual(m.lastBaseline, Double(n - 1) * one.size.height + one.firstBaseline, accuracy: 1e-6)
    }
}
