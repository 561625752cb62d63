/// Odds and ends of `UIView` that app code sets and reads back; none of
/// them moves frames (docs/LAYOUT.md, "Appearance").
extension UIView {
    /// `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }

    /// `tintAdjustmentMode`: as set; `.automatic` reads as the superview's
    /// mode, `.normal` at the top (UIKit's inheritance). Trellis draws no
    /// dimmed tint.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get {
            let own = appearance.tintAdjustmentMode
            if own != .automatic { return own }
            return superview?.tintAdjustmentMode ?? .normal
        }
        set { appearance.tintAdjustmentMode = newValue }
    }

    /// `contentScaleFactor`: the screen's scale (the window's, in one)
    /// unless set; the same value as `layer.contentsScale`.
    public var contentScaleFactor: CGFloat {
        get { appearance.contentScaleFactor ?? window?.traitCollection.displayScale ?? UIScreen.main.scale }
        set {
            appearance.contentScaleFactor = newValue
            layer.contentsScale = newValue
        }
    }

    /// `snapshotView(afterScreenUpdates:)`: a plain view of this view's
    /// frame size (UIKit's snapshot draws the view's pixels; Trellis's
    /// holds none: a picture is made by the renderer from the hierarchy).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.backgroundColor = backgroundColor
        return snapshot
    }
}
