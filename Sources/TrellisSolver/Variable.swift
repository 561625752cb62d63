/// An unknown the solver finds a value for: one coordinate of a view's frame,
/// a guide's edge, anything a layout needs.
///
/// Variables are made by a ``Solver`` (``Solver/makeVariable(_:)``) and belong
/// to it: the solver gives each a dense index so that reading a value is an
/// array access, not a hash lookup. Using a variable with another solver is a
/// ``SolverError/unknownVariable(_:)``, never a silent mix-up, because every
/// variable carries its solver's identity.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The index of the variable's symbol inside its solver.
    let symbol: Int32
    /// Identifies the solver that made the variable.
    let owner: UInt32
    /// The name given at creation, used in descriptions and error messages.
    public let name: String

    public var description: String { name.isEmpty ? "v\(symbol)" : name }

    public static func == (a: Variable, b: Variable) -> Bool {
        a.symbol == b.symbol && a.owner == b.owner
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(symbol)
        hasher.combine(owner)
    }
}
