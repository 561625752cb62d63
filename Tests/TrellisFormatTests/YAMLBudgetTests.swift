import XCTest
@testable import TrellisFormat

/// Aliases, nesting and size are bounded before Yams composes the file
/// (an alias bomb used to take 48 s and 9.9 GB).
final class YAMLBudgetTests: XCTestCase {
    func error(_ text: String) -> FormatError? {
        do { _ = try LayoutFile.parse(text, file: "t.yaml"); return nil } catch { return error }
    }

    func testAFewAliasesStillWork() throws {
        let text = "root:\n  subviews:\n    - &v {id: a}\n  color: &c red\n  margins: 8\nconstraints:\n  - a.width == 10\n"
        XCTAssertNil(error(text))
        // An alias of a scalar reads as the anchored value.
        XCTAssertNil(error("root:\n  color: &c red\n  subviews:\n    - {id: a, color: *c}\n"))
    }

    func testTooManyAliasesIsAnErrorAtTheFirstOneOver() {
        let items = Array(repeating: "*x", count: Limits.maxAliases + 1).joined(separator: ", ")
        let e = error("x: &x 1\nlist: [\(items)]\nroot: {}\n")
        XCTAssertEqual(e?.message, "the file uses more than \(Limits.maxAliases) YAML aliases")
        XCTAssertEqual(e?.line, 2)
        XCTAssertEqual(e?.column, 8 + 4 * Limits.maxAliases)
    }

    func testNestingDeeperThanTheLimitIsAnError() {
        let depth = Limits.maxNesting + 1
        let e = error("root: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n")
        XCTAssertEqual(e?.message, "the file nests more than \(Limits.maxNesting) levels deep")
        XCTAssertEqual(e?.line, 1)
        XCTAssertEqual(e?.column, 6 + Limits.maxNesting)
    }

    /// 100,000 levels would overflow the stack in Yams' recursive composer.
    func testVeryDeepNestingDoesNotOverflowTheStack() {
        let e = error(String(repeating: "[", count: 100_000))
        XCTAssertNotNil(e)
    }

    func testExpansionIsCountedThroughNestedAnchors() {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for i in 1...5 { lines.append("a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]") }
        let e = error(lines.joined(separator: "\n") + "\nroot: {}\n")
        XCTAssertEqual(e?.message, "the file expands to more than \(Limits.maxNodes) YAML nodes")
        XCTAssertEqual(e?.line, 5)  // a4 alone is 111,111 nodes
    }

    func testAFileOverTheSizeLimitIsRefusedWithoutAPlace() {
        let e = error(String(repeating: "#", count: Limits.maxFileBytes) + "\nroot: {}\n")
        XCTAssertEqual(e?.line, 0)
        XCTAssertEqual(e?.description.hasPrefix("t.yaml: error: the file is \(Limits.maxFileBytes + 10) bytes"), true)
    }
}
