import Foundation

/// `CGPath` and `UIBezierPath`: paths for shadow paths, shape layers and
/// masks. Trellis keeps a path's outline as points (arcs and curves by their
/// end and extreme points) for its `boundingBox`/`bounds`; it doesn't draw
/// them (docs/LAYOUT.md, "Layers").
open class CGPath {
    /// The points the path passes through or bulges to.
    var points: [CGPoint] = []
    var isClosedFlags = 0

    init() {}

    /// `boundingBox`: the smallest rectangle holding the path (`.null` for
    /// an empty path, as Core Graphics returns).
    public var boundingBox: CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `isEmpty`.
    public var isEmpty: Bool { points.isEmpty }

    /// `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        addRectPoints(rect)
    }

    /// `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        addRectPoints(rect)
    }

    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        addRectPoints(rect)
    }

    func addRectPoints(_ r: CGRect) {
        points += [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                   CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
    }

    /// An arc's end points and the extremes it sweeps through.
    func addArcPoints(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        func point(_ a: CGFloat) -> CGPoint { CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
        // UIKit's clockwise (y down) is increasing angle.
        var from = startAngle, to = endAngle
        if !clockwise { swap(&from, &to) }
        while to < from { to += 2 * .pi }
        if to - from > 2 * .pi { to = from + 2 * .pi }
        points.append(point(startAngle))
        var k = (from / (.pi / 2)).rounded(.up)
        while k * .pi / 2 <= to {
            points.append(point(k * .pi / 2))
            k += 1
        }
        points.append(point(endAngle))
    }
}

/// `CGMutablePath`.
open class CGMutablePath: CGPath {
    public override init() { super.init() }
    public func move(to point: CGPoint) { points.append(point) }
    public func addLine(to point: CGPoint) { points.append(point) }
    public func addRect(_ rect: CGRect) { addRectPoints(rect) }
    public func addEllipse(in rect: CGRect) { addRectPoints(rect) }
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) { addRectPoints(rect) }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addArcPoints(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    public func addPath(_ path: CGPath) { points += path.points }
    public func closeSubpath() {}
}

/// `UIRectCorner`, with UIKit's bits.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: 0xF)
}

/// `UIBezierPath`.
open class UIBezierPath {
    let path = CGMutablePath()
    public var lineWidth: CGFloat = 1
    /// The corner radius a rounded-rect path was made with (0 otherwise).
    public private(set) var cornerRadius: CGFloat = 0

    public init() {}

    /// `init(rect:)`.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// `init(ovalIn:)`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// `init(roundedRect:cornerRadius:)`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
        self.cornerRadius = cornerRadius
    }

    /// `init(roundedRect:byRoundingCorners:cornerRadii:)`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadii.width, cornerHeight: cornerRadii.height)
        self.cornerRadius = cornerRadii.width
    }

    /// `init(arcCenter:radius:startAngle:endAngle:clockwise:)` (clockwise in
    /// UIKit's flipped coordinates: increasing angles).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// `init(cgPath:)`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// `addCurve(to:controlPoint1:controlPoint2:)`: the bounds hold the control points (a Bézier curve stays inside them).
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.points += [controlPoint1, controlPoint2, endPoint]
    }
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.points += [controlPoint, endPoint] }
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArcPoints(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public func close() {}
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    public func removeAllPoints() { path.points = [] }

    /// `currentPoint`.
    public var currentPoint: CGPoint { path.points.last ?? .zero }
    /// `bounds`: the control-point bounds.
    public var bounds: CGRect { path.boundingBox }
    public var isEmpty: Bool { path.isEmpty }
    /// `cgPath`.
    public var cgPath: CGPath { path }
}

/// `CAShapeLayer`: kept, not drawn (see ``CALayer``). Core Animation's defaults.
open class CAShapeLayer: CALayer {
    public var path: CGPath?
    /// `fillColor`: opaque black by default.
    public var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    public var strokeColor: CGColor?
    public var lineWidth: CGFloat = 1
    public var strokeStart: CGFloat = 0
    public var strokeEnd: CGFloat = 1
    public var lineDashPattern: [NSNumber]?
    public var lineCap = CAShapeLayerLineCap.butt
    public var lineJoin = CAShapeLayerLineJoin.miter
    public var fillRule = CAShapeLayerFillRule.nonZero
    public override init() { super.init() }
    override class func makeForView() -> CALayer { CAShapeLayer() }
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// `CAGradientLayer`: kept, not drawn (see ``CALayer``). Core Animation's
/// defaults: top centre to bottom centre, axial.
open class CAGradientLayer: CALayer {
    public var colors: [Any]?
    public var locations: [NSNumber]?
    public var startPoint = CGPoint(x: 0.5, y: 0)
    public var endPoint = CGPoint(x: 0.5, y: 1)
    public var type = CAGradientLayerType.axial
    public override init() { super.init() }
    override class func makeForView() -> CALayer { CAGradientLayer() }
}

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
