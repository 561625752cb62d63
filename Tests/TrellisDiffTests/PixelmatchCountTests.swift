import TrellisDiff
import XCTest

/// Under `.pixelmatch5` (`--legacy-blend`), counts on the committed fixtures
/// equal Python pixelmatch 0.4.0's (pixelmatch 5),
/// recorded with `scripts/pixelmatch-compare --emit-fixtures` (text: a run of the
/// script on the `trellis render` pair). Each row: threshold 0.1, 0.05, then the
/// same two with includeAA; (different, anti-aliased) where anti-aliased is
/// the number of yellow pixels in pixelmatch's diff image.
final class PixelmatchCountTests: XCTestCase {
    private let options: [(Double, Bool)] = [(0.1, false), (0.05, false), (0.1, true), (0.05, true)]

    private func assertCounts(_ name: String, _ expected: [(Int, Int)], file: StaticString = #filePath, line: UInt = #line) throws {
        let (a, b) = try Fixtures.pair(name)
        for ((threshold, includeAA), want) in zip(options, expected) {
            let r = ImageComparer.compare(a, b, options: CompareOptions(threshold: threshold, includeAA: includeAA, rule: .pixelmatch5))
            XCTAssertEqual(r.differentPixels, want.0, "\(name) t=\(threshold) aa=\(includeAA): different", file: file, line: line)
            XCTAssertEqual(r.antialiasedPixels, want.1, "\(name) t=\(threshold) aa=\(includeAA): anti-aliased", file: file, line: line)
        }
    }

    func testThinLinesShiftedHalfAPixel() throws {
        try assertCounts("thin-lines-shifted", [(71, 617), (101, 879), (688, 0), (980, 0)])
    }

    func testGrownCircleIsAllAntialiasing() throws {
        try assertCounts("circle-grown", [(0, 164), (0, 188), (164, 0), (188, 0)])
    }

    func testColourShiftBetweenTheTwoThresholds() throws {
        try assertCounts("colour-shift-near-threshold", [(0, 0), (6144, 0), (0, 0), (6144, 0)])
    }

    func testTranslucentCirclesBlendedOverWhite() throws {
        try assertCounts("alpha-circles", [(720, 104), (1140, 190), (824, 0), (1330, 0)])
    }

    func testRenderedTextAtTwoSizes() throws {
        try assertCounts("text-17-vs-18", [(606, 506), (658, 552), (1112, 0), (1210, 0)])
    }

    func testIdenticalFixtureTakesTheFastPath() throws {
        let (a, b) = try Fixtures.pair("identical")
        let r = ImageComparer.compare(a, b)
        XCTAssertTrue(r.identical)
        XCTAssertEqual(r.differentPixels, 0)
    }

    /// 96x64 against 96x70: the overlap is equal, the 6 extra rows (576 pixels) count.
    func testSizeMismatchCountsTheCanvasOutsideTheOverlap() throws {
        let (a, b) = try Fixtures.pair("size-mismatch-height")
        let r = ImageComparer.compare(a, b)
        XCTAssertTrue(r.sizeMismatch)
        XCTAssertFalse(r.identical)
        XCTAssertEqual([r.width, r.height, r.differentPixels, r.antialiasedPixels], [96, 70, 576, 0])
    }
}
