import TrellisSolver

/// Looking names up: "did you mean" suggestions for misspelt view and
/// metric names, and reading a metric's value as a number.
enum VisualFormatNames {
    /// The key closest to `name` by edit distance (case differences count
    /// half), if it is close enough to be a plausible typo: at most two
    /// edits, and fewer edits than the name has characters (so `a` doesn't
    /// suggest `b`). Ties go to the alphabetically first key, so messages are
    /// stable whatever the dictionary's order.
    static func suggestion(for name: String, among keys: some Sequence<String>) -> String? {
        var best: (key: String, distance: Double)?
        for key in keys where key != name {
            let distance = Double(editDistance(name.lowercased(), key.lowercased()))
                + (name.lowercased() == key.lowercased() ? 0.5 : 0)
            guard distance <= 2, distance < Double(max(name.count, key.count)) else { continue }
            if let b = best, (b.distance, b.key) <= (distance, key) { continue }
            best = (key, distance)
        }
        return best?.key
    }

    /// `" Did you mean 'x'?"`, or nothing.
    static func didYouMean(_ name: String, among keys: some Sequence<String>) -> String {
        suggestion(for: name, among: keys).map { " Did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
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
        case let priority as Priority:
            return priority.rawValue
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
