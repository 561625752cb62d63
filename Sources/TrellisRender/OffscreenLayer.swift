import TrellisLayout

/// Views laid out entirely outside the window (a drawer parked off the
/// right edge, a view with a wrong sign on its constant). The window clips
/// them away, so without a mark the reader can't tell they exist: an arrow
/// at the window's edge points toward each, with its name.
enum OffscreenLayer {
    enum Direction { case left, right, up, down }

    static func draw(_ scene: Scene, on canvas: Canvas) -> [Annotation] {
        let p = canvas.palette
        let w = scene.size.width, h = scene.size.height
        var result: [Annotation] = []
        for v in scene.views where v.isOffscreen && !v.isHidden {
            let f = v.frame
            let y = min(max(f.midY, 10), h - 10), x = min(max(f.midX, 10), w - 10)
            let (tip, dir): (CGPoint, Direction) =
                f.minX >= w ? (CGPoint(x: w - 2, y: y), .right)
                : f.maxX <= 0 ? (CGPoint(x: 2, y: y), .left)
                : f.minY >= h ? (CGPoint(x: x, y: h - 2), .down)
                : (CGPoint(x: x, y: 2), .up)
            let text = dirText(v.name, dir)
            let size = canvas.measure(text, size: FrameLayer.tagSize)
            let box = CGSize(width: size.width + 4, height: size.height + 1)
            let first: CGPoint = switch dir {
            case .right: CGPoint(x: tip.x - 10 - box.width, y: y - box.height / 2)
            case .left: CGPoint(x: tip.x + 10, y: y - box.height / 2)
            case .down: CGPoint(x: x - box.width / 2, y: tip.y - 10 - box.height)
            case .up: CGPoint(x: x - box.width / 2, y: tip.y + 10)
            }
            // Slid along the edge (arrow and name together) until the name
            // is clear of text: a name at the view's own height may sit on
            // a title (`← menuTitle` over "Inbox").
            let horizontal = dir == .left || dir == .right
            let slide: Double = horizontal ? box.height + 2 : box.width + 4
            var candidates: [CGPoint] = [first]
            for k in 1...8 {
                for sign in [1.0, -1.0] {
                    let d: Double = sign * Double(k) * slide
                    let c = horizontal ? CGPoint(x: first.x, y: first.y + d) : CGPoint(x: first.x + d, y: first.y)
                    // The arrow stays on the window's edge, 10 pt from its corners.
                    let mid: Double = horizontal ? c.y + box.height / 2 : c.x + box.width / 2
                    if mid >= 10 && mid <= (horizontal ? h : w) - 10 { candidates.append(c) }
                }
            }
            let r = canvas.placer.place(size: box, candidates: candidates)
            let at = horizontal ? CGPoint(x: tip.x, y: r.midY) : CGPoint(x: r.midX, y: tip.y)
            arrow(at: at, pointing: dir, p.secondaryText, on: canvas)
            canvas.record.kinds.insert(.offscreen)
            canvas.record.marks.append(canvas.clipExtents)
            result.append(Annotation(rect: r, text: text, size: FrameLayer.tagSize,
                                     color: p.secondaryText, border: p.secondaryText, role: .offscreen,
                                     hadCleanSpot: canvas.placer.hadCleanSpot))
        }
        return result
    }

    static func dirText(_ name: String, _ d: Direction) -> String {
        switch d {
        case .right: name + " →"
        case .left: "← " + name
        case .up: "↑ " + name
        case .down: "↓ " + name
        }
    }

    /// A filled triangle with its tip at `tip`, 8 pt long, on a halo.
    static func arrow(at tip: CGPoint, pointing d: Direction, _ color: UIColor, on canvas: Canvas) {
        let (dx, dy): (Double, Double) = switch d {
        case .right: (1, 0)
        case .left: (-1, 0)
        case .down: (0, 1)
        case .up: (0, -1)
        }
        let base = CGPoint(x: tip.x - dx * 8, y: tip.y - dy * 8)
        let a = CGPoint(x: base.x - dy * 4, y: base.y - dx * 4), b = CGPoint(x: base.x + dy * 4, y: base.y + dx * 4)
        canvas.polygon([tip, a, b], canvas.palette.halo, stroke: 2)
        canvas.polygon([tip, a, b], color, stroke: nil)
    }
}
