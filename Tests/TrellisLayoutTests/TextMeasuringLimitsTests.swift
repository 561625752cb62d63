import XCTest
@testable import TrellisLayout

/// The fixed-advance measurer never converts a quotient it can't hold: a
/// font of 1e-300 points made `width / advance` infinite and `Int()` trap.
final class TextMeasuringLimitsTests: XCTestCase {
    func testATinyFontWrapsWithoutTrapping() {
        let layout = FixedAdvanceTextMeasurer().layout("hello world", font: UIFont.systemFont(ofSize: 1e-300),
                                                       numberOfLines: 0, width: 100)
        XCTAssertEqual(layout.lines, ["hello world"])
        XCTAssertTrue(layout.size.width.isFinite && layout.size.height.isFinite)
    }

    func testCharactersFittingIsAlwaysAUsableCount() {
        XCTAssertEqual(FixedAdvanceTextMeasurer.characters(fitting: 100, advance: 10), 10)
        XCTAssertEqual(FixedAdvanceTextMeasurer.characters(fitting: 0, advance: 10), 1)
        XCTAssertEqual(FixedAdvanceTextMeasurer.characters(fitting: -50, advance: 10), 1)
        XCTAssertEqual(FixedAdvanceTextMeasurer.characters(fitting: .nan, advance: 10), 1)
        XCTAssertEqual(FixedAdvanceTextMeasurer.characters(fitting: .infinity, advance: 10), Int(1e15))
        XCTAssertEqual(FixedAdvanceTextMeasurer.characters(fitting: 100, advance: 1e-300), Int(1e15))
        XCTAssertEqual(FixedAdvanceTextMeasurer.characters(fitting: 100, advance: 0), Int(1e15))
    }
}
