import CCairo
import TrellisLayout

/// Layout margins as shaded bands between a view's edges and its margins,
/// only on views whose margins a constraint uses (a margin attribute, the
/// margins guide or the readable content guide): bands on every view would
/// stripe the whole picture with margins nothing refers to.
enum MarginLayer {
    static func draw(_ scene: Scene, on canvas: Canvas) {
        for v in scene.views where !v.isHidden {
            guard let m = v.marginsRect else { continue }
            let f = v.frame
            let inner = CGRect(x: max(m.minX, f.minX), y: max(m.minY, f.minY),
                             width: max(0, min(m.maxX, f.maxX) - max(m.minX, f.minX)),
                             height: max(0, min(m.maxY, f.maxY) - max(m.minY, f.minY)))
            canvas.setColor(canvas.palette.marginBand)
            cairo_set_fill_rule(canvas.cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_rectangle(canvas.cr, f.minX, f.minY, f.width, f.height)
            cairo_rectangle(canvas.cr, inner.minX, inner.minY, inner.width, inner.height)
            cairo_fill(canvas.cr)
            cairo_set_fill_rule(canvas.cr, CAIRO_FILL_RULE_WINDING)
        }
    }
}
