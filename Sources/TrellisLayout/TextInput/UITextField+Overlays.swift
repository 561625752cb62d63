/// A text field's overlay views and the rectangles UIKit lays them out by.
///
/// UIKit documents the methods (`textRect(forBounds:)`, `editingRect`,
/// `placeholderRect`, `borderRect`, `clearButtonRect`, `leftViewRect`,
/// `rightViewRect`; subclasses override them to move things) but not their
/// numbers. Trellis's rule (docs/LAYOUT.md, "Text input"):
/// - the left view sits at the leading edge and the right view at the
///   trailing edge, each its own size (its frame's, else its fitting size),
///   centred vertically;
/// - the clear button is 19 × 19 (the size of UIKit's clear-button glyph),
///   centred vertically, its trailing edge at the border's side inset (7
///   for a rounded rect), before the right view when both show;
/// - the text's rectangle is the bounds inset by the border's insets, then
///   cut at the left view's trailing edge and the clear button's or right
///   view's leading edge.
/// A mode shows its view: `.always`; `.whileEditing` while ``isEditing``;
/// `.unlessEditing` otherwise; `.never` never. The clear button also needs
/// text.
extension UITextField {
    /// The clear button's side (UIKit's glyph, 19 points).
    public static let clearButtonSide: CGFloat = 19

    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
    var showsRightView: Bool { rightView != nil && shows(rightViewMode) }
    var showsClearButton: Bool { hasText && shows(clearButtonMode) }

    /// An overlay view's size: its frame's, else what fits it.
    func overlaySize(_ view: UIView) -> CGSize {
        if view.bounds.width > 0 || view.bounds.height > 0 { return view.bounds.size }
        let fitting = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        return CGSize(width: max(0, fitting.width), height: max(0, fitting.height))
    }

    /// The default `leftViewRect(forBounds:)`.
    func defaultLeftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let size = overlaySize(leftView)
        return CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    /// The default `rightViewRect(forBounds:)`.
    func defaultRightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let size = overlaySize(rightView)
        return CGRect(x: bounds.maxX - size.width, y: bounds.minY + (bounds.height - size.height) / 2,
                      width: size.width, height: size.height)
    }

    /// The default `clearButtonRect(forBounds:)`.
    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        let end = showsRightView ? rightViewRect(forBounds: bounds).minX : bounds.maxX - borderInsets.right
        return CGRect(x: end - side, y: bounds.minY + (bounds.height - side) / 2, width: side, height: side)
    }

    func contentRect(forBounds bounds: CGRect) -> CGRect {
        let i = borderInsets
        var minX = bounds.minX + i.left, maxX = bounds.maxX - i.right
        if showsLeftView { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if showsClearButton { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX) }
        else if showsRightView { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        return CGRect(x: minX, y: bounds.minY + i.top, width: max(0, maxX - minX), height: max(0, bounds.height - i.top - i.bottom))
    }

    /// The widths the shown overlays add to the intrinsic width.
    var overlayWidths: CGFloat {
        var w: CGFloat = 0
        if showsLeftView, let leftView { w += overlaySize(leftView).width }
        if showsRightView, let rightView { w += overlaySize(rightView).width }
        return w
    }

    func overlayViewChanged(from old: UIView?, to new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        overlaysChanged()
    }

    func overlaysChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        hostEngine?.derivedValuesChanged()
    }

    /// Frames the left and right views (hidden while their mode hides them).
    func placeOverlayViews() {
        // Only what changed: the engine rounds frames to pixels, so setting
        // the exact rect again would invalidate layout on every pass.
        func place(_ view: UIView, shown: Bool, rect: CGRect) {
            if view.isHidden == shown { view.isHidden = !shown }
            guard shown, !view.frame.isWithinAPixel(of: rect, scale: contentScaleFactor) else { return }
            view.frame = rect
        }
        if let leftView { place(leftView, shown: showsLeftView, rect: leftViewRect(forBounds: bounds)) }
        if let rightView { place(rightView, shown: showsRightView, rect: rightViewRect(forBounds: bounds)) }
    }
}

extension CGRect {
    /// Every edge within a pixel of `other`'s.
    func isWithinAPixel(of other: CGRect, scale: CGFloat) -> Bool {
        let pixel = 1 / max(scale, 1)
        return abs(minX - other.minX) < pixel && abs(minY - other.minY) < pixel
            && abs(maxX - other.maxX) < pixel && abs(maxY - other.maxY) < pixel
    }
}
