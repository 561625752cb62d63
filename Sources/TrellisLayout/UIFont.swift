/// `UIFont`: a font by name, size, weight and slant.
///
/// Trellis has no font catalogue: every font is measured and drawn with
/// DejaVu Sans (see docs/RENDERING.md, "Fonts"), in the face nearest its
/// ``weight`` and ``isItalic``. So the name is recorded, not looked up, and
/// `UIFont(name:size:)` fails only where no font could exist (an empty name
/// or a size that isn't positive and finite).
public struct UIFont: Hashable, Sendable, CustomStringConvertible {
    /// `fontName`, as given (`"System"` for the system font).
    public var fontName: String
    public var pointSize: CGFloat
    /// The weight: from the name's suffix (`Helvetica-Bold`) or the factory
    /// that made the font.
    public var weight: Weight
    /// Italic (oblique): a name with `Italic` or `Oblique`, or
    /// ``italicSystemFont(ofSize:)``.
    public var isItalic: Bool
    /// Digits all one advance (``monospacedDigitSystemFont(ofSize:weight:)``);
    /// recorded: DejaVu Sans's digits are already one width.
    public var hasMonospacedDigits = false
    /// The system font's design (``UIFontDescriptor/SystemDesign``:
    /// rounded, serif, monospaced), from `withDesign(_:)` or
    /// ``monospacedSystemFont(ofSize:weight:)``; recorded: Trellis measures
    /// and draws every design with the same face (docs/LAYOUT.md, "Fonts").
    public var design: UIFontDescriptor.SystemDesign = .default
    /// The width (`UIFont.Width`, iOS 16): recorded, as ``design``.
    public var width: Width = .standard
    /// The Dynamic Type style of ``preferredFont(forTextStyle:)``; nil for
    /// fonts by size. A text-style font spaces its lines at the style's
    /// leading (``TextStyle/leading``; ``TextLayout/spaced(for:)``).
    public var textStyle: TextStyle?
    /// A ``UIFontMetrics``-scaled font: the metrics' style, the size before
    /// scaling and the maximum (Traits/DynamicTypeSizes.swift).
    var scalingStyle: TextStyle?
    var unscaledPointSize: CGFloat?
    var maximumScaledPointSize: CGFloat?

    /// `UIFont(name:size:)`: nil for an empty name or a size that isn't a
    /// positive number (UIKit returns nil for a name it doesn't know; Trellis
    /// knows every name, see the type's documentation). The weight and slant
    /// come from the name: `-Bold`, `-Semibold`, `-Light`, `-Italic`...
    public init?(name fontName: String, size fontSize: CGFloat) {
        // A name that starts with a visible ASCII character is not blank
        // (most names), without Foundation's trimming.
        let visible = fontName.utf8.first.map { $0 > 0x20 && $0 < 0x7F } ?? false
        guard visible || !fontName.trimmingCharacters(in: .whitespaces).isEmpty, fontSize > 0, fontSize.isFinite else { return nil }
        self.init(fontName: fontName, pointSize: fontSize, weight: Weight(fontName: fontName),
                  isItalic: Self.nameIsItalic(fontName))
    }

    init(fontName: String, pointSize: CGFloat, weight: Weight, isItalic: Bool, hasMonospacedDigits: Bool = false) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
        self.hasMonospacedDigits = hasMonospacedDigits
    }

    /// The font's name (Trellis's older spelling of ``fontName``).
    public var name: String { fontName }

    /// `familyName`: the name without its face suffix (`Helvetica-Bold` ->
    /// `Helvetica`); `"System"` for system fonts.
    public var familyName: String {
        guard let dash = fontName.lastIndex(of: "-") else { return fontName }
        return String(fontName[..<dash])
    }

    /// `withSize(_:)`: the same face at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var f = self
        f.pointSize = fontSize
        return f
    }

    static func nameIsItalic(_ name: String) -> Bool {
        let lower = name.lowercased()
        return Self.lowercasedName(lower, holds: "italic") || Self.lowercasedName(lower, holds: "oblique")
    }

    public var description: String {
        var parts = [fontName, formatPoints(pointSize)]
        if weight != .regular && Weight(fontName: fontName) != weight { parts.append(weight.name) }
        if isItalic && !Self.nameIsItalic(fontName) { parts.append("italic") }
        return parts.joined(separator: " ")
    }
}

extension UIFont {
    /// `UIFont.systemFont(ofSize:)`: the system font, regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: "System", pointSize: fontSize, weight: weight, isItalic: false)
    }

    /// `UIFont.boldSystemFont(ofSize:)`: the system font at ``Weight/bold``.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// `UIFont.italicSystemFont(ofSize:)`.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: "System", pointSize: fontSize, weight: .regular, isItalic: true)
    }

    /// `UIFont.monospacedDigitSystemFont(ofSize:weight:)`.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: "System", pointSize: fontSize, weight: weight, isItalic: false, hasMonospacedDigits: true)
    }

    /// `UIFont.preferredFont(forTextStyle:)` at the default (Large) content
    /// size category: the sizes and weights of Apple's Human Interface
    /// Guidelines, "Typography", Dynamic Type sizes for iOS (Large column).
    /// Other content size categories are not modelled.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        var font = systemFont(ofSize: style.defaultPointSize, weight: style.defaultWeight)
        font.textStyle = style
        return font
    }

    /// `UIFont.systemFontSize` (14), `labelFontSize` (17), `buttonFontSize`
    /// (18) and `smallSystemFontSize` (12), as UIKit's class properties.
    public static var systemFontSize: CGFloat { 14 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }
    public static var smallSystemFontSize: CGFloat { 12 }

    /// UIKit's default label font: the system font at 17 points.
    public static let label = UIFont.systemFont(ofSize: 17)
}

extension UIFont {
    /// `UIFont.Weight`, with UIKit's raw values (`-0.8` ultraLight ... `0.62`
    /// black).
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        static let named: [(String, Weight)] = [
            ("ultralight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
            ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]

        /// The weight a font name's face suffix asks for (`Avenir-Heavy`,
        /// `HelveticaNeue-BoldItalic`); regular when it names none. The
        /// longest matching word wins, so `Semibold` is not `Bold`.
        init(fontName: String) {
            if let known = FontNameWeights.weight(of: fontName) { self = known; return }
            self = Self.reading(fontName)
            FontNameWeights.keep(self, for: fontName)
        }

        /// The weight read from the name's words (``init(fontName:)`` keeps
        /// it by name: a storyboard names a few fonts a thousand times).
        static func reading(_ fontName: String) -> Weight {
            let face = fontName.lastIndex(of: "-").map { String(fontName[fontName.index(after: $0)...]) } ?? fontName
            let lower = face.lowercased()
            let match = Self.named.filter { UIFont.lowercasedName(lower, holds: $0.0) }.max { $0.0.count < $1.0.count }
            return match?.1 ?? .regular
        }

        var name: String { Self.named.first { $0.1 == self }?.0 ?? "weight \(formatPoints(rawValue))" }
    }

    /// `UIFont.TextStyle`: Dynamic Type's named styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// HIG, Typography, iOS Dynamic Type sizes, "Large (default)":
        /// (style, points, weight, leading).
        static let large: [(TextStyle, CGFloat, Weight, CGFloat)] = [
            (.largeTitle, 34, .regular, 41), (.title1, 28, .regular, 34), (.title2, 22, .regular, 28),
            (.title3, 20, .regular, 25), (.headline, 17, .semibold, 22), (.body, 17, .regular, 22),
            (.callout, 16, .regular, 21), (.subheadline, 15, .regular, 20), (.footnote, 13, .regular, 18),
            (.caption1, 12, .regular, 16), (.caption2, 11, .regular, 13),
        ]

        /// The style's name in layout files: UIKit's (`body`, `subheadline`,
        /// `largeTitle`...), nil for a style Trellis doesn't know.
        public var name: String? { Self.names.first { $0.1 == self }?.0 }
        /// The style a layout file's name stands for.
        public init?(name: String) {
            guard let style = Self.names.first(where: { $0.0 == name })?.1 else { return nil }
            self = style
        }
        public static let names: [(String, TextStyle)] = [
            ("largeTitle", .largeTitle), ("title1", .title1), ("title2", .title2), ("title3", .title3),
            ("headline", .headline), ("body", .body), ("callout", .callout), ("subheadline", .subheadline),
            ("footnote", .footnote), ("caption1", .caption1), ("caption2", .caption2),
        ]

        /// The style's size at the Large category; body's (17) for a style
        /// Trellis doesn't know.
        var defaultPointSize: CGFloat { Self.large.first { $0.0 == self }?.1 ?? 17 }
        var defaultWeight: Weight { Self.large.first { $0.0 == self }?.2 ?? .regular }
        /// The distance from one line's baseline to the next at the Large
        /// category: the HIG's "Leading" column (body 22, subheadline 20).
        /// Interface Builder stores multi-line text-style labels that tall:
        /// the first line San Francisco's line height, every further line
        /// this leading (docs/INTERFACE-BUILDER.md, "Text styles' leading").
        public var leading: CGFloat? { Self.large.first { $0.0 == self }?.3 }
    }
}

extension UIFont {
    /// `lineHeight`, `ascender`, `descender`: the fixed-advance measurer's
    /// metrics (line 1.2 × the size, ascender 0.95 ×, descender -0.25 ×),
    /// which are within a few hundredths of a point of San Francisco's at
    /// 17 points (20.29, 16.2, -4.08). A font doesn't know which measurer a
    /// window uses, so these are the same whatever draws the text; measure
    /// with the window's `textMeasurer` when the exact drawn size matters.
    public var lineHeight: CGFloat { pointSize * 1.2 }
    public var ascender: CGFloat { pointSize * 0.95 }
    public var descender: CGFloat { -pointSize * 0.25 }
    /// `capHeight`, `xHeight`: **rule:** San Francisco's proportions
    /// (0.705 and 0.526 × the size: its 1443 and 1078 units in 2048), for
    /// every font, as ``lineHeight`` is the fixed-advance measurer's.
    public var capHeight: CGFloat { pointSize * 0.705 }
    public var xHeight: CGFloat { pointSize * 0.526 }
    /// `leading`: 0, as UIKit reports for the system font.
    public var leading: CGFloat { 0 }
}
