// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A sign-up form as apps write it: the email and password fields set their
/// keyboard traits, return moves to the next field, the delegate caps the
/// password's length, an editing-changed action keeps a counter, a left
/// icon and a clear button sit in the email field, and a toolbar rides on
/// the keyboard as the fields' accessory. The button sits on the keyboard
/// layout guide.
final class SignUpViewController: UIViewController, UITextFieldDelegate {
    let emailField = UITextField()
    let passwordField = UITextField()
    let counterLabel = UILabel()
    let submitButton = UIButton(type: .system)
    let accessory = UIToolbar(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    static let maximumPasswordLength = 8
    private(set) var returnedFields: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        emailField.borderStyle = .roundedRect
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.spellCheckingType = .no
        emailField.returnKeyType = .next
        emailField.clearButtonMode = .whileEditing
        let icon = UIImageView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        icon.contentMode = .center
        emailField.leftView = icon
        emailField.leftViewMode = .always
        emailField.delegate = self
        emailField.inputAccessoryView = accessory

        passwordField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .newPassword
        passwordField.returnKeyType = .go
        passwordField.enablesReturnKeyAutomatically = true
        passwordField.delegate = self
        passwordField.inputAccessoryView = accessory
        passwordField.addAction(UIAction { [weak self] _ in self?.updateCounter() }, for: .editingChanged)

        submitButton.setTitle("Create Account", for: .normal)
        counterLabel.text = "0/\(Self.maximumPasswordLength)"

        for v in [emailField, passwordField, counterLabel, submitButton] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            emailField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            emailField.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            emailField.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 12),
            passwordField.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            passwordField.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            counterLabel.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 4),
            counterLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            submitButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            submitButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
        ])
    }

    private func updateCounter() {
        counterLabel.text = "\(passwordField.text?.count ?? 0)/\(Self.maximumPasswordLength)"
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        returnedFields.append(textField.placeholder ?? "")
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard textField === passwordField else { return true }
        let current = (textField.text ?? "") as NSString
        return current.replacingCharacters(in: range, with: string).count <= Self.maximumPasswordLength
    }
}

/// A field that insets its text, the way Apple's documentation suggests
/// customizing a field: override `textRect(forBounds:)` and `editingRect(forBounds:)`.
final class PaddedTextField: UITextField {
    let padding = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)

    override func textRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: padding)
    }

    override func editingRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: padding)
    }
}

/// A notes editor: a text view with a delegate that counts changes.
final class NotesEditor: NSObject, UITextViewDelegate {
    let textView = UITextView()
    private(set) var changes = 0

    override init() {
        super.init()
        textView.font = .preferredFont(forTextStyle: .body)
        textView.autocapitalizationType = .sentences
        textView.delegate = self
    }

    func textViewDidChange(_ textView: UITextView) {
        changes += 1
    }
}
