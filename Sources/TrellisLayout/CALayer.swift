/// `CALayer`, as far as a view's look goes: rounded corners, a border and
/// clipping are drawn by Trellis's renderer; shadows are recorded but not
/// drawn (they don't move frames, and a blurred shadow would make pictures
/// depend on the blur's rounding).
public final class CALayer {
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    /// `borderColor`: opaque black by default, as in Core Animation.
    public var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// `masksToBounds`: clips sublayers (a view's subviews) to the bounds,
    /// with the corner radius. The same flag as `UIView.clipsToBounds`.
    public var masksToBounds = false
    public var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3
    /// `opacity`: the same value as `UIView.alpha`.
    public var opacity: Float = 1
    /// `backgroundColor`: a view's layer mirrors its `backgroundColor`.
    public var backgroundColor: CGColor?

    public init() {}
}
