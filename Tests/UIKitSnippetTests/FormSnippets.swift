// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A delivery form as apps write it: a one-time-code field on the number
/// pad, a password with rules, and a "slot" field that swaps the keyboard
/// for a picker of time slots while editing (`inputView` then
/// `reloadInputViews()`), a sized-to-fit toolbar on the keyboard and the
/// Continue button riding on the keyboard layout guide.
final class DeliveryFormViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let codeField = UITextField()
    let passwordField = UITextField()
    let slotField = UITextField()
    let slotPicker = UIPickerView()
    let continueButton = UIButton(type: .system)
    let slots = ["9–11", "11–13", "13–15", "15–17"]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let toolbar = UIToolbar()
        toolbar.sizeToFit()
        toolbar.items = [UIBarButtonItem(systemItem: .flexibleSpace), UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            self?.view.endEditing(true)
        })]

        codeField.textContentType = .oneTimeCode
        codeField.keyboardType = .numberPad
        codeField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .newPassword
        passwordField.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 8; required: digit;")
        passwordField.borderStyle = .roundedRect
        slotField.borderStyle = .roundedRect
        slotField.inputAccessoryView = toolbar
        slotField.tintColor = .clear
        slotPicker.dataSource = self
        slotPicker.delegate = self
        continueButton.setTitle("Continue", for: .normal)

        let stack = UIStackView(arrangedSubviews: [codeField, passwordField, slotField])
        stack.axis = .vertical
        stack.spacing = 12
        stack.setCustomSpacing(24, after: passwordField)
        stack.translatesAutoresizingMaskIntoConstraints = false
        continueButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        view.addSubview(continueButton)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            continueButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            continueButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
    }

    /// The slot field switches from the keyboard to the picker while it is
    /// being edited.
    func chooseSlotFromList() {
        slotField.inputView = slotPicker
        slotField.reloadInputViews()
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { slots.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { slots[row] }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        slotField.text = slots[row]
    }
}
