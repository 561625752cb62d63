import XCTest
@testable import TrellisFormat

/// FormatError.swift: the excerpt under a message.
final class FormatErrorTests: XCTestCase {
    /// Found by scripts/reproducers (deep-views.xib, written on one line):
    /// the error printed the whole 300 KB line and a caret line as long. A
    /// long line is shown as a 120-character window around the column.
    func testALongLineIsShownAroundTheColumn() {
        let line = String(repeating: "a", count: 1000) + "BAD" + String(repeating: "b", count: 1000)
        let e = FormatError(file: "f.yaml", line: 1, column: 1001, message: "bad", offendingText: "BAD", sourceLine: line)
        let lines = e.description.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines[1], "    …" + String(repeating: "a", count: 60) + "BAD" + String(repeating: "b", count: 57) + "…")
        XCTAssertEqual(lines[2], "    " + String(repeating: " ", count: 61) + "^~~")
        // At the start and the end of the line: one ellipsis.
        let start = FormatError(file: "f", line: 1, column: 2, message: "m", sourceLine: line)
        XCTAssertEqual(start.excerpt.line, String(repeating: "a", count: 120) + "…")
        XCTAssertEqual(start.excerpt.caret, " ^")
        let end = FormatError(file: "f", line: 1, column: 2003, message: "m", offendingText: "bbbb", sourceLine: line)
        XCTAssertEqual(end.excerpt.line, "…" + String(repeating: "b", count: 120))
        XCTAssertEqual(end.excerpt.caret, String(repeating: " ", count: 120) + "^")
    }

    func testShortLinesAreUnchanged() {
        let e = FormatError(file: "f.yaml", line: 3, column: 5, message: "m", offendingText: "xyz", sourceLine: "  - xyz")
        XCTAssertEqual(e.description, "f.yaml:3:5: error: m\n      - xyz\n        ^~~")
    }
}
