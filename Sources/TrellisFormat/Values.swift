@_spi(Trellis) import TrellisLayout

/// Readers for the small value forms that several sections share:
/// priorities, colours, fonts, sizes, insets, size classes. Each accepts
/// exactly what the JSON Schema accepts.
enum Values {
    /// A priority: a number 1…1000 or required/high/low/fitting.
    static func priority(_ node: YNode) throws(FormatError) -> UILayoutPriority {
        if case let .scalar(s, .plain) = node.kind, YNode.plainType(s) == .number {
            let v = try node.number()
            guard v >= 1, v <= 1000 else {
                throw node.error("priority \(s) is out of range", expected: PriorityNames.expected)
            }
            return UILayoutPriority(Float(v))
        }
        let name = try node.string(PriorityNames.expected)
        guard let v = PriorityNames.value(name) else {
            throw node.error("unknown priority '\(name)'", expected: PriorityNames.expected,
                             suggestion: Suggestions.didYouMean(name, among: PriorityNames.values.map(\.0)))
        }
        return UILayoutPriority(Float(v))
    }

    /// `251` (both axes) or `{horizontal: 251, vertical: 750}`.
    static func axisPriorities(_ node: YNode, what: String) throws(FormatError) -> [UILayoutPriority?] {
        if case .mapping = node.kind {
            let m = try node.mapping(what, allowed: ["horizontal", "vertical"])
            return [try m["horizontal"].map { n throws(FormatError) in try priority(n) },
                    try m["vertical"].map { n throws(FormatError) in try priority(n) }]
        }
        let p = try priority(node)
        return [p, p]
    }

    static let namedColors: [(String, UIColor)] = [
        ("black", .black), ("white", .white), ("clear", .clear), ("red", .systemRed), ("green", .systemGreen),
        ("blue", .systemBlue), ("orange", .systemOrange), ("yellow", .systemYellow), ("purple", .systemPurple),
        ("gray", .systemGray),
    ] + uikitColorNames

    /// UIKit's system and semantic colours by their property names
    /// (`systemBackground`, `secondaryLabel`...), light mode.
    static let uikitColorNames: [(String, UIColor)] = [
        ("systemBlue", .systemBlue),
        ("systemRed", .systemRed),
        ("systemGreen", .systemGreen),
        ("systemOrange", .systemOrange),
        ("systemYellow", .systemYellow),
        ("systemPurple", .systemPurple),
        ("systemPink", .systemPink),
        ("systemTeal", .systemTeal),
        ("systemIndigo", .systemIndigo),
        ("systemBrown", .systemBrown),
        ("systemMint", .systemMint),
        ("systemCyan", .systemCyan),
        ("systemGray", .systemGray),
        ("systemGray2", .systemGray2),
        ("systemGray3", .systemGray3),
        ("systemGray4", .systemGray4),
        ("systemGray5", .systemGray5),
        ("systemGray6", .systemGray6),
        ("label", .label),
        ("secondaryLabel", .secondaryLabel),
        ("tertiaryLabel", .tertiaryLabel),
        ("quaternaryLabel", .quaternaryLabel),
        ("placeholderText", .placeholderText),
        ("link", .link),
        ("separator", .separator),
        ("opaqueSeparator", .opaqueSeparator),
        ("systemFill", .systemFill),
        ("secondarySystemFill", .secondarySystemFill),
        ("tertiarySystemFill", .tertiarySystemFill),
        ("quaternarySystemFill", .quaternarySystemFill),
        ("systemBackground", .systemBackground),
        ("secondarySystemBackground", .secondarySystemBackground),
        ("tertiarySystemBackground", .tertiarySystemBackground),
        ("systemGroupedBackground", .systemGroupedBackground),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground),
    ]

    /// `#RRGGBB`, `#RRGGBBAA` or a name (black, white, clear, red, green,
    /// blue, orange, yellow, purple, gray: the system colours; or a UIKit
    /// colour property's name, such as systemBackground or secondaryLabel).
    static func color(_ node: YNode) throws(FormatError) -> UIColor {
        let s = try node.string("a colour")
        if s.hasPrefix("#") {
            guard let c = UIColor(hex: s) else {
                throw node.error("'\(s)' is not a colour", expected: "#RRGGBB or #RRGGBBAA")
            }
            return c
        }
        guard let c = namedColors.first(where: { $0.0 == s })?.1 else {
            throw node.error("unknown colour '\(s)'",
                             expected: "#RRGGBB, #RRGGBBAA or one of " + namedColors.map(\.0).joined(separator: ", "),
                             suggestion: Suggestions.didYouMean(s, among: namedColors.map(\.0)))
        }
        return c
    }

    /// `17` (the system font), `"Helvetica 20"` (name, space, size),
    /// `{name: Helvetica, size: 20}`, or a Dynamic Type text style by
    /// UIKit's name (`body`, `subheadline`, `largeTitle`...:
    /// `UIFont.preferredFont(forTextStyle:)`, lines spaced at its leading).
    static func font(_ node: YNode) throws(FormatError) -> UIFont {
        switch node.kind {
        case .mapping:
            let m = try node.mapping("a font", allowed: ["name", "size"])
            let size = try m.required("size", in: "a font").number(in: Limits.fontSize)
            let nameNode = m["name"]
            let name = try nameNode?.string() ?? "System"
            guard let font = UIFont(name: name, size: size) else {
                throw (nameNode ?? node).error("a font name can't be empty", expected: "a font name, e.g. Helvetica-Bold")
            }
            return font
        case let .scalar(s, style) where style == .plain && YNode.plainType(s) == .number:
            return .systemFont(ofSize: try node.number(in: Limits.fontSize))
        default:
            let s = try node.string("a font size, \"NAME SIZE\" or {name, size}")
            if let style = UIFont.TextStyle(name: s) { return .preferredFont(forTextStyle: style) }
            guard let space = s.lastIndex(of: " "), s[s.index(after: space)...].allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                  let size = Double(s[s.index(after: space)...]), size > 0,
                  !s[..<space].trimmingCharacters(in: " ").isEmpty else {
                throw node.error("'\(s)' is not a font", expected: "a font size, \"NAME SIZE\", {name, size} or a text style (body, headline…)",
                                 suggestion: s.contains(" ") ? nil : Suggestions.didYouMean(s, among: UIFont.TextStyle.names.map(\.0)))
            }
            guard Limits.fontSize.contains(size) else {
                throw node.error("font size \(s[s.index(after: space)...]) is out of range", expected: Limits.fontSize.expected)
            }
            return UIFont(name: s[..<space].trimmingCharacters(in: " "), size: size)!
        }
    }

    /// A size ≥ 0 (margins, insets, frame and intrinsic sizes), at most ``Limits/size``'s upper bound.
    static func nonNegative(_ node: YNode) throws(FormatError) -> Double {
        let v = try node.number("a number ≥ 0")
        guard v >= 0 else { throw node.error("expected a number ≥ 0, found \(node.scalarText ?? "")", expected: "a number ≥ 0") }
        guard Limits.size.contains(v) else { throw node.error("\(node.scalarText ?? "") is out of range", expected: Limits.size.expected) }
        return v
    }

    /// A layout margin: any sign, as UIKit's `layoutMargins` may be negative
    /// (a view whose content reaches past its edges; Interface Builder
    /// stores such margins), within ``Limits/coordinate``.
    static func margin(_ node: YNode) throws(FormatError) -> Double {
        try node.number(in: Limits.coordinate)
    }

    /// `{width: 100, height: none}`: a missing or `none` side has no
    /// intrinsic size (UIKit's noIntrinsicMetric).
    static func intrinsicSize(_ node: YNode) throws(FormatError) -> CGSize {
        let m = try node.mapping("intrinsicSize", allowed: ["width", "height"])
        func side(_ n: YNode?) throws(FormatError) -> Double {
            guard let n else { return TrellisLayout.noIntrinsicMetric }
            // Only the scalar "none" can read as "none": a number goes
            // straight on (string() would build a whole error to say no).
            if case .scalar("none", _) = n.kind, (try? n.string()) == "none" { return TrellisLayout.noIntrinsicMetric }
            return try nonNegative(n)
        }
        return CGSize(width: try side(m["width"]), height: try side(m["height"]))
    }

    /// `{width, height}`, both required, ≥ 0 (a content size, an item size,
    /// a header's reference size).
    static func size(_ node: YNode, what: String) throws(FormatError) -> CGSize {
        let m = try node.mapping(what, allowed: ["width", "height"])
        return CGSize(width: try nonNegative(try m.required("width", in: what)),
                      height: try nonNegative(try m.required("height", in: what)))
    }

    /// `{x, y, width, height}`, all required.
    static func frame(_ node: YNode) throws(FormatError) -> CGRect {
        let m = try node.mapping("a frame", allowed: ["x", "y", "width", "height"])
        return CGRect(x: try m.required("x", in: "a frame").number(in: Limits.coordinate),
                      y: try m.required("y", in: "a frame").number(in: Limits.coordinate),
                    width: try nonNegative(try m.required("width", in: "a frame")),
                    height: try nonNegative(try m.required("height", in: "a frame")))
    }

    /// `{top, left, bottom, right}` (missing sides 0).
    static func insets(_ node: YNode, what: String) throws(FormatError) -> UIEdgeInsets {
        let m = try node.mapping(what, allowed: ["top", "left", "bottom", "right"])
        func side(_ k: String) throws(FormatError) -> Double { try m[k].map { n throws(FormatError) in try nonNegative(n) } ?? 0 }
        return UIEdgeInsets(top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
    }

    /// `{top, left, bottom, right}` of any sign (missing sides 0), within
    /// ``Limits/coordinate``: alignment rectangle insets, negative where the
    /// alignment rectangle reaches outside the frame (an SF Symbol image
    /// view's line, taller than its glyph).
    static func signedInsets(_ node: YNode, what: String) throws(FormatError) -> UIEdgeInsets {
        let m = try node.mapping(what, allowed: ["top", "left", "bottom", "right"])
        func side(_ k: String) throws(FormatError) -> Double { try m[k].map { n throws(FormatError) in try margin(n) } ?? 0 }
        return UIEdgeInsets(top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
    }

    static func sizeClass(_ node: YNode) throws(FormatError) -> UIUserInterfaceSizeClass {
        let s = try node.string("compact or regular")
        switch s {
        case "compact": return .compact
        case "regular": return .regular
        default:
            throw node.error("unknown size class '\(s)'", expected: "compact or regular",
                             suggestion: Suggestions.didYouMean(s, among: ["compact", "regular"]))
        }
    }

    /// A word from a fixed list, with did-you-mean.
    static func word(_ node: YNode, _ words: [String], what: String) throws(FormatError) -> String {
        // A known word (nearly always) without building the error's
        // "expected" text first.
        if case let .scalar(w, _) = node.kind, words.contains(w), (try? node.string()) == w { return w }
        let s = try node.string("one of " + words.joined(separator: ", "))
        guard words.contains(s) else {
            throw node.error("unknown \(what) '\(s)'", expected: "one of " + words.joined(separator: ", "),
                             suggestion: Suggestions.didYouMean(s, among: words))
        }
        return s
    }

    /// `light`, `dark` or `unspecified`: a `UIUserInterfaceStyle` by its
    /// case name.
    static func userInterfaceStyle(_ node: YNode) throws(FormatError) -> UIUserInterfaceStyle {
        switch try word(node, UIUserInterfaceStyle.names, what: "interface style") {
        case "light": .light
        case "dark": .dark
        default: .unspecified
        }
    }
}

/// The UIKit colour names a layout file's `color:` and `textColor:` take
/// (`systemBackground`, `secondaryLabel`…): Interface Builder imports
/// write a system colour by its name, so it resolves for the appearance.
public enum LayoutColorNames {
    public static let uikit = Set(Values.uikitColorNames.map(\.0))
}

extension UIUserInterfaceStyle {
    /// The names layout files, the CLI and snapshot names use: UIKit's case names.
    public static let names = ["light", "dark", "unspecified"]

    /// `light`, `dark`, `unspecified`.
    public var name: String {
        switch self {
        case .light: "light"
        case .dark: "dark"
        case .unspecified: "unspecified"
        }
    }
}

extension StringProtocol {
    func trimmingCharacters(in set: Character) -> String {
        var s = Substring(self)
        while s.first == set { s = s.dropFirst() }
        while s.last == set { s = s.dropLast() }
        return String(s)
    }
}

extension Values {
    /// A view's text: a string of at most ``Limits/maxTextLength``
    /// characters, none of its paragraphs longer than
    /// ``Limits/maxParagraphLength`` (paragraphs end where Pango ends them:
    /// `\n`, `\r`, `\r\n`, U+2029). The error for a long paragraph
    /// names its number and the line break to add.
    static func text(_ node: YNode) throws(FormatError) -> String {
        let s = try node.string()
        let count = s.unicodeScalars.count
        guard count <= Limits.maxTextLength else {
            throw node.error(at: 0, length: 0, "the text is \(count) characters long",
                             expected: "at most \(Limits.maxTextLength) characters")
        }
        if count > Limits.maxParagraphLength, let (index, start, length) = longParagraph(s) {
            throw node.error(at: start, length: 0, "paragraph \(index + 1) of the text is \(length) characters long",
                             expected: "at most \(Limits.maxParagraphLength) characters between line breaks",
                             suggestion: "break it into paragraphs with \\n")
        }
        return s
    }

    /// The first paragraph longer than the limit: its index, where it
    /// starts and its length, in characters (Unicode scalars).
    static func longParagraph(_ s: String) -> (index: Int, start: Int, length: Int)? {
        var index = 0, start = 0, length = 0, offset = 0, previousCR = false
        for scalar in s.unicodeScalars {
            offset += 1
            switch scalar {
            case "\n" where previousCR:
                previousCR = false  // \r\n ends one paragraph
                start = offset
            case "\n", "\r", "\u{2029}":
                if length > Limits.maxParagraphLength { return (index, start, length) }
                index += 1
                start = offset
                length = 0
                previousCR = scalar == "\r"
            default:
                length += 1
                previousCR = false
            }
        }
        return length > Limits.maxParagraphLength ? (index, start, length) : nil
    }
}
