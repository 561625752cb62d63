import TrellisSolver

/// How text came out: its size, and where its first and last baselines sit
/// below the top.
public struct TextLayout: Hashable, Sendable {
    public var size: CGSize
    public var firstBaseline: Double
    public var lastBaseline: Double
    public var lines: [String]
    public init(size: CGSize, firstBaseline: Double, lastBaseline: Double, lines: [String]) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lines = lines
    }

    /// The layout with its lines spaced at `font`'s text-style leading
    /// (``UIFont/TextStyle/leading``): the first line keeps its height and
    /// baseline, each further line's baseline sits `leading` below the
    /// previous one, and the height grows (or shrinks) with them. Unchanged
    /// for fonts by size and for one line.
    public func spaced(for font: UIFont) -> TextLayout {
        guard font.isTextStyleAtLargeSize, let leading = font.textStyle?.leading, lines.count > 1, size.height > 0 else { return self }
        let gaps = Double(lines.count - 1)
        let pitch = (lastBaseline - firstBaseline) / gaps
        var l = self
        l.size.height = max(0, size.height + gaps * (Double(leading) - pitch))
        l.lastBaseline = firstBaseline + gaps * Double(leading)
        return l
    }
}

/// Measures text for labels: the layout engine asks, a renderer answers
/// (Pango, with a fixed font, when rendering lands). `numberOfLines` 0 means
/// as many as needed; `width` nil means unlimited.
public protocol TextMeasuring: Sendable {
    func layout(_ text: String, font: UIFont, numberOfLines: Int, width: Double?) -> TextLayout
    /// The layout a label's baseline anchors come from
    /// (``UILabel/baselineEdgeOffsets``): ``layout(_:font:numberOfLines:width:)``
    /// unless a measurer knows the designed font's vertical metrics better
    /// than its sizes (Interface Builder's stored text sizes).
    func baselineLayout(_ text: String, font: UIFont, numberOfLines: Int, width: Double?) -> TextLayout
}

extension TextMeasuring {
    public func baselineLayout(_ text: String, font: UIFont, numberOfLines: Int, width: Double?) -> TextLayout {
        layout(text, font: font, numberOfLines: numberOfLines, width: width)
    }
}

/// A deterministic measurer for tests and for machines without fonts: every
/// character advances half the point size, a line is 1.2 × the point size
/// tall, the baseline sits at 0.95 × the point size below the line's top.
/// Words wrap greedily at spaces; a word longer than the width is broken.
public struct FixedAdvanceTextMeasurer: TextMeasuring {
    public init() {}

    public func advance(_ font: UIFont) -> Double { font.pointSize / 2 }
    public func lineHeight(_ font: UIFont) -> Double { font.pointSize * 1.2 }
    public func ascent(_ font: UIFont) -> Double { font.pointSize * 0.95 }

    public func layout(_ text: String, font: UIFont, numberOfLines: Int, width: Double?) -> TextLayout {
        let advance = advance(font)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(String(paragraph), maxCharacters: width.map { Self.characters(fitting: $0, advance: advance) })
        }
        if numberOfLines > 0 && lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        if lines.isEmpty { lines = [""] }
        let longest = lines.map(\.count).max() ?? 0
        let height = text.isEmpty ? 0 : Double(lines.count) * lineHeight(font)
        let w = Double(longest) * advance
        let first = ascent(font)
        let last = Double(lines.count - 1) * lineHeight(font) + ascent(font)
        return TextLayout(size: CGSize(width: w, height: height), firstBaseline: first, lastBaseline: last, lines: lines)
            .spaced(for: font)
    }

    /// How many characters fit in `width`: at least 1. Checked before the
    /// conversion to Int, which traps on a quotient that isn't finite or is
    /// too large (a 1e-300-point font made the advance next to nothing).
    static func characters(fitting width: Double, advance: Double) -> Int {
        let q = (width + 1e-9) / advance
        if q.isNaN || q < 1 { return 1 }
        return q >= 1e15 ? Int(1e15) : Int(q)
    }

    func wrap(_ paragraph: String, maxCharacters: Int?) -> [String] {
        guard let limit = maxCharacters, paragraph.count > limit else { return [paragraph] }
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ") {
            var word = String(word)
            while word.count > limit {
                if !current.isEmpty { lines.append(current); current = "" }
                lines.append(String(word.prefix(limit)))
                word = String(word.dropFirst(limit))
            }
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= limit {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

/// Text a view shows, for a renderer: a label's text, a button's title.
public struct DrawnText: Hashable, Sendable {
    public var text: String
    public var font: UIFont
    public var color: UIColor?
    public var numberOfLines: Int
    /// Where lines sit across the view (`natural`: the leading edge).
    public var alignment: NSTextAlignment
    /// Centred in the view (a button's title) rather than from the leading edge.
    public var centered: Bool { alignment == .center }
    public init(text: String, font: UIFont, color: UIColor? = nil, numberOfLines: Int = 1, centered: Bool = false,
                alignment: NSTextAlignment? = nil) {
        self.text = text; self.font = font; self.color = color
        self.numberOfLines = numberOfLines; self.alignment = alignment ?? (centered ? .center : .natural)
    }
}
