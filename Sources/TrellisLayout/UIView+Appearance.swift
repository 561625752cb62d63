/// What UIKit records on every view besides geometry: tags, opacity,
/// tint, content mode, the layer. None of it moves frames; the renderer
/// draws alpha, the layer's corners, border and clipping, and controls
/// in their tint colour.
final class ViewAppearance {
    var tag = 0
    var alpha: CGFloat = 1
    var isOpaque = true
    var tintColor: UIColor?
    var contentMode = UIView.ContentMode.scaleToFill
    var accessibilityIdentifier: String?
    var isUserInteractionEnabled = true
    /// The view's layer, made on first use from its class's `layerClass`.
    var layerStorage: CALayer?
    /// See ``UIView/intrinsicContentSizeOverride``.
    var intrinsicContentSizeOverride: CGSize?
    /// See ``UIView/alignmentRectInsetsOverride``.
    var alignmentRectInsetsOverride: UIEdgeInsets?
    /// See ``UIView/traitOverrides``.
    var traitOverrides = UITraitOverrides()
    var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    var traitRegistrations: [TraitChangeHandler] = []
    /// See ``UIView/gestureRecognizers``.
    var gestureRecognizers: [UIGestureRecognizer] = []
    /// See ``UIView/transform``.
    var transform = CGAffineTransform.identity
    /// See the odds and ends in UIView+Odds.swift.
    var contentScaleFactor: CGFloat?
    var tintAdjustmentMode = UIView.TintAdjustmentMode.automatic
    /// See ``UIView/accessibilityLabel`` and the other accessibility properties.
    var accessibility = AccessibilityValues()
    /// See ``UIView/interactions``.
    var interactions: [any UIInteraction] = []
    /// Kept values of UIKit properties that change nothing Trellis lays out
    /// or draws, for the view classes that have them (App/ViewExtras.swift).
    lazy var extras = ViewExtras()
    /// See Traits/UIView+ContentSizeLimits.swift.
    var minimumContentSizeCategory: UIContentSizeCategory?
    var maximumContentSizeCategory: UIContentSizeCategory?
}

extension UIView {
    /// `UIView.ContentMode`: how a view's content fills its bounds.
    public enum ContentMode: Int, Sendable, Hashable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// `tag`: an integer to find the view by (``viewWithTag(_:)``); 0 by default.
    public var tag: Int {
        get { appearance.tag }
        set { appearance.tag = newValue }
    }

    /// `viewWithTag(_:)`: this view or the first descendant with the tag,
    /// searched depth first in subview order, as UIKit documents ("searches
    /// the current view and all of its subviews").
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let found = s.viewWithTag(tag) { return found } }
        return nil
    }

    /// `alpha`, 0...1 (values outside are clamped when drawn). The same
    /// value as `layer.opacity`.
    public var alpha: CGFloat {
        get { appearance.alpha }
        set { appearance.alpha = newValue; layer.opacity = Float(newValue) }
    }

    /// `isOpaque`: a drawing hint; recorded.
    public var isOpaque: Bool {
        get { appearance.isOpaque }
        set { appearance.isOpaque = newValue }
    }

    /// `isUserInteractionEnabled`: recorded.
    public var isUserInteractionEnabled: Bool {
        get { appearance.isUserInteractionEnabled }
        set { appearance.isUserInteractionEnabled = newValue }
    }

    /// `tintColor`: the view's own tint, else its superview's, else the
    /// system tint (UIKit's inheritance; setting nil restores it).
    public var tintColor: UIColor! {
        get { appearance.tintColor ?? superview?.tintColor ?? .tintColor }
        set {
            appearance.tintColor = newValue
            tintChanged()
        }
    }

    /// Tells this view and the subviews that inherit its tint
    /// (`tintColorDidChange()`, as UIKit does when a tint changes).
    func tintChanged() {
        tintColorDidChange()
        for view in subviews where view.appearance.tintColor == nil { view.tintChanged() }
    }

    /// `contentMode`: recorded; an image view's placeholder is drawn where
    /// the mode puts the image.
    public var contentMode: ContentMode {
        get { appearance.contentMode }
        set { appearance.contentMode = newValue }
    }

    /// `clipsToBounds`: the layer's `masksToBounds`.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// `layer`: corner radius, border and clipping are drawn; its frame is
    /// the view's (Layers/CALayer.swift).
    /// Made on first use as an instance of the view's `layerClass`
    /// (UIView: "UIView uses this class to create its layer"), so
    /// `layer as! CAGradientLayer` works in a view that overrides it. A
    /// layer class of the app's own is made as its nearest Core Animation
    /// class Trellis declares (Swift can't make a class it only knows as
    /// `AnyClass` without a required initializer).
    public var layer: CALayer {
        if let layer = appearance.layerStorage { return layer }
        let layer = (type(of: self).layerClass as? CALayer.Type)?.makeForView() ?? CALayer()
        layer.owningView = self
        appearance.layerStorage = layer
        return layer
    }

    /// A Trellis addition for files and tests: when set, the engine uses it
    /// instead of ``intrinsicContentSize`` (per axis, `noIntrinsicMetric`
    /// for none). What a layout file's `intrinsicSize:` sets.
    public var intrinsicContentSizeOverride: CGSize? {
        get { appearance.intrinsicContentSizeOverride }
        set {
            guard newValue != appearance.intrinsicContentSizeOverride else { return }
            appearance.intrinsicContentSizeOverride = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// A Trellis addition for files: when set, ``alignmentRectInsets``
    /// returns it instead of the class's own. What a layout file's
    /// `alignmentRectInsets:` sets (an Interface Builder import gives
    /// sliders from Xcode 12 and earlier the insets iOS 14 drew them with).
    public var alignmentRectInsetsOverride: UIEdgeInsets? {
        get { appearance.alignmentRectInsetsOverride }
        set {
            guard newValue != appearance.alignmentRectInsetsOverride else { return }
            appearance.alignmentRectInsetsOverride = newValue
            systemConstraintsChanged()
            invalidateIntrinsicContentSize()
        }
    }
}
