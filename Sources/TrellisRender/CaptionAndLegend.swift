import TrellisLayout

/// The band above the window (the caption: file, device, step) and the key
/// below it (what each colour and line style means, for the overlays shown).
enum CaptionAndLegend {
    static let captionSize = 11.0
    static let legendSize = 8.0
    static let rowHeight = 14.0
    static let swatchWidth = 22.0

    enum Swatch { case fill, outline(dashed: Bool), band, dashedRect, line(dashed: Bool), centre, baseline, arrow, indicator }

    struct Entry {
        var kind: LegendKind
        var swatch: Swatch
        var color: UIColor
        var text: String
    }

    /// One entry per kind of mark this page draws (``kinds(_:_:)``), in a
    /// fixed order: a key to colours that aren't in the picture only
    /// teaches the reader to ignore the key.
    static func entries(_ kinds: Set<LegendKind>, _ p: Palette) -> [Entry] {
        LegendKind.allCases.filter(kinds.contains).map { entry($0, p) }
    }

    static func entry(_ k: LegendKind, _ p: Palette) -> Entry {
        switch k {
        case .view: Entry(kind: k, swatch: .fill, color: p.tint(depth: 1), text: "view (tint by depth)")
        case .hidden: Entry(kind: k, swatch: .outline(dashed: true), color: p.hiddenOutline, text: "hidden view")
        case .ambiguous: Entry(kind: k, swatch: .outline(dashed: false), color: p.ambiguous, text: "ambiguous")
        case .margins: Entry(kind: k, swatch: .band, color: p.margin, text: "layout margins")
        case .guide: Entry(kind: k, swatch: .dashedRect, color: p.guide, text: "safe area / guide")
        case .constraint: Entry(kind: k, swatch: .line(dashed: false), color: p.constraint, text: "constraint (constant)")
        case .optional: Entry(kind: k, swatch: .line(dashed: true), color: p.constraint, text: "optional @priority")
        case .unsatisfied: Entry(kind: k, swatch: .line(dashed: true), color: p.unsatisfied, text: "optional, not met (wants …)")
        case .broken: Entry(kind: k, swatch: .line(dashed: true), color: p.broken, text: "broken (at its wanted length)")
        case .centre: Entry(kind: k, swatch: .centre, color: p.constraint, text: "centre alignment")
        case .baseline: Entry(kind: k, swatch: .baseline, color: p.constraint, text: "baseline")
        case .offscreen: Entry(kind: k, swatch: .arrow, color: p.secondaryText, text: "view off screen")
        case .viewport: Entry(kind: k, swatch: .outline(dashed: false), color: p.viewport, text: "scroll view's viewport")
        case .indicator: Entry(kind: k, swatch: .indicator, color: p.secondaryText, text: "scroll indicator (axis scrolls)")
        case .separator: Entry(kind: k, swatch: .line(dashed: false), color: p.separator, text: "row separator")
        }
    }

    /// The kinds of marks a page will draw, worked out from the scene before
    /// drawing (the legend's height sets the page's). The layers record what
    /// they really draw in ``DrawingRecord/kinds``; tests hold the two equal.
    static func kinds(_ scene: Scene, _ options: RenderOptions) -> Set<LegendKind> {
        let o = options.overlays
        var k = Set<LegendKind>()
        let shown = scene.views.filter { !$0.isHidden }
        if o.contains(.frames) {
            if shown.contains(where: { !$0.isOffscreen }) { k.insert(.view) }
            if scene.views.contains(where: \.isHidden) { k.insert(.hidden) }
            if shown.contains(where: \.isOffscreen) { k.insert(.offscreen) }
        }
        if (o.contains(.frames) || o.contains(.constraints)) && shown.contains(where: { !$0.ambiguous.isEmpty }) {
            k.insert(.ambiguous)
        }
        if o.contains(.margins) && shown.contains(where: { $0.marginsRect != nil }) { k.insert(.margins) }
        if o.contains(.guides) && !scene.guides.isEmpty { k.insert(.guide) }
        k.formUnion(ScrollLayer.kinds(scene))
        k.formUnion(TableLayer.kinds(scene))
        if o.contains(.constraints) {
            for info in ConstraintLayer.visible(scene, options) {
                k.insert(ConstraintLayer.kind(of: info))
                for s in info.shapes {
                    if case .centre = s { k.insert(.centre) }
                    if case .baseline = s { k.insert(.baseline) }
                }
            }
        }
        return k
    }

    /// Entries flowed into rows no wider than `width`: each entry's x and row.
    static func flow(_ entries: [Entry], width: Double, measure: (String) -> Double) -> [(Entry, x: Double, row: Int)] {
        var result: [(Entry, x: Double, row: Int)] = []
        var x = 0.0, row = 0
        for e in entries {
            let w = swatchWidth + 4 + measure(e.text)
            if x > 0 && x + w > width { x = 0; row += 1 }
            result.append((e, x, row))
            x += w + 12
        }
        return result
    }

    static func drawCaption(_ text: String, width: Double, bold: Bool = true, on canvas: Canvas) {
        let l = canvas.layout(text, size: captionSize, face: bold ? .bold : .regular, numberOfLines: 1, width: width)
        canvas.draw(l, at: .zero, bold ? canvas.palette.text : canvas.palette.secondaryText)
        canvas.release(l)
    }

    /// `bandBackdrop`: what the margins swatch is painted over (see
    /// ``MarginLayer/legendBackdrop(_:_:)``).
    static func drawLegend(_ flowed: [(Entry, x: Double, row: Int)], bandBackdrop: UIColor, on canvas: Canvas) {
        let p = canvas.palette
        for (e, x, row) in flowed {
            let y = Double(row) * rowHeight
            let sw = CGRect(x: x, y: y + 2, width: swatchWidth, height: 9)
            switch e.swatch {
            case .fill:
                canvas.fill(sw, e.color.withAlpha(0.13))
                canvas.strokeInside(sw, e.color.withAlpha(0.75), width: 1)
            case .outline(let dashed):
                canvas.strokeInside(sw, e.color, width: dashed ? 1 : 2, dash: dashed ? [1, 2] : [])
            case .band:
                canvas.fill(sw, bandBackdrop)
                canvas.fill(sw, p.marginBand)
                canvas.fill(sw.inset(by: UIEdgeInsets(all: 2.5)), bandBackdrop)
                canvas.strokeInside(sw, p.secondaryText.withAlpha(0.35), width: 0.5)
                canvas.record.legendBandBackdrop = bandBackdrop
            case .dashedRect:
                canvas.strokeInside(sw, e.color, width: 1, dash: [5, 3])
            case .line(let dashed):
                let mid = sw.midY
                canvas.line(CGPoint(x: sw.minX, y: mid), CGPoint(x: sw.maxX, y: mid), e.color, width: 1, dash: dashed ? [3, 2] : [])
                for end in [sw.minX + 0.5, sw.maxX - 0.5] {
                    canvas.line(CGPoint(x: end, y: mid - 3.5), CGPoint(x: end, y: mid + 3.5), e.color, width: 1)
                }
            case .centre:
                canvas.line(CGPoint(x: sw.minX, y: sw.midY), CGPoint(x: sw.maxX, y: sw.midY), e.color, width: 1, dash: [5, 3])
            case .arrow:
                OffscreenLayer.arrow(at: CGPoint(x: sw.maxX - 2, y: sw.midY), pointing: .right, e.color, on: canvas)
                canvas.line(CGPoint(x: sw.minX, y: sw.midY), CGPoint(x: sw.maxX - 6, y: sw.midY), e.color, width: 1)
            case .indicator:
                canvas.fillRounded(CGRect(x: sw.minX + 2, y: sw.midY - 1.5, width: sw.width - 4, height: 3), radius: 1.5,
                                   UIColor(red: 0, green: 0, blue: 0, alpha: 0.35))
                canvas.strokeInside(sw, e.color.withAlpha(0.5), width: 1)
            case .baseline:
                canvas.text("Ag", at: CGPoint(x: sw.minX + 3, y: y), size: 9, p.secondaryText)
                canvas.line(CGPoint(x: sw.minX, y: y + 10.5), CGPoint(x: sw.maxX, y: y + 10.5), e.color, width: 1)
            }
            canvas.text(e.text, at: CGPoint(x: x + swatchWidth + 4, y: y + 1), size: legendSize, p.secondaryText)
        }
    }
}
