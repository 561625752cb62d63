// The value plan reads the rows' constants from `Tableau.rowConstants`, a
// dense copy beside the rows, and the lazy rows' terms as `PlanTerm` codes
// (a coefficient of 1 or -1 in the symbol's 4 bytes). Not Apple behaviour:
// Trellis's own storage (docs/PERFORMANCE.md, `wave2-solvermem6`). Checked
// against the rows themselves: after every kind of change the copy holds
// each row's constant bit for bit, and the values read back are bit for bit
// the sums the plan stands for (each lazy row's constant plus coefficient ×
// value over its terms, in order), computed here from the rows.

import XCTest
@testable import TrellisSolver

final class RowConstantsTests: XCTestCase {

    /// Every external's value, dense in creation order, computed from the
    /// rows as ``ValuePlan/run(_:into:)`` did before the copy and the codes.
    func referenceValues(_ t: Tableau) -> [Double] {
        var dense = [Int](repeating: -1, count: t.kinds.count)
        for (i, x) in t.externals.enumerated() { dense[Int(x)] = i }
        var v = [Double](repeating: 0, count: t.externals.count)
        for (i, x) in t.externals.enumerated() {
            let slot = Int(t.basicSlot[Int(x)])
            if slot >= 0 && !t.rowLazy[slot] { v[i] = t.rows[slot].constant }
        }
        for entry in t.lazyOrder {
            let slot = Int(entry.slot)
            if !t.rowLazy[slot] || t.rowSeq[slot] != entry.seq { continue }
            let row = t.rows[slot]
            var sum = row.constant
            for (k, s) in row.symbols.enumerated() where t.basicSlot[Int(s)] >= 0 {
                sum += row.coefficients[k] * v[dense[Int(s)]]
            }
            v[dense[Int(t.rowBasic[slot])]] = sum
        }
        return v
    }

    /// Random adds (some conflicting, so rolled back), removals, constant
    /// and priority changes, suggestions, batches and ambiguity questions on
    /// a dozen variables; after each, the copy and the values are checked.
    func testTheCopyAndTheValuesFollowEveryKindOfChange() throws {
        var seed: UInt64 = 0x5eed_0006
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        let scale = Int(ProcessInfo.processInfo.environment["TRELLIS_SCALE"] ?? "1") ?? 1
        let coefficients: [Double] = [1, -1, 1, -1, 2, 0.5, -0.75]
        let priorities: [Priority] = [.required, .required, 999, .defaultHigh, .defaultLow]
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        var checked = 0
        for round in 0..<(4 * scale) {
            let s = Solver()
            let variables = (0..<12).map { s.makeVariable("v\(round).\($0)") }
            try s.addEditVariable(variables[0], priority: 999)
            var added: [Constraint] = []
            func randomExpression() -> TrellisSolver.Expression {
                var e = TrellisSolver.Expression(constant: Double(next(200)) - 50)
                for _ in 0...next(3) { e = e + coefficients[next(coefficients.count)] * variables[next(12)] }
                return e
            }
            for _ in 0..<150 {
                switch next(10) {
                case 0...3:
                    let c = Constraint(randomExpression(), relations[next(3)], 0, priority: priorities[next(5)])
                    if (try? s.add(c)) != nil { added.append(c) }
                case 4:
                    if !added.isEmpty { try s.remove(added.remove(at: next(added.count))) }
                case 5:
                    if !added.isEmpty { try? s.setConstant(added[next(added.count)], to: Double(next(300)) - 100) }
                case 6:
                    if let c = added.first(where: { !$0.priority.isRequired }) {
                        try s.setPriority(c, to: priorities[2 + next(3)])
                    }
                case 7:
                    try s.suggestValue(variables[0], Double(next(800)))
                case 8:
                    try? s.batch {
                        for _ in 0..<3 {
                            let c = Constraint(randomExpression(), relations[next(3)], 0, priority: priorities[next(5)])
                            try s.add(c)
                            added.append(c)
                        }
                    }
                default:
                    _ = s.isAmbiguous(variables[next(12)])
                }
                var values: [Double] = []
                s.readValues(of: variables, into: &values)
                XCTAssertTrue(s.tableau.constantsMatchRows, "round \(round)")
                let expected = referenceValues(s.tableau)
                for (i, value) in values.enumerated() {
                    XCTAssertEqual(value.bitPattern, expected[i].bitPattern, "round \(round), \(variables[i])")
                }
                checked += 1
            }
        }
        XCTAssertEqual(checked, 4 * scale * 150)
    }

    func testUnitCoefficientsAreCodedInTheSymbolAndTheRestKeptAside() {
        var general: [GeneralTerm] = []
        for symbol: Int32 in [0, 1, 12_345, PlanTerm.unitLimit - 1] {
            for coefficient in [1.0, -1.0] {
                let code = PlanTerm.code(symbol: symbol, coefficient: coefficient, general: &general)
                XCTAssertGreaterThanOrEqual(code, 0)
                XCTAssertEqual(PlanTerm.symbol(code, UnsafeBufferPointer(start: nil, count: 0)), Int(symbol))
                XCTAssertEqual(PlanTerm.coefficient(code, UnsafeBufferPointer(start: nil, count: 0)).bitPattern, coefficient.bitPattern)
            }
        }
        XCTAssertTrue(general.isEmpty)
        let others: [(Int32, Double)] = [(3, 2), (4, 0.5), (5, -0.75), (6, 1 + 1e-12), (7, -1 - 1e-12),
                                         (PlanTerm.unitLimit, 1), (PlanTerm.unitLimit + 5, -1)]
        var codes: [Int32] = []
        for (symbol, coefficient) in others {
            codes.append(PlanTerm.code(symbol: symbol, coefficient: coefficient, general: &general))
        }
        XCTAssertEqual(general.count, others.count)
        general.withUnsafeBufferPointer { g in
            for (n, code) in codes.enumerated() {
                XCTAssertLessThan(code, 0)
                XCTAssertEqual(PlanTerm.symbol(code, g), Int(others[n].0))
                XCTAssertEqual(PlanTerm.coefficient(code, g).bitPattern, others[n].1.bitPattern)
            }
        }
    }

    func testAProductIsTheCoefficientTimesTheValueBitForBit() {
        var general: [GeneralTerm] = []
        let values: [Double] = [0, -0.0, 1.5, -3, 1e300, -1e-300, .leastNonzeroMagnitude, .infinity]
        var v = values
        let coefficients: [Double] = [1, -1, 2, 0.5, -0.75, 3e-9]
        for coefficient in coefficients {
            for (i, value) in values.enumerated() {
                let code = PlanTerm.code(symbol: Int32(i), coefficient: coefficient, general: &general)
                let product = v.withUnsafeMutableBufferPointer { vs in
                    general.withUnsafeBufferPointer { PlanTerm.product(code, vs, $0) }
                }
                XCTAssertEqual(product.bitPattern, (coefficient * value).bitPattern, "\(coefficient) × \(value)")
            }
        }
    }
}
