import CCairo
import XCTest
import TrellisLayout
@testable import TrellisRender

/// Conversions on the way to Pango and Cairo that used to trap, and the
/// picture size limit that replaces Cairo's own message.
final class RenderLimitsTests: XCTestCase {
    /// 3,000,000 points is 3.07e9 Pango units: past Int32, so no width.
    func testWidthsPangoUnitsCantHoldMeasureUnbounded() {
        XCTAssertEqual(TextStyle.pangoUnits(100), 102_400)
        XCTAssertEqual(TextStyle.pangoUnits(-5), 0)
        XCTAssertNil(TextStyle.pangoUnits(3_000_000))
        XCTAssertNil(TextStyle.pangoUnits(.infinity))
        XCTAssertNil(TextStyle.pangoUnits(.nan))
    }

    func testPangoMeasuresAWrappingLabelWiderThanInt32Units() throws {
        try Fonts.configure()
        let layout = PangoTextMeasurer().layout("hello world", font: .systemFont(ofSize: 17), numberOfLines: 0, width: 3_000_000)
        XCTAssertEqual(layout.lines, ["hello world"])
        XCTAssertGreaterThan(layout.size.width, 0)
        let many = PangoTextMeasurer().layout("hello", font: .systemFont(ofSize: 17), numberOfLines: Int.max, width: 10)
        XCTAssertGreaterThan(many.lines.count, 1)
    }

    /// Negative heights put maxY above minY; the span still forms.
    func testSpansFormFromAnyCoordinates() {
        XCTAssertEqual(Span.covering(0, 0, -10, -10), -10...0)
        XCTAssertEqual(Span.covering(5, .nan, 1), 1...5)
        XCTAssertEqual(Span.covering(.nan, .nan), 0...0)
    }

    func testPicturesPastCairosLimitsAreRefusedInTrellissWords() throws {
        XCTAssertEqual(try PictureLimits.pixels(CGSize(width: 100, height: 50), scale: 2).width, 200)
        for (size, scale) in [(CGSize(width: 10_000, height: 10), 4.0), (CGSize(width: 8_000, height: 8_000), 1.0),
                              (CGSize(width: 1e19, height: 1), 1.0)] {
            XCTAssertThrowsError(try PictureLimits.pixels(size, scale: scale)) { error in
                XCTAssertTrue("\(error)".contains("render makes at most 32767 pixels a side and 50000000 in all"), "\(error)")
            }
        }
        XCTAssertThrowsError(try PictureLimits.pixels(CGSize(width: 100, height: 100), scale: .nan))
    }

    func testCairoStatusesAreExplained() {
        let message = CairoStatus.explain(CAIRO_STATUS_INVALID_SIZE, making: "a 40000x10-pixel image")
        XCTAssertTrue(message.hasPrefix("couldn't make a 40000x10-pixel image: it is too large"), message)
        XCTAssertTrue(message.hasSuffix("(cairo: invalid value (typically too big) for the size of the input (surface, pattern, etc.))"),
                      message)
    }

    func testRenderingAFilmstripTooWideIsARenderError() {
        let window = UIWindow(width: 9_000, height: 100, scale: 2)
        let page = RenderPage(window: window, caption: "wide")
        XCTAssertThrowsError(try Renderer.render([page, page], options: RenderOptions(format: .png, scale: 2))) { error in
            XCTAssertTrue("\(error)".contains("pixels; render makes at most"), "\(error)")
        }
    }
}
