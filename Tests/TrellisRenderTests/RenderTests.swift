import CCairo
import XCTest
import TrellisLayout
@testable import TrellisRender

final class RenderTests: XCTestCase {
    func page(_ window: UIWindow = SampleScreens.small()) -> RenderPage {
        RenderPage(window: window, caption: "small.yaml — 200×120 @2x — step 0")
    }

    func testSameBytesEveryTimeInEveryFormat() throws {
        for format in OutputFormat.allCases {
            let options = RenderOptions(format: format)
            let a = try Renderer.render([page()], options: options)
            let b = try Renderer.render([page()], options: options)
            XCTAssertFalse(a.isEmpty, "\(format)")
            XCTAssertTrue(a == b, "\(format) differs between two renders")
        }
    }

    func testHeaders() throws {
        let png = try Renderer.render([page()], options: RenderOptions(format: .png))
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let svg = String(decoding: try Renderer.render([page()], options: RenderOptions(format: .svg)), as: UTF8.self)
        XCTAssertTrue(svg.hasPrefix("<?xml"))
        XCTAssertTrue(svg.contains("<svg"))
        let pdf = try Renderer.render([page()], options: RenderOptions(format: .pdf))
        XCTAssertEqual(String(decoding: pdf.prefix(5), as: UTF8.self), "%PDF-")
        let text = String(decoding: pdf, as: UTF8.self)
        XCTAssertTrue(text.contains("CreationDate (20000101000000Z)"), "fixed creation date")
    }

    func testPNGSizeIsPointsTimesScale() throws {
        let window = SampleScreens.small()
        for scale in [1.0, 2.0, 3.0] {
            let png = try Renderer.render([page(window)], options: RenderOptions(scale: scale))
            let image = try PNGImage(png)
            let layout = pageSize(window, caption: page(window).caption)
            XCTAssertEqual(image.width, Int(layout.width * scale))
            XCTAssertEqual(image.height, Int(layout.height * scale))
        }
    }

    func testFilmstripPutsPagesSideBySide() throws {
        let one = try PNGImage(try Renderer.render([page()], options: RenderOptions(scale: 1)))
        let two = try PNGImage(try Renderer.render([page(), page()], options: RenderOptions(scale: 1)))
        XCTAssertEqual(two.width, one.width * 2 + Int(Renderer.pageGap))
        XCTAssertEqual(two.height, one.height)
        let pdf = String(decoding: try Renderer.render([page(), page()], options: RenderOptions(format: .pdf)), as: UTF8.self)
        XCTAssertTrue(pdf.contains("/Count 2"))
    }

    func testBackgroundColourFillsTheViewAndHiddenViewsAreNotFilled() throws {
        let window = SampleScreens.small()
        let png = try Renderer.render([page(window)], options: RenderOptions(scale: 2))
        let image = try PNGImage(png)
        let origin = CGPoint(x: PageLayout.side, y: PageLayout.captionBand)
        // red box: (20, 20, 80, 40); a point in its interior away from text and lines.
        let red = image.pixel(x: Int((origin.x + 40) * 2), y: Int((origin.y + 45) * 2))
        XCTAssertEqual(red.r, 255); XCTAssertEqual(red.g, 0); XCTAssertEqual(red.b, 0)
        // hidden green box: (120, 20, 60, 40): no green inside.
        let hidden = image.pixel(x: Int((origin.x + 150) * 2), y: Int((origin.y + 45) * 2))
        XCTAssertFalse(hidden.g > 200 && hidden.r < 50 && hidden.b < 50, "hidden view drawn: \(hidden)")
    }

    func testOverlaysOffLeaveOnlyTheApp() throws {
        let window = SampleScreens.small()
        let bare = try PNGImage(try Renderer.render([page(window)], options: RenderOptions(scale: 1, overlays: [], showLegend: false)))
        let full = try PNGImage(try Renderer.render([page(window)], options: RenderOptions(scale: 1, showLegend: false)))
        XCTAssertEqual(bare.width, full.width)
        XCTAssertTrue(bare.pixels != full.pixels)
        // An empty screen area is the screen colour (white) with no overlays.
        let p = bare.pixel(x: Int(PageLayout.side + 190), y: Int(PageLayout.captionBand + 110))
        XCTAssertEqual([p.r, p.g, p.b], [255, 255, 255])
    }

    func testDarkThemeDiffers() throws {
        let light = try Renderer.render([page()], options: RenderOptions(theme: .light))
        let dark = try Renderer.render([page()], options: RenderOptions(theme: .dark))
        XCTAssertTrue(light != dark)
        let image = try PNGImage(dark)
        let corner = image.pixel(x: 2, y: 2)
        XCTAssertLessThan(Int(corner.r) + Int(corner.g) + Int(corner.b), 120)
    }

    func testWritesAtomically() throws {
        let path = "/tmp/trellis-render-test-\(getpid()).svg"
        defer { unlink(path) }
        try Renderer.render([page()], options: RenderOptions(format: .svg), to: path)
        let f = fopen(path, "rb")
        XCTAssertNotNil(f)
        fclose(f)
        XCTAssertThrowsError(try Renderer.render([page()], options: RenderOptions(), to: "/nonexistent-dir/x.png"))
        XCTAssertThrowsError(try Renderer.render([], options: RenderOptions()))
    }

    /// A narrow window's page widens to its caption instead of cutting it
    /// with an ellipsis; the window stays where it was.
    func testANarrowPageWidensToItsCaption() {
        let window = UIWindow(width: 120, height: 80, scale: 1)
        let measurer = PangoTextMeasurer()
        let caption = "stack-vertical-alignment-trailing.yaml · custom portrait"
        let page = PageLayout(scene: Scene(window: window, caption: caption), options: RenderOptions(), palette: .light) { text, size, bold in
            measurer.layout(text, font: bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size),
                            numberOfLines: 1, width: nil).size.width
        }
        let captionWidth = measurer.layout(caption, font: .boldSystemFont(ofSize: CaptionAndLegend.captionSize),
                                           numberOfLines: 1, width: nil).size.width
        XCTAssertGreaterThanOrEqual(page.size.width - 2 * PageLayout.side, captionWidth)
        XCTAssertLessThanOrEqual(page.size.width - 2 * PageLayout.side, PageLayout.maxCaptionWidth)
        XCTAssertEqual(page.windowOrigin.x, PageLayout.side)
        // A window wider than its caption keeps its page.
        XCTAssertEqual(pageSize(UIWindow(width: 393, height: 100, scale: 1)).width, 393 + 2 * PageLayout.side)
    }

    func pageSize(_ window: UIWindow, caption: String = "") -> CGSize {
        let measurer = PangoTextMeasurer()
        return PageLayout(scene: Scene(window: window, caption: caption), options: RenderOptions(), palette: .light) { text, size, bold in
            measurer.layout(text, font: bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size),
                            numberOfLines: 1, width: nil).size.width
        }.size
    }
}
