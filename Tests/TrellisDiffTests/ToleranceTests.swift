import TrellisDiff
import XCTest

final class ToleranceTests: XCTestCase {
    private func result(_ different: Int, size: Int = 100, mismatch: Bool = false) -> CompareResult {
        CompareResult(width: size, height: 1, differentPixels: different, antialiasedPixels: 0,
                      sizeMismatch: mismatch, identical: different == 0)
    }

    func testDefaultIsExact() {
        XCTAssertTrue(Tolerance().accepts(result(0)))
        XCTAssertFalse(Tolerance().accepts(result(1)))
    }

    func testPixelCountIsInclusive() {
        let t = Tolerance(maxDifferentPixels: 5)
        XCTAssertTrue(t.accepts(result(5)))
        XCTAssertFalse(t.accepts(result(6)))
    }

    func testRatioIsInclusive() {
        let t = Tolerance(maxDifferentRatio: 0.05)
        XCTAssertEqual(result(5).differentRatio, 0.05)
        XCTAssertTrue(t.accepts(result(5)))
        XCTAssertFalse(t.accepts(result(6)))
    }

    /// Either limit suffices: the more generous one wins.
    func testLimitsAreAlternatives() {
        let t = Tolerance(maxDifferentPixels: 2, maxDifferentRatio: 0.1)
        XCTAssertTrue(t.accepts(result(10)))     // within the ratio
        XCTAssertTrue(t.accepts(result(2, size: 10)))  // 20 %, but within the count
        XCTAssertFalse(t.accepts(result(11)))
    }

    func testSizeMismatchNeverPasses() {
        XCTAssertFalse(Tolerance(maxDifferentPixels: .max, maxDifferentRatio: 1).accepts(result(0, mismatch: true)))
    }
}
