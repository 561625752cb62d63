import CCairo
import TrellisLayout

/// Views: filled with their background colour or a tint by depth, outlined,
/// named at the top-left; labels' text; hidden views as dotted outlines;
/// ambiguous views outlined in orange with the undetermined attributes.
enum FrameLayer {
    static let tagSize = 7.5

    static func drawWindow(_ scene: Scene, on canvas: Canvas) {
        canvas.fill(scene.bounds, scene.windowBackground ?? canvas.palette.screen)
    }

    /// Fills and outlines, parents before children so children sit on top.
    /// With the frames overlay off only views' own background colours show
    /// (the screen as the app would draw it).
    /// `afterFill` runs right after each view is painted (the margins
    /// layer draws the view's own bands there, so children cover them).
    static func drawViews(_ scene: Scene, on canvas: Canvas, frames: Bool,
                          afterFill: (Scene.ViewInfo) -> Void = { _ in }) {
        let p = canvas.palette
        for v in scene.views {
            if v.isHidden {
                if frames {
                    canvas.strokeInside(v.frame, p.hiddenOutline, width: 1, dash: [1, 2])
                    canvas.record.kinds.insert(.hidden)
                }
                continue
            }
            if v.isStack && v.background == nil { continue }  // StackLayer draws it
            if frames && !v.isOffscreen { canvas.record.kinds.insert(.view) }
            canvas.save()
            for c in v.clips { canvas.clip(c.rect, radius: c.radius) }
            canvas.alpha = v.alpha
            if let bg = v.background {
                if v.cornerRadius > 0 { canvas.fillRounded(v.frame, radius: v.cornerRadius, bg) } else { canvas.fill(v.frame, bg) }
            } else if frames {
                canvas.fill(v.frame, p.fill(depth: v.depth))
            }
            canvas.alpha = v.contentAlpha
            if let control = v.control { ControlLayer.draw(control, in: v.frame, on: canvas) }
            canvas.alpha = v.alpha
            if let border = v.border {
                let inset = v.frame.insetBy(dx: border.width / 2, dy: border.width / 2)
                canvas.strokeRounded(inset, radius: max(v.cornerRadius - border.width / 2, 0), border.color, width: border.width)
            }
            canvas.alpha = 1
            canvas.restore()
            // Scroll content: its outline and bands stay in the viewport.
            if let sc = v.scrollClip { canvas.save(); canvas.clip(sc) }
            if frames { canvas.strokeInside(v.frame, p.outline(depth: v.depth), width: 1) }
            afterFill(v)
            if v.scrollClip != nil { canvas.restore() }
        }
    }

    /// Labels' text in the label's frame: wrapped at its width to
    /// `numberOfLines` (truncated with an ellipsis, as `UILabel`), centred
    /// vertically as `UILabel` draws, in `textColor` or the theme's text
    /// colour.
    static func drawLabels(_ scene: Scene, on canvas: Canvas) {
        for v in scene.views where !v.isHidden {
            guard let label = v.label else { continue }
            // The engine rounds edges to pixels, so a frame can be a fraction
            // narrower than the text it was measured for; the slack keeps
            // that from truncating or re-wrapping the text.
            let slack = label.numberOfLines == 1 ? 1.0 : 0.5
            let box = v.frame.inset(by: label.insets)
            // Paragraph by paragraph (``TextParagraphs``), as it was measured:
            // once for the size, once to draw.
            let paragraphs = TextParagraphs(context: canvas.pango, text: label.text, size: label.font.pointSize,
                                            face: TextFace(label.font), numberOfLines: label.numberOfLines,
                                            width: max(box.width, 0) + slack,
                                            leading: label.font.textStyle?.leading.map(Double.init))
            let extent = paragraphs.forEach()
            let size = extent.size
            let y = label.fromTop ? box.minY : box.midY - size.height / 2
            // Natural (and justified) text starts at the leading edge. One line
            // is placed by its measured width; several lines are aligned by
            // Pango within the layout's width (box width + slack).
            let alignment: NSTextAlignment = switch label.alignment {
            case .natural, .justified: label.rightToLeft ? .right : .left
            default: label.alignment
            }
            let x: Double
            let pangoAlignment: PangoAlignment?
            if alignment == .left {
                x = box.minX
                pangoAlignment = nil
            } else if extent.lineCount <= 1 {
                x = alignment == .center ? max(box.minX, box.midX - size.width / 2) : max(box.minX, box.maxX - size.width)
                pangoAlignment = nil
            } else {
                pangoAlignment = alignment == .center ? PANGO_ALIGN_CENTER : PANGO_ALIGN_RIGHT
                x = box.minX - (alignment == .center ? slack / 2 : slack)
            }
            canvas.save()
            for c in v.clips { canvas.clip(c.rect, radius: c.radius) }
            for o in v.occluders { canvas.clip(outside: o, in: scene.bounds) }
            canvas.alpha = v.contentAlpha
            let color = label.resolvedForDark ? label.color ?? .white
                : label.color.map { themed($0, on: v.backdrop, canvas.palette) } ?? textColor(on: v.backdrop, canvas.palette)
            paragraphs.forEach { piece in
                if let pangoAlignment { pango_layout_set_alignment(piece.layout, pangoAlignment) }
                canvas.draw(piece.layout, at: CGPoint(x: x, y: y + Double(piece.top) / Double(PANGO_SCALE)), color)
            }
            canvas.alpha = 1
            canvas.restore()
            let drawn = CGRect(x: x, y: y, width: min(size.width, v.frame.width), height: size.height)
            canvas.placer.reserve(drawn)
            canvas.record.texts.append(drawn)
        }
    }

    /// Text without its own colour: black or white, whichever stands out on
    /// the colour painted behind it (a file's white card in the dark theme
    /// still gets dark text); the theme's text colour when only the theme
    /// paints behind it.
    /// A text colour the file gives, on what the picture paints behind it.
    /// Trellis's colours are UIKit's light-mode values; on the dark theme's
    /// own fills (no colour of the file's behind the text) a dark grey such
    /// as `label` or `secondaryLabel` would vanish, so greys are drawn as
    /// their dark-mode counterparts are, inverted (UIKit's dynamic label
    /// colours do the same). Saturated colours and text on a file's own
    /// backgrounds are drawn as given.
    static func themed(_ color: UIColor, on backdrop: UIColor?, _ palette: Palette) -> UIColor {
        guard backdrop == nil, palette.screen == .black else { return color }
        let high = max(color.red, color.green, color.blue), low = min(color.red, color.green, color.blue)
        let luminance = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
        guard high - low < 0.15, luminance < 0.5 else { return color }
        return UIColor(red: 1 - color.red, green: 1 - color.green, blue: 1 - color.blue, alpha: color.alpha)
    }

    static func textColor(on backdrop: UIColor?, _ palette: Palette) -> UIColor {
        guard let b = backdrop else { return palette.text }
        let luminance = 0.2126 * b.red + 0.7152 * b.green + 0.0722 * b.blue
        return luminance > 0.5 ? UIColor(red: 0.05, green: 0.05, blue: 0.07) : UIColor(red: 0.96, green: 0.96, blue: 0.97)
    }

    /// Names at the top-left inside each view; when an outer view's name
    /// already sits in that corner (a bar pinned to the window's top), at
    /// the bottom-left inside, then the top-right inside, so every name
    /// stays within its own outline and two stacked views never read
    /// swapped (a name pushed below a bar lands in the view under it).
    /// Outside (above, then below) only for labels, whose text fills them,
    /// and for views too small to hold the name. Placed now, drawn last, on
    /// top of the lines.
    static func placeTags(_ scene: Scene, on canvas: Canvas) -> [Annotation] {
        let p = canvas.palette
        var result: [Annotation] = []
        for var v in scene.views where !v.isOffscreen && !v.isCovered {
            guard let tag = v.tag else { continue }
            // Named inside the part that shows (scroll content).
            v.frame = v.visibleFrame
            let text = v.isHidden ? tag + " (hidden)" : tag
            let size = canvas.measure(text, size: tagSize)
            let box = CGSize(width: size.width + 4, height: size.height + 1)
            let r = canvas.placer.place(size: box, candidates: tagCandidates(v.frame, box: box, isLabel: v.label != nil),
                                        owner: v.frame)
            let color = v.isHidden ? p.hiddenOutline : p.tint(depth: v.depth)
            result.append(Annotation(rect: r, text: text, size: tagSize, color: color, border: nil, role: .name,
                                     hadCleanSpot: canvas.placer.hadCleanSpot, owner: v.frame))
        }
        return result
    }

    /// Where a name may go, best first. Inside a view: its four corners,
    /// then slid along the inside of its top and bottom edges (a table
    /// row's corners are its content's: the sender's name top-left, the
    /// time top-right, the body's last line at the bottom, while the
    /// middle of the top edge is free); then just outside, above and
    /// below; the right side last, where a long name may run into the
    /// page's margin. A label's text fills it: outside first (above,
    /// below, also slid along), then its right and left, inside last.
    ///
    /// Outside spots keep 1.5 pt from the frame: the placer keeps plates
    /// 1 pt from text, and a smaller font's text box starts a few
    /// hundredths above its label's frame, so 1 pt lost the spot right
    /// above a `time` label and its name landed two plates up, in the
    /// table's header.
    static func tagCandidates(_ f: CGRect, box: CGSize, isLabel: Bool) -> [CGPoint] {
        let gap = 1.5
        let top = f.minY + 1.5, bottom = f.maxY - box.height - 1.5
        let left = f.minX + 1.5, right = f.maxX - box.width - 1.5
        let above = f.minY - box.height - gap, below = f.maxY + gap
        let fits = f.width >= box.width + 3 && f.height >= box.height * 2 + 2
        // Eight stops between the corners (none when the name barely fits).
        let slides = right > left ? (1...7).map { left + (right - left) * Double($0) / 8 } : []
        let outsideSlides = f.width > box.width ? (1...3).map { f.minX + (f.width - box.width) * Double($0) / 3 } : []
        let beside = [CGPoint(x: f.maxX + 2, y: f.minY), CGPoint(x: f.minX - box.width - 2, y: f.minY)]
        if !isLabel && fits {
            return [CGPoint(x: left, y: top), CGPoint(x: left, y: bottom), CGPoint(x: right, y: top)]
                + slides.map { CGPoint(x: $0, y: top) } + slides.map { CGPoint(x: $0, y: bottom) }
                + [CGPoint(x: f.minX, y: above), CGPoint(x: f.minX, y: below), CGPoint(x: right, y: bottom)]
                + beside
        }
        return [CGPoint(x: f.minX, y: above), CGPoint(x: f.minX, y: below)]
            + outsideSlides.flatMap { [CGPoint(x: $0, y: above), CGPoint(x: $0, y: below)] }
            + beside + [CGPoint(x: left, y: top)]
    }

    /// Orange outlines and "ambiguous: minY" notes.
    static func drawAmbiguity(_ scene: Scene, on canvas: Canvas) -> [Annotation] {
        let p = canvas.palette
        var result: [Annotation] = []
        for var v in scene.views where !v.ambiguous.isEmpty && !v.isHidden {
            if let sc = v.scrollClip { canvas.save(); canvas.clip(sc) }
            canvas.strokeInside(v.frame, p.ambiguous, width: 2)
            if v.scrollClip != nil { canvas.restore() }
            v.frame = v.visibleFrame
            let text = "ambiguous: " + v.ambiguous.joined(separator: ", ")
            let size = canvas.measure(text, size: Annotation.badgeSize)
            let box = CGSize(width: size.width + 6, height: size.height + 2)
            let r = canvas.placer.place(size: box, candidates: [
                CGPoint(x: v.frame.minX + 2, y: v.frame.maxY - box.height - 2),
                CGPoint(x: v.frame.minX, y: v.frame.maxY + 2),
                CGPoint(x: v.frame.minX, y: v.frame.minY - box.height - 2),
            ])
            result.append(Annotation(rect: r, text: text, size: Annotation.badgeSize, color: p.ambiguous, border: p.ambiguous, role: .note,
                                     hadCleanSpot: canvas.placer.hadCleanSpot))
            canvas.record.kinds.insert(.ambiguous)
        }
        return result
    }
}
