import TrellisSolver

/// `systemLayoutSizeFitting`: the size a view's constraints give it, closest
/// to a target size, found by a scratch engine over the view's subtree.
///
/// As UIKit: the target is held at the fitting priorities (50 each for the
/// one-argument form, so the view's own constraints win, and the compressed
/// size (0, 0) gives the smallest size they allow). Only constraints inside
/// the subtree count (the view's own autoresizing constraints and anything
/// tying it to its superview are left out), and nothing is laid out: frames,
/// the window's engine and its next pass are untouched. Wrapping labels wrap
/// at the width the fit gives them, so a cell's height follows its width.
extension UIView {
    /// `UIView.layoutFittingCompressedSize`: (0, 0), the smallest size.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// `UIView.layoutFittingExpandedSize`: the largest size (UIKit's value,
    /// 10,000,000 points each way).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    // `systemLayoutSizeFitting(_:)` and
    // `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    // are declared in the class (View.swift) so subclasses can override them.

    /// The same, rounded to the pixel grid of `roundingScale` (a Trellis
    /// addition: a view outside a window otherwise rounds at the main
    /// screen's scale, and a snapshot helper fits for another device).
    public func systemLayoutSizeFitting(_ targetSize: CGSize,
                                        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority, roundingScale: CGFloat) -> CGSize {
        let scale = Double(roundingScale > 0 && roundingScale.isFinite ? roundingScale : 1)
        guard let size = unroundedFittingSize(targetSize, horizontal: horizontalFittingPriority,
                                              vertical: verticalFittingPriority, scale: scale) else { return bounds.size }
        return CGSize(width: roundToPixel(size.width, scale: scale), height: roundToPixel(size.height, scale: scale))
    }

    /// The fit as the engine solved it, before rounding (a table rounds a
    /// row's height up, so its content always fits); nil when the update
    /// pass stopped or the result isn't finite.
    func unroundedFittingSize(_ targetSize: CGSize, horizontal horizontalFittingPriority: UILayoutPriority,
                              vertical verticalFittingPriority: UILayoutPriority, scale: Double) -> CGSize? {
        let context = LayoutContext(root: self, fittingScale: scale)
        let saved = FittingState(allViews)
        defer { saved.restore() }

        guard context.performUpdateConstraintsPass() else { return nil }
        let engine = context.engine
        engine.sync()
        let v = engine.variables(for: self)
        let hp = horizontalFittingPriority.isValid ? horizontalFittingPriority : .fittingSizeLevel
        let vp = verticalFittingPriority.isValid ? verticalFittingPriority : .fittingSizeLevel
        engine.addInternal(Constraint(v.width, .equal, Double(targetSize.width), priority: hp.solverPriority))
        engine.addInternal(Constraint(v.height, .equal, Double(targetSize.height), priority: vp.solverPriority))

        // Solve; let wrapping labels and margins follow the solved frames;
        // solve again until they settle (bounded like the layout pass).
        for _ in 0..<context.layoutFeedbackLoopThreshold {
            context.absoluteRects = engine.solvedRects()
            guard context.updateFittingDerivedValues() else { break }
            engine.sync()
            engine.refreshConstants()
        }
        guard let rect = engine.rawRect(of: self), rect.width.isFinite, rect.height.isFinite else { return nil }
        return CGSize(width: max(rect.width, 0), height: max(rect.height, 0))
    }

    /// `sizeToFit()`: resizes the view to ``sizeThatFits(_:)`` of its current size.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }
}

/// The values a fit changes on the views it measures, put back afterwards
/// so the view's own hierarchy sees nothing.
private struct FittingState {
    let entries: [(UIView, UIEdgeInsets, UIEdgeInsets, Double?)]

    init(_ views: [UIView]) {
        entries = views.map { ($0, $0.safeAreaInsets, $0.effectiveLayoutMargins,
                               ($0 as? UILabel)?.wrapWidth ?? ($0 as? UITextView)?.wrapWidth) }
    }

    func restore() {
        for (view, safe, margins, wrap) in entries {
            let label = view as? UILabel, textView = view as? UITextView
            let viewWrap = label?.wrapWidth ?? textView?.wrapWidth
            guard view.safeAreaInsets != safe || view.effectiveLayoutMargins != margins || viewWrap != wrap else {
                continue
            }
            view.safeAreaInsets = safe
            view.effectiveLayoutMargins = margins
            label?.wrapWidth = wrap
            if let textView, textView.wrapWidth != wrap {
                textView.wrapWidth = wrap
                textView.updateTextContentSize()
            }
            view.rebuildSystemConstraints()
        }
    }
}

extension LayoutContext {
    /// The derived values of a fit: margins from the solved frames, labels
    /// wrapped at their solved widths. Safe areas are left as they are (a
    /// fitted view is measured, not placed). Returns whether any moved.
    func updateFittingDerivedValues() -> Bool {
        var moved = false
        for view in root.allViews {
            guard let abs = absoluteRects[ObjectIdentifier(view)] else { continue }
            var changed = false
            if view !== root {
                let parentAbs = view.superview.flatMap { absoluteRects[ObjectIdentifier($0)] }
                let frameInParent = parentAbs.map { abs.offsetBy(dx: -$0.minX, dy: -$0.minY) } ?? abs
                let margins = view.computeEffectiveMargins(
                    minimum: minimumMargins(of: view),
                    frame: frameInParent, superviewSize: parentAbs?.size)
                if view.effectiveLayoutMargins != margins {
                    view.effectiveLayoutMargins = margins
                    changed = true
                }
            } else {
                let margins = view.computeEffectiveMargins(
                    minimum: minimumMargins(of: view),
                    frame: abs, superviewSize: nil)
                if view.effectiveLayoutMargins != margins {
                    view.effectiveLayoutMargins = margins
                    changed = true
                }
            }
            if let label = view as? UILabel, label.wraps, label.preferredMaxLayoutWidth == 0,
               label.wrapWidth != abs.width, abs.width > 0 {
                label.wrapWidth = abs.width
                changed = true
            }
            if let textView = view as? UITextView, textView.adoptLaidOutWidth(abs.width) {
                changed = true
            }
            if changed {
                view.rebuildSystemConstraints()
                engine.updateBaselines(of: view)
                moved = true
            }
        }
        return moved
    }
}
