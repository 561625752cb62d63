import XCTest
@testable import TrellisSnapshot

/// `SnapshotJSON.quote` escapes by UTF-8 runs (issue 14); its output must be
/// the same, byte for byte, as escaping one Unicode scalar at a time, which
/// is what the frames record wrote before. JSON's rules (RFC 8259, section
/// 7): `"` and `\` must be escaped, and every control character below
/// U+0020; everything else may be written as it is.
final class SnapshotJSONQuoteTests: XCTestCase {
    /// The scalar-at-a-time escaping the run-copying one replaced.
    private func quotedScalarByScalar(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    func testNamedEscapesAndControlCharacters() {
        XCTAssertEqual(SnapshotJSON.quote(""), "\"\"")
        XCTAssertEqual(SnapshotJSON.quote("plain"), "\"plain\"")
        XCTAssertEqual(SnapshotJSON.quote("a\"b\\c"), #""a\"b\\c""#)
        XCTAssertEqual(SnapshotJSON.quote("\n\r\t"), #""\n\r\t""#)
        XCTAssertEqual(SnapshotJSON.quote("\u{0}\u{1}\u{1f}\u{7f}"), "\"\\u0000\\u0001\\u001f\u{7f}\"")
        XCTAssertEqual(SnapshotJSON.quote("\r\n"), #""\r\n""#, "a CR LF grapheme is two escapes")
    }

    func testMultiByteScalarsAreCopiedAsTheyAre() {
        let s = "é—“quoted”\u{1F600}\u{0301}日本語\"\n"
        XCTAssertEqual(SnapshotJSON.quote(s), quotedScalarByScalar(s))
        XCTAssertEqual(Array(SnapshotJSON.quote("日本").utf8), Array("\"日本\"".utf8))
    }

    /// Seeded random strings from a pool that mixes every escaped byte with
    /// ASCII and multi-byte scalars, in runs of every length.
    func testSameBytesAsScalarByScalarOnRandomStrings() {
        let pool: [Unicode.Scalar] = ["a", "Z", " ", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{8}", "\u{1b}",
                                      "\u{7f}", "\u{80}", "é", "\u{2028}", "日", "\u{1F600}", "/", "}"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        for _ in 0..<500 {
            var s = String.UnicodeScalarView()
            for _ in 0..<next(60) { s.append(pool[next(pool.count)]) }
            let string = String(s)
            XCTAssertEqual(Array(SnapshotJSON.quote(string).utf8), Array(quotedScalarByScalar(string).utf8), string.debugDescription)
        }
    }

    /// A substring's String (not native UTF-8 storage in general) quotes alike.
    func testBridgedAndSlicedStrings() {
        let long = String(repeating: "constraint \"a.width == b.width\"\n\t", count: 200)
        let sliced = String(long.dropFirst(3).dropLast(5))
        XCTAssertEqual(SnapshotJSON.quote(sliced), quotedScalarByScalar(sliced))
    }
}
