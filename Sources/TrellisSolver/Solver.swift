import Synchronization

/// Hands each solver a distinct identity, so a variable can't be used with a
/// solver that didn't make it.
private let solverCounter = Atomic<UInt32>(0)

/// An incremental constraint solver with Auto Layout's priority rule.
///
/// Every required constraint holds; optional ones are met in priority order,
/// highest first, each brought as close as possible before lower ones count
/// (Apple, *Auto Layout Guide*, "Anatomy of a Constraint"). Every call leaves
/// the solver at that optimum, and a call that throws leaves it exactly as it
/// was. Changes cost in proportion to the rows they touch: changing a
/// constant (``setConstant(_:to:)``, ``suggestValue(_:_:)``) moves only the
/// rows that hold the constraint's marker.
public final class Solver {
    struct Record {
        let constraint: Constraint
        var tag: Tag
        let order: Int
        /// An edit variable's constraint (its variable is the one term).
        var isEdit = false
    }

    var tableau = Tableau()
    /// Every symbol's value at the current optimum, computed on the first
    /// read after a change (lazy rows make a value a sum over other values,
    /// so values are computed for all at once, in one linear pass). Every
    /// call that may change the tableau clears `valuesValid` first. (Not a
    /// `didSet` on `tableau`: that copies the tableau on every mutation.)
    var values: [Double] = []
    var valuesValid = false
    var plan: ValuePlan? = nil
    /// Rows whose constants changed since `values` were last current, when
    /// only constants changed (Solver+Values.swift); nil: compute all.
    var changedSlots: [Int32]? = nil
    /// An empty array with the capacity of the last ``changedSlots``, so a
    /// resize's note of the rows it moved doesn't allocate.
    var changedSlotsScratch: [Int32] = []
    var dependents: ValueDependents? = nil
    var dirtyScratch: [Bool] = []
    let identity: UInt32
    /// Every constraint in the solver, in slots: a constraint knows its
    /// slot (``Constraint/home``), so an add, a removal or a constant
    /// change finds its record without hashing, and the table never rehashes
    /// as the layout grows. Removed constraints leave their slot to the next add.
    var records: [Record?] = []
    var freeRecords: [Int32] = []
    /// Slots of constraints that were already in another solver when added
    /// here (their own slot fields name that solver).
    var foreignRecords: [ObjectIdentifier: Int32] = [:]
    /// Which constraint's slot brought a marker or error symbol in, by
    /// symbol index; -1 for none.
    var owners: [Int32] = []
    var edits: [Variable: Constraint] = [:]
    var nextOrder = 0
    /// Every symbol's ambiguity at the current optimum, found on the first
    /// question after a change (see ``isAmbiguous(_:)``).
    var ambiguity: [Bool]? = nil
    /// Inside ``batch(_:)``: adds and removals leave optimising to the end.
    var batchDepth = 0
    /// A change made in a batch hasn't been optimised yet.
    var optimizePending = false
    /// Conflicts whose certificate names more candidates than this are
    /// trimmed first (Solver+Conflict.swift); tests lower it to reach that
    /// path with small systems.
    var conflictTrimLimit = Solver.trimLimit
    /// The adds one conflict's search may spend (Solver+Conflict.swift);
    /// tests lower it to stop a search early.
    var conflictBudget = Solver.conflictExplanationBudget
    /// The adds every conflict's search may still spend together, over
    /// this solver's life (Solver+ConflictTotalBudget.swift); tests lower
    /// it.
    var conflictTotalBudgetLeft = Solver.conflictExplanationTotalBudget
    /// Whether the set in the last ``SolverError/unsatisfiable(conflicting:)``
    /// was not searched at all because this solver's conflicts had spent
    /// ``conflictExplanationTotalBudget`` (then
    /// ``lastConflictIsMinimal`` is false too).
    public internal(set) var lastConflictWasUnsearched = false
    /// Whether the set in the last ``SolverError/unsatisfiable(conflicting:)``
    /// this solver threw is known to be minimal: false when its search was
    /// stopped by ``conflictExplanationBudget`` (docs/SOLVER.md,
    /// "Conflicts"). The set conflicts either way.
    public internal(set) var lastConflictIsMinimal = true

    public init() {
        var id: UInt32 = 0
        // 0 is no solver's (a constraint's ``Constraint/home`` when free).
        while id == 0 { id = solverCounter.wrappingAdd(1, ordering: .relaxed).newValue }
        identity = id
    }

    deinit {
        // Free the constraints' slot fields for the next solver they join,
        // and let go of each constraint there and then: its object is in
        // cache for both. Left to the array's teardown, the release came
        // in a second pass over every constraint, by then cold again (at
        // 6,400 views the constraints outgrow the 1 MB second-level cache;
        // docs/PERFORMANCE.md, `wave2-solveralloc`).
        //
        // In the order they were made, oldest first, and with each
        // constraint the row in the slot of the same number (a build makes
        // one row an add, so slot `i` is about as old as record `i`): the
        // constraint's object, its terms and its row were allocated next to
        // each other, so each block freed meets neighbours freed just before,
        // still in cache, when malloc merges it with them. Newest first, and
        // the rows left to a second pass, each merge read neighbours freed
        // long before (docs/PERFORMANCE.md, `wave2-solvermem7`: the
        // teardown of a 6,400-view screen took 40 % less CPU this way).
        // Only the order of the frees changes; the rows are going anyway.
        let identity = self.identity
        tableau.rows.withUnsafeMutableBufferPointer { rows in
            records.withUnsafeMutableBufferPointer { records in
                guard let base = records.baseAddress else { return }
                for i in 0..<records.count {
                    let slot = (base + i).move()
                    (base + i).initialize(to: nil)
                    if let c = slot?.constraint, c.home.identity == identity {
                        c.home = SolverHome()
                    }
                    if i < rows.count { rows[i].terms = nil }
                }
            }
        }
    }

    /// Makes a constraint's newest fresh variable its row's subject instead
    /// of the oldest: for callers that make variables as items first appear
    /// (a layout engine), where the newest is the item being placed. Same
    /// solutions either way; only the rows' shapes (and so the cost) differ.
    public var prefersNewestFreshSubject: Bool {
        get { tableau.prefersNewestFreshSubject }
        set { tableau.prefersNewestFreshSubject = newValue }
    }

    // MARK: Variables

    /// Makes a new variable; its value is 0 until a constraint says otherwise.
    public func makeVariable(_ name: String = "") -> Variable {
        forgetAmbiguity()
        return Variable(symbol: tableau.makeSymbol(.external), owner: identity, name: name)
    }

    // MARK: Batches

    /// Runs `body`, whose ``add(_:)`` and ``remove(_:)`` calls re-solve once,
    /// at the end, instead of after each call: a layout pass adds a
    /// hierarchy's constraints together, and optimising after every one of
    /// them re-solves the same chain again and again (a 1,000-row stack
    /// view pivoted through every earlier row at each add).
    ///
    /// Nothing else changes: an add that conflicts with the required
    /// constraints still throws at once and leaves the solver as it was
    /// (feasibility doesn't depend on the objective), and any call that
    /// needs the optimum inside the batch (reading a value, changing a
    /// constant or a priority, asking about ambiguity) optimises first.
    public func batch<R>(_ body: () throws -> R) rethrows -> R {
        batchDepth += 1
        defer {
            batchDepth -= 1
            if batchDepth == 0 { settle() }
        }
        return try body()
    }

    /// Optimises what a batch deferred.
    func settle() {
        guard optimizePending else { return }
        optimizePending = false
        try? reoptimize()
    }

    /// The variable's value at the current optimum.
    public func value(of variable: Variable) -> Double {
        guard owns(variable) else { return .nan }
        settle()
        refreshValues()
        // Optional chaining: unwrapping `plan` would copy the struct of arrays.
        let dense = Int(plan?.denseIndex[Int(variable.symbol)] ?? -1)
        return dense >= 0 ? values[dense] : .nan
    }

    func refreshValues() {
        if valuesValid && values.count == tableau.externals.count { return }
        assert(tableau.constantsMatchRows, "a row's constant and rowConstants differ")
        if canRefreshChangedValuesOnly {
            refreshChangedValues()
            valuesValid = true
            return
        }
        changedSlots = nil
        if plan?.shape != tableau.valueShape || tableau.version == 0 {
            plan = ValuePlan(tableau)
        } else if plan?.version != tableau.version {
            // Pivots between restricted symbols since: the plan still holds
            // (``Tableau/touchShapeKeepingValuePlan()``); debug builds check it.
            assert(plan.unsafelyUnwrapped.isSame(as: ValuePlan(tableau)),
                   "a kept value plan went stale: \(plan.unsafelyUnwrapped.difference(from: ValuePlan(tableau)) ?? "")")
            plan?.version = tableau.version
        }
        // The values move out and back so that writing them doesn't overlap
        // the reads of `tableau` and `plan` (which made Swift copy both).
        var out: [Double] = []
        swap(&out, &values)
        plan.unsafelyUnwrapped.run(tableau, into: &out)
        swap(&out, &values)
        valuesValid = true
    }

    /// Reads many values at once into `values` (resized to match), the
    /// counterpart of kiwi's `updateVariables`: one access to the tableau
    /// for the whole batch, where ``value(of:)`` pays for each read.
    public func readValues(of variables: [Variable], into values: inout [Double]) {
        if values.count != variables.count {
            values = [Double](repeating: 0, count: variables.count)
        }
        settle()
        refreshValues()
        let identity = self.identity
        let all = self.values
        let externals = tableau.externals
        let denseIndex = plan?.denseIndex ?? []
        // Values are dense in external creation order (``ValuePlan``), so
        // variables that come in that order (a layout's do) are read in two
        // streams, values and externals, not gathered from every symbol's.
        // Field by field: copying a whole `Variable` would retain its name.
        values.withUnsafeMutableBufferPointer { out in
            variables.withUnsafeBufferPointer { vs in
                all.withUnsafeBufferPointer { a in
                    externals.withUnsafeBufferPointer { xs in
                        let n = min(xs.count, a.count)
                        var i = 0
                        // The variables that are the externals in order, from
                        // the first: each variable's symbol and owner are one
                        // 8-byte word, compared with the word the external
                        // would have, as cheap per variable as the gather was.
                        #if _endian(little)
                        if MemoryLayout<Variable>.offset(of: \Variable.symbol) == 0,
                           MemoryLayout<Variable>.offset(of: \Variable.owner) == 4,
                           let base = UnsafeRawPointer(vs.baseAddress) {
                            let stride = MemoryLayout<Variable>.stride
                            let owner = UInt64(identity) << 32
                            let m = min(vs.count, n)
                            while i < m {
                                let word = base.load(fromByteOffset: i &* stride, as: UInt64.self)
                                guard word == owner | UInt64(UInt32(bitPattern: xs[i])) else { break }
                                out[i] = a[i]
                                i &+= 1
                            }
                        }
                        #endif
                        // The rest: a cursor follows creation order, a variable
                        // out of it is looked up and the cursor goes on after it.
                        denseIndex.withUnsafeBufferPointer { di in
                            var next = i
                            while i < vs.count {
                                let symbol = vs[i].symbol
                                let owned = vs[i].owner == identity
                                var dense = -1
                                if owned && next < n && xs[next] == symbol {
                                    dense = next
                                } else if owned && Int(symbol) < di.count {
                                    dense = Int(di[Int(symbol)])
                                }
                                if dense >= 0 && dense < n {
                                    out[i] = a[dense]
                                    next = dense &+ 1
                                } else {
                                    out[i] = .nan
                                }
                                i &+= 1
                            }
                        }
                    }
                }
            }
        }
    }

    /// Whether another value of `variable` would keep every constraint at
    /// the same cost: more than one optimal layout, UIKit's
    /// `hasAmbiguousLayout` for the attribute the variable stands for.
    ///
    /// The first question after a change answers every variable at once
    /// (Tableau+Ambiguity.swift); the others read the answer.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard owns(variable) else { return false }
        settle()
        if ambiguity == nil { ambiguity = tableau.ambiguousSymbols() }
        return ambiguity![Int(variable.symbol)]
    }

    /// The tableau changed: the answers go.
    func forgetAmbiguity() {
        if ambiguity != nil { ambiguity = nil }
    }

    func owns(_ variable: Variable) -> Bool {
        variable.owner == identity && Int(variable.symbol) < tableau.kinds.count
            && tableau.kinds[Int(variable.symbol)] == .external
    }

    // MARK: Constraints

    /// The constraints added to the solver, in the order they were added.
    /// Edit variables' own constraints are not listed: they are the
    /// solver's, made by ``addEditVariable(_:priority:)``.
    public var constraints: [Constraint] {
        records.compactMap { $0 }
            .filter { !$0.isEdit }
            .sorted { $0.order < $1.order }
            .map(\.constraint)
    }

    public func contains(_ constraint: Constraint) -> Bool {
        recordIndex(of: constraint) != nil
    }

    /// The slot of a constraint in this solver, or nil.
    @inline(__always)
    func recordIndex(of constraint: Constraint) -> Int? {
        let home = constraint.home
        if home.identity == identity && home.index >= 0 { return Int(home.index) }
        if foreignRecords.isEmpty { return nil }
        return foreignRecords[ObjectIdentifier(constraint)].map(Int.init)
    }

    /// Files a new record and tells its constraint where (or, if the
    /// constraint is in another solver, files it under its identity).
    func insertRecord(_ record: Record) -> Int32 {
        let index: Int32
        if let free = freeRecords.popLast() {
            index = free
            records[Int(index)] = record
        } else {
            index = Int32(records.count)
            records.append(record)
        }
        let c = record.constraint
        if c.home.index < 0 {
            c.home = SolverHome(identity: identity, index: index)
        } else {
            foreignRecords[ObjectIdentifier(c)] = index
        }
        return index
    }

    /// Takes a record out of its slot and frees the constraint's slot fields.
    func removeRecord(at index: Int) -> Record {
        let record = records[index]!
        records[index] = nil
        freeRecords.append(Int32(index))
        let c = record.constraint
        let home = c.home
        if home.identity == identity && Int(home.index) == index {
            c.home = SolverHome()
        } else {
            foreignRecords[ObjectIdentifier(c)] = nil
        }
        return record
    }

    /// Adds a constraint and re-solves.
    /// - Throws: ``SolverError/unsatisfiable(conflicting:)`` with a minimal
    ///   conflicting set if a required constraint can't hold; the other
    ///   ``SolverError`` cases for bad input. The solver is unchanged then.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try add(constraint, asHint: false)
    }

    /// Adds a constraint at ``Priority/hint`` (0, which ``add(_:)``
    /// refuses as outside Auto Layout's range): a preference below every
    /// priority that decides only what they leave open, and that
    /// ``isAmbiguous(_:)`` doesn't count. Remove it with ``remove(_:)``.
    /// - Throws: ``SolverError/invalidPriority(_:)`` for any other priority.
    public func addHint(_ constraint: Constraint) throws(SolverError) {
        try add(constraint, asHint: true)
    }

    func add(_ constraint: Constraint, asHint: Bool) throws(SolverError) {
        valuesValid = false
        changedSlots = nil
        forgetAmbiguity()
        guard recordIndex(of: constraint) == nil else { throw .duplicateConstraint(constraint) }
        guard asHint ? constraint.priority.isHint : constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
        let row = try row(of: constraint)
        let tag: Tag
        do {
            tag = try tableau.add(consume row, relation: constraint.relation, priority: constraint.priority.rawValue)
        } catch {
            switch error {
            case .unsatisfiable(let certificate):
                let spec = try spec(of: constraint)
                throw .unsatisfiable(
                    conflicting: explainConflict(adding: constraint, spec, certificate: certificate))
            }
        }
        let index = insertRecord(Record(constraint: constraint, tag: tag, order: nextOrder))
        nextOrder += 1
        Self.own(&owners, symbolCount: tableau.kinds.count, tag, by: index)
        try reoptimizeUnlessBatching()
    }

    /// Removes a constraint and re-solves.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        valuesValid = false
        changedSlots = nil
        forgetAmbiguity()
        guard let index = recordIndex(of: constraint) else {
            throw .unknownConstraint(constraint)
        }
        let record = removeRecord(at: index)
        owners[Int(record.tag.marker)] = -1
        if record.tag.other != .none { owners[Int(record.tag.other)] = -1 }
        if record.isEdit { edits[constraint.expression.terms[0].variable] = nil }
        tableau.remove(record.tag, priority: constraint.priority.rawValue)
        try reoptimizeUnlessBatching()
    }

    /// Changes the constant of a constraint in the solver in place, read as
    /// `NSLayoutConstraint.constant` (``Constraint/constant``). This is the
    /// cheap change: no row is rebuilt, only the rows holding the
    /// constraint's marker move, and the dual simplex repairs the rest.
    public func setConstant(_ constraint: Constraint, to constant: Double) throws(SolverError) {
        // Values current now stay current but for the rows this change
        // moves (noted below); a pivot changes the version and voids that.
        if valuesValid && values.count == tableau.externals.count && changedSlots == nil {
            changedSlots = changedSlotsScratch
            changedSlotsScratch = []
        }
        valuesValid = false
        forgetAmbiguity()
        guard let index = recordIndex(of: constraint), let record = records[index] else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw .invalidNumber("constant \(constant)") }
        // The dual simplex starts from an optimum.
        settle()
        let newExpressionConstant = -constant
        let delta = newExpressionConstant - constraint.expression.constant
        if delta == 0 { return }
        do {
            try tableau.changeConstant(
                record.tag, by: delta, restoringOnFailure: constraint.priority.isRequired)
        } catch {
            guard case .infeasibleRow(let basic, let row) = error else {
                changedSlots = nil
                throw .internalError("the objective became unbounded after a constant change")
            }
            var spec = try spec(of: constraint)
            spec.constant = newExpressionConstant
            throw .unsatisfiable(
                conflicting: explainConflict(
                    adding: constraint, spec, certificate: tableau.withSettledSumsExpanded(Array(row.symbols) + [basic])))
        }
        noteConstantChange(record.tag, wasCurrent: changedSlots != nil)
        constraint.expression.constant = newExpressionConstant
    }

    /// Changes an optional constraint's priority. As in UIKit, a constraint
    /// in the solver can't change to or from required.
    public func setPriority(_ constraint: Constraint, to priority: Priority) throws(SolverError) {
        valuesValid = false
        changedSlots = nil
        forgetAmbiguity()
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard let index = recordIndex(of: constraint), let record = records[index] else {
            constraint.priority = priority
            return
        }
        let old = constraint.priority
        if old == priority { return }
        if old.isRequired || priority.isRequired {
            throw .requiredPriorityChange(constraint, to: priority)
        }
        settle()
        tableau.changePriority(record.tag, from: old.rawValue, to: priority.rawValue)
        constraint.priority = priority
        try reoptimize()
    }

    // MARK: Edit variables

    /// Makes `variable` editable: an `==` constraint at `priority` holding it
    /// at its current value until ``suggestValue(_:_:)`` moves it.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard owns(variable) else { throw .unknownVariable(variable) }
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        let constraint = Constraint(variable, .equal, value(of: variable), priority: priority)
        try add(constraint)
        records[recordIndex(of: constraint)!]!.isEdit = true
        edits[variable] = constraint
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let constraint = edits[variable] else { throw .unknownEditVariable(variable) }
        try remove(constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Asks for `value`: the edit constraint's constant changes in place.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let constraint = edits[variable] else { throw .unknownEditVariable(variable) }
        try setConstant(constraint, to: value)
    }

    // MARK: Helpers

    /// Files `tag`'s symbols under a record slot, growing the table to the
    /// symbol count: one access to `owners` for all of it.
    static func own(_ owners: inout [Int32], symbolCount: Int, _ tag: Tag, by index: Int32) {
        if owners.count < symbolCount {
            owners.append(contentsOf: repeatElement(-1, count: symbolCount - owners.count))
        }
        owners[Int(tag.marker)] = index
        if tag.other != .none { owners[Int(tag.other)] = index }
    }

    /// The constraint's row as ``Tableau/add(_:)`` would make it from
    /// ``spec(of:)`` (``Tableau/raw(_:constant:)`` of the spec's terms, the
    /// same inserts in the same order), checked the same way, term by term,
    /// with the same errors; but without the spec's array of terms, which
    /// an add allocated and freed again (docs/PERFORMANCE.md, `wave2-solveralloc`).
    func row(of constraint: Constraint) throws(SolverError) -> Row {
        let e = constraint.expression
        guard e.constant.isFinite else { throw .invalidNumber("constant of \(constraint)") }
        var row = Row(constant: e.constant)
        // Room for the terms and the two symbols an add inserts (see raw).
        row.reserveCapacity(e.terms.count + 2)
        let kinds = tableau.kinds
        let identity = self.identity
        for t in e.terms {
            let v = t.variable
            guard v.owner == identity, Int(v.symbol) < kinds.count, kinds[Int(v.symbol)] == .external else {
                throw .unknownVariable(v)
            }
            let c = t.coefficient
            guard c.isFinite else {
                throw .invalidNumber("coefficient of \(v) in \(constraint)")
            }
            Tableau.appendRaw(v.symbol, c, to: &row)
        }
        return row
    }

    func spec(of constraint: Constraint) throws(SolverError) -> ConstraintSpec {
        let e = constraint.expression
        guard e.constant.isFinite else { throw .invalidNumber("constant of \(constraint)") }
        var terms: [(Symbol, Double)] = []
        terms.reserveCapacity(e.terms.count)
        // One read of the symbol kinds for all terms (each read of a
        // stored property of the solver is an exclusivity check).
        let kinds = tableau.kinds
        let identity = self.identity
        for t in e.terms {
            let v = t.variable
            guard v.owner == identity, Int(v.symbol) < kinds.count, kinds[Int(v.symbol)] == .external else {
                throw .unknownVariable(v)
            }
            guard t.coefficient.isFinite else {
                throw .invalidNumber("coefficient of \(v) in \(constraint)")
            }
            terms.append((v.symbol, t.coefficient))
        }
        return ConstraintSpec(
            terms: terms, constant: e.constant, relation: constraint.relation,
            priority: constraint.priority.rawValue)
    }

    func reoptimizeUnlessBatching() throws(SolverError) {
        if batchDepth > 0 {
            optimizePending = true
            return
        }
        try reoptimize()
    }

    func reoptimize() throws(SolverError) {
        do {
            try tableau.optimize()
        } catch {
            throw .internalError("the objective became unbounded")
        }
    }
}
