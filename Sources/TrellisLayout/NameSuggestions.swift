/// "Did you mean" for misspelt names: view ids, metrics, keys, attributes,
/// devices. One rule for the whole project, so suggestions feel alike.
public enum NameSuggestions {
    /// The candidate closest to `name` by edit distance (case differences
    /// count half), if it is plausibly a typo: at most two edits (three for
    /// names of ten characters or more) and fewer edits than the name has
    /// characters, so `a` doesn't suggest `b`. Ties go to the alphabetically
    /// first, so messages don't depend on dictionary order.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        var best: (key: String, distance: Double)?
        let limit = name.count >= 10 ? 3.0 : 2.0
        for key in candidates where key != name {
            let distance = Double(editDistance(name.lowercased(), key.lowercased()))
                + (name.lowercased() == key.lowercased() ? 0.5 : 0)
            guard distance <= limit, distance < Double(max(name.count, key.count)) else { continue }
            if let b = best, (b.distance, b.key) <= (distance, key) { continue }
            best = (key, distance)
        }
        return best?.key
    }

    /// Levenshtein distance over characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
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
}
