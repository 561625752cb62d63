import Foundation

/// `UITextInputPasswordRules` (iOS 12): the rules a generated password
/// follows, in Apple's descriptor language (`"minlength: 8; required:
/// digit;"`). Kept as given: Trellis generates no passwords.
public final class UITextInputPasswordRules: NSObject, @unchecked Sendable {
    /// `passwordRulesDescriptor`.
    public let passwordRulesDescriptor: String

    /// `init(descriptor:)`.
    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = passwordRulesDescriptor
        super.init()
    }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UITextInputPasswordRules)?.passwordRulesDescriptor == passwordRulesDescriptor
    }

    public override var hash: Int { passwordRulesDescriptor.hashValue }
}

extension UITextField {
    /// `passwordRules`: recorded with the field's other input traits.
    public var passwordRules: UITextInputPasswordRules? {
        get { inputTraits.passwordRules }
        set { inputTraits.passwordRules = newValue }
    }
}

extension UIResponder {
    /// `reloadInputViews()`: the first responder's input and accessory
    /// views are read again. Trellis reads them whenever the keyboard's
    /// frame is asked for, so this brings the window's keyboard layout
    /// guides up to date with them (no keyboard notifications are posted).
    public func reloadInputViews() {
        guard UIResponder.firstResponder === self,
              let window = (self as? UIView)?.window ?? (self as? UIViewController)?.viewIfLoaded?.window else { return }
        window.keyboardHeightChanged()
    }
}
