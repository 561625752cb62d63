import TrellisLayout

/// What a picture needs of one stack view: its frame, axis, the gaps
/// between its visible arranged views and where its hidden ones collapsed
/// (all in window coordinates).
struct StackInfo {
    var frame: CGRect
    var axis: NSLayoutConstraint.Axis
    var depth: Int
    var gaps: [CGRect]
    var collapsed: [CGRect]

    init?(_ view: UIView, hidden: Bool) {
        guard let stack = view as? UIStackView, !hidden else { return nil }
        frame = stack.absoluteFrame
        axis = stack.axis
        var d = 0
        var v = stack.superview
        while let s = v, !(s is UIWindow) { d += 1; v = s.superview }
        depth = d
        let arranged = stack.arrangedSubviews.filter { $0.superview === stack }
        let visible = arranged.filter { !$0.isHidden }.map(\.absoluteFrame)
        let f = frame, horizontal = axis == .horizontal
        gaps = zip(visible, visible.dropFirst()).compactMap { a, b in
            // In right-to-left the next view sits to the left.
            let (lo, hi) = (horizontal ? a.minX <= b.minX : a.minY <= b.minY) ? (a, b) : (b, a)
            if horizontal {
                return hi.minX > lo.maxX ? CGRect(x: lo.maxX, y: f.minY, width: hi.minX - lo.maxX, height: f.height) : nil
            }
            return hi.minY > lo.maxY ? CGRect(x: f.minX, y: lo.maxY, width: f.width, height: hi.minY - lo.maxY) : nil
        }
        collapsed = arranged.filter(\.isHidden).map(\.absoluteFrame)
    }

    /// The stacks' own `UISV-` constraints between views, for `--show stack-constraints`.
    static func constraints(_ views: [UIView]) -> [ConstraintInfo] {
        views.compactMap { $0 as? UIStackView }.flatMap { stack in
            stack.generatedConstraints.filter { c in
                (c.identifier ?? "").hasPrefix("UISV-") && c.firstItem is UIView && (c.secondItem == nil || c.secondItem is UIView)
            }
        }.compactMap { ConstraintInfo($0, broken: false) }
    }
}

/// Stack views drawn as Xcode's canvas shows them: a dashed outline (no
/// fill unless the stack has a background colour), a small arrow along its
/// axis in the top-leading corner, the gaps between arranged views shaded
/// with a line down their middle, and hidden arranged views as a collapsed
/// marker (a dotted line across the stack with a diamond) where they stand.
enum StackLayer {
    static func draw(_ scene: Scene, on canvas: Canvas) {
        let p = canvas.palette
        for s in scene.stacks {
            let color = p.outline(depth: s.depth + 1)
            for g in s.gaps {
                canvas.fill(g, color.withAlpha(0.16))
                let mid = s.axis == .horizontal
                    ? (CGPoint(x: g.midX, y: g.minY + 2), CGPoint(x: g.midX, y: g.maxY - 2))
                    : (CGPoint(x: g.minX + 2, y: g.midY), CGPoint(x: g.maxX - 2, y: g.midY))
                canvas.line(mid.0, mid.1, color.withAlpha(0.6), width: 0.75, dash: [2, 2])
            }
            for h in s.collapsed {
                let at = s.axis == .horizontal
                    ? (CGPoint(x: h.minX, y: s.frame.minY), CGPoint(x: h.minX, y: s.frame.maxY))
                    : (CGPoint(x: s.frame.minX, y: h.minY), CGPoint(x: s.frame.maxX, y: h.minY))
                canvas.line(at.0, at.1, p.hiddenOutline, width: 1, dash: [1, 2])
                let c = CGPoint(x: (at.0.x + at.1.x) / 2, y: (at.0.y + at.1.y) / 2)
                diamond(c, radius: 3.5, p.hiddenOutline, on: canvas)
            }
            canvas.strokeInside(s.frame, color, width: 1, dash: [4, 3])
            arrow(s, color, on: canvas)
        }
    }

    /// The stack's own constraints, drawn like code's (`--show stack-constraints`).
    static func drawConstraints(_ scene: Scene, options: RenderOptions, on canvas: Canvas) -> [Annotation] {
        var only = scene
        only.constraints = scene.stackConstraints
        return ConstraintLayer.draw(only, options: options, on: canvas)
    }

    static func arrow(_ s: StackInfo, _ color: UIColor, on canvas: Canvas) {
        let f = s.frame
        let length = min(14, (s.axis == .horizontal ? f.width : f.height) - 6)
        guard length > 4, min(f.width, f.height) > 6 else { return }
        let start = CGPoint(x: f.minX + 3, y: f.minY + 3)
        let end = s.axis == .horizontal ? CGPoint(x: start.x + length, y: start.y) : CGPoint(x: start.x, y: start.y + length)
        canvas.line(start, end, color, width: 1)
        let (a, b) = s.axis == .horizontal
            ? (CGPoint(x: end.x - 3, y: end.y - 2.5), CGPoint(x: end.x - 3, y: end.y + 2.5))
            : (CGPoint(x: end.x - 2.5, y: end.y - 3), CGPoint(x: end.x + 2.5, y: end.y - 3))
        canvas.line(a, end, color, width: 1)
        canvas.line(b, end, color, width: 1)
    }

    static func diamond(_ c: CGPoint, radius r: Double, _ color: UIColor, on canvas: Canvas) {
        let pts = [CGPoint(x: c.x, y: c.y - r), CGPoint(x: c.x + r, y: c.y), CGPoint(x: c.x, y: c.y + r), CGPoint(x: c.x - r, y: c.y)]
        for (a, b) in zip(pts, pts.dropFirst() + [pts[0]]) { canvas.line(a, b, color, width: 1) }
    }
}
