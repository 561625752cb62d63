import TrellisLayout

/// The kinds of view a layout file can make, each with UIKit-like intrinsic
/// sizes (see docs/FORMAT.md, "UIView types"), so a file can lay out a screen
/// of controls without giving every size.
public enum ViewType: String, Sendable, CaseIterable {
    case view, label, button, imageView, textField, textView
    case `switch`, slider, stepper, progressView, activityIndicator
    case stackView

    /// Types that show text and so accept `text`, `font` and `textColor`.
    public var hasText: Bool { [.label, .button, .textField, .textView].contains(self) }
}

/// A label from a file: a ``UILabel`` whose intrinsic size the file may fix.
public final class FormatLabel: UILabel {
    /// When set, the intrinsic size instead of the text's (-1 for none on an axis).
    public var fixedIntrinsicSize: CGSize? { didSet { invalidateIntrinsicContentSize() } }

    public override var intrinsicContentSize: CGSize { fixedIntrinsicSize ?? super.intrinsicContentSize }
}

/// Every other view type from a file. One class with a ``type`` rather than
/// a class per control: they differ only in intrinsic size and in how a
/// renderer draws them.
public final class FormatView: UIView {
    public let type: ViewType
    /// A button's title, a text field's placeholder or text, a text view's text.
    public var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    public var font: UIFont = .label { didSet { if font != oldValue { invalidateIntrinsicContentSize() } } }
    public var textColor: UIColor?
    /// When set, the intrinsic size instead of the type's (-1 for none on an axis).
    public var fixedIntrinsicSize: CGSize? { didSet { invalidateIntrinsicContentSize() } }

    public init(type: ViewType) {
        self.type = type
        super.init()
    }

    /// A button's title centred; a text field's or text view's text from the
    /// leading edge (a text view wraps).
    public override var drawnText: DrawnText? {
        guard let text, !text.isEmpty else { return nil }
        switch type {
        case .button: return DrawnText(text: text, font: font, color: textColor ?? .systemBlue, centered: true)
        case .textField: return DrawnText(text: text, font: font, color: textColor)
        case .textView: return DrawnText(text: text, font: font, color: textColor, numberOfLines: 0)
        default: return nil
        }
    }

    /// Padding around a button's title: 12 each side, and at least 34 tall
    /// (a one-line 17-point title is 20.4 tall with the fixed-advance measurer).
    public static let buttonPadding = 12.0
    public static let buttonMinimumHeight = 34.0

    public override var intrinsicContentSize: CGSize {
        if let fixedIntrinsicSize { return fixedIntrinsicSize }
        let none = TrellisLayout.noIntrinsicMetric
        switch type {
        case .button:
            let measurer = window?.textMeasurer ?? FixedAdvanceTextMeasurer()
            let text = measurer.layout(self.text ?? "", font: font, numberOfLines: 1, width: nil).size
            return CGSize(width: text.width + 2 * Self.buttonPadding,
                        height: max(Self.buttonMinimumHeight, text.height + Self.buttonPadding))
        case .textField: return CGSize(width: none, height: 34)
        case .switch: return CGSize(width: 51, height: 31)
        case .slider: return CGSize(width: none, height: 31)
        case .stepper: return CGSize(width: 94, height: 32)
        case .progressView: return CGSize(width: none, height: 4)
        case .activityIndicator: return CGSize(width: 20, height: 20)
        case .view, .label, .imageView, .textView, .stackView: return CGSize(width: none, height: none)
        }
    }
}
