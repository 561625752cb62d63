import Foundation
import TrellisFormat
import XCTest
@testable import TrellisInterfaceBuilder

/// Errors of an import that the layout reader refuses point at the
/// element the refused line came from (its `# IB id, line N` comment),
/// not at the scene; a scene past the layout file's constraint limit is
/// refused before it is written; a missing id is compared with the known
/// ones in time, however long.
final class ImportErrorPlaceTests: XCTestCase {
    func importError(_ constraints: String, subviews: String = "") -> FormatError? {
        var text = ErrorAndLintTests.header + constraints + ErrorAndLintTests.footer
        if !subviews.isEmpty { text = text.replacingOccurrences(of: "</subviews>", with: subviews + "\n</subviews>") }
        do {
            let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "Bad.storyboard")
            _ = try doc.imported(doc.scenes[0])
            return nil
        } catch {
            return error
        }
    }

    func testAConstantOutOfRangeIsPlacedAtItsConstraint() throws {
        let e = try XCTUnwrap(importError("                <constraint firstItem=\"A-1\" firstAttribute=\"width\" constant=\"1e15\" id=\"C1\"/>"))
        XCTAssertEqual(e.message, "can't import scene S1: constant 1000000000000000 is out of range")
        XCTAssertEqual(e.line, 13)
        XCTAssertEqual(e.column, 17)
        XCTAssertNotNil(e.expected)
        XCTAssertTrue(e.suggestion?.contains("imported as: - ib-C1: \"A_1.width == 1000000000000000\"") ?? false, e.description)
    }

    func testAViewOutOfRangeIsPlacedAtTheView() throws {
        let e = try XCTUnwrap(importError("", subviews: "<view id=\"W-1\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1e15\" height=\"10\"/></view>"))
        XCTAssertTrue(e.message.hasPrefix("can't import scene S1:"), e.description)
        XCTAssertEqual(e.line, 11, e.description)
        XCTAssertEqual(e.column, 25)
    }

    func testASceneOverTheConstraintLimitIsRefusedAtTheConstraintPastIt() throws {
        let n = Limits.maxConstraints + 1
        let lines = (0..<n).map { "<constraint firstItem=\"A-1\" firstAttribute=\"width\" constant=\"\($0 % 7)\" priority=\"\(1 + $0 % 998)\" id=\"K\($0)\"/>" }
        let e = try XCTUnwrap(importError(lines.joined(separator: "\n")))
        XCTAssertEqual(e.message, "scene S1 has \(n) constraints")
        XCTAssertEqual(e.line, 13 + Limits.maxConstraints)
        XCTAssertEqual(e.column, 1)
        XCTAssertEqual(e.expected, "at most \(Limits.maxConstraints) constraints in a scene (docs/LIMITS.md)")
        XCTAssertNotNil(e.suggestion)
    }

    /// Untimed (the band's cost is counted in NameSuggestionsTests).
    func testALongMissingIdIsCompared() throws {
        let long = String(repeating: "q", count: 100_000)
        let e = try XCTUnwrap(importError("<constraint firstItem=\"\(long)b\" firstAttribute=\"width\" constant=\"3\" id=\"C1\"/>",
                                          subviews: "<view id=\"\(long)a\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>"))
        XCTAssertEqual(e.line, 14)
        XCTAssertTrue(e.message.hasPrefix("constraint C1 names unknown object 'qqq"), String(e.message.prefix(80)))
        // Within 8 edits: the view's id is suggested, its middle left out
        // (MessageText: a part of a message keeps 1,000 characters at most).
        let suggestion = try XCTUnwrap(e.suggestion)
        XCTAssertTrue(suggestion.hasPrefix("did you mean 'qqq") && suggestion.hasSuffix("qqa'?"), String(suggestion.suffix(80)))
        XCTAssertTrue(suggestion.contains(" … (99067 characters left out) … "), String(suggestion.dropFirst(800).prefix(60)))
    }
}
