import XCTest
@testable import TrellisLayout

/// Text styles space their lines at the style's leading: the Human
/// Interface Guidelines' Dynamic Type table for iOS, "Large (default)"
/// column (body 17 pt on 22, subheadline 15 on 20, large title 34 on 41),
/// which is what Interface Builder stores multi-line text-style labels at
/// (docs/INTERFACE-BUILDER.md, "Text styles' leading").
final class TextStyleLeadingTests: XCTestCase {
    let measurer = FixedAdvanceTextMeasurer()

    /// The HIG's sizes and leadings, Large column.
    func testStylesCarryTheHIGsSizeAndLeading() {
        let table: [(UIFont.TextStyle, CGFloat, CGFloat)] = [
            (.largeTitle, 34, 41), (.title1, 28, 34), (.title2, 22, 28), (.title3, 20, 25), (.headline, 17, 22),
            (.body, 17, 22), (.callout, 16, 21), (.subheadline, 15, 20), (.footnote, 13, 18), (.caption1, 12, 16),
            (.caption2, 11, 13),
        ]
        for (style, size, leading) in table {
            let font = UIFont.preferredFont(forTextStyle: style)
            XCTAssertEqual(font.pointSize, size, style.rawValue)
            XCTAssertEqual(font.textStyle, style)
            XCTAssertEqual(style.leading, leading, style.rawValue)
            XCTAssertEqual(style.name.flatMap(UIFont.TextStyle.init(name:)), style)
        }
        XCTAssertNil(UIFont.systemFont(ofSize: 15).textStyle)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).weight, .semibold)
    }

    /// Four lines of subheadline with the fixed-advance measurer (a line
    /// 1.2 × 15 = 18 tall, its baseline 14.25 down): the first line keeps
    /// its 18, each further one adds the 20-point leading: 78 high, the
    /// last baseline 60 below the first. The same text at 15 points by
    /// size stacks at the font's own 18: 72, 54 apart.
    func testLinesAfterTheFirstAreTheLeadingApart() {
        let text = "One\nTwo\nThree\nFour"
        let styled = measurer.layout(text, font: .preferredFont(forTextStyle: .subheadline), numberOfLines: 0, width: nil)
        XCTAssertEqual(styled.lines.count, 4)
        XCTAssertEqual(styled.size.height, 78, accuracy: 1e-9)
        XCTAssertEqual(styled.firstBaseline, 14.25, accuracy: 1e-9)
        XCTAssertEqual(styled.lastBaseline, 74.25, accuracy: 1e-9)
        let plain = measurer.layout(text, font: .systemFont(ofSize: 15), numberOfLines: 0, width: nil)
        XCTAssertEqual(plain.size.height, 72, accuracy: 1e-9)
        XCTAssertEqual(plain.lastBaseline, 68.25, accuracy: 1e-9)
    }

    /// One line, empty text and wrapped text: one line keeps the font's
    /// height; a label wrapped at its width to three lines of body is
    /// 20.4 + 2 × 22 tall as its intrinsic height.
    func testOneLineEmptyTextAndAWrappedLabel() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        XCTAssertEqual(measurer.layout("Title", font: body, numberOfLines: 1, width: nil).size.height, 20.4, accuracy: 1e-9)
        XCTAssertEqual(measurer.layout("", font: body, numberOfLines: 0, width: nil).size.height, 0)
        let label = UILabel()
        label.text = "one two three"
        label.font = body
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 45
        XCTAssertEqual(label.intrinsicContentSize.height, 20.4 + 44, accuracy: 1e-9)
    }
}
