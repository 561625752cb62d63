/// `UIActivityIndicatorView`: a spinner of a fixed size per style: medium
/// 20 × 20, large 37 × 37 (UIKit's sizes; the legacy `white` and `gray`
/// styles are medium, `whiteLarge` is large). Hugging 750 on both axes.
/// A stopped indicator with `hidesWhenStopped` (the default) isn't drawn.
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable, Hashable {
        case medium = 100, large = 101
        case whiteLarge = 0, white = 1, gray = 2
        var isLarge: Bool { self == .large || self == .whiteLarge }
    }

    public var style = Style.medium { didSet { if style != oldValue { invalidateIntrinsicContentSize() } } }
    public var color: UIColor?
    public var hidesWhenStopped = true
    public private(set) var isAnimating = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        huggingPriorities = [.defaultHigh, .defaultHigh]
    }

    /// No archives on Linux: fails, as `UIView.init?(coder:)` does.
    public required init?(coder: NSCoder) { return nil }

    /// `UIActivityIndicatorView(style:)`.
    public convenience init(style: Style) {
        self.init()
        self.style = style
    }

    public func startAnimating() { isAnimating = true }
    public func stopAnimating() { isAnimating = false }

    /// Whether a renderer draws the spokes.
    public var showsIndicator: Bool { isAnimating || !hidesWhenStopped }

    open override var intrinsicContentSize: CGSize {
        style.isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }
}
