import Foundation
import TrellisFormat
import TrellisLayout

/// Interface Builder's spellings of values: multipliers (`3:4`, `1/3`,
/// `0.5`), colours, fonts, relations, attributes, priorities.
enum IBValues {
    /// `toolsVersion="14460.31"`, `"24765"`, `"32700.99.1234"`: the build
    /// number before the first dot (Xcode writes minor parts; `Int` alone
    /// read every dotted version as none).
    static func toolsVersion(_ text: String?) -> Int? {
        guard let text, let head = text.split(separator: ".", omittingEmptySubsequences: false).first else { return nil }
        return Int(head)
    }

    /// A number as Xcode writes one: decimal digits, sign, point and
    /// exponent only, and finite. `Double(_:)` alone also reads `nan`,
    /// `inf`, `infinity` and hex floats (`0x1p3`), and `1e999` as infinity;
    /// any of those reaching a frame, a colour or the imported layout file
    /// used to trap (`Int(nan)`) or be written out as `inf`.
    static func number(_ s: String) -> Double? {
        guard !s.isEmpty, s.utf8.allSatisfy({ (48...57).contains($0) || $0 == 43 || $0 == 45 || $0 == 46 || $0 == 69 || $0 == 101 }),
              let d = Double(s), d.isFinite else { return nil }
        return d
    }

    /// `3:4` is 3/4 (Xcode writes aspect ratios this way), `1/3` a fraction,
    /// `35%` a percentage (Xcode keeps a multiplier typed as one: a juice
    /// maker course project, tools 19162, stores a stack `multiplier="35%"`
    /// of a 390-point root 136.667 high, 0.35 of it on the 3x grid).
    /// Nil for anything else, a zero divisor or a ratio that isn't finite.
    static func multiplier(_ s: String) -> Double? {
        if s.hasSuffix("%") { return number(String(s.dropLast())).map { $0 / 100 } }
        for sep in [":", "/"] where s.contains(sep) {
            let parts = s.split(separator: Character(sep)).map { number($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let a = parts[0], let b = parts[1], b != 0, (a / b).isFinite else { return nil }
            return a / b
        }
        return number(s)
    }

    static func relation(_ s: String?) -> NSLayoutConstraint.Relation? {
        switch s {
        case nil, "equal"?: return .equal
        case "greaterThanOrEqual"?: return .greaterThanOrEqual
        case "lessThanOrEqual"?: return .lessThanOrEqual
        default: return nil
        }
    }

    /// IB attribute names are UIKit's, except `baseline` (last baseline).
    static func attribute(_ s: String) -> NSLayoutConstraint.Attribute? {
        NSLayoutConstraint.Attribute(name: s)
    }

    static func bool(_ s: String?) -> Bool? { s.map { $0 == "YES" } }

    /// Xcode's text-style names (`<fontDescription style=…>`) and the
    /// layout file's (UIKit's `UIFont.TextStyle` names): the font is
    /// `preferredFont(forTextStyle:)` at the Large size, its lines spaced at
    /// the style's leading (docs/INTERFACE-BUILDER.md, "Text styles'
    /// leading"). Xcode writes the large title as `Title0`.
    static let textStyles: [String: String] = [
        "UICTFontTextStyleTitle0": "largeTitle", "UICTFontTextStyleLargeTitle": "largeTitle",
        "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2", "UICTFontTextStyleTitle3": "title3",
        "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleBody": "body", "UICTFontTextStyleCallout": "callout",
        "UICTFontTextStyleSubhead": "subheadline", "UICTFontTextStyleFootnote": "footnote",
        "UICTFontTextStyleCaption1": "caption1", "UICTFontTextStyleCaption2": "caption2",
    ]

    /// `<fontDescription>` as the layout file's `"NAME SIZE"`, or its text
    /// style's name (`body`); a style Trellis doesn't know is body's.
    static func font(_ node: XMLNode) -> String? {
        if let style = node["style"] { return textStyles[style] ?? "body" }
        // A size that isn't positive (`pointSize="0.0"`, which Xcode writes
        // for some built-in cell labels: WooCommerce's subtitle cells) is
        // no font size; UILabel's default font is the 17-point system font
        // (UILabel.font's documentation), and the stored frame still gives
        // the label its size (docs/INTERFACE-BUILDER.md, "Text").
        let size = node["pointSize"].flatMap(number).flatMap { $0 > 0 ? $0 : nil } ?? 17
        if let name = node["name"] { return "\(name) \(format(size))" }
        switch node["type"] {
        case "boldSystem"?: return "System-Bold \(format(size))"
        case "italicSystem"?: return "System-Italic \(format(size))"
        default:
            if let w = node["weight"] { return "System-\(w.prefix(1).uppercased() + w.dropFirst()) \(format(size))" }
            return "System \(format(size))"
        }
    }

    /// A `pointSize` that is no size at all (`nan`, `1e309`, `-17`,
    /// `12pt`): the font falls back to the 17-point default as a size of 0
    /// does, but unlike Xcode's `0.0` (written for some built-in cell
    /// labels) no Xcode writes these, so the reader warns (`unsupported-value`,
    /// as for other values Xcode never writes). Nil when the size is fine,
    /// absent, or 0.
    static func unusablePointSize(_ node: XMLNode) -> String? {
        guard node["style"] == nil, let raw = node["pointSize"] else { return nil }
        if let size = number(raw), size >= 0 { return nil }
        return raw
    }

    /// A `<color>` as `#RRGGBBAA`; system and named colours through the
    /// document's `<resources>`, else a few well-known ones.
    static func color(_ node: XMLNode, resources: [String: XMLNode]) -> String? {
        func hex(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> String {
            func byte(_ v: Double) -> String { String(format: "%02X", Int((min(max(v, 0), 1) * 255).rounded())) }
            return "#" + byte(r) + byte(g) + byte(b) + byte(a)
        }
        // Components are clamped to 0…1; one that isn't a number is left
        // out like a missing one (a colour never stops an import).
        let alpha = node["alpha"].flatMap(number) ?? 1
        if let r = node["red"].flatMap(number), let g = node["green"].flatMap(number),
           let b = node["blue"].flatMap(number) { return hex(r, g, b, alpha) }
        if let w = node["white"].flatMap(number) { return hex(w, w, w, alpha) }
        // A UIKit system colour is written by its name (`systemColor=
        // "secondaryLabelColor"` → `secondaryLabel`), so it resolves for the
        // screen's appearance as UIKit's dynamic colour does; the document's
        // `<resources>` keep only its light value.
        if let system = node["systemColor"], system.hasSuffix("Color"),
           case let name = String(system.dropLast(5)), LayoutColorNames.uikit.contains(name) {
            return name
        }
        if let name = node["systemColor"] ?? node["name"], let res = resources[name], let c = res.child("color") {
            return color(c, resources: [:])
        }
        switch node["systemColor"] ?? node["cocoaTouchSystemColor"] {
        case "systemBackgroundColor"?, "whiteColor"?: return "#FFFFFFFF"
        case "labelColor"?, "darkTextColor"?, "blackColor"?: return "#000000FF"
        case "clearColor"?: return "#00000000"
        case "systemBlueColor"?: return "#007AFFFF"
        case "secondarySystemBackgroundColor"?, "groupTableViewBackgroundColor"?, "systemGroupedBackgroundColor"?:
            return "#F2F2F7FF"
        default: return nil
        }
    }

    /// A view's or controller's `overrideUserInterfaceStyle` from its
    /// `<userDefinedRuntimeAttributes>` (`type="number"`, UIKit's raw values:
    /// 1 light, 2 dark; 0 unspecified gives nil, as an absent one).
    static func interfaceStyle(_ node: XMLNode) -> String? {
        for a in node.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? []
        where a["keyPath"] == "overrideUserInterfaceStyle" {
            switch a.keyed("value")?["value"] ?? a["value"] {
            case "1"?: return "light"
            case "2"?: return "dark"
            default: return nil
            }
        }
        return nil
    }

    /// Numbers as the layout file writes them: no exponent, no `.0`.
    static func format(_ v: Double) -> String { formatted(v, fast: true) }

    /// ``format(_:)``; `fast: false` always takes the ten-place form, the
    /// fast path's reference (IBValuesFormatTests). The early returns
    /// (zero, whole numbers) are here once, for both paths.
    static func formatted(_ v: Double, fast: Bool) -> String {
        if abs(v) < 1e-9 { return "0" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        if fast, let shortest = shortestDigits(v) { return shortest }
        return tenPlaces(v)
    }

    /// Below 10^5 a double's spacing is under 1.5e-11, so its shortest
    /// digits, when they have at most ten places, are what "%.10f" prints
    /// with its trailing zeros dropped (the value is nearer to them than
    /// half a tenth place). Foundation's `String(format:)` was a tenth of
    /// importing a storyboard. Nil when that doesn't hold.
    private static func shortestDigits(_ v: Double) -> String? {
        guard abs(v) < 1e5, case let full = "\(v)", !full.utf8.contains(UInt8(ascii: "e")),
              let dot = full.utf8.firstIndex(of: UInt8(ascii: ".")), full.utf8.distance(from: dot, to: full.utf8.endIndex) <= 11
        else { return nil }
        return full
    }

    /// The general form: ten places, trailing zeros dropped, or Swift's
    /// shortest digits when ten places don't carry the value.
    private static func tenPlaces(_ v: Double) -> String {
        var s = String(format: "%.10f", v)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        // Ten places lose a third (`multiplier="1/3"`) or a 17-digit
        // constant; the import → layout round trip must give the same
        // frames, so a value ten places don't carry is written in full
        // (Swift's shortest round-tripping digits).
        if Double(s) != v, case let full = "\(v)", !full.contains("e") { return full }
        return s
    }
}

/// Closest name by edit distance, for "did you mean" suggestions.
enum IBSuggestions {
    /// The candidate fewest edits away, if within a third of the word (at
    /// least 2, at most 8: Xcode's ids are ten characters, and a bound
    /// keeps the search linear in a hostile id's length: a 200,000-
    /// character missing id beside another took minutes).
    static func didYouMean(_ word: String, among candidates: [String]) -> String? {
        let w = Array(word), limit = min(8, max(2, word.count / 3))
        var best: (String, Int)?
        for c in candidates {
            guard let d = NameSuggestions.editDistance(w, Array(c), atMost: limit) else { continue }
            if best == nil || d < best!.1 { best = (c, d) }
        }
        return best.map { "did you mean '\($0.0)'?" }
    }
}
