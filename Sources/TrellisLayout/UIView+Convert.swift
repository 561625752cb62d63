/// `convert(_:to:)` and `convert(_:from:)`: rectangles and points between
/// views' coordinate spaces (each view's bounds, so a scroll view's content
/// offset counts), through the top view of the hierarchy. `nil` means the
/// window (the top view), as in UIKit.
extension UIView {
    /// The top-left of the view's bounds in the top view's coordinates.
    private var boundsOriginInTopView: CGPoint {
        let f = absoluteFrame
        return CGPoint(x: f.minX - boundsOrigin.x, y: f.minY - boundsOrigin.y)
    }

    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let from = boundsOriginInTopView
        let to = view?.boundsOriginInTopView ?? .zero
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? topView).convert(point, to: self)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}
