/// A proof that a conflicting set is minimal, by linear algebra alone.
///
/// A set of constraints `aᵢ·x REL bᵢ` conflicts when some combination
/// `Σ yᵢ·aᵢ = 0` of them (`yᵢ ≥ 0` on inequalities, oriented `≤`) gives
/// `0 < 0` (Farkas' lemma); a subset conflicts only through such a
/// combination with support inside it. If the combinations with
/// `Σ yᵢ·aᵢ = 0` form a single line (the rows `aᵢ` have rank one less than
/// their number) and that line's vector is non-zero on every row, every
/// certificate of every subset is a multiple of it, which has no zero entry:
/// no proper subset conflicts. So a set known to conflict (a scratch tableau
/// said so) that passes this test is minimal, and the additive search would
/// return it whole; the test costs one elimination instead of a round of
/// adds per member.
///
/// Conservative: a pivot or an entry below a relative 1e-9 counts as zero,
/// which can only make the test fail (the search then runs as before).
enum ConflictRank {
    /// Whether `specs` (their terms only) have a one-dimensional space of
    /// row combinations that vanish, spanned by a vector with no zero entry.
    static func isMinimalIfConflicting(_ specs: [ConstraintSpec]) -> Bool {
        specs.count == 1 || isMinimal(combination: combination(specs))
    }

    /// ``isMinimalIfConflicting(_:)`` from the set's ``combination(_:)``.
    static func isMinimal(combination y: [Double]?) -> Bool {
        guard let y, let largest = y.map(abs).max() else { return false }
        return y.allSatisfy { abs($0) > 1e-9 * largest }
    }

    /// Whether, in a conflicting set whose combinations form one line, that
    /// line is zero on the last member (the new constraint): every
    /// certificate of every subset is then zero there too, so the others
    /// conflict without it and no subset that holds it is minimal (issue
    /// 14: a main tableau that accepted a conflicting required set by a
    /// numerical error). Conservative the other way: an entry below a
    /// relative 1e-9 counts as zero, so the caller only flags the set.
    static func lastIsUnneeded(combination y: [Double]?) -> Bool {
        guard let y, y.count > 1, let last = y.last, let largest = y.map(abs).max() else { return false }
        return abs(last) <= 1e-9 * largest
    }

    /// The one combination `y` with `Σ yᵢ·aᵢ = 0`, if the combinations
    /// form a single line (nil otherwise, or when a pivot is too small to
    /// tell).
    static func combination(_ specs: [ConstraintSpec]) -> [Double]? {
        let n = specs.count
        if n == 0 { return nil }
        if n == 1 { return specs[0].terms.allSatisfy { $0.1 == 0 } ? [1] : nil }
        // Columns of the matrix whose null space is wanted: one per
        // constraint; rows: one per variable (Aᵀ·y = 0).
        var index: [Symbol: Int] = [:]
        for spec in specs {
            for (s, c) in spec.terms where c != 0 && index[s] == nil { index[s] = index.count }
        }
        let m = index.count
        if m < n - 1 { return nil }
        var a = [Double](repeating: 0, count: m * n)
        var scale = 0.0
        for (j, spec) in specs.enumerated() {
            for (s, c) in spec.terms where c != 0 {
                a[index[s]! * n + j] += c
                scale = max(scale, abs(c))
            }
        }
        if scale == 0 { return nil }
        let tolerance = 1e-9 * scale
        // Reduced row echelon form with partial pivoting.
        var pivotColumns: [Int] = []
        var row = 0
        for col in 0..<n where row < m {
            var best = row
            var bestAbs = abs(a[row * n + col])
            for r in (row + 1)..<m where abs(a[r * n + col]) > bestAbs {
                best = r
                bestAbs = abs(a[r * n + col])
            }
            if bestAbs <= tolerance { continue }
            if best != row {
                for c in 0..<n { a.swapAt(best * n + c, row * n + c) }
            }
            let p = a[row * n + col]
            for c in 0..<n { a[row * n + c] /= p }
            for r in 0..<m where r != row {
                let f = a[r * n + col]
                if f == 0 { continue }
                for c in 0..<n { a[r * n + c] -= f * a[row * n + c] }
            }
            pivotColumns.append(col)
            row += 1
        }
        if pivotColumns.count != n - 1 { return nil }
        // The one free column f: y_f = 1, y_pivot(i) = -a[i][f].
        var isPivot = [Bool](repeating: false, count: n)
        for c in pivotColumns { isPivot[c] = true }
        guard let free = isPivot.firstIndex(of: false) else { return nil }
        var y = [Double](repeating: 0, count: n)
        y[free] = 1
        for (i, c) in pivotColumns.enumerated() { y[c] = -a[i * n + free] }
        return y
    }
}
