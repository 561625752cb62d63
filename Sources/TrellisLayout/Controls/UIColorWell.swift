/// `UIColorWell` (iOS 14): a swatch that opens the colour picker.
///
/// **Rule (size):** 28 × 28 with hugging 750 (the swatch ring as iOS draws
/// it; Apple documents no size). The colour, title and alpha support are
/// kept; ``choose(_:)`` is a user's pick in the picker it would open: it
/// sets `selectedColor` and sends `.valueChanged`, as iOS does.
open class UIColorWell: UIControl {
    public static let size = CGSize(width: 28, height: 28)

    open var title: String?
    open var supportsAlpha = true
    open var selectedColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        huggingPriorities = [.defaultHigh, .defaultHigh]
    }

    public required init?(coder: NSCoder) { return nil }

    /// A user's choice of colour (Trellis has no picker to show).
    open func choose(_ color: UIColor) {
        selectedColor = color
        sendActions(for: .valueChanged)
    }

    open override var intrinsicContentSize: CGSize { Self.size }
}
