/// Auto Layout's priority: a number in `0 < p <= 1000`, where 1000 is required.
///
/// Unlike kiwi's strengths, priorities are strict tiers: a miss at priority `p`
/// outweighs any amount of miss at every lower priority (Apple's *Anatomy of a
/// Constraint*: optional constraints are satisfied in priority order, highest
/// first). Equal priorities trade off by summed error.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public var rawValue: Double

    public init(rawValue: Double) { self.rawValue = rawValue }
    public init(_ value: Double) { self.rawValue = value }
    public init(floatLiteral value: Double) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Double(value) }

    /// 1000: must hold. `UILayoutPriority.required`.
    public static let required: Priority = 1000
    /// 750: `UILayoutPriority.defaultHigh` (compression resistance).
    public static let defaultHigh: Priority = 750
    /// 250: `UILayoutPriority.defaultLow` (content hugging).
    public static let defaultLow: Priority = 250
    /// 50: `UILayoutPriority.fittingSizeLevel`.
    public static let fittingSizeLevel: Priority = 50

    /// 0: a *hint*, below every Auto Layout priority (which are all above
    /// 0), in a tier of its own, added with ``Solver/addHint(_:)`` only
    /// (``isValid`` is false: ``Solver/add(_:)`` refuses it). It decides
    /// only what every real priority leaves open, and
    /// ``Solver/isAmbiguous(_:)`` doesn't count it: a variable only a hint
    /// fixes is still ambiguous. Interface Builder's
    /// canvas keeps an ambiguously constrained view where the document
    /// stored it; the layout engine models that with hints.
    public static let hint: Priority = 0

    public var isRequired: Bool { rawValue == 1000 }
    public var isHint: Bool { rawValue == 0 }
    /// Whether the value lies in Auto Layout's range `0 < p <= 1000`.
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    public static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }

    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
