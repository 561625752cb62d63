/// `NSTextContainer`: the region a text view lays its text out in. A text
/// view's container tracks the view's width (`widthTracksTextView`), so
/// what changes layout is ``lineFragmentPadding`` (5 points at each end of
/// every line by default, the value Apple documents; apps that align a text
/// view's text with a label's set it to 0) and ``maximumNumberOfLines``.
open class NSTextContainer: NSObject {
    /// `init(size:)`: the size is kept; a text view's own container
    /// tracks the view instead (``widthTracksTextView``).
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() { self.init(size: .zero) }

    /// The text view whose layout this container decides.
    weak var textView: UITextView?

    /// `size`: kept; a text view's container follows the view.
    open var size: CGSize
    /// `lineFragmentPadding`: 5 by default.
    open var lineFragmentPadding: CGFloat = 5 { didSet { if lineFragmentPadding != oldValue { textView?.textChanged() } } }
    /// `maximumNumberOfLines`: 0 (no limit) by default.
    open var maximumNumberOfLines = 0 { didSet { if maximumNumberOfLines != oldValue { textView?.textChanged() } } }
    /// `lineBreakMode`: `.byWordWrapping` by default; kept (text is wrapped
    /// at words, as Trellis wraps every text).
    open var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// `widthTracksTextView`, `heightTracksTextView`: kept; a text view's
    /// container takes its width, as UIKit's does by default.
    open var widthTracksTextView = true
    open var heightTracksTextView = false
}
