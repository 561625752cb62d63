/// Where a self-sizing cell's chain breaks, for the zero-height warning.
///
/// Apple: a self-sizing row needs "an unbroken chain of constraints and
/// views" from the content view's top edge to its bottom edge. UIKit only
/// says the height collapsed; Trellis adds which link is missing:
/// - no constraint reaches the content view's bottom (or its bottom
///   margin) from its content: the hint names the lowest view, the usual
///   place to close the chain;
/// - the bottom is reached but a view on the way has no height of its own
///   (no intrinsic height and no height constraint): the hint names them.
extension UITableViewCell {
    func brokenChainHint() -> String {
        let content = contentView
        let views = content.subviews.filter { !$0.isHidden }
        guard !views.isEmpty else {
            return "The content view has no subviews: give it a height constraint or content with constraints from its top to its bottom."
        }
        let constraints = activeConstraints(in: content)
        let bottomItems: [LayoutItem] = [content] + [content.marginsGuideStorage, content.safeAreaGuideStorage].compactMap { $0 }
        func isBottom(_ item: AnyObject?, _ a: NSLayoutConstraint.Attribute) -> Bool {
            guard let item, bottomItems.contains(where: { $0 === item }) else { return false }
            return a == .bottom || a == .bottomMargin || a == .lastBaseline
        }
        let reachesBottom = constraints.contains { c in
            let other: AnyObject? = isBottom(c.firstItem, c.firstAttribute) ? c.secondItem
                : isBottom(c.secondItem, c.secondAttribute) ? c.firstItem : nil
            return other.map { o in views.contains { $0 === o || $0.isDescendantOrSelf(of: o) } } ?? false
        }
        let name = { (v: UIView) in v.trellisIdentifier ?? String(describing: type(of: v)) }
        let top = content.trellisIdentifier ?? "contentView"
        if !reachesBottom {
            let lowest = views.max { $0.frame.maxY < $1.frame.maxY } ?? views[views.count - 1]
            return "The chain from \(top)'s top edge to its bottom edge is broken: no constraint ties its bottom to its content (add one from the lowest view, e.g. \(name(lowest)).bottom == contentView.margins.bottom)."
        }
        let unsized = views.filter { v in
            v.intrinsicContentSize.height == UIView.noIntrinsicMetric
                && !constraints.contains { ($0.firstItem === v && $0.firstAttribute == .height) || ($0.secondItem === v && $0.secondAttribute == .height) }
                && v.subviews.isEmpty
        }
        if !unsized.isEmpty {
            return "The chain from \(top)'s top edge to its bottom edge passes views with no height of their own (no intrinsic height or height constraint): "
                + unsized.map(name).joined(separator: ", ") + "."
        }
        return "The constraints from \(top)'s top edge to its bottom edge allow a height of zero."
    }

    /// Every active constraint installed in the content view's subtree.
    private func activeConstraints(in root: UIView) -> [NSLayoutConstraint] {
        var out: [NSLayoutConstraint] = []
        var stack = [root]
        while let v = stack.popLast() {
            out += v.constraints.filter(\.isActive)
            stack += v.subviews
        }
        return out
    }
}

extension UIView {
    /// Whether `item` is this view or one of its guides.
    func isDescendantOrSelf(of item: AnyObject) -> Bool {
        if item === self { return true }
        if let guide = item as? UILayoutGuide { return guide.owningView === self }
        return false
    }
}
