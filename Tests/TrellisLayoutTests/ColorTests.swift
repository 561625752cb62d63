import XCTest
import TrellisLayout

final class ColorTests: XCTestCase {
    func testHexRoundTrip() {
        XCTAssertEqual(Color(hex: "#007AFF"), Color.systemBlue)
        XCTAssertEqual(Color(hex: "#007AFF")?.hex, "#007AFF")
        XCTAssertEqual(Color(hex: "#FF000080")?.alpha ?? 0, 128.0 / 255, accuracy: 1e-12)
        XCTAssertEqual(Color(hex: "#FF000080")?.hex, "#FF000080")
        XCTAssertNil(Color(hex: "#12345"))
        XCTAssertNil(Color(hex: "#GGGGGG"))
    }
}
