import XCTest
@_spi(Trellis) import TrellisLayout

final class ColorTests: XCTestCase {
    func testHexRoundTrip() {
        XCTAssertEqual(UIColor(hex: "#007AFF"), UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
        XCTAssertEqual(UIColor(hex: "#007AFF")?.hex, "#007AFF")
        XCTAssertEqual(UIColor(hex: "#FF000080")?.alpha ?? 0, 128.0 / 255, accuracy: 1e-12)
        XCTAssertEqual(UIColor(hex: "#FF000080")?.hex, "#FF000080")
        XCTAssertNil(UIColor(hex: "#12345"))
        XCTAssertNil(UIColor(hex: "#GGGGGG"))
    }
}
