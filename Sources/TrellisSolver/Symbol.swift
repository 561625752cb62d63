/// The kinds of column in the tableau, as in the Cassowary paper.
///
/// - external: a user's ``Variable``; unrestricted in sign.
/// - slack: turns an inequality into an equality; restricted to `>= 0`.
/// - error: how far an optional constraint misses; restricted to `>= 0` and
///   counted in the objective at the constraint's priority.
/// - dummy: marks a required equality so it can be found again for removal
///   and for constant changes; always zero, never enters the basis.
enum SymbolKind: UInt8 {
    case external
    case slack
    case error
    case dummy
    case free  // an id waiting in the free list for reuse
}

/// A column of the tableau, named by a dense index so that rows, columns and
/// values are plain arrays.
typealias Symbol = Int32

extension Symbol {
    static let none: Symbol = -1
}
