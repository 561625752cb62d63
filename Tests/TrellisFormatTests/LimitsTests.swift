import XCTest
@testable import TrellisFormat

/// Every number a file gives is inside its ``Limits`` range, or the loader
/// says where and what the range is (docs/LIMITS.md).
final class LimitsTests: XCTestCase {
    func error(_ text: String) -> FormatError? {
        do {
            let document = try LayoutFile.parse(text, file: "t.yaml")
            let built = try LayoutBuilder.build(document)
            try built.apply(throughStep: built.stepCount)
            return nil
        } catch {
            return error
        }
    }

    static let views = "root:\n  subviews:\n    - {id: a, type: label, text: Hi}\n    - {id: b}\n"

    /// (file text, "line:col", expected range) for each kind of number.
    static let outOfRange: [(String, String, String)] = [
        (views + "constraints:\n  - a.width == 10000001\n", "6:16", Limits.coordinate.expected),
        (views + "constraints:\n  - a.width == b.width - 10000001\n", "6:26", Limits.coordinate.expected),
        (views + "constraints:\n  - a.width == 1001 * b.width\n", "6:16", Limits.multiplier.expected),
        (views + "constraints:\n  - a.width == b.width * 2000\n", "6:26", Limits.multiplier.expected),
        (views + "constraints:\n  - {vfl: 'H:|-m-[b]', metrics: {m: -2e7}}\n", "6:37", Limits.coordinate.expected),
        (views + "constraints:\n  - w: a.width == 5\nsteps:\n  - constant: {w: 1e8}\n", "8:19", Limits.coordinate.expected),
        ("root:\n  subviews:\n    - {id: a, frame: {x: -1e9, y: 0, width: 1, height: 1}}\n", "3:26", Limits.coordinate.expected),
        ("root:\n  subviews:\n    - {id: a, frame: {x: 0, y: 0, width: 2e7, height: 1}}\n", "3:42", Limits.size.expected),
        ("root:\n  margins: 1e8\n", "2:12", Limits.coordinate.expected),
        ("root:\n  subviews:\n    - {id: a, intrinsicSize: {width: 1e7, height: 10000001}}\n", "3:51", Limits.size.expected),
        ("root:\n  subviews:\n    - {id: a, type: label, text: x, font: 1001}\n", "3:43", Limits.fontSize.expected),
        ("root:\n  subviews:\n    - {id: a, type: label, text: x, font: {size: 0.25}}\n", "3:50", Limits.fontSize.expected),
        ("root:\n  subviews:\n    - {id: a, type: label, text: x, lines: 10001}\n", "3:44", Limits.lines.expected),
        ("canvas: {width: 0.5, height: 100}\nroot: {}\n", "1:17", Limits.canvasSide.expected),
        ("canvas: {width: 100, height: 100, scale: 5}\nroot: {}\n", "1:42", Limits.scale.expected),
        ("canvas: {width: 100, height: 100, safeArea: {top: 1e300}}\nroot: {}\n", "1:51", Limits.size.expected),
    ]

    func testEveryKindOfNumberIsCheckedWhereItIsWritten() {
        for (text, place, expected) in Self.outOfRange {
            let e = error(text)
            XCTAssertEqual(e.map { "\($0.line):\($0.column)" }, place, text)
            XCTAssertEqual(e?.expected, expected, text)
        }
    }

    func testTheBoundsThemselvesAreAccepted() {
        XCTAssertNil(error(Self.views + "constraints:\n  - a.width == 1000 * b.width + 10000000\n  - b.width == 1\n"))
        XCTAssertNil(error("canvas: {width: 10000, height: 1, scale: 4}\nroot: {}\n"))
        XCTAssertNil(error("root:\n  subviews:\n    - {id: a, type: label, text: x, lines: 10000, font: 0.5}\n"))
    }

    func testSpacingsWrittenInAVisualFormatStringAreChecked() {
        let e = error(Self.views + "constraints:\n  - 'H:|-99999999999-[b]'\n")
        XCTAssertEqual(e?.message, "a spacing or size of 99999999999 in the format is out of range")
        XCTAssertEqual(e.map { "\($0.line):\($0.column)" }, "6:6")
        XCTAssertNil(error(Self.views + "constraints:\n  - 'H:|-10000000-[b(==10000000)]'\n"))
    }

    func testFontSizeInANameAndSizeStringIsChecked() {
        let e = error("root:\n  subviews:\n    - {id: a, type: label, text: x, font: 'Helvetica 5000'}\n")
        XCTAssertEqual(e?.message, "font size 5000 is out of range")
        XCTAssertEqual(e?.expected, Limits.fontSize.expected)
    }

    func testTextLongerThanTheLimitIsAnError() {
        let long = String(repeating: "x", count: Limits.maxTextLength + 1)
        let e = error("root:\n  subviews:\n    - {id: a, type: label, text: \(long)}\n")
        XCTAssertEqual(e?.message, "the text is \(Limits.maxTextLength + 1) characters long")
        XCTAssertEqual(e.map { "\($0.line):\($0.column)" }, "3:34")
    }

    /// A paragraph (text between line breaks) longer than the limit is an
    /// error placed where the paragraph starts; the same characters split
    /// into shorter paragraphs are fine, as is a text of 50,000 lines.
    func testAParagraphLongerThanTheLimitIsAnError() {
        let long = String(repeating: "x", count: Limits.maxParagraphLength + 1)
        let e = error("root:\n  subviews:\n    - {id: a, type: label, text: \"ab\\n\(long)\"}\n")
        XCTAssertEqual(e?.message, "paragraph 2 of the text is \(Limits.maxParagraphLength + 1) characters long")
        XCTAssertEqual(e?.expected, "at most \(Limits.maxParagraphLength) characters between line breaks")
        XCTAssertEqual(e.map { "\($0.line):\($0.column)" }, "3:39")
        let split = String(repeating: "x", count: Limits.maxParagraphLength) + "\\r\\n" + "x"
        XCTAssertNil(error("root:\n  subviews:\n    - {id: a, type: label, text: \"\(split)\"}\n"))
        let lines = (0..<50_000).map { "line \($0)" }.joined(separator: "\\n")
        XCTAssertNil(error("root:\n  subviews:\n    - {id: a, type: label, lines: 0, text: \"\(lines)\"}\n"))
        XCTAssertEqual(Values.longParagraph("ab\r\ncd\u{2029}" + long)?.index, 2)
        XCTAssertNil(Values.longParagraph(String(repeating: "x\n", count: 20_000)))
    }

    func testRangesReadAsTheyAreDocumented() {
        XCTAssertEqual(Limits.coordinate.expected, "a number from -10000000 to 10000000")
        XCTAssertEqual(Limits.fontSize.expected, "a number from 0.5 to 1000")
        XCTAssertEqual(Limits.lines.expected, "a whole number from 0 to 10000")
        XCTAssertFalse(Limits.lines.contains(1.5))
        XCTAssertFalse(Limits.coordinate.contains(.nan))
        XCTAssertFalse(Limits.coordinate.contains(.infinity))
    }
}
