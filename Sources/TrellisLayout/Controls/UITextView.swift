/// `UITextView`: scrollable, multi-line text.
///
/// While scrolling is enabled (the default) a text view has no intrinsic
/// size: it scrolls whatever its constraints give it, as Apple describes
/// for scroll views. With `isScrollEnabled = false` its intrinsic size is
/// its text, one line per paragraph (Trellis doesn't wrap it at the laid-out
/// width), plus `textContainerInset` (8 above and below by default, Apple's
/// documented value) and the 5-point `lineFragmentPadding` at each side.
open class UITextView: UIView {
    /// Text input becomes first responder (``UIResponder``).
    open override var canBecomeFirstResponder: Bool { true }

    public var text: String! = "" { didSet { if text != oldValue { textChanged() } } }
    /// `font`: nil by default, drawn as UIKit does at 12 points.
    public var font: UIFont? { didSet { if font != oldValue { textChanged() } } }
    /// `adjustsFontForContentSizeCategory` (see ``UIContentSizeCategoryAdjusting``).
    public var adjustsFontForContentSizeCategory = false
    public var textColor: UIColor?
    public var textAlignment = NSTextAlignment.natural
    public var isEditable = true
    public var isSelectable = true
    // Text input (TextInput/UITextView+Editing.swift).
    /// `delegate`, weakly held.
    public weak var delegate: (any UITextViewDelegate)?
    /// The keyboard traits (``UITextInputTraits``).
    public var inputTraits = TextInputTraitValues()
    var inputViewStorage: UIView?
    var inputAccessoryViewStorage: UIView?

    /// `inputView`: shown instead of the keyboard while first responder.
    open override var inputView: UIView? {
        get { inputViewStorage }
        set { inputViewStorage = newValue }
    }

    /// `inputAccessoryView`: on top of the keyboard while first responder.
    open override var inputAccessoryView: UIView? {
        get { inputAccessoryViewStorage }
        set { inputAccessoryViewStorage = newValue }
    }

    /// `becomeFirstResponder()`: asks the delegate (editable views only),
    /// then begins editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, isEditable, delegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        let keyboard = window?.keyboardFrameHeight
        // The previous responder resigns inside: the keyboard stays up.
        UIResponder.isSwitchingFirstResponder = true
        let became = super.becomeFirstResponder()
        UIResponder.isSwitchingFirstResponder = false
        guard became else { return false }
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        if let keyboard { window?.keyboardFrameChanged(from: keyboard) }
        return true
    }

    /// `resignFirstResponder()`: asks the delegate, then ends editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textViewShouldEndEditing(self) ?? true else { return false }
        let keyboard = window?.keyboardFrameHeight
        guard super.resignFirstResponder() else { return false }
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        if let keyboard { window?.keyboardFrameChanged(from: keyboard) }
        return true
    }

    public var isScrollEnabled = true { didSet { if isScrollEnabled != oldValue { textChanged() } } }
    /// `textContainerInset`: (8, 0, 8, 0) by default.
    public var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { textChanged() } }
    }
    /// NSTextContainer's `lineFragmentPadding`: 5 at each end of a line.
    public static let lineFragmentPadding: CGFloat = 5
    /// The font used while ``font`` is nil.
    public static let defaultFont = UIFont.systemFont(ofSize: 12)

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archives on Linux: fails, as `UIView.init?(coder:)` does.
    public required init?(coder: NSCoder) { return nil }

    var effectiveFont: UIFont { font ?? Self.defaultFont }

    open override var intrinsicContentSize: CGSize {
        let none = TrellisLayout.noIntrinsicMetric
        guard !isScrollEnabled else { return CGSize(width: none, height: none) }
        let size = (text ?? "").isEmpty ? CGSize(width: 0, height: lineHeight(effectiveFont))
            : textMeasurerInUse.layout(text, font: effectiveFont, numberOfLines: 0, width: nil).size
        let i = textContainerInset
        return CGSize(width: size.width + i.left + i.right + 2 * Self.lineFragmentPadding,
                      height: size.height + i.top + i.bottom)
    }

    /// The text, wrapped, from the leading edge.
    open override var drawnText: DrawnText? {
        guard let text, !text.isEmpty else { return nil }
        return DrawnText(text: text, font: effectiveFont, color: textColor, numberOfLines: 0, alignment: textAlignment)
    }

    func textChanged() {
        invalidateIntrinsicContentSize()
        hostEngine?.derivedValuesChanged()
    }
}
