// Small helpers shared by the rule-by-rule solver tests (PriorityTests,
// ConflictTests, ...). Names carry a `rule` prefix so they cannot collide with
// the helpers in Support/.

import XCTest
import TrellisSolver

/// Adds every constraint, failing the test (not trapping) on the first error.
func ruleAdd(
    _ solver: Solver, _ constraints: [Constraint],
    file: StaticString = #filePath, line: UInt = #line
) {
    for c in constraints {
        do { try solver.add(c) } catch {
            XCTFail("adding \(c) threw \(error)", file: file, line: line)
        }
    }
}

/// The current values of `variables`, for exact before/after comparisons.
func ruleValues(_ solver: Solver, _ variables: [Variable]) -> [Double] {
    variables.map { solver.value(of: $0) }
}

/// Asserts that `actual` holds exactly the constraint objects of `expected`
/// (identity, any order, no repeats).
func ruleAssertSameConstraints(
    _ actual: [Constraint], _ expected: [Constraint],
    file: StaticString = #filePath, line: UInt = #line
) {
    let a = actual.map(ObjectIdentifier.init)
    let e = expected.map(ObjectIdentifier.init)
    XCTAssertEqual(a.count, Set(a).count, "conflict set has repeats: \(actual)", file: file, line: line)
    XCTAssertEqual(
        Set(a), Set(e),
        "expected exactly \(expected.map(\.description)), got \(actual.map(\.description))",
        file: file, line: line)
}

/// Asserts that `solver.constraints` is exactly `expected`, in order, by identity.
func ruleAssertConstraintList(
    _ solver: Solver, _ expected: [Constraint],
    file: StaticString = #filePath, line: UInt = #line
) {
    let actual = solver.constraints
    XCTAssertEqual(
        actual.map(ObjectIdentifier.init), expected.map(ObjectIdentifier.init),
        "constraints list: expected \(expected.map(\.description)), got \(actual.map(\.description))",
        file: file, line: line)
}

/// Runs `body`, expecting `SolverError.unsatisfiable`, and returns its set.
func ruleExpectUnsatisfiable(
    _ body: () throws -> Void,
    file: StaticString = #filePath, line: UInt = #line
) -> [Constraint]? {
    var result: [Constraint]?
    XCTAssertThrowsError(try body(), file: file, line: line) { error in
        guard case SolverError.unsatisfiable(let set) = error else {
            return XCTFail("expected .unsatisfiable, got \(error)", file: file, line: line)
        }
        result = set
    }
    return result
}
