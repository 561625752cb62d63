import XCTest
import TrellisLayout
@testable import TrellisRender

/// A PNG filmstrip too large to make is refused before its pages are
/// built (PictureLimits.checkStrip): `render --all-steps --filmstrip`
/// stepped and read every page and only then found the picture too large.
/// The bound is the smallest strip the windows can make, so it never
/// refuses a strip the drawing itself would accept.
final class FilmstripSizeCheckTests: XCTestCase {
    let ipad = CGSize(width: 834, height: 1194)

    func testThirtyPagesOfAnIPadAreRefusedAtOnce() {
        XCTAssertThrowsError(try PictureLimits.checkStrip(pages: 30, window: ipad, options: RenderOptions(scale: 2))) { error in
            // 30 pages of 834 + 40 points and 29 gaps of 16: 26,684 points, at scale 2.
            XCTAssertTrue("\(error)".hasPrefix("the picture would be at least 53368x"), "\(error)")
            XCTAssertTrue("\(error)".contains("render makes at most 32767 pixels a side"), "\(error)")
            XCTAssertTrue((error as? RenderError)?.concernsPictureSize == true)
        }
    }

    /// One page, PDF (a page each) and SVG (no pixels) aren't checked here.
    func testOnlyPNGStripsAreChecked() throws {
        try PictureLimits.checkStrip(pages: 1, window: CGSize(width: 20_000, height: 20_000), options: RenderOptions(scale: 2))
        try PictureLimits.checkStrip(pages: 30, window: ipad, options: RenderOptions(format: .pdf))
        try PictureLimits.checkStrip(pages: 30, window: ipad, options: RenderOptions(format: .svg))
        try PictureLimits.checkStrip(pages: 30, window: ipad, options: RenderOptions(scale: 1))
    }

    /// The bound is never above the strip the pages make, turned or not.
    func testTheBoundIsAtMostTheRealStrip() throws {
        for (w, h) in [(200.0, 120.0), (120.0, 200.0)] {
            let pages = (0..<3).map { i in
                RenderPage(window: i == 1 ? UIWindow(width: h, height: w, scale: 1) : UIWindow(width: w, height: h, scale: 1),
                           caption: "s · step \(i)")
            }
            let geometry = try Renderer.pageGeometry(pages, options: RenderOptions(format: .svg))
            let real = geometry.last!.pageOrigin.x + geometry.last!.size.width
            let shortest = min(w, h)
            let bound = 3 * (shortest + 2 * PageLayout.side) + 2 * Renderer.pageGap
            XCTAssertLessThanOrEqual(bound, real)
            XCTAssertLessThanOrEqual(PageLayout.captionBand + shortest + PageLayout.bottom, geometry.map(\.size.height).max()!)
        }
    }
}
