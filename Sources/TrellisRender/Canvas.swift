import CCairo
import TrellisLayout

/// A Cairo context in points, with the few drawing verbs the layers use and
/// a Pango context for text. Coordinates are the window's (the page layout
/// translates before the layers draw).
final class Canvas {
    let cr: OpaquePointer
    let pango: OpaquePointer
    let palette: Palette
    /// Badges and tags already placed, so later ones can avoid them.
    var placer = LabelPlacer()
    /// What the current page drew (for tests; see ``DrawingRecord``).
    var record = DrawingRecord()
    /// Every page's record, in order.
    var lastRecords: [DrawingRecord] = []

    init(cr: OpaquePointer, fontMap: UnsafeMutablePointer<PangoFontMap>, palette: Palette) {
        self.cr = cr
        self.palette = palette
        pango = pango_font_map_create_context(fontMap)!
        TextStyle.prepare(pango)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        pango_cairo_update_context(cr, pango)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pango)) }

    // MARK: State

    /// Device pixels per point at the current transform (the picture's scale).
    var pixelsPerPoint: Double {
        var dx = 0.0, dy = 1.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        return abs(dy)
    }

    func save() { cairo_save(cr) }
    func restore() { cairo_restore(cr) }
    func translate(_ dx: Double, _ dy: Double) { cairo_translate(cr, dx, dy) }
    func clip(_ r: CGRect) {
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        cairo_clip(cr)
    }

    /// Clips out `hole` (keeping the rest of `bounds`), intersecting any
    /// clip already set.
    func clip(outside hole: CGRect, in bounds: CGRect) {
        let outer = bounds.union(hole).insetBy(dx: -1, dy: -1)
        let rule = cairo_get_fill_rule(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(cr, outer.minX, outer.minY, outer.width, outer.height)
        cairo_rectangle(cr, hole.minX, hole.minY, hole.width, hole.height)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, rule)
    }

    /// Multiplies every colour's alpha: the alpha of the view being drawn.
    var alpha = 1.0

    func setColor(_ c: UIColor) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha) }

    /// Clips to a rounded rectangle (intersecting any clip already set).
    func clip(_ r: CGRect, radius: Double) {
        roundedRect(r, radius: radius)
        cairo_clip(cr)
    }

    /// Solid when `dash` is empty. Dash lengths are in points.
    func setLine(width: Double, dash: [Double] = []) {
        cairo_set_line_width(cr, width)
        cairo_set_dash(cr, dash, Int32(dash.count), 0)
    }

    // MARK: Shapes

    func fill(_ r: CGRect, _ c: UIColor) {
        setColor(c)
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        cairo_fill(cr)
    }

    /// Strokes just inside `r`, so a 1-point outline covers whole pixels at
    /// every scale and neighbouring views' outlines don't overprint.
    func strokeInside(_ r: CGRect, _ c: UIColor, width: Double, dash: [Double] = []) {
        guard r.width > width, r.height > width else {
            fill(r, c)
            return
        }
        setColor(c)
        setLine(width: width, dash: dash)
        cairo_rectangle(cr, r.minX + width / 2, r.minY + width / 2, r.width - width, r.height - width)
        cairo_stroke(cr)
    }

    func line(_ a: CGPoint, _ b: CGPoint, _ c: UIColor, width: Double, dash: [Double] = []) {
        setColor(c)
        setLine(width: width, dash: dash)
        cairo_move_to(cr, a.x, a.y)
        cairo_line_to(cr, b.x, b.y)
        cairo_stroke(cr)
    }

    func roundedRect(_ r: CGRect, radius: Double) {
        let rad = min(radius, r.width / 2, r.height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -.pi / 2, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, .pi / 2)
        cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, .pi / 2, .pi)
        cairo_arc(cr, r.minX + rad, r.minY + rad, rad, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    func fillRounded(_ r: CGRect, radius: Double, _ c: UIColor) {
        setColor(c)
        roundedRect(r, radius: radius)
        cairo_fill(cr)
    }

    func strokeRounded(_ r: CGRect, radius: Double, _ c: UIColor, width: Double) {
        setColor(c)
        setLine(width: width)
        roundedRect(r, radius: radius)
        cairo_stroke(cr)
    }

    // MARK: Text

    /// Lays out `text` (see ``TextStyle/layout``); the caller draws or
    /// measures it, then releases it with ``release(_:)``.
    func layout(_ text: String, size: Double, face: TextFace = .regular, numberOfLines: Int = 1,
                width: Double? = nil) -> OpaquePointer {
        TextStyle.layout(pango, text, size: size, face: face, numberOfLines: numberOfLines, width: width)
    }

    func release(_ layout: OpaquePointer) { g_object_unref(UnsafeMutableRawPointer(layout)) }

    func draw(_ layout: OpaquePointer, at p: CGPoint, _ c: UIColor) {
        setColor(c)
        cairo_move_to(cr, p.x, p.y)
        pango_cairo_show_layout(cr, layout)
        cairo_new_path(cr)
    }

    /// The size of one line of text (for placing it before drawing).
    func measure(_ text: String, size: Double, face: TextFace = .regular) -> CGSize {
        let l = layout(text, size: size, face: face)
        defer { release(l) }
        return TextStyle.size(l)
    }

    /// Draws one line of text with its top-left at `p`.
    func text(_ text: String, at p: CGPoint, size: Double, face: TextFace = .regular, _ c: UIColor) {
        let l = layout(text, size: size, face: face)
        draw(l, at: p, c)
        release(l)
    }
}

extension Canvas {
    /// A closed polygon: filled, or stroked `stroke` wide (for a halo).
    func polygon(_ points: [CGPoint], _ c: UIColor, stroke: Double?) {
        guard let first = points.first else { return }
        setColor(c)
        cairo_move_to(cr, first.x, first.y)
        for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        cairo_close_path(cr)
        if let stroke {
            setLine(width: stroke)
            cairo_stroke(cr)
        } else {
            cairo_fill(cr)
        }
    }

    /// A line with a halo under it (see ``Palette/halo``): overlay lines
    /// keep their contrast on any fill.
    func haloLine(_ a: CGPoint, _ b: CGPoint, _ c: UIColor, width: Double, dash: [Double] = []) {
        line(a, b, palette.halo, width: width + 1.5)
        line(a, b, c, width: width, dash: dash)
        record.marks.append(clipExtents)
    }

    /// The current clip in user coordinates: what a mark drawn now can
    /// reach at most (recorded so tests can check overlays stay in the
    /// window).
    var clipExtents: CGRect {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
