import CCairo
import TrellisLayout

/// `--focus VIEW[,VIEW]`: the focused views stay as they are and the rest
/// of the window is veiled in the screen colour, as Xcode fades what isn't
/// selected, so the eye goes to the focused views and their constraints.
enum FocusLayer {
    static let veil = 0.55

    static func draw(_ scene: Scene, focus: [String], on canvas: Canvas) {
        guard !focus.isEmpty else { return }
        let names = Set(focus)
        canvas.save()
        cairo_set_fill_rule(canvas.cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(canvas.cr, scene.bounds.minX, scene.bounds.minY, scene.bounds.width, scene.bounds.height)
        for v in scene.views where names.contains(v.name) && !v.isHidden {
            cairo_rectangle(canvas.cr, v.frame.minX, v.frame.minY, v.frame.width, v.frame.height)
        }
        canvas.setColor(canvas.palette.screen.withAlpha(veil))
        cairo_fill(canvas.cr)
        canvas.restore()
    }
}
