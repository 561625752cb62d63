import TrellisDiff
import XCTest

final class CompareTests: XCTestCase {
    func testExactFastPath() {
        let a = Images.varied(20, 10, opaque: false)
        let r = ImageComparer.compare(a, a)
        XCTAssertTrue(r.identical)
        XCTAssertEqual([r.width, r.height, r.differentPixels, r.antialiasedPixels], [20, 10, 0, 0])
        XCTAssertFalse(r.sizeMismatch)
        XCTAssertEqual(r.differentRatio, 0)
    }

    /// Different bytes that look the same: not identical, yet no different pixel.
    func testFullyTransparentPixelsOfAnyColourAreEqual() {
        let a = Images.solid(4, 4, (255, 0, 0, 0)), b = Images.solid(4, 4, (0, 0, 255, 0))
        let r = ImageComparer.compare(a, b, options: CompareOptions(threshold: 0))
        XCTAssertFalse(r.identical)
        XCTAssertEqual(r.differentPixels, 0)
    }

    /// Blending over white (pixelmatch 5, and 7 with `checkerboard: false`):
    /// transparent equals white, not black.
    func testTransparentIsComparedAsWhiteByTheLegacyRule() {
        let clear = Images.solid(3, 3, (0, 0, 0, 0)), white = Images.solid(3, 3, (255, 255, 255, 255))
        let legacy = CompareOptions(threshold: 0, rule: .pixelmatch5)
        XCTAssertEqual(ImageComparer.compare(clear, white, options: legacy).differentPixels, 0)
        XCTAssertEqual(ImageComparer.compare(clear, white, options: CompareOptions(threshold: 0, checkerboard: false)).differentPixels, 0)
        XCTAssertEqual(ImageComparer.compare(clear, Images.solid(3, 3, (0, 0, 0, 255)), options: legacy).differentPixels, 9)
    }

    /// pixelmatch 7's default: over its checkerboard (red 48 everywhere), white
    /// and transparent differ: (0·0 − 255·255 − 48·(0 − 255)) / 255 = −207 in each red.
    func testTransparentDiffersFromWhiteOverTheCheckerboard() {
        let clear = Images.solid(3, 3, (0, 0, 0, 0)), white = Images.solid(3, 3, (255, 255, 255, 255))
        XCTAssertEqual(ImageComparer.compare(clear, white).differentPixels, 9)
    }

    /// The limit is 35215 * t². Black vs white is 0.5053 * 255² ≈ 32857 (the I and Q
    /// terms cancel): it differs at 0.9 (limit 28524), not at 1.
    func testThresholdScalesTheMaximumDistance() {
        let black = Images.solid(2, 2, (0, 0, 0, 255)), white = Images.solid(2, 2, (255, 255, 255, 255))
        XCTAssertEqual(ImageComparer.compare(black, white, options: CompareOptions(threshold: 0.9)).differentPixels, 4)
        XCTAssertEqual(ImageComparer.compare(black, white, options: CompareOptions(threshold: 1)).differentPixels, 0)
        let grey = Images.solid(2, 2, (120, 120, 120, 255)), redder = Images.solid(2, 2, (150, 120, 120, 255))
        XCTAssertEqual(ImageComparer.compare(grey, redder, options: CompareOptions(threshold: 0.1)).differentPixels, 0)
        XCTAssertEqual(ImageComparer.compare(grey, redder, options: CompareOptions(threshold: 0.05)).differentPixels, 4)
    }

    /// A grey pixel between a black and a white area is an edge in both
    /// images: let off as anti-aliasing unless includeAA.
    func testAntialiasedEdgePixelIsNotCounted() {
        func image(_ middle: UInt8) -> PixelImage {
            var img = Images.solid(7, 5, (255, 255, 255, 255))
            for y in 0..<5 {
                for x in 0..<7 {
                    let v: UInt8 = x < 3 ? 0 : x == 3 ? middle : 255
                    let i = (y * 7 + x) * 4
                    img.pixels[i] = v; img.pixels[i + 1] = v; img.pixels[i + 2] = v
                }
            }
            return img
        }
        let a = image(80), b = image(180)
        let r = ImageComparer.compare(a, b)
        XCTAssertEqual([r.differentPixels, r.antialiasedPixels], [0, 5])
        let all = ImageComparer.compare(a, b, options: CompareOptions(includeAA: true))
        XCTAssertEqual([all.differentPixels, all.antialiasedPixels], [5, 0])
    }

    func testSizeMismatchIsReportedNotCrashed() {
        let a = Images.solid(10, 4, (0, 0, 0, 255)), b = Images.solid(4, 10, (0, 0, 0, 255))
        let r = ImageComparer.compare(a, b)
        XCTAssertTrue(r.sizeMismatch)
        XCTAssertEqual([r.width, r.height, r.differentPixels], [10, 10, 100 - 16])
        XCTAssertFalse(Tolerance(maxDifferentPixels: 1000, maxDifferentRatio: 1).accepts(r))
    }

    /// A 1000x2000 compare finds the changed pixels. The brief's budget
    /// (well under 100 ms in release) is timed by `trellis bench diff`, not
    /// here: a clock limit in a debug test fails correct code under load.
    func testLargeImageCompares() {
        var b = Images.varied(1000, 2000, opaque: true)
        let a = b
        for i in stride(from: 0, to: b.pixels.count, by: 4 * 97) { b.pixels[i] &+= 60 }
        let r = ImageComparer.compare(a, b)
        XCTAssertGreaterThan(r.differentPixels + r.antialiasedPixels, 0)
    }
}
