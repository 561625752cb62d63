import CCairo
import XCTest
import TrellisLayout
@testable import TrellisRender

/// Text styles' lines, measured with DejaVu Sans and drawn, are the style's
/// leading apart (docs/LAYOUT.md, `UIFont.preferredFont(forTextStyle:)`):
/// the first line keeps DejaVu's height, each further baseline is the
/// leading below the one before, within a paragraph and across paragraphs.
final class TextStyleLeadingDrawingTests: XCTestCase {
    let body = UIFont.preferredFont(forTextStyle: .body)

    func measure(_ text: String, _ font: UIFont, width: Double? = nil) -> TextLayout {
        PangoTextMeasurer().layout(text, font: font, numberOfLines: 0, width: width)
    }

    /// Three paragraphs, and one paragraph wrapped to three lines: the same
    /// lines as the 17-point system font, baselines 22 apart, the height
    /// one DejaVu line (19.79) plus 2 × 22.
    func testBaselinesAreTheLeadingApart() {
        for (text, width) in [("one\ntwo\nthree", nil), ("one two three", 55.0)] as [(String, Double?)] {
            let styled = measure(text, body, width: width)
            let plain = measure(text, .systemFont(ofSize: 17), width: width)
            XCTAssertEqual(styled.lines, plain.lines)
            XCTAssertEqual(styled.lines.count, 3, text)
            let line = plain.size.height / 3
            XCTAssertEqual(styled.firstBaseline, plain.firstBaseline, accuracy: 1e-9)
            XCTAssertEqual(styled.lastBaseline - styled.firstBaseline, 44, accuracy: 0.001, text)
            XCTAssertEqual(styled.size.height, line + 44, accuracy: 0.001, text)
            XCTAssertEqual(styled.size.width, plain.size.width, accuracy: 1e-9)
        }
        // One line is the font's own line.
        XCTAssertEqual(measure("one", body).size, measure("one", .systemFont(ofSize: 17)).size)
    }

    /// A label in a text style is drawn where it was measured: the drawn
    /// text's box (the render record) is the label's measured height.
    func testTheDrawnTextIsTheMeasuredText() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.textMeasurer = PangoTextMeasurer()
        let label = UILabel()
        label.text = "one\ntwo\nthree"
        label.font = body
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
                                     label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)])
        window.layoutIfNeeded()
        let expected = measure("one\ntwo\nthree", body).size.height
        XCTAssertEqual(label.frame.height, expected, accuracy: 0.5)
        let record = try Renderer.drawingRecords([RenderPage(window: window, caption: "t")], options: RenderOptions())[0]
        XCTAssertTrue(record.texts.contains { abs($0.height - expected) < 1e-6 }, "\(record.texts) \(expected)")
    }
}
