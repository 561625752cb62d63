/// Zooming set in code: `zoomScale`, `setZoomScale(_:animated:)` and
/// `zoom(to:animated:)`, with the layout effect UIKit gives them.
///
/// As in UIKit, a scroll view zooms only the view its delegate returns from
/// `viewForZooming(in:)`: with no delegate, or a nil view, nothing zooms and
/// `zoomScale` stays where it was. Zooming sets that view's `transform` to a
/// scale of `zoomScale` (its bounds stay the same; its frame, read back, is
/// the scaled box) and the scroll view's `contentSize` to the zoomed frame's
/// size, then tells the delegate `scrollViewDidZoom(_:)`. Apple documents
/// that zooming works through the zoomed view's transform and that the
/// scroll view adjusts its content size (*Scroll View Programming Guide*,
/// "Zooming"). Where Apple says nothing, Trellis's rules
/// (docs/LAYOUT.md, "Scroll views"):
/// - a scale outside `minimumZoomScale`…`maximumZoomScale` is clamped into it
///   (Apple asks for a value in that range; no pinch, so no bounce beyond it);
/// - the zoomed view keeps its top-leading corner where it was;
/// - `setZoomScale` keeps the content point at the middle of the bounds in
///   place, `zoom(to:)` puts the rectangle's middle at the middle of the
///   bounds; either offset is then kept in the scrollable range.
/// Nothing animates.
extension UIScrollView {
    /// `minimumZoomScale`, `maximumZoomScale`: 1 by default, as in UIKit (so
    /// a scroll view doesn't zoom until both are set apart).
    public var minimumZoomScale: CGFloat {
        get { scrollAttachments.minimumZoomScale }
        set { scrollAttachments.minimumZoomScale = newValue }
    }
    public var maximumZoomScale: CGFloat {
        get { scrollAttachments.maximumZoomScale }
        set { scrollAttachments.maximumZoomScale = newValue }
    }

    /// `zoomScale`: how much the view for zooming is scaled (1 by default).
    public var zoomScale: CGFloat {
        get { scrollAttachments.zoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// `bouncesZoom`: kept (true by default); nothing pinches past the limits.
    public var bouncesZoom: Bool {
        get { scrollAttachments.bouncesZoom }
        set { scrollAttachments.bouncesZoom = newValue }
    }

    /// `setZoomScale(_:animated:)`: zooms about the middle of the bounds.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = delegateStorage?.viewForZooming(in: self) else { return }
        let old = zoomScale
        let size = storedFrame.size
        let anchor = CGPoint(x: contentOffset.x + size.width / 2, y: contentOffset.y + size.height / 2)
        let origin = view.frame.origin
        let s = applyZoom(scale, to: view)
        let ratio = s / old
        let centre = CGPoint(x: origin.x + (anchor.x - origin.x) * ratio,
                             y: origin.y + (anchor.y - origin.y) * ratio)
        finishZoom(centredOn: centre)
    }

    /// `zoom(to:animated:)`: the scale at which `rect` (in the zoomed view's
    /// own coordinates, as Apple specifies) fits the bounds, clamped, with
    /// the rectangle's middle brought to the middle of the bounds.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard let view = delegateStorage?.viewForZooming(in: self),
              rect.width > 0 || rect.height > 0 else { return }
        let size = storedFrame.size
        let fit = min(rect.width > 0 ? size.width / rect.width : .infinity,
                      rect.height > 0 ? size.height / rect.height : .infinity)
        let origin = view.frame.origin
        let s = applyZoom(fit, to: view)
        finishZoom(centredOn: CGPoint(x: origin.x + rect.midX * s, y: origin.y + rect.midY * s))
    }

    /// `panGestureRecognizer`: the scroll view's own pan recogniser (it
    /// never recognises anything in Trellis; its `view` is this scroll view).
    public var panGestureRecognizer: UIPanGestureRecognizer {
        if let pan = scrollAttachments.panGestureRecognizer { return pan }
        let pan = UIPanGestureRecognizer()
        pan.view = self
        scrollAttachments.panGestureRecognizer = pan
        return pan
    }

    /// `pinchGestureRecognizer`: nil unless zooming is possible
    /// (`maximumZoomScale` above `minimumZoomScale`), as Apple documents.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        guard maximumZoomScale > minimumZoomScale else { return nil }
        if let pinch = scrollAttachments.pinchGestureRecognizer { return pinch }
        let pinch = UIPinchGestureRecognizer()
        pinch.view = self
        scrollAttachments.pinchGestureRecognizer = pinch
        return pinch
    }

    /// Scales `view` to `scale` clamped to the limits, its top-leading
    /// corner kept, and makes the content its zoomed size. Returns the scale.
    private func applyZoom(_ scale: CGFloat, to view: UIView) -> CGFloat {
        let s = min(max(scale, minimumZoomScale), maximumZoomScale)
        let origin = view.frame.origin
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: s, y: s)
        view.center = CGPoint(x: origin.x + size.width * s / 2, y: origin.y + size.height * s / 2)
        scrollAttachments.zoomScale = s
        contentSize = view.frame.size
        return s
    }

    /// Puts `centre` (content coordinates) at the middle of the bounds, as far
    /// as the scrollable range allows, and tells the delegate.
    private func finishZoom(centredOn centre: CGPoint) {
        let size = storedFrame.size
        let inset = adjustedContentInset
        func clamp(_ o: CGFloat, _ before: CGFloat, _ after: CGFloat, _ visible: CGFloat, _ content: CGFloat) -> CGFloat {
            min(max(o, -before), max(-before, content + after - visible))
        }
        let offset = CGPoint(
            x: clamp(centre.x - size.width / 2, inset.left, inset.right, size.width, contentSize.width),
            y: clamp(centre.y - size.height / 2, inset.top, inset.bottom, size.height, contentSize.height))
        if offset != contentOffset { contentOffset = offset }
        delegateStorage?.scrollViewDidZoom(self)
    }
}
