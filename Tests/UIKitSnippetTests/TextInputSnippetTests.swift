import XCTest
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// Text input: keyboard traits, the delegate, typing, overlay views and
/// the keyboard's accessory (docs/LAYOUT.md, "Text input").
final class TextInputSnippetTests: XCTestCase {
    private let shown = ShownWindows()

    override func tearDown() {
        XCTAssertEqual(shown.unexpectedLog(), [])
        UIApplication.shared.windows.forEach { $0.endEditing(true) }
        super.tearDown()
    }

    /// UIKit's defaults (UITextInputTraits: autocapitalization "sentences"
    /// by default, return key "default"; UITextField: `leftViewMode` and
    /// `clearButtonMode` "never" by default; `borderStyle` none in code).
    func testNewFieldHasUIKitsDefaults() {
        let field = UITextField()
        XCTAssertEqual(field.autocapitalizationType, .sentences)
        XCTAssertEqual(field.autocorrectionType, .default)
        XCTAssertEqual(field.keyboardType, .default)
        XCTAssertEqual(field.returnKeyType, .default)
        XCTAssertFalse(field.isSecureTextEntry)
        XCTAssertFalse(field.enablesReturnKeyAutomatically)
        XCTAssertNil(field.textContentType)
        XCTAssertEqual(field.clearButtonMode, .never)
        XCTAssertEqual(field.leftViewMode, .never)
        XCTAssertEqual(field.rightViewMode, .never)
        XCTAssertNil(field.delegate)
        XCTAssertFalse(field.isEditing)
    }

    func testTraitsReadBackWhatTheFormSet() {
        let vc = SignUpViewController()
        _ = shown.show(vc)
        XCTAssertEqual(vc.emailField.keyboardType, .emailAddress)
        XCTAssertEqual(vc.emailField.textContentType, .emailAddress)
        XCTAssertEqual(vc.emailField.autocapitalizationType, .none)
        XCTAssertEqual(vc.emailField.returnKeyType, .next)
        XCTAssertEqual(vc.passwordField.textContentType, .newPassword)
        XCTAssertTrue(vc.passwordField.isSecureTextEntry)
        XCTAssertTrue(vc.emailField.delegate === vc)
    }

    /// Return on the email field moves to the password field; return on the
    /// password field resigns it (the delegate's `textFieldShouldReturn(_:)`,
    /// which the keyboard's return key calls).
    func testReturnKeyMovesThroughTheForm() {
        let vc = SignUpViewController()
        _ = shown.show(vc)
        XCTAssertTrue(vc.emailField.becomeFirstResponder())
        XCTAssertTrue(vc.emailField.isEditing)
        vc.emailField.insertText("\n")
        XCTAssertTrue(vc.passwordField.isFirstResponder)
        XCTAssertFalse(vc.emailField.isEditing)
        XCTAssertEqual(vc.emailField.text ?? "", "", "return inserts no text in a field")
        vc.passwordField.insertText("\n")
        XCTAssertFalse(vc.passwordField.isFirstResponder)
        XCTAssertEqual(vc.returnedFields, ["Email", "Password"])
    }

    /// Typing goes through `textField(_:shouldChangeCharactersIn:replacementString:)`
    /// (here capping the password at 8 characters), then `.editingChanged`
    /// and `UITextField.textDidChangeNotification` (Apple, UITextField).
    func testTypingAsksTheDelegateAndSendsEditingChanged() {
        let vc = SignUpViewController()
        _ = shown.show(vc)
        var notified = 0
        let token = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification,
                                                           object: vc.passwordField, queue: nil) { _ in notified += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        vc.passwordField.becomeFirstResponder()
        for ch in "correcthorse" { vc.passwordField.insertText(String(ch)) }
        XCTAssertEqual(vc.passwordField.text, "correcth")
        XCTAssertEqual(vc.counterLabel.text, "8/8")
        XCTAssertEqual(notified, 8)
        vc.passwordField.deleteBackward()
        XCTAssertEqual(vc.passwordField.text, "correct")
        XCTAssertEqual(vc.counterLabel.text, "7/8")
        // Setting text in code sends nothing, as in UIKit.
        vc.passwordField.text = "abc"
        XCTAssertEqual(vc.counterLabel.text, "7/8")
        XCTAssertEqual(notified, 9)
    }

    /// A secure field draws one bullet per character.
    func testSecureFieldMeasuresBullets() {
        let plain = UITextField(), secure = UITextField()
        plain.text = "\u{2022}\u{2022}\u{2022}"
        secure.text = "abc"
        secure.isSecureTextEntry = true
        XCTAssertEqual(secure.intrinsicContentSize, plain.intrinsicContentSize)
    }

    /// The email field (343 × 34 in the 393-point window's margins): the left
    /// view (24 × 24, mode always) at the leading edge, centred; the clear
    /// button (while editing, with text) 19 × 19 with its trailing edge at
    /// the rounded rect's 7-point inset; the text between them
    /// (Trellis's rule, docs/LAYOUT.md "Text input").
    func testOverlayViewsCutTheTextRectangle() {
        let vc = SignUpViewController()
        _ = shown.show(vc)
        let field = vc.emailField
        XCTAssertEqual(field.bounds.width, 361)
        let b = field.bounds, h = b.height
        XCTAssertGreaterThanOrEqual(h, 34, "a rounded rect is at least 34 tall")
        XCTAssertEqual(field.leftViewRect(forBounds: b), CGRect(x: 0, y: (h - 24) / 2, width: 24, height: 24))
        // The view's frame: that rect, rounded to the screen's pixels (1/3 point).
        XCTAssertEqual(field.leftView?.frame.minY ?? 0, (h - 24) / 2, accuracy: 1.0 / 3)
        XCTAssertEqual(field.leftView?.frame.size, CGSize(width: 24, height: 24))
        XCTAssertEqual(field.textRect(forBounds: b), CGRect(x: 24, y: 7, width: 330, height: h - 14))
        field.text = "a@b.c"
        // Not editing: the clear button (while editing) is hidden.
        XCTAssertEqual(field.editingRect(forBounds: b), CGRect(x: 24, y: 7, width: 330, height: h - 14))
        field.becomeFirstResponder()
        XCTAssertEqual(field.clearButtonRect(forBounds: b), CGRect(x: 335, y: (h - 19) / 2, width: 19, height: 19))
        XCTAssertEqual(field.editingRect(forBounds: b), CGRect(x: 24, y: 7, width: 311, height: h - 14))
    }

    /// Overriding the rectangles, as Apple's documentation suggests.
    func testSubclassOverridesTheTextRectangle() {
        let field = PaddedTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        XCTAssertEqual(field.textRect(forBounds: field.bounds), CGRect(x: 12, y: 0, width: 176, height: 44))
        XCTAssertEqual(field.editingRect(forBounds: field.bounds), CGRect(x: 12, y: 0, width: 176, height: 44))
        XCTAssertEqual(field.placeholderRect(forBounds: field.bounds), CGRect(x: 12, y: 0, width: 176, height: 44))
    }

    /// With a 336-point keyboard up, the button sits 16 above the keyboard
    /// guide; once a field with a 44-point accessory toolbar is first
    /// responder, the keyboard's frame (guide and notifications) includes
    /// the accessory (Apple, "inputAccessoryView": the system attaches it to
    /// the keyboard).
    func testAccessoryViewAddsToTheKeyboardFrame() {
        let vc = SignUpViewController()
        let window = shown.show(vc)
        window.keyboardHeight = 336
        window.layoutIfNeeded()
        let buttonHeight = vc.submitButton.frame.height
        XCTAssertEqual(vc.submitButton.frame.maxY, 852 - 336 - 16)
        var endHeights: [CGFloat] = []
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification,
                                                           object: nil, queue: nil) { note in
            if let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect { endHeights.append(end.height) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        vc.emailField.becomeFirstResponder()
        window.layoutIfNeeded()
        XCTAssertEqual(window.keyboardFrameHeight, 380)
        XCTAssertEqual(vc.submitButton.frame.maxY, 852 - 380 - 16)
        XCTAssertEqual(vc.submitButton.frame.height, buttonHeight)
        // Moving to the password field keeps the same accessory: no change.
        vc.passwordField.becomeFirstResponder()
        vc.passwordField.resignFirstResponder()
        window.layoutIfNeeded()
        XCTAssertEqual(vc.submitButton.frame.maxY, 852 - 336 - 16)
        XCTAssertEqual(endHeights, [380, 336])
    }

    /// Editing's order (Apple, UITextFieldDelegate): should-begin, did-begin
    /// and `.editingDidBegin`; should-end, did-end(reason:) and `.editingDidEnd`.
    func testEditingLifecycleOrder() {
        final class Recorder: UITextFieldDelegate {
            var log: [String] = []
            var allowEnd = true
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return true }
            func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
            func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return allowEnd }
            func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        window.addSubview(field)
        let recorder = Recorder()
        field.delegate = recorder
        field.addAction(UIAction { _ in recorder.log.append("editingDidBegin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in recorder.log.append("editingDidEnd") }, for: .editingDidEnd)
        XCTAssertTrue(field.becomeFirstResponder())
        recorder.allowEnd = false
        XCTAssertFalse(field.resignFirstResponder())
        XCTAssertTrue(field.isFirstResponder)
        recorder.allowEnd = true
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertEqual(recorder.log, ["shouldBegin", "didBegin", "editingDidBegin", "shouldEnd", "shouldEnd", "didEnd", "editingDidEnd"])
    }

    /// A text view: typing a return inserts a line, and the delegate hears
    /// each change (`textViewDidChange(_:)`).
    func testTextViewTypingReachesItsDelegate() {
        let editor = NotesEditor()
        editor.textView.insertText("Hi")
        editor.textView.insertText("\n")
        editor.textView.insertText("there")
        XCTAssertEqual(editor.textView.text, "Hi\nthere")
        XCTAssertEqual(editor.changes, 3)
        XCTAssertEqual(editor.textView.autocapitalizationType, .sentences)
    }

    /// Typing in a search bar reaches its delegate (Apple, UISearchBarDelegate:
    /// `searchBar(_:textDidChange:)` "each time the user changes the search
    /// text"; `searchBarSearchButtonClicked(_:)` for the search button).
    func testSearchBarTypingReachesItsDelegate() {
        final class Searcher: UISearchBarDelegate {
            var log: [String] = []
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append(searchText) }
            func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
            func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("begin") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let bar = UISearchBar()
        window.addSubview(bar)
        let searcher = Searcher()
        bar.delegate = searcher
        bar.searchTextField.becomeFirstResponder()
        bar.searchTextField.insertText("t")
        bar.searchTextField.insertText("o")
        bar.searchTextField.insertText("\n")
        bar.text = "code"
        XCTAssertEqual(searcher.log, ["begin", "t", "to", "search"])
        bar.searchTextField.resignFirstResponder()
    }

    /// A search bar's traits are its field's.
    func testSearchBarForwardsItsTraits() {
        let bar = UISearchBar()
        bar.returnKeyType = .search
        bar.keyboardType = .webSearch
        XCTAssertEqual(bar.searchTextField.returnKeyType, .search)
        XCTAssertEqual(bar.keyboardType, .webSearch)
    }
}
