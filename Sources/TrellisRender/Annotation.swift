import TrellisLayout

/// A piece of text on a small plate, drawn after the lines so nothing
/// covers it. The plate is the text's halo: lines pass beneath it, never
/// through the letters.
///
/// A number moved away from its line (the spots beside it were taken)
/// gets a thin leader back to the line's middle, so it still reads as
/// that line's number.
struct Annotation {
    static let badgeSize = 8.0
    /// How far a number may sit from its line before it needs a leader.
    static let leaderDistance = 4.0

    var rect: CGRect
    var text: String
    var size: Double
    var color: UIColor
    var border: UIColor?
    var role: DrawingRecord.Placed.Role
    /// For numbers: the line they belong to (for the leader and the record).
    var line: (CGPoint, CGPoint)?
    var hadCleanSpot = true
    /// For names: the view's frame (recorded, so tests can check that a
    /// name sits on or against its own view).
    var owner: CGRect? = nil

    func draw(on canvas: Canvas) {
        if let (a, b) = line, let anchor = leaderAnchor(a, b) {
            canvas.line(anchor, rect.nearestPoint(to: anchor), color.withAlpha(0.7), width: 0.75, dash: [1.5, 1])
        }
        canvas.fillRounded(rect, radius: 2.5, canvas.palette.badge)
        if let border { canvas.strokeRounded(rect, radius: 2.5, border.withAlpha(0.8), width: 0.75) }
        let measured = canvas.measure(text, size: size)
        // The border keeps the meaning colour; the letters are darkened
        // (lightened in dark) to 4.5 : 1 on the plate (see Legibility).
        let ink = color.legible(on: canvas.palette.badge)
        canvas.text(text, at: CGPoint(x: rect.midX - measured.width / 2, y: rect.midY - measured.height / 2),
                    size: size, ink)
        canvas.record.placed.append(.init(role: role, rect: rect, text: text, line: line, hadCleanSpot: hadCleanSpot, owner: owner,
                                          contrast: ink.contrast(with: canvas.palette.badge)))
    }

    /// The line's middle when the plate is further than
    /// ``leaderDistance`` from every point of the line; nil otherwise.
    func leaderAnchor(_ a: CGPoint, _ b: CGPoint) -> CGPoint? {
        rect.distance(toSegment: a, b) > Self.leaderDistance ? CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) : nil
    }
}

extension CGRect {
    func nearestPoint(to p: CGPoint) -> CGPoint {
        CGPoint(x: min(max(p.x, minX), maxX), y: min(max(p.y, minY), maxY))
    }

    /// The shortest distance from the rectangle to a horizontal or vertical
    /// segment (0 when they touch).
    func distance(toSegment a: CGPoint, _ b: CGPoint) -> Double {
        // Segments here are axis-aligned: the gap on each axis between the
        // segment's extent and the rectangle's.
        let dx = max(0, max(minX - max(a.x, b.x), min(a.x, b.x) - maxX))
        let dy = max(0, max(minY - max(a.y, b.y), min(a.y, b.y) - maxY))
        return (dx * dx + dy * dy).squareRoot()
    }
}
