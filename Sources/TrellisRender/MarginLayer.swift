import CCairo
import TrellisLayout

/// Layout margins as shaded bands between a view's edges and its margins,
/// only on views whose margins a constraint uses (a margin attribute, the
/// margins guide or the readable content guide): bands on every view would
/// stripe the whole picture with margins nothing refers to.
///
/// Each view's bands are painted right after its own fill (see
/// ``FrameLayer/drawViews(_:on:frames:afterFill:)``), so its children sit
/// on top of them: a band painted last would tint every child that reaches
/// into the margin and read as if the child were in the margin. Bands stop
/// at the window's unsafe areas, which belong to the status bar and home
/// indicator.
enum MarginLayer {
    static func drawBands(of v: Scene.ViewInfo, in scene: Scene, on canvas: Canvas) {
        guard !v.isHidden, let m = v.marginsRect else { return }
        let f = v.frame
        let inner = CGRect(x: max(m.minX, f.minX), y: max(m.minY, f.minY),
                           width: max(0, min(m.maxX, f.maxX) - max(m.minX, f.minX)),
                           height: max(0, min(m.maxY, f.maxY) - max(m.minY, f.minY)))
        canvas.save()
        cairo_set_fill_rule(canvas.cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(canvas.cr, scene.bounds.minX, scene.bounds.minY, scene.bounds.width, scene.bounds.height)
        for u in scene.unsafeAreas { cairo_rectangle(canvas.cr, u.minX, u.minY, u.width, u.height) }
        cairo_clip(canvas.cr)
        canvas.setColor(canvas.palette.marginBand)
        cairo_rectangle(canvas.cr, f.minX, f.minY, f.width, f.height)
        cairo_rectangle(canvas.cr, inner.minX, inner.minY, inner.width, inner.height)
        cairo_fill(canvas.cr)
        canvas.restore()
        canvas.record.kinds.insert(.margins)
        canvas.record.bandBackdrops.append((backdrop(of: v, in: scene, canvas.palette), bandArea(of: v) ?? 0))
    }

    /// What a view's bands are seen over: the nearest opaque fill (its own
    /// or an ancestor's), else the window's colour (the tints by depth are
    /// too faint to count).
    static func backdrop(of v: Scene.ViewInfo, in scene: Scene, _ p: Palette) -> UIColor {
        if let bg = v.backdrop { return bg.withAlpha(1) }
        return scene.windowBackground.map { $0.withAlpha(1) } ?? p.screen
    }

    /// The legend's swatch shows a band over the backdrop of the view with
    /// the most band area (the bands a reader sees most of): over the
    /// page's colour, the dark theme's 20 % yellow is a dark olive that
    /// matched no band drawn over a file's white screen.
    static func legendBackdrop(_ scene: Scene, _ p: Palette) -> UIColor {
        let banded = scene.views.filter { !$0.isHidden && $0.marginsRect != nil }
        // The first of the largest, as `max(by:)` would pick the last.
        var best: (Scene.ViewInfo, Double)?
        for v in banded { let a = bandArea(of: v) ?? 0; if best == nil || a > best!.1 { best = (v, a) } }
        return best.map { backdrop(of: $0.0, in: scene, p) } ?? scene.windowBackground.map { $0.withAlpha(1) } ?? p.screen
    }

    /// The area between a view's frame and its margins (nil without margins).
    static func bandArea(of v: Scene.ViewInfo) -> Double? {
        guard let m = v.marginsRect else { return nil }
        let f = v.frame
        let inner = f.intersection(m)
        return Double(f.width * f.height) - (inner.isNull ? 0 : Double(inner.width * inner.height))
    }
}
