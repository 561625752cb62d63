import TrellisLayout

/// Where things go on one page: the caption band on top, the window, the
/// legend under it, a margin all round. Sizes are whole points so a PNG is
/// exactly (points × scale) pixels at 1x, 2x and 3x.
struct PageLayout {
    static let side = 20.0
    static let captionBand = 36.0
    static let captionTop = 12.0
    static let legendGap = 12.0
    static let bottom = 14.0

    var scene: Scene
    var size: CGSize
    var windowOrigin: CGPoint
    var legendOrigin: CGPoint
    var legend: [(CaptionAndLegend.Entry, x: Double, row: Int)]

    init(scene: Scene, options: RenderOptions, palette: Palette, measure: (String, Double) -> Double) {
        self.scene = scene
        let w = scene.size.width.rounded(.up), h = scene.size.height.rounded(.up)
        let width = w + 2 * Self.side
        windowOrigin = CGPoint(x: Self.side, y: Self.captionBand)
        legend = options.showLegend
            ? CaptionAndLegend.flow(CaptionAndLegend.entries(options.overlays, palette), width: w,
                                    measure: { measure($0, CaptionAndLegend.legendSize) })
            : []
        let rows = Double((legend.map(\.row).max() ?? -1) + 1)
        legendOrigin = CGPoint(x: Self.side, y: Self.captionBand + h + Self.legendGap)
        let legendHeight = rows > 0 ? Self.legendGap + rows * CaptionAndLegend.rowHeight : 0
        size = CGSize(width: width, height: Self.captionBand + h + legendHeight + Self.bottom)
    }

    /// Draws the page with its top-left at the canvas's current origin.
    func draw(on canvas: Canvas, options: RenderOptions) {
        let p = canvas.palette
        let o = options.overlays
        canvas.fill(CGRect(origin: .zero, size: size), p.page)
        canvas.save()
        canvas.translate(Self.side, Self.captionTop)
        CaptionAndLegend.drawCaption(scene.caption, width: size.width - 2 * Self.side, on: canvas)
        canvas.restore()

        canvas.save()
        canvas.translate(windowOrigin.x, windowOrigin.y)
        canvas.placer = LabelPlacer(bounds: CGRect(x: -Self.side + 3, y: -Self.captionBand + 22,
                                                 width: scene.size.width + 2 * Self.side - 6,
                                                 height: scene.size.height + Self.captionBand - 22 + Self.legendGap - 2))
        canvas.save()
        canvas.clip(CGRect(origin: .zero, size: scene.size))
        FrameLayer.drawWindow(scene, on: canvas)
        FrameLayer.drawViews(scene, on: canvas, frames: o.contains(.frames))
        if o.contains(.labels) { FrameLayer.drawLabels(scene, on: canvas) }
        if o.contains(.margins) { MarginLayer.draw(scene, on: canvas) }
        if o.contains(.frames) { StackLayer.draw(scene, on: canvas) }
        canvas.restore()
        canvas.strokeInside(CGRect(origin: .zero, size: scene.size).inset(by: UIEdgeInsets(all: -1)), p.secondaryText.withAlpha(0.5), width: 1)

        // Names are placed first (they have few good spots), then numbers,
        // which can slide along their lines; all are drawn last, on top.
        let tags = o.contains(.frames) ? FrameLayer.placeTags(scene, on: canvas) : []
        var notes: [Annotation] = []
        if o.contains(.constraints) { notes += ConstraintLayer.draw(scene, on: canvas) }
        if o.contains(.stackConstraints) { notes += StackLayer.drawConstraints(scene, on: canvas) }
        if o.contains(.guides) { notes += GuideLayer.draw(scene, on: canvas) }
        if o.contains(.frames) || o.contains(.constraints) { notes += FrameLayer.drawAmbiguity(scene, on: canvas) }
        for note in tags + notes { note.draw(on: canvas) }
        canvas.restore()

        if !legend.isEmpty {
            canvas.save()
            canvas.translate(legendOrigin.x, legendOrigin.y)
            CaptionAndLegend.drawLegend(legend, on: canvas)
            canvas.restore()
        }
    }
}
