import XCTest
@testable import TrellisInterfaceBuilder

/// The writer's plumbing fast paths write what their general forms write
/// (the imported YAML, and so every frame and error place, stay the same):
/// `IBText.quote` for texts with nothing to escape, `IBText.comment` for
/// texts with nothing to replace, `IBNames.constraintName`
/// for ids of letters, digits and dashes.
final class IBTextQuoteTests: XCTestCase {
    func testQuoteWritesWhatTheScalarFormWrites() {
        var texts = ["", "Title", "a \"quoted\" word", "back\\slash", "line\nbreak", "tab\there", "cr\r\n", "\u{7F}",
                     "\u{85}next line", "\u{A0}no-break", "\u{9F}", "café", "日本語", "😀 emoji", "\u{2028}", "\u{1}", "é\u{301}"]
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Unicode.Scalar] = ["a", "Z", " ", "\"", "\\", "\n", "\t", "\u{0}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}",
                                          "\u{A0}", "\u{C2}", "é", "\u{301}", "日", "😀", "\u{2028}"]
        for _ in 0..<5_000 {
            var v = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...12, using: &generator) { v.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]) }
            texts.append(String(v))
        }
        for t in texts { XCTAssertEqual(IBText.quote(t), IBText.quoteByScalar(t), t.debugDescription) }
    }

    func testCommentWritesWhatTheScalarFormWrites() {
        var texts = ["", "# IB abc-12, line 27", "line\nbreak", "tab\there", "cr\r\n", "\u{7F}", "\u{85}next line", "\u{A0}no-break",
                     "\u{9F}", "café", "日本語", "😀 emoji", "\u{2028}", "\u{2029}", "\u{2027}", "\u{1}", "é\u{301}", "€"]
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Unicode.Scalar] = ["a", "Z", " ", "#", "\n", "\r", "\t", "\u{0}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}",
                                          "\u{A0}", "\u{C2}", "é", "\u{301}", "日", "😀", "\u{2028}", "\u{2029}", "\u{2030}", "€"]
        for _ in 0..<5_000 {
            var v = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...12, using: &generator) { v.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]) }
            texts.append(String(v))
        }
        for t in texts { XCTAssertEqual(IBText.comment(t), IBText.commentByScalar(t), t.debugDescription) }
    }

    func testConstraintNamesWriteWhatTheCharacterFormWrites() {
        var ids = ["", "abc-12-XYZ", "a.b", "a:b", "a_b", "é-1", "\r\n", "日本", "A1-", "-", "a b"]
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZ09-_.:é日 ")
        for _ in 0..<3_000 {
            ids.append(String((0..<Int.random(in: 0...10, using: &generator)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }))
        }
        for id in ids { XCTAssertEqual(IBNames.constraintName(id), IBNames.constraintNameByCharacter(id), id.debugDescription) }
    }
}
