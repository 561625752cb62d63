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
    /// `adjustsFontForContentSizeCategory` (see ``UIContentSizeCategoryAdjusting``).
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

    // Text input (TextInput/UITextField+Editing.swift, UITextField+Overlays.swift).
    /// `delegate`, weakly held.
    public weak var delegate: (any UITextFieldDelegate)?
    /// The keyboard traits (``UITextInputTraits``).
    public var inputTraits = TextInputTraitValues()
    /// `isEditing`: true between beginning and ending editing (first responder).
    public internal(set) var isEditing = false
    /// `clearsOnBeginEditing`: the text is emptied when editing begins.
    public var clearsOnBeginEditing = false
    /// `clearButtonMode`: `.never` by default; the button shows only while
    /// there is text, and takes room from the text's rectangle.
    public var clearButtonMode = ViewMode.never { didSet { overlaysChanged() } }
    /// `leftView`, `rightView`: placed by ``leftViewRect(forBounds:)`` and
    /// ``rightViewRect(forBounds:)`` while their mode shows them.
    public var leftView: UIView? { didSet { overlayViewChanged(from: oldValue, to: leftView) } }
    public var rightView: UIView? { didSet { overlayViewChanged(from: oldValue, to: rightView) } }
    /// `leftViewMode`, `rightViewMode`: `.never` by default, as in UIKit
    /// (setting a view alone doesn't show it).
    public var leftViewMode = ViewMode.never { didSet { overlaysChanged() } }
    public var rightViewMode = ViewMode.never { didSet { overlaysChanged() } }
    var inputViewStorage: UIView?
    var inputAccessoryViewStorage: UIView?

    /// `inputView`: shown instead of the keyboard while the field is first
    /// responder (its height is the keyboard's; see ``UIWindow/keyboardFrameHeight``).
    open override var inputView: UIView? {
        get { inputViewStorage }
        set { inputViewStorage = newValue }
    }

    /// `inputAccessoryView`: sits on top of the keyboard while the field is
    /// first responder; its height adds to the keyboard's.
    open override var inputAccessoryView: UIView? {
        get { inputAccessoryViewStorage }
        set { inputAccessoryViewStorage = newValue }
    }

    /// `becomeFirstResponder()`: asks the delegate, then begins editing
    /// (delegate, `.editingDidBegin`, the notification), as UIKit does.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        let keyboard = window?.keyboardFrameHeight
        // The previous responder resigns inside: the keyboard stays up.
        UIResponder.isSwitchingFirstResponder = true
        let became = super.becomeFirstResponder()
        UIResponder.isSwitchingFirstResponder = false
        guard became else { return false }
        startEditingSession()
        if let keyboard { window?.keyboardFrameChanged(from: keyboard) }
        return true
    }

    /// `resignFirstResponder()`: asks the delegate, then ends editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        let keyboard = window?.keyboardFrameHeight
        guard super.resignFirstResponder() else { return false }
        finishEditingSession()
        if let keyboard { window?.keyboardFrameChanged(from: keyboard) }
        return true
    }

    // The rectangles UIKit lays a field out by, overridable as in UIKit
    // (the rule: TextInput/UITextField+Overlays.swift).

    /// `borderRect(forBounds:)`: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// `textRect(forBounds:)`: where the text is drawn while not editing.
    open func textRect(forBounds bounds: CGRect) -> CGRect { contentRect(forBounds: bounds) }
    /// `editingRect(forBounds:)`: where the text is drawn while editing.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { contentRect(forBounds: bounds) }
    /// `placeholderRect(forBounds:)`: the text's rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// `clearButtonRect(forBounds:)`.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }
    /// `leftViewRect(forBounds:)`.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { defaultLeftViewRect(forBounds: bounds) }
    /// `rightViewRect(forBounds:)`.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { defaultRightViewRect(forBounds: bounds) }

    /// Places the left and right views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeOverlayViews()
    }

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
        let text = displayedText
        let overlays = overlayWidths
        let width = text.isEmpty ? TrellisLayout.noIntrinsicMetric : measureLine(text, font: font).width + i.left + i.right + overlays
        return CGSize(width: width, height: height)
    }

    /// The text from the leading edge, or the placeholder in the
    /// placeholder colour while empty.
    open override var drawnText: DrawnText? {
        if let text, !text.isEmpty {
            return DrawnText(text: displayedText, font: font, color: textColor, alignment: textAlignment)
        }
        if let placeholder, !placeholder.isEmpty {
            return DrawnText(text: placeholder, font: font, color: .placeholderText, alignment: textAlignment)
        }
        return nil
    }

    /// The text as drawn: one bullet per character while
    /// `isSecureTextEntry` is on.
    var displayedText: String {
        let text = self.text ?? ""
        return isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
    }

    func textChanged() {
        invalidateIntrinsicContentSize()
        hostEngine?.derivedValuesChanged()
    }
}
