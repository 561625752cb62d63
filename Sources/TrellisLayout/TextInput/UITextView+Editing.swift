import Foundation

/// Typing into a text view as the keyboard does (see UITextField+Editing.swift):
/// `textView(_:shouldChangeTextIn:replacementText:)`, then the change,
/// `textViewDidChange(_:)` and `textDidChangeNotification`. A return inserts
/// a line break. Setting `text` in code sends none of them, as in UIKit.
extension UITextView: UITextInputTraits, UIKeyInput {
    public var hasText: Bool { !(text ?? "").isEmpty }

    /// `insertText(_:)`: replaces the selection (the caret is at the end
    /// of the text unless `selectedRange` moved it).
    public func insertText(_ text: String) {
        replace(selectedRange, with: text)
    }

    /// `deleteBackward()`: deletes the selection, or the character before
    /// the caret.
    public func deleteBackward() {
        let current = (self.text ?? "") as NSString
        if selectedRange.length > 0 { return replace(selectedRange, with: "") }
        guard selectedRange.location > 0 else { return }
        replace(current.rangeOfComposedCharacterSequence(at: selectedRange.location - 1), with: "")
    }

    func replace(_ range: NSRange, with string: String) {
        guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        text = ((text ?? "") as NSString).replacingCharacters(in: range, with: string)
        selectedRange = NSRange(location: range.location + (string as NSString).length, length: 0)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        delegate?.textViewDidChangeSelection(self)
    }

    public var autocapitalizationType: UITextAutocapitalizationType {
        get { inputTraits.autocapitalizationType } set { inputTraits.autocapitalizationType = newValue }
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { inputTraits.autocorrectionType } set { inputTraits.autocorrectionType = newValue }
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { inputTraits.spellCheckingType } set { inputTraits.spellCheckingType = newValue }
    }
    public var smartQuotesType: UITextSmartQuotesType {
        get { inputTraits.smartQuotesType } set { inputTraits.smartQuotesType = newValue }
    }
    public var smartDashesType: UITextSmartDashesType {
        get { inputTraits.smartDashesType } set { inputTraits.smartDashesType = newValue }
    }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { inputTraits.smartInsertDeleteType } set { inputTraits.smartInsertDeleteType = newValue }
    }
    public var keyboardType: UIKeyboardType {
        get { inputTraits.keyboardType } set { inputTraits.keyboardType = newValue }
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { inputTraits.keyboardAppearance } set { inputTraits.keyboardAppearance = newValue }
    }
    public var returnKeyType: UIReturnKeyType {
        get { inputTraits.returnKeyType } set { inputTraits.returnKeyType = newValue }
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { inputTraits.enablesReturnKeyAutomatically } set { inputTraits.enablesReturnKeyAutomatically = newValue }
    }
    public var isSecureTextEntry: Bool {
        get { inputTraits.isSecureTextEntry } set { inputTraits.isSecureTextEntry = newValue }
    }
    public var textContentType: UITextContentType! {
        get { inputTraits.textContentType } set { inputTraits.textContentType = newValue }
    }
}

/// `UISearchBar` takes the keyboard traits of its field, as UIKit's does
/// (it conforms to `UITextInputTraits`).
extension UISearchBar: UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType } set { searchTextField.autocapitalizationType = newValue }
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType } set { searchTextField.autocorrectionType = newValue }
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType } set { searchTextField.spellCheckingType = newValue }
    }
    public var smartQuotesType: UITextSmartQuotesType {
        get { searchTextField.smartQuotesType } set { searchTextField.smartQuotesType = newValue }
    }
    public var smartDashesType: UITextSmartDashesType {
        get { searchTextField.smartDashesType } set { searchTextField.smartDashesType = newValue }
    }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType } set { searchTextField.smartInsertDeleteType = newValue }
    }
    public var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType } set { searchTextField.keyboardType = newValue }
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance } set { searchTextField.keyboardAppearance = newValue }
    }
    public var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType } set { searchTextField.returnKeyType = newValue }
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically } set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    public var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry } set { searchTextField.isSecureTextEntry = newValue }
    }
    public var textContentType: UITextContentType! {
        get { searchTextField.textContentType } set { searchTextField.textContentType = newValue }
    }
}

extension UISearchBar {
    /// The field's editing events reach the search bar's delegate, as
    /// UIKit's search bar reports them: typing is `searchBar(_:textDidChange:)`,
    /// return is `searchBarSearchButtonClicked(_:)`, and beginning and ending
    /// editing are `searchBarTextDidBeginEditing(_:)`/`…DidEndEditing(_:)`.
    func forwardFieldEventsToDelegate() {
        searchTextField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBar(self, textDidChange: self.text ?? "")
        }, for: .editingChanged)
        searchTextField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarSearchButtonClicked(self)
        }, for: .editingDidEndOnExit)
        searchTextField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarTextDidBeginEditing(self)
        }, for: .editingDidBegin)
        searchTextField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarTextDidEndEditing(self)
        }, for: .editingDidEnd)
    }
}
