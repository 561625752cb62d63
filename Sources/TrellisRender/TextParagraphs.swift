import CCairo
import TrellisLayout

/// Text laid out one paragraph at a time, each paragraph in a Pango layout
/// of its own, stacked top to bottom.
///
/// Why: Pango 1.50 lays out a text of many paragraphs in time that grows
/// with the square of their number (3,000 lines took 0.65 s, 50,000
/// minutes), while a paragraph's lines depend on that paragraph alone.
/// Laid out separately, the same lines come out at the same places
/// (`TextParagraphsTests` checks sizes and baselines against one layout of
/// the whole text), in time proportional to the text, and only one
/// paragraph's layout is alive at a time.
///
/// Paragraphs end where Pango ends them (`pango_find_paragraph_boundary`:
/// `\n`, `\r`, `\r\n`, U+2029). A paragraph without strong directional
/// characters takes the direction of the one before it, as in one layout
/// (Pango's auto direction); on its own it would be left to right, so such a
/// paragraph after a right-to-left one is laid out behind an invisible
/// RIGHT-TO-LEFT MARK.
///
/// `numberOfLines` counts the lines of the whole text, as `UILabel`'s does
/// ("the maximum number of lines for rendering text"); a single Pango
/// layout counts them per paragraph (its negative height). The last line
/// shown ends in an ellipsis when any text is cut: Pango ellipsizes a
/// paragraph cut inside; a paragraph that fills the last line with more
/// paragraphs after it is laid out again with "…" at its end (Trellis's
/// choice where Apple documents only "truncates the tail"). With
/// `numberOfLines` 1 the text is one paragraph (Pango's single-paragraph
/// mode), as before.
struct TextParagraphs {
    /// A paragraph's layout and where it sits: `top` in Pango units below
    /// the text's top.
    struct Piece {
        var layout: OpaquePointer
        var top: Int
        var lineCount: Int
        /// The text laid out (the paragraph, with an RLM or "…" if added),
        /// and how many bytes of it were added in front.
        var text: [UInt8]
        var prefix: Int
    }

    /// What the whole text measures, in Pango units.
    struct Extent {
        var minX = Int.max, maxX = Int.min
        var height = 0
        var lineCount = 0
        var firstBaseline = 0
        var lastBaseline = 0
        var width: Int { maxX >= minX ? maxX - minX : 0 }
        var size: CGSize {
            let scale = Double(PANGO_SCALE)
            return CGSize(width: Double(width) / scale, height: Double(height) / scale)
        }
    }

    let context: OpaquePointer
    let text: String
    let size: Double
    let face: TextFace
    let numberOfLines: Int
    let width: Double?
    /// A text style's leading (``UIFont/TextStyle/leading``): each line's
    /// baseline this far below the one before, within and across
    /// paragraphs, as ``TextLayout/spaced(for:)`` measures it; nil keeps
    /// the font's own line height.
    var leading: Double? = nil

    /// Lays out each paragraph in turn and hands it to `body` (which must not
    /// keep the layout: it is released when `body` returns); returns the
    /// whole text's extent.
    @discardableResult
    func forEach(_ body: (Piece) -> Void = { _ in }) -> Extent {
        var extent = Extent()
        let bytes = Array(text.utf8)
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        let rlm: [UInt8] = [0xE2, 0x80, 0x8F], ellipsis: [UInt8] = [0xE2, 0x80, 0xA6]
        var previousRTL = false
        var start = 0
        var last = true
        repeat {
            // One paragraph: [start, end), the next starts at `next`.
            var end = bytes.count, next = bytes.count
            if numberOfLines != 1 && start < bytes.count {
                bytes.withUnsafeBufferPointer { b in
                    b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: b.count) { p in
                        var delimiter: Int32 = 0, following: Int32 = 0
                        pango_find_paragraph_boundary(p + start, Int32(clamping: bytes.count - start), &delimiter, &following)
                        end = start + Int(delimiter)
                        next = start + Int(following)
                    }
                }
            }
            last = end == next  // no delimiter: the text's last paragraph ("a\n" has an empty one after "a")
            var paragraph = Array(bytes[start..<end])
            var prefix = 0
            let direction = paragraph.withUnsafeBufferPointer { b in
                b.baseAddress.map { $0.withMemoryRebound(to: CChar.self, capacity: b.count) {
                    pango_find_base_dir($0, Int32(clamping: b.count))
                } } ?? PANGO_DIRECTION_NEUTRAL
            }
            if direction == PANGO_DIRECTION_NEUTRAL {
                if previousRTL { paragraph = rlm + paragraph; prefix = rlm.count }
            } else {
                previousRTL = direction == PANGO_DIRECTION_RTL
            }
            let remaining = limit - extent.lineCount
            var layout = make(paragraph, lines: remaining)
            var count = Int(pango_layout_get_line_count(layout))
            // The last line shown, with text after it that isn't: end it in "…".
            if count >= remaining && !last && pango_layout_is_ellipsized(layout) == 0 {
                g_object_unref(UnsafeMutableRawPointer(layout))
                paragraph += ellipsis
                layout = make(paragraph, lines: remaining)
                count = Int(pango_layout_get_line_count(layout))
            }
            // Lines a text style's leading apart: Pango's spacing is what
            // it adds below each line but the last (and, here, between
            // paragraphs).
            let spacing = leading.map { Self.space(layout, leading: $0) } ?? 0
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let top = extent.height + (extent.lineCount > 0 ? spacing : 0)
            if count > 0 {
                extent.minX = min(extent.minX, Int(logical.x))
                extent.maxX = max(extent.maxX, Int(logical.x) + Int(logical.width))
            }
            if extent.lineCount == 0 { extent.firstBaseline = top + Int(pango_layout_get_baseline(layout)) }
            extent.lastBaseline = top + Self.lastBaseline(layout)
            extent.height = top + Int(logical.height)
            extent.lineCount += count
            body(Piece(layout: layout, top: top, lineCount: count, text: paragraph, prefix: prefix))
            g_object_unref(UnsafeMutableRawPointer(layout))
            start = next
        } while !last && extent.lineCount < limit
        return extent
    }

    /// One paragraph's layout: as ``TextStyle/layout`` makes the whole
    /// text's, with at most `lines` lines when the label has a line limit.
    private func make(_ paragraph: [UInt8], lines: Int) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let desc = TextStyle.description(size: size, face: face)
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        paragraph.withUnsafeBufferPointer { b in
            if let base = b.baseAddress {
                base.withMemoryRebound(to: CChar.self, capacity: b.count) { pango_layout_set_text(layout, $0, Int32(clamping: b.count)) }
            } else {
                pango_layout_set_text(layout, "", 0)
            }
        }
        if numberOfLines == 1 { pango_layout_set_single_paragraph_mode(layout, 1) }
        if let width, let units = TextStyle.pangoUnits(width) {
            pango_layout_set_width(layout, units)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if numberOfLines > 0 {
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                pango_layout_set_height(layout, -Int32(clamping: max(lines, 1)))
            }
        }
        return layout
    }

    /// Sets a layout's line spacing so its baselines are `leading` points
    /// apart (the leading less its first line's height); returns it, in
    /// Pango units.
    static func space(_ layout: OpaquePointer, leading: Double) -> Int {
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return 0 }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_line_get_extents(line, &ink, &logical)
        let spacing = Int((leading * Double(PANGO_SCALE)).rounded()) - Int(logical.height)
        pango_layout_set_spacing(layout, Int32(clamping: spacing))
        return spacing
    }

    /// The baseline of a layout's last line, in Pango units below its top.
    static func lastBaseline(_ layout: OpaquePointer) -> Int {
        let iter = pango_layout_get_iter(layout)!
        var baseline = Int(pango_layout_iter_get_baseline(iter))
        while pango_layout_iter_next_line(iter) != 0 { baseline = Int(pango_layout_iter_get_baseline(iter)) }
        pango_layout_iter_free(iter)
        return baseline
    }

    /// The text of each line of a piece (without the characters added in
    /// front and without line-ending characters).
    static func lines(of piece: Piece) -> [String] {
        var lines: [String] = []
        var node = pango_layout_get_lines_readonly(piece.layout)
        while let n = node {
            if let l = n.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) {
                let count = piece.text.count
                let start = max(Int(l.pointee.start_index), piece.prefix)
                let end = min(Int(l.pointee.start_index) + Int(l.pointee.length), count)
                var line = String(decoding: piece.text[min(start, end)..<end], as: UTF8.self)
                while line.hasSuffix("\n") || line.hasSuffix("\r") { line.removeLast() }
                lines.append(line)
            }
            node = n.pointee.next
        }
        return lines
    }
}
