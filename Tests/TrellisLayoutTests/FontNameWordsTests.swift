import Foundation
import XCTest
@testable import TrellisLayout

/// `UIFont.lowercasedName(_:holds:)`, the byte search that reads a font
/// name's face words (FontNameWords.swift), finds what Foundation's
/// `contains` finds; and the names `UIFont(name:size:)` reads keep their
/// weight, slant and blankness.
final class FontNameWordsTests: XCTestCase {
    func testTheByteSearchFindsWhatFoundationFinds() {
        let words = ["italic", "oblique", "bold", "semibold", "light", "ultralight", "black", "medium", "thin", "heavy", "regular"]
        var names = ["", "-", "helveticaneue-bolditalic", "avenir-heavy", "sfpro-semibold", "boldbold", "bol", "italicx",
                     "georgia-italic", "système-gras", "ヒラギノ-bold", "emoji😀-light", "i\u{301}talic", "cafe\u{301}-bold"]
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abdghiklmnoqrstuvy-é ")
        for _ in 0..<5_000 {
            let n = Int.random(in: 0...14, using: &generator)
            names.append(String((0..<n).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }))
        }
        for name in names {
            for word in words {
                XCTAssertEqual(UIFont.lowercasedName(name, holds: word), name.contains(word), "\(name) / \(word)")
            }
        }
    }

    func testNamesKeepTheirWeightSlantAndBlankness() throws {
        let bold = try XCTUnwrap(UIFont(name: "HelveticaNeue-BoldItalic", size: 17))
        XCTAssertEqual(bold.weight, .bold)
        XCTAssertTrue(bold.isItalic)
        XCTAssertEqual(try XCTUnwrap(UIFont(name: "Avenir-Semibold", size: 12)).weight, .semibold)
        XCTAssertFalse(try XCTUnwrap(UIFont(name: "Avenir-Semibold", size: 12)).isItalic)
        XCTAssertTrue(try XCTUnwrap(UIFont(name: "Georgia-Oblique", size: 12)).isItalic)
        // Blank names are refused, whitespace first or not; a name that
        // starts with a space but has letters is a name.
        XCTAssertNil(UIFont(name: "", size: 12))
        XCTAssertNil(UIFont(name: " \t ", size: 12))
        XCTAssertNil(UIFont(name: "\u{3000}", size: 12))
        XCTAssertNotNil(UIFont(name: " Helvetica", size: 12))
        XCTAssertNotNil(UIFont(name: "Ñandú-Bold", size: 12))
    }

    /// Weights are kept by name (FontNameWeights.swift): asked again, a
    /// name reads as it read the first time, and as its words say.
    func testKeptWeightsAreTheWeightsReadFromTheName() {
        var names = ["System", "HelveticaNeue-Bold", "Avenir-Heavy", "Avenir-Semibold", "SFPro-UltraLight", "Georgia", "x-black",
                     "cafe\u{301}-bold", "café-bold", "Ñandú-Light", ""]
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abdghiklmnoqrstuvy-é ")
        for _ in 0..<2_000 {
            let n = Int.random(in: 0...12, using: &generator)
            names.append(String((0..<n).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }))
        }
        for _ in 0..<2 {
            for name in names { XCTAssertEqual(UIFont.Weight(fontName: name), UIFont.Weight.reading(name), name.debugDescription) }
        }
    }
}
