/// `UIImageView`: its image's size is its intrinsic size; without an image
/// it has none (`noIntrinsicMetric` on both axes), as in UIKit.
open class UIImageView: UIView {
    public var image: UIImage? {
        didSet {
            guard image != oldValue else { return }
            invalidateIntrinsicContentSize()
            // A cell's built-in image view takes a place only with an image.
            (superview as? UITableViewCellContentView)?.systemConstraintsChanged()
        }
    }
    public var highlightedImage: UIImage?
    /// `preferredSymbolConfiguration`: how a symbol image is sized and
    /// weighted here; the image's own configuration wins where it says
    /// (``UIImage/displayed(with:)``).
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { if preferredSymbolConfiguration != oldValue { invalidateIntrinsicContentSize() } }
    }
    open var isHighlighted = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archives on Linux: fails, as `UIView.init?(coder:)` does.
    public required init?(coder: NSCoder) { return nil }

    /// `UIImageView(image:)`: the frame is the image's size at the origin,
    /// as UIKit documents.
    public convenience init(image: UIImage?) {
        self.init()
        self.image = image
        if let image { frame = CGRect(origin: .zero, size: image.size) }
    }

    /// The image as the view shows it: a symbol sized by
    /// ``preferredSymbolConfiguration`` (a Trellis addition, for renderers).
    public var displayedImage: UIImage? { image?.displayed(with: preferredSymbolConfiguration) }

    open override var intrinsicContentSize: CGSize {
        displayedImage?.size
            ?? CGSize(width: TrellisLayout.noIntrinsicMetric, height: TrellisLayout.noIntrinsicMetric)
    }
}
