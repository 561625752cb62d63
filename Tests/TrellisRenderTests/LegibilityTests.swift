import XCTest
@_spi(Trellis) import TrellisLayout
@testable import TrellisRender

/// WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio)
/// and the darkening that brings plate text to 4.5 : 1.
final class LegibilityTests: XCTestCase {
    func testContrastRatiosMatchWCAG() {
        XCTAssertEqual(UIColor.black.contrast(with: .white), 21, accuracy: 0.01)
        XCTAssertEqual(UIColor.white.contrast(with: .white), 1, accuracy: 0.001)
        // WCAG's own example values: #777777 on white is 4.48 : 1.
        XCTAssertEqual(UIColor(hex: "#777777")!.contrast(with: .white), 4.48, accuracy: 0.01)
        // The meaning colours at full strength fall short on a white plate.
        XCTAssertLessThan(Palette.light.ambiguous.contrast(with: .white), 2.5)
        XCTAssertLessThan(Palette.light.broken.contrast(with: .white), 4.5)
    }

    func testLegibleDarkensOnLightAndLightensOnDark() {
        for p in [Palette.light, Palette.dark] {
            for c in [p.ambiguous, p.broken, p.guide, p.unsatisfied, p.hiddenOutline, p.constraint] + p.tints {
                let ink = c.legible(on: p.badge)
                XCTAssertGreaterThanOrEqual(ink.contrast(with: p.badge), 4.5, "\(c) on \(p.badge)")
                if p.screen == .white {
                    XCTAssertLessThanOrEqual(ink.relativeLuminance, c.relativeLuminance + 1e-9)
                } else {
                    XCTAssertGreaterThanOrEqual(ink.relativeLuminance, c.relativeLuminance - 1e-9)
                }
            }
        }
        // Already legible: unchanged.
        let blue = Palette.light.constraint
        XCTAssertEqual(blue.legible(on: .white).red, blue.red)
        XCTAssertEqual(blue.legible(on: .white).blue, blue.blue)
    }
}
