/// `UIContentSizeCategoryAdjusting`: views whose text follows the user's
/// Dynamic Type setting. With `adjustsFontForContentSizeCategory` on, a
/// label, text field or text view whose font is a text style
/// (`preferredFont(forTextStyle:)`) or scaled by ``UIFontMetrics`` gets the
/// font for its traits' content size category when a window's traits change
/// (a `traitOverrides.preferredContentSizeCategory`), and is measured again,
/// as UIKit documents for the property. Fixed-size fonts stay as they are.
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}

extension UIView {
    /// Replaces the font of a label, field or text view that adjusts for
    /// the content size category with the font for its traits.
    func adjustFontForContentSizeCategoryIfNeeded() {
        if let label = self as? UILabel, label.adjustsFontForContentSizeCategory {
            if let font = label.font.adjusted(to: traitCollection), font != label.font { label.font = font }
        } else if let field = self as? UITextField, field.adjustsFontForContentSizeCategory {
            if let font = field.font.adjusted(to: traitCollection), font != field.font { field.font = font }
        } else if let textView = self as? UITextView, textView.adjustsFontForContentSizeCategory {
            if let font = textView.font?.adjusted(to: traitCollection), font != textView.font { textView.font = font }
        }
    }
}
