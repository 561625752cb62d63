import XCTest
@testable import TrellisSolver

/// Lazy rows (Tableau+Lazy.swift): a chain's rows stay short, and every
/// change that has to look through them (removal, constant changes, edits,
/// ambiguity) still gives the values a fresh solver would.
final class SparsityTests: XCTestCase {
    /// WORKLOADS.md's chain: `row(i).top == row(i-1).bottom + 8`.
    struct Chain {
        let solver = Solver()
        let rootWidth: Variable
        var tops: [Variable] = [], heights: [Variable] = [], widths: [Variable] = []
        var spacings: [Constraint] = [], heightRequests: [Constraint] = []

        init(_ n: Int) throws {
            let s = solver
            let rootLeft = s.makeVariable("root.left")
            rootWidth = s.makeVariable("root.width")
            try s.add(Constraint(rootLeft, .equal, 0))
            try s.addEditVariable(rootWidth, priority: 999)
            try s.suggestValue(rootWidth, 375)
            var previousBottom = TrellisSolver.Expression(constant: 0)
            var first = true
            for i in 0..<n {
                let left = s.makeVariable("left\(i)"), top = s.makeVariable("top\(i)")
                let width = s.makeVariable("width\(i)"), height = s.makeVariable("height\(i)")
                try s.add(Constraint(left, .equal, rootLeft + 16))
                try s.add(Constraint(left + width, .equal, rootLeft + rootWidth - 16))
                let request = Constraint(height, .equal, 44, priority: 750)
                try s.add(request)
                try s.add(Constraint(height, .greaterThanOrEqual, 20))
                let spacing = Constraint(top, .equal, previousBottom + (first ? 20 : 8))
                try s.add(spacing)
                first = false
                previousBottom = top + height
                tops.append(top); heights.append(height); widths.append(width)
                spacings.append(spacing); heightRequests.append(request)
            }
        }

        /// The longest row in the tableau, objective included.
        var longestRow: Int {
            let t = solver.tableau
            return t.rows.indices.filter { t.rowBasic[$0] >= 0 }.map { t.rows[$0].symbols.count }.max() ?? 0
        }
    }

    func testChainRowsStayShort() throws {
        // Without lazy rows, row i of a chain names every earlier height's
        // errors and spacing marker: the longest row grows with the chain.
        for n in [50, 400] {
            let chain = try Chain(n)
            XCTAssertLessThanOrEqual(chain.longestRow, 6, "chain of \(n)")
        }
    }

    func testChainValues() throws {
        let chain = try Chain(300)
        let s = chain.solver
        for i in [0, 1, 150, 299] {
            XCTAssertEqual(s.value(of: chain.tops[i]), 20 + Double(i) * 52, accuracy: 1e-9)
            XCTAssertEqual(s.value(of: chain.widths[i]), 343, accuracy: 1e-9)
        }
        try s.suggestValue(chain.rootWidth, 320)
        XCTAssertEqual(s.value(of: chain.widths[299]), 288, accuracy: 1e-9)
        try s.setConstant(chain.spacings[100], to: 30)
        XCTAssertEqual(s.value(of: chain.tops[99]), 20 + 99 * 52, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: chain.tops[100]), 20 + 99 * 52 + 44 + 30, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: chain.tops[299]), 20 + 299 * 52 + 22, accuracy: 1e-9)
        var values: [Double] = []
        s.readValues(of: chain.tops, into: &values)
        XCTAssertEqual(values[299], s.value(of: chain.tops[299]))
    }

    func testRemovingFromTheMiddleOfAChain() throws {
        let chain = try Chain(100)
        let s = chain.solver
        // Row 50 loses its spacing: its top is free (ambiguous), rows after
        // it follow it, rows before it don't move.
        try s.remove(chain.spacings[50])
        XCTAssertEqual(s.value(of: chain.tops[49]), 20 + 49 * 52, accuracy: 1e-9)
        XCTAssertTrue(s.isAmbiguous(chain.tops[50]))
        XCTAssertTrue(s.isAmbiguous(chain.tops[99]))
        XCTAssertFalse(s.isAmbiguous(chain.tops[49]))
        XCTAssertEqual(
            s.value(of: chain.tops[99]) - s.value(of: chain.tops[50]), 49 * 52, accuracy: 1e-9)
        // Pinning it again puts the chain back where a fresh one has it.
        try s.add(Constraint(chain.tops[50], .equal, 20 + 50 * 52))
        XCTAssertFalse(s.isAmbiguous(chain.tops[99]))
        XCTAssertEqual(s.value(of: chain.tops[99]), 20 + 99 * 52, accuracy: 1e-9)
        // A height request that now loses to a required cap moves the rest.
        try s.add(Constraint(chain.heights[10], .lessThanOrEqual, 30))
        XCTAssertEqual(s.value(of: chain.tops[11]), 20 + 10 * 52 + 30 + 8, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: chain.tops[49]), 20 + 49 * 52 - 14, accuracy: 1e-9)
        // Without its request the height may be anything from 20 to 30.
        try s.remove(chain.heightRequests[10])
        XCTAssertTrue(s.isAmbiguous(chain.heights[10]))
        XCTAssertTrue((20 - 1e-9...30 + 1e-9).contains(s.value(of: chain.heights[10])))
        XCTAssertEqual(
            s.value(of: chain.tops[11]) - s.value(of: chain.tops[10]), s.value(of: chain.heights[10]) + 8,
            accuracy: 1e-9)
    }

    func testConflictThroughAChainLeavesItUnchanged() throws {
        let chain = try Chain(60)
        let s = chain.solver
        let before = chain.tops.map { s.value(of: $0) }
        let bottomCap = Constraint(chain.tops[59], .lessThanOrEqual, 100)
        XCTAssertThrowsError(try s.add(bottomCap)) { error in
            guard case .unsatisfiable(let set) = error as? SolverError else {
                return XCTFail("expected a conflict, got \(error)")
            }
            XCTAssertTrue(set.contains { $0 === bottomCap })
            XCTAssertTrue(set.contains { $0 === chain.spacings[0] })
        }
        XCTAssertEqual(chain.tops.map { s.value(of: $0) }, before)
    }
}
