import TrellisLayout
import XCTest
@testable import TrellisFormat

/// `font: body` and the other Dynamic Type styles in layout files
/// (docs/LAYOUT.md, "Text, fonts and colours"): the style's font at the
/// Large size, its lines spaced at the style's leading.
final class TextStyleFontTests: XCTestCase {
    func yaml(_ font: String) -> String {
        """
        canvas: {width: 320, height: 480}
        root:
          subviews:
            - id: notes
              type: label
              text: "One\\nTwo\\nThree\\nFour"
              lines: 0
              font: \(font)
            - id: next
              type: label
              text: Next
              font: \(font)
        constraints:
          - notes.top == root.top + 100
          - notes.leading == root.leading + 20
          - next.firstBaseline == notes.lastBaseline + 50
          - next.leading == notes.leading
        """
    }

    func testATextStyleNameIsThePreferredFont() throws {
        let doc = try LayoutFile.parse(yaml("subheadline"), file: "notes.yaml")
        XCTAssertEqual(doc.views.first { $0.id == "notes" }?.font, .preferredFont(forTextStyle: .subheadline))
        let large = try LayoutFile.parse(yaml("largeTitle"), file: "notes.yaml")
        XCTAssertEqual(large.views.first { $0.id == "notes" }?.font?.pointSize, 34)
    }

    /// The fixed-advance measurer (lines 18 tall at 15 points, baselines
    /// 14.25 down): four lines of subheadline are 18 + 3 × 20 = 78 tall,
    /// the last baseline at 100 + 74.25; `next` sits 50 below it, its top
    /// at 224.25 - 14.25 = 210. "System 15" stacks its lines 18 apart:
    /// 72 tall, `next` at 204.
    func testTheLeadingSpacesTheLinesAndTheBaselines() throws {
        let styled = try LayoutBuilder.build(try LayoutFile.parse(yaml("subheadline"), file: "notes.yaml"))
        styled.window.layoutIfNeeded()
        XCTAssertEqual(styled.frame("notes"), "20,100,37.5,78")
        XCTAssertEqual(styled.frame("next"), "20,210,30,18")
        let plain = try LayoutBuilder.build(try LayoutFile.parse(yaml("System 15"), file: "notes.yaml"))
        plain.window.layoutIfNeeded()
        XCTAssertEqual(plain.frame("notes"), "20,100,37.5,72")
        XCTAssertEqual(plain.frame("next"), "20,204,30,18")
    }

    func testAnUnknownStyleSuggestsTheNearestName() {
        let message = parseError(yaml("headlin"))
        XCTAssertTrue(message.contains("'headlin' is not a font"), message)
        XCTAssertTrue(message.contains("did you mean 'headline'?"), message)
    }
}
