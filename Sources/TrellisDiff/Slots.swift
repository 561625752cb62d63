/// One result slot per parallel task.
///
/// Why unchecked: `DispatchQueue.concurrentPerform` runs iteration `i` on some
/// thread and returns only when all are done; iteration `i` writes slot `i`
/// and nothing else, so no two threads touch the same memory and the caller
/// reads the slots only after the join.
struct Slots<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>
    let count: Int

    init(_ count: Int) {
        base = .allocate(capacity: count)
        self.count = count
    }

    /// Slot `i`, uninitialised until `set`.
    func set(_ i: Int, _ value: T) { (base + i).initialize(to: value) }

    /// The values (every slot must have been set); frees the slots.
    func take() -> [T] {
        let values = Array(UnsafeBufferPointer(start: base, count: count))
        base.deinitialize(count: count)
        base.deallocate()
        return values
    }
}

/// The pixel pointers a parallel scan shares; see `Slots` for why this is safe
/// (bands read everything, write only their own rows).
struct SharedScan: @unchecked Sendable {
    let scan: Scan
}
