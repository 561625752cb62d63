// The solver's build without its avoidable allocations (issue 14,
// docs/PERFORMANCE.md `wave2-solveralloc`): short columns kept inline
// (`Column`), a constraint's row built straight from its expression
// (`Solver.row(of:)`), rows expanded in place (`Tableau.expand(_:)`), and
// the operators writing a variable's term without a one-term array first.
// Not Apple behaviours: Trellis's own storage, which must give the same
// results bit for bit as the code it replaced (same rows, same terms, same
// errors), so that no frame moves.

import XCTest
@testable import TrellisSolver

final class SolverAllocationTests: XCTestCase {

    // MARK: Column

    /// Random appends, writes, removals and concatenations on a column and
    /// on a plain array side by side: the same entries after every step,
    /// through the subscript, the iterator and `count`.
    func testColumnBehavesLikeAnArray() {
        var g = SeededGenerator(seed: 14)
        for _ in 0..<300 {
            var column = Column()
            var model: [Int32] = []
            for _ in 0..<g.int(in: 1...40) {
                switch g.int(in: 0...9) {
                case 0...4:
                    let slot = Int32(g.int(in: 0...1000))
                    column.append(slot)
                    model.append(slot)
                case 5...6 where !model.isEmpty:
                    let i = g.int(in: 0..<model.count)
                    let slot = Int32(g.int(in: 0...1000))
                    column[i] = slot
                    model[i] = slot
                case 7 where !model.isEmpty:
                    let k = g.int(in: 0...model.count)
                    column.removeLast(k)
                    model.removeLast(k)
                case 8:
                    let other: Column = g.chance(0.5) ? [7] : [1, 2, 3]
                    column.append(contentsOf: other)
                    model.append(contentsOf: Array(other))
                default:
                    column = []
                    model = []
                }
                XCTAssertEqual(column.count, model.count)
                XCTAssertEqual(Array(column), model)
                XCTAssertEqual(column.indices.map { column[$0] }, model)
                XCTAssertEqual(column.isEmpty, model.isEmpty)
            }
        }
    }

    /// Two entries stay in the value; a third moves them all to the array,
    /// in order. Equality is by entries, not by where they are kept.
    func testColumnSpillsOnTheThirdEntry() {
        var c: Column = [4, 9]
        XCTAssertFalse(c.isSpilled)
        c.append(2)
        XCTAssertTrue(c.isSpilled)
        XCTAssertEqual(Array(c), [4, 9, 2])
        c.removeLast(1)
        XCTAssertEqual(c, [4, 9] as Column)
        XCTAssertNotEqual(c, [4] as Column)
        c.removeLast(2)
        XCTAssertEqual(c, Column())
    }

    /// In a chain (the `chain-N` workload's shape), every column but the
    /// root's few stays inline: no heap block per symbol.
    func testChainColumnsStayInline() throws {
        let s = Solver()
        let rootLeft = s.makeVariable(), rootTop = s.makeVariable(), rootWidth = s.makeVariable()
        try s.add(Constraint(rootLeft, .equal, 0))
        try s.add(Constraint(rootTop, .equal, 0))
        try s.addEditVariable(rootWidth, priority: 999)
        try s.suggestValue(rootWidth, 375)
        var previousBottom: TrellisSolver.Expression = rootTop + 20
        for _ in 0..<200 {
            let left = s.makeVariable(), top = s.makeVariable(), width = s.makeVariable(), height = s.makeVariable()
            try s.add(Constraint(left, .equal, rootLeft + 16))
            try s.add(Constraint(left + width, .equal, rootLeft + rootWidth - 16))
            try s.add(Constraint(height, .equal, 44, priority: .defaultHigh))
            try s.add(Constraint(height, .greaterThanOrEqual, 20))
            try s.add(Constraint(top, .equal, previousBottom))
            previousBottom = top + height + 8
        }
        let spilled = s.tableau.columns.filter(\.isSpilled).count
        XCTAssertLessThanOrEqual(spilled, 4, "columns kept in arrays")
        XCTAssertGreaterThan(s.tableau.columns.count, 2_000)
    }

    // MARK: The add path

    func bits(_ r: Row) -> ([Symbol], [UInt64], UInt64) {
        (Array(r.symbols), r.coefficients.map(\.bitPattern), r.constant.bitPattern)
    }

    /// A random chain layout for the two tests below.
    func randomLayout(_ g: inout SeededGenerator, seed: UInt64) throws -> (Solver, [Variable]) {
        let s = Solver()
        s.prefersNewestFreshSubject = seed % 2 == 0
        var variables: [Variable] = []
        var previousBottom: TrellisSolver.Expression? = nil
        for i in 0..<g.int(in: 2...12) {
            let top = s.makeVariable("t\(i)"), h = s.makeVariable("h\(i)"), w = s.makeVariable("w\(i)")
            variables += [top, h, w]
            try s.add(Constraint(top, .equal, (previousBottom ?? Expression(constant: 0)) + Double(g.int(in: 0...9))))
            try s.add(Constraint(h, .equal, Double(g.int(in: 10...60)), priority: .defaultHigh))
            try s.add(Constraint(h, .greaterThanOrEqual, Double(g.int(in: 0...30))))
            if g.int(in: 0...1) == 0 { try s.add(Constraint(w, .equal, 100.0 / 3, priority: 250)) }
            previousBottom = top + h
        }
        return (s, variables)
    }

    /// `expand(&row)` gives `expanded(row)` bit for bit, on every path
    /// (no basic symbol, one non-lazy basic symbol, the expander).
    func testExpandInPlaceMatchesExpanded() throws {
        var paths = 0
        for seed: UInt64 in 1...20 {
            var g = SeededGenerator(seed: seed)
            let (s, _) = try randomLayout(&g, seed: seed)
            var t = s.tableau
            for _ in 0..<200 {
                var terms: [(Symbol, Double)] = []
                for _ in 0..<g.int(in: 1...4) {
                    let sym = Symbol(g.int(in: 0..<t.kinds.count))
                    guard t.kinds[Int(sym)] != .free else { continue }
                    terms.append((sym, Double(g.int(in: -70...70)) / 7))
                }
                let raw = t.raw(terms, constant: Double(g.int(in: -50...50)) / 3)
                let expected = t.expanded(raw)
                var row = raw
                t.expand(&row)
                XCTAssertTrue(bits(row) == bits(expected), "seed \(seed): \(row.symbols) vs \(expected.symbols)")
                XCTAssertNil(row.candidates)
                paths += 1
            }
        }
        XCTAssertEqual(paths, 4_000)
    }

    /// `row(of:)` is `raw` of `spec(of:)`'s terms, bit for bit, for
    /// expressions with repeated, cancelling, zero and out-of-order terms.
    func testRowOfConstraintMatchesTheSpecsRow() throws {
        for seed: UInt64 in 1...20 {
            var g = SeededGenerator(seed: seed)
            let (s, variables) = try randomLayout(&g, seed: seed)
            for _ in 0..<200 {
                var e = TrellisSolver.Expression(constant: Double(g.int(in: -50...50)) / 3)
                for _ in 0..<g.int(in: 1...6) {
                    let c = g.chance(0.1) ? 0 : Double(g.int(in: -70...70)) / 7
                    e.terms.append(.init(g.pick(variables), c))
                }
                let constraint = Constraint(e, g.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]), 0)
                let spec = try s.spec(of: constraint)
                XCTAssertTrue(bits(try s.row(of: constraint)) == bits(s.tableau.raw(spec.terms, constant: spec.constant)))
            }
        }
    }

    /// The same errors as the spec gave, for the first bad term.
    func testRowOfConstraintErrors() {
        let s = Solver(), other = Solver()
        let x = s.makeVariable("x"), y = other.makeVariable("y")
        XCTAssertThrowsError(try s.add(Constraint(x + y, .equal, 1))) { error in
            guard case SolverError.unknownVariable(let v) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(v, y)
        }
        XCTAssertThrowsError(try s.add(Constraint(Double.infinity * x, .equal, 1))) { error in
            guard case SolverError.invalidNumber = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try s.add(Constraint(x, .equal, Double.nan))) { error in
            guard case SolverError.invalidNumber = error else { return XCTFail("\(error)") }
        }
        XCTAssertNoThrow(try s.add(Constraint(x, .equal, 1)))
        XCTAssertEqual(s.value(of: x), 1)
    }

    // MARK: Operators

    func terms(_ e: TrellisSolver.Expression) -> [(Variable, UInt64)] {
        e.terms.map { ($0.variable, $0.coefficient.bitPattern) }
    }

    /// A variable on either side gives the terms, order and constant bits
    /// of its one-term expression (`Expression(v)`) there, as before.
    func testOperatorsWithVariablesMatchTheirExpressions() {
        let s = Solver()
        let v = s.makeVariable("v"), w = s.makeVariable("w")
        let e = 2 * w - 3.5
        let negativeZero = TrellisSolver.Expression([.init(w, 1)], constant: -0.0)
        let ev = TrellisSolver.Expression(v), ew = TrellisSolver.Expression(w)
        let pairs: [(TrellisSolver.Expression, TrellisSolver.Expression)] = [
            (v + w, ev + ew), (v - w, ev - ew), (v + e, ev + e), (v - e, ev - e),
            (e + v, e + ev), (e - v, e - ev), (negativeZero + v, negativeZero + ev),
            (negativeZero - v, negativeZero - ev), (v + 4, ev + 4), (v - w - v, ev - ew - ev),
        ]
        for (got, expected) in pairs {
            XCTAssertTrue(terms(got).elementsEqual(terms(expected)) { $0.0 == $1.0 && $0.1 == $1.1 }, "\(got) vs \(expected)")
            XCTAssertEqual(got.constant.bitPattern, expected.constant.bitPattern, "\(got)")
        }
        // `-0 + v` has the constant +0 (the sum -0 + 0), `-0 - v` keeps -0.
        XCTAssertEqual((negativeZero + v).constant.sign, .plus)
        XCTAssertEqual((negativeZero - v).constant.sign, .minus)
    }
}
