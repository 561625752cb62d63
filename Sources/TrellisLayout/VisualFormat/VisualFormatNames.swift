import TrellisSolver

/// Looking names up: "did you mean" suggestions for misspelt view and
/// metric names, and reading a metric's value as a number.
enum VisualFormatNames {
    /// The key closest to `name` (``NameSuggestions``' rule).
    static func suggestion(for name: String, among keys: some Sequence<String>) -> String? {
        NameSuggestions.closest(to: name, among: keys)
    }

    /// `" Did you mean 'x'?"`, or nothing.
    static func didYouMean(_ name: String, among keys: some Sequence<String>) -> String {
        suggestion(for: name, among: keys).map { " Did you mean '\($0)'?" } ?? ""
    }

    /// A metric's value as a number. UIKit wants `NSNumber`; Swift callers
    /// pass `Double`, `Int`, `Float`, `CGFloat` or a priority, so any binary
    /// integer or floating-point value is accepted, and a `UILayoutPriority`
    /// gives its raw value. `Bool` is not a number here. Anything else that
    /// the runtime can bridge to `Double` (Foundation's `NSNumber`) is
    /// accepted last.
    static func number(from value: Any) -> Double? {
        switch value {
        case is Bool:
            return nil
        case let priority as UILayoutPriority:
            return Double(priority.rawValue)
        case let floating as any BinaryFloatingPoint:
            return double(floating)
        case let integer as any BinaryInteger:
            return double(integer)
        default:
            return value as? Double
        }
    }

    private static func double<T: BinaryFloatingPoint>(_ x: T) -> Double { Double(x) }
    private static func double<T: BinaryInteger>(_ x: T) -> Double { Double(x) }
}
