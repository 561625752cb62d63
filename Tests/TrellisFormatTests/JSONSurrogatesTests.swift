import XCTest
@testable import TrellisFormat

/// JSON's surrogate-pair escapes (Python's `json.dump` writes every emoji
/// so) were refused by the YAML parser the loader reads JSON with
/// ("invalid Unicode character escape code"). RFC 8259 §7: a character
/// outside the Basic Multilingual Plane is escaped as a UTF-16 surrogate pair.
final class JSONSurrogatesTests: XCTestCase {
    func testASurrogatePairInAJSONStringIsTheCharacter() throws {
        let json = #"{"root": {"subviews": [{"id": "a", "type": "label", "text": "\ud83d\ude00 ok \u00e9 \"\\ud83d\""}]}}"#
        let document = try LayoutFile.parse(json, file: "emoji.json")
        XCTAssertEqual(document.views.first { $0.id == "a" }?.text, "\u{1F600} ok é \"\\ud83d\"")
    }

    func testALoneSurrogateIsStillAnError() {
        let json = #"{"root": {"subviews": [{"id": "a", "type": "label", "text": "\ud800 x"}]}}"#
        XCTAssertThrowsError(try LayoutFile.parse(json, file: "lone.json")) { error in
            XCTAssertTrue("\(error)".contains("lone.json:1:"), "\(error)")
        }
    }

    /// Only strings are touched, and only pairs.
    func testRewriteLeavesEverythingElse() {
        XCTAssertEqual(JSONSurrogates.rewrite(#"{"a": "\uD83D\uDE00", "b": "\u0041\\u0042"}"#), #"{"a": "\U0001F600", "b": "\u0041\\u0042"}"#)
        XCTAssertEqual(JSONSurrogates.rewrite(#"{"a": 1}"#), #"{"a": 1}"#)
    }
}
