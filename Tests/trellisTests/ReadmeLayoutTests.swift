import Foundation
import TrellisFormat
import TrellisLayout
import XCTest

/// The layout file shown in README.md must load, build and step as written.
final class ReadmeLayoutTests: XCTestCase {
    func testReadmeLayoutExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "```yaml\n"))
        let end = try XCTUnwrap(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let yaml = String(readme[start.upperBound..<end.lowerBound])
        let layout = try LayoutBuilder.build(try LayoutFile.parse(yaml, file: "README.md"))
        // iphone-15: safe area top 59, root margins 16; "Hello" at 28 pt is
        // 5 × 14 = 70 wide, 33.6 tall (rounded to 33.667 at @3x).
        let title = try XCTUnwrap(layout.view("title")?.frame)
        XCTAssertEqual(title.origin, CGPoint(x: 16, y: 59 + 20))
        XCTAssertEqual(title.width, 70)
        // Bottom edge 79 + 33.6 = 112.6 rounds to the @3x pixel 338/3.
        XCTAssertEqual(title.height, 338.0 / 3 - 79, accuracy: 1e-9)
        XCTAssertEqual(layout.view("card")?.frame.width, 393 - 32)
        try layout.apply(throughStep: 1)
        XCTAssertEqual(layout.view("card")?.frame.height, 200)
    }
}
