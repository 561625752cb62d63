import Foundation

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

    public var text: String! = "" {
        didSet {
            // UIKit puts the caret at the end of text set in code.
            selectedRange = NSRange(location: ((text ?? "") as NSString).length, length: 0)
            if text != oldValue { textChanged() }
        }
    }
    /// `selectedRange`: the selection (a caret when empty), in UTF-16
    /// units, kept within the text; typing replaces it
    /// (TextInput/UITextView+Editing.swift). Setting `text` puts it at the
    /// end.
    public var selectedRange = NSRange(location: 0, length: 0) {
        didSet {
            let length = ((text ?? "") as NSString).length
            let location = min(max(selectedRange.location, 0), length)
            let clamped = NSRange(location: location, length: min(max(selectedRange.length, 0), length - location))
            if clamped != selectedRange { selectedRange = clamped }
        }
    }
    /// `font`: nil by default, drawn as UIKit does at 12 points.
    public var font: UIFont? { didSet { if font != oldValue { textChanged() } } }
    /// `adjustsFontForContentSizeCategory` (see ``UIContentSizeCategoryAdjusting``).
    public var adjustsFontForContentSizeCategory = false
    public var textColor: UIColor?
    public var textAlignment = NSTextAlignment.natural
    public var isEditable = true
    public var isSelectable = true
    /// `dataDetectorTypes`, `linkTextAttributes`, `allowsEditingTextAttributes`,
    /// `clearsOnInsertion`: kept (Trellis detects no links; the text is
    /// measured and drawn as set).
    public var dataDetectorTypes: UIDataDetectorTypes = []
    public var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    public var allowsEditingTextAttributes = false
    public var clearsOnInsertion = false
    /// `typingAttributes`: what typed text gets; until set, the view's font
    /// and colour (UIKit's derive from the text at the selection).
    public var typingAttributes: [NSAttributedString.Key: Any] {
        get { typingAttributesStorage ?? [.font: effectiveFont, .foregroundColor: textColor ?? UIColor.label] }
        set { typingAttributesStorage = newValue }
    }
    var typingAttributesStorage: [NSAttributedString.Key: Any]?
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
    var textContentSize: CGSize { textSize(lineWidth: lineWidth) }

    /// The text wrapped at `lineWidth` (nil: unwrapped), with the insets
    /// and padding around it.
    func textSize(lineWidth: Double?) -> CGSize {
        let size = (text ?? "").isEmpty ? CGSize(width: 0, height: lineHeight(effectiveFont))
            : textMeasurerInUse.layout(text, font: effectiveFont, numberOfLines: textContainer.maximumNumberOfLines, width: lineWidth).size
        let i = textContainerInset
        return CGSize(width: size.width + i.left + i.right + 2 * textContainer.lineFragmentPadding,
                      height: size.height + i.top + i.bottom)
    }

    /// `sizeThatFits(_:)`: the height the text needs at the given width
    /// (wrapped there, with the insets and padding), whether or not the
    /// view scrolls, as UIKit's text view answers (apps size text views
    /// with `sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude))`).
    /// An unusable width (zero, infinite) measures the text unwrapped.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let usable = size.width > 0 && size.width < 1e7
        let chrome = textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
        let fitted = textSize(lineWidth: usable ? max(0, size.width - chrome) : nil)
        return CGSize(width: usable ? size.width : fitted.width, height: fitted.height)
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

    /// `scrollRangeToVisible(_:)`: scrolls the least that shows the line
    /// where the range ends (the text before it, wrapped as drawn, gives
    /// the line's bottom; one line of the font its height).
    public func scrollRangeToVisible(_ range: NSRange) {
        let all = (text ?? "") as NSString
        let end = min(max(range.location + range.length, 0), all.length)
        let before = all.substring(to: end)
        let height = before.isEmpty ? lineHeight(effectiveFont)
            : textMeasurerInUse.layout(before, font: effectiveFont, numberOfLines: 0, width: lineWidth).size.height
        let line = lineHeight(effectiveFont)
        let bottom = textContainerInset.top + height
        scrollRectToVisible(CGRect(x: 0, y: bottom - line, width: 1, height: line), animated: false)
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
