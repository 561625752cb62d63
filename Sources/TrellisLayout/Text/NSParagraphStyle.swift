import Foundation

/// `NSParagraphStyle`: how a paragraph's lines are spaced and aligned, read
/// from `.paragraphStyle` when a label is given attributed text.
///
/// Line metrics (TextKit's, as Apple documents them): a line is the font's
/// line height times `lineHeightMultiple` (when above 0), kept within
/// `minimumLineHeight` and `maximumLineHeight` (when above 0), with the
/// text at the bottom of a taller line; `lineSpacing` is added between
/// lines, not after the last.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    var storage = Values()

    struct Values: Equatable {
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var alignment = NSTextAlignment.natural
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var hyphenationFactor: Float = 0
    }

    public override init() { super.init() }

    /// `NSParagraphStyle.default`.
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }

    open var lineSpacing: CGFloat { storage.lineSpacing }
    open var paragraphSpacing: CGFloat { storage.paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { storage.paragraphSpacingBefore }
    open var alignment: NSTextAlignment { storage.alignment }
    open var lineBreakMode: NSLineBreakMode { storage.lineBreakMode }
    open var lineHeightMultiple: CGFloat { storage.lineHeightMultiple }
    open var minimumLineHeight: CGFloat { storage.minimumLineHeight }
    open var maximumLineHeight: CGFloat { storage.maximumLineHeight }
    open var firstLineHeadIndent: CGFloat { storage.firstLineHeadIndent }
    open var headIndent: CGFloat { storage.headIndent }
    open var tailIndent: CGFloat { storage.tailIndent }
    open var hyphenationFactor: Float { storage.hyphenationFactor }

    open func copy(with zone: NSZone? = nil) -> Any {
        let c = NSParagraphStyle()
        c.storage = storage
        return c
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let c = NSMutableParagraphStyle()
        c.storage = storage
        return c
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.storage == storage
    }

    /// `layout` with these line metrics: every line `height` tall, the
    /// text at its bottom, `lineSpacing` between lines.
    func apply(to layout: TextLayout) -> TextLayout {
        let n = layout.lines.count
        guard n > 0, layout.size.height > 0 else { return layout }
        let natural = layout.size.height / Double(n)
        var line = natural * (lineHeightMultiple > 0 ? lineHeightMultiple : 1)
        if minimumLineHeight > 0 { line = max(line, minimumLineHeight) }
        if maximumLineHeight > 0 { line = min(line, maximumLineHeight) }
        let gaps = Double(n - 1)
        var l = layout
        l.size.height = Double(n) * line + gaps * lineSpacing
        l.firstBaseline = layout.firstBaseline + (line - natural)
        l.lastBaseline = l.firstBaseline + gaps * (line + lineSpacing)
        return l
    }
}

/// `NSMutableParagraphStyle`: the settable paragraph style.
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var lineSpacing: CGFloat { get { storage.lineSpacing } set { storage.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { storage.paragraphSpacing } set { storage.paragraphSpacing = newValue } }
    open override var paragraphSpacingBefore: CGFloat {
        get { storage.paragraphSpacingBefore }
        set { storage.paragraphSpacingBefore = newValue }
    }
    open override var alignment: NSTextAlignment { get { storage.alignment } set { storage.alignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { storage.lineBreakMode } set { storage.lineBreakMode = newValue } }
    open override var lineHeightMultiple: CGFloat { get { storage.lineHeightMultiple } set { storage.lineHeightMultiple = newValue } }
    open override var minimumLineHeight: CGFloat { get { storage.minimumLineHeight } set { storage.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { storage.maximumLineHeight } set { storage.maximumLineHeight = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { storage.firstLineHeadIndent } set { storage.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { storage.headIndent } set { storage.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { storage.tailIndent } set { storage.tailIndent = newValue } }
    open override var hyphenationFactor: Float { get { storage.hyphenationFactor } set { storage.hyphenationFactor = newValue } }

    /// `setParagraphStyle(_:)`: copies every value.
    open func setParagraphStyle(_ other: NSParagraphStyle) { storage = other.storage }
}
