// `Tableau.expandedDirectly` (Sources/TrellisSolver/Tableau+Lazy.swift):
// a row that mentions at most one basic symbol, whose row is not lazy, is
// expanded by one merge instead of the expander. Not an Apple behaviour:
// Trellis's own shortcut, which must give the expander's row bit for bit
// (same symbols, same coefficient and constant bits), so that frames don't
// move by a rounding.

import XCTest
@testable import TrellisSolver

final class ExpandedDirectlyTests: XCTestCase {

    func bits(_ r: Row) -> ([Symbol], [UInt64], UInt64) {
        (Array(r.symbols), r.coefficients.map(\.bitPattern), r.constant.bitPattern)
    }

    /// Random layouts (chains of boxes with optional sizes and floors, so the
    /// tableau holds lazy rows, non-lazy basic rows and nonbasic symbols),
    /// then random rows over their symbols with fractional coefficients:
    /// wherever the shortcut answers, it answers what the expander does.
    func testMatchesTheExpanderBitForBit() throws {
        var answered = 0, declined = 0
        for seed: UInt64 in 1...20 {
            var g = SeededGenerator(seed: seed)
            let s = Solver()
            s.prefersNewestFreshSubject = seed % 2 == 0
            var previousBottom: TrellisSolver.Expression? = nil
            for i in 0..<g.int(in: 2...12) {
                let top = s.makeVariable("t\(i)"), h = s.makeVariable("h\(i)"), w = s.makeVariable("w\(i)")
                try s.add(Constraint(top, .equal, (previousBottom ?? Expression(constant: 0)) + Double(g.int(in: 0...9))))
                try s.add(Constraint(h, .equal, Double(g.int(in: 10...60)), priority: .defaultHigh))
                try s.add(Constraint(h, .greaterThanOrEqual, Double(g.int(in: 0...30))))
                if g.int(in: 0...1) == 0 { try s.add(Constraint(w, .equal, 100.0 / 3, priority: 250)) }
                previousBottom = top + h
            }
            let t = s.tableau
            let symbolCount = t.kinds.count
            for _ in 0..<200 {
                var terms: [(Symbol, Double)] = []
                for _ in 0..<g.int(in: 1...4) {
                    let sym = Symbol(g.int(in: 0..<symbolCount))
                    guard t.kinds[Int(sym)] != .free else { continue }
                    terms.append((sym, Double(g.int(in: -70...70)) / 7))
                }
                let raw = t.raw(terms, constant: Double(g.int(in: -50...50)) / 3)
                guard let quick = t.expandedDirectly(raw) else {
                    declined += 1
                    continue
                }
                answered += 1
                let slow = t.expandedByExpander(raw)
                XCTAssertTrue(bits(quick) == bits(slow), "seed \(seed): \(quick.symbols) \(quick.coefficients) \(quick.constant) vs \(slow.symbols) \(slow.coefficients) \(slow.constant)")
            }
        }
        // Both paths were exercised.
        XCTAssertGreaterThan(answered, 500)
        XCTAssertGreaterThan(declined, 100)
    }

    /// A row with two basic symbols, or one lazy one, takes the expander.
    func testDeclinesTwoBasicSymbolsAndLazyRows() throws {
        let s = Solver()
        s.prefersNewestFreshSubject = true
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c")
        try s.add(Constraint(a, .equal, 10))
        try s.add(Constraint(b, .equal, 20, priority: .defaultHigh))
        try s.add(Constraint(c, .equal, a + 5))  // c's row mentions basic a: lazy
        let t = s.tableau
        let (sa, sb, sc) = (a.symbol, b.symbol, c.symbol)
        XCTAssertTrue(t.isBasic(sa) && t.isBasic(sb) && t.isBasic(sc))
        XCTAssertTrue(t.rowLazy[Int(t.basicSlot[Int(sc)])])
        XCTAssertNil(t.expandedDirectly(t.raw([(sa, 1), (sb, 1)], constant: 0)))
        XCTAssertNil(t.expandedDirectly(t.raw([(sc, 1)], constant: 0)))
        XCTAssertNotNil(t.expandedDirectly(t.raw([(sb, 2)], constant: 1)))
        XCTAssertEqual(t.expandedByExpander(t.raw([(sc, 1)], constant: 0)).constant, 15, accuracy: 1e-12)
    }
}
