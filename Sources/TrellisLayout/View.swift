import TrellisSolver

/// `UIView`: a rectangle in a hierarchy, laid out by constraints.
///
/// Subclass it as in UIKit: override ``intrinsicContentSize``,
/// ``updateConstraints()`` (call super last) and ``layoutSubviews()`` (call
/// super to apply the engine's frames).
open class UIView: LayoutItem {
    public private(set) var superview: UIView? {
        get { superviewStorage }
        set { superviewStorage = newValue }
    }
    @Unretained private var superviewStorage: UIView? = nil
    public private(set) var subviews: [UIView] = []

    /// Constraints installed on this view (it is their items' nearest common
    /// ancestor), in the order they were installed.
    public internal(set) var constraints: [NSLayoutConstraint] = []

    /// Whether the view's frame becomes required constraints. True for views
    /// made in code, as in UIKit; set it to false to lay the view out with
    /// your own constraints.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { autoresizingFrameChanged() } }
    }
    public var autoresizingMask: UIView.AutoresizingMask = [] {
        didSet { if oldValue != autoresizingMask { autoresizingFrameChanged() } }
    }

    /// `accessibilityIdentifier`: the name logs, traces and frames records
    /// use for the view (the same storage as ``LayoutItem/trellisIdentifier``).
    public var accessibilityIdentifier: String? {
        get { trellisIdentifier }
        set { trellisIdentifier = newValue }
    }

    /// A view UIKit makes inside its own views (a bar's background, title
    /// and item views, a tab's title, a container controller's view, a
    /// presentation's dimming view), where UIKit uses private classes. Not
    /// UIKit API: pictures draw such a view but give it no name tag unless
    /// it has an identifier, so a bar reads as one thing, as in Xcode.
    public internal(set) var isSystemPart = false

    /// Marks this view and everything under it as UIKit's own parts.
    func markSystemParts() {
        isSystemPart = true
        for s in subviews { s.markSystemParts() }
    }

    /// `backgroundColor`: nil draws the view with the renderer's own tint.
    public var backgroundColor: UIColor?

    /// Hidden views keep their constraints and frames (only stack views
    /// collapse hidden arrangements); drawing skips them.
    public var isHidden = false {
        didSet { if isHidden != oldValue { (superview as? UIStackView)?.arrangedSubviewVisibilityChanged(self) } }
    }

    /// `semanticContentAttribute`: forces a layout direction for this view.
    public var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { systemConstraintsChanged() }
    }

    /// Where a design tool's canvas left the view (Interface Builder's
    /// stored frame), in the superview's coordinates; nil: none. Not
    /// UIKit API: a preference below every priority (``Priority/hint``)
    /// that decides only what the constraints leave ambiguous, as Xcode's
    /// canvas keeps an ambiguous view where the document stored it. Views
    /// the constraints determine are unaffected, and ambiguity reports
    /// still name the view (docs/LAYOUT.md, "Canvas frames").
    public var canvasFrame: CGRect? {
        didSet { if canvasFrame != oldValue { hostEngine?.structureChanged() } }
    }

    var storedFrame = CGRect.zero
    /// The frame the engine last computed, in the superview's coordinates.
    var engineFrame: CGRect?

    // Generated constraints (autoresizing mask, intrinsic size, guides).
    var systemConstraints: [NSLayoutConstraint] = []
    var systemConstraintsDirty = true
    /// The autoresizing constraints as last made from the frame. UIKit makes
    /// them when the frame, mask or superview changes, not on every pass:
    /// remaking them later would mix an old frame with a new superview size.
    var autoresizingCache: [NSLayoutConstraint]?
    /// Guides this view owns: its margins, safe area and readable guides
    /// once used, and custom guides from `addLayoutGuide`.
    var ownedGuides: [UILayoutGuide] = []

    // Margins and safe area.
    var storedDirectionalMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// The margins in force, resolved after each solve (safe area, superview
    /// margins and the root minimum folded in).
    public internal(set) var effectiveLayoutMargins = UIEdgeInsets(all: 8)
    /// The parts of the view covered by the window's unsafe areas, found
    /// after each solve and passed down the tree as UIKit does.
    public internal(set) var safeAreaInsets = UIEdgeInsets.zero
    var preservesSuperviewMarginsStorage = false
    var insetsFromSafeAreaStorage = true
    var marginsGuideStorage: UILayoutGuide?
    var safeAreaGuideStorage: UILayoutGuide?
    var readableGuideStorage: UILayoutGuide?
    /// A view controller's root view: its leading and trailing margins are
    /// raised to the system minimum (16 compact, 20 regular width).
    var isRootView = false
    /// The engine and pass state, on the top view of a hierarchy only.
    var layoutContext: LayoutContext?
    /// The view controller whose `view` this is.
    weak var owningViewController: UIViewController?

    // Intrinsic size priorities, per axis: UIKit's defaults for views made in code.
    var huggingPriorities: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistancePriorities: [UILayoutPriority] = [.defaultHigh, .defaultHigh]

    // The deferred layout pass.
    var needsLayoutFlag = true {
        didSet { if needsLayoutFlag { UIView.invalidationEpoch &+= 1 } }
    }
    var needsUpdateConstraintsFlag = true {
        didSet { if needsUpdateConstraintsFlag { UIView.invalidationEpoch &+= 1 } }
    }
    /// Bumped whenever any view is marked for layout or for updating its
    /// constraints: a pass that finished at the same epoch, with its engine
    /// in step, has nothing to do (see `LayoutContext.performLayout`).
    nonisolated(unsafe) static var invalidationEpoch = 0
    var calledSuperUpdateConstraints = false
    /// `overrideUserInterfaceStyle`: the style of this view and its subviews'
    /// traits (dynamic colours resolve with it). Trellis's pictures are drawn
    /// in the theme the command asks for (`--theme light|dark`), not per view.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { appearance.overrideUserInterfaceStyle }
        set {
            guard newValue != appearance.overrideUserInterfaceStyle else { return }
            changeTraits { self.appearance.overrideUserInterfaceStyle = newValue }
        }
    }

    // MARK: Accessibility (Accessibility/UIAccessibility.swift): kept, with
    // UIKit's defaults per class; open, as custom views override them.

    /// `isAccessibilityElement`: true for labels and controls, false for
    /// other views, unless set.
    open var isAccessibilityElement: Bool {
        get { appearance.accessibility.isAccessibilityElement ?? defaultAccessibility.element }
        set { appearance.accessibility.isAccessibilityElement = newValue }
    }
    /// `accessibilityLabel`: a label's text or a button's title unless set.
    open var accessibilityLabel: String? {
        get { appearance.accessibility.label ?? defaultAccessibility.label }
        set { appearance.accessibility.label = newValue }
    }
    open var accessibilityHint: String? {
        get { appearance.accessibility.hint }
        set { appearance.accessibility.hint = newValue }
    }
    open var accessibilityValue: String? {
        get { appearance.accessibility.value }
        set { appearance.accessibility.value = newValue }
    }
    /// `accessibilityTraits`: static text for labels, button for buttons,
    /// image for image views unless set.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { appearance.accessibility.traits ?? defaultAccessibility.traits }
        set { appearance.accessibility.traits = newValue }
    }
    open var accessibilityElements: [Any]? {
        get { appearance.accessibility.elements }
        set { appearance.accessibility.elements = newValue }
    }
    open var accessibilityElementsHidden: Bool {
        get { appearance.accessibility.elementsHidden }
        set { appearance.accessibility.elementsHidden = newValue }
    }
    open var accessibilityViewIsModal: Bool {
        get { appearance.accessibility.viewIsModal }
        set { appearance.accessibility.viewIsModal = newValue }
    }
    open var shouldGroupAccessibilityChildren: Bool {
        get { appearance.accessibility.shouldGroupChildren }
        set { appearance.accessibility.shouldGroupChildren = newValue }
    }
    open var accessibilityLanguage: String? {
        get { appearance.accessibility.language }
        set { appearance.accessibility.language = newValue }
    }
    open var accessibilityIgnoresInvertColors: Bool {
        get { appearance.accessibility.ignoresInvertColors }
        set { appearance.accessibility.ignoresInvertColors = newValue }
    }

    /// `init(frame:)`: the designated initializer, as in UIKit. Subclasses
    /// override it and call `super.init(frame:)`.
    public init(frame: CGRect) {
        super.init()
        storedFrame = frame
    }

    /// `init?(coder:)`: there are no archives to decode on Linux, so it
    /// always fails; it exists so subclasses written for UIKit (which must
    /// provide it once they add a designated initializer) compile unchanged.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Subviews that outlive the view read a nil superview from here on,
    /// not only once ``LayoutItem``'s own deinit runs (after this class's
    /// stored properties, the subviews among them, are released).
    deinit {
        reference.item = nil
    }

    /// `UIView()`: `init(frame: .zero)`.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// `traitCollection`: the superview's traits (the window's; the main
    /// screen's outside a window) with the controller's and the view's own
    /// overrides (Traits/UIView+TraitOverrides.swift).
    open var traitCollection: UITraitCollection {
        limitingContentSize(inheritedTraitCollection.merging(ownTraitOverrides))
    }

    /// Called when the traits change (a window resized across a size-class
    /// boundary, or turned).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// `systemLayoutSizeFitting(_:)`: fits at `fittingSizeLevel` on both
    /// axes (UIView+Fitting.swift). Overridable, as in UIKit.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
    /// `.required` on an axis fixes it to the target (a cell's width).
    /// Overridable, as in UIKit (Trellis's tables and collection views fit
    /// their cells with the engine directly, not through an override).
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                verticalFittingPriority: verticalFittingPriority,
                                roundingScale: hostContext?.scale ?? UIScreen.main.scale)
    }

    /// `layerClass`: the class of the view's ``layer`` (`CALayer` by default;
    /// override it to back a view with a `CAGradientLayer` or `CAShapeLayer`).
    open class var layerClass: AnyClass { CALayer.self }

    /// `tintColorDidChange()`: called when the view's `tintColor` is set,
    /// and on the subviews that inherit it.
    open func tintColorDidChange() {}

    /// `point(inside:with:)`: whether `point` (in the view's coordinates) is
    /// inside it: its bounds, as UIKit's default answers.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// `hitTest(_:with:)`: the deepest view under `point` (in this view's
    /// coordinates) that can take touches, front subviews first. As Apple
    /// documents, hidden views, views with user interaction disabled and
    /// views with an alpha below 0.01 are skipped, and a point outside a
    /// view (`point(inside:with:)`) misses its subviews too, even unclipped
    /// ones. Trellis has no touches; code and tests call it.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            if let hit = view.hitTest(view.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// `safeAreaInsetsDidChange()`: called after the view's safe-area insets change.
    open func safeAreaInsetsDidChange() {}

    /// `layoutMarginsDidChange()`: called after the view's effective margins change.
    open func layoutMarginsDidChange() {}

    /// `requiresConstraintBasedLayout`: UIKit uses it to decide whether to
    /// run the update pass for a view that has no constraints yet. Trellis
    /// always runs it, so the value is only recorded.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// `sizeThatFits(_:)`: the view's preferred size. UIKit's base returns
    /// the current size; labels and controls return their content's size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        if intrinsic.width != UIView.noIntrinsicMetric || intrinsic.height != UIView.noIntrinsicMetric {
            return CGSize(width: intrinsic.width == UIView.noIntrinsicMetric ? bounds.width : intrinsic.width,
                          height: intrinsic.height == UIView.noIntrinsicMetric ? bounds.height : intrinsic.height)
        }
        return bounds.size
    }

    /// Override to change constraints in one batch (Apple's pattern: call
    /// `setNeedsUpdateConstraints()`, change constraints here, change only
    /// what changed, call super last).
    open func updateConstraints() {
        calledSuperUpdateConstraints = true
    }

    /// `setNeedsLayout()`: ``layoutSubviews()`` runs in the next pass.
    public func setNeedsLayout() {
        needsLayoutFlag = true
        hostContext?.noteInvalidation("\(self.logName).setNeedsLayout()", target: self)
    }

    /// Runs the pending passes now. The engine belongs to the hierarchy's
    /// top view, so the whole hierarchy is brought up to date; a view
    /// outside any window is laid out against its top view's bounds, as
    /// UIKit does.
    open func layoutIfNeeded() {
        ensureHostContext().performLayout()
    }

    /// Override to position subviews yourself; `super.layoutSubviews()`
    /// applies the engine's frames to the subviews.
    open func layoutSubviews() {
        for subview in subviews { subview.applyEngineFrame() }
        for guide in ownedGuides { guide.applyEngineFrame() }
    }

    /// The text the view shows, if any, for renderers; nil for a plain view.
    open var drawnText: DrawnText? { nil }

    /// The drawn text laid out by the window's measurer (a label wraps as it
    /// does for its intrinsic size).
    var drawnTextLayout: TextLayout? {
        if let label = self as? UILabel { return label.textLayout }
        guard let drawn = drawnText else { return nil }
        let measurer = hostContext?.textMeasurer ?? UIView.defaultTextMeasurer
        return measurer.layout(drawn.text, font: drawn.font, numberOfLines: drawn.numberOfLines, width: nil)
    }

    /// Where the first and last baselines sit relative to the view's vertical
    /// centre: text is drawn centred vertically (as `UILabel`, a button's
    /// title and a text field draw it), so a baseline is
    /// `centerY + baseline - textHeight / 2`. At a label's natural height
    /// that is `top + baseline`. Nil for views without text, whose first
    /// baseline is their top edge and last their bottom; an empty text field keeps its font's line
    /// (``UITextField/emptyLineLayout``).
    var baselineOffsetsFromCenter: (first: Double, last: Double)? {
        guard let layout = drawnTextLayout ?? (self as? UITextField)?.emptyLineLayout else { return nil }
        let half = layout.size.height / 2
        return (layout.firstBaseline - half, layout.lastBaseline - half)
    }

    /// Where the layout engine holds the view's baselines: a label's at
    /// fixed distances from its edges (``UILabel/baselineEdgeOffsets``; UIKit
    /// measures them at the label's intrinsic size, docs/LAYOUT.md,
    /// "baselines"), other text views' at fixed distances from their
    /// centre (``baselineOffsetsFromCenter``); nil for views without text.
    var baselineAnchoring: BaselineAnchoring? {
        if let label = self as? UILabel, let edges = label.baselineEdgeOffsets {
            return BaselineAnchoring(first: edges.fromTop, last: edges.fromBottom, fromEdges: true)
        }
        return baselineOffsetsFromCenter.map { BaselineAnchoring(first: $0.first, last: $0.last, fromEdges: false) }
    }

    /// The first and last baselines below the view's top edge at its current
    /// frame, where the engine puts them; nil for views without text (their
    /// baselines are the bottom).
    public var textBaselines: (first: Double, last: Double)? {
        guard let a = baselineAnchoring else { return nil }
        let h = frame.height
        return a.fromEdges ? (a.first, h - a.last) : (h / 2 + a.first, h / 2 + a.last)
    }

    /// The view's natural size; `noIntrinsicMetric` on an axis without one.
    /// Override it, and call ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: CGSize {
        CGSize(width: TrellisLayout.noIntrinsicMetric, height: TrellisLayout.noIntrinsicMetric)
    }

    /// Appearance UIKit records on every view (tag, alpha, tint, layer...);
    /// see UIView+Appearance.swift.
    let appearance = ViewAppearance()

    /// `alignmentRectInsets`: where the rectangle constraints act on (the
    /// alignment rectangle) sits inside the frame. Zero by default; controls
    /// that draw outside their content (a switch) override it. The engine
    /// constrains the alignment rectangle and the frame follows it.
    open var alignmentRectInsets: UIEdgeInsets { alignmentRectInsetsOverride ?? .zero }

    /// `alignmentRect(forFrame:)`: the frame less ``alignmentRectInsets``.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// `frame(forAlignmentRect:)`: the inverse of ``alignmentRect(forFrame:)``.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right))
    }

    /// Makes a view named `identifier` (its ``LayoutItem/trellisIdentifier``, for
    /// logs and traces; Trellis only).
    public convenience init(identifier: String) {
        self.init()
        self.trellisIdentifier = identifier
    }

    override var hostView: UIView? { self }

    /// `firstBaselineAnchor`: a label's first line's baseline; a view without
    /// text, its top edge (Apple's `forFirstBaselineLayout`).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { .init(self, .firstBaseline) }
    /// `lastBaselineAnchor`: a label's last line's baseline; other views' bottom.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { .init(self, .lastBaseline) }

    public var window: UIWindow? {
        var v: UIView? = self
        while let current = v {
            if let w = current as? UIWindow { return w }
            v = current.superview
        }
        return nil
    }

    // MARK: Frame

    /// The frame in the superview's coordinates, rounded to the display's
    /// pixels. Setting it on a view that translates its autoresizing mask
    /// moves the constraints made from it.
    public var frame: CGRect {
        get { transformedFrame(storedFrame) }
        set {
            guard newValue != storedFrame else { return }
            let sizeChanged = newValue.size != storedFrame.size
            storedFrame = newValue
            // The engine's last frame is out of date until it solves again:
            // a superview's layoutSubviews mustn't put it back over this one.
            engineFrame = nil
            if sizeChanged {
                setNeedsLayout()
                layoutContext?.engine.rootSizeChanged()
            }
            if translatesAutoresizingMaskIntoConstraints { autoresizingFrameChanged() }
        }
    }

    /// Applies a frame from the engine without touching autoresizing
    /// constraints (they already agree).
    func applyEngineFrame() {
        guard let f = engineFrame, f != storedFrame else { return }
        let sizeChanged = f.size != storedFrame.size
        storedFrame = f
        if sizeChanged { needsLayoutFlag = true }
    }

    /// `bounds`: the view's own coordinate space. Its origin is always zero
    /// here (Trellis draws no scrolled content); setting it changes the size
    /// about the centre, as UIKit does.
    public var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            let c = center
            frame = CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }

    /// Where the view's own coordinate space starts: zero, except for a
    /// scroll view, whose bounds origin is its content offset.
    var boundsOrigin: CGPoint { .zero }

    public var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            frame = CGRect(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
                         width: storedFrame.width, height: storedFrame.height)
        }
    }

    /// The frame in the top view's coordinates (the window's, for a view
    /// in a window).
    public var absoluteFrame: CGRect {
        var r = storedFrame
        var v = superview
        while let s = v {
            r = r.offsetBy(dx: -s.boundsOrigin.x, dy: -s.boundsOrigin.y)
            guard s.superview != nil else { break }
            r = r.offsetBy(dx: s.storedFrame.minX, dy: s.storedFrame.minY)
            v = s.superview
        }
        return r
    }

    // MARK: Hierarchy

    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    public func insertSubview(_ view: UIView, at index: Int) {
        if view === self || isDescendant(of: view) {
            LayoutIssues.record(LayoutError("can't add \(view.logName) to \(logName): a view can't contain itself or an ancestor"))
            return
        }
        // Re-adding a subview only changes the order: no move callbacks.
        let moves = view.superview !== self
        let oldWindow = view.window
        let newWindow = window
        if moves {
            view.superview?.willRemoveSubview(view)
            view.willMove(toSuperview: self)
            if oldWindow !== newWindow { view.sendWillMove(toWindow: newWindow) }
            view.detachFromSuperview()
        } else if let i = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: i)
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        // The subtree joins this hierarchy's engine; its own goes.
        view.layoutContext = nil
        view.autoresizingFrameChanged()
        hostEngine?.structureChanged()
        view.setNeedsUpdateConstraints()
        setNeedsLayout()
        guard moves else { return }
        if oldWindow !== newWindow { view.sendDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// `insertSubview(_:aboveSubview:)`: just above `siblingSubview` (at the
    /// end when it isn't a subview, as UIKit does).
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let others = subviews.filter { $0 !== view }
        let i = others.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? others.count
        insertSubview(view, at: i)
    }

    /// `insertSubview(_:belowSubview:)`: just below `siblingSubview` (at the
    /// start when it isn't a subview).
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let others = subviews.filter { $0 !== view }
        insertSubview(view, at: others.firstIndex { $0 === siblingSubview } ?? 0)
    }

    /// `bringSubviewToFront(_:)`: last in ``subviews``, drawn over its
    /// siblings. Nothing happens when `view` isn't a subview.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// `sendSubviewToBack(_:)`: first in ``subviews``, drawn under its siblings.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// `exchangeSubview(at:withSubviewAt:)`: swaps two subviews' places in
    /// the drawing order (out-of-range indexes change nothing).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        setNeedsLayout()
    }

    /// Removes the view and every constraint that involves it or its
    /// subviews from the ancestors they were installed on (UIKit's rule).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { sendWillMove(toWindow: nil) }
        detachFromSuperview()
        if oldWindow != nil { sendDidMoveToWindow() }
        didMoveToSuperview()
    }

    /// Takes the view out of its superview without the move callbacks (the
    /// callers send them): its constraints with the ancestors go.
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        (parent as? UIStackView)?.subviewWillLeave(self)
        let oldEngine = hostEngine
        let subtree = Set(allViews.map(ObjectIdentifier.init))
        var ancestor: UIView? = parent
        while let a = ancestor {
            for c in a.constraints where c.involves(subtree) { a.uninstall(c) }
            ancestor = a.superview
        }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        oldEngine?.structureChanged()
        parent.setNeedsLayout()
    }

    /// `willMove(toWindow:)` to the view and its subtree, parents first.
    private func sendWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviews { subview.sendWillMove(toWindow: newWindow) }
    }

    /// `didMoveToWindow()` to the view and its subtree, parents first.
    private func sendDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.sendDidMoveToWindow() }
    }

    // MARK: Hierarchy callbacks (override points, as in UIKit)
    //
    // Order, as UIKit sends them when a view moves into a new superview:
    // the old superview's `willRemoveSubview(_:)`, the view's
    // `willMove(toSuperview:)`, `willMove(toWindow:)` down its subtree (when
    // the window changes), the move, `didMoveToWindow()` down the subtree,
    // the view's `didMoveToSuperview()`, the new superview's
    // `didAddSubview(_:)`. The view is already in place when the `did`
    // callbacks run, so they can activate constraints to their superview.

    /// `willMove(toSuperview:)`: `newSuperview` is nil when the view leaves.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// `didMoveToSuperview()`: ``superview`` is the new one (nil after removal).
    open func didMoveToSuperview() {}
    /// `willMove(toWindow:)`: the view (or an ancestor) is about to join or
    /// leave a window.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// `didMoveToWindow()`: ``window`` is the new one.
    open func didMoveToWindow() {}
    /// `didAddSubview(_:)`: `subview` was just added (not when reordered).
    open func didAddSubview(_ subview: UIView) {}
    /// `willRemoveSubview(_:)`: `subview` is about to leave (removed, or
    /// moved to another superview).
    open func willRemoveSubview(_ subview: UIView) {}

    /// `awakeFromNib()`: UIKit calls it on objects loaded from a nib or
    /// storyboard. Trellis's Interface Builder reader builds its own views,
    /// never instances of an app's classes, so (as for a view made in code
    /// on iOS) it is not called; it exists so that subclasses written for
    /// UIKit, which override it (Xcode's cell templates do), compile.
    open func awakeFromNib() {}

    /// `prepareForInterfaceBuilder()`: called only by Interface Builder's
    /// live rendering of designables, so never here; exists for subclasses.
    open func prepareForInterfaceBuilder() {}

    /// `setNeedsDisplay()`: UIKit redraws the view's content on the next
    /// display cycle. Trellis draws every view afresh each time it renders,
    /// so there is nothing to mark; it exists for code written for UIKit
    /// (custom views call it from their properties' observers).
    public func setNeedsDisplay() {}

    /// `setNeedsDisplay(_:)`: see ``setNeedsDisplay()``.
    public func setNeedsDisplay(_ rect: CGRect) {}

    /// `next`: the controller whose view this is, else the superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    /// `draw(_:)`: UIKit calls it to draw a custom view's content with Core
    /// Graphics, which Linux has not; Trellis never calls it (the renderer
    /// draws frames, colours, borders and the standard views' content). It
    /// exists so custom views that override it compile.
    open func draw(_ rect: CGRect) {}

    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// This view and all its descendants, parents before children.
    var allViews: [UIView] {
        var result: [UIView] = [self]
        var i = 0
        while i < result.count {
            result.append(contentsOf: result[i].subviews)
            i += 1
        }
        return result
    }

    static func nearestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var v: UIView? = a
        while let current = v {
            ancestors.insert(ObjectIdentifier(current))
            v = current.superview
        }
        v = b
        while let current = v {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            v = current.superview
        }
        return nil
    }

    // MARK: Direction

    /// The direction leading and trailing follow here.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return hostContext?.layoutDirection ?? .leftToRight
        }
    }
}

extension UIView {
    /// `UIView.AutoresizingMask`: which parts of the frame stretch with the superview.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

/// `UISemanticContentAttribute`, the part that decides layout direction.
/// `playback` (media controls) and `spatial` (directional controls such as
/// a D-pad) never flip: UIKit's `userInterfaceLayoutDirection(for:)` gives
/// left-to-right for both, as it does for `forceLeftToRight`.
public enum UISemanticContentAttribute: String, Sendable, Hashable, CaseIterable {
    case unspecified
    case playback
    case spatial
    case forceLeftToRight
    case forceRightToLeft
}

extension NSLayoutConstraint {
    /// Whether the constraint names a view (or a guide of a view) in `views`.
    func involves(_ views: Set<ObjectIdentifier>) -> Bool {
        for item in [firstItem, secondItem] {
            if let host = item?.hostView, views.contains(ObjectIdentifier(host)) { return true }
        }
        return false
    }
}


/// How the engine ties a text view's baselines to its frame
/// (``UIView/baselineAnchoring``): `fromEdges`, the first baseline `first`
/// below the top and the last `last` above the bottom (a label); else both
/// offsets from the vertical centre (a button's title, a text field's line).
struct BaselineAnchoring: Equatable {
    var first: Double
    var last: Double
    var fromEdges: Bool
}
