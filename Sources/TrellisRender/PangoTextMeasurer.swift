import CCairo
import TrellisLayout

/// Measures label text with DejaVu Sans through Pango, the way the renderer
/// draws it, so frames fit the drawn text. Every font maps to DejaVu
/// Sans in the face of its weight and slant (``TextFace``); sizes are in points. Deterministic:
/// the private font configuration ("Fonts") and fixed rendering options
/// (no hinting, unrounded positions) leave nothing to the machine.
///
/// Lines wrap at words (a word longer than the width is broken), as
/// `UILabel` wraps; with `numberOfLines` > 0 the text is cut to that many
/// lines, the last ending in an ellipsis. Empty text measures 0 × 0.
public struct PangoTextMeasurer: TextMeasuring {
    /// Configures the fonts if nothing has yet (errors surface at the first
    /// render; measuring without the font falls back to the fixed-advance
    /// measurer so layout still works).
    public init() {
        try? Fonts.configure()
    }

    public func layout(_ text: String, font: UIFont, numberOfLines: Int, width: Double?) -> TextLayout {
        let key = TextMeasureMemo.Key(text: text, size: font.pointSize, face: TextFace(font),
                                      numberOfLines: numberOfLines, width: width,
                                      leading: font.textStyle?.leading.map(Double.init))
        let measured = TextMeasureMemo.layout(key) {
            try? Fonts.withPango { shared in
                Self.measure(shared.measuringContext, text, font: font, numberOfLines: numberOfLines, width: width)
            }
        }
        return measured ?? FixedAdvanceTextMeasurer().layout(text, font: font, numberOfLines: numberOfLines, width: width)
    }

    /// Measures paragraph by paragraph (``TextParagraphs``): width the
    /// widest, height the sum, baselines of the first and the last line.
    static func measure(_ context: OpaquePointer, _ text: String, font: UIFont, numberOfLines: Int,
                        width: Double?) -> TextLayout {
        // A text style's lines its leading apart (``TextLayout/spaced(for:)``),
        // as ``FrameLayer`` draws them.
        let paragraphs = TextParagraphs(context: context, text: text, size: font.pointSize, face: TextFace(font),
                                        numberOfLines: numberOfLines, width: width,
                                        leading: font.textStyle?.leading.map(Double.init))
        var lines: [String] = []
        let extent = paragraphs.forEach { lines += TextParagraphs.lines(of: $0) }
        let scale = Double(PANGO_SCALE)
        // Empty text measures 0 × 0 but keeps the font's baseline.
        return TextLayout(size: text.isEmpty ? .zero : extent.size, firstBaseline: Double(extent.firstBaseline) / scale,
                          lastBaseline: Double(extent.lastBaseline) / scale, lines: lines.isEmpty ? [""] : lines)
    }
}
