/// `CALayer`, as far as a view's look goes: rounded corners, a border and
/// clipping are drawn by Trellis's renderer; shadows are recorded but not
/// drawn (they don't move frames, and a blurred shadow would make pictures
/// depend on the blur's rounding).
///
/// A view's layer has the view's geometry: its `frame` and `bounds` are the
/// view's. Layers made in code (gradient and shape layers added with
/// `addSublayer`) keep their own frame and their place in the layer tree;
/// Trellis doesn't draw them (docs/LAYOUT.md, "Layers").
open class CALayer {
    public var cornerRadius: CGFloat = 0
    /// `cornerCurve` (iOS 13): `.circular` by default. Trellis draws both as
    /// circular arcs.
    public var cornerCurve = CALayerCornerCurve.circular
    /// `maskedCorners` (iOS 11): which corners `cornerRadius` rounds; all by default.
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
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
    /// `shadowPath`: recorded (shadows aren't drawn).
    public var shadowPath: CGPath?
    /// `opacity`: the same value as `UIView.alpha`.
    public var opacity: Float = 1
    /// `backgroundColor`: a view's layer mirrors its `backgroundColor`.
    public var backgroundColor: CGColor?
    public var name: String?
    public var zPosition: CGFloat = 0
    /// `anchorPoint`: (0.5, 0.5) by default; recorded.
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// `contentsScale`: 1 by default (a view's layer: the screen's scale).
    public var contentsScale: CGFloat = 1
    public var shouldRasterize = false
    public var rasterizationScale: CGFloat = 1
    public var allowsEdgeAntialiasing = false
    public var isDoubleSided = true
    /// `contents`: recorded, not drawn.
    public var contents: Any?
    /// `mask`: recorded, not applied.
    public var mask: CALayer?

    /// The view this layer backs (its `delegate` in UIKit).
    weak var owningView: UIView?
    var ownFrame = CGRect.zero
    var ownHidden = false

    public init() {}

    /// A new layer of this class for a view whose `layerClass` is it
    /// (``UIView/layer``); Trellis's subclasses make their own kind.
    class func makeForView() -> CALayer { CALayer() }

    /// `init(layer:)`: a copy of the other layer's properties, as Core
    /// Animation makes for presentation layers.
    public init(layer: Any) {
        if let other = layer as? CALayer {
            cornerRadius = other.cornerRadius; borderWidth = other.borderWidth; borderColor = other.borderColor
            backgroundColor = other.backgroundColor; ownFrame = other.frame; opacity = other.opacity
        }
    }

    /// `frame`: the view's frame for a view's layer; otherwise as set.
    public var frame: CGRect {
        get { owningView?.frame ?? ownFrame }
        set { if let owningView { owningView.frame = newValue } else { ownFrame = newValue } }
    }

    /// `bounds`: the view's bounds, or the frame's size at the origin.
    public var bounds: CGRect {
        get { owningView?.bounds ?? CGRect(origin: .zero, size: ownFrame.size) }
        set {
            if let owningView { owningView.bounds = newValue; return }
            ownFrame = CGRect(x: ownFrame.midX - newValue.width / 2, y: ownFrame.midY - newValue.height / 2,
                              width: newValue.width, height: newValue.height)
        }
    }

    /// `position`: the frame's centre (with the default anchor point).
    public var position: CGPoint {
        get { CGPoint(x: frame.minX + frame.width * anchorPoint.x, y: frame.minY + frame.height * anchorPoint.y) }
        set {
            let f = frame
            frame = CGRect(x: newValue.x - f.width * anchorPoint.x, y: newValue.y - f.height * anchorPoint.y,
                           width: f.width, height: f.height)
        }
    }

    /// `isHidden`: the view's for a view's layer.
    public var isHidden: Bool {
        get { owningView?.isHidden ?? ownHidden }
        set { if let owningView { owningView.isHidden = newValue } else { ownHidden = newValue } }
    }

    // MARK: The layer tree (layers added in code; a view's subviews' layers aren't listed)

    /// `sublayers`: nil until one is added.
    public private(set) var sublayers: [CALayer]?
    /// `superlayer`.
    public private(set) weak var superlayer: CALayer?

    /// `addSublayer(_:)`: on top of the others.
    public func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }

    /// `insertSublayer(_:at:)`.
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    /// `insertSublayer(_:below:)`: below `sibling`, or at the bottom.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// `insertSublayer(_:above:)`: above `sibling`, or on top.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s }.map { $0 + 1 } } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    /// `removeFromSuperlayer()`.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    /// `setNeedsDisplay()`, `setNeedsLayout()`, `layoutIfNeeded()`,
    /// `layoutSublayers()`: nothing to redraw or lay out; a view's layout is
    /// the view's.
    open func setNeedsDisplay() {}
    open func setNeedsLayout() { owningView?.setNeedsLayout() }
    open func layoutIfNeeded() { owningView?.layoutIfNeeded() }
    open func layoutSublayers() {}
}

/// `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// `CACornerMask`, with Core Animation's bits.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
