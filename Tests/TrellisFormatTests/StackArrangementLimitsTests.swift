import XCTest
@testable import TrellisFormat

/// A stack view whose distribution the solver still pays for with rows
/// written out in full holds at most so many arranged views
/// (StackArrangementLimits.swift, docs/LIMITS.md): one more is an error at
/// the first view past the limit, whether the file writes it as a subview
/// or a step adds it, and whether the stack starts with that distribution
/// or a step gives it.
final class StackArrangementLimitsTests: XCTestCase {
    /// A stack of `n` plain arranged views, one a line from line 4.
    func stack(_ n: Int, distribution: String, steps: String = "") -> String {
        var text = "root:\n  subviews:\n    - {id: s, type: stackView, axis: vertical, distribution: \(distribution), subviews: [\n"
        text += (0..<n).map { "        {id: v\($0)}" }.joined(separator: ",\n")
        return text + "]}\n" + steps
    }

    func parseError(_ text: String) -> FormatError? {
        do { _ = try LayoutFile.parse(text, file: "t.yaml"); return nil } catch { return error }
    }

    func testEachDistributionTakesItsLimitAndNotOneMore() {
        for (name, limit) in [("equalCentering", Limits.maxArrangedEqualCentering)] {
            XCTAssertNil(parseError(stack(limit, distribution: name)), name)
            let e = parseError(stack(limit + 1, distribution: name))
            XCTAssertEqual(e?.message, "stack view 's' arranges \(limit + 1) views with distribution \(name)")
            XCTAssertEqual(e?.expected, "at most \(limit) arranged views in a stack view whose distribution is \(name) (docs/LIMITS.md)")
            // The first view past the limit, v<limit>, is on line 4 + limit
            // (placed at its id, as the file's view limit places it).
            XCTAssertEqual(e.map { "\($0.line):\($0.column)" }, "\(4 + limit):14", name)
            XCTAssertNotNil(e?.suggestion)
        }
    }

    /// `fill`, `fillProportionally`, `fillEqually` and `equalSpacing` stay
    /// linear: only the file's view limit applies (fillEqually's 3,000 and
    /// equalSpacing's 1,000 of session 15 are gone: docs/PERFORMANCE.md,
    /// `wave2-fill16`).
    func testFillTakesTheFileLimitOnly() {
        for name in ["fill", "fillProportionally", "fillEqually", "equalSpacing"] {
            XCTAssertNil(parseError(stack(3_001, distribution: name)), name)
        }
        let e = parseError(stack(Limits.maxViews, distribution: "fillEqually"))
        XCTAssertEqual(e?.expected, "at most \(Limits.maxViews) views, root included (docs/LIMITS.md)")
    }

    /// A step switching a `fill` stack to `equalCentering`, or adding views
    /// past the limit, is refused when the file is read.
    func testStepsCount() {
        let n = Limits.maxArrangedEqualCentering + 1
        let switched = parseError(stack(n, distribution: "fill", steps: "steps:\n  - stack: {s: {distribution: equalCentering}}\n"))
        XCTAssertEqual(switched?.message, "stack view 's' arranges \(n) views with distribution equalCentering")
        var text = stack(Limits.maxArrangedEqualCentering, distribution: "equalCentering")
        text = text.replacingOccurrences(of: "]}\n", with: "]}\n    - {id: extra}\n")
        let added = parseError(text + "steps:\n  - stack: {s: {addArranged: [extra]}}\n")
        XCTAssertEqual(added?.message, "stack view 's' arranges \(n) views with distribution equalCentering")
        XCTAssertEqual(added.map { "\($0.line)" }, "\(4 + Limits.maxArrangedEqualCentering + 2)")
    }

    /// The count follows the steps (stack-swap.yaml, session 16's red
    /// team): a stack at the limit whose views are swapped one for one, a
    /// step at a time, never holds more than the limit, and used to be
    /// refused at the limit's first swap (every view a step ever added was
    /// counted).
    func testSwappingViewsOneForOneCountsWhatTheStackHolds() {
        let limit = Limits.maxArrangedEqualCentering
        var text = stack(limit, distribution: "equalCentering")
        text = text.replacingOccurrences(of: "]}\n", with: "]}\n" + (0..<60).map { "    - {id: w\($0)}\n" }.joined())
        let swaps = (0..<60).map { "  - stack: {s: {removeArranged: [v\($0)], addArranged: [w\($0)]}}\n" }.joined()
        XCTAssertNil(parseError(text + "steps:\n" + swaps))
        // One add without its removal is one view past the limit.
        let e = parseError(text + "steps:\n" + swaps + "  - stack: {s: {addArranged: [v0]}}\n")
        XCTAssertEqual(e?.message, "stack view 's' arranges \(limit + 1) views with distribution equalCentering")
        XCTAssertEqual(e.map { "\($0.line)" }, "\(4 + limit + 60 + 1 + 60)")
    }

    /// A distribution applies from its step on, to the views the stack
    /// holds then: a `fill` stack of 300 that gives 50 views to another
    /// stack and is then made `equalCentering` holds 250; a view removed
    /// with `remove` leaves the count too.
    func testADistributionCountsTheViewsHeldWhenItIsSet() {
        let limit = Limits.maxArrangedEqualCentering
        var text = stack(limit + 50, distribution: "fill")
        text = text.replacingOccurrences(of: "]}\n", with: "]}\n    - {id: t, type: stackView}\n")
        let moved = (0..<49).map { "v\($0)" }.joined(separator: ", ")
        let give = "steps:\n  - stack: {t: {addArranged: [\(moved)]}}\n  - remove: v49\n"
        XCTAssertNil(parseError(text + give + "  - stack: {s: {distribution: equalCentering}}\n"))
        let e = parseError(text + give.replacingOccurrences(of: "  - remove: v49\n", with: "")
                           + "  - stack: {s: {distribution: equalCentering}}\n")
        XCTAssertEqual(e?.message, "stack view 's' arranges \(limit + 1) views with distribution equalCentering")
    }
}
