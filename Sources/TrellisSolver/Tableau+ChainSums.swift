/// Chain sums: why a chain of required equal sizes costs O(N), not O(N²).
///
/// `v(i).width == v(i+1).width` for i = 0 … N−2, added in order, gives each
/// new width a row over the one before: `width(i+1) = width(i) + marker(i)`
/// (a fresh subject, Tableau+Lazy.swift). Written over nonbasic symbols,
/// `width(i) = width(0) + marker(0) + … + marker(i−1)`: every restricted
/// row that mentions `width(i)` (its view's hugging and compression
/// resistance) took i dummy markers, N²/2 over the chain (3,000 views: 9
/// million terms, 4.7 s), and every pivot of the optimisation rewrote rows
/// of that length.
///
/// Dummy markers never enter the basis and are zero in every constant, so
/// the simplex never reads them (the argument of Tableau+SettledSums.swift).
/// So a new row `w' = a·w + b·m` (constant 0, `a` and `b` ±1, `m` the new
/// link's dummy marker) whose `w` is basic with a row of the same shape
/// `w = c·x + e·δ` (constant 0, `c` and `e` ±1, `x` an external, `δ` a dummy
/// marker or chain sum) is stored as `w' = (a·c)·x + 1·σ`, with `σ` a new
/// dummy symbol, a *chain sum*, standing for `(a·e)·δ + b·m`: two terms, the
/// chain's earlier links summed once in `δ`. Each row of the chain then
/// names the chain's first external and one sum, and so does every
/// restricted row made from it.
///
/// Values are the dictionary's bit for bit: the row's constant is 0 as
/// before, and `x`'s coefficient is a product of ±1s, exact either way.
///
/// What still needs the markers, as for settled sums (and through them:
/// a settled sum's terms may name chain sums, a chain sum never names a
/// settled sum):
/// - a constant change of a marker moves the rows that hold a sum holding
///   it, at any depth, by the product of the coefficients on the way
///   (``sumsHolding(_:)``);
/// - a removal whose marker a sum holds, at any depth, or a dummy entering
///   the basis, first writes those sums back into every row that holds
///   them, newest first (``dissolveSums(holding:)``);
/// - a conflict's certificate names the markers, never a sum
///   (``withSettledSumsExpanded(_:)``).
///
/// A chain sum's terms don't change while it lives: only a dummy's
/// substitution could change them, and that dissolves every sum first.
struct ChainSum {
    /// The sum's two terms: the earlier links (a marker or a chain sum) and
    /// the new link's marker.
    let terms: Row
    /// When it was made: a sum names only older sums, so dissolving newest
    /// first never writes a released symbol into a row.
    let seq: Int
}

/// The tableau's chain sums, by symbol, and for each dummy the chain sums
/// that name it (a removal or a constant change finds them without a scan).
struct ChainSums {
    var sums: [Symbol: ChainSum] = [:]
    var holders: [Symbol: [Symbol]] = [:]
    var nextSeq = 0

    var isEmpty: Bool { sums.isEmpty }
    var count: Int { sums.count }
}

extension Tableau {
    /// `row` (a fresh external's definition, constant and marker in) in
    /// the chain form `(a·c)·x + σ` if it links to a basic external whose
    /// row is in that form; nil otherwise. Never while a journal runs (a
    /// rolled-back add would leave a sum behind).
    mutating func chainForm(of row: Row, marker: Symbol) -> Row? {
        guard keepsChainSums, journal == nil, heldRows == nil, row.constant == 0, row.count == 2,
              let mi = row.index(of: marker), kinds[Int(marker)] == .dummy else { return nil }
        let b = row.coefficients[mi]
        let w = row.symbols[1 - mi]
        let a = row.coefficients[1 - mi]
        guard abs(a) == 1, abs(b) == 1, kinds[Int(w)] == .external else { return nil }
        let slot = Int(basicSlot[Int(w)])
        guard slot >= 0 else { return nil }
        let link = rows[slot]
        guard link.constant == 0, link.count == 2 else { return nil }
        var xi = -1
        for i in 0..<2 where kinds[Int(link.symbols[i])] == .external { xi = i }
        guard xi >= 0 else { return nil }
        let x = link.symbols[xi], c = link.coefficients[xi]
        let delta = link.symbols[1 - xi], e = link.coefficients[1 - xi]
        guard abs(c) == 1, abs(e) == 1, kinds[Int(delta)] == .dummy, !isSettledSum(delta) else { return nil }
        var terms = Row()
        if delta < marker {
            terms.appendTerm(delta, a * e)
            terms.appendTerm(marker, b)
        } else {
            terms.appendTerm(marker, b)
            terms.appendTerm(delta, a * e)
        }
        let sigma = makeSymbol(.dummy)
        chainSums.sums[sigma] = ChainSum(terms: terms, seq: chainSums.nextSeq)
        chainSums.nextSeq += 1
        chainSums.holders[delta, default: []].append(sigma)
        chainSums.holders[marker, default: []].append(sigma)
        // The constant as it was (0 or -0: bit for bit).
        var form = Row(constant: row.constant)
        if x < sigma {
            form.appendTerm(x, a * c)
            form.appendTerm(sigma, 1)
        } else {
            form.appendTerm(sigma, 1)
            form.appendTerm(x, a * c)
        }
        return form
    }

    /// Whether `s` is a chain sum's symbol.
    @inline(__always)
    func isChainSum(_ s: Symbol) -> Bool { !chainSums.isEmpty && chainSums.sums[s] != nil }

    /// Dissolves every sum (chain or settled) that holds one of `symbols`
    /// at any depth, or a settled sum whose centre is one of them: settled
    /// sums first (they may name chain sums, never the reverse), each kind
    /// newest first.
    mutating func dissolveSums(holding symbols: [Symbol]) {
        if settledSums.isEmpty && chainSums.isEmpty { return }
        var chain: Set<Symbol> = []
        var settled: Set<Symbol> = []
        var work = symbols
        for sum in settledSums where symbols.contains(sum.centre) && settled.insert(sum.symbol).inserted {
            work.append(sum.symbol)
        }
        while let s = work.popLast() {
            if let hs = chainSums.holders[s] {
                for h in hs where chain.insert(h).inserted { work.append(h) }
            }
            for sum in settledSums where sum.terms.index(of: s) != nil && settled.insert(sum.symbol).inserted {
                work.append(sum.symbol)
            }
        }
        var i = settledSums.count - 1
        while i >= 0 {
            if settled.contains(settledSums[i].symbol) { dissolveSettledSum(at: i) }
            i -= 1
        }
        for sigma in chain.sorted(by: { chainSums.sums[$0]!.seq > chainSums.sums[$1]!.seq }) {
            dissolveChainSum(sigma)
        }
    }

    /// Dissolves every sum, settled and chain.
    mutating func dissolveAllSums() {
        while !settledSums.isEmpty { dissolveSettledSum(at: settledSums.count - 1) }
        if chainSums.isEmpty { return }
        for sigma in chainSums.sums.keys.sorted(by: { chainSums.sums[$0]!.seq > chainSums.sums[$1]!.seq }) {
            dissolveChainSum(sigma)
        }
    }

    /// Writes a chain sum's terms back into every row and objective level
    /// that holds its symbol, and releases the symbol.
    mutating func dissolveChainSum(_ sigma: Symbol) {
        guard let sum = chainSums.sums.removeValue(forKey: sigma) else { return }
        for t in sum.terms.symbols {
            chainSums.holders[t]?.removeAll { $0 == sigma }
            if chainSums.holders[t]?.isEmpty == true { chainSums.holders[t] = nil }
        }
        chainSums.holders[sigma] = nil
        substitute(sigma, with: sum.terms)
        releaseSymbol(sigma)
    }
}
