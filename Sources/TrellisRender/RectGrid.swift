import TrellisLayout

/// Rectangles bucketed by a uniform grid of square cells, so the ones that
/// may meet a given rectangle are found without reading them all.
///
/// Why: the label placer asked every plate already placed, and every view
/// frame, about each candidate spot of each new plate; a picture of 2,000
/// labels took 4.5 s, one of 10,000 (an Interface Builder scene within the
/// view limit) over a minute. The grid answers with the same rectangles a
/// full scan would find (a superset the caller filters with its own test),
/// in the order they were added, so the pictures don't change.
struct RectGrid {
    /// The cell's side in points: a few plates' size.
    static let cell = 64.0
    /// A rectangle spanning more cells than this (or not finite) is kept
    /// aside and offered to every query instead.
    static let maxCells = 1024

    private var buckets: [Int64: [Int]] = [:]
    private var everywhere: [Int] = []
    private(set) var count = 0

    /// Adds the rectangle numbered `index` (numbers must grow).
    mutating func insert(_ r: CGRect, index: Int) {
        count += 1
        guard let (x0, x1, y0, y1) = Self.cells(r, padding: 0),
              (x1 - x0 + 1) * (y1 - y0 + 1) <= Self.maxCells else {
            everywhere.append(index)
            return
        }
        for x in x0...x1 {
            for y in y0...y1 { buckets[Self.key(x, y), default: []].append(index) }
        }
    }

    /// The numbers of the rectangles that may come within `padding` of `r`
    /// (every one that does, and perhaps others), ascending, each once.
    func candidates(near r: CGRect, padding: Double) -> [Int] {
        guard let (x0, x1, y0, y1) = Self.cells(r, padding: padding),
              (x1 - x0 + 1) * (y1 - y0 + 1) <= Self.maxCells else {
            return Array(0..<count)
        }
        var found = everywhere
        for x in x0...x1 {
            for y in y0...y1 { if let b = buckets[Self.key(x, y)] { found += b } }
        }
        found.sort()
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for i in found where unique.last != i { unique.append(i) }
        return unique
    }

    /// Whether `test` holds for one of the rectangles that may come within
    /// `padding` of `r`: ``candidates(near:padding:)`` without sorting
    /// them, for questions whose answer doesn't depend on the order.
    func contains(near r: CGRect, padding: Double, where test: (Int) -> Bool) -> Bool {
        guard let (x0, x1, y0, y1) = Self.cells(r, padding: padding),
              (x1 - x0 + 1) * (y1 - y0 + 1) <= Self.maxCells else {
            return (0..<count).contains(where: test)
        }
        if everywhere.contains(where: test) { return true }
        for x in x0...x1 {
            for y in y0...y1 {
                if let b = buckets[Self.key(x, y)], b.contains(where: test) { return true }
            }
        }
        return false
    }

    /// The cells `r` grown by `padding` covers (its edges included), or nil
    /// when it isn't finite or lies far outside any picture.
    private static func cells(_ r: CGRect, padding: Double) -> (Int, Int, Int, Int)? {
        let minX = (Double(r.minX) - padding) / cell, maxX = (Double(r.maxX) + padding) / cell
        let minY = (Double(r.minY) - padding) / cell, maxY = (Double(r.maxY) + padding) / cell
        let limit = 1e6
        guard [minX, maxX, minY, maxY].allSatisfy({ $0.isFinite && abs($0) < limit }) else { return nil }
        // A negative padding may turn the range around; its span still holds
        // every cell a rectangle meeting it covers.
        return (Int(min(minX, maxX).rounded(.down)), Int(max(minX, maxX).rounded(.down)),
                Int(min(minY, maxY).rounded(.down)), Int(max(minY, maxY).rounded(.down)))
    }

    private static func key(_ x: Int, _ y: Int) -> Int64 {
        (Int64(x) << 32) ^ Int64(UInt32(truncatingIfNeeded: y))
    }
}
