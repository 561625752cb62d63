import XCTest
import TrellisLayout
@testable import TrellisRender

/// A picture draws dynamic colours as the views' traits resolve them: a
/// window with dark traits draws the system colours' dark values
/// (UIColor+UIKit.swift; docs/LAYOUT.md, "Colours"). Pixels are sampled at
/// 1x with overlays off, so only the app's drawing shows.
final class DarkAppearanceTests: XCTestCase {
    func render(style: UIUserInterfaceStyle) throws -> PNGImage {
        let window = UIWindow(width: 200, height: 100, scale: 1)
        window.overrideUserInterfaceStyle = style
        window.rootView.backgroundColor = .systemBackground
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        card.backgroundColor = .secondarySystemBackground
        window.rootView.addSubview(card)
        let toggle = UISwitch(frame: CGRect(x: 120, y: 20, width: 51, height: 31))
        window.rootView.addSubview(toggle)
        let png = try Renderer.render([RenderPage(window: window, caption: "appearance")],
                                      options: RenderOptions(scale: 1, overlays: [], showLegend: false))
        return try PNGImage(png)
    }

    func pixel(_ image: PNGImage, _ x: Double, _ y: Double) -> [UInt8] {
        let p = image.pixel(x: Int(PageLayout.side + x), y: Int(PageLayout.captionBand + y))
        return [p.r, p.g, p.b]
    }

    func testDarkTraitsDrawDarkSystemColours() throws {
        let dark = try render(style: .dark)
        XCTAssertEqual(pixel(dark, 100, 90), [0, 0, 0], "systemBackground, dark")
        XCTAssertEqual(pixel(dark, 50, 50), [28, 28, 30], "secondarySystemBackground, dark")
        XCTAssertEqual(pixel(dark, 162, 35), [44, 44, 46], "an off switch's systemGray5 track, dark")
        let light = try render(style: .light)
        XCTAssertEqual(pixel(light, 100, 90), [255, 255, 255])
        XCTAssertEqual(pixel(light, 50, 50), [242, 242, 247])
        XCTAssertEqual(pixel(light, 162, 35), [229, 229, 234])
    }
}
