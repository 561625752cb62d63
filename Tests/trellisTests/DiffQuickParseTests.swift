import ArgumentParser
@testable import trellis
import XCTest

/// `trellis diff`'s own argument reader (which skips ArgumentParser for the
/// usual spellings) reads exactly what ArgumentParser reads, and gives up on
/// everything else so ArgumentParser parses it and words the errors.
final class DiffQuickParseTests: XCTestCase {
    private func viaArgumentParser(_ arguments: [String]) throws -> DiffOptions {
        let command = try DiffCommand.parse(arguments)
        return command.options
    }

    func testPlainSpellingsReadAsArgumentParserReadsThem() throws {
        let cases: [[String]] = [
            ["a.png", "b.png"],
            ["a.png", "b.png", "-o", "d.png"],
            ["-o", "d.png", "a.png", "b.png"],
            ["a.png", "--output", "d.png", "b.png", "--json"],
            ["a.png", "b.png", "--composite", "c.png", "--threshold", "0.25", "--include-aa"],
            ["a.png", "b.png", "--max-different-pixels", "12", "--max-different-ratio", "0.01"],
            ["a.png", "b.png", "--legacy-blend", "--no-checkerboard", "--diff-mask", "-o", "m.png"],
            ["a.png", "b.png", "--diff-color-alt", "0,160,255", "--max-pixels", "5000000"],
            ["a.png", "b.png", "--threshold", "0", "--max-different-ratio", "1"],
        ]
        for arguments in cases {
            let quick = DiffOptions.quickParse(arguments[...])
            XCTAssertNotNil(quick, "\(arguments)")
            XCTAssertEqual(quick, try viaArgumentParser(arguments), "\(arguments)")
        }
    }

    func testEverythingElseIsLeftToArgumentParser() {
        let cases: [[String]] = [
            [], ["a.png"], ["a.png", "b.png", "c.png"],
            ["a.png", "b.png", "--help"], ["-h"], ["a.png", "b.png", "--output=d.png"],
            ["a.png", "b.png", "-o"], ["a.png", "b.png", "-o", "--json"], ["a.png", "b.png", "--bogus"],
            ["a.png", "b.png", "--json", "--json"], ["a.png", "b.png", "-o", "x.png", "--output", "y.png"],
            ["a.png", "b.png", "--threshold", "2"], ["a.png", "b.png", "--threshold", "abc"],
            ["a.png", "b.png", "--max-pixels", "0"], ["a.png", "b.png", "--diff-color-alt", "1,2"],
            ["a.png", "b.png", "--max-different-pixels", "-1"], ["-", "b.png"], ["a.png", "b.png", "--"],
        ]
        for arguments in cases {
            XCTAssertNil(DiffOptions.quickParse(arguments[...]), "\(arguments)")
        }
    }
}
