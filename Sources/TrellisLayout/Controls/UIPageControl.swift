/// `UIPageControl`: a dot per page.
///
/// Size (`size(forNumberOfPages:)`): 7-point dots 9 points apart, 37 tall
/// (UIKit's values before iOS 14: three pages are 39 × 37; iOS 14's
/// restyled control is not modelled). Hidden with one page when
/// `hidesForSinglePage`.
open class UIPageControl: UIControl {
    public var numberOfPages = 0 {
        didSet {
            numberOfPages = max(numberOfPages, 0)
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            if numberOfPages != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    public var currentPage = 0 { didSet { currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0)) } }
    public var hidesForSinglePage = false
    public var pageIndicatorTintColor: UIColor?
    public var currentPageIndicatorTintColor: UIColor?
    /// `UIPageControl.BackgroundStyle` (iOS 14).
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
    /// `backgroundStyle`, `allowsContinuousInteraction`,
    /// `preferredIndicatorImage` (iOS 14): recorded (the classic dots are drawn).
    public var backgroundStyle = BackgroundStyle.automatic
    public var allowsContinuousInteraction = true
    public var preferredIndicatorImage: UIImage?
    /// `setIndicatorImage(_:forPage:)`, `indicatorImage(forPage:)` (iOS 14): recorded.
    private var pageImages: [Int: UIImage] = [:]
    public func setIndicatorImage(_ image: UIImage?, forPage page: Int) { pageImages[page] = image }
    public func indicatorImage(forPage page: Int) -> UIImage? { pageImages[page] }

    public static let dotDiameter: CGFloat = 7
    public static let dotSpacing: CGFloat = 9
    public static let height: CGFloat = 37

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archives on Linux: fails, as `UIView.init?(coder:)` does.
    public required init?(coder: NSCoder) { return nil }

    /// `size(forNumberOfPages:)`.
    public func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = Double(max(pageCount, 0))
        return CGSize(width: n == 0 ? 0 : n * Self.dotDiameter + (n - 1) * Self.dotSpacing, height: Self.height)
    }

    /// Whether a renderer draws the dots.
    public var showsDots: Bool { !(hidesForSinglePage && numberOfPages <= 1) }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
}
