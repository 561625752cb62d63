/// `UIContentSizeCategoryAdjusting`: views whose text can follow the user's
/// Dynamic Type setting. Trellis lays text out at the default category
/// (Large), as docs/LAYOUT.md says, so turning the adjustment on changes
/// nothing here; the property is kept so code written for UIKit, which sets
/// it on nearly every label, compiles and reads back what it set.
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}

/// `UIUserInterfaceStyle`: light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}
