import TrellisLayout

/// Constraint lines as Xcode draws them (shapes from ``ConstraintInfo``):
/// blue, solid when required, dashed when optional (with `@750` on the
/// number), red when the engine broke the constraint. Numbers sit on small
/// plates at the middle of their line, or beside it when the line is too
/// short, moved along when another plate is already there.
enum ConstraintLayer {
    static let lineWidth = 1.0
    static let capLength = 3.5

    /// The constraints drawn: all of them, or with `--focus` only those
    /// tying a focused view (Xcode shows the selection's constraints).
    static func visible(_ scene: Scene, _ options: RenderOptions) -> [ConstraintInfo] {
        guard !options.focus.isEmpty else { return scene.constraints }
        let focus = Set(options.focus)
        return scene.constraints.filter { !focus.isDisjoint(with: $0.items) }
    }

    /// What the legend calls a constraint's line.
    static func kind(of info: ConstraintInfo) -> LegendKind {
        info.isBroken ? .broken : info.isUnsatisfied ? .unsatisfied : info.isOptional ? .optional : .constraint
    }

    static func color(of info: ConstraintInfo, _ p: Palette) -> UIColor {
        info.isBroken ? p.broken : info.isUnsatisfied ? p.unsatisfied : p.constraint
    }

    static func draw(_ scene: Scene, options: RenderOptions, on canvas: Canvas) -> [Annotation] {
        var result: [Annotation] = []
        var usedLines: [String: Int] = [:]
        let shown = visible(scene, options)
        // Broken ones last so their red isn't covered by blue.
        let ordered = shown.filter { !$0.isBroken } + shown.filter(\.isBroken)
        for info in ordered {
            // Scroll content's lines stay in the viewport; a constraint
            // entirely scrolled away isn't drawn (nor its number).
            if let clip = info.clip, !info.shapes.contains(where: { shapeBounds($0).intersects(clip) }) { continue }
            let color = color(of: info, canvas.palette)
            let dash: [Double] = info.isGhost ? [4, 2] : info.isOptional ? [3, 2] : []
            canvas.record.kinds.insert(kind(of: info))
            var shapes = info.shapes
            // Two constraints on the same edges (`>= 20` and `= 20 @249`):
            // the second line moves 5 points across so both show. Centre
            // lines are the exception: several views centred on the same
            // superview share one axis, and moved copies would read as
            // other alignments (a band of three lines), so they coincide.
            for i in shapes.indices {
                if case .centre = shapes[i] { continue }
                let key = "\(shapes[i])"
                let n = usedLines[key, default: 0]
                usedLines[key] = n + 1
                if n > 0 { shapes[i] = shifted(shapes[i], by: Double(n) * 5) }
            }
            if let clip = info.clip { canvas.save(); canvas.clip(clip) }
            for shape in shapes {
                drawShape(shape, color: color, dash: dash, on: canvas)
                if case .centre = shape { canvas.record.kinds.insert(.centre) }
                if case .baseline = shape { canvas.record.kinds.insert(.baseline) }
            }
            if info.clip != nil { canvas.restore() }
            if !info.text.isEmpty, let first = shapes.first, reachesInto(scene.bounds, first) {
                result.append(badge(info.text, for: first, color: color, on: canvas))
            }
        }
        return result
    }

    /// Whether a shape's line runs into `window` for more than half a
    /// point along its length. A line wholly outside (between two views
    /// parked off-screen, or from the window's edge out to one) is clipped
    /// away, and its number alone in the page's margin would name nothing
    /// on the page; the off-screen arrow says the views are there.
    static func reachesInto(_ window: CGRect, _ s: ConstraintInfo.Shape) -> Bool {
        let (a, b) = segment(s)
        let horizontal = abs(a.y - b.y) < abs(a.x - b.x)
        let lo = horizontal ? min(a.x, b.x) : min(a.y, b.y), hi = horizontal ? max(a.x, b.x) : max(a.y, b.y)
        let across = horizontal ? a.y : a.x
        let (wLo, wHi) = horizontal ? (window.minX, window.maxX) : (window.minY, window.maxY)
        let (cLo, cHi) = horizontal ? (window.minY, window.maxY) : (window.minX, window.maxX)
        let inside = hi - lo < 0.5 ? lo >= wLo && lo <= wHi : min(hi, wHi) - max(lo, wLo) > 0.5
        return inside && across >= cLo - 1 && across <= cHi + 1
    }

    /// The rectangle a shape covers (a line is a few points thick).
    static func shapeBounds(_ s: ConstraintInfo.Shape) -> CGRect {
        let (a, b) = segment(s)
        return CGRect(x: min(a.x, b.x) - 4, y: min(a.y, b.y) - 4, width: abs(a.x - b.x) + 8, height: abs(a.y - b.y) + 8)
    }

    static func shifted(_ s: ConstraintInfo.Shape, by d: Double) -> ConstraintInfo.Shape {
        switch s {
        case let .spacing(axis, from, to, at): .spacing(axis: axis, from: from, to: to, at: at + d)
        case let .ibeam(axis, from, to, at): .ibeam(axis: axis, from: from, to: to, at: at - d)
        case let .centre(axis, position, span): .centre(axis: axis, position: position + d, span: span)
        case let .baseline(y, span, runs): .baseline(y: y, span: span, runs: runs)
        }
    }

    /// A point on the line: `along` on the axis, `across` off it.
    static func point(_ axis: ConstraintInfo.Axis, _ along: Double, _ across: Double) -> CGPoint {
        axis == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
    }

    static func drawShape(_ shape: ConstraintInfo.Shape, color: UIColor, dash: [Double], on canvas: Canvas) {
        switch shape {
        case let .spacing(axis, from, to, at), let .ibeam(axis, from, to, at):
            if abs(to - from) < 0.5 {
                // Flush edges: a short bar across the shared edge.
                canvas.haloLine(point(axis, from, at - 4), point(axis, from, at + 4), color, width: lineWidth * 1.5)
                return
            }
            canvas.haloLine(point(axis, from, at), point(axis, to, at), color, width: lineWidth, dash: dash)
            for end in [from, to] {
                canvas.haloLine(point(axis, end, at - capLength), point(axis, end, at + capLength), color, width: lineWidth)
            }
        case let .centre(axis, position, span):
            // A vertical line for centreX (x = position), horizontal for centreY.
            let a = axis == .horizontal ? CGPoint(x: position, y: span.lowerBound) : CGPoint(x: span.lowerBound, y: position)
            let b = axis == .horizontal ? CGPoint(x: position, y: span.upperBound) : CGPoint(x: span.upperBound, y: position)
            // Broken around labels' text: a dashed line through letters
            // reads as strike-through.
            for (s, e) in open(axis == .horizontal ? a.y : a.x, axis == .horizontal ? b.y : b.x,
                                 around: canvas.record.texts, across: position, axis: axis) {
                let p0 = axis == .horizontal ? CGPoint(x: position, y: s) : CGPoint(x: s, y: position)
                let p1 = axis == .horizontal ? CGPoint(x: position, y: e) : CGPoint(x: e, y: position)
                canvas.haloLine(p0, p1, color.withAlpha(0.85), width: lineWidth, dash: dash.isEmpty ? [5, 3] : [2, 2])
            }
        case let .baseline(y, span, runs):
            // In the gap between the two views, with a faint tick under
            // each text run: a line across both would underline the text.
            if let (a, b) = gap(runs) {
                canvas.haloLine(CGPoint(x: a, y: y), CGPoint(x: b, y: y), color, width: lineWidth, dash: dash)
                for end in [a, b] {
                    canvas.haloLine(CGPoint(x: end, y: y - capLength), CGPoint(x: end, y: y + capLength), color, width: lineWidth)
                }
                for r in runs {
                    canvas.line(CGPoint(x: r.lowerBound, y: y + 0.5), CGPoint(x: r.upperBound, y: y + 0.5),
                                color.withAlpha(0.45), width: 1)
                }
            } else {
                // One view above the other: a mark in the gutter left of
                // the text, meeting the spacing line there (4 pt out), as
                // an extension line; across the views it underlined (and
                // cut the descenders of) every line of text it met.
                canvas.haloLine(CGPoint(x: span.lowerBound - 8, y: y), CGPoint(x: span.lowerBound, y: y), color,
                                width: lineWidth, dash: dash)
            }
        }
    }

    /// The stretches of `lo...hi` (along a centre line at `across`) not
    /// covered by any text box the line would pass through, 2 pt clear.
    static func open(_ lo: Double, _ hi: Double, around texts: [CGRect], across: Double,
                     axis: ConstraintInfo.Axis) -> [(Double, Double)] {
        var cuts: [(Double, Double)] = []
        for t in texts {
            let hit = axis == .horizontal ? (t.minX...t.maxX).contains(across) : (t.minY...t.maxY).contains(across)
            if hit { cuts.append(axis == .horizontal ? (t.minY - 2, t.maxY + 2) : (t.minX - 2, t.maxX + 2)) }
        }
        var result: [(Double, Double)] = []
        var start = lo
        for (a, b) in cuts.sorted(by: { $0.0 < $1.0 }) where b > start {
            if a > start { result.append((start, min(a, hi))) }
            start = max(start, b)
            if start >= hi { break }
        }
        if start < hi { result.append((start, hi)) }
        return result.filter { $0.1 - $0.0 > 1 }
    }

    static func badge(_ text: String, for shape: ConstraintInfo.Shape, color: UIColor, on canvas: Canvas) -> Annotation {
        let size = canvas.measure(text, size: Annotation.badgeSize)
        let box = CGSize(width: size.width + 5, height: size.height + 1)
        let candidates: [CGPoint]
        switch shape {
        case let .spacing(axis, from, to, at), let .ibeam(axis, from, to, at):
            let mid = (from + to) / 2, length = abs(to - from)
            let extent = axis == .horizontal ? box.width : box.height
            let centred = axis == .horizontal
                ? CGPoint(x: mid - box.width / 2, y: at - box.height / 2)
                : CGPoint(x: at - box.width / 2, y: mid - box.height / 2)
            // Beside the line: above/below a horizontal one, right/left of a vertical one.
            let side1 = axis == .horizontal
                ? CGPoint(x: mid - box.width / 2, y: at - box.height - 2)
                : CGPoint(x: at + 3, y: mid - box.height / 2)
            let side2 = axis == .horizontal
                ? CGPoint(x: mid - box.width / 2, y: at + 2)
                : CGPoint(x: at - box.width - 3, y: mid - box.height / 2)
            let step = extent + 2
            let along = [step, -step].map { d in
                axis == .horizontal ? CGPoint(x: centred.x + d, y: side1.y) : CGPoint(x: side1.x, y: centred.y + d)
            }
            // Centred on the line when it is long enough and, for a vertical
            // line, the plate is narrow (a wide plate across a vertical line
            // would cover what is on either side).
            let centredFits = length >= extent + 6 && (axis == .horizontal || box.width <= 26)
            // An I-beam sits inside its view near the right edge: its note
            // goes further inside (left) before spilling onto neighbours.
            var sides = [side1, side2]
            if case .ibeam(.vertical, _, _, _) = shape { sides.reverse() }
            candidates = centredFits ? [centred] + sides + along : sides + along + [centred]
        case let .centre(axis, position, span):
            let along = axis == .horizontal
                ? [CGPoint(x: position + 3, y: span.lowerBound + 3), CGPoint(x: position + 3, y: span.upperBound - box.height - 3)]
                : [CGPoint(x: span.upperBound - box.width - 3, y: position + 2), CGPoint(x: span.lowerBound + 3, y: position + 2)]
            candidates = along
        case let .baseline(y, span, runs):
            let gapped: [CGPoint] = gap(runs).map { a, b in
                [CGPoint(x: (a + b) / 2 - box.width / 2, y: y - box.height - 2), CGPoint(x: (a + b) / 2 - box.width / 2, y: y + 2)]
            } ?? []
            // No gap (one view above the other): the mark is in the gutter
            // at the left, so the number goes beside it there first.
            candidates = gapped.isEmpty
                ? [CGPoint(x: span.lowerBound - 8 - box.width - 2, y: y - box.height / 2),
                   CGPoint(x: span.lowerBound - 8, y: y - box.height - 2), CGPoint(x: span.lowerBound - 8, y: y + 2)]
                : gapped + [CGPoint(x: span.upperBound + 4, y: y - box.height / 2), CGPoint(x: span.lowerBound - box.width - 4, y: y - box.height / 2)]
        }
        // Further spots a step or two beside the line, so a crowded number
        // stays near (with a leader) rather than landing on text.
        let dx = box.width + 3, dy = box.height + 3
        var far: [CGPoint] = []
        for c in candidates.prefix(3) {
            far += [CGPoint(x: c.x, y: c.y - dy), CGPoint(x: c.x, y: c.y + dy),
                    CGPoint(x: c.x - dx, y: c.y), CGPoint(x: c.x + dx, y: c.y)]
        }
        let all = candidates + far
        let r = canvas.placer.place(size: box, candidates: all)
        let clean = canvas.placer.hadCleanSpot
        return Annotation(rect: r, text: text, size: Annotation.badgeSize, color: color, border: color,
                          role: .number, line: segment(shape), hadCleanSpot: clean)
    }

    /// The stretch of line a number belongs to.
    static func segment(_ shape: ConstraintInfo.Shape) -> (CGPoint, CGPoint) {
        switch shape {
        case let .spacing(axis, from, to, at), let .ibeam(axis, from, to, at):
            (point(axis, from, at), point(axis, to, at))
        case let .centre(axis, position, span):
            axis == .horizontal ? (CGPoint(x: position, y: span.lowerBound), CGPoint(x: position, y: span.upperBound))
                : (CGPoint(x: span.lowerBound, y: position), CGPoint(x: span.upperBound, y: position))
        case let .baseline(y, span, runs):
            gap(runs).map { (CGPoint(x: $0.0, y: y), CGPoint(x: $0.1, y: y)) }
                ?? (CGPoint(x: span.lowerBound - 8, y: y), CGPoint(x: span.lowerBound, y: y))
        }
    }

    /// The space between two side-by-side runs (at least 4 pt), if any.
    static func gap(_ runs: [ClosedRange<CGFloat>]) -> (Double, Double)? {
        guard runs.count == 2 else { return nil }
        let sorted = runs.sorted { $0.lowerBound < $1.lowerBound }
        let a = sorted[0].upperBound, b = sorted[1].lowerBound
        return b - a >= 4 ? (Double(a), Double(b)) : nil
    }
}
