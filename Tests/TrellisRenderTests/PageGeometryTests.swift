import XCTest
import TrellisLayout
@testable import TrellisRender

/// `Renderer.pageGeometry` says where the drawing put each page and its
/// window: what `trellis preview` hit-tests the pointer with.
final class PageGeometryTests: XCTestCase {
    func svgSize(_ pages: [RenderPage]) throws -> String {
        let svg = String(decoding: try Renderer.render(pages, options: RenderOptions(format: .svg)), as: UTF8.self)
        let tag = svg.range(of: "<svg")!
        return String(svg[tag.lowerBound...].prefix(200))
    }

    func testTheWindowSitsUnderTheCaption() throws {
        let plain = RenderPage(window: SampleScreens.small(), caption: "small.yaml · iphone-se portrait")
        let stepped = RenderPage(window: SampleScreens.small(), caption: "small.yaml · iphone-se portrait · step 1: taller")
        let one = try Renderer.pageGeometry([plain], options: RenderOptions(format: .svg))[0]
        XCTAssertEqual(one.windowOrigin, CGPoint(x: PageLayout.side, y: PageLayout.captionBand))
        XCTAssertEqual(one.windowSize, CGSize(width: 200, height: 120))
        XCTAssertEqual(one.pageOrigin, .zero)
        // A step's title goes on a second line of caption.
        let two = try Renderer.pageGeometry([stepped], options: RenderOptions(format: .svg))[0]
        XCTAssertEqual(two.windowOrigin.y, PageLayout.twoLineCaptionBand)
        // The size is the picture's.
        let head = try svgSize([plain])
        XCTAssertTrue(head.contains("width=\"\(Int(one.size.width))pt\"") && head.contains("height=\"\(Int(one.size.height))pt\""), head)
    }

    func testAFilmstripsPagesFollowOneAnother() throws {
        let pages = [RenderPage(window: SampleScreens.small(), caption: "a"), RenderPage(window: SampleScreens.small(), caption: "b")]
        let strip = try Renderer.pageGeometry(pages, options: RenderOptions(format: .svg))
        XCTAssertEqual(strip[1].pageOrigin.x, strip[0].size.width + Renderer.pageGap)
        XCTAssertEqual(strip[1].windowOrigin.x, strip[1].pageOrigin.x + PageLayout.side)
        // A PDF's pages are pages of their own.
        let pdf = try Renderer.pageGeometry(pages, options: RenderOptions(format: .pdf))
        XCTAssertEqual(pdf[1].pageOrigin, .zero)
        XCTAssertEqual(pdf[1].windowOrigin.x, PageLayout.side)
    }
}
