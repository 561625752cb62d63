import XCTest
import TrellisLayout
@testable import TrellisRender

/// The stepper and segmented control on a dark screen
/// (`UIWindow.screenUserInterfaceStyle`): their track is tertiarySystemFill
/// (#767680 at 24 % in dark, Apple's UIColor documentation; the light track
/// stays the #EEEEEF drawn before), dividers systemGray3 (#48484A dark),
/// symbols and titles label (white in dark), the selected segment
/// systemGray2's dark #636366 (Trellis's rule, docs/RENDERING.md). Pixels at
/// 1x with overlays off, over systemBackground (black in dark).
final class DarkControlsTests: XCTestCase {
    func render(_ style: UIUserInterfaceStyle) throws -> PNGImage {
        let window = UIWindow(width: 240, height: 110, scale: 1)
        window.screenUserInterfaceStyle = style
        window.rootView.backgroundColor = .systemBackground
        let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 94, height: 32))
        window.rootView.addSubview(stepper)
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.selectedSegmentIndex = 0
        segments.frame = CGRect(x: 10, y: 60, width: 200, height: 32)
        window.rootView.addSubview(segments)
        let png = try Renderer.render([RenderPage(window: window, caption: "controls")],
                                      options: RenderOptions(scale: 1, overlays: [], showLegend: false))
        return try PNGImage(png)
    }

    func pixel(_ image: PNGImage, _ x: Double, _ y: Double) -> [Int] {
        let p = image.pixel(x: Int(PageLayout.side + x), y: Int(PageLayout.captionBand + y))
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    func assertNear(_ a: [Int], _ b: [Int], _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(zip(a, b).allSatisfy { abs($0 - $1) <= 1 }, "\(message): \(a) is not \(b)", file: file, line: line)
    }

    /// The brightest red channel in a box: where a title's or symbol's strokes are.
    func brightest(_ image: PNGImage, _ box: CGRect) -> Int {
        var best = 0
        for y in Int(box.minY)..<Int(box.maxY) { for x in Int(box.minX)..<Int(box.maxX) { best = max(best, pixel(image, Double(x), Double(y))[0]) } }
        return best
    }

    func testDarkScreenDrawsDarkStepperAndSegments() throws {
        let dark = try render(.dark)
        assertNear(pixel(dark, 15, 26), [28, 28, 31], "stepper track: #767680 at 24 % over black")
        assertNear(pixel(dark, 190, 66), [28, 28, 31], "segmented track: #767680 at 24 % over black")
        assertNear(pixel(dark, 20, 66), [99, 99, 102], "selected segment: #636366")
        XCTAssertGreaterThan(brightest(dark, CGRect(x: 26, y: 20, width: 15, height: 12)), 180, "the − in white")
        XCTAssertGreaterThan(brightest(dark, CGRect(x: 140, y: 66, width: 40, height: 20)), 180, "the title B in white")
    }

    func testLightScreenKeepsTheLightGreys() throws {
        let light = try render(.light)
        XCTAssertEqual(pixel(light, 15, 26), [238, 238, 239])
        XCTAssertEqual(pixel(light, 190, 66), [238, 238, 239])
        XCTAssertEqual(pixel(light, 20, 66), [255, 255, 255], "selected segment: white")
        var darkest = 255
        for y in 66..<86 { for x in 140..<180 { darkest = min(darkest, pixel(light, Double(x), Double(y))[0]) } }
        XCTAssertLessThan(darkest, 80, "the title B in black")
    }
}
