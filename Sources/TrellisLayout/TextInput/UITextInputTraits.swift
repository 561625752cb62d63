/// `UITextInputTraits`: how the keyboard behaves for a text input view.
/// None of it changes layout (Trellis draws no keyboard: a window's
/// `keyboardHeight` stands for it); every trait is kept with UIKit's
/// default so code that sets and reads them works (docs/LAYOUT.md, "Text input").
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var smartQuotesType: UITextSmartQuotesType { get set }
    var smartDashesType: UITextSmartDashesType { get set }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}

/// The traits' storage, one per text input view, with UIKit's defaults
/// (sentences, default correction, the default keyboard and return key).
public struct TextInputTraitValues: Sendable, Hashable {
    public var autocapitalizationType = UITextAutocapitalizationType.sentences
    public var autocorrectionType = UITextAutocorrectionType.default
    public var spellCheckingType = UITextSpellCheckingType.default
    public var smartQuotesType = UITextSmartQuotesType.default
    public var smartDashesType = UITextSmartDashesType.default
    public var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    public var keyboardType = UIKeyboardType.default
    public var keyboardAppearance = UIKeyboardAppearance.default
    public var returnKeyType = UIReturnKeyType.default
    public var enablesReturnKeyAutomatically = false
    public var isSecureTextEntry = false
    public var textContentType: UITextContentType?
    /// `passwordRules` (iOS 12): recorded (no password is generated).
    public var passwordRules: UITextInputPasswordRules?
    public init() {}
}

public enum UITextAutocapitalizationType: Int, Sendable, Hashable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable, Hashable { case `default`, no, yes }
public enum UITextSpellCheckingType: Int, Sendable, Hashable { case `default`, no, yes }
public enum UITextSmartQuotesType: Int, Sendable, Hashable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, Sendable, Hashable { case `default`, no, yes }
public enum UITextSmartInsertDeleteType: Int, Sendable, Hashable { case `default`, no, yes }

/// `UIKeyboardType`, with UIKit's raw values.
public enum UIKeyboardType: Int, Sendable, Hashable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable, Hashable {
    case `default`, dark, light
    public static let alert = UIKeyboardAppearance.dark
}

/// `UIReturnKeyType`, with UIKit's raw values.
public enum UIReturnKeyType: Int, Sendable, Hashable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// `UITextContentType`: what a field holds, for AutoFill; UIKit's raw strings.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("middle-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}

/// `UIKeyInput`: inserting and deleting text as the keyboard does.
/// Trellis's tests type with it (``UITextField/insertText(_:)``).
public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
