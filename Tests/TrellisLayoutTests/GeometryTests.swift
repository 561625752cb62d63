import XCTest
@testable import TrellisLayout

/// Geometry.swift: how logs, records and `trellis explain` write points.
final class GeometryTests: XCTestCase {
    func testPointsAreWrittenShort() {
        XCTAssertEqual(formatPoints(16), "16")
        XCTAssertEqual(formatPoints(173.66666), "173.667")
        XCTAssertEqual(formatPoints(-0.5), "-0.5")
        XCTAssertEqual(formatPoints(1e300), "1e+300")
        // Near the largest Double: x * 1000 overflowed to `inf`, and the
        // decimal cut dropped the exponent.
        XCTAssertEqual(formatPoints(1e307), "1e+307")
        XCTAssertEqual(formatPoints(9.999e301), "9.999e+301")
        XCTAssertEqual(formatPoints(-1.5e20), "-1.5e+20")
    }

    /// Never `inf` or `nan`: an engine result that overflowed reads as
    /// what it is.
    func testValuesThatArentFiniteAreNamed() {
        XCTAssertEqual(formatPoints(.infinity), "not finite")
        XCTAssertEqual(formatPoints(-.infinity), "not finite")
        XCTAssertEqual(formatPoints(.nan), "not finite")
        XCTAssertEqual(CGRect(x: 0, y: Double.nan, width: Double.infinity, height: 10).pointsDescription, "(0, not finite, not finite, 10)")
    }
}
