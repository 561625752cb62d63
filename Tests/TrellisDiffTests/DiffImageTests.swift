import TrellisDiff
import XCTest

final class DiffImageTests: XCTestCase {
    func testDifferencesRedOverFadedGreyscale() {
        let a = Images.solid(3, 1, (0, 0, 0, 255))
        var b = a
        b.pixels[4] = 255; b.pixels[5] = 255; b.pixels[6] = 255  // middle pixel white
        let diff = ImageComparer.diffImage(a, b)
        XCTAssertEqual(diff.pixel(x: 1, y: 0), [255, 0, 0, 255])
        // Black at alpha 0.1 over white: 255 + (0 - 255) * 0.1 = 229.5, truncated.
        XCTAssertEqual(diff.pixel(x: 0, y: 0), [229, 229, 229, 255])
    }

    func testAntialiasingYellow() throws {
        let (a, b) = try Fixtures.pair("circle-grown")
        let diff = ImageComparer.diffImage(a, b)
        var yellow = 0, red = 0
        for i in stride(from: 0, to: diff.pixels.count, by: 4) {
            let p = Array(diff.pixels[i..<i + 4])
            if p == [255, 255, 0, 255] { yellow += 1 }
            if p == [255, 0, 0, 255] { red += 1 }
        }
        XCTAssertEqual([yellow, red], [164, 0])
        let all = ImageComparer.diffImage(a, b, options: CompareOptions(includeAA: true))
        XCTAssertEqual(all.pixels.indices.filter { $0 % 4 == 0 && Array(all.pixels[$0..<$0 + 4]) == [255, 0, 0, 255] }.count, 164)
    }

    func testIdenticalImagesGiveTheGreyReference() {
        let a = Images.solid(2, 2, (255, 255, 255, 255))
        XCTAssertEqual(ImageComparer.diffImage(a, a), Images.solid(2, 2, (255, 255, 255, 255)))
        let translucent = Images.solid(2, 2, (0, 0, 0, 0))
        XCTAssertEqual(ImageComparer.diffImage(translucent, translucent), Images.solid(2, 2, (255, 255, 255, 255)))
    }

    func testSizeMismatchMarksTheOutsideMagenta() {
        let a = Images.solid(4, 2, (255, 255, 255, 255)), b = Images.solid(2, 3, (255, 255, 255, 255))
        let diff = ImageComparer.diffImage(a, b)
        XCTAssertEqual([diff.width, diff.height], [4, 3])
        XCTAssertEqual(diff.pixel(x: 1, y: 1), [255, 255, 255, 255])
        XCTAssertEqual(diff.pixel(x: 3, y: 0), [255, 0, 255, 255])
        XCTAssertEqual(diff.pixel(x: 0, y: 2), [255, 0, 255, 255])
    }

    func testCompositeSideBySidePaddedToTheTallest() {
        let a = Images.solid(5, 4, (1, 1, 1, 255)), d = Images.solid(5, 4, (2, 2, 2, 255)), b = Images.solid(6, 7, (3, 3, 3, 255))
        let c = ImageComparer.composite(reference: a, diff: d, actual: b)
        let gap = ImageComparer.compositeGap
        XCTAssertEqual([c.width, c.height], [5 + 5 + 6 + 2 * gap, 7])
        XCTAssertEqual(c.pixel(x: 0, y: 0), [1, 1, 1, 255])
        XCTAssertEqual(c.pixel(x: 5 + gap, y: 3), [2, 2, 2, 255])
        XCTAssertEqual(c.pixel(x: 10 + 2 * gap, y: 6), [3, 3, 3, 255])
        XCTAssertEqual(c.pixel(x: 5, y: 0), [128, 128, 128, 255])  // gap
        XCTAssertEqual(c.pixel(x: 0, y: 5), [128, 128, 128, 255])  // padding under a shorter panel
    }
}
