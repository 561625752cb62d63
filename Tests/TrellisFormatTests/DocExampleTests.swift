import Foundation
import XCTest
@testable import TrellisFormat

/// The first example in docs/FORMAT.md loads, builds and steps.
final class DocExampleTests: XCTestCase {
    func testFormatDocExample() throws {
        let doc = SchemaTests.repository.appendingPathComponent("docs/FORMAT.md")
        let text = try String(contentsOf: doc, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "```yaml\n"))
        let end = try XCTUnwrap(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let built = try LayoutBuilder.build(try LayoutFile.parse(String(text[start.upperBound..<end.lowerBound]), file: "FORMAT.md"))
        XCTAssertFalse(built.namedConstraints["wide-title"]!.isActive)
        try built.apply(throughStep: 2)
        XCTAssertEqual(built.orientation, .landscape)
        XCTAssertEqual(built.stepTitles, ["step 1: constant button-right = -20", "step 2: Rotate"])
    }
}
