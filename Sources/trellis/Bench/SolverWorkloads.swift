import TrellisSolver

/// The solver workloads of `shared/bench/WORKLOADS.md`, built exactly as
/// `kiwi_workloads.py` builds them so the two engines do the same work.
enum SolverWorkloads {
    /// The edit priority of the root's size: above "high" (750) and below
    /// required, like kiwi's `strong` in the Python side.
    static let editPriority: Priority = 999

    /// A built workload: the solver, the variables to read back, the edited
    /// root, and (chains) the spacing constraint of every row.
    struct Built {
        let solver: Solver
        let root: Box
        let variables: [Variable]
        let spacings: [Constraint]

        /// Where ``readAll()`` reads into, reused the way a layout engine
        /// would reuse its frame buffer.
        final class Buffer { var values: [Double] = [] }
        let buffer = Buffer()

        /// Reads every variable, as the workloads require after each solve,
        /// and sums them so the reads can't be optimised away.
        func readAll() -> Double {
            solver.readValues(of: variables, into: &buffer.values)
            return buffer.values.reduce(0, +)
        }
    }

    static func chain(_ n: Int) throws -> Built {
        let s = Solver()
        // Sized once (PERFORMANCE.md, `wave2-solvermem7`): 4 constraints and
        // the root's edit, then 5 constraints a row.
        s.reserveCapacity(constraints: 5 + 5 * n, variables: 4 * (n + 1))
        let root = Box(s)
        try s.add(Constraint(root.left, .equal, 0))
        try s.add(Constraint(root.top, .equal, 0))
        try s.add(Constraint(root.height, .equal, 667))
        try s.addEditVariable(root.width, priority: editPriority)
        try s.suggestValue(root.width, 375)
        var variables = root.variables
        variables.reserveCapacity(4 * (n + 1))
        var spacings: [Constraint] = []
        spacings.reserveCapacity(n)
        var previous: Box? = nil
        for _ in 0..<n {
            let row = Box(s)
            try s.add(Constraint(row.left, .equal, root.left + 16))
            try s.add(Constraint(row.right, .equal, root.right - 16))
            try s.add(Constraint(row.height, .equal, 44, priority: .defaultHigh))
            try s.add(Constraint(row.height, .greaterThanOrEqual, 20))
            let spacing =
                if let previous {
                    Constraint(row.top, .equal, previous.bottom + 8)
                } else {
                    Constraint(row.top, .equal, root.top + 20)
                }
            try s.add(spacing)
            spacings.append(spacing)
            variables += row.variables
            previous = row
        }
        return Built(solver: s, root: root, variables: variables, spacings: spacings)
    }

    static func grid(_ k: Int) throws -> Built {
        let s = Solver()
        // Sized once (PERFORMANCE.md, `wave2-solvermem7`): 2 constraints and
        // the root's two edits, then 4 a cell (fewer in the first row and
        // column, 2 more for each cell of the last).
        s.reserveCapacity(constraints: 4 + 4 * k * k, variables: 4 * (k * k + 1))
        let root = Box(s)
        try s.add(Constraint(root.left, .equal, 0))
        try s.add(Constraint(root.top, .equal, 0))
        try s.addEditVariable(root.width, priority: editPriority)
        try s.suggestValue(root.width, 1024)
        try s.addEditVariable(root.height, priority: editPriority)
        try s.suggestValue(root.height, 768)
        let cells = (0..<k).map { _ in (0..<k).map { _ in Box(s) } }
        var variables = root.variables
        variables.reserveCapacity(4 * (k * k + 1))
        for i in 0..<k {
            for j in 0..<k {
                let c = cells[i][j]
                try s.add(Constraint(c.left, .equal, j > 0 ? cells[i][j - 1].right + 8 : root.left + 8))
                try s.add(Constraint(c.top, .equal, i > 0 ? cells[i - 1][j].bottom + 8 : root.top + 8))
                if j > 0 { try s.add(Constraint(c.width, .equal, cells[i][0].width)) }
                if i > 0 { try s.add(Constraint(c.height, .equal, cells[0][j].height)) }
                if j == k - 1 { try s.add(Constraint(c.right, .equal, root.right - 8)) }
                if i == k - 1 { try s.add(Constraint(c.bottom, .equal, root.bottom - 8)) }
                variables += c.variables
            }
        }
        return Built(solver: s, root: root, variables: variables, spacings: [])
    }

    /// 100 resizes of the root width to `base + k`, reading everything back.
    static func resize(_ built: Built, base: Double) throws -> Double {
        var checksum = 0.0
        for k in 0..<100 {
            try built.solver.suggestValue(built.root.width, base + Double(k))
            checksum += built.readAll()
        }
        return checksum
    }

    /// 1000 in-place changes of a spacing constant, row `(k * 7) % n`.
    static func constants(_ built: Built) throws -> Double {
        let n = built.spacings.count
        var checksum = 0.0
        for k in 0..<1000 {
            let i = (k * 7) % n
            let base: Double = i == 0 ? 20 : 8
            try built.solver.setConstant(built.spacings[i], to: base + Double(k % 5))
            checksum += built.readAll()
        }
        return checksum
    }
}
