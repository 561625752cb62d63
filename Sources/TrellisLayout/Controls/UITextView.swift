/// `UITextView`: scrollable, multi-line text. A `UIScrollView`, as in UIKit:
/// code that takes a scroll view takes a text view, its delegate is a
/// `UIScrollViewDelegate` too, and its `contentSize` is its text.
///
/// The text is wrapped at the laid-out width less `textContainerInset` (8
/// above and below by default, Apple's documented value) and the 5-point
/// `lineFragmentPadding` at each side; the content size is that width and
/// the wrapped text's height plus the insets (UIKit's text views report
/// the same). While scrolling is enabled (the default) a text view has no
/// intrinsic size: it scrolls whatever its constraints give it, as Apple
/// describes for scroll views. With `isScrollEnabled = false` its
/// intrinsic size is its content size, wrapped at the width its
/// constraints give it (the two-step layout labels use): a text view
/// pinned at its sides grows with its text, as a self-sizing one does.
open class UITextView: UIScrollView {
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
    /// `delegate`, weakly held: the scroll view's delegate, as a
    /// `UITextViewDelegate` (ScrollView/UIScrollViewDelegate.swift).
    public var delegate: (any UITextViewDelegate)? {
        get { delegateStorage as? any UITextViewDelegate }
        set { delegateStorage = newValue }
    }
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

    /// `isScrollEnabled`: turning scrolling off makes the text view size
    /// itself to its text.
    public override var isScrollEnabled: Bool { didSet { if isScrollEnabled != oldValue { textChanged() } } }
    /// `textContainerInset`: (8, 0, 8, 0) by default.
    public var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { textChanged() } }
    }
    /// `textContainer`: where the text is laid out; its
    /// `lineFragmentPadding` (5 at each end of a line) and
    /// `maximumNumberOfLines` shape the text.
    public let textContainer = NSTextContainer()
    /// The font used while ``font`` is nil.
    public static let defaultFont = UIFont.systemFont(ofSize: 12)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        textContainer.textView = self
    }

    /// No archives on Linux: fails, as `UIView.init?(coder:)` does.
    public required init?(coder: NSCoder) { return nil }

    var effectiveFont: UIFont { font ?? Self.defaultFont }

    /// The laid-out width the text was last wrapped at (set by the layout
    /// pass, as a wrapping label's is); nil before the first pass.
    var wrapWidth: Double?

    /// The width lines get: the wrap width less the container's insets and
    /// the line fragment padding at both ends; nil (no wrapping) until laid
    /// out.
    var lineWidth: Double? {
        wrapWidth.map { max(0, $0 - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding) }
    }

    /// The text's size with the insets and padding around it: the content
    /// size and, without scrolling, the intrinsic size.
    var textContentSize: CGSize {
        let size = (text ?? "").isEmpty ? CGSize(width: 0, height: lineHeight(effectiveFont))
            : textMeasurerInUse.layout(text, font: effectiveFont, numberOfLines: textContainer.maximumNumberOfLines, width: lineWidth).size
        let i = textContainerInset
        return CGSize(width: size.width + i.left + i.right + 2 * textContainer.lineFragmentPadding,
                      height: size.height + i.top + i.bottom)
    }

    open override var intrinsicContentSize: CGSize {
        let none = TrellisLayout.noIntrinsicMetric
        guard !isScrollEnabled else { return CGSize(width: none, height: none) }
        return textContentSize
    }

    /// Takes the width the layout gave the view; true if it changed (the
    /// text is wrapped again and the intrinsic size moves).
    func adoptLaidOutWidth(_ width: Double) -> Bool {
        guard width > 0, width != wrapWidth else { return false }
        wrapWidth = width
        updateTextContentSize()
        return true
    }

    /// `contentSize` follows the text: the view's width, the wrapped text's
    /// height with the insets.
    func updateTextContentSize() {
        guard let width = wrapWidth else { return }
        contentSize = CGSize(width: width, height: textContentSize.height)
    }

    /// A text view's content size is its text's, never a chain of
    /// constraints: Xcode's scrollable-content warning doesn't apply.
    override public var scrollableContentSizeAmbiguity: [(axis: NSLayoutConstraint.Axis, views: [UIView])] { [] }

    /// The text, wrapped, from the leading edge.
    open override var drawnText: DrawnText? {
        guard let text, !text.isEmpty else { return nil }
        return DrawnText(text: text, font: effectiveFont, color: textColor, numberOfLines: textContainer.maximumNumberOfLines,
                         alignment: textAlignment)
    }

    func textChanged() {
        invalidateIntrinsicContentSize()
        updateTextContentSize()
        hostEngine?.derivedValuesChanged()
    }
}
