import Foundation

// Attributed text on controls: the string and the leading font and colour
// are what Trellis measures and draws (see ``UILabel/attributedText``).

extension UIButton {
    /// `setAttributedTitle(_:for:)`: the string is the state's title, the
    /// leading font the title's font and the leading colour its colour.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        let lead = title?.leadingAttributes
        if let font = lead?.font { titleLabel?.font = font }
        if let color = lead?.color { setTitleColor(color, for: state) }
        setTitle(title?.string, for: state)
    }

    /// `attributedTitle(for:)`: the state's title with the title's font.
    public func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        title(for: state).map { NSAttributedString(string: $0, attributes: [.font: titleFont]) }
    }
}

extension UITextField {
    /// `attributedText`: the string is the text, the leading font the
    /// field's font.
    public var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0, attributes: [.font: font!]) } }
        set {
            let lead = newValue?.leadingAttributes
            if let f = lead?.font { font = f }
            if let c = lead?.color { textColor = c }
            if let a = lead?.paragraph?.alignment { textAlignment = a }
            text = newValue?.string
        }
    }

    /// `attributedPlaceholder`: the string is the placeholder.
    public var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
}

extension UITextView {
    /// `attributedText`: the string is the text, the leading font the
    /// view's font.
    public var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "", attributes: font.map { [.font: $0] } ?? [:]) }
        set {
            let lead = newValue?.leadingAttributes
            if let f = lead?.font { font = f }
            if let c = lead?.color { textColor = c }
            if let a = lead?.paragraph?.alignment { textAlignment = a }
            text = newValue?.string ?? ""
        }
    }
}
