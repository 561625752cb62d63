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

    /// Found by session 20's hostile storyboards: a constraint naming a
    /// missing id of 4,000,000 characters (or a multiplier, or a label's
    /// text, that long) printed a 4 MB error, the value quoted whole. A
    /// part of a message past 1,000 characters keeps its start and end.
    func testALongQuotedValueIsClipped() {
        let id = String(repeating: "I", count: 100_000)
        let e = FormatError(file: "f.storyboard", line: 3, column: 1, message: "constraint C names unknown object '\(id)'",
                            expected: "at most 10 characters, not " + id, suggestion: "did you mean '\(id)x'?")
        let lines = e.description.split(separator: "\n")
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines.allSatisfy { $0.count < 1100 }, "\(lines.map(\.count))")
        XCTAssertTrue(e.message.hasPrefix("constraint C names unknown object 'III"))
        XCTAssertTrue(e.message.hasSuffix("III'"))
        XCTAssertTrue(e.message.contains(" … (99086 characters left out) … "), e.message)
        XCTAssertTrue(e.suggestion!.hasSuffix("Ix'?"))
        // Added to after it was made: clipped when printed.
        var later = FormatError(file: "f", line: 1, column: 1, message: "m")
        later.message += id
        XCTAssertLessThan(later.description.count, 1100)
    }

    func testMessagesUpToTheLimitAreWhole() {
        let s = String(repeating: "x", count: MessageText.limit)
        XCTAssertEqual(MessageText.clipped(s), s)
        XCTAssertEqual(FormatError(file: "f", line: 1, column: 1, message: s).message, s)
        XCTAssertEqual(MessageText.clipped(s + "y"), String(repeating: "x", count: 800) + " … (51 characters left out) … "
                       + String(repeating: "x", count: 149) + "y")
    }
}
