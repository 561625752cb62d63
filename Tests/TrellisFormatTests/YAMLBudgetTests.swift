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

    /// Building takes time that grows with the square of the views: the
    /// counts are bounded too, each error at the first one over.
    func testViewsConstraintsAndStepsAreCounted() {
        let views = (0..<Limits.maxViews).map { "    - {id: v\($0)}\n" }.joined()
        let e = error("root:\n  subviews:\n" + views)
        XCTAssertEqual(e?.message, "the file has \(Limits.maxViews + 1) views")
        XCTAssertEqual(e.map { "\($0.line):\($0.column)" }, "\(2 + Limits.maxViews):12")
        XCTAssertNil(error("root:\n  subviews:\n" + views.split(separator: "\n").dropLast().joined(separator: "\n") + "\n"))

        let constraints = Array(repeating: "  - a.width == 1\n", count: Limits.maxConstraints + 1).joined()
        let c = error("root:\n  subviews:\n    - {id: a}\nconstraints:\n" + constraints)
        XCTAssertEqual(c?.message, "the file has \(Limits.maxConstraints + 1) constraint entries")
        XCTAssertEqual(c?.line, 5 + Limits.maxConstraints)

        let steps = Array(repeating: "  - hide: a\n", count: Limits.maxSteps + 1).joined()
        let s = error("root:\n  subviews:\n    - {id: a}\nsteps:\n" + steps)
        XCTAssertEqual(s?.message, "the file has \(Limits.maxSteps + 1) steps")
        XCTAssertEqual(s?.line, 5 + Limits.maxSteps)
    }

    func testAFileOverTheSizeLimitIsRefusedWithoutAPlace() {
        let e = error(String(repeating: "#", count: Limits.maxFileBytes) + "\nroot: {}\n")
        XCTAssertEqual(e?.line, 0)
        XCTAssertEqual(e?.description.hasPrefix("t.yaml: error: the file is \(Limits.maxFileBytes + 10) bytes"), true)
    }
}
