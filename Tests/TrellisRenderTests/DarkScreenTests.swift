import XCTest
import TrellisLayout
@testable import TrellisRender

/// What a dark screen shows where the app paints nothing: black (nothing
/// lit on the display), whatever the page's theme; a light screen keeps
/// the theme's screen colour, as before. Text without a colour in a dark
/// view is `label`'s dark value, white (Apple's UIColor values).
final class DarkScreenTests: XCTestCase {
    func render(_ style: UIUserInterfaceStyle, theme: Theme) throws -> PNGImage {
        let window = UIWindow(width: 200, height: 100, scale: 1)
        window.screenUserInterfaceStyle = style
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        label.text = "████"
        window.rootView.addSubview(label)
        let png = try Renderer.render([RenderPage(window: window, caption: "screen")],
                                      options: RenderOptions(scale: 1, overlays: [.labels], theme: theme, showLegend: false))
        return try PNGImage(png)
    }

    func pixel(_ image: PNGImage, _ x: Double, _ y: Double) -> [UInt8] {
        let p = image.pixel(x: Int(PageLayout.side + x), y: Int(PageLayout.captionBand + y))
        return [p.r, p.g, p.b]
    }

    /// The brightest red channel across the label's text row.
    func brightest(_ image: PNGImage) -> UInt8 {
        (12..<120).map { pixel(image, Double($0), 30)[0] }.max()!
    }

    func testAnUnpaintedDarkScreenIsBlackOnEitherPage() throws {
        for theme in [Theme.light, .dark] {
            let dark = try render(.dark, theme: theme)
            XCTAssertEqual(pixel(dark, 150, 90), [0, 0, 0], "\(theme)")
            XCTAssertEqual(brightest(dark), 255, "the label's text is white (\(theme))")
        }
        let light = try render(.light, theme: .light)
        XCTAssertEqual(pixel(light, 150, 90), [255, 255, 255])
        XCTAssertLessThan((12..<120).map { pixel(light, Double($0), 30)[0] }.min()!, 30, "dark text on the light screen")
    }
}
