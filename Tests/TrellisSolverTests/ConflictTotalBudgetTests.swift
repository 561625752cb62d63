// One solver's conflict searches share a total budget
// (`Solver.conflictExplanationTotalBudget`, issue 14: `conflict-chain`, a
// layout with hundreds of conflicts, took 32 s at 3,000 views). Once it is
// spent, a further conflict is reported with the solver's certificate,
// unsearched and flagged (docs/SOLVER.md, "Conflicts"; docs/LIMITS.md).
// Apple documents the log ("Unable to simultaneously satisfy constraints",
// Auto Layout Guide, "Unsatisfiable Layouts") but not which set it lists
// nor how long finding it may take: the bound is Trellis's rule.

import XCTest
@testable import TrellisSolver

final class ConflictTotalBudgetTests: XCTestCase {
    /// x0 == 0 and x(i+1) == x(i) + 1 for 40 links: each `x40 <= -k` then
    /// conflicts with the whole chain, and every link is needed.
    private func chain(_ solver: Solver) -> (links: [Constraint], last: Variable) {
        var x = solver.makeVariable("x0")
        var links = [Constraint(x, .equal, 0)]
        for i in 1...40 {
            let next = solver.makeVariable("x\(i)")
            links.append(Constraint(next, .equal, x + 1))
            x = next
        }
        for c in links { XCTAssertNoThrow(try solver.add(c)) }
        return (links, x)
    }

    private func conflictingSet(_ solver: Solver, adding c: Constraint) -> [Constraint] {
        do {
            try solver.add(c)
        } catch {
            if case .unsatisfiable(let set) = error { return set }
            XCTFail("\(error)")
        }
        XCTFail("the add should conflict")
        return []
    }

    func testConflictsAfterTheTotalBudgetAreReportedUnsearched() {
        let solver = Solver()
        // Every conflict is trimmed by scratch scans (each at least 42 adds).
        solver.conflictTrimLimit = 0
        solver.conflictTotalBudgetLeft = 100
        let (links, last) = chain(solver)
        var flags: [(minimal: Bool, unsearched: Bool)] = []
        for k in 1...4 {
            let tooLow = Constraint(last, .lessThanOrEqual, Double(-k))
            let set = conflictingSet(solver, adding: tooLow)
            XCTAssertTrue(set.last === tooLow, "the new constraint comes last")
            for link in links { XCTAssertTrue(set.contains { $0 === link }, "the chain conflicts: \(link)") }
            XCTAssertEqual(set.count, links.count + 1, "the certificate of a chain is the chain")
            flags.append((solver.lastConflictIsMinimal, solver.lastConflictWasUnsearched))
        }
        XCTAssertTrue(flags[0].minimal, "the first conflict is searched within the total")
        XCTAssertFalse(flags[0].unsearched)
        XCTAssertLessThanOrEqual(solver.conflictTotalBudgetLeft, 0, "four scans spend more than 100 adds")
        XCTAssertTrue(flags[3].unsearched, "once the total is spent, a conflict is not searched")
        XCTAssertFalse(flags[3].minimal, "an unsearched set is not known to be minimal")
        // The solver still solves the chain.
        XCTAssertEqual(solver.value(of: last), 40)
    }

    func testAnOrdinaryConflictIsSearchedAndMinimal() {
        let solver = Solver()
        solver.conflictTrimLimit = 0
        let (links, last) = chain(solver)
        let set = conflictingSet(solver, adding: Constraint(last, .lessThanOrEqual, -1))
        XCTAssertEqual(set.count, links.count + 1)
        XCTAssertTrue(solver.lastConflictIsMinimal)
        XCTAssertFalse(solver.lastConflictWasUnsearched)
        XCTAssertGreaterThan(solver.conflictTotalBudgetLeft, 0)
        XCTAssertLessThan(solver.conflictTotalBudgetLeft, Solver.conflictExplanationTotalBudget,
                          "the search's adds are taken from the total")
    }
}
