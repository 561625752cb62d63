import XCTest
@testable import TrellisInterfaceBuilder

/// IBValues.format's fast path (Swift's shortest digits below 10^5 when
/// they have at most ten places) writes what the ten-place form writes:
/// the imported YAML, and so the frames, stay the same. The early returns
/// (zero, whole numbers) are one function's, ahead of both forms.
final class IBValuesFormatTests: XCTestCase {
    func testTheFastPathWritesWhatTenPlacesWrite() {
        var values: [Double] = [0.5, -0.5, 20.5, 0.1, 0.3, 1.0 / 3, 2.0 / 3, 1e-4, 1.5e-5, 1e-9, 2e-9, 99_999.5,
                                100_000.25, 414.00000000001, 0.30000000000000004, 20.333333333333329,
                                123.4567890123, 123.45678901234, -0.0000000001, 46.666666666666664]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let scale = [1.0, 10, 100, 1000, 100_000, 1e-3, 1e-6][Int.random(in: 0..<7, using: &generator)]
            values.append(Double.random(in: -1...1, using: &generator) * scale)
            // Xcode's values: quarters, halves, thirds of points.
            let n = Double(Int.random(in: -40_000...40_000, using: &generator))
            values.append(n / [2, 3, 4, 6, 8, 10, 100][Int.random(in: 0..<7, using: &generator)])
        }
        for v in values { XCTAssertEqual(IBValues.format(v), IBValues.formatted(v, fast: false), "\(v)") }
    }

    func testTheEarlyReturnsHoldForBothForms() {
        for fast in [true, false] {
            XCTAssertEqual(IBValues.formatted(0, fast: fast), "0")
            XCTAssertEqual(IBValues.formatted(-0.0000000001, fast: fast), "0")
            XCTAssertEqual(IBValues.formatted(-42, fast: fast), "-42")
            XCTAssertEqual(IBValues.formatted(1e14, fast: fast), "100000000000000")
            XCTAssertEqual(IBValues.formatted(0.25, fast: fast), "0.25")
            XCTAssertEqual(IBValues.formatted(1.0 / 3, fast: fast), "0.3333333333333333")
        }
    }
}
