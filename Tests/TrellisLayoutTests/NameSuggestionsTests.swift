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

    func testLongNamesAreCompared() {
        let long = String(repeating: "q", count: 200_000)
        XCTAssertNil(NameSuggestions.closest(to: long + "a", among: [long + "bcdef", long + "zzzzz"]))
        XCTAssertEqual(NameSuggestions.closest(to: long + "a", among: [long + "b"]), long + "b")
    }

    /// The cost counted, not timed (a clock limit fails correct code on a
    /// loaded machine): only the band within `limit` of the diagonal is
    /// computed, at most 2 * limit + 1 cells a character, where the full
    /// table of two 200,000-character names is 4 * 10^10 cells (minutes).
    func testLongNamesComputeOnlyTheBand() {
        let long = Array(String(repeating: "q", count: 200_000))
        var cells = 0
        XCTAssertEqual(NameSuggestions.editDistance(long + ["a"], long + ["b"], atMost: 3, cells: &cells), 1)
        XCTAssertGreaterThan(cells, 200_000)
        XCTAssertLessThanOrEqual(cells, 7 * 200_001)
        // Far apart: given up on once a whole row of the band passes the limit.
        var early = 0
        XCTAssertNil(NameSuggestions.editDistance(Array("abcdefgh") + long, Array("zyxwvuts") + long, atMost: 3, cells: &early))
        XCTAssertLessThanOrEqual(early, 7 * 8)
    }
}
