import TrellisLayout

/// Where things go on one page: the caption band on top, the window, the
/// legend under it, a margin all round. Sizes are whole points so a PNG is
/// exactly (points × scale) pixels at 1x, 2x and 3x.
struct PageLayout {
    static let side = 20.0
    static let captionBand = 36.0
    /// A two-line caption (file · device, then the step) needs this much.
    static let twoLineCaptionBand = 50.0
    static let captionTop = 12.0
    static let captionLineHeight = 14.0
    static let legendGap = 12.0
    static let bottom = 14.0

    var scene: Scene
    var size: CGSize
    var windowOrigin: CGPoint
    var legendOrigin: CGPoint
    var legend: [(CaptionAndLegend.Entry, x: Double, row: Int)]
    /// The caption's lines: "file · device" then the step (when there is one).
    var captionLines: [String]

    /// `legendKinds`: the legend's entries when not this page's own (a
    /// filmstrip's one legend, under its first page, lists every page's
    /// kinds; the other pages get none).
    /// The widest a page grows past its window to fit its caption.
    static let maxCaptionWidth = 480.0

    /// `measure(text, size, bold)`: a line's width in points.
    init(scene: Scene, options: RenderOptions, palette: Palette, legendKinds: Set<LegendKind>? = nil,
         measure: (String, Double, Bool) -> Double) {
        self.scene = scene
        let w = scene.size.width.rounded(.up), h = scene.size.height.rounded(.up)
        captionLines = Self.captionLines(scene.caption)
        // A narrow window (a 220-point component) would cut its caption to
        // "stack-vertical-alignment-trai…": the page widens to the caption
        // (up to maxCaptionWidth), the window staying at its left.
        let captionWidth = captionLines.enumerated()
            .map { i, line in measure(line, CaptionAndLegend.captionSize, i == 0).rounded(.up) + 1 }.max() ?? 0
        let content = max(w, min(captionWidth, Self.maxCaptionWidth))
        let width = content + 2 * Self.side
        let band = captionLines.count > 1 ? Self.twoLineCaptionBand : Self.captionBand
        windowOrigin = CGPoint(x: Self.side, y: band)
        legend = options.showLegend
            ? CaptionAndLegend.flow(CaptionAndLegend.entries(legendKinds ?? CaptionAndLegend.kinds(scene, options), palette), width: content,
                                    measure: { measure($0, CaptionAndLegend.legendSize, false) })
            : []
        let rows = Double((legend.map(\.row).max() ?? -1) + 1)
        legendOrigin = CGPoint(x: Self.side, y: band + h + Self.legendGap)
        let legendHeight = rows > 0 ? Self.legendGap + rows * CaptionAndLegend.rowHeight : 0
        size = CGSize(width: width, height: band + h + legendHeight + Self.bottom)
    }

    /// "file · device · step": the step goes on a line of its own, so a long
    /// step title (what changed — the point of a filmstrip) isn't the part
    /// cut off by the ellipsis on a narrow phone page.
    static func captionLines(_ caption: String) -> [String] {
        let parts = caption.components(separatedBy: " · ")
        guard parts.count > 2 else { return [caption] }
        return [parts[0..<2].joined(separator: " · "), parts[2...].joined(separator: " · ")]
    }

    /// Draws the page with its top-left at the canvas's current origin.
    func draw(on canvas: Canvas, options: RenderOptions) {
        let p = canvas.palette
        let o = options.overlays
        let record = DrawingRecord()
        record.windowSize = scene.size
        record.legend = legend.map(\.0.kind)
        canvas.record = record
        canvas.fill(CGRect(origin: .zero, size: size), p.page)
        canvas.save()
        canvas.translate(Self.side, Self.captionTop)
        for (i, line) in captionLines.enumerated() {
            CaptionAndLegend.drawCaption(line, width: size.width - 2 * Self.side, bold: i == 0, on: canvas)
            canvas.translate(0, Self.captionLineHeight)
        }
        canvas.restore()

        canvas.save()
        // In window coordinates: a content page (`--content full`) shows
        // the part of them its bounds cover.
        let b = scene.bounds.origin
        canvas.translate(windowOrigin.x - b.x, windowOrigin.y - b.y)
        let window = scene.bounds
        // Plates may use a little of the page around the window (on the
        // page colour they read well) but never the caption or the legend.
        canvas.placer = LabelPlacer(bounds: CGRect(x: b.x - Self.side + 3, y: b.y - windowOrigin.y + 22 + Double(captionLines.count - 1) * 14,
                                                   width: scene.size.width + 2 * Self.side - 6,
                                                   height: scene.size.height + windowOrigin.y - 22 - Double(captionLines.count - 1) * 14
                                                       + Self.legendGap - 2),
                                    edges: scene.views.filter { !$0.isHidden && !$0.isOffscreen }.map(\.frame))
        record.plateBounds = canvas.placer.bounds
        canvas.save()
        canvas.clip(window)
        FrameLayer.drawWindow(scene, on: canvas)
        ScrollLayer.drawBackground(scene, on: canvas)
        FrameLayer.drawViews(scene, on: canvas, frames: o.contains(.frames)) { v in
            if o.contains(.margins) { MarginLayer.drawBands(of: v, in: scene, on: canvas) }
        }
        TableLayer.draw(scene, on: canvas)
        if o.contains(.labels) { FrameLayer.drawLabels(scene, on: canvas) }
        if o.contains(.frames) { StackLayer.draw(scene, on: canvas) }
        for v in scene.views where !v.isHidden && !v.isOffscreen { record.frames.append(v.frame) }
        FocusLayer.draw(scene, focus: options.focus, on: canvas)

        // Names are placed first (they have few good spots), then numbers,
        // which can slide along their lines; lines are drawn now, clipped
        // to the window like everything in it, and the plates last, on top.
        let tags = o.contains(.frames) ? FrameLayer.placeTags(scene, on: canvas) : []
        var notes: [Annotation] = []
        if o.contains(.stackConstraints) { notes += StackLayer.drawConstraints(scene, options: options, on: canvas) }
        if o.contains(.guides) { notes += GuideLayer.draw(scene, on: canvas) }
        if o.contains(.constraints) { notes += ConstraintLayer.draw(scene, options: options, on: canvas) }
        if o.contains(.frames) || o.contains(.constraints) { notes += FrameLayer.drawAmbiguity(scene, on: canvas) }
        if o.contains(.frames) { notes += OffscreenLayer.draw(scene, on: canvas) }
        notes += ScrollLayer.draw(scene, on: canvas)
        canvas.restore()
        canvas.strokeInside(window.inset(by: UIEdgeInsets(all: -1)), p.secondaryText.withAlpha(0.5), width: 1)
        for note in tags + notes { note.draw(on: canvas) }
        canvas.restore()

        if !legend.isEmpty {
            canvas.save()
            canvas.translate(legendOrigin.x, legendOrigin.y)
            CaptionAndLegend.drawLegend(legend, bandBackdrop: MarginLayer.legendBackdrop(scene, p), on: canvas)
            canvas.restore()
        }
        canvas.lastRecords.append(record)
    }
}
