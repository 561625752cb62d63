import XCTest
@_spi(Trellis) import TrellisLayout

/// UIFont's factories and UIColor's initialisers and named colours, as
/// UIKit documents them.
final class FontAndColorTests: XCTestCase {
    // MARK: UIFont

    func testSystemFontFactories() {
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).weight, .regular)
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 17).weight, .bold)
        XCTAssertTrue(UIFont.italicSystemFont(ofSize: 17).isItalic)
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .medium)
        XCTAssertEqual(digits.pointSize, 12)
        XCTAssertEqual(digits.weight, .medium)
        XCTAssertTrue(digits.hasMonospacedDigits)
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).withSize(20).pointSize, 20)
    }

    /// UIFont.Weight's raw values are UIKit's (UIFontWeightUltraLight -0.8 ...
    /// UIFontWeightBlack 0.62) and order the weights.
    func testWeightsAreOrderedWithUIKitsRawValues() {
        let all: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        XCTAssertEqual(all.map(\.rawValue), [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        XCTAssertEqual(all, all.sorted())
    }

    /// UIFont(name:size:) is failable; the weight and slant come from the name.
    func testNamedFonts() throws {
        XCTAssertNil(UIFont(name: "", size: 17))
        XCTAssertNil(UIFont(name: "Helvetica", size: 0))
        let semibold = try XCTUnwrap(UIFont(name: "AvenirNext-DemiBold", size: 15))
        XCTAssertEqual(semibold.weight, .bold, "DemiBold reads as bold (contains 'bold')")
        XCTAssertEqual(try XCTUnwrap(UIFont(name: "SFProText-Semibold", size: 15)).weight, .semibold)
        let italic = try XCTUnwrap(UIFont(name: "HelveticaNeue-LightItalic", size: 15))
        XCTAssertEqual(italic.weight, .light)
        XCTAssertTrue(italic.isItalic)
        XCTAssertEqual(italic.familyName, "HelveticaNeue")
        XCTAssertEqual(try XCTUnwrap(UIFont(name: "Helvetica", size: 15)).weight, .regular)
    }

    /// Apple's HIG, Typography, Dynamic Type sizes (iOS, Large, the default).
    func testPreferredFontsAtTheLargeCategory() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected {
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: style).pointSize, size, style.rawValue)
        }
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).weight, .semibold, "headline is semibold")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).weight, .regular)
    }

    /// lineHeight = ascender - descender (UIFont docs: the line height is
    /// the ascender plus the descender's magnitude plus leading, 0 here),
    /// and it matches a measured line with the default measurer.
    func testLineMetricsAgreeWithTheDefaultMeasurer() {
        let font = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(font.lineHeight, font.ascender - font.descender + font.leading, accuracy: 1e-9)
        let measured = FixedAdvanceTextMeasurer().layout("Hg", font: font, numberOfLines: 1, width: nil)
        XCTAssertEqual(font.lineHeight, measured.size.height, accuracy: 1e-9)
        XCTAssertEqual(font.ascender, measured.firstBaseline, accuracy: 1e-9)
    }

    // MARK: UIColor

    func testWhiteAndWithAlpha() {
        XCTAssertEqual(UIColor(white: 0.5, alpha: 1), UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        XCTAssertEqual(UIColor.red.withAlphaComponent(0.25).alpha, 0.25)
        XCTAssertEqual(UIColor.red.withAlphaComponent(0.25).red, 1)
    }

    /// HSB: hue 0 red, 1/3 green, 2/3 blue; saturation 0 is grey at the brightness.
    func testHueSaturationBrightness() {
        func close(_ a: UIColor, _ b: UIColor, _ message: String) {
            XCTAssertEqual(a.red, b.red, accuracy: 1e-9, message)
            XCTAssertEqual(a.green, b.green, accuracy: 1e-9, message)
            XCTAssertEqual(a.blue, b.blue, accuracy: 1e-9, message)
        }
        close(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), .red, "red")
        close(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1), .green, "green")
        close(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1), .blue, "blue")
        close(UIColor(hue: 0.5, saturation: 0, brightness: 0.5, alpha: 1), .gray, "grey")
        close(UIColor(hue: 1.0 / 12, saturation: 1, brightness: 1, alpha: 1), .orange, "30° is orange (1, 0.5, 0)")
    }

    /// UIColor's fixed colours have documented components (UIColor docs:
    /// darkGray "grayscale value of 1/3", lightGray 2/3, orange 1.0, 0.5, 0.0,
    /// purple 0.5, 0.0, 0.5, brown 0.6, 0.4, 0.2, clear white 0 alpha 0).
    func testFixedColours() {
        XCTAssertEqual(UIColor.darkGray.red, 1.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(UIColor.lightGray.green, 2.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(UIColor.orange, UIColor(red: 1, green: 0.5, blue: 0))
        XCTAssertEqual(UIColor.purple, UIColor(red: 0.5, green: 0, blue: 0.5))
        XCTAssertEqual(UIColor.brown, UIColor(red: 0.6, green: 0.4, blue: 0.2))
        XCTAssertEqual(UIColor.clear.alpha, 0)
        XCTAssertEqual(UIColor.magenta.hex, "#FF00FF")
    }

    /// Semantic colours' own components are their light-mode values (HIG,
    /// Color); their dark values: UIKitSnippetTests/DarkModeSnippetTests.
    func testSemanticColoursLightMode() {
        XCTAssertEqual(UIColor.systemBackground.hex, "#FFFFFF")
        XCTAssertEqual(UIColor.secondarySystemBackground.hex, "#F2F2F7")
        XCTAssertEqual(UIColor.systemGroupedBackground.hex, "#F2F2F7")
        XCTAssertEqual(UIColor.label.hex, "#000000")
        XCTAssertEqual(UIColor.secondaryLabel.hex, "#3C3C4399")
        XCTAssertEqual(UIColor.separator.hex, "#3C3C434A")
        XCTAssertEqual(UIColor.opaqueSeparator.hex, "#C6C6C8")
        XCTAssertEqual(UIColor.link.hex, UIColor.systemBlue.hex, "the same in light mode (not in dark: 9 vs 10 red)")
        XCTAssertNotEqual(UIColor.link, UIColor.systemBlue)
        XCTAssertEqual(UIColor.tintColor, UIColor.systemBlue)
        XCTAssertEqual([UIColor.systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6].map(\.hex),
                       ["#AEAEB2", "#C7C7CC", "#D1D1D6", "#E5E5EA", "#F2F2F7"])
    }

    func testCGColorRoundTrips() {
        let c = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        XCTAssertEqual(c.cgColor.components, [0.2, 0.4, 0.6, 0.8])
        XCTAssertEqual(UIColor(cgColor: c.cgColor), c)
    }
}
