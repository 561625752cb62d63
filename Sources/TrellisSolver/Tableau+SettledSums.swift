/// Settled sums: why a `fillEqually` stack's compression resistances cost
/// O(N), not O(N²).
///
/// A star of equal sizes settled last (Tableau+LazySubstitution.swift)
/// leaves its centre `height(0)` a basic external whose row is about 2N
/// dummy markers (every spacing's and equality's) and a constant. Each
/// arranged view's compression resistance and hugging (`height(i) >= 20`,
/// restricted rows) mention a spoke `height(i) = height(0) + marker`, and
/// the dictionary form wrote the centre's whole row into each of them: N
/// restricted rows of 2N terms (4,000 views: 2.6 s, 1.1 GB).
///
/// The simplex never reads those terms. Dummy markers never enter the
/// basis, so no ratio test and no entering choice looks at them; a row's
/// constant is its value with every nonbasic symbol at zero, and the
/// dummies are always zero. So the sum of the centre's dummy terms is kept
/// once, as a *settled sum* `σ = Σ dⱼ·markerⱼ`, itself a dummy symbol, and
/// a new constraint that mentions the centre takes `constant + σ` instead
/// of the whole row: one term. The tableau is the dictionary with σ as one
/// more nonbasic dummy; the constants, and every coefficient of a
/// non-dummy symbol, are the ones the full merge computes (the same
/// products and sums in the same order), so values are the same bit for bit.
///
/// What still needs the markers themselves:
/// - a constant change of `markerⱼ` moves the rows that hold σ by their
///   coefficient of σ times `dⱼ` (and the objective alike);
/// - a removal whose marker is in a sum, or a dummy entering the basis,
///   first writes the sum back into every row that holds σ
///   (``dissolveSettledSum(at:)``, through ``dissolveSums(holding:)``):
///   the dictionary again, the cost of the old form once;
/// - a conflict's certificate names σ's markers, not σ.
///
/// A sum's terms don't change while it lives: the centre's row holds only
/// dummies, so only a dummy's substitution (removal, a redundant
/// artificial row) or the centre leaving the basis (removal) could change
/// it, and both dissolve the sum first.
struct SettledSum {
    /// The basic external whose row the sum stands for.
    let centre: Symbol
    /// The dummy symbol that stands for the row's terms.
    let symbol: Symbol
    /// The centre's row's terms (all dummies), constant 0.
    let terms: Row
}

extension Tableau {
    /// A centre's row is summed from this many terms: the fill-in it
    /// saves per mention is at least this long.
    static let settledSumLength = Tableau.lazySubstitutionLength

    /// `basic`'s row as `constant + 1·σ` if it is a settled centre (a
    /// non-lazy external row of ``settledSumLength`` dummies or more),
    /// making the sum on first use; nil otherwise. Never while a journal
    /// runs (a rolled-back add would leave a sum behind).
    mutating func settledForm(of basic: Symbol) -> Row? {
        guard kinds[Int(basic)] == .external else { return nil }
        let slot = Int(basicSlot[Int(basic)])
        guard slot >= 0, !rowLazy[slot] else { return nil }
        let row = rows[slot]
        if let sum = settledSums.first(where: { $0.centre == basic }) {
            var form = Row(constant: row.constant)
            form.appendTerm(sum.symbol, 1)
            return form
        }
        guard keepsSettledSums, journal == nil, heldRows == nil, row.symbols.count >= Self.settledSumLength, allDummies(row) else { return nil }
        var terms = Row()
        terms.copyTerms(of: row)
        let symbol = makeSymbol(.dummy)
        settledSums.append(SettledSum(centre: basic, symbol: symbol, terms: terms))
        var form = Row(constant: row.constant)
        form.appendTerm(symbol, 1)
        return form
    }

    /// A lazy spoke's row (`height(i) = height(0) + marker`) over nonbasic
    /// symbols, its one basic mention a settled centre taken as
    /// ``settledForm(of:)``: the merge ``expandedDirectly(_:)`` makes, with
    /// the sum for the centre's terms. Nil if the spoke's basic isn't one.
    mutating func settledSpokeForm(_ spoke: Row) -> Row? {
        var centreIndex = -1
        for (i, s) in spoke.symbols.enumerated() where basicSlot[Int(s)] >= 0 {
            if centreIndex >= 0 { return nil }
            centreIndex = i
        }
        if centreIndex < 0 { return nil }
        let centre = spoke.symbols[centreIndex]
        guard let form = settledForm(of: centre) else { return nil }
        var out = Row(constant: spoke.constant)
        out.copyTerms(of: spoke)
        var added: [Symbol] = []
        out.add(form, times: spoke.coefficients[centreIndex], skipping: centre, buffer: buffer, added: &added)
        return out
    }

    /// Whether `s` is a settled sum's symbol.
    func isSettledSum(_ s: Symbol) -> Bool {
        !settledSums.isEmpty && settledSums.contains { $0.symbol == s }
    }

    /// For each sum, settled or chain (Tableau+ChainSums.swift), that holds
    /// `marker` at any depth: its symbol and `marker`'s coefficient in it
    /// (the product of the coefficients on the way). A row holding the sum
    /// moves by that times its own coefficient when the marker's constant does.
    func settledSums(holding marker: Symbol) -> [(symbol: Symbol, coefficient: Double)] {
        // No allocation unless a sum holds the marker (a constant change
        // of a marker in no sum, nearly every one, asks too).
        if settledSums.isEmpty && !(chainSums?.mayHold(marker) ?? false) { return [] }
        var out: [(symbol: Symbol, coefficient: Double)] = []
        var work: [(symbol: Symbol, coefficient: Double)] = [(marker, 1)]
        while let (s, k) = work.popLast() {
            if let cs = chainSums {
                cs.forEachHolder(of: s) { p in
                    let h = (cs.symbol(at: p), k * cs.coefficient(at: p, of: s))
                    out.append(h)
                    work.append(h)
                }
            }
            for sum in settledSums {
                let d = sum.terms.coefficient(for: s)
                if d == 0 { continue }
                out.append((sum.symbol, k * d))
                work.append((sum.symbol, k * d))
            }
        }
        return out
    }

    /// Writes `sums[index]`'s terms back into every row and objective
    /// level that holds its symbol, and releases the symbol.
    mutating func dissolveSettledSum(at index: Int) {
        let sum = settledSums.remove(at: index)
        substitute(sum.symbol, with: sum.terms)
        releaseSymbol(sum.symbol)
    }

    /// `symbols` with each sum, settled or chain, replaced by its markers
    /// at any depth (a conflict's certificate names constraints' markers).
    func withSettledSumsExpanded(_ symbols: [Symbol]) -> [Symbol] {
        if !keepsAnySum { return symbols }
        var out: [Symbol] = []
        var seen = Set(symbols)
        for s in symbols {
            var work = [s]
            while let m = work.popLast() {
                let terms = settledSums.first(where: { $0.symbol == m })?.terms ?? chainSums.flatMap { cs in cs.index(of: m).map { cs.terms(at: $0) } }
                guard let terms else {
                    out.append(m)
                    continue
                }
                for t in terms.symbols.reversed() where seen.insert(t).inserted { work.append(t) }
            }
        }
        return out
    }

    /// `row` with each sum's symbol, settled or chain, replaced by its
    /// terms, at any depth (newest sums first: a sum names only older ones).
    func withSettledSumsWritten(_ row: Row) -> Row {
        if !keepsAnySum { return row }
        var out = row
        for sum in settledSums.reversed() {
            let c = out.coefficient(for: sum.symbol)
            if c == 0 { continue }
            var added: [Symbol] = []
            out.add(sum.terms, times: c, skipping: sum.symbol, buffer: buffer, added: &added)
            out.remove(sum.symbol)
        }
        guard let cs = chainSums else { return out }
        while let p = out.symbols.compactMap({ cs.index(of: $0) }).max() {
            let sigma = cs.symbol(at: p)
            let c = out.coefficient(for: sigma)
            var added: [Symbol] = []
            out.add(cs.terms(at: p), times: c, skipping: sigma, buffer: buffer, added: &added)
            out.remove(sigma)
        }
        return out
    }
}
