import Foundation
import TrellisSolver

/// `UILabel`: text whose measured size is its intrinsic content size.
///
/// With `numberOfLines = 0` (or more than one) and no
/// ``preferredMaxLayoutWidth``, a label is laid out twice, as UIKit does: its
/// intrinsic width is first the whole text on one line, then, once the engine
/// has given it a width, it wraps at that width and reports the wrapped
/// height, and the engine solves again.
open class UILabel: UIView {
    public var text: String? {
        didSet {
            // Plain text replaces attributed text, as in UIKit.
            storedAttributedText = nil
            let hadParagraphStyle = paragraphStyle != nil
            paragraphStyle = nil
            if text != oldValue || hadParagraphStyle { textChanged() }
        }
    }

    /// `attributedText`: its string becomes ``text``; the font, colour and
    /// paragraph style in effect at its first character become the label's
    /// (runs after it are drawn and measured in those too); the paragraph
    /// style's line metrics space the lines (``NSParagraphStyle``).
    public var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            return text.map { NSAttributedString(string: $0, attributes: [.font: font!, .foregroundColor: textColor!]) }
        }
        set {
            let lead = newValue?.leadingAttributes
            if let f = lead?.font { font = f }
            if let c = lead?.color { textColor = c }
            if let a = lead?.paragraph?.alignment { textAlignment = a }
            text = newValue?.string
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            let style = lead?.paragraph.map { $0.copy() as! NSParagraphStyle }
            if style?.storage != paragraphStyle?.storage {
                paragraphStyle = style
                textChanged()
            }
        }
    }
    private var storedAttributedText: NSAttributedString?
    /// The attributed text's paragraph style, whose line metrics apply.
    private var paragraphStyle: NSParagraphStyle?
    /// `font`: the system font at 17 points by default; setting nil
    /// restores that, as in UIKit.
    public var font: UIFont! = .label {
        didSet {
            if font == nil { font = .label }
            if font != oldValue { textChanged() }
        }
    }
    /// 1 by default; 0 means as many lines as needed.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textChanged() } } }
    /// The width to wrap at; 0 (the default) means the laid-out width.
    public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth != oldValue { textChanged() } } }

    /// `textColor`: ``UIColor/label`` until set; setting nil restores that.
    /// A label whose colour was never set is drawn in the picture theme's
    /// text colour (so it reads on the dark theme too).
    public var textColor: UIColor! {
        get { storedTextColor ?? .label }
        set { storedTextColor = newValue }
    }
    var storedTextColor: UIColor?

    /// `textAlignment`: drawn (natural follows the layout direction).
    public var textAlignment = NSTextAlignment.natural
    /// `lineBreakMode`: recorded (Trellis truncates at the tail).
    public var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// `adjustsFontSizeToFitWidth` and `minimumScaleFactor`: recorded, not
    /// applied (the label keeps its font size).
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0
    /// `adjustsFontForContentSizeCategory` (see ``UIContentSizeCategoryAdjusting``).
    public var adjustsFontForContentSizeCategory = false
    /// `isEnabled`: recorded.
    open var isEnabled = true

    /// The view whose size this label's text decides when the label isn't in
    /// the hierarchy itself (a button's `titleLabel`).
    @Unretained var textOwner: UIView? = nil

    /// The width the text was last wrapped at (the two-step layout).
    var wrapWidth: Double?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    public convenience init(text: String, identifier: String? = nil) {
        self.init()
        self.text = text
        self.trellisIdentifier = identifier
    }

    var wraps: Bool { numberOfLines != 1 }

    var measurer: any TextMeasuring { hostContext?.textMeasurer ?? UIView.defaultTextMeasurer }

    /// The width the text wraps at now (nil: unlimited).
    var layoutWidth: Double? {
        if !wraps { nil }
        else if preferredMaxLayoutWidth > 0 { preferredMaxLayoutWidth }
        else { wrapWidth }
    }

    /// The text laid out at the width that applies now.
    public var textLayout: TextLayout {
        let layout = measurer.layout(text ?? "", font: font, numberOfLines: numberOfLines, width: layoutWidth)
        return paragraphStyle?.apply(to: layout) ?? layout
    }

    /// Where the engine holds the label's baselines: the first one its
    /// text's ascent below the top edge, the last one its text's descent
    /// above the bottom edge, whatever height the constraints give the
    /// label. A label stretched or squeezed by its constraints draws its
    /// text centred, but its baseline anchors stay at its edges: UIKit
    /// states a label's baselines as offsets from its edges measured at its
    /// intrinsic size, and Xcode stores such labels so (docs/LAYOUT.md,
    /// "baselines"; docs/INTERFACE-BUILDER.md, "Baselines of labels taller
    /// or shorter than their text"). Nil without text.
    var baselineEdgeOffsets: (fromTop: Double, fromBottom: Double)? {
        guard let text, !text.isEmpty else { return nil }
        var l = measurer.baselineLayout(text, font: font, numberOfLines: numberOfLines, width: layoutWidth)
        l = paragraphStyle?.apply(to: l) ?? l
        return (l.firstBaseline, l.size.height - l.lastBaseline)
    }

    /// As UIKit's: the size ``textRect(forBounds:limitedToNumberOfLines:)``
    /// answers for the width the text wraps at, so a subclass that insets
    /// the text there (the common padded label) grows by its insets.
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return CGSize(width: 0, height: 0) }
        let width = layoutWidth.map { CGFloat($0) } ?? .greatestFiniteMagnitude
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                        limitedToNumberOfLines: numberOfLines).size
    }

    /// `textRect(forBounds:limitedToNumberOfLines:)`: where the text goes
    /// in `bounds`: its size wrapped at the bounds' width (unless it is one
    /// line), at most `numberOfLines` lines (0: no limit), at the bounds'
    /// origin. Overridable, as apps do to pad a label.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text, !text.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let wrapAt: Double? = numberOfLines != 1 && bounds.width < .greatestFiniteMagnitude ? Double(bounds.width) : nil
        var layout = measurer.layout(text, font: font, numberOfLines: numberOfLines, width: wrapAt)
        layout = paragraphStyle?.apply(to: layout) ?? layout
        return CGRect(origin: bounds.origin, size: layout.size)
    }

    /// `drawText(in:)`: overridable; Trellis's renderer draws the text
    /// itself in the label's bounds, so an override's rectangle isn't used
    /// for pictures (a padded label's insets still size it, above).
    open func drawText(in rect: CGRect) {}

    open override var drawnText: DrawnText? {
        guard let text, !text.isEmpty else { return nil }
        return DrawnText(text: text, font: font, color: storedTextColor, numberOfLines: numberOfLines,
                         alignment: textAlignment)
    }

    func textChanged() {
        wrapWidth = nil
        invalidateIntrinsicContentSize()
        hostEngine?.derivedValuesChanged()
        textOwner?.invalidateIntrinsicContentSize()
        // A cell's built-in label takes a place only while it has text.
        (superview as? UITableViewCellContentView)?.systemConstraintsChanged()
    }
}

