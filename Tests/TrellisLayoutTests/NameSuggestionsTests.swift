import XCTest
@testable import TrellisLayout

/// The bounded edit distance behind "did you mean": exact where it answers,
/// and linear in a long name's length (a 200,000-character id took minutes
/// against the full table).
final class NameSuggestionsTests: XCTestCase {
    func testBoundedDistanceAgreesWithTheFullTable() {
        var random = SystemRandomNumberGenerator()
        let alphabet = Array("abc-_")
        for _ in 0..<2000 {
            let a = String((0..<Int.random(in: 0...9, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let b = String((0..<Int.random(in: 0...9, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let full = NameSuggestions.editDistance(a, b)
            for limit in 0...4 {
                let bounded = NameSuggestions.editDistance(Array(a), Array(b), atMost: limit)
                XCTAssertEqual(bounded, full <= limit ? full : nil, "\(a) \(b) \(limit)")
            }
        }
    }

    func testSuggestionsAreUnchangedForShortNames() {
        XCTAssertEqual(NameSuggestions.closest(to: "titel", among: ["title", "subtitle", "box"]), "title")
        XCTAssertEqual(NameSuggestions.closest(to: "Title", among: ["title", "titles"]), "title")
        XCTAssertNil(NameSuggestions.closest(to: "a", among: ["b"]))
    }

    func testLongNamesAreComparedInTime() {
        let long = String(repeating: "q", count: 200_000)
        let start = Date()
        XCTAssertNil(NameSuggestions.closest(to: long + "a", among: [long + "bcdef", long + "zzzzz"]))
        XCTAssertEqual(NameSuggestions.closest(to: long + "a", among: [long + "b"]), long + "b")
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }
}
