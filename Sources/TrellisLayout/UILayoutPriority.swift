import TrellisSolver

/// `UILayoutPriority`: how much a constraint matters, `0 < p <= 1000`.
///
/// UIKit's type: a `Float` raw value, the named levels, and `+`/`-` with a
/// `Float` (`.defaultHigh + 1`). The engine hands it to the solver as the
/// solver's own ``Priority`` (strict tiers, Apple's rule).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: must hold.
    public static let required: UILayoutPriority = 1000
    /// 750: the default compression resistance.
    public static let defaultHigh: UILayoutPriority = 750
    /// 250: the default content hugging.
    public static let defaultLow: UILayoutPriority = 250
    /// 50: what `systemLayoutSizeFitting(_:)` fits at.
    public static let fittingSizeLevel: UILayoutPriority = 50
    /// 510, 500, 490: the scene-resizing levels UIKit shares with AppKit.
    public static let dragThatCanResizeScene: UILayoutPriority = 510
    public static let sceneSizeStayPut: UILayoutPriority = 500
    public static let dragThatCannotResizeScene: UILayoutPriority = 490

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (p: UILayoutPriority, x: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue + x) }
    public static func - (p: UILayoutPriority, x: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue - x) }

    public var isRequired: Bool { rawValue == 1000 }
    /// Whether the value lies in Auto Layout's range `0 < p <= 1000`.
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    /// The solver's priority with the same value.
    var solverPriority: Priority { Priority(Double(rawValue)) }

    public var description: String {
        rawValue == rawValue.rounded() && abs(rawValue) < 1e9 ? String(Int(rawValue)) : String(rawValue)
    }
}
