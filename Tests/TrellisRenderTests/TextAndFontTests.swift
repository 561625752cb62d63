import CCairo
import XCTest
import TrellisLayout
@testable import TrellisRender

final class TextAndFontTests: XCTestCase {
    func testConfigureIsIdempotentAndUsesDejaVuSans() throws {
        try Fonts.configure()
        try Fonts.configure()
        XCTAssertEqual(String(cString: getenv("FONTCONFIG_FILE")), Fonts.configDirectory + "/fonts.conf")
        let (family, file) = try Self.loadedFont(TextStyle.description(size: 17, face: .regular))
        XCTAssertEqual(family, "DejaVu Sans")
        XCTAssertEqual(file, Fonts.fontFile)
    }

    /// The family and file Pango loads for a description (freed here).
    static func loadedFont(_ desc: OpaquePointer) throws -> (family: String, file: String) {
        try Fonts.withPango { shared -> (String, String) in
            defer { pango_font_description_free(desc) }
            let font = pango_font_map_load_font(shared.fontMap, shared.measuringContext, desc)!
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            let described = pango_font_describe(font)!
            defer { pango_font_description_free(described) }
            let family = String(cString: pango_font_description_get_family(described))
            // The file behind it, through fontconfig.
            let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))
            var path: UnsafeMutablePointer<FcChar8>?
            FcPatternGetString(pattern, FC_FILE, 0, &path)
            return (family, path.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) } ?? "")
        }
    }

    /// UIFont weights map to DejaVu Sans's faces: below regular ExtraLight,
    /// regular and medium Book, semibold and heavier Bold; italic the
    /// obliques (docs/RENDERING.md, "Fonts").
    func testWeightsAndItalicsDrawWithTheMatchingDejaVuFace() throws {
        let dir = "/usr/share/fonts/truetype/dejavu/"
        let cases: [(UIFont, String)] = [
            (.systemFont(ofSize: 17), "DejaVuSans.ttf"),
            (.systemFont(ofSize: 17, weight: .medium), "DejaVuSans.ttf"),
            (.systemFont(ofSize: 17, weight: .semibold), "DejaVuSans-Bold.ttf"),
            (.boldSystemFont(ofSize: 17), "DejaVuSans-Bold.ttf"),
            (.systemFont(ofSize: 17, weight: .black), "DejaVuSans-Bold.ttf"),
            (.systemFont(ofSize: 17, weight: .light), "DejaVuSans-ExtraLight.ttf"),
            (.systemFont(ofSize: 17, weight: .ultraLight), "DejaVuSans-ExtraLight.ttf"),
            (.italicSystemFont(ofSize: 17), "DejaVuSans-Oblique.ttf"),
            (UIFont(name: "Helvetica-BoldOblique", size: 17)!, "DejaVuSans-BoldOblique.ttf"),
        ]
        for (font, file) in cases {
            guard FileManager.default.fileExists(atPath: dir + file) else { throw XCTSkip("\(file) is not installed (fonts-dejavu-extra)") }
            let loaded = try Self.loadedFont(TextStyle.description(size: font.pointSize, face: TextFace(font)))
            XCTAssertEqual(loaded.file, dir + file, "\(font)")
        }
    }

    /// Measured text follows the face: bold DejaVu is wider than Book.
    func testBoldTextMeasuresWiderThanRegular() {
        let m = PangoTextMeasurer()
        let regular = m.layout("Sign in", font: .systemFont(ofSize: 17), numberOfLines: 1, width: nil).size.width
        let bold = m.layout("Sign in", font: .boldSystemFont(ofSize: 17), numberOfLines: 1, width: nil).size.width
        XCTAssertGreaterThan(bold, regular + 1)
    }

    func testGenericFamilyAlsoResolvesToDejaVuSans() throws {
        // Only DejaVu Sans is in the private configuration: any name lands there.
        let family = try Fonts.withPango { shared -> String in
            let desc = pango_font_description_from_string("Helvetica Neue 12")!
            defer { pango_font_description_free(desc) }
            let font = pango_font_map_load_font(shared.fontMap, shared.measuringContext, desc)!
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            let described = pango_font_describe(font)!
            defer { pango_font_description_free(described) }
            return String(cString: pango_font_description_get_family(described))
        }
        XCTAssertEqual(family, "DejaVu Sans")
    }

    func testMeasurerIsStable() {
        let m = PangoTextMeasurer()
        let a = m.layout("Hello, world", font: .systemFont(ofSize: 17), numberOfLines: 1, width: nil)
        let b = m.layout("Hello, world", font: .systemFont(ofSize: 17), numberOfLines: 1, width: nil)
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.lines, ["Hello, world"])
        // DejaVu Sans: ascent 0.928 em, descent 0.236 em.
        XCTAssertEqual(a.size.height, 17 * 1.164, accuracy: 0.1)
        XCTAssertEqual(a.firstBaseline, 17 * 0.928, accuracy: 0.1)
        XCTAssertGreaterThan(a.size.width, 90)
        XCTAssertLessThan(a.size.width, 120)
        XCTAssertEqual(m.layout("", font: .label, numberOfLines: 1, width: nil).size, .zero)
    }

    func testMeasurerWrapsAndLimitsLines() {
        let m = PangoTextMeasurer()
        let text = "the quick brown fox jumps over the lazy dog"
        let one = m.layout(text, font: .systemFont(ofSize: 17), numberOfLines: 1, width: nil)
        let wrapped = m.layout(text, font: .systemFont(ofSize: 17), numberOfLines: 0, width: 120)
        XCTAssertGreaterThan(wrapped.lines.count, 2)
        XCTAssertLessThanOrEqual(wrapped.size.width, 120)
        XCTAssertEqual(wrapped.size.height, Double(wrapped.lines.count) * one.size.height, accuracy: 0.5)
        XCTAssertEqual(wrapped.lines.joined(separator: " ").split(separator: " ").joined(separator: " "), text)
        XCTAssertGreaterThan(wrapped.lastBaseline, wrapped.firstBaseline)
        let two = m.layout(text, font: .systemFont(ofSize: 17), numberOfLines: 2, width: 120)
        XCTAssertEqual(two.lines.count, 2)
        XCTAssertEqual(two.size.height, 2 * one.size.height, accuracy: 0.5)
    }

    func testLabelsLaidOutWithPangoFitTheirText() {
        let window = SampleScreens.small()
        let title = window.rootView.subviews.compactMap { $0 as? UILabel }.first!
        let measured = PangoTextMeasurer().layout("Hello", font: title.font, numberOfLines: 1, width: nil)
        XCTAssertEqual(title.frame.width, measured.size.width, accuracy: 0.5)
    }

    /// A file's grey text (`secondaryLabel`, UIKit's light-mode value) on the
    /// dark theme's own fills is drawn inverted, as the dark-mode colour is;
    /// on a file's own background, on the light theme, or saturated, as given.
    func testGreyTextIsThemedOnTheDarkThemesFills() {
        let secondary = UIColor.secondaryLabel
        let themed = FrameLayer.themed(secondary, on: nil, .dark)
        XCTAssertEqual(themed.red, 1 - secondary.red, accuracy: 1e-9)
        XCTAssertEqual(themed.blue, 1 - secondary.blue, accuracy: 1e-9)
        XCTAssertEqual(themed.alpha, secondary.alpha)
        XCTAssertEqual(FrameLayer.themed(secondary, on: .white, .dark), secondary)
        XCTAssertEqual(FrameLayer.themed(secondary, on: nil, .light), secondary)
        XCTAssertEqual(FrameLayer.themed(.systemBlue, on: nil, .dark), .systemBlue)
    }
}
