import TrellisSolver

/// Why a constraint can't be made or activated. UIKit raises an exception in
/// these cases; Trellis never traps: the throwing APIs throw this, and the
/// UIKit-shaped ones (which can't throw, so Apple's listings compile
/// unchanged) record it in ``LayoutIssues`` and leave the constraint inactive.
public struct LayoutError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
