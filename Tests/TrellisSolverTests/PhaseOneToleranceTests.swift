import XCTest
@testable import TrellisSolver

/// Phase one's optimality tolerance (docs/SOLVER.md, "Phase one's
/// tolerance", issue 14): an artificial reduced cost below 1e-5 of the
/// row's largest coefficient is rounding noise and never enters, so the
/// artificial variable can't be pivoted out on a noise element.
final class PhaseOneToleranceTests: XCTestCase {
    /// The artificial row of the first bad add of `random-2000.yaml` before
    /// the change, in miniature: after its real pivot the row was
    /// `461 + 1.0·s1 − 3.5e-6·s2` (one of the noise costs it entered); s1
    /// can't lower it (a slack only rises) and s2's cost is noise.
    func testANoiseLevelReducedCostDoesNotEnter() {
        var t = Tableau()
        let s1 = t.makeSymbol(.slack)
        let s2 = t.makeSymbol(.slack)
        var row = Row(constant: 461)
        row.insert(s1, 1.0)
        row.insert(s2, -3.5e-6)
        t.artificial = row
        XCTAssertNil(t.artificialEnteringSymbol(steepest: true))
        XCTAssertNil(t.artificialEnteringSymbol(steepest: false))
    }

    /// The tolerance scales with the row: a real cost enters, 5 is noise
    /// beside 1e6, and 2e-5 enters a row with nothing larger than 1.
    func testTheToleranceIsRelativeToTheRow() {
        var t = Tableau()
        let s1 = t.makeSymbol(.slack)
        let s2 = t.makeSymbol(.slack)
        var row = Row(constant: 461)
        row.insert(s1, 1.0)
        row.insert(s2, -0.5)
        t.artificial = row
        XCTAssertEqual(t.artificialEnteringSymbol(steepest: true)?.0, s2)
        var big = Row(constant: 461)
        big.insert(s1, 1e6)
        big.insert(s2, -5)
        t.artificial = big
        XCTAssertNil(t.artificialEnteringSymbol(steepest: true), "5 is below 1e-5 of 1e6")
        var small = Row(constant: 461)
        small.insert(s2, -2e-5)
        t.artificial = small
        XCTAssertEqual(t.artificialEnteringSymbol(steepest: true)?.0, s2)
    }
}
