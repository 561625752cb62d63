import XCTest
@testable import TrellisFormat

/// All of a file's `equalCentering` stacks share one budget: a stack of k
/// arranged views weighs k × (k + 50), and the sum times the layouts the
/// file asks for (the start and one per step) is at most
/// `Limits.maxEqualCenteringWork` (StackArrangementLimits.swift,
/// `EqualCenteringBudget`; docs/LIMITS.md: the stacks are independent
/// systems, so a file costs the sum of its stacks' costs, and a stack's
/// cost grows faster than its views, docs/PERFORMANCE.md
/// `wave2-centering17`).
final class EqualCenteringBudgetTests: XCTestCase {
    /// `count` stacks of `size` plain views each, one a line from line 3,
    /// then `steps` steps that hide and show the first stack's first view.
    func file(stacks count: Int, size: Int, steps: Int, distribution: String = "equalCentering") -> String {
        var text = "root:\n  subviews:\n"
        for s in 0..<count {
            text += "    - {id: s\(s), type: stackView, distribution: \(distribution), subviews: ["
            text += (0..<size).map { "{id: v\(s)_\($0)}" }.joined(separator: ", ") + "]}\n"
        }
        guard steps > 0 else { return text }
        return text + "steps:\n" + (0..<steps).map { "  - \($0 % 2 == 0 ? "hide" : "show"): v0_0\n" }.joined()
    }

    func parseError(_ text: String) -> FormatError? {
        do { _ = try LayoutFile.parse(text, file: "t.yaml"); return nil } catch { return error }
    }

    func testAStackOfKViewsWeighsKTimesKPlusFifty() {
        XCTAssertEqual(EqualCenteringBudget.work(5), 275)
        XCTAssertEqual(EqualCenteringBudget.work(20), 1_400)
        XCTAssertEqual(EqualCenteringBudget.work(60), 6_600)
        XCTAssertEqual(EqualCenteringBudget.work(0), 0)
    }

    /// One stack at its limit may take every step a file may have:
    /// 6,600 × 101 layouts is within the budget.
    func testAStackAtItsLimitTakesEveryStep() {
        XCTAssertLessThanOrEqual(6_600 * (Limits.maxSteps + 1), Limits.maxEqualCenteringWork)
        XCTAssertNil(parseError(file(stacks: 1, size: Limits.maxArrangedEqualCentering, steps: Limits.maxSteps)))
    }

    /// Issue 14's gallery: many small stacks lay out up to the file's view
    /// limit (session 16's 2,000 views in all refused them; the stacks
    /// are views too): 476 stacks of 20 (9,997 views, 666,400) and 1,666
    /// stacks of 5 (9,997 views, 458,150).
    func testManySmallStacksLayOutToTheFileLimit() {
        XCTAssertNil(parseError(file(stacks: 476, size: 20, steps: 0)))
        XCTAssertNil(parseError(file(stacks: 1_666, size: 5, steps: 0)))
    }

    /// The same views weigh more in bigger stacks: 7,200 views in stacks
    /// of 20 are within the budget, in stacks of 60 past it.
    func testBigStacksWeighMoreThanSmallOnes() {
        XCTAssertNil(parseError(file(stacks: 360, size: 20, steps: 0)))
        XCTAssertNotNil(parseError(file(stacks: 120, size: 60, steps: 0)))
    }

    /// Without steps: 106 stacks of 60 (699,600) are within 700,000, 107
    /// (706,200) past it, reported at the 107th stack's (line 109) view
    /// that passes the budget: 699,600 + 8 × 58 > 700,000, its 8th.
    func testStacksOfSixtyWithoutSteps() {
        XCTAssertNil(parseError(file(stacks: 106, size: 60, steps: 0)))
        let e = parseError(file(stacks: 107, size: 60, steps: 0))
        XCTAssertEqual(e?.message, "the file's equalCentering stacks weigh 706200 (k × (k + 50) a stack of k arranged views, summed) for 1 layout (the start and each step)")
        XCTAssertEqual(e?.expected, "at most 700000 for 1 layout (700000 weight × layouts; docs/LIMITS.md)")
        XCTAssertNotNil(e?.suggestion)
        XCTAssertEqual(e?.line, 109)
        let line = file(stacks: 107, size: 60, steps: 0).split(separator: "\n")[108]
        let rest = e.map { String(String.UnicodeScalarView(line.unicodeScalars.dropFirst($0.column - 1))) }
        XCTAssertTrue(rest?.hasPrefix("v106_7}") == true, rest ?? "no error")
    }

    /// Steps divide the budget: with 9 steps (10 layouts) 10 stacks of 60
    /// (66,000) are within 70,000 a layout, 11 past it, checked at the start
    /// already (the budget is on every layout).
    func testWorkTimesLayouts() {
        XCTAssertNil(parseError(file(stacks: 10, size: 60, steps: 9)))
        let e = parseError(file(stacks: 11, size: 60, steps: 9))
        XCTAssertEqual(e?.message, "the file's equalCentering stacks weigh 72600 (k × (k + 50) a stack of k arranged views, summed) for 10 layouts (the start and each step)")
        XCTAssertEqual(e?.expected, "at most 70000 for 10 layouts (700000 weight × layouts; docs/LIMITS.md)")
        XCTAssertEqual(e?.line, 13)
    }

    /// A step that makes stacks `equalCentering` is reported at that step:
    /// 50 stacks of 60 (330,000) and four `fill` stacks of 60 for 2 layouts
    /// (350,000 each); the step that turns three (349,800) is within, all
    /// four (356,400) past it.
    func testAStepPastTheBudgetIsReportedAtTheStep() {
        var text = file(stacks: 50, size: 60, steps: 0)
        for f in 0..<4 {
            text += "    - {id: f\(f), type: stackView, subviews: ["
            text += (0..<60).map { "{id: w\(f)_\($0)}" }.joined(separator: ", ") + "]}\n"
        }
        let turnThree = (0..<3).map { "f\($0): {distribution: equalCentering}" }.joined(separator: ", ")
        XCTAssertNil(parseError(text + "steps:\n  - stack: {\(turnThree)}\n"))
        let turnFour = (0..<4).map { "f\($0): {distribution: equalCentering}" }.joined(separator: ", ")
        let e = parseError(text + "steps:\n  - stack: {\(turnFour)}\n")
        XCTAssertEqual(e?.message, "the file's equalCentering stacks weigh 356400 (k × (k + 50) a stack of k arranged views, summed) for 2 layouts (the start and each step)")
        XCTAssertEqual(e?.line, 3 + 50 + 4 + 1)
    }

    /// Other distributions don't count: 120 stacks of 60 as `equalSpacing`,
    /// `fillEqually` or `fill` are read.
    func testOtherDistributionsAreFree() {
        for d in ["equalSpacing", "fillEqually", "fill"] {
            XCTAssertNil(parseError(file(stacks: 120, size: 60, steps: 0, distribution: d)), d)
        }
    }
}
