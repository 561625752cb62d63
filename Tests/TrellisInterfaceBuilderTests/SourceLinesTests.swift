import XCTest
@testable import TrellisInterfaceBuilder

/// `SourceLines.split` (by `memchr`) cuts a file where the general split by
/// the UTF-8 view did, so every error's line and source text stay the same.
final class SourceLinesTests: XCTestCase {
    /// The split the reader used before: by bytes, empty lines kept, a
    /// final "\r" dropped.
    private func reference(_ text: String) -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            let line = text[$0.startIndex..<$0.endIndex]
            return line.utf8.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
    }

    func testEdgeCases() {
        for text in ["", "\n", "\n\n", "\r", "\r\n", "a", "a\n", "a\r\nb", "a\rb\n", "\r\r\n", "é\r\n漢字\n🙂\r", "x\n\r\n\r"] {
            XCTAssertEqual(SourceLines.split(text), reference(text), "\(text.debugDescription)")
        }
    }

    func testRandomTextsSplitAsBefore() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "<view>", " ", "\n", "\r", "\r\n", "é", "漢", "🙂", "\u{301}", "\t", "\"", "\u{2028}"]
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...40, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(SourceLines.split(text), reference(text), "\(text.debugDescription)")
        }
    }

    /// A file of thousands of lines, CRLF and LF mixed.
    func testLargeFileMatches() {
        let text = String(repeating: "<view id=\"a-b-c\">\r\n  <rect/>\n\n", count: 5_000) + "tail"
        XCTAssertEqual(SourceLines.split(text), reference(text))
    }
}
