import TrellisLayout

/// The band above the window (the caption: file, device, step) and the key
/// below it (what each colour and line style means, for the overlays shown).
enum CaptionAndLegend {
    static let captionSize = 11.0
    static let legendSize = 8.0
    static let rowHeight = 14.0
    static let swatchWidth = 22.0

    enum Swatch { case fill, outline(dashed: Bool), band, dashedRect, line(dashed: Bool), centre, baseline }

    struct Entry {
        var swatch: Swatch
        var color: UIColor
        var text: String
    }

    static func entries(_ overlays: Set<Overlay>, _ p: Palette) -> [Entry] {
        var e: [Entry] = []
        if overlays.contains(.frames) {
            e.append(Entry(swatch: .fill, color: p.tint(depth: 1), text: "view (tint by depth)"))
            e.append(Entry(swatch: .outline(dashed: true), color: p.hiddenOutline, text: "hidden view"))
        }
        if overlays.contains(.frames) || overlays.contains(.constraints) {
            e.append(Entry(swatch: .outline(dashed: false), color: p.ambiguous, text: "ambiguous"))
        }
        if overlays.contains(.margins) { e.append(Entry(swatch: .band, color: p.margin, text: "layout margins")) }
        if overlays.contains(.guides) { e.append(Entry(swatch: .dashedRect, color: p.guide, text: "safe area / guide")) }
        if overlays.contains(.constraints) {
            e.append(Entry(swatch: .line(dashed: false), color: p.constraint, text: "constraint (constant)"))
            e.append(Entry(swatch: .line(dashed: true), color: p.constraint, text: "optional @priority"))
            e.append(Entry(swatch: .line(dashed: false), color: p.broken, text: "broken"))
            e.append(Entry(swatch: .centre, color: p.constraint, text: "centre alignment"))
            e.append(Entry(swatch: .baseline, color: p.constraint, text: "baseline"))
        }
        return e
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

    static func drawCaption(_ text: String, width: Double, on canvas: Canvas) {
        let l = canvas.layout(text, size: captionSize, face: .bold, numberOfLines: 1, width: width)
        canvas.draw(l, at: .zero, canvas.palette.text)
        canvas.release(l)
    }

    static func drawLegend(_ flowed: [(Entry, x: Double, row: Int)], on canvas: Canvas) {
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
                canvas.fill(sw, p.marginBand)
                canvas.fill(sw.inset(by: UIEdgeInsets(all: 2.5)), p.screen)
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
            case .baseline:
                canvas.text("Ag", at: CGPoint(x: sw.minX + 3, y: y), size: 9, p.secondaryText)
                canvas.line(CGPoint(x: sw.minX, y: y + 10.5), CGPoint(x: sw.maxX, y: y + 10.5), e.color, width: 1)
            }
            canvas.text(e.text, at: CGPoint(x: x + swatchWidth + 4, y: y + 1), size: legendSize, p.secondaryText)
        }
    }
}
