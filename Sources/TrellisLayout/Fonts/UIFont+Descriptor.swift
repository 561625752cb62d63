import Foundation

/// Fonts to and from ``UIFontDescriptor``s, and the system font's designs
/// and widths.
///
/// A descriptor gives the font its attributes describe, the same value a
/// factory gives (`UIFont(descriptor: .preferredFontDescriptor(withTextStyle:
/// .body), size: 0) == .preferredFont(forTextStyle: .body)`), so it
/// measures and draws as that font does.
extension UIFont {
    /// The name Trellis gives the system font (UIKit's are private,
    /// `.SFUI-Regular`).
    static let systemFontName = "System"

    /// `fontDescriptor`: name, size, text style (for text-style fonts) and
    /// traits (symbolic, weight, width, design).
    public var fontDescriptor: UIFontDescriptor {
        var symbolic: UIFontDescriptor.SymbolicTraits = []
        if isItalic { symbolic.insert(.traitItalic) }
        // Rule: semibold and heavier count as bold (Core Text's bold trait
        // on San Francisco's semibold face, which headline uses).
        if weight >= .semibold { symbolic.insert(.traitBold) }
        if design == .monospaced { symbolic.insert(.traitMonoSpace) }
        if width.rawValue < 0 { symbolic.insert(.traitCondensed) }
        if width.rawValue > 0 { symbolic.insert(.traitExpanded) }
        var traits: [UIFontDescriptor.TraitKey: Any] = [
            .symbolic: symbolic.rawValue, .weight: weight.rawValue, .width: width.rawValue,
            .slant: isItalic ? CGFloat(0.07) : CGFloat(0),
        ]
        if design != .default { traits[.design] = design.rawValue }
        var attributes: [UIFontDescriptor.AttributeName: Any] = [.name: fontName, .size: pointSize, .traits: traits]
        if fontName == Self.systemFontName { attributes[.family] = Self.systemFontName }
        if let textStyle { attributes[.textStyle] = textStyle.rawValue }
        if hasMonospacedDigits { attributes[.featureSettings] = UIFontDescriptor.monospacedDigitsSetting }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// `UIFont(descriptor:size:)`: the font the descriptor describes; a
    /// `size` of 0 keeps the descriptor's (12 points when it has none, Core
    /// Text's default). A text-style descriptor gives the style's font at
    /// the app's category, then the descriptor's traits on it.
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let attributes = descriptor.fontAttributes
        var font: UIFont
        let style = (attributes[.textStyle] as? String).map { TextStyle(rawValue: $0) }
            ?? (attributes[.textStyle] as? TextStyle)
        if let style {
            font = .preferredFont(forTextStyle: style, compatibleWith: nil)
        } else if let name = attributes[.name] as? String, name != Self.systemFontName, let named = UIFont(name: name, size: 12) {
            font = named
        } else if let family = attributes[.family] as? String, family != Self.systemFontName {
            let face = (attributes[.face] as? String).map { "-" + $0 } ?? ""
            font = UIFont(name: family + face, size: 12) ?? .systemFont(ofSize: 12)
        } else {
            font = .systemFont(ofSize: 12)
        }
        if let size = UIFontDescriptor.number(attributes[.size]), size > 0 { font.pointSize = size }
        if pointSize > 0 { font.pointSize = pointSize }
        let traits = descriptor.traits
        if let weight = UIFontDescriptor.weight(traits[.weight]) { font.weight = weight }
        if let symbolic = UIFontDescriptor.symbolic(traits[.symbolic]) {
            font.isItalic = symbolic.contains(.traitItalic)
            if symbolic.contains(.traitBold), font.weight < .bold, UIFontDescriptor.weight(traits[.weight]) == nil { font.weight = .bold }
        }
        if let width = UIFontDescriptor.number(traits[.width]) { font.width = Width(rawValue: width) }
        if let design = traits[.design] as? String { font.design = UIFontDescriptor.SystemDesign(rawValue: design) }
        if let design = traits[.design] as? UIFontDescriptor.SystemDesign { font.design = design }
        if let monospaced = descriptor.asksForMonospacedDigits { font.hasMonospacedDigits = monospaced }
        self = font
    }

    /// `systemFont(ofSize:weight:width:)` (iOS 16).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
        var font = systemFont(ofSize: fontSize, weight: weight)
        font.width = width
        return font
    }

    /// `monospacedSystemFont(ofSize:weight:)` (iOS 13): the system font's
    /// monospaced design (SF Mono).
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        var font = systemFont(ofSize: fontSize, weight: weight)
        font.design = .monospaced
        return font
    }
}
