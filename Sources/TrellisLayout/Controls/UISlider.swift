/// `UISlider`: a track with a thumb at ``value``. No intrinsic width (its
/// constraints decide the track's length); 31 points tall (Interface
/// Builder's slider height).
open class UISlider: UIControl {
    public var value: Float = 0 { didSet { value = clamped(value) } }
    public var minimumValue: Float = 0 { didSet { value = clamped(value) } }
    public var maximumValue: Float = 1 { didSet { value = clamped(value) } }
    public var minimumTrackTintColor: UIColor?
    public var maximumTrackTintColor: UIColor?
    public var thumbTintColor: UIColor?
    public var isContinuous = true
    /// `minimumValueImage`, `maximumValueImage`: recorded (the track's ends
    /// aren't drawn; a slider has no intrinsic width either way).
    public var minimumValueImage: UIImage?
    public var maximumValueImage: UIImage?
    private var thumbImages: [UInt: UIImage] = [:]

    /// `setThumbImage(_:for:)`, `thumbImage(for:)`, `currentThumbImage`:
    /// recorded per state.
    public func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state.rawValue] = image }
    public func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    public var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue] }

    public static let height: CGFloat = 31

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archives on Linux: fails, as `UIView.init?(coder:)` does.
    public required init?(coder: NSCoder) { return nil }

    /// `setValue(_:animated:)`: clamped to the range, as UIKit documents.
    public func setValue(_ value: Float, animated: Bool) { self.value = value }

    func clamped(_ v: Float) -> Float { min(max(v, minimumValue), max(minimumValue, maximumValue)) }

    /// Where the thumb sits along the track, 0...1.
    public var fraction: Double {
        maximumValue > minimumValue ? Double((value - minimumValue) / (maximumValue - minimumValue)) : 0
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: TrellisLayout.noIntrinsicMetric, height: Self.height)
    }
}
