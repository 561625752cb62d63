import Foundation

/// The attribute keys UIKit declares on `NSAttributedString.Key` (Foundation
/// on Linux has the type but none of UIKit's keys), with UIKit's raw values,
/// so attributed strings written for UIKit compile unchanged.
///
/// What Trellis reads of them (docs/LAYOUT.md, "Text, fonts and colours"):
/// the font, the foreground colour and the paragraph style at the string's
/// start; the rest are kept in the string and not drawn.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let link = NSAttributedString.Key("NSLink")
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
}

/// `NSUnderlineStyle`: for `.underlineStyle` and `.strikethroughStyle`.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension NSAttributedString {
    /// What a label takes from an attributed string: the attributes in
    /// effect at its first character.
    var leadingAttributes: (font: UIFont?, color: UIColor?, paragraph: NSParagraphStyle?) {
        guard length > 0 else { return (nil, nil, nil) }
        let a = attributes(at: 0, effectiveRange: nil)
        return (a[.font] as? UIFont, a[.foregroundColor] as? UIColor, a[.paragraphStyle] as? NSParagraphStyle)
    }
}
