/// An independent, deliberately naive reference for the constraint solver: a
/// dense simplex over a tiny system, written from scratch in plain Swift.
///
/// The system has `variableCount` free (unrestricted sign) variables and rows
/// `Σ aᵢ·xᵢ + c  REL  0`, each with a priority in `(0, 1000]` (1000 is
/// required). ``solve()`` answers, for the lexicographic rule:
///
/// 1. whether the required rows can hold together;
/// 2. for every distinct optional priority, highest first, the least total
///    error of that level's rows, given every higher level is at its optimum;
/// 3. for every variable, its least and greatest value over the optimal face
///    (all points that reach every level's optimum), so a variable is uniquely
///    determined iff `maximum - minimum` is (numerically) zero.
///
/// The LP is put in standard form `A·y = b, y ≥ 0` with
/// - every free variable split as `x = x⁺ - x⁻`;
/// - an explicit error column per optional row (two for `==`: `e⁺ - e⁻`);
/// - a slack column per inequality, and one artificial column per row for
///   phase 1 (no big-M).
///
/// Levels are held *exactly* rather than with a tolerance: at an optimal basis
/// the objective equals `opt + Σ dⱼ·yⱼ` over the nonbasic columns, with reduced
/// costs `dⱼ ≥ 0`, so the optimal face is the feasible set with every column of
/// positive reduced cost fixed at zero. Those columns are barred from entering
/// the basis for the rest of the computation. Pivoting uses Bland's rule, so
/// the method terminates even on degenerate systems.
struct ReferenceLP {
    enum Relation: CustomStringConvertible {
        case equal, lessThanOrEqual, greaterThanOrEqual

        var description: String {
            switch self {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// `Σ coefficients[i]·x[i] + constant  REL  0` at `priority`.
    struct Row: CustomStringConvertible {
        var coefficients: [Double]
        var constant: Double
        var relation: Relation
        var priority: Double = 1000

        var isRequired: Bool { priority >= 1000 }

        /// The left-hand side `Σ aᵢ·xᵢ + c` at `x`.
        func value(at x: [Double]) -> Double {
            zip(coefficients, x).reduce(constant) { $0 + $1.0 * $1.1 }
        }

        /// How far `x` is from meeting the row: `|lhs|` for `==`, the amount of
        /// violation for inequalities, zero when the row holds.
        func error(at x: [Double]) -> Double {
            let v = value(at: x)
            switch relation {
            case .equal: return abs(v)
            case .lessThanOrEqual: return max(0, v)
            case .greaterThanOrEqual: return max(0, -v)
            }
        }

        var description: String {
            let terms = coefficients.enumerated().filter { $0.element != 0 }
                .map { "\($0.element)*x\($0.offset)" }.joined(separator: " + ")
            return "\(terms.isEmpty ? "0" : terms) + \(constant) \(relation) 0 @\(priority)"
        }
    }

    /// The lexicographic optimum of a system whose required rows are feasible.
    struct Solution {
        /// The distinct optional priorities, highest first.
        var priorities: [Double]
        /// The least total error at each of `priorities`, in the same order.
        var costs: [Double]
        /// One optimal point.
        var point: [Double]
        /// Per variable, its least and greatest value over the optimal face
        /// (possibly `-infinity` / `+infinity`).
        var minimum: [Double]
        var maximum: [Double]

        /// Whether every optimal point gives variable `i` the same value.
        func isUnique(_ i: Int, tolerance: Double = 1e-6) -> Bool {
            maximum[i] - minimum[i] < tolerance
        }
    }

    let variableCount: Int
    var rows: [Row] = []

    init(variableCount: Int, rows: [Row] = []) {
        self.variableCount = variableCount
        self.rows = rows
    }

    /// Appends `Σ coefficients[i]·x[i] + constant  REL  0 @priority`.
    mutating func add(_ coefficients: [Double], _ relation: Relation, constant: Double, priority: Double = 1000) {
        precondition(coefficients.count == variableCount)
        rows.append(Row(coefficients: coefficients, constant: constant, relation: relation, priority: priority))
    }

    /// Whether the required rows can all hold at once.
    func isFeasible() -> Bool { solve(ranges: false) != nil }

    /// The lexicographic optimum, or `nil` when the required rows are infeasible.
    /// Without `computeRanges`, `minimum` and `maximum` are just `point`.
    func solve(computeRanges: Bool = true) -> Solution? { solve(ranges: computeRanges) }

    /// The total error of `rows` at `x`, per priority.
    static func levelCosts(of rows: [Row], at x: [Double]) -> [Double: Double] {
        var costs: [Double: Double] = [:]
        for row in rows where !row.isRequired { costs[row.priority, default: 0] += row.error(at: x) }
        return costs
    }

    // MARK: - Building the standard form

    private func solve(ranges computeRanges: Bool) -> Solution? {
        let n = variableCount
        var matrix: [[Double]] = []
        var rhs: [Double] = []
        var columnCount = 2 * n
        var errorColumns: [Double: [Int]] = [:]  // priority -> its error columns
        var extra: [[(column: Int, value: Double)]] = []
        for row in rows {
            var cells: [(column: Int, value: Double)] = []
            func newColumn(_ value: Double) -> Int {
                cells.append((columnCount, value))
                columnCount += 1
                return columnCount - 1
            }
            // Required:  ==  a·x = -c;  <=  a·x + s = -c;  >=  a·x - s = -c.
            // Optional:  ==  a·x - e⁺ + e⁻ = -c;  <=  a·x - e + s = -c;  >=  a·x + e - s = -c.
            switch (row.isRequired, row.relation) {
            case (true, .equal): break
            case (true, .lessThanOrEqual): _ = newColumn(1)
            case (true, .greaterThanOrEqual): _ = newColumn(-1)
            case (false, .equal):
                errorColumns[row.priority, default: []] += [newColumn(-1), newColumn(1)]
            case (false, .lessThanOrEqual):
                errorColumns[row.priority, default: []].append(newColumn(-1))
                _ = newColumn(1)
            case (false, .greaterThanOrEqual):
                errorColumns[row.priority, default: []].append(newColumn(1))
                _ = newColumn(-1)
            }
            extra.append(cells)
        }
        // One artificial column per row, so that the artificials form the first basis.
        let firstArtificial = columnCount
        columnCount += rows.count
        for (r, row) in rows.enumerated() {
            var line = [Double](repeating: 0, count: columnCount)
            for i in 0..<n {
                line[2 * i] = row.coefficients[i]
                line[2 * i + 1] = -row.coefficients[i]
            }
            for cell in extra[r] { line[cell.column] = cell.value }
            var b = -row.constant
            if b < 0 {  // keep b ≥ 0 so that the artificial basis is feasible
                line = line.map { -$0 }
                b = -b
            }
            line[firstArtificial + r] = 1
            matrix.append(line)
            rhs.append(b)
        }
        var tableau = DenseTableau(
            a: matrix, b: rhs, basis: Array(firstArtificial..<columnCount),
            canEnter: [Bool](repeating: true, count: columnCount))

        // Phase 1: minimise the sum of the artificials. Optional rows can always be
        // met through their error columns, so this decides the required rows alone.
        var phase1 = [Double](repeating: 0, count: columnCount)
        for j in firstArtificial..<columnCount { phase1[j] = 1 }
        tableau.setObjective(phase1)
        _ = tableau.minimize()
        if tableau.objectiveValue > 1e-7 { return nil }
        for j in firstArtificial..<columnCount { tableau.canEnter[j] = false }
        tableau.driveOutBarredColumns()

        // Phase 2, one level at a time: minimise the level's error, then fix at zero
        // every column with a positive reduced cost, which pins the level at its optimum.
        let priorities = errorColumns.keys.sorted(by: >)
        var costs: [Double] = []
        for p in priorities {
            var objective = [Double](repeating: 0, count: columnCount)
            for j in errorColumns[p]! { objective[j] = 1 }
            tableau.setObjective(objective)
            guard tableau.minimize() else { fatalError("ReferenceLP: error sum cannot be unbounded") }
            costs.append(max(0, tableau.objectiveValue))
            for j in 0..<columnCount where tableau.reducedCost[j] > 1e-9 { tableau.canEnter[j] = false }
        }

        let point = (0..<n).map { tableau.value(of: 2 * $0) - tableau.value(of: 2 * $0 + 1) }
        var minimum = point, maximum = point
        if computeRanges {
            for i in 0..<n {
                for sign in [1.0, -1.0] {  // minimise x (sign 1) or -x (sign -1)
                    var copy = tableau
                    var objective = [Double](repeating: 0, count: columnCount)
                    objective[2 * i] = sign
                    objective[2 * i + 1] = -sign
                    copy.setObjective(objective)
                    let bounded = copy.minimize()
                    if sign > 0 {
                        minimum[i] = bounded ? copy.objectiveValue : -.infinity
                    } else {
                        maximum[i] = bounded ? -copy.objectiveValue : .infinity
                    }
                }
            }
        }
        return Solution(priorities: priorities, costs: costs, point: point, minimum: minimum, maximum: maximum)
    }
}

// MARK: - Dense simplex tableau

/// A tableau in canonical form for `minimise c·y  subject to  a·y = b, y ≥ 0`:
/// column `basis[r]` is the unit vector of row `r`, and `b ≥ 0` is the basic
/// solution. `reducedCost` is the objective row, `objectiveValue` its value.
private struct DenseTableau {
    var a: [[Double]]
    var b: [Double]
    var basis: [Int]
    /// Columns allowed to enter the basis; a barred nonbasic column stays at zero.
    var canEnter: [Bool]
    var reducedCost: [Double] = []
    var objectiveValue: Double = 0

    private static let eps = 1e-9

    /// The current value of column `j` (zero unless basic).
    func value(of j: Int) -> Double {
        basis.firstIndex(of: j).map { b[$0] } ?? 0
    }

    /// Installs the objective `c·y`, expressed in terms of the current basis.
    mutating func setObjective(_ c: [Double]) {
        reducedCost = c
        objectiveValue = 0
        for r in basis.indices {
            let cb = c[basis[r]]
            if cb == 0 { continue }
            for j in reducedCost.indices { reducedCost[j] -= cb * a[r][j] }
            objectiveValue += cb * b[r]
        }
    }

    /// Makes column `col` basic in row `r`.
    mutating func pivot(row r: Int, column col: Int) {
        let p = a[r][col]
        var pivotRow = a[r].map { $0 / p }
        pivotRow[col] = 1
        let pivotB = b[r] / p
        a[r] = pivotRow
        b[r] = pivotB
        // Only the columns where the pivot row is nonzero change elsewhere.
        let support = pivotRow.indices.filter { pivotRow[$0] != 0 }
        for i in a.indices where i != r && a[i][col] != 0 {
            let f = a[i][col]
            var line = a[i]
            for j in support { line[j] -= f * pivotRow[j] }
            line[col] = 0
            a[i] = line
            b[i] -= f * pivotB
            if abs(b[i]) < 1e-12 { b[i] = 0 }
        }
        let f = reducedCost[col]
        if f != 0 {
            for j in support { reducedCost[j] -= f * pivotRow[j] }
            reducedCost[col] = 0
            objectiveValue += f * pivotB
        }
        basis[r] = col
    }

    /// Runs the simplex method with Bland's rule (lowest-index entering column,
    /// lowest-index leaving basic column among ties). Returns `false` when the
    /// objective is unbounded below.
    mutating func minimize() -> Bool {
        while true {
            var entering: Int? = nil
            for j in reducedCost.indices where reducedCost[j] < -Self.eps && canEnter[j] {
                entering = j
                break
            }
            guard let col = entering else { return true }
            var leaving: Int? = nil
            var best = Double.infinity
            for r in a.indices where a[r][col] > Self.eps {
                let ratio = b[r] / a[r][col]
                if ratio < best - 1e-12 || (ratio <= best + 1e-12 && basis[r] < basis[leaving!]) {
                    best = min(best, ratio)
                    leaving = r
                }
            }
            guard let r = leaving else { return false }
            pivot(row: r, column: col)
        }
    }

    /// After phase 1, pivots every barred (artificial) basic column, which sits at
    /// zero, out of the basis where some enterable column can replace it. A row
    /// with no such column is redundant and keeps its artificial, forever zero.
    mutating func driveOutBarredColumns() {
        for r in basis.indices where !canEnter[basis[r]] {
            b[r] = 0
            if let j = a[r].indices.first(where: { canEnter[$0] && abs(a[r][$0]) > Self.eps }) {
                pivot(row: r, column: j)
            }
        }
    }
}
