import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// The system font's line height and ascender under `TRELLIS_IB_TEXT=
/// measured` (docs/INTERFACE-BUILDER.md, "Text: the system font's line
/// height"): 2444/2048 and 1950/2048 of the point size, the numbers every
/// stored single-line label height agrees with.
final class SystemFontLineHeightsTests: XCTestCase {
    let measurer = SystemFontLineHeights(FixedAdvanceTextMeasurer())

    /// 17 points: 20.287 a line (stored 20.5 at @2x, 20.333 at @3x once
    /// rounded to the pixel), the baseline 16.187 below the top; 14
    /// points: 16.707 (stored 17); 12 points: 14.32 (stored 14.5).
    func testOneLineIsTheSystemFontsLineHeight() {
        for (size, height, baseline) in [(17.0, 20.287, 16.187), (14, 16.707, 13.330), (12, 14.320, 11.426)] {
            let l = measurer.layout("Title", font: .systemFont(ofSize: size), numberOfLines: 1, width: nil)
            XCTAssertEqual(l.size.height, height, accuracy: 0.001, "\(size)")
            XCTAssertEqual(l.firstBaseline, baseline, accuracy: 0.001, "\(size)")
            XCTAssertEqual(l.lastBaseline, baseline, accuracy: 0.001, "\(size)")
            // The width stays the wrapped measurer's: 5 × half the size.
            XCTAssertEqual(l.size.width, 5 * size / 2, accuracy: 1e-9)
        }
    }

    /// Lines as the wrapped measurer broke them (three at this width),
    /// each a line height: 3 × 20.287 = 60.861, the last baseline two
    /// lines below the first. Bold and semibold faces are the system font
    /// too (`boldSystem`, headline).
    func testWrappedLinesStackAtTheLineHeight() {
        let text = "one two three"
        for font in [UIFont.systemFont(ofSize: 17), .boldSystemFont(ofSize: 17), .systemFont(ofSize: 17, weight: .semibold)] {
            let l = measurer.layout(text, font: font, numberOfLines: 0, width: 45)
            XCTAssertEqual(l.lines.count, 3)
            XCTAssertEqual(l.size.height, 60.861, accuracy: 0.001)
            XCTAssertEqual(l.lastBaseline - l.firstBaseline, 40.574, accuracy: 0.001)
        }
    }

    /// Fonts by name keep the wrapped measurer's metrics (1.2 × the size
    /// for the fixed-advance one), and empty text stays 0 high.
    func testNamedFontsAndEmptyTextAreUnchanged() {
        let helvetica = UIFont(name: "HelveticaNeue-Light", size: 20)!
        let l = measurer.layout("Lake", font: helvetica, numberOfLines: 1, width: nil)
        XCTAssertEqual(l, FixedAdvanceTextMeasurer().layout("Lake", font: helvetica, numberOfLines: 1, width: nil))
        XCTAssertEqual(measurer.layout("", font: .systemFont(ofSize: 17), numberOfLines: 1, width: nil).size.height, 0)
    }
}
