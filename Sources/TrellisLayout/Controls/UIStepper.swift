/// `UIStepper`: − and + buttons, 94 × 32 (UIKit's fixed size); hugging 750.
open class UIStepper: UIControl {
    public var value: Double = 0 { didSet { value = min(max(value, minimumValue), maximumValue) } }
    public var minimumValue: Double = 0
    public var maximumValue: Double = 100
    public var stepValue: Double = 1
    public var wraps = false
    public var autorepeat = true
    /// `isContinuous`: true by default; recorded (nothing is held down).
    public var isContinuous = true

    public static let size = CGSize(width: 94, height: 32)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        huggingPriorities = [.defaultHigh, .defaultHigh]
    }

    /// No archives on Linux: fails, as `UIView.init?(coder:)` does.
    public required init?(coder: NSCoder) { return nil }

    open override var intrinsicContentSize: CGSize { Self.size }
}
