import TrellisLayout

/// Keeps numbers and names from landing on each other: each badge or tag
/// tries its candidate positions in order and takes the first that doesn't
/// overlap one already placed (or the first candidate if all do).
struct LabelPlacer {
    private(set) var occupied: [CGRect] = []

    /// Where plates may go (the window and a little of the page around
    /// it); candidates outside are tried only if nothing inside is free.
    var bounds: CGRect?

    init(bounds: CGRect? = nil) { self.bounds = bounds }

    mutating func place(size: CGSize, candidates: [CGPoint], padding: Double = 1) -> CGRect {
        let rects = candidates.map { CGRect(origin: $0, size: size) }
        let taken = occupied
        let isFree = { (r: CGRect) in !taken.contains { $0.intersects(r, padding: padding) } }
        let free = rects.first { r in isFree(r) && (bounds.map { $0.contains(r) } ?? true) } ?? rects.first(where: isFree)
        // Nothing free: step away from the first choice, down then up, a
        // plate's height at a time, before giving in to an overlap.
        let stepped = free == nil ? (1...2).lazy.flatMap { k in
            [1.0, -1.0].map { rects[0].offsetBy(dx: 0, dy: $0 * Double(k) * (size.height + 1)) }
        }.first(where: isFree) : nil
        let chosen = free ?? stepped ?? rects[0]
        occupied.append(chosen)
        return chosen
    }

    /// Marks a rectangle as taken without placing anything (e.g. text).
    mutating func reserve(_ r: CGRect) { occupied.append(r) }
}

extension CGRect {
    func contains(_ o: CGRect) -> Bool { o.minX >= minX && o.maxX <= maxX && o.minY >= minY && o.maxY <= maxY }

    func intersects(_ o: CGRect, padding: Double = 0) -> Bool {
        minX < o.maxX + padding && o.minX < maxX + padding && minY < o.maxY + padding && o.minY < maxY + padding
    }
}
