/// `UIProgressView`: a bar filled to ``progress``. No intrinsic width; 4
/// points tall (Interface Builder's height); vertical hugging 750, as
/// Interface Builder sets it.
open class UIProgressView: UIView {
    public enum Style: Int, Sendable, Hashable { case `default`, bar }

    /// `progress`, clamped to 0...1 as UIKit documents.
    public var progress: Float = 0 { didSet { progress = min(max(progress, 0), 1) } }
    public var progressViewStyle = Style.default
    public var progressTintColor: UIColor?
    public var trackTintColor: UIColor?

    public static let height: CGFloat = 4

    public override init(frame: CGRect) {
        super.init(frame: frame)
        huggingPriorities = [.defaultLow, .defaultHigh]
    }

    /// No archives on Linux: fails, as `UIView.init?(coder:)` does.
    public required init?(coder: NSCoder) { return nil }

    /// `UIProgressView(progressViewStyle:)`.
    public convenience init(progressViewStyle style: Style) {
        self.init()
        progressViewStyle = style
    }

    /// `setProgress(_:animated:)`.
    public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: TrellisLayout.noIntrinsicMetric, height: Self.height)
    }
}
