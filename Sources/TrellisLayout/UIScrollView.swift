/// `UIScrollView`: a view whose subviews live in a content area that can be
/// larger than the view and scroll under it.
///
/// Apple's *Working with Scroll Views* rules, as the engine applies them:
/// - constraints between the scroll view and views outside it attach to its
///   frame, like any view's;
/// - constraints between the scroll view and its content attach edges (and
///   margins) to the **content area** (``contentLayoutGuide``), and width,
///   height and centres to the **frame** (``frameLayoutGuide``);
/// - the content size comes from an unbroken chain of constraints and views
///   from the content area's top to its bottom and leading to trailing; when
///   the chain is missing, the stored ``contentSize`` is used (at the lowest
///   priority) and ``scrollableContentSizeAmbiguity`` says which axis is open;
/// - subviews' frames are in content coordinates: `bounds.origin` is the
///   ``contentOffset``, so on screen content moves up as the offset grows,
///   while content constrained to views outside the scroll view floats.
open class UIScrollView: UIView {
    /// What the scroll view holds that isn't laid out (its refresh control).
    let scrollAttachments = ScrollAttachments()
    /// `contentSize`: the content area's size. Set by the engine from
    /// ``contentLayoutGuide`` after each pass when constraints determine it.
    public var contentSize: CGSize {
        get { contentSizeStorage }
        set {
            guard newValue != contentSizeStorage else { return }
            contentSizeStorage = newValue
            contentGuideChanged()
        }
    }
    var contentSizeStorage = CGSize.zero
    /// The offset the content guide's constraints were last made with.
    var guideOffset: CGPoint?

    /// `contentOffset`: the content point at the scroll view's top-left.
    /// Until set, UIKit's resting position: `-adjustedContentInset` at the
    /// top and leading edges (content starts below bars and the notch).
    public var contentOffset: CGPoint {
        get { explicitContentOffset ?? restingContentOffset }
        set {
            let old = contentOffset
            explicitContentOffset = newValue
            contentGuideChanged()
            // UIKit tells the delegate of every offset change, code's too.
            if newValue != old { delegateStorage?.scrollViewDidScroll(self) }
        }
    }

    /// `setContentOffset(_:animated:)`: no animation in Trellis.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }

    /// `contentInset`: extra scrollable space around the content.
    public var contentInset: UIEdgeInsets = .zero { didSet { if contentInset != oldValue { contentGuideChanged() } } }

    /// `contentInsetAdjustmentBehavior`: how the safe area adds to the insets.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { contentGuideChanged() } }
    }

    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// `.scrollableAxes`, and always vertically when the scroll view is
        /// the view of a controller shown by a navigation or tab bar
        /// controller (Apple's documentation of the case).
        case automatic
        /// The safe area on the axes that scroll.
        case scrollableAxes
        /// No adjustment.
        case never
        /// The safe area on every edge.
        case always
    }

    /// `touchesShouldBegin(_:with:in:)`, `touchesShouldCancel(in:)`:
    /// overridable, with UIKit's defaults (begin: true; cancel: true unless
    /// the view is a `UIControl`). No touches in Trellis: code calls them.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }
    /// `delaysContentTouches` (true), `canCancelContentTouches` (true): kept.
    public var delaysContentTouches: Bool {
        get { scrollAttachments.delaysContentTouches }
        set { scrollAttachments.delaysContentTouches = newValue }
    }
    public var canCancelContentTouches: Bool {
        get { scrollAttachments.canCancelContentTouches }
        set { scrollAttachments.canCancelContentTouches = newValue }
    }

    public var isScrollEnabled = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
    public var bounces = true
    public var isPagingEnabled = false
    /// `keyboardDismissMode`: recorded (there is no keyboard to dismiss).
    public var keyboardDismissMode = KeyboardDismissMode.none

    /// `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    var explicitContentOffset: CGPoint?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        // UIKit's scroll views clip their content to their bounds (the
        // viewport); pictures draw only what shows through it.
        clipsToBounds = true
        // Made up front so constraints attaching content to the scroll view
        // find them in place.
        _ = contentLayoutGuide
        _ = contentMarginsGuide
        _ = frameLayoutGuide
    }

    public required init?(coder: NSCoder) { return nil }

    /// `contentLayoutGuide`: the content area, in content coordinates
    /// (origin zero, size ``contentSize``).
    public var contentLayoutGuide: UILayoutGuide { builtInGuide(.scrollContent) }

    /// `frameLayoutGuide`: the scroll view's frame, which content can pin to
    /// so it doesn't scroll (or to take the frame's width).
    public var frameLayoutGuide: UILayoutGuide { builtInGuide(.scrollFrame) }

    /// The content area inset by the scroll view's margins: where content
    /// constrained to the scroll view's margin attributes attaches.
    var contentMarginsGuide: UILayoutGuide { builtInGuide(.scrollContentMargins) }

    /// The content guide once made (it is made with the scroll view).
    var contentGuideStorage: UILayoutGuide? { ownedGuides.first { $0.kind == .scrollContent } }

    // MARK: Insets and scrolling

    /// `adjustedContentInset`: ``contentInset`` plus the safe area, by
    /// ``contentInsetAdjustmentBehavior``.
    public var adjustedContentInset: UIEdgeInsets {
        let s = safeAreaInsets
        var adjust = UIEdgeInsets.zero
        switch contentInsetAdjustmentBehavior {
        case .never: break
        case .always: adjust = s
        case .automatic, .scrollableAxes:
            if adjustsVertically { adjust.top = s.top; adjust.bottom = s.bottom }
            if scrollsHorizontally(insets: contentInset) { adjust.left = s.left; adjust.right = s.right }
        }
        return UIEdgeInsets(top: contentInset.top + adjust.top, left: contentInset.left + adjust.left,
                            bottom: contentInset.bottom + adjust.bottom, right: contentInset.right + adjust.right)
    }

    /// Whether content can scroll vertically: enabled, and the content (with
    /// its insets) taller than the frame, or `alwaysBounceVertical`.
    public var isScrollableVertically: Bool { scrollsVertically(insets: adjustedContentInset) }
    /// Whether content can scroll horizontally (see ``isScrollableVertically``).
    public var isScrollableHorizontally: Bool { scrollsHorizontally(insets: adjustedContentInset) }

    /// Whether `.automatic` and `.scrollableAxes` add the safe area at the
    /// top and bottom: when content scrolls vertically, and for `.automatic`
    /// always when this is the view of a controller inside a navigation or
    /// tab bar controller ("Content is always adjusted vertically when the
    /// scroll view is the content view of a view controller that is
    /// currently displayed by a navigation or tab bar controller", Apple's
    /// `UIScrollView.ContentInsetAdjustmentBehavior.automatic`), so a short
    /// collection view in a navigation controller starts below the bar.
    var adjustsVertically: Bool {
        if contentInsetAdjustmentBehavior == .automatic, let vc = owningViewController,
           vc.navigationController != nil || vc.tabBarController != nil { return true }
        return scrollsVertically(insets: contentInset)
    }

    func scrollsVertically(insets: UIEdgeInsets) -> Bool {
        isScrollEnabled && (alwaysBounceVertical || contentSize.height + insets.top + insets.bottom > storedFrame.height)
    }

    func scrollsHorizontally(insets: UIEdgeInsets) -> Bool {
        isScrollEnabled && (alwaysBounceHorizontal || contentSize.width + insets.left + insets.right > storedFrame.width)
    }

    /// Where the content rests before anyone scrolls: its top-leading corner
    /// inside the adjusted insets.
    var restingContentOffset: CGPoint {
        let a = adjustedContentInset
        return CGPoint(x: -a.left, y: -a.top)
    }

    override var boundsOrigin: CGPoint { contentOffset }

    /// The content guide's constraints moved (offset, size fallback).
    func contentGuideChanged() {
        if contentGuideStorage != nil { systemConstraintsChanged() }
        setNeedsLayout()
    }

    /// Where constraints between the scroll view and its content attach:
    /// edges to the content area, margins to the content area inset by the
    /// margins, width, height, centres and baselines to the frame (the
    /// scroll view itself).
    func contentAttachment(_ attribute: NSLayoutConstraint.Attribute) -> (LayoutItem, NSLayoutConstraint.Attribute) {
        switch attribute {
        case .left, .right, .leading, .trailing, .top, .bottom:
            return (contentLayoutGuide, attribute)
        case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin:
            return (contentMarginsGuide, attribute.withoutMargin ?? attribute)
        default:
            return (self, attribute)
        }
    }

    // MARK: The safe area of the content

    /// How a scroll view's content gets its safe area. Content moves under
    /// the bars as it scrolls, so measuring it against the safe rectangle
    /// as other views are would make a tall content view's bottom inset its
    /// whole overhang below the screen (and its margins, and so its height,
    /// chase that inset without end). Instead, per edge, in root
    /// coordinates:
    /// - an edge the content-inset adjustment already covers
    ///   (``adjustedContentInset`` includes the safe area there: the
    ///   scrolling axes for `.automatic` and `.scrollableAxes`, every edge
    ///   for `.always`) gives the content no inset: the scroll view has
    ///   kept it clear of the bars already;
    /// - any other edge gives the portion of the view that the unsafe band
    ///   at that edge of the scroll view covers (UIKit's
    ///   `safeAreaInsets`: "the insets reflect only the portion of the view
    ///   that is covered").
    struct ContentSafeBands {
        /// The scroll view's frame and safe rectangle, in root coordinates.
        var frame: CGRect
        var safe: CGRect
        /// Edges the adjustment covers: top, left, bottom, right.
        var covered: (top: Bool, left: Bool, bottom: Bool, right: Bool)

        func insets(of r: CGRect) -> UIEdgeInsets {
            func overlap(_ a: Double, _ b: Double, _ lo: Double, _ hi: Double) -> Double { max(0, min(b, hi) - max(a, lo)) }
            return UIEdgeInsets(
                top: covered.top ? 0 : min(overlap(r.minY, r.maxY, frame.minY, safe.minY), r.height),
                left: covered.left ? 0 : min(overlap(r.minX, r.maxX, frame.minX, safe.minX), r.width),
                bottom: covered.bottom ? 0 : min(overlap(r.minY, r.maxY, safe.maxY, frame.maxY), r.height),
                right: covered.right ? 0 : min(overlap(r.minX, r.maxX, safe.maxX, frame.maxX), r.width))
        }
    }

    func contentSafeBands(frame: CGRect, safe: CGRect) -> ContentSafeBands {
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes:
            (vertical, horizontal) = (adjustsVertically, scrollsHorizontally(insets: contentInset))
        }
        return ContentSafeBands(frame: frame, safe: safe, covered: (vertical, horizontal, vertical, horizontal))
    }

    // MARK: Ambiguity

    /// "Scrollable content size is ambiguous" (Xcode's warning): the axes on
    /// which no chain of constraints fixes the content area's size, each with
    /// the content views whose position or size on that axis is undetermined
    /// (where the chain breaks). Empty when the content size is determined.
    public var scrollableContentSizeAmbiguity: [(axis: NSLayoutConstraint.Axis, views: [UIView])] {
        let context = ensureHostContext()
        context.performLayout()
        guard let guide = contentGuideStorage else { return [] }
        return context.engine.contentSizeAmbiguity(of: self, guide: guide)
    }

    /// ``scrollableContentSizeAmbiguity`` as a sentence, Xcode's warning
    /// ("Scrollable content size is ambiguous for …") with the axis, the
    /// chain that is missing and the views where it breaks; nil when the
    /// content size is determined.
    public var scrollableContentSizeAmbiguityMessage: String? {
        let ambiguity = scrollableContentSizeAmbiguity
        guard !ambiguity.isEmpty else { return nil }
        let name = trellisIdentifier ?? "scroll view"
        let parts = ambiguity.map { entry -> String in
            let vertical = entry.axis == .vertical
            let chain = vertical ? "top to bottom" : "leading to trailing"
            let views = entry.views.map { $0.trellisIdentifier ?? String(describing: type(of: $0)) }
            let breaks = views.isEmpty ? "" : "; the chain breaks at " + views.joined(separator: ", ")
                + " (" + (vertical ? "y or height" : "x or width") + " undetermined)"
            return "\(vertical ? "height" : "width"): no unbroken chain of constraints and views from the content area's \(chain)" + breaks
        }
        return "Scrollable content size is ambiguous for \(name): " + parts.joined(separator: "; ")
    }
}
