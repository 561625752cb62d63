import Foundation

/// `UIStackView`: lays out a row or column of arranged subviews by making
/// its own constraints, named as UIKit names them (`UISV-spacing`,
/// `UISV-canvas-connection`, …), so they conflict, explain and draw like any
/// other constraint. The stack draws nothing but its `backgroundColor`
/// (iOS 14+); it has no intrinsic size and takes its content's size through
/// those constraints.
///
/// The rules where Apple is silent are in docs/LAYOUT.md ("Stack views");
/// the constraints themselves are made in `UIStackView+Arrangement.swift`.
open class UIStackView: UIView {
    /// The arranged subviews, in order. Each is also a subview; removing one
    /// from here leaves it a subview (UIKit's rule), removing it from its
    /// superview removes it from here too.
    public private(set) var arrangedSubviews: [UIView] = []
    /// The arranged views' identities, kept in step with ``arrangedSubviews``
    /// (the array holds each view, so no identity is reused while listed):
    /// appending a new view asks this set, not a scan of the array, so a
    /// stack of n views is built in O(n), not O(n²).
    private var arrangedIdentities = Set<ObjectIdentifier>()

    /// Stacking axis; horizontal by default, as in UIKit.
    public var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementChanged() } } }
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementChanged() } } }
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementChanged() } } }
    /// The gap between adjacent arranged views (the minimum gap for the
    /// equal-spacing kinds); ``spacingUseSystem`` means the system spacing.
    public var spacing: CGFloat = 0 { didSet { if spacing != oldValue { arrangementChanged() } } }
    /// Vertical stacks: gaps are measured from a view's last baseline to the
    /// next view's first baseline.
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementChanged() } }
    }
    /// Arranged views are laid out within the stack's layout margins instead
    /// of its edges.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet {
            guard isLayoutMarginsRelativeArrangement != oldValue else { return }
            if isLayoutMarginsRelativeArrangement { _ = layoutMarginsGuide }
            arrangementChanged()
        }
    }

    /// Trellis addition, for design canvases only (arranged views with a
    /// ``UIView/canvasFrame``): the first arranged view, when hidden, ends
    /// where the stack starts (instead of starting there) in a fill or
    /// fill-equally stack that shows a visible view after it, whatever
    /// hidden views lie between. Xcode 12's canvas and later store such
    /// views so; Xcode 10 and 11 at the start (observed; the IB import sets
    /// it from the document's `toolsVersion`; docs/INTERFACE-BUILDER.md,
    /// "Stacks"). UIKit's run-time layout, with no canvas frames, ignores it.
    public var leadingHiddenViewEndsAtStart = false {
        didSet { if leadingHiddenViewEndsAtStart != oldValue { arrangementChanged() } }
    }

    /// Trellis addition, for design canvases only (arranged views with a
    /// ``UIView/canvasFrame``): when exactly one arranged view is visible,
    /// the hidden views after it start where the stack starts (instead of
    /// where the visible view ends). Xcode's canvas stores them so outside
    /// table and collection cells (observed in 31 of 32 such views, nine
    /// repositories, Xcode 10.2 to 26; inside cells, and with two or more
    /// visible views, at the end); the IB import sets it for stacks outside
    /// cells (docs/INTERFACE-BUILDER.md, "Stacks"). UIKit's run-time layout,
    /// with no canvas frames, ignores it.
    public var hiddenViewsAfterLoneVisibleViewAtStart = false {
        didSet { if hiddenViewsAfterLoneVisibleViewAtStart != oldValue { arrangementChanged() } }
    }

    /// `UIStackView.spacingUseDefault`: passed to ``setCustomSpacing(_:after:)``
    /// it removes the custom spacing; ``customSpacing(after:)`` returns it
    /// for a view without one. UIKit's value: `FLT_MAX`.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// `UIStackView.spacingUseSystem`: the system spacing (8 points in
    /// Trellis, as for anchors' system spacing). UIKit's value: `FLT_MIN`.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
    /// What ``spacingUseSystem`` stands for.
    public static let systemSpacing: Double = 8

    /// Custom gaps after arranged views, in insertion order.
    var customSpacings: [(view: UIView, spacing: CGFloat)] = []
    /// Spacer guides for the equal-spacing and equal-centering kinds, reused
    /// from pass to pass so their constraints only move.
    var distributionGuides: [UILayoutGuide] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archives on Linux (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// `init(arrangedSubviews:)`: adds each view as an arranged subview.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    // MARK: Arranged subviews

    /// Appends `view` to the arrangement (and to the subviews if it isn't
    /// one); the stack sets its `translatesAutoresizingMaskIntoConstraints`
    /// to false, as UIKit does.
    public func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `stackIndex` in the arrangement (moving it if it is
    /// already arranged). A view that isn't a subview yet is added on top.
    public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        let identity = ObjectIdentifier(view)
        if arrangedIdentities.contains(identity) { arrangedSubviews.removeAll { $0 === view } }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        arrangedIdentities.insert(identity)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        if view.superview !== self {  // refused (an ancestor)
            arrangedSubviews.removeAll { $0 === view }
            arrangedIdentities.remove(identity)
        }
        arrangementChanged()
    }

    /// Takes `view` out of the arrangement; it stays a subview (UIKit's rule:
    /// remove it from its superview to take it off screen).
    public func removeArrangedSubview(_ view: UIView) {
        guard arrangedIdentities.remove(ObjectIdentifier(view)) != nil else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings.removeAll { $0.view === view }
        arrangementChanged()
    }

    // MARK: Custom spacing

    /// `setCustomSpacing(_:after:)`: the gap after `arrangedSubview`;
    /// ``spacingUseDefault`` removes it, ``spacingUseSystem`` is the system
    /// spacing. Ignored for a view that isn't arranged.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedIdentities.contains(ObjectIdentifier(arrangedSubview)) else { return }
        customSpacings.removeAll { $0.view === arrangedSubview }
        if spacing != Self.spacingUseDefault { customSpacings.append((arrangedSubview, spacing)) }
        arrangementChanged()
    }

    /// `customSpacing(after:)`: ``spacingUseDefault`` when none was set.
    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings.first { $0.view === arrangedSubview }?.spacing ?? Self.spacingUseDefault
    }

    /// The gap after an arranged view, in points.
    func gap(after view: UIView) -> Double {
        let value = customSpacings.first { $0.view === view }?.spacing ?? spacing
        return value == Self.spacingUseSystem ? Self.systemSpacing : Double(value)
    }

    // MARK: Changes

    /// The arrangement changed: the stack's constraints are rebuilt at the
    /// next pass (moved in place when only constants changed).
    func arrangementChanged() {
        systemConstraintsChanged()
        setNeedsLayout()
    }

    /// An arranged view was hidden or shown: it collapses or comes back.
    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        if arrangedIdentities.contains(ObjectIdentifier(view)) { arrangementChanged() }
    }

    /// A subview left: if it was arranged, it leaves the arrangement too.
    func subviewWillLeave(_ view: UIView) {
        removeArrangedSubview(view)
    }
}

extension UIStackView {
    /// `UIStackView.Distribution`: sizes and positions along the axis.
    public enum Distribution: Int, Sendable, Hashable, CaseIterable {
        /// Views fill the stack; who stretches or shrinks is decided by
        /// hugging and compression resistance, then by order.
        case fill = 0
        /// Every view the same length.
        case fillEqually = 1
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally = 2
        /// Views keep their length; the gaps are equal (at least `spacing`).
        case equalSpacing = 3
        /// Views keep their length; their centres are equally far apart.
        case equalCentering = 4
    }

    /// `UIStackView.Alignment`: placement across the axis. `top` and
    /// `bottom` are `leading` and `trailing` under their vertical names;
    /// the baseline kinds apply to horizontal stacks.
    public enum Alignment: Int, Sendable, Hashable, CaseIterable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }
}
