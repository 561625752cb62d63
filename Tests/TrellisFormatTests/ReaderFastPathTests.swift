import Foundation
import XCTest
@testable import TrellisFormat

/// The layout reader's byte-level fast paths answer what their general
/// forms answered (docs/PERFORMANCE.md, session 21): identifiers by byte
/// against the Unicode-scalar test, a plain scalar's type by `switch`
/// against the word lists, numbers against the whole pattern, and the
/// source lines cut on first use against a cut made at once.
final class ReaderFastPathTests: XCTestCase {
    private func randomTexts(_ alphabet: [Unicode.Scalar], count: Int, maxLength: Int) -> [String] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in
            var v = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...maxLength, using: &generator) { v.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]) }
            return String(v)
        }
    }

    func testIdentifiersByByteMatchTheScalarForm() {
        func byScalar(_ s: String) -> Bool {
            guard let f = s.unicodeScalars.first, f == "_" || (f.isASCII && f.properties.isAlphabetic) else { return false }
            return s.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
        }
        var texts = ["", "a", "_", "Z9", "9a", "a b", "é", "aé", "a-b", "@", "[", "`", "{", "a\u{0}", "label_12", "ß"]
        texts += (0...255).map { String(UnicodeScalar(UInt8($0))) }
        texts += randomTexts(["a", "Z", "_", "0", "9", "@", "[", "`", "{", " ", "-", "é", "日", "\u{1}", "\u{7F}", "\u{C0}"], count: 5_000, maxLength: 6)
        for t in texts { XCTAssertEqual(ViewSpec.isIdentifier(t), byScalar(t), t.debugDescription) }
    }

    func testConstraintNamesAndVisualFormatByByteMatchTheGeneralForms() {
        func nameByScalar(_ s: String) -> Bool {
            guard let f = s.unicodeScalars.first, f == "_" || (f.isASCII && f.properties.isAlphabetic) else { return false }
            return s.unicodeScalars.allSatisfy {
                $0 == "_" || $0 == "-" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
            }
        }
        var texts = ["", "a-b", "-a", "_1", "1a", "a.top == b.top", "H:|-[a]-|", "  V:[a]", " |-[a]", "[a]", "H\u{301}:|", "H:\u{301}|",
                     " \u{301}H:", "  ", "é", "h:|[a]|", "\u{300}[a]"]
        texts += randomTexts(["a", "H", "V", ":", "|", "[", " ", "-", "_", "0", "é", "\u{301}", "\u{200D}", "=", "."], count: 5_000, maxLength: 6)
        for t in texts {
            XCTAssertEqual(ConstraintSpec.isName(t), nameByScalar(t), t.debugDescription)
            XCTAssertEqual(ConstraintSpec.isVisualFormat(t), ConstraintSpec.isVisualFormatByCharacter(t), t.debugDescription)
        }
    }

    func testPlainTypesMatchTheWordLists() {
        func byLists(_ s: String) -> YNode.PlainType {
            if ["", "~", "null", "Null", "NULL"].contains(s) { return .null }
            if ["yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
                "on", "On", "ON", "off", "Off", "OFF"].contains(s) { return .bool }
            return NumberSyntax.isNumber(s) ? .number : .string
        }
        var texts = ["", "~", "null", "NULL", "nulls", "yes", "YES", "no", "On", "off", "OFF", "false", "FALSE", "falsey",
                     "type", "text", "frame", "12", "-0.5", ".5", "1e3", "010", "0x10", "+1", "1.", "-", "+", ".", "e3", "1e"]
        texts += randomTexts(["n", "u", "l", "N", "U", "L", "y", "e", "s", "o", "f", "a", "t", "r", "~", "0", "1", "9", ".", "-", "+", "E"],
                             count: 5_000, maxLength: 6)
        for t in texts { XCTAssertEqual(YNode.plainType(t), byLists(t), t.debugDescription) }
    }

    func testNumbersMatchThePattern() throws {
        let pattern = try NSRegularExpression(pattern: #"^[-+]?(\.[0-9]+|(0|[1-9][0-9]*)(\.[0-9]*)?)([eE][-+]?[0-9]+)?$"#)
        var texts = ["", "0", "00", "010", "1.", ".5", "-.5", "+1e+3", "1e", "e1", "1_000", "0x10", ".inf", "１"]
        texts += randomTexts(["0", "1", "9", ".", "-", "+", "e", "E", "x", "_", " ", "a", "٣"], count: 5_000, maxLength: 7)
        for t in texts {
            let matches = pattern.firstMatch(in: t, range: NSRange(t.startIndex..., in: t)) != nil
            XCTAssertEqual(NumberSyntax.isNumber(t), matches, t.debugDescription)
        }
    }

    func testLinesCutOnFirstUseAreTheLinesCutAtOnce() {
        let texts = ["", "a", "a\n", "\n\n", "a\r\nb\rc\n", "é\n日本\r\n😀", "x\r", "\r\n\r\n"]
            + randomTexts(["a", "\n", "\r", "é", "日", " "], count: 500, maxLength: 12)
        for t in texts {
            let source = SourceFile(name: "t.yaml", text: t)
            XCTAssertEqual(source.lines, SourceFile.lines(of: t), t.debugDescription)
            XCTAssertEqual(source.line(1), SourceFile.lines(of: t).first ?? "", t.debugDescription)
            XCTAssertEqual(source.line(0), "")
        }
    }
}
