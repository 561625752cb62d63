@testable import TrellisDiff
import XCTest

/// Big images are scanned in row bands on every core; the bands must add up
/// to exactly the single pass (counts and every diff-image byte), including
/// anti-aliasing checks that look across a band's first and last rows.
final class ParallelScanTests: XCTestCase {
    func testBandsEqualOnePass() {
        // 640x480 (over the 2^18-pixel threshold): discs and lines tiled, then moved.
        var a = PixelImage(width: 640, height: 480, fill: (255, 255, 255, 255))
        var b = a
        let tileA = PixelmatchCases.disc(64, 48, cx: 30, cy: 25, r: 14, colour: (20, 20, 30))
        let tileB = PixelmatchCases.disc(64, 48, cx: 30.4, cy: 25.3, r: 14.5, colour: (20, 20, 30))
        let linesA = PixelmatchCases.lines(64, 48, offset: 0), linesB = PixelmatchCases.lines(64, 48, offset: 0.5)
        for ty in 0..<10 {
            for tx in 0..<10 {
                let odd = (tx + ty) % 2 == 1
                a.paste(odd ? linesA : tileA, x: tx * 64, y: ty * 48)
                b.paste(odd ? linesB : tileB, x: tx * 64, y: ty * 48)
            }
        }
        for options in [CompareOptions(), CompareOptions(includeAA: true, diffColorAlt: .init(0, 0, 255))] {
            let (result, diff) = ImageComparer.compareAndDiff(a, b, options: options)
            var single = [UInt8](repeating: 0, count: a.pixels.count)
            var counts = (0, 0)
            a.pixels.withUnsafeBufferPointer { p1 in
                b.pixels.withUnsafeBufferPointer { p2 in
                    single.withUnsafeMutableBufferPointer { out in
                        let scan = Scan(img1: p1.baseAddress!, img2: p2.baseAddress!, width: 640, height: 480,
                                        options: options, output: out.baseAddress)
                        counts = scan.run(rows: 0..<480)
                    }
                }
            }
            XCTAssertGreaterThan(result.differentPixels + result.antialiasedPixels, 1000)
            XCTAssertEqual(result.differentPixels, counts.0)
            XCTAssertEqual(result.antialiasedPixels, counts.1)
            XCTAssertEqual(diff.pixels, single)
            XCTAssertEqual(ImageComparer.compare(a, b, options: options), result)
        }
    }
}
