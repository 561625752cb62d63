import Foundation

/// Editing a text field: the delegate's questions and answers, the control
/// events and the notifications, in UIKit's order. Trellis has no keyboard:
/// a test types with ``insertText(_:)`` and ``deleteBackward()`` (UIKeyInput,
/// the calls the keyboard makes) and the change goes through
/// `textField(_:shouldChangeCharactersIn:replacementString:)`, then
/// `.editingChanged` and `textDidChangeNotification`. Setting `text` in code
/// sends none of them, as in UIKit. A return (`insertText("\n")`) asks
/// `textFieldShouldReturn(_:)` and sends `.editingDidEndOnExit` and
/// `.primaryActionTriggered` instead of inserting a line.
extension UITextField: UITextInputTraits, UIKeyInput {
    func startEditingSession() {
        isEditing = true
        if clearsOnBeginEditing, !(text ?? "").isEmpty { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        overlaysChanged()
    }

    func finishEditingSession() {
        isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self,
                                        userInfo: [UITextField.didEndEditingReasonUserInfoKey: DidEndEditingReason.committed.rawValue])
        overlaysChanged()
    }

    /// `hasText`.
    public var hasText: Bool { !(text ?? "").isEmpty }

    /// `insertText(_:)`: types `text` at the end (Trellis keeps no
    /// selection: the insertion point is the end of the text).
    public func insertText(_ text: String) {
        if text == "\n" {
            if delegate?.textFieldShouldReturn(self) ?? true {
                sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
            }
            return
        }
        let current = self.text ?? ""
        let range = NSRange(location: (current as NSString).length, length: 0)
        replace(range, with: text)
    }

    /// `deleteBackward()`: deletes the last character.
    public func deleteBackward() {
        let current = self.text ?? ""
        guard let last = current.last else { return }
        let length = (String(last) as NSString).length
        replace(NSRange(location: (current as NSString).length - length, length: length), with: "")
    }

    /// The clear button's tap: asks `textFieldShouldClear(_:)`, then empties
    /// the field as an edit.
    public func clearText() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        let current = self.text ?? ""
        replace(NSRange(location: 0, length: (current as NSString).length), with: "")
    }

    func replace(_ range: NSRange, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        text = ((text ?? "") as NSString).replacingCharacters(in: range, with: string)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    // MARK: UITextInputTraits

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
    /// `isSecureTextEntry`: the text is drawn as bullets (Trellis draws one
    /// "•" per character, as iOS shows a secure field at rest).
    public var isSecureTextEntry: Bool {
        get { inputTraits.isSecureTextEntry }
        set { inputTraits.isSecureTextEntry = newValue; textChanged() }
    }
    public var textContentType: UITextContentType! {
        get { inputTraits.textContentType } set { inputTraits.textContentType = newValue }
    }
}
