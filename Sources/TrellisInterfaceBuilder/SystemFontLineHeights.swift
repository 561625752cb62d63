import TrellisFormat
import TrellisLayout

/// Line heights and baselines of Xcode's system font around the line
/// breaks and widths of another measurer (docs/INTERFACE-BUILDER.md,
/// "Text: the system font's line height"): what `TRELLIS_IB_TEXT=measured`
/// measures Interface Builder files with.
///
/// Every line of San Francisco is `lineHeight` = 2444/2048 of the point
/// size tall (20.29 at 17 points), its baseline `ascender` = 1950/2048 of
/// it below the line's top (16.19). Stored single-line labels agree at
/// every size and scale: 17 points are stored 20.5 high at @2x and 20.333
/// at @3x (20.29 rounded to the pixel), 14 points 17, 12 points 14.5, 15
/// points 18, bold 36 points 43. DejaVu Sans, which draws the text, is
/// 1.164 em a line (19.79 at 17 points), so its heights missed those by
/// half a point and more. Widths and line breaks stay the wrapped
/// measurer's (San Francisco's advances aren't public numbers); fonts by
/// name (Helvetica Neue, Courier…) keep its metrics too.
public struct SystemFontLineHeights: TextMeasuring {
    public let base: any TextMeasuring
    public init(_ base: any TextMeasuring) { self.base = base }

    /// The system font's `ascender` and `lineHeight` per point of size.
    public static let ascender = 1950.0 / 2048
    public static let lineHeight = 2444.0 / 2048

    /// The system font in any face: `System`, and the faces the import
    /// writes for `boldSystem`, `italicSystem` and weights (`System-Bold`,
    /// `System-Thin`…, IBValues.swift), which are San Francisco too.
    public static func isSystemFont(_ font: UIFont) -> Bool {
        font.fontName == "System" || font.fontName.hasPrefix("System-")
    }

    public func layout(_ text: String, font: UIFont, numberOfLines: Int, width: Double?) -> TextLayout {
        var l = base.layout(text, font: font, numberOfLines: numberOfLines, width: width)
        guard Self.isSystemFont(font) else { return l }
        let n = Double(max(l.lines.count, 1))
        let line = Self.lineHeight * font.pointSize
        if !text.isEmpty { l.size.height = n * line }
        l.firstBaseline = Self.ascender * font.pointSize
        l.lastBaseline = l.firstBaseline + (n - 1) * line
        return l.spaced(for: font)
    }
}

/// The measurer of Interface Builder files laid out with Xcode's stored
/// text sizes (the default): sizes, line breaks and drawing are the base
/// measurer's, but a label's baseline anchors, which the engine holds at
/// fixed distances from its edges, are San Francisco's
/// (``SystemFontLineHeights``): the first the font's ascender below the
/// top, the last its descender above the bottom (docs/INTERFACE-BUILDER.md,
/// "Baselines of labels taller or shorter than their text"). DejaVu's
/// ascender is 0.4 points shorter at 17 points, which is most of the
/// half-point tolerance once a label is stretched or squeezed.
public struct SystemFontBaselines: TextMeasuring {
    public let base: any TextMeasuring
    public init(_ base: any TextMeasuring) { self.base = base }

    public func layout(_ text: String, font: UIFont, numberOfLines: Int, width: Double?) -> TextLayout {
        base.layout(text, font: font, numberOfLines: numberOfLines, width: width)
    }

    public func baselineLayout(_ text: String, font: UIFont, numberOfLines: Int, width: Double?) -> TextLayout {
        SystemFontLineHeights(base).layout(text, font: font, numberOfLines: numberOfLines, width: width)
    }

    /// The measurer every command lays `document` out with around `base`
    /// (the drawing measurer): this one for a file imported from Interface
    /// Builder (its canvas has `labelBaselinesFromEdges`, which imports
    /// write), `base` for any other. `trellis layout`, `render`, the
    /// snapshot runner and the snapshot strategies all ask here, so the
    /// same file gives the same frames in each.
    public static func measurer(for document: LayoutDocument, base: any TextMeasuring) -> any TextMeasuring {
        document.canvas.labelBaselinesFromEdges ? SystemFontBaselines(base) : base
    }
}
