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
        let measured = try? Fonts.withPango { shared in
            Self.measure(shared.measuringContext, text, font: font, numberOfLines: numberOfLines, width: width)
        }
        return measured ?? FixedAdvanceTextMeasurer().layout(text, font: font, numberOfLines: numberOfLines, width: width)
    }

    static func measure(_ context: OpaquePointer, _ text: String, font: UIFont, numberOfLines: Int,
                        width: Double?) -> TextLayout {
        let layout = TextStyle.layout(context, text, size: font.pointSize, face: TextFace(font),
                                      numberOfLines: numberOfLines, width: width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let scale = Double(PANGO_SCALE)
        var size = TextStyle.size(layout)
        let first = Double(pango_layout_get_baseline(layout)) / scale
        var last = first
        // One walk over the lines with the layout's line list: asking for
        // line i by index walks the list from the start each time, which
        // made a label of 50,000 lines take minutes.
        var lines: [String] = []
        let bytes = Array(text.utf8)
        var line = pango_layout_get_lines_readonly(layout)
        var index = 0
        while let node = line {
            if let l = node.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) {
                let start = Int(l.pointee.start_index), length = Int(l.pointee.length)
                let end = min(start + length, bytes.count)
                var piece = String(decoding: bytes[min(start, end)..<end], as: UTF8.self)
                while piece.hasSuffix("\n") { piece.removeLast() }
                lines.append(piece)
            }
            index += 1
            line = node.pointee.next
        }
        if index > 1 {
            let iter = pango_layout_get_iter(layout)!
            while pango_layout_iter_next_line(iter) != 0 { last = Double(pango_layout_iter_get_baseline(iter)) / scale }
            pango_layout_iter_free(iter)
        }
        if text.isEmpty { size = .zero }
        return TextLayout(size: size, firstBaseline: first, lastBaseline: last, lines: lines.isEmpty ? [""] : lines)
    }
}
