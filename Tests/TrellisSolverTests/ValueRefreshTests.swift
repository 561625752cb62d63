// Reading values after constant changes recomputes only what the changed
// rows feed (Sources/TrellisSolver/Solver+Values.swift). Not an Apple
// behaviour: Trellis's own rule, checked two ways. The values read after a
// run of constant changes must equal, bit for bit, a full recomputation on
// the same tableau, and must equal a solver built afresh with the new
// constants (the optimum doesn't depend on how it was reached).

import XCTest
@testable import TrellisSolver

final class ValueRefreshTests: XCTestCase {

    /// A stack of rows under a root, the resize workload's shape: tops
    /// chained, widths from the root's edit width, optional heights.
    struct Stack {
        let solver: Solver
        var variables: [Variable] = []
        var spacings: [Constraint] = []
        var heights: [Constraint] = []
        let width: Variable
    }

    func makeStack(rows: Int, newest: Bool, spacings: [Double], heights: [Double], width: Double) throws -> Stack {
        let s = Solver()
        s.prefersNewestFreshSubject = newest
        let left = s.makeVariable("root.left"), top = s.makeVariable("root.top")
        let w = s.makeVariable("root.width")
        try s.add(Constraint(left, .equal, 0))
        try s.add(Constraint(top, .equal, 0))
        try s.addEditVariable(w, priority: 999)
        try s.suggestValue(w, width)
        var stack = Stack(solver: s, variables: [left, top, w], width: w)
        var previousBottom: TrellisSolver.Expression? = nil
        for i in 0..<rows {
            let l = s.makeVariable("r\(i).left"), t = s.makeVariable("r\(i).top")
            let rw = s.makeVariable("r\(i).width"), h = s.makeVariable("r\(i).height")
            try s.add(Constraint(l, .equal, left + 16))
            try s.add(Constraint(l + rw, .equal, left + w - 16))
            let height = Constraint(h, .equal, heights[i], priority: .defaultHigh)
            try s.add(height)
            try s.add(Constraint(h, .greaterThanOrEqual, 20))
            let spacing = Constraint(t, .equal, (previousBottom ?? top.expression) + spacings[i])
            try s.add(spacing)
            stack.spacings.append(spacing)
            stack.heights.append(height)
            stack.variables += [l, t, rw, h]
            previousBottom = t + h
        }
        return stack
    }

    func read(_ s: Solver, _ vs: [Variable]) -> [Double] {
        var out: [Double] = []
        s.readValues(of: vs, into: &out)
        return out
    }

    /// Every value again from scratch, on the same tableau.
    func readFully(_ s: Solver, _ vs: [Variable]) -> [Double] {
        s.valuesValid = false
        s.changedSlots = nil
        return read(s, vs)
    }

    func testChangedValuesMatchFullRecomputationAndAFreshSolver() throws {
        for seed: UInt64 in 1...12 {
            var g = SeededGenerator(seed: seed)
            let n = g.int(in: 1...30)
            let newest = seed % 2 == 0
            var spacings = (0..<n).map { _ in Double(g.int(in: 0...20)) }
            var heights = (0..<n).map { _ in Double(g.int(in: 0...60)) }
            var width = 320.0
            let stack = try makeStack(rows: n, newest: newest, spacings: spacings, heights: heights, width: width)
            let s = stack.solver
            _ = read(s, stack.variables)
            for step in 0..<40 {
                // One to three changes between reads.
                for _ in 0..<g.int(in: 1...3) {
                    switch g.int(in: 0...2) {
                    case 0:
                        width = Double(g.int(in: 100...1000))
                        try s.suggestValue(stack.width, width)
                    case 1:
                        let i = g.int(in: 0..<n)
                        spacings[i] = Double(g.int(in: 0...20))
                        try s.setConstant(stack.spacings[i], to: spacings[i])
                    default:
                        let i = g.int(in: 0..<n)
                        heights[i] = Double(g.int(in: 0...60))
                        try s.setConstant(stack.heights[i], to: heights[i])
                    }
                }
                let got = read(s, stack.variables)
                let full = readFully(s, stack.variables)
                XCTAssertEqual(got, full, "seed \(seed) step \(step): changed-only refresh differs from a full one")
                let fresh = try makeStack(rows: n, newest: newest, spacings: spacings, heights: heights, width: width)
                let expected = read(fresh.solver, fresh.variables)
                for (k, (a, b)) in zip(got, expected).enumerated() {
                    XCTAssertEqual(a, b, accuracy: 1e-6, "seed \(seed) step \(step) \(stack.variables[k])")
                }
            }
        }
    }

    /// Single reads (`value(of:)`) go through the same refresh.
    func testValueOfAfterConstantChanges() throws {
        let stack = try makeStack(rows: 5, newest: true, spacings: [8, 8, 8, 8, 8], heights: [44, 44, 44, 44, 44], width: 375)
        let s = stack.solver
        let lastTop = stack.variables[stack.variables.count - 3]
        XCTAssertEqual(s.value(of: lastTop), 8 + 4 * 52, accuracy: 1e-9)
        try s.setConstant(stack.spacings[0], to: 20)
        try s.setConstant(stack.heights[1], to: 10)  // below the >= 20 floor: 20
        XCTAssertEqual(s.value(of: lastTop), 20 + 3 * 52 + 28, accuracy: 1e-9)
        let firstWidth = stack.variables[5]
        try s.suggestValue(stack.width, 500)
        XCTAssertEqual(s.value(of: firstWidth), 500 - 32, accuracy: 1e-9)
    }

    /// An add between a constant change and the read computes every value.
    func testAddAfterConstantChange() throws {
        let stack = try makeStack(rows: 3, newest: false, spacings: [8, 8, 8], heights: [44, 44, 44], width: 375)
        let s = stack.solver
        _ = read(s, stack.variables)
        try s.setConstant(stack.spacings[2], to: 30)
        let x = s.makeVariable("x")
        try s.add(Constraint(x, .equal, stack.variables[stack.variables.count - 3] + 1))
        XCTAssertEqual(s.value(of: x), 8 + 52 + 44 + 30 + 1, accuracy: 1e-9)
        XCTAssertEqual(read(s, stack.variables), readFully(s, stack.variables))
    }

    /// A grid of cells under an editable root, the `grid-k` workload's shape:
    /// lefts chained along each row, tops down each column, widths equal
    /// along a row and heights down a column, pinned to the root's edges.
    func makeGrid(_ k: Int, width: Double, height: Double) throws -> (Solver, [Variable], Variable, Variable) {
        let s = Solver()
        let left = s.makeVariable("root.left"), top = s.makeVariable("root.top")
        let w = s.makeVariable("root.width"), h = s.makeVariable("root.height")
        try s.add(Constraint(left, .equal, 0))
        try s.add(Constraint(top, .equal, 0))
        try s.addEditVariable(w, priority: 999)
        try s.suggestValue(w, width)
        try s.addEditVariable(h, priority: 999)
        try s.suggestValue(h, height)
        var cells: [[(l: Variable, t: Variable, w: Variable, h: Variable)]] = []
        var all = [left, top, w, h]
        for i in 0..<k {
            var row: [(l: Variable, t: Variable, w: Variable, h: Variable)] = []
            for j in 0..<k {
                let c = (l: s.makeVariable("c\(i)_\(j).l"), t: s.makeVariable("c\(i)_\(j).t"),
                         w: s.makeVariable("c\(i)_\(j).w"), h: s.makeVariable("c\(i)_\(j).h"))
                try s.add(Constraint(c.l, .equal, j > 0 ? row[j - 1].l + row[j - 1].w + 8 : left + 8))
                try s.add(Constraint(c.t, .equal, i > 0 ? cells[i - 1][j].t + cells[i - 1][j].h + 8 : top + 8))
                if j > 0 { try s.add(Constraint(c.w, .equal, row[0].w.expression)) }
                if i > 0 { try s.add(Constraint(c.h, .equal, cells[0][j].h.expression)) }
                if j == k - 1 { try s.add(Constraint(c.l + c.w, .equal, left + w - 8)) }
                if i == k - 1 { try s.add(Constraint(c.t + c.h, .equal, top + h - 8)) }
                // A floor the width reaches at small roots: some resizes pivot.
                try s.add(Constraint(c.w, .greaterThanOrEqual, 12))
                row.append(c)
                all += [c.l, c.t, c.w, c.h]
            }
            cells.append(row)
        }
        return (s, all, w, h)
    }

    /// The same constant changed again and again (a window resized step by
    /// step) takes the kept list of rows it feeds from the second read on
    /// (`replayClosure`): every read must equal a full recomputation on the
    /// same tableau bit for bit, and a grid built afresh at that size, also
    /// when the resizes cross the width floor (pivots: a new shape), when
    /// two sizes change between reads, and when another constant changes
    /// in between (a different set of rows).
    func testRepeatedResizesMatchFullRecomputationAndAFreshSolver() throws {
        for seed: UInt64 in 1...6 {
            var g = SeededGenerator(seed: seed)
            let k = g.int(in: 1...6)
            var width = 400.0, height = 300.0
            let (s, vars, w, h) = try makeGrid(k, width: width, height: height)
            _ = read(s, vars)
            for step in 0..<60 {
                switch g.int(in: 0...9) {
                case 0:
                    height = Double(g.int(in: 50...800))
                    try s.suggestValue(h, height)
                case 1:
                    width = Double(g.int(in: 20...800))
                    height = Double(g.int(in: 50...800))
                    try s.suggestValue(w, width)
                    try s.suggestValue(h, height)
                case 2:
                    // Down to where the cells' width floor binds.
                    width = Double(g.int(in: 10...(20 * k + 40)))
                    try s.suggestValue(w, width)
                default:
                    width += Double(g.int(in: -3...5))
                    try s.suggestValue(w, width)
                }
                let got = read(s, vars)
                let full = readFully(s, vars)
                XCTAssertEqual(got, full, "seed \(seed) step \(step): repeated refresh differs from a full one")
                let (fresh, freshVars, _, _) = try makeGrid(k, width: width, height: height)
                for (n, (a, b)) in zip(got, read(fresh, freshVars)).enumerated() {
                    XCTAssertEqual(a, b, accuracy: 1e-6, "seed \(seed) step \(step) \(vars[n])")
                }
            }
        }
    }

    /// The kept list is used: after two identical resizes the third read
    /// replays it (and the values are still right).
    func testRepeatedResizeKeepsTheRowsItFeeds() throws {
        let (s, vars, w, _) = try makeGrid(4, width: 400, height: 300)
        _ = read(s, vars)
        for width in [401.0, 402, 403] {
            try s.suggestValue(w, width)
            _ = read(s, vars)
        }
        let closure = try XCTUnwrap(s.dependents?.closure)
        XCTAssertFalse(closure.isEmpty)
        XCTAssertEqual(s.dependents?.closureSlots.isEmpty, false)
        // Every lazy row of the plan at most once, in plan order.
        XCTAssertEqual(closure, closure.sorted())
        XCTAssertEqual(Set(closure).count, closure.count)
        XCTAssertEqual(read(s, vars), readFully(s, vars))
        // Each cell's width is (width - 8 - 8·k) / k: 4 cells, 403 wide.
        XCTAssertEqual(s.value(of: vars[6]), (403 - 8 - 32) / 4, accuracy: 1e-9)
    }
}
