/// A reference to a layout item that doesn't keep it alive and reads `nil`
/// once the item is gone: what Swift's `weak` does, without its cost.
///
/// Why not `weak`: the first weak reference to an object gives it a side
/// table, and from then on every retain and release of that object takes
/// the runtime's slow path through it (`swift_weakLoadStrong`,
/// `doDecrementSlow`). Every view was weakly referenced (its subviews'
/// `superview`, its constraints' items, the engine's entries), so about a
/// third of a large layout's time was reference counting
/// (docs/PERFORMANCE.md, "Weak references").
///
/// Each item makes one ``ItemReference`` and clears it when it is
/// deinitialized; holders keep the reference strongly (an ordinary object
/// with inline counts) and read the item through it.
final class ItemReference {
    /// The item while it lives; nil from its deinitialization on. Unsafe
    /// only in name: ``LayoutItem`` clears it before its memory is freed.
    unowned(unsafe) var item: LayoutItem?

    init() {}
}

/// `weak var x: T?` for layout items, through the item's ``ItemReference``:
/// the same observable behaviour (nil once the item is freed, never keeps
/// it alive).
@propertyWrapper
struct Unretained<T: LayoutItem> {
    private var reference: ItemReference?

    init(wrappedValue: T?) {
        reference = wrappedValue?.reference
    }

    var wrappedValue: T? {
        get {
            guard let item = reference?.item else { return nil }
            return unsafeDowncast(item, to: T.self)
        }
        set { reference = newValue?.reference }
    }

    var projectedValue: Unretained<T> { self }

    /// Whether this names `item` (without retaining what it names).
    func refers(to item: LayoutItem) -> Bool {
        reference === item.reference
    }
}
