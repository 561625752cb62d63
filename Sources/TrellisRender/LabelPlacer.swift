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
    /// `occupied`, bucketed (RectGrid.swift): each test reads the few
    /// rectangles near a spot, not all of them.
    private var occupiedGrid = RectGrid()

    /// Where plates may go (the window and a little of the page around
    /// it); candidates outside are tried only if nothing inside is free.
    var bounds: CGRect?

    /// View frames whose edges plates should not straddle.
    var edges: [CGRect] = [] {
        didSet { edgeGrid = Self.grid(ofEdges: edges) }
    }
    /// Each frame's four edges, bucketed under the frame's number.
    private var edgeGrid = RectGrid()

    /// Whether the last ``place(size:candidates:padding:)`` found a spot
    /// free of text and view edges among its candidates.
    private(set) var hadCleanSpot = true

    /// How many placed plates and view frames ``place(size:candidates:padding:owner:)``
    /// has compared a spot with, over all calls: the work the grids bound.
    /// A placer that read every plate for every spot (4,000 labels took
    /// 17.4 s) makes this grow with the square of the plates; tests count
    /// it rather than time it (LabelPlacerWorkTests).
    private(set) var comparisons = 0

    init(bounds: CGRect? = nil, edges: [CGRect] = []) {
        self.bounds = bounds
        self.edges = edges
        edgeGrid = Self.grid(ofEdges: edges)
    }

    /// A frame's edge runs through a plate only where the edge's segment
    /// meets the plate, so the frames near a plate are those with an edge
    /// in a cell it covers.
    private static func grid(ofEdges frames: [CGRect]) -> RectGrid {
        var grid = RectGrid()
        for (i, f) in frames.enumerated() {
            let w = f.maxX - f.minX, h = f.maxY - f.minY
            grid.insert(CGRect(x: f.minX, y: f.minY, width: 0, height: h), index: i)
            grid.insert(CGRect(x: f.maxX, y: f.minY, width: 0, height: h), index: i)
            grid.insert(CGRect(x: f.minX, y: f.minY, width: w, height: 0), index: i)
            grid.insert(CGRect(x: f.minX, y: f.maxY, width: w, height: 0), index: i)
        }
        return grid
    }

    /// `owner`: the view a name belongs to. A step away from the first
    /// choice may only land where the plate still touches it (within
    /// ``ownerReach``): a name two steps up a table row sits in the row
    /// above (or the header) and reads as that view's.
    mutating func place(size: CGSize, candidates: [CGPoint], padding: Double = 1, owner: CGRect? = nil) -> CGRect {
        let rects = candidates.map { CGRect(origin: $0, size: size) }
        let taken = occupied, takenGrid = occupiedGrid
        var compared = 0
        defer { comparisons += compared }
        let isFree = { (r: CGRect) in
            !takenGrid.contains(near: r, padding: padding) { compared += 1; return taken[$0].intersects(r, padding: padding) }
        }
        let limits = bounds, frames = edges, frameGrid = edgeGrid
        let inBounds = { (r: CGRect) in limits.map { $0.contains(r) } ?? true }
        let clean = { (r: CGRect) in
            !frameGrid.contains(near: r, padding: 0) { compared += 1; return Self.crossesEdge(frames[$0], r) }
        }
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
            ?? Self.leastCovering(clamped + steps.map(clampedIntoBounds), taken, padding: padding, grid: takenGrid,
                                  compared: &compared)
        reserve(chosen)
        return chosen
    }

    /// No spot is free: the one that covers the least of what is there
    /// (the first such), rather than the first choice whatever it covers
    /// (a long `= middleLabel.width` note sat on a whole word).
    /// `grid`, when given, holds `taken` (the rectangles far from a spot
    /// cover none of it; the rest are summed in the same order).
    /// The rectangles it reads are added to `compared`.
    static func leastCovering(_ rects: [CGRect], _ taken: [CGRect], padding: Double, grid: RectGrid?,
                              compared: inout Int) -> CGRect {
        func covered(_ r: CGRect) -> Double {
            let near = grid?.candidates(near: r, padding: padding) ?? Array(taken.indices)
            compared += near.count
            return near.reduce(0) { sum, k in
                let i = taken[k].insetBy(dx: -padding, dy: -padding).intersection(r)
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
    mutating func reserve(_ r: CGRect) {
        occupiedGrid.insert(r, index: occupied.count)
        occupied.append(r)
    }

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
