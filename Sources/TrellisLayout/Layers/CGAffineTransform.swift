import Foundation

/// `CGAffineTransform`: Core Graphics's 2-D affine transform, which
/// Foundation on Linux doesn't have. The matrix is `[a b 0; c d 0; tx ty 1]`
/// applied to row vectors, as in Core Graphics: `x' = a·x + c·y + tx`,
/// `y' = b·x + d·y + ty`.
public struct CGAffineTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    public static let identity = CGAffineTransform()

    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `concatenating(_:)`: this transform, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// `translatedBy(x:y:)`: the translation first, then this transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// `scaledBy(x:y:)`: the scale first, then this transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// `rotated(by:)`: the rotation first, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// `inverted()`: the inverse, or the transform itself when it has none
    /// (as Core Graphics returns).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0 else { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

extension CGPoint {
    /// `applying(_:)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// `applying(_:)`: the linear part (no translation), signed.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// `applying(_:)`: the bounding box of the transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                       CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension UIView {
    /// `transform`: applied about the view's centre. As in UIKit, Auto
    /// Layout places the untransformed view (its `center` and `bounds`), and
    /// `frame` reads the bounding box of the transformed bounds (Apple:
    /// "If the transform property is not the identity transform, the value
    /// of this property is undefined" for setting; reading gives the
    /// transformed box). Trellis's pictures draw views untransformed.
    public var transform: CGAffineTransform {
        get { appearance.transform }
        set { appearance.transform = newValue }
    }

    /// The frame as read: the transformed bounds' box about the centre.
    func transformedFrame(_ untransformed: CGRect) -> CGRect {
        let t = appearance.transform
        guard !t.isIdentity else { return untransformed }
        let half = CGRect(x: -untransformed.width / 2, y: -untransformed.height / 2,
                          width: untransformed.width, height: untransformed.height).applying(t)
        return half.offsetBy(dx: untransformed.midX, dy: untransformed.midY)
    }
}
