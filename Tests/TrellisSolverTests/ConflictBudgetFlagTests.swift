// A conflict search stopped by its budget (`Solver.conflictExplanationBudget`)
// returns a set that conflicts but may not be minimal; the solver says so
// (`lastConflictIsMinimal`, docs/SOLVER.md, "Conflicts"). Apple documents
// the log ("Unable to simultaneously satisfy constraints", Auto Layout
// Guide, "Unsatisfiable Layouts") but not which set it lists; Trellis's
// promise is a minimal set, so a set it can't prove minimal is flagged.

import XCTest
@testable import TrellisSolver

final class ConflictBudgetFlagTests: XCTestCase {
    /// x0 == 0, x(i+1) == x(i) + 1 for `links` links, and then xN <= −1: a
    /// conflict whose minimal set is the whole chain (every link needed).
    private func chain(_ solver: Solver, links: Int) -> (chain: [Constraint], last: Variable) {
        var x = solver.makeVariable("x0")
        var constraints = [Constraint(x, .equal, 0)]
        for i in 1...links {
            let next = solver.makeVariable("x\(i)")
            constraints.append(Constraint(next, .equal, x + 1))
            x = next
        }
        for c in constraints { XCTAssertNoThrow(try solver.add(c)) }
        return (constraints, x)
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

    func testAFinishedSearchIsMinimal() {
        let solver = Solver()
        let (links, last) = chain(solver, links: 80)
        let tooLow = Constraint(last, .lessThanOrEqual, -1)
        let set = conflictingSet(solver, adding: tooLow)
        XCTAssertEqual(set.count, links.count + 1, "every link is needed")
        XCTAssertTrue(solver.lastConflictIsMinimal)
    }

    /// The explanation of one failed add, from a certificate that names
    /// every required constraint (the fallback a short certificate takes):
    /// the 80-link chain, and `y == 5`, which no conflict needs.
    private func explainFromEveryConstraint(budget: Int) throws -> (set: [Constraint], minimal: Bool, links: [Constraint], unrelated: Constraint) {
        let solver = Solver()
        solver.conflictTrimLimit = 0
        solver.conflictBudget = budget
        let (links, last) = chain(solver, links: 80)
        let y = solver.makeVariable("y")
        let unrelated = Constraint(y, .equal, 5)
        XCTAssertNoThrow(try solver.add(unrelated))
        let tooLow = Constraint(last, .lessThanOrEqual, -1)
        let certificate = solver.records.compactMap { $0?.tag.marker }
        XCTAssertEqual(certificate.count, links.count + 1)
        let set = solver.explainConflict(adding: tooLow, try solver.spec(of: tooLow), certificate: certificate)
        XCTAssertTrue(set.last === tooLow, "the new constraint comes last")
        for link in links { XCTAssertTrue(set.contains { $0 === link }, "every link is needed: \(link)") }
        // The explanation touches nothing: the chain still solves.
        XCTAssertEqual(solver.value(of: last), 80)
        return (set, solver.lastConflictIsMinimal, links, unrelated)
    }

    func testASearchStoppedByItsBudgetIsFlagged() throws {
        let stopped = try explainFromEveryConstraint(budget: 10)
        XCTAssertFalse(stopped.minimal, "10 adds can't judge 82 constraints")
        XCTAssertTrue(stopped.set.contains { $0 === stopped.unrelated }, "what was left unjudged is kept")

        let finished = try explainFromEveryConstraint(budget: Solver.conflictExplanationBudget)
        XCTAssertTrue(finished.minimal)
        XCTAssertEqual(finished.set.count, finished.links.count + 1, "the chain and the new constraint")
        XCTAssertFalse(finished.set.contains { $0 === finished.unrelated })
    }

    func testASetTheRankTestProvesIsMinimalWhateverTheBudget() {
        let solver = Solver()
        solver.conflictBudget = 1
        let x = solver.makeVariable("x")
        XCTAssertNoThrow(try solver.add(Constraint(x, .greaterThanOrEqual, 10)))
        // Two constraints: proved by the rank test, which spends no adds.
        let set = conflictingSet(solver, adding: Constraint(x, .lessThanOrEqual, 5))
        XCTAssertEqual(set.count, 2)
        XCTAssertTrue(solver.lastConflictIsMinimal)
    }
}
