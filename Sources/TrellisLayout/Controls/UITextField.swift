/// `UITextField`: one line of editable text.
///
/// Intrinsic size (docs/LAYOUT.md, "Controls"): no width while empty (a
/// field is sized by its constraints; with text, the text's width plus the
/// border's side insets). Height: the font's line height plus the border's
/// insets: rounded rect 7 above and below and at least 34 (Interface
/// Builder's field is 34 tall at 14 and 17 points); line and bezel 4; none 0.
/// The border insets are a Trellis rule (UIKit doesn't document them).
open class UITextField: UIControl {
    /// Text input becomes first responder (``UIResponder``).
    open override var canBecomeFirstResponder: Bool { true }

    /// `UITextField.BorderStyle`. Fields made in code have none, as in UIKit.
    public enum BorderStyle: Int, Sendable, Hashable { case none, line, bezel, roundedRect }

    public var text: String? { didSet { if text != oldValue { textChanged() } } }
    /// `placeholder`: drawn in ``UIColor/placeholderText`` while the field is empty.
    public var placeholder: String? { didSet { if placeholder != oldValue { hostEngine?.derivedValuesChanged() } } }
    /// `adjustsFontForContentSizeCategory`: recorded (see ``UIContentSizeCategoryAdjusting``).
    public var adjustsFontForContentSizeCategory = false
    /// `font`: the system font at 17 points by default; nil restores it.
    public var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            if font != oldValue { textChanged() }
        }
    }
    /// `textColor`: nil draws with the theme's text colour.
    public var textColor: UIColor?
    public var textAlignment = NSTextAlignment.natural
    public var borderStyle = BorderStyle.none { didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archives on Linux: fails, as `UIView.init?(coder:)` does.
    public required init?(coder: NSCoder) { return nil }

    /// The border's insets (see the type's documentation).
    public var borderInsets: UIEdgeInsets {
        switch borderStyle {
        case .none: return .zero
        case .line, .bezel: return UIEdgeInsets(all: 4)
        case .roundedRect: return UIEdgeInsets(all: 7)
        }
    }

    /// A rounded-rect field's minimum height.
    public static let roundedRectMinimumHeight: CGFloat = 34

    open override var intrinsicContentSize: CGSize {
        let i = borderInsets
        var height = lineHeight(font) + i.top + i.bottom
        if borderStyle == .roundedRect { height = max(height, Self.roundedRectMinimumHeight) }
        let text = self.text ?? ""
        let width = text.isEmpty ? TrellisLayout.noIntrinsicMetric : measureLine(text, font: font).width + i.left + i.right
        return CGSize(width: width, height: height)
    }

    /// The text from the leading edge, or the placeholder in the
    /// placeholder colour while empty.
    open override var drawnText: DrawnText? {
        if let text, !text.isEmpty {
            return DrawnText(text: text, font: font, color: textColor, alignment: textAlignment)
        }
        if let placeholder, !placeholder.isEmpty {
            return DrawnText(text: placeholder, font: font, color: .placeholderText, alignment: textAlignment)
        }
        return nil
    }

    func textChanged() {
        invalidateIntrinsicContentSize()
        hostEngine?.derivedValuesChanged()
    }
}
