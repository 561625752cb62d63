/// Refreshing values after constant changes only: the rows whose constants
/// moved, and the lazy rows that read them, instead of every value.
///
/// A resize changes one edit constant (the window's width) and reads every
/// frame back. Without a pivot the tableau's shape (``Tableau/version``)
/// is unchanged and only the rows holding the constraint's marker moved,
/// so the values to recompute are those rows' basic externals and, through
/// the lazy rows that mention them, whatever reads those: on a stack of
/// rows under a resized root, the widths, not the tops and heights. Any
/// pivot, add or removal changes the version and the next read computes
/// every value again (``ValuePlan``). Made from a plan, it holds as long as
/// the plan does (the plan's ``ValuePlan/shape``).
struct ValueDependents {
    let shape: Int
    /// For each slot: the lazy row's index in the plan, or -1.
    var lazyIndexOfSlot: [Int32]
    /// For each slot: its basic symbol if that is an external the plan
    /// reads straight from the row constant, or -1.
    var plainExternalOfSlot: [Int32]
    /// Lazy rows (plan indices) mentioning each symbol:
    /// `readers[readerStart[s] ..< readerStart[s + 1]]`.
    var readerStart: [Int32]
    var readers: [Int32]
    /// Cleared when a refresh recomputed most rows (a resize that moves
    /// nearly every frame): marking what to recompute then costs more than
    /// it saves, so values are computed whole until the shape changes.
    var paysOff = true
    /// The changed slots of the last refresh: a resize moves the same
    /// rows every time.
    var lastSlots: [Int32] = []
    /// For ``closureSlots``: every lazy row (plan indices, in plan order)
    /// that reads, directly or through other lazy rows, a row among those
    /// slots. Empty until the same slots come twice in a row.
    var closureSlots: [Int32] = []
    var closure: [Int32] = []

    init(_ plan: ValuePlan, _ t: Tableau) {
        shape = plan.shape
        let slotCount = t.rows.count
        lazyIndexOfSlot = [Int32](repeating: -1, count: slotCount)
        plainExternalOfSlot = [Int32](repeating: -1, count: slotCount)
        for (i, slot) in plan.slots.enumerated() { lazyIndexOfSlot[Int(slot)] = Int32(i) }
        for (i, x) in plan.externals.enumerated() where plan.externalSlots[i] >= 0 {
            plainExternalOfSlot[Int(plan.externalSlots[i])] = x
        }
        // Indexed by the plan's dense external indices, as its terms are.
        let symbolCount = t.externals.count
        var counts = [Int32](repeating: 0, count: symbolCount + 1)
        for k in plan.termCodes.indices { counts[plan.termSymbol(k) + 1] += 1 }
        for s in 0..<symbolCount { counts[s + 1] += counts[s] }
        readerStart = counts
        readers = [Int32](repeating: 0, count: plan.termCodes.count)
        var fill = counts
        for i in 0..<plan.targets.count {
            for k in Int(plan.start[i])..<Int(plan.start[i + 1]) {
                let s = plan.termSymbol(k)
                readers[Int(fill[s])] = Int32(i)
                fill[s] += 1
            }
        }
    }
}

extension Solver {
    /// Whether ``refreshChangedValues()`` can bring `values` up to date:
    /// they were current before the constant changes listed in
    /// ``changedSlots`` and nothing has changed the tableau's shape since.
    var canRefreshChangedValuesOnly: Bool {
        // Fields read through optional chaining: binding `plan` or
        // `dependents` copies a struct of arrays (a retain and a release
        // each), a good part of a small resize's read.
        guard let planVersion = plan?.version, changedSlots != nil else { return false }
        if dependents?.shape == plan?.shape, dependents?.paysOff == false { return false }
        return planVersion == tableau.version && tableau.version != 0
            && values.count == tableau.externals.count
    }

    /// Notes the rows a constant change of `tag`'s constraint moved (the
    /// marker's row, or the rows that mention the marker), if the values
    /// were current or only awaiting other such changes.
    func noteConstantChange(_ tag: Tag, wasCurrent: Bool) {
        // Not current, or changed-only reads found not to pay at this shape.
        if !wasCurrent || dependents.map({ $0.shape == tableau.valueShape && !$0.paysOff }) == true {
            changedSlots = nil
            return
        }
        // Taken out before appending, so the array is unique and grows in
        // place (kept between refreshes in `changedSlotsScratch`).
        var slots = changedSlots ?? []
        changedSlots = nil
        let marker = Int(tag.marker)
        let slot = tableau.basicSlot[marker]
        if slot >= 0 {
            slots.append(slot)
        } else {
            // The column may list rows that no longer hold the marker: they
            // are recomputed for nothing, which is cheaper than searching.
            for slot in tableau.columns[marker] where tableau.rowBasic[Int(slot)] >= 0 {
                slots.append(slot)
            }
            // And the rows that hold it through a settled sum (Tableau+SettledSums.swift).
            for (sum, _) in tableau.settledSums(holding: tag.marker) {
                for slot in tableau.columns[Int(sum)] where tableau.rowBasic[Int(slot)] >= 0 {
                    slots.append(slot)
                }
            }
        }
        // Many moved rows: computing every value is as cheap.
        changedSlots = slots.count > 16 + tableau.rows.count / 8 ? nil : slots
    }

    /// Recomputes the values the noted rows feed (see ``ValueDependents``).
    func refreshChangedValues() {
        guard let plan, var slots = changedSlots else { return }
        changedSlots = nil
        defer {
            slots.removeAll(keepingCapacity: true)
            changedSlotsScratch = slots
        }
        if dependents?.shape != plan.shape { dependents = ValueDependents(plan, tableau) }
        var out: [Double] = []
        swap(&out, &values)
        defer { swap(&out, &values) }
        let d = dependents.unsafelyUnwrapped
        var recomputed = 0
        // Row constants from the dense copy beside the rows, as ValuePlan.run
        // reads them (``Tableau/rowConstants``).
        // The flags are all false between refreshes (each is cleared when
        // its row is recomputed), so the array is kept, not made anew.
        var dirty: [Bool] = []
        swap(&dirty, &dirtyScratch)
        defer { swap(&dirty, &dirtyScratch) }
        if dirty.count != plan.targets.count { dirty = [Bool](repeating: false, count: plan.targets.count) }
        // The same rows moved as last time (a resize): from the second time
        // on, the lazy rows they feed are kept as a list, and recomputed
        // without marking, scanning or comparing (see ``replayClosure``).
        if d.closureSlots == slots && !slots.isEmpty {
            replayClosure(d, plan, slots, into: &out)
            return
        }
        if d.lastSlots == slots && !slots.isEmpty {
            dependents!.closure = Self.closure(of: slots, d, plan, dirty: &dirty)
            dependents!.closureSlots = slots
            replayClosure(dependents.unsafelyUnwrapped, plan, slots, into: &out)
            return
        }
        dependents!.lastSlots = slots
        tableau.rowConstants.withUnsafeBufferPointer { constants in
            @inline(__always) func constant(_ slot: Int) -> Double { constants[slot] }
            out.withUnsafeMutableBufferPointer { v in
                dirty.withUnsafeMutableBufferPointer { dirty in
                    d.readerStart.withUnsafeBufferPointer { readerStart in
                        d.readers.withUnsafeBufferPointer { readers in
                            plan.slots.withUnsafeBufferPointer { ss in
                                plan.start.withUnsafeBufferPointer { st in
                                    plan.termCodes.withUnsafeBufferPointer { codes in
                                        plan.generalTerms.withUnsafeBufferPointer { general in
                                            plan.targets.withUnsafeBufferPointer { ts in
                                                var first = Int.max
                                                for slot in slots {
                                                    let slot = Int(slot)
                                                    guard slot < d.lazyIndexOfSlot.count else { continue }
                                                    let lazy = Int(d.lazyIndexOfSlot[slot])
                                                    if lazy >= 0 {
                                                        dirty[lazy] = true
                                                        first = min(first, lazy)
                                                    } else if d.plainExternalOfSlot[slot] >= 0 {
                                                        let x = Int(d.plainExternalOfSlot[slot])
                                                        v[x] = constant(slot)
                                                        for k in Int(readerStart[x])..<Int(readerStart[x + 1]) {
                                                            let r = Int(readers[k])
                                                            dirty[r] = true
                                                            first = min(first, r)
                                                        }
                                                    }
                                                }
                                                // Plan order is evaluation order: a lazy
                                                // row reads only rows before it.
                                                var i = first
                                                while i < ts.count {
                                                    if dirty[i] {
                                                        dirty[i] = false
                                                        recomputed += 1
                                                        var sum = constant(Int(ss[i]))
                                                        for k in Int(st[i])..<Int(st[i + 1]) {
                                                            sum += PlanTerm.product(codes[k], v, general)
                                                        }
                                                        let target = Int(ts[i])
                                                        if sum != v[target] {
                                                            v[target] = sum
                                                            for k in Int(readerStart[target])..<Int(readerStart[target + 1]) {
                                                                dirty[Int(readers[k])] = true
                                                            }
                                                        }
                                                    }
                                                    i += 1
                                                }
                                                if recomputed > ts.count / 2 { dependents!.paysOff = false }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Every lazy row a change of `slots` can reach, in plan order: the
    /// rows those slots hold, the readers of the plain externals they hold,
    /// and the readers of those rows, transitively. Unlike the marking walk
    /// above it doesn't stop where a value comes out unchanged (it has no
    /// values to compare), so it may list more rows than a walk recomputes;
    /// recomputing such a row gives back the same bits (same inputs, same
    /// arithmetic in the same order), so the values don't change.
    static func closure(of slots: [Int32], _ d: ValueDependents, _ plan: ValuePlan, dirty: inout [Bool]) -> [Int32] {
        var first = Int.max
        for slot in slots {
            let slot = Int(slot)
            guard slot < d.lazyIndexOfSlot.count else { continue }
            let lazy = Int(d.lazyIndexOfSlot[slot])
            if lazy >= 0 {
                dirty[lazy] = true
                first = min(first, lazy)
            } else if d.plainExternalOfSlot[slot] >= 0 {
                let x = Int(d.plainExternalOfSlot[slot])
                for k in Int(d.readerStart[x])..<Int(d.readerStart[x + 1]) {
                    let r = Int(d.readers[k])
                    dirty[r] = true
                    first = min(first, r)
                }
            }
        }
        var list: [Int32] = []
        var i = first
        while i < plan.targets.count {
            if dirty[i] {
                dirty[i] = false
                list.append(Int32(i))
                let target = Int(plan.targets[i])
                for k in Int(d.readerStart[target])..<Int(d.readerStart[target + 1]) {
                    dirty[Int(d.readers[k])] = true
                }
            }
            i += 1
        }
        return list
    }

    /// Recomputes the values `slots` feed from the kept ``ValueDependents/closure``:
    /// the plain externals those slots hold, then each lazy row of the
    /// closure in plan order (a lazy row reads only rows before it), with
    /// the same sums as ``ValuePlan/run``.
    ///
    /// Why: a resize moves the same rows every time, and the marking walk
    /// spent more on finding what to recompute (flags, readers, a scan of
    /// the plan) than on recomputing it (grid-10 resize, docs/SOLVER.md).
    func replayClosure(_ d: ValueDependents, _ plan: ValuePlan, _ slots: [Int32], into out: inout [Double]) {
        tableau.rowConstants.withUnsafeBufferPointer { constants in
            @inline(__always) func constant(_ slot: Int) -> Double { constants[slot] }
            out.withUnsafeMutableBufferPointer { v in
                for slot in slots {
                    let slot = Int(slot)
                    guard slot < d.plainExternalOfSlot.count, d.lazyIndexOfSlot[slot] < 0 else { continue }
                    let x = Int(d.plainExternalOfSlot[slot])
                    if x >= 0 { v[x] = constant(slot) }
                }
                d.closure.withUnsafeBufferPointer { list in
                    plan.slots.withUnsafeBufferPointer { ss in
                        plan.start.withUnsafeBufferPointer { st in
                            plan.termCodes.withUnsafeBufferPointer { codes in
                                plan.generalTerms.withUnsafeBufferPointer { general in
                                    plan.targets.withUnsafeBufferPointer { ts in
                                        for n in 0..<list.count {
                                            let i = Int(list[n])
                                            var sum = constant(Int(ss[i]))
                                            for k in Int(st[i])..<Int(st[i + 1]) {
                                                sum += PlanTerm.product(codes[k], v, general)
                                            }
                                            v[Int(ts[i])] = sum
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
