import CCairo
import TrellisLayout

/// Text through Pango with the one fixed font, for both measuring and
/// drawing, so a label is drawn exactly as it was measured.
enum TextStyle {
    /// Fixed rendering options on a Pango context: grey antialiasing, no
    /// hinting, unhinted metrics, unrounded glyph positions. Without them
    /// Cairo would take the machine's or the surface's defaults, and glyph
    /// advances (and so line breaks) would change with the scale.
    static func prepare(_ context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        pango_context_set_language(context, pango_language_from_string("en"))
    }

    /// A description of DejaVu Sans at `size` points (absolute size: one
    /// point is one unit of the Cairo user space, whatever the resolution).
    static func description(size: Double, face: TextFace) -> OpaquePointer {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, Fonts.family)
        pango_font_description_set_absolute_size(desc, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(desc, face.pangoWeight)
        pango_font_description_set_style(desc, face.italic ? PANGO_STYLE_OBLIQUE : PANGO_STYLE_NORMAL)
        return desc
    }

    /// A layout for `text`. `width` nil: one line per paragraph, unbounded.
    /// With a width: wrapped at words (long words broken) when
    /// `numberOfLines` isn't 1, cut to `numberOfLines` lines (0: no limit)
    /// with a trailing ellipsis, as `UILabel` truncates.
    static func layout(_ context: OpaquePointer, _ text: String, size: Double, face: TextFace = .regular,
                       numberOfLines: Int, width: Double?) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let desc = description(size: size, face: face)
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        pango_layout_set_text(layout, text, -1)
        if numberOfLines == 1 { pango_layout_set_single_paragraph_mode(layout, 1) }
        if let width, let units = pangoUnits(width) {
            pango_layout_set_width(layout, units)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if numberOfLines > 0 {
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                pango_layout_set_height(layout, -Int32(clamping: numberOfLines))
            }
        }
        return layout
    }

    /// A wrapping width in Pango units (1/1024 point, an Int32), or nil when
    /// it has none: a width that isn't finite, or one too wide for an Int32
    /// (over about 2,000,000 points; `a.width == 3000000` on a wrapping
    /// label overflowed), lays the text out unbounded, as no line that long
    /// needs wrapping. Negative widths wrap at 0.
    static func pangoUnits(_ width: Double) -> Int32? {
        let units = (max(width, 0) * Double(PANGO_SCALE)).rounded(.up)
        guard units.isFinite, units < Double(Int32.max) else { return nil }
        return Int32(units)
    }

    /// The logical size of a layout in points.
    static func size(_ layout: OpaquePointer) -> CGSize {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return CGSize(width: Double(logical.width) / Double(PANGO_SCALE),
                    height: Double(logical.height) / Double(PANGO_SCALE))
    }
}

/// Which DejaVu Sans face draws a `UIFont`: ExtraLight for weights below
/// regular (ultraLight, thin, light), Book for regular and medium, Bold for
/// semibold and heavier (DejaVu Sans has no faces between); oblique for
/// italic fonts.
struct TextFace: Hashable {
    enum Weight: Hashable { case extraLight, book, bold }
    var weight: Weight
    var italic: Bool

    static let regular = TextFace(weight: .book, italic: false)
    static let bold = TextFace(weight: .bold, italic: false)

    init(weight: Weight, italic: Bool) {
        self.weight = weight
        self.italic = italic
    }

    init(_ font: UIFont) {
        weight = font.weight >= .semibold ? .bold : font.weight < .regular ? .extraLight : .book
        italic = font.isItalic
    }

    var pangoWeight: PangoWeight {
        switch weight {
        case .extraLight: PANGO_WEIGHT_ULTRALIGHT
        case .book: PANGO_WEIGHT_NORMAL
        case .bold: PANGO_WEIGHT_BOLD
        }
    }
}
