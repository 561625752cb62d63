extension UIView {
    /// The measurer in force: the window's, else the fixed-advance one.
    var textMeasurerInUse: any TextMeasuring { hostContext?.textMeasurer ?? UIView.defaultTextMeasurer }

    /// One line of text as the window's measurer lays it out (0 × 0 for "").
    func measureLine(_ text: String, font: UIFont) -> CGSize {
        guard !text.isEmpty else { return .zero }
        return textMeasurerInUse.layout(text, font: font, numberOfLines: 1, width: nil).size
    }

    /// The height of one line in `font` (what `UIFont.lineHeight` is to UIKit).
    func lineHeight(_ font: UIFont) -> CGFloat {
        textMeasurerInUse.layout("Xg", font: font, numberOfLines: 1, width: nil).size.height
    }
}

extension UIView {
    /// Whether the view's intrinsic size comes from measured text, so a new
    /// measurer must re-measure it (an empty text field's height is its
    /// font's line height).
    var sizeDependsOnText: Bool {
        self is UILabel || self is UIButton || self is UITextField || self is UITextView
            || self is UISegmentedControl || drawnText != nil
    }
}
