/// `convert(_:to:)` and `convert(_:from:)`: rectangles and points between
/// views' coordinate spaces (each view's bounds, so a scroll view's content
/// offset counts), through the top view of the hierarchy. `nil` means the
/// window (the top view), as in UIKit.
///
/// A view's `transform` counts, as in UIKit: a point goes to its superview
/// through the transform about the view's centre (a table flipped with
/// `CGAffineTransform(scaleX: 1, y: -1)`, as chat screens do, has its first
/// row at the bottom of the screen), and a rectangle converts to the box
/// around its transformed corners (Apple: `convert(_:to:)` "takes the
/// view's transform into account").
extension UIView {
    /// The top-left of the view's bounds in the top view's coordinates.
    private var boundsOriginInTopView: CGPoint {
        let f = absoluteFrame
        return CGPoint(x: f.minX - boundsOrigin.x, y: f.minY - boundsOrigin.y)
    }

    /// Whether this view or one above it is transformed.
    private var hasTransformedChain: Bool {
        var v: UIView? = self
        while let view = v, view.superview != nil {
            if !view.appearance.transform.isIdentity { return true }
            v = view.superview
        }
        return false
    }

    /// `point` (this view's bounds coordinates) in its superview's.
    private func pointInSuperview(_ point: CGPoint) -> CGPoint {
        let f = storedFrame, o = boundsOrigin
        let local = CGPoint(x: point.x - o.x - f.width / 2, y: point.y - o.y - f.height / 2)
        let moved = local.applying(appearance.transform)
        return CGPoint(x: f.midX + moved.x, y: f.midY + moved.y)
    }

    /// `point` (the superview's coordinates) in this view's bounds coordinates.
    private func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let f = storedFrame, o = boundsOrigin
        let local = CGPoint(x: point.x - f.midX, y: point.y - f.midY).applying(appearance.transform.inverted())
        return CGPoint(x: local.x + o.x + f.width / 2, y: local.y + o.y + f.height / 2)
    }

    /// `point` in the top view's bounds coordinates, through every transform.
    private func pointInTopView(_ point: CGPoint) -> CGPoint {
        var p = point, v: UIView = self
        while let s = v.superview {
            p = v.pointInSuperview(p)
            v = s
        }
        return p
    }

    /// A point in the top view's bounds coordinates, in this view's.
    private func pointFromTopView(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var v: UIView = self
        while let s = v.superview { chain.append(v); v = s }
        return chain.reversed().reduce(point) { p, view in view.pointFromSuperview(p) }
    }

    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        if hasTransformedChain || view?.hasTransformedChain == true {
            let top = pointInTopView(point)
            return view.map { $0.topView === topView ? $0.pointFromTopView(top) : top } ?? top
        }
        let from = boundsOriginInTopView
        let to = view?.boundsOriginInTopView ?? .zero
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? topView).convert(point, to: self)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard hasTransformedChain || view?.hasTransformedChain == true else {
            return CGRect(origin: convert(rect.origin, to: view), size: rect.size)
        }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
            .map { convert($0, to: view) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        (view ?? topView).convert(rect, to: self)
    }
}
