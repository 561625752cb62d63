import TrellisLayout

/// Constraint lines as Xcode draws them (shapes from ``ConstraintInfo``):
/// blue, solid when required, dashed when optional (with `@750` on the
/// number), red when the engine broke the constraint. Numbers sit on small
/// plates at the middle of their line, or beside it when the line is too
/// short, moved along when another plate is already there.
enum ConstraintLayer {
    static let lineWidth = 1.0
    static let capLength = 3.5

    static func draw(_ scene: Scene, on canvas: Canvas) -> [Annotation] {
        var result: [Annotation] = []
        var usedLines: [String: Int] = [:]
        // Broken ones last so their red isn't covered by blue.
        let ordered = scene.constraints.filter { !$0.isBroken } + scene.constraints.filter(\.isBroken)
        for info in ordered {
            let color = info.isBroken ? canvas.palette.broken : canvas.palette.constraint
            let dash: [Double] = info.isOptional ? [3, 2] : []
            var shapes = info.shapes
            // Two constraints on the same edges (`>= 20` and `= 20 @249`):
            // the second line moves 5 points across so both show.
            for i in shapes.indices {
                let key = "\(shapes[i])"
                let n = usedLines[key, default: 0]
                usedLines[key] = n + 1
                if n > 0 { shapes[i] = shifted(shapes[i], by: Double(n) * 5) }
            }
            for shape in shapes { drawShape(shape, color: color, dash: dash, on: canvas) }
            if !info.text.isEmpty, let first = shapes.first {
                result.append(badge(info.text, for: first, color: color, on: canvas))
            }
        }
        return result
    }

    static func shifted(_ s: ConstraintInfo.Shape, by d: Double) -> ConstraintInfo.Shape {
        switch s {
        case let .spacing(axis, from, to, at): .spacing(axis: axis, from: from, to: to, at: at + d)
        case let .ibeam(axis, from, to, at): .ibeam(axis: axis, from: from, to: to, at: at - d)
        case let .centre(axis, position, span): .centre(axis: axis, position: position + d, span: span)
        case let .baseline(y, span): .baseline(y: y, span: span)
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
                canvas.line(point(axis, from, at - 4), point(axis, from, at + 4), color, width: lineWidth * 1.5)
                return
            }
            canvas.line(point(axis, from, at), point(axis, to, at), color, width: lineWidth, dash: dash)
            for end in [from, to] {
                canvas.line(point(axis, end, at - capLength), point(axis, end, at + capLength), color, width: lineWidth)
            }
        case let .centre(axis, position, span):
            // A vertical line for centreX (x = position), horizontal for centreY.
            let a = axis == .horizontal ? CGPoint(x: position, y: span.lowerBound) : CGPoint(x: span.lowerBound, y: position)
            let b = axis == .horizontal ? CGPoint(x: position, y: span.upperBound) : CGPoint(x: span.upperBound, y: position)
            canvas.line(a, b, color.withAlpha(0.85), width: lineWidth, dash: dash.isEmpty ? [5, 3] : [2, 2])
        case let .baseline(y, span):
            canvas.line(CGPoint(x: span.lowerBound - 3, y: y), CGPoint(x: span.upperBound + 3, y: y), color,
                        width: lineWidth, dash: dash)
        }
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
        case let .baseline(y, span):
            candidates = [CGPoint(x: span.upperBound + 4, y: y - box.height / 2), CGPoint(x: span.lowerBound - box.width - 4, y: y - box.height / 2)]
        }
        let r = canvas.placer.place(size: box, candidates: candidates)
        return Annotation(rect: r, text: text, size: Annotation.badgeSize, color: color, border: color)
    }
}
