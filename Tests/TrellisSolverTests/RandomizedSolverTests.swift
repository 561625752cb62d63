import Foundation
import TrellisSolver
import XCTest

/// Seeded property tests: thousands of small random systems, each checked
/// against ``ReferenceLP``, an independent dense simplex.
///
/// Every case runs from its own seed, printed in each failure together with
/// the history of calls; replay one case with
/// `TRELLIS_SEED=<seed> swift test --filter RandomizedSolverTests/<test>`.
/// A test stops after a few failing cases so one bug does not bury the log.
final class RandomizedSolverTests: XCTestCase {
    /// Priorities of random constraints: required twice as often as each optional one.
    static let priorities: [Priority] = [1000, 1000, 750, 500, 250, 1]
    /// Mostly required, to provoke conflicts.
    static let conflictPriorities: [Priority] = [1000, 1000, 1000, 1000, 500]
    /// Mostly optional, so that every constraint is accepted and ties are common.
    static let ambiguityPriorities: [Priority] = [1000, 750, 500, 500, 250, 1]
    /// Targets of `setPriority`; edit variables take these or `.required`.
    static let optionalPriorities: [Priority] = [999, 750, 500, 250, 1]

    // MARK: (a) required constraints hold; rejections are real

    /// Adds random constraints one at a time. After each call: every required
    /// constraint in the solver holds within 1e-6; a rejected add is
    /// `.unsatisfiable` and the reference agrees that it conflicts with the
    /// accepted ones; an optional add never fails. At the end, if the whole set
    /// is infeasible, some add must have failed.
    func testRequiredConstraintsHoldAndRejectionsAreInfeasible() {
        forEachSeed(base: 0xA_0000, count: 3000) { t in
            let m = Model(t, variableCount: t.rng.int(in: 2...4))
            var all: [Constraint] = []
            var rejected = 0
            for _ in 0..<t.rng.int(in: 2...8) {
                let c = m.anyConstraint(Self.priorities)
                all.append(c)
                if m.add(c) {
                    m.checkRequiredHold("after adding \(c.identifier!)")
                } else {
                    rejected += 1
                }
            }
            let full = ReferenceLP(variableCount: m.n, rows: all.map { m.row($0) })
            if !full.isFeasible() {
                t.expect(rejected > 0, "the required constraints are infeasible (reference), but every add succeeded")
            }
        }
    }

    // MARK: (b) lexicographic optimality

    /// After every add, the solver's total error at each priority level equals
    /// the reference's lexicographic optimum (within 1e-6) on the accepted set.
    func testLexicographicOptimality() {
        forEachSeed(base: 0xB_0000, count: 3000) { t in
            let m = Model(t, variableCount: t.rng.int(in: 2...4))
            for _ in 0..<t.rng.int(in: 2...8) {
                let c = m.anyConstraint(Self.priorities)
                _ = m.add(c)
                m.checkOptimum("after adding \(c.identifier!)")
            }
        }
    }

    // MARK: (c) incremental = fresh

    /// Random sequences of add, remove, setConstant, setPriority and edit
    /// operations on one solver, checked against the reference after every
    /// step; at the end a fresh solver built from the final constraint set must
    /// reach the same per-level costs and the same values for every variable
    /// the reference says is determined; both must report ambiguity as the
    /// reference does.
    func testIncrementalMatchesFresh() {
        forEachSeed(base: 0xC_0000, count: 1000) { t in
            let m = Model(t, variableCount: t.rng.int(in: 2...4))
            for _ in 0..<t.rng.int(in: 2...5) { _ = m.add(m.anyConstraint(Self.priorities)) }
            for _ in 0..<t.rng.int(in: 5...15) {
                let what = m.randomOperation()
                m.checkOptimum("after \(what)")
                if t.failed { return }
            }
            guard let incremental = m.checkOptimum("final incremental state", ranges: true) else { return }

            let fresh = Model(t, variableCount: m.n, log: false)
            for c in m.live {
                let terms = c.expression.terms.map { Expression.Term(fresh.vars[m.index[$0.variable]!], $0.coefficient) }
                let copy = Constraint(
                    Expression(terms, constant: c.expression.constant), c.relation, 0,
                    priority: c.priority, identifier: c.identifier)
                t.expect(fresh.add(copy), "fresh solver rejected \(copy)")
            }
            for (i, edit) in m.edits.sorted(by: { $0.key < $1.key }) {
                let v = fresh.vars[i]
                t.expect(
                    fresh.attempt("addEditVariable") { try fresh.solver.addEditVariable(v, priority: edit.priority) } == nil
                        && fresh.attempt("suggestValue") { try fresh.solver.suggestValue(v, edit.target) } == nil,
                    "fresh solver rejected edit of x\(i)")
                fresh.edits[i] = edit
            }
            fresh.checkOptimum("fresh solver built from the final set")
            let a = m.values(), b = fresh.values()
            for i in 0..<m.n where incremental.isUnique(i) {
                let tolerance = 1e-6 * (1 + abs(incremental.point[i]))
                t.expect(
                    abs(a[i] - b[i]) <= tolerance && abs(a[i] - incremental.point[i]) <= tolerance,
                    "x\(i) is determined (reference \(incremental.point[i])) but incremental = \(a[i]), fresh = \(b[i])")
            }
            // Ambiguity, too, must not depend on the history.
            for i in 0..<m.n {
                let expected = !incremental.isUnique(i)
                t.expect(
                    m.solver.isAmbiguous(m.vars[i]) == expected && fresh.solver.isAmbiguous(fresh.vars[i]) == expected,
                    "isAmbiguous(x\(i)): incremental \(m.solver.isAmbiguous(m.vars[i])), fresh "
                        + "\(fresh.solver.isAmbiguous(fresh.vars[i])), reference range "
                        + "[\(incremental.minimum[i]), \(incremental.maximum[i])]")
            }
        }
    }

    // MARK: (d) a failed call changes nothing

    /// Interleaves successful random operations with calls that must fail
    /// (unsatisfiable add or setConstant, duplicate add, unknown remove, NaN or
    /// infinite numbers, invalid or required-crossing priorities, edit-variable
    /// misuse, foreign variables). Each must throw the expected error, and every
    /// value must be bitwise identical afterwards, with the constraint list,
    /// constants, priorities and edit variables unchanged. (Every throwing
    /// call in every test is checked the same way by ``Model/attempt``.)
    func testFailedCallsLeaveValuesUnchanged() {
        forEachSeed(base: 0xD_0000, count: 1500) { t in
            let m = Model(t, variableCount: t.rng.int(in: 2...4))
            let other = Solver()
            let foreign = other.makeVariable("foreign")
            for _ in 0..<t.rng.int(in: 2...6) { _ = m.add(m.anyConstraint(Self.priorities)) }
            for _ in 0..<12 {
                if t.rng.chance(0.4) { _ = m.randomOperation() }
                m.failingOperation(foreign: foreign)
                if t.failed { return }
            }
        }
    }

    // MARK: (e) conflict sets

    /// Mostly required random constraints, then required constants changed at
    /// random. Every `.unsatisfiable(conflicting:)` set must contain the
    /// constraint being added or changed, hold only required constraints that
    /// are in the solver (or the new one), be infeasible as a set (reference),
    /// and become feasible when any one member is dropped.
    func testConflictSetsAreMinimal() {
        var conflicts = 0
        forEachSeed(base: 0xE_0000, count: 3000) { t in
            let m = Model(t, variableCount: t.rng.int(in: 2...4))
            for _ in 0..<t.rng.int(in: 2...8) {
                if !m.add(m.anyConstraint(Self.conflictPriorities)) { conflicts += 1 }
            }
            for _ in 0..<3 {
                guard let c = m.live.filter({ $0.priority.isRequired }).randomElement(using: &t.rng) else { break }
                if !m.setConstant(c, to: Double(t.rng.int(in: -20...20))) { conflicts += 1 }
            }
        }
        XCTAssertGreaterThan(conflicts, 1000, "too few conflicts to test")
    }

    // MARK: (f) ambiguity

    /// On systems where every constraint was accepted, `isAmbiguous(v)` holds
    /// exactly when the reference finds more than one optimal value of `v`
    /// (`max - min > 1e-6` over the optimal face). A variable that appears in no
    /// constraint is ambiguous.
    func testAmbiguityMatchesReference() {
        var ambiguous = 0, determined = 0
        forEachSeed(base: 0xF_0000, count: 3000) { t in
            let m = Model(t, variableCount: t.rng.int(in: 2...4))
            var accepted = true
            for _ in 0..<t.rng.int(in: 2...8) where accepted {
                accepted = m.add(m.anyConstraint(Self.ambiguityPriorities))
            }
            guard accepted, let reference = m.checkOptimum("after adding everything", ranges: true) else { return }
            for i in 0..<m.n {
                let expected = !reference.isUnique(i)
                if expected { ambiguous += 1 } else { determined += 1 }
                t.expect(
                    m.solver.isAmbiguous(m.vars[i]) == expected,
                    "isAmbiguous(x\(i)) = \(!expected), but over the optimal face x\(i) ranges over "
                        + "[\(reference.minimum[i]), \(reference.maximum[i])]; values \(m.values())")
            }
        }
        XCTAssertGreaterThan(ambiguous, 500, "too few ambiguous variables to test")
        XCTAssertGreaterThan(determined, 500, "too few determined variables to test")
    }

    // MARK: - Harness

    /// Runs `body` on `count` seeds from `base` (or only on `TRELLIS_SEED` when
    /// set; `TRELLIS_SCALE=k` runs k times as many), stopping after five
    /// failing cases. Prints and returns how often each kind of call succeeded
    /// or threw, to show what the cases covered.
    @discardableResult
    private func forEachSeed(
        base: UInt64, count: Int, function: String = #function, _ body: (Case) -> Void
    ) -> [String: Int] {
        let test = "RandomizedSolverTests/" + function.prefix { $0 != "(" }
        let seeds: [UInt64]
        if let text = ProcessInfo.processInfo.environment["TRELLIS_SEED"], let seed = UInt64(text) {
            seeds = [seed]
        } else {
            let scale = ProcessInfo.processInfo.environment["TRELLIS_SCALE"].flatMap(Int.init) ?? 1
            seeds = (0..<UInt64(count * max(1, scale))).map { base &* 1_000_003 &+ $0 }
        }
        var failures = 0
        var counts: [String: Int] = [:]
        defer {
            let summary = counts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            print("\(test) over \(seeds.count) cases: " + summary.joined(separator: ", "))
        }
        for seed in seeds {
            let t = Case(seed: seed, test: test)
            body(t)
            counts.merge(t.counts, uniquingKeysWith: +)
            if t.failed {
                failures += 1
                if failures >= 5 {
                    XCTFail("stopping after \(failures) failing cases")
                    break
                }
            }
        }
        return counts
    }
}

extension RandomizedSolverTests {
    /// One random case: its generator, the log of calls made, and failure reporting.
    final class Case {
        let seed: UInt64
        let test: String
        var rng: SeededGenerator
        var history: [String] = []
        /// How often each kind of call succeeded ("ok add") or threw ("add threw unsatisfiable").
        var counts: [String: Int] = [:]
        private(set) var failed = false

        init(seed: UInt64, test: String) {
            self.seed = seed
            self.test = test
            self.rng = SeededGenerator(seed: seed)
        }

        /// Reports a failure with the seed (and, on the first failure, the history).
        func expect(_ condition: Bool, _ message: @autoclosure () -> String, line: UInt = #line) {
            if condition { return }
            var text = "seed \(seed): \(message())"
            if !failed {
                text += "\n  replay: TRELLIS_SEED=\(seed) swift test --filter \(test)"
                text += "\n  calls so far:\n    " + history.joined(separator: "\n    ")
            }
            failed = true
            XCTFail(text, line: line)
        }
    }

    /// A solver, its variables `x0…`, and what the test knows is in it.
    final class Model {
        struct Edit {
            var priority: Priority
            /// The value the edit constraint holds the variable at.
            var target: Double
        }

        let t: Case
        let solver: Solver
        let n: Int
        let vars: [Variable]
        let index: [Variable: Int]
        /// Constraints added and not removed (edit constraints excluded), in order.
        var live: [Constraint] = []
        var edits: [Int: Edit] = [:]
        /// Constraints removed from the solver, which may be added again.
        var removed: [Constraint] = []
        private var counter = 0
        private let logs: Bool

        init(_ t: Case, variableCount: Int, log: Bool = true) {
            self.t = t
            self.n = variableCount
            self.logs = log
            let solver = Solver()
            self.solver = solver
            let vars = (0..<variableCount).map { solver.makeVariable("x\($0)") }
            self.vars = vars
            self.index = Dictionary(uniqueKeysWithValues: vars.enumerated().map { ($1, $0) })
            if log { t.history.append("variables x0...x\(n - 1)") }
        }

        private func log(_ line: String) {
            if logs { t.history.append(line) }
        }

        // MARK: Random input

        /// A random constraint: 1…n terms with coefficients in -3...3, a constant in
        /// -20...20, terms and constant spread over both sides (sometimes a term
        /// split in two), a random relation and a priority from `priorities`.
        func randomConstraint(_ priorities: [Priority]) -> Constraint {
            var lhs = Expression(), rhs = Expression()
            let chosen = (0..<n).shuffled(using: &t.rng).prefix(t.rng.int(in: 1...n))
            for i in chosen {
                let k = Double(t.rng.int(in: -3...3))
                if t.rng.chance(0.15) {
                    let part = Double(t.rng.int(in: -3...3))
                    lhs.terms += [Expression.Term(vars[i], part), Expression.Term(vars[i], k - part)]
                } else if t.rng.chance(0.3) {
                    rhs.terms.append(Expression.Term(vars[i], -k))
                } else {
                    lhs.terms.append(Expression.Term(vars[i], k))
                }
            }
            let constant = Double(t.rng.int(in: -20...20))
            if t.rng.chance(0.5) { lhs.constant = constant } else { rhs.constant = -constant }
            let relation = t.rng.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
            counter += 1
            return Constraint(lhs, relation, rhs, priority: t.rng.pick(priorities), identifier: "c\(counter)")
        }

        /// A constraint that is often redundant with what the solver holds: an
        /// exact copy (new object) of a live constraint, or a random one whose
        /// constant puts it through the current solution.
        func redundantConstraint(_ priorities: [Priority]) -> Constraint {
            if let original = live.randomElement(using: &t.rng), t.rng.chance(0.5) {
                counter += 1
                return Constraint(
                    original.expression, original.relation, 0, priority: t.rng.pick(priorities),
                    identifier: "c\(counter)=\(original.identifier ?? "")")
            }
            let c = randomConstraint(priorities)
            let shift = row(c).value(at: values())
            return Constraint(
                Expression(c.expression.terms, constant: c.expression.constant - shift), c.relation, 0,
                priority: c.priority, identifier: c.identifier)
        }

        /// ``randomConstraint(_:)`` mostly, ``redundantConstraint(_:)`` one time in six.
        func anyConstraint(_ priorities: [Priority]) -> Constraint {
            t.rng.chance(1.0 / 6) ? redundantConstraint(priorities) : randomConstraint(priorities)
        }

        // MARK: Reference rows

        /// `c` as a reference row (terms folded per variable), optionally with
        /// another expression constant or forced to required.
        func row(_ c: Constraint, expressionConstant: Double? = nil, required: Bool = false) -> ReferenceLP.Row {
            var coefficients = [Double](repeating: 0, count: n)
            for term in c.expression.terms { coefficients[index[term.variable]!] += term.coefficient }
            let relation: ReferenceLP.Relation =
                switch c.relation {
                case .equal: .equal
                case .lessThanOrEqual: .lessThanOrEqual
                case .greaterThanOrEqual: .greaterThanOrEqual
                }
            return ReferenceLP.Row(
                coefficients: coefficients, constant: expressionConstant ?? c.expression.constant,
                relation: relation, priority: required ? 1000 : c.priority.rawValue)
        }

        /// The rows of everything in the solver: live constraints and edits.
        var rows: [ReferenceLP.Row] {
            live.map { row($0) }
                + edits.sorted { $0.key < $1.key }.map { i, edit in
                    var coefficients = [Double](repeating: 0, count: n)
                    coefficients[i] = 1
                    return ReferenceLP.Row(
                        coefficients: coefficients, constant: -edit.target, relation: .equal,
                        priority: edit.priority.rawValue)
                }
        }

        func values() -> [Double] { vars.map { solver.value(of: $0) } }

        // MARK: Checks

        /// Every required row holds within 1e-6 (relative to the size of the values).
        func checkRequiredHold(_ when: String) {
            let x = values()
            let tolerance = 1e-6 * (1 + x.map(abs).max()!)
            for (r, c) in zip(rows, live.map(Optional.some) + Array(repeating: nil, count: edits.count)) where r.isRequired {
                let error = r.error(at: x)
                t.expect(
                    error <= tolerance,
                    "\(when): required \(c.map { "\($0)" } ?? "edit") misses by \(error) at x = \(x)")
            }
        }

        /// Checks that the solver sits at the reference's lexicographic optimum
        /// (required rows hold, each level's error is the optimum within 1e-6);
        /// returns the reference solution (with variable ranges if `ranges`).
        @discardableResult
        func checkOptimum(_ when: String, ranges: Bool = false) -> ReferenceLP.Solution? {
            let rows = self.rows
            guard let reference = ReferenceLP(variableCount: n, rows: rows).solve(computeRanges: ranges) else {
                t.expect(false, "\(when): the solver holds a required set the reference finds infeasible")
                return nil
            }
            checkRequiredHold(when)
            let x = values()
            let costs = ReferenceLP.levelCosts(of: rows, at: x)
            for (p, optimum) in zip(reference.priorities, reference.costs) {
                let cost = costs[p] ?? 0
                t.expect(
                    abs(cost - optimum) <= 1e-6 * (1 + optimum),
                    "\(when): total error at priority \(p) is \(cost), optimum \(optimum); "
                        + "solver x = \(x), reference x = \(reference.point)")
            }
            return reference
        }

        /// Checks an `.unsatisfiable` set raised by adding or changing `culprit`
        /// (whose expression constant would have become `expressionConstant`).
        func checkConflict(_ set: [Constraint], culprit: Constraint, expressionConstant: Double? = nil) {
            let names = set.map { c in
                c === culprit && expressionConstant != nil ? "\(c) (changing the constant to \(-expressionConstant!))" : "\(c)"
            }.joined(separator: "; ")
            t.expect(set.contains { $0 === culprit }, "conflict {\(names)} lacks \(culprit)")
            t.expect(Set(set.map(ObjectIdentifier.init)).count == set.count, "conflict {\(names)} repeats a member")
            for c in set {
                t.expect(c.priority.isRequired, "conflict {\(names)} holds optional \(c)")
                t.expect(c === culprit || solver.contains(c), "conflict {\(names)} holds \(c), not in the solver")
            }
            let rows = set.map {
                row($0, expressionConstant: $0 === culprit ? expressionConstant : nil, required: true)
            }
            t.expect(!ReferenceLP(variableCount: n, rows: rows).isFeasible(), "conflict {\(names)} is feasible")
            for k in rows.indices where rows.count > 1 {
                var smaller = rows
                smaller.remove(at: k)
                t.expect(
                    ReferenceLP(variableCount: n, rows: smaller).isFeasible(),
                    "conflict {\(names)} is not minimal: still infeasible without \(set[k])")
            }
        }

        // MARK: Calls

        /// What a failed call must not change.
        struct Snapshot: Equatable {
            var values: [UInt64]
            var constraints: [ObjectIdentifier]
            var constants: [UInt64]
            var priorities: [Double]
            var editVariables: [Bool]
        }

        func snapshot() -> Snapshot {
            let all = solver.constraints
            return Snapshot(
                values: values().map(\.bitPattern), constraints: all.map(ObjectIdentifier.init),
                constants: all.map(\.expression.constant.bitPattern), priorities: all.map(\.priority.rawValue),
                editVariables: vars.map(solver.hasEditVariable))
        }

        /// Runs a solver call; if it throws, checks that nothing changed and returns the error.
        func attempt(_ what: String, _ call: () throws -> Void) -> SolverError? {
            let before = snapshot()
            let kind = (logs ? "" : "fresh ") + what.prefix { $0 != " " }
            do {
                try call()
                log(what)
                t.counts["ok \(kind)", default: 0] += 1
                return nil
            } catch {
                log("\(what) -> threw \(error)")
                t.counts["\(kind) threw \(Self.kind(of: error))", default: 0] += 1
                guard let error = error as? SolverError else {
                    t.expect(false, "\(what) threw a non-SolverError \(error)")
                    return nil
                }
                let after = snapshot()
                t.expect(
                    after == before,
                    "\(what) threw \(error) but changed the solver: values \(before.values.map(Double.init(bitPattern:)))"
                        + " -> \(after.values.map(Double.init(bitPattern:))); constraints, constants, priorities "
                        + "or edit variables equal: \(before.constraints == after.constraints), "
                        + "\(before.constants == after.constants), \(before.priorities == after.priorities), "
                        + "\(before.editVariables == after.editVariables)")
                return error
            }
        }

        /// The case name of an error, for statistics.
        static func kind(of error: any Error) -> String {
            guard let error = error as? SolverError else { return "\(type(of: error))" }
            switch error {
            case .unsatisfiable: return "unsatisfiable"
            case .duplicateConstraint: return "duplicateConstraint"
            case .unknownConstraint: return "unknownConstraint"
            case .unknownVariable: return "unknownVariable"
            case .duplicateEditVariable: return "duplicateEditVariable"
            case .unknownEditVariable: return "unknownEditVariable"
            case .invalidNumber: return "invalidNumber"
            case .invalidPriority: return "invalidPriority"
            case .requiredPriorityChange: return "requiredPriorityChange"
            case .internalError: return "internalError"
            }
        }

        /// Adds `c`; a rejection must be `.unsatisfiable` with a valid conflict set
        /// and the reference must agree. Returns whether `c` is in the solver.
        @discardableResult
        func add(_ c: Constraint) -> Bool {
            guard let error = attempt("add \(c)", { try solver.add(c) }) else {
                live.append(c)
                return true
            }
            guard case .unsatisfiable(let set) = error else {
                t.expect(false, "add \(c) threw \(error)")
                return false
            }
            t.expect(c.priority.isRequired, "optional \(c) was rejected as unsatisfiable")
            t.expect(
                !ReferenceLP(variableCount: n, rows: rows + [row(c)]).isFeasible(),
                "\(c) was rejected, but the reference can satisfy it with the rest")
            checkConflict(set, culprit: c)
            return false
        }

        /// Sets the constant of a live constraint; a rejection must be a valid
        /// `.unsatisfiable`. Returns whether the change was made.
        @discardableResult
        func setConstant(_ c: Constraint, to constant: Double) -> Bool {
            guard let error = attempt("setConstant \(c) to \(constant)", { try solver.setConstant(c, to: constant) })
            else {
                t.expect(c.constant == constant, "after setConstant(\(constant)) the constant reads \(c.constant)")
                return true
            }
            guard case .unsatisfiable(let set) = error else {
                t.expect(false, "setConstant \(c) to \(constant) threw \(error)")
                return false
            }
            t.expect(c.priority.isRequired, "optional \(c) was rejected as unsatisfiable")
            var changed = rows
            if let k = live.firstIndex(where: { $0 === c }) { changed[k] = row(c, expressionConstant: -constant) }
            t.expect(
                !ReferenceLP(variableCount: n, rows: changed).isFeasible(),
                "setConstant \(c) to \(constant) was rejected, but the reference can satisfy it")
            checkConflict(set, culprit: c, expressionConstant: -constant)
            return false
        }

        /// Suggests `value` for edited variable `i`; a rejection (possible only for a
        /// required edit) must be a valid `.unsatisfiable`. Returns whether it was taken.
        @discardableResult
        func suggest(_ i: Int, _ value: Double) -> Bool {
            guard let error = attempt("suggestValue x\(i) \(value)", { try solver.suggestValue(vars[i], value) }) else {
                edits[i]!.target = value
                return true
            }
            guard case .unsatisfiable(let set) = error else {
                t.expect(false, "suggestValue x\(i) \(value) threw \(error)")
                return false
            }
            t.expect(edits[i]!.priority.isRequired, "suggestValue x\(i) \(value) on an optional edit was unsatisfiable")
            var changed = rows
            changed[live.count + edits.keys.sorted().firstIndex(of: i)!].constant = -value
            t.expect(
                !ReferenceLP(variableCount: n, rows: changed).isFeasible(),
                "suggestValue x\(i) \(value) was rejected, but the reference can satisfy it")
            // The edit constraint is the member outside `live` reading ±x_i == value.
            let edit = set.first { c in
                let r = row(c)
                return !live.contains { $0 === c } && c.relation == .equal
                    && r.coefficients.indices.allSatisfy { abs(r.coefficients[$0]) == ($0 == i ? 1 : 0) }
            }
            t.expect(edit != nil, "conflict for suggestValue x\(i) lacks the edit constraint: \(set)")
            if let edit {
                let sign = row(edit).coefficients[i]
                checkConflict(set, culprit: edit, expressionConstant: -sign * value)
            }
            return false
        }

        /// One random operation (add, re-add, remove, setConstant, setPriority,
        /// addEditVariable, suggestValue, removeEditVariable), checked as it
        /// goes; returns its description.
        func randomOperation() -> String {
            let free = (0..<n).filter { edits[$0] == nil }
            let edited = edits.keys.sorted()
            let optional = live.filter { !$0.priority.isRequired }
            while true {
                switch t.rng.int(in: 0..<100) {
                case 0..<20:
                    let c = anyConstraint(RandomizedSolverTests.priorities)
                    add(c)
                    return "add \(c)"
                case 20..<25 where !removed.isEmpty:  // the same object, added again
                    let k = t.rng.int(in: 0..<removed.count)
                    let c = removed[k]
                    if add(c) { removed.remove(at: k) }
                    return "re-add \(c)"
                case 25..<40 where !live.isEmpty:
                    let k = t.rng.int(in: 0..<live.count)
                    let c = live[k]
                    if attempt("remove \(c)", { try solver.remove(c) }) == nil {
                        live.remove(at: k)
                        removed.append(c)
                        t.expect(!solver.contains(c), "after remove, contains(\(c)) is true")
                    } else {
                        t.expect(false, "remove \(c) failed")
                    }
                    return "remove \(c)"
                case 40..<58 where !live.isEmpty:
                    let c = t.rng.pick(live)
                    let constant = Double(t.rng.int(in: -20...20))
                    setConstant(c, to: constant)
                    return "setConstant \(c) to \(constant)"
                case 58..<68 where !optional.isEmpty:
                    let c = t.rng.pick(optional)
                    let p = t.rng.pick(RandomizedSolverTests.optionalPriorities)
                    let error = attempt("setPriority \(c) to \(p)") { try solver.setPriority(c, to: p) }
                    t.expect(error == nil && c.priority == p, "setPriority \(c) to \(p) failed: \(String(describing: error))")
                    return "setPriority \(c) to \(p)"
                case 68..<80 where !free.isEmpty:
                    let i = t.rng.pick(free)
                    let p = t.rng.pick([.required] + RandomizedSolverTests.optionalPriorities)
                    let current = solver.value(of: vars[i])
                    if attempt("addEditVariable x\(i) @\(p)", { try solver.addEditVariable(vars[i], priority: p) }) == nil {
                        edits[i] = Edit(priority: p, target: current)
                        t.expect(solver.hasEditVariable(vars[i]), "after addEditVariable, hasEditVariable(x\(i)) is false")
                    } else {
                        t.expect(false, "addEditVariable x\(i) @\(p) failed")
                    }
                    return "addEditVariable x\(i) @\(p) (at \(current))"
                case 80..<94 where !edited.isEmpty:
                    let i = t.rng.pick(edited)
                    let value = Double(t.rng.int(in: -60...60)) / 2
                    suggest(i, value)
                    return "suggestValue x\(i) \(value)"
                case 94..<100 where !edited.isEmpty:
                    let i = t.rng.pick(edited)
                    if attempt("removeEditVariable x\(i)", { try solver.removeEditVariable(vars[i]) }) == nil {
                        edits[i] = nil
                        t.expect(!solver.hasEditVariable(vars[i]), "after removeEditVariable, hasEditVariable(x\(i)) is true")
                    } else {
                        t.expect(false, "removeEditVariable x\(i) failed")
                    }
                    return "removeEditVariable x\(i)"
                default:
                    continue  // nothing to act on; draw again
                }
            }
        }

        /// One call that must throw (or, for a random required add or constant
        /// change, may legitimately succeed); checks the error kind. ``attempt``
        /// checks that nothing changed.
        func failingOperation(foreign: Variable) {
            func expectError(_ what: String, _ matches: (SolverError) -> Bool, _ call: () throws -> Void) {
                let error = attempt(what, call)
                t.expect(error.map(matches) ?? false, "\(what): expected a specific error, got \(String(describing: error))")
            }
            let required = live.filter { $0.priority.isRequired }
            let optional = live.filter { !$0.priority.isRequired }
            let free = (0..<n).filter { edits[$0] == nil }
            let edited = edits.keys.sorted()
            switch t.rng.int(in: 0..<14) {
            case 0:  // a required add that may conflict
                add(anyConstraint([.required]))
            case 1 where !required.isEmpty:  // a required constant or suggestion change that may conflict
                if let i = edits.filter({ $0.value.priority.isRequired }).keys.sorted().first, t.rng.chance(0.5) {
                    suggest(i, Double(t.rng.int(in: -40...40)))
                } else {
                    setConstant(t.rng.pick(required), to: Double(t.rng.int(in: -20...20)))
                }
            case 2 where !live.isEmpty:
                let c = t.rng.pick(live)
                expectError("duplicate add \(c)", { if case .duplicateConstraint(let d) = $0 { d === c } else { false } }) {
                    try solver.add(c)
                }
            case 3:
                let c = removed.randomElement(using: &t.rng) ?? randomConstraint(RandomizedSolverTests.priorities)
                expectError("remove unknown \(c)", { if case .unknownConstraint(let d) = $0 { d === c } else { false } }) {
                    try solver.remove(c)
                }
                expectError("setConstant unknown \(c)", { if case .unknownConstraint = $0 { true } else { false } }) {
                    try solver.setConstant(c, to: 1)
                }
            case 4:
                let bad = t.rng.pick([Double.nan, .infinity, -.infinity])
                let c = Constraint(vars[0] + bad, t.rng.pick([.equal, .lessThanOrEqual]), vars[n - 1], priority: t.rng.pick(RandomizedSolverTests.priorities))
                expectError("add with constant \(bad)", { if case .invalidNumber = $0 { true } else { false } }) {
                    try solver.add(c)
                }
                let d = Constraint(bad * vars[0] + vars[n - 1], .greaterThanOrEqual, 3, priority: t.rng.pick(RandomizedSolverTests.priorities))
                expectError("add with coefficient \(bad)", { if case .invalidNumber = $0 { true } else { false } }) {
                    try solver.add(d)
                }
            case 5 where !live.isEmpty:
                let c = t.rng.pick(live)
                let bad = t.rng.pick([Double.nan, .infinity, -.infinity])
                expectError("setConstant \(c) to \(bad)", { if case .invalidNumber = $0 { true } else { false } }) {
                    try solver.setConstant(c, to: bad)
                }
            case 6 where !required.isEmpty:
                let c = t.rng.pick(required)
                let p = t.rng.pick(RandomizedSolverTests.optionalPriorities)
                expectError("setPriority required \(c) to \(p)", { if case .requiredPriorityChange = $0 { true } else { false } }) {
                    try solver.setPriority(c, to: p)
                }
            case 7 where !optional.isEmpty:
                let c = t.rng.pick(optional)
                expectError("setPriority \(c) to required", { if case .requiredPriorityChange = $0 { true } else { false } }) {
                    try solver.setPriority(c, to: .required)
                }
            case 8:
                let p = Priority(t.rng.pick([0, -5, 1000.5, 2000, .nan]))
                if let c = live.randomElement(using: &t.rng) {
                    expectError("setPriority \(c) to \(p)", { if case .invalidPriority = $0 { true } else { false } }) {
                        try solver.setPriority(c, to: p)
                    }
                }
                let c = Constraint(vars[0], .equal, 1, priority: p)
                expectError("add with priority \(p)", { if case .invalidPriority = $0 { true } else { false } }) {
                    try solver.add(c)
                }
            case 9 where !edited.isEmpty:
                let i = t.rng.pick(edited)
                expectError("addEditVariable x\(i) twice", { if case .duplicateEditVariable = $0 { true } else { false } }) {
                    try solver.addEditVariable(vars[i], priority: 500)
                }
                let bad = t.rng.pick([Double.nan, .infinity, -.infinity])
                expectError("suggestValue x\(i) \(bad)", { if case .invalidNumber = $0 { true } else { false } }) {
                    try solver.suggestValue(vars[i], bad)
                }
            case 10 where !free.isEmpty:
                let i = t.rng.pick(free)
                expectError("suggestValue x\(i) without edit", { if case .unknownEditVariable = $0 { true } else { false } }) {
                    try solver.suggestValue(vars[i], 3)
                }
                expectError("removeEditVariable x\(i) without edit", { if case .unknownEditVariable = $0 { true } else { false } }) {
                    try solver.removeEditVariable(vars[i])
                }
            case 11:
                let c = Constraint(vars[0] + foreign, .equal, 5, priority: t.rng.pick(RandomizedSolverTests.priorities))
                expectError("add with a foreign variable", { if case .unknownVariable = $0 { true } else { false } }) {
                    try solver.add(c)
                }
                expectError("addEditVariable foreign", { if case .unknownVariable = $0 { true } else { false } }) {
                    try solver.addEditVariable(foreign, priority: 500)
                }
            case 12 where !free.isEmpty:
                let i = t.rng.pick(free)
                expectError("addEditVariable x\(i) @0", { if case .invalidPriority = $0 { true } else { false } }) {
                    try solver.addEditVariable(vars[i], priority: 0)
                }
            default:  // a required add, usually conflicting: several copies of a random constraint shifted
                guard let c = required.randomElement(using: &t.rng) else { break }
                let shifted = Constraint(
                    Expression(c.expression.terms, constant: c.expression.constant + Double(t.rng.int(in: 1...5))),
                    .equal, 0, identifier: "shifted \(c.identifier ?? "")")
                add(shifted)
            }
        }
    }
}
