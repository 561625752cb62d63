import TrellisLayout

/// Keeps names, numbers and notes legible: each plate tries its candidate
/// positions in order and takes the first that overlaps no text already
/// there (other plates, labels' text) and crosses no view's edge; failing
/// that, the first that only overlaps no text; failing that, a step or two
/// away; only then does it give in to an overlap.
///
/// Why view edges count: a plate straddling a view's outline hides where
/// the view ends, which is what the picture is for.
struct LabelPlacer {
    private(set) var occupied: [CGRect] = []

    /// Where plates may go (the window and a little of the page around
    /// it); candidates outside are tried only if nothing inside is free.
    var bounds: CGRect?

    /// View frames whose edges plates should not straddle.
    var edges: [CGRect] = []

    /// Whether the last ``place(size:candidates:padding:)`` found a spot
    /// free of text and view edges among its candidates.
    private(set) var hadCleanSpot = true

    init(bounds: CGRect? = nil, edges: [CGRect] = []) {
        self.bounds = bounds
        self.edges = edges
    }

    /// `owner`: the view a name belongs to. A step away from the first
    /// choice may only land where the plate still touches it (within
    /// ``ownerReach``): a name two steps up a table row sits in the row
    /// above (or the header) and reads as that view's.
    mutating func place(size: CGSize, candidates: [CGPoint], padding: Double = 1, owner: CGRect? = nil) -> CGRect {
        let rects = candidates.map { CGRect(origin: $0, size: size) }
        let taken = occupied
        let isFree = { (r: CGRect) in !taken.contains { $0.intersects(r, padding: padding) } }
        let limits = bounds, frames = edges
        let inBounds = { (r: CGRect) in limits.map { $0.contains(r) } ?? true }
        let clean = { (r: CGRect) in !frames.contains { Self.crossesEdge($0, r) } }
        // Nothing free: step away from the first choice, down then up, a
        // plate's height at a time, before giving in to an overlap.
        let steps: [CGRect] = (1...2).flatMap { k -> [CGRect] in
            [1.0, -1.0].map { rects[0].offsetBy(dx: 0, dy: $0 * Double(k) * (size.height + 1)) }
        }.filter { r in owner.map { r.distance(to: $0) <= Self.ownerReach } ?? true }
        let best = rects.first(where: { isFree($0) && inBounds($0) && clean($0) })
        hadCleanSpot = best != nil
        // Never outside the bounds: a plate past them is cut by the page's
        // edge (or lands on the next filmstrip page), and a cut name is
        // worse than one over an edge. Candidates that stick out are slid
        // back inside before an overlap is accepted.
        let clamped = rects.map(clampedIntoBounds)
        let chosen = best
            ?? steps.first(where: { isFree($0) && inBounds($0) && clean($0) })
            ?? rects.first(where: { isFree($0) && inBounds($0) })
            ?? clamped.first(where: isFree)
            ?? steps.first(where: { isFree($0) && inBounds($0) })
            ?? Self.leastCovering(clamped + steps.map(clampedIntoBounds), taken, padding: padding)
        occupied.append(chosen)
        return chosen
    }

    /// No spot is free: the one that covers the least of what is there
    /// (the first such), rather than the first choice whatever it covers
    /// (a long `= middleLabel.width` note sat on a whole word).
    static func leastCovering(_ rects: [CGRect], _ taken: [CGRect], padding: Double) -> CGRect {
        func covered(_ r: CGRect) -> Double {
            taken.reduce(0) { sum, o in
                let i = o.insetBy(dx: -padding, dy: -padding).intersection(r)
                return sum + (i.isNull ? 0 : Double(i.width * i.height))
            }
        }
        var best = rects[0], least = covered(rects[0])
        for r in rects.dropFirst() {
            let c = covered(r)
            if c < least { best = r; least = c }
        }
        return best
    }

    /// How far a name's plate may sit from its own view (points).
    static let ownerReach = 2.5

    /// `r` moved the least distance that puts it inside ``bounds`` (kept
    /// at the bounds' top-left when it is larger than they are).
    func clampedIntoBounds(_ r: CGRect) -> CGRect {
        guard let b = bounds else { return r }
        let x = max(b.minX, min(r.minX, b.maxX - r.width)), y = max(b.minY, min(r.minY, b.maxY - r.height))
        return CGRect(x: x, y: y, width: r.width, height: r.height)
    }

    /// Marks a rectangle as taken without placing anything (e.g. text).
    mutating func reserve(_ r: CGRect) { occupied.append(r) }

    /// Whether one of `frame`'s four edges runs through the inside of
    /// `plate` (touching its border is fine: tags sit against edges).
    static func crossesEdge(_ frame: CGRect, _ plate: CGRect) -> Bool {
        let e = 0.5
        let inY = frame.maxY > plate.minY + e && frame.minY < plate.maxY - e
        let inX = frame.maxX > plate.minX + e && frame.minX < plate.maxX - e
        let vertical = [frame.minX, frame.maxX].contains { $0 > plate.minX + e && $0 < plate.maxX - e } && inY
        let horizontal = [frame.minY, frame.maxY].contains { $0 > plate.minY + e && $0 < plate.maxY - e } && inX
        return vertical || horizontal
    }
}

extension CGRect {
    func contains(_ o: CGRect) -> Bool { o.minX >= minX && o.maxX <= maxX && o.minY >= minY && o.maxY <= maxY }

    /// The gap between two rectangles (0 when they touch or overlap).
    func distance(to o: CGRect) -> Double {
        let dx = max(0, max(o.minX - maxX, minX - o.maxX)), dy = max(0, max(o.minY - maxY, minY - o.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }

    func intersects(_ o: CGRect, padding: Double = 0) -> Bool {
        minX < o.maxX + padding && o.minX < maxX + padding && minY < o.maxY + padding && o.minY < maxY + padding
    }
}
