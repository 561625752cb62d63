import TrellisLayout

/// The window's unsafe areas shaded; the safe area, readable content guide
/// and custom guides as dashed purple rectangles named at their
/// bottom-right corner (the top-left belongs to views' names).
enum GuideLayer {
    static let nameSize = 7.5

    static func draw(_ scene: Scene, on canvas: Canvas) -> [Annotation] {
        let p = canvas.palette
        for r in scene.unsafeAreas { canvas.fill(r, p.unsafeArea) }
        var result: [Annotation] = []
        for g in scene.guides {
            let dash: [Double] = g.kind == .custom ? [2, 2] : [5, 3]
            canvas.strokeInside(g.rect, p.halo.withAlpha(0.5), width: 2)
            canvas.strokeInside(g.rect, p.guide, width: 1, dash: dash)
            canvas.record.kinds.insert(.guide)
            canvas.record.marks.append(canvas.clipExtents)
            let size = canvas.measure(g.name, size: nameSize)
            let box = CGSize(width: size.width + 4, height: size.height + 1)
            let r = canvas.placer.place(size: box, candidates: [
                CGPoint(x: g.rect.maxX - box.width - 2, y: g.rect.maxY - box.height - 2),
                CGPoint(x: g.rect.maxX - box.width - 2, y: g.rect.minY + 2),
                CGPoint(x: g.rect.minX + 2, y: g.rect.maxY - box.height - 2),
                CGPoint(x: g.rect.maxX - box.width - 2, y: g.rect.maxY + 1),
            ])
            result.append(Annotation(rect: r, text: g.name, size: nameSize, color: p.guide, border: nil, role: .guideName,
                                     hadCleanSpot: canvas.placer.hadCleanSpot))
        }
        return result
    }
}
