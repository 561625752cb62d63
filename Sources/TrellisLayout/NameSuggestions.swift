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
        let lowered = Array(name.lowercased())
        for key in candidates where key != name {
            let keyLowered = Array(key.lowercased())
            guard let edits = editDistance(lowered, keyLowered, atMost: Int(limit)) else { continue }
            let distance = Double(edits) + (lowered == keyLowered ? 0.5 : 0)
            guard distance <= limit, distance < Double(max(name.count, key.count)) else { continue }
            if let b = best, (b.distance, b.key) <= (distance, key) { continue }
            best = (key, distance)
        }
        return best?.key
    }

    /// Levenshtein distance over characters if it is at most `limit`, else
    /// nil. Only the band of cells within `limit` of the diagonal is
    /// computed (a cell outside it is more than `limit` edits away), so a
    /// long name costs its length times the band, not the square of its
    /// length: an Interface Builder constraint naming a missing 200,000-
    /// character id beside a view with another such id took minutes.
    public static func editDistance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int? {
        var cells = 0
        return editDistance(a, b, atMost: limit, cells: &cells)
    }

    /// ``editDistance(_:_:atMost:)``, adding the cells it computes to
    /// `cells`: at most `2 * limit + 1` a character of `a`. Tests count
    /// them rather than time the call (NameSuggestionsTests).
    public static func editDistance(_ a: [Character], _ b: [Character], atMost limit: Int, cells: inout Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let outside = limit + 1
        var previous = [Int](repeating: outside, count: b.count + 1)
        var current = previous
        for j in 0...min(b.count, limit) { previous[j] = j }
        for i in 1...a.count {
            let from = max(1, i - limit), to = min(b.count, i + limit)
            current[from - 1] = from == 1 && i <= limit ? i : outside
            var best = current[from - 1]
            cells += to - from + 1
            for j in from...to {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(min(previous[j] + 1, current[j - 1] + 1), min(substitution, outside))
                best = min(best, current[j])
            }
            if to < b.count { current[to + 1] = outside }
            if best > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
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
