import XCTest
@testable import TrellisFormat

/// All of a file's `equalCentering` stacks share one budget: the views they
/// hold together, at most `Limits.maxEqualCenteringViews`, and those views
/// times the layouts the file asks for (the start and one per step), at
/// most `Limits.maxEqualCenteringLayoutWork` (StackArrangementLimits.swift,
/// `EqualCenteringBudget`; docs/LIMITS.md: session 16 measured steps on
/// such stacks far slower than their first layout).
final class EqualCenteringBudgetTests: XCTestCase {
    /// `count` stacks of `size` plain views each, then `steps` steps that
    /// hide and show the first stack's first view.
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

    /// One stack at its limit may take every step a file may have:
    /// 60 × 101 layouts is within 10,000.
    func testAStackAtItsLimitTakesEveryStep() {
        XCTAssertNil(parseError(file(stacks: 1, size: Limits.maxArrangedEqualCentering, steps: Limits.maxSteps)))
    }

    /// 1,000 views with 9 steps (10 layouts) is the budget; 17 stacks of 60
    /// (1,020 views) with 9 steps is past it, reported at the first step
    /// past it, and with 8 steps (9 layouts: 1,111 views) it is within.
    func testViewsTimesLayouts() {
        XCTAssertNil(parseError(file(stacks: 17, size: 60, steps: 8)))
        let e = parseError(file(stacks: 17, size: 60, steps: 9))
        XCTAssertEqual(e?.message, "the file's equalCentering stacks arrange 1020 views for 10 layouts (the start and each step)")
        XCTAssertEqual(e?.expected, "at most 1000 arranged views in equalCentering stacks for 10 layouts (2000 in all, 10000 views × layouts; docs/LIMITS.md)")
        XCTAssertNotNil(e?.suggestion)
        // Checked at the start already: the budget is on every layout, so
        // the error is at the first stack's view past it (the 17th stack,
        // line 19, its 41st view), not at a step.
        XCTAssertEqual(e?.line, 19)
    }

    /// Without steps the views every stack holds together are bounded too:
    /// 2,000, not 10,000 (390 stacks of 24 took 2.6 s with no step).
    func testAllViewsWithoutSteps() {
        XCTAssertNil(parseError(file(stacks: 40, size: 50, steps: 0)))
        let e = parseError(file(stacks: 41, size: 50, steps: 0))
        XCTAssertEqual(e?.message, "the file's equalCentering stacks arrange 2050 views for 1 layout (the start and each step)")
    }

    /// Other distributions don't count: the same 41 stacks as `equalSpacing`
    /// or `fillEqually` are read.
    func testOtherDistributionsAreFree() {
        for d in ["equalSpacing", "fillEqually", "fill"] {
            XCTAssertNil(parseError(file(stacks: 41, size: 50, steps: 0, distribution: d)), d)
        }
    }
}
