/// The restricted rows' coefficients by column, for the phase-one trial
/// (Tableau+PhaseOneTrial.swift): the entering symbol's coefficient in
/// every restricted row, read from one array instead of found by a binary
/// search in each row.
///
/// Why: the trial's ratio test reads the entering symbol's coefficient in
/// ~400 rows a pivot (3,000 random constraints between 100 views: 15,596
/// pivots in failed trials alone), each a binary search through a row of
/// ~300 terms of a tableau several megabytes large, so cache misses; a
/// quarter of the process. A column lists its rows' coefficients side by
/// side.
///
/// The copy is kept in step lazily: every change to a row slot (the
/// journal's ``Tableau/noteRow(_:)`` sees them all, and a new slot is
/// noted when it is made) marks the slot dirty, and the next trial first
/// scatters each dirty slot's row again under a new version of the slot,
/// so entries of older versions are stale and skipped. The work is the
/// size of the rows that changed since the last trial, no more than the
/// work of changing them. Stale entries are dropped by rebuilding every
/// column when they outnumber the live ones.
///
/// Only the main tableau keeps a copy, and only once it has run
/// ``startAfterTrials`` trials: a layout that needs phase one a few times
/// pays nothing, and scratch tableaus (dropped after a failure) never do.
/// A copy of the tableau copies this too (arrays are copy-on-write); a
/// copy that changes rows marks its own copy dirty.
struct TrialColumns {
    struct Entry {
        var slot: Int32
        var version: UInt32
        var value: Double
    }

    /// Whether the copy is kept (see ``startAfterTrials``).
    var isOn = false
    /// Trials run so far while off.
    var trialsBeforeStart = 0
    /// Trials after which the copy starts (tests start it at once, or never).
    var startAfter = TrialColumns.startAfterTrials
    /// Per symbol: the restricted rows holding it, with the version of the
    /// slot they were scattered under and the coefficient.
    var entries: [[Entry]] = []
    /// Per slot: the current version; entries of another are stale.
    var version: [UInt32] = []
    /// Per slot: the length scattered under the current version (0 for a
    /// slot that holds no restricted row).
    var length: [Int] = []
    var isDirty: [Bool] = []
    var dirty: [Int32] = []
    /// Entries in all columns, and how many of them are current.
    var total = 0
    var live = 0

    /// Trials after which the main tableau starts keeping the copy.
    static let startAfterTrials = 32

    @inline(__always)
    mutating func markDirty(_ slot: Int) {
        guard isOn else { return }
        if slot >= isDirty.count { grow(to: slot + 1) }
        if !isDirty[slot] {
            isDirty[slot] = true
            dirty.append(Int32(slot))
        }
    }

    mutating func grow(to slots: Int) {
        let n = slots - isDirty.count
        guard n > 0 else { return }
        isDirty.append(contentsOf: repeatElement(false, count: n))
        version.append(contentsOf: repeatElement(0, count: n))
        length.append(contentsOf: repeatElement(0, count: n))
    }
}

extension Tableau {
    /// Brings ``trialColumns`` up to date before a trial (and turns it on
    /// after ``TrialColumns/startAfterTrials`` trials of the main tableau).
    mutating func syncTrialColumns() {
        if !trialColumns.isOn {
            if discardsOnFailure { return }
            trialColumns.trialsBeforeStart += 1
            if trialColumns.trialsBeforeStart < trialColumns.startAfter { return }
            trialColumns.isOn = true
            rebuildTrialColumns()
            return
        }
        var c = TrialColumns()
        swap(&c, &trialColumns)
        defer { swap(&c, &trialColumns) }
        if c.entries.count < kinds.count {
            c.entries.append(contentsOf: repeatElement([], count: kinds.count - c.entries.count))
        }
        for slot32 in c.dirty {
            let slot = Int(slot32)
            c.isDirty[slot] = false
            c.version[slot] &+= 1
            c.live -= c.length[slot]
            c.length[slot] = 0
            guard slot < rows.count, holdsTrialRow(slot) else { continue }
            scatter(slot, into: &c)
        }
        c.dirty.removeAll(keepingCapacity: true)
        if c.total > 2 * c.live + 4096 {
            swap(&c, &trialColumns)
            rebuildTrialColumns()
            swap(&c, &trialColumns)
        }
    }

    /// Whether a slot's row is one the trial reads: a restricted basic
    /// symbol's (lazy rows are externals').
    @inline(__always)
    func holdsTrialRow(_ slot: Int) -> Bool {
        let b = rowBasic[slot]
        return b >= 0 && isRestricted(b) && !rowLazy[slot]
    }

    private func scatter(_ slot: Int, into c: inout TrialColumns) {
        let v = c.version[slot]
        let row = rows[slot]
        let n = row.symbols.count
        row.symbols.withUnsafeBufferPointer { syms in
            row.coefficients.withUnsafeBufferPointer { coefs in
                for i in 0..<n {
                    c.entries[Int(syms[i])].append(.init(slot: Int32(slot), version: v, value: coefs[i]))
                }
            }
        }
        c.length[slot] = n
        c.live += n
        c.total += n
    }

    /// Every column again, from the rows as they are: no stale entries.
    mutating func rebuildTrialColumns() {
        var c = TrialColumns()
        swap(&c, &trialColumns)
        defer { swap(&c, &trialColumns) }
        c.grow(to: rows.count)
        for s in c.entries.indices { c.entries[s].removeAll(keepingCapacity: true) }
        if c.entries.count < kinds.count {
            c.entries.append(contentsOf: repeatElement([], count: kinds.count - c.entries.count))
        }
        for slot32 in c.dirty { c.isDirty[Int(slot32)] = false }
        c.dirty.removeAll(keepingCapacity: true)
        c.total = 0
        c.live = 0
        for slot in 0..<c.length.count {
            c.version[slot] &+= 1
            c.length[slot] = 0
            if slot < rows.count && holdsTrialRow(slot) { scatter(slot, into: &c) }
        }
    }
}
