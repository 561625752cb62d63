import TrellisSolver

extension NSLayoutConstraint {
    /// `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable, Hashable {
        case horizontal = 0
        case vertical = 1
    }
}

/// `UIView.noIntrinsicMetric`: an axis with no natural size.
public let noIntrinsicMetric: CGFloat = -1

extension UIView {
    /// `UIView.noIntrinsicMetric`.
    public static var noIntrinsicMetric: CGFloat { TrellisLayout.noIntrinsicMetric }

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        huggingPriorities[axis.rawValue]
    }
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        huggingPriorities[axis.rawValue] = priority
        systemConstraintsChanged()
    }
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistancePriorities[axis.rawValue]
    }
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistancePriorities[axis.rawValue] = priority
        systemConstraintsChanged()
    }

    /// Tells the engine the intrinsic size changed: the size constraints are
    /// rebuilt (or just moved) at the next pass.
    public func invalidateIntrinsicContentSize() {
        systemConstraintsChanged()
        // A cell style centres its built-in labels by their sizes.
        if let content = superview as? UITableViewCellContentView { content.systemConstraintsChanged() }
        superview?.setNeedsLayout()
    }

    /// The intrinsic size the engine and containers use: a file's or test's
    /// override when set, else the view's own.
    var engineIntrinsicContentSize: CGSize { intrinsicContentSizeOverride ?? intrinsicContentSize }

    /// Each axis with a size gives two constraints: `size <= intrinsic` at
    /// the hugging priority and `size >= intrinsic` at the compression
    /// resistance priority (`NSContentSizeLayoutConstraint`).
    func intrinsicSizeConstraints() -> [NSLayoutConstraint] {
        let size = engineIntrinsicContentSize
        var result: [NSLayoutConstraint] = []
        for (axis, attribute, value) in [(0, NSLayoutConstraint.Attribute.width, size.width), (1, .height, size.height)]
        where value != TrellisLayout.noIntrinsicMetric && value.isFinite {
            let hug = NSLayoutConstraint(item: self, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: nil,
                                         attribute: .notAnAttribute, multiplier: 1, constant: value)
            hug.priority = huggingPriorities[axis]
            hug.identifier = "hugging"
            let resist = NSLayoutConstraint(item: self, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: nil,
                                            attribute: .notAnAttribute, multiplier: 1, constant: value)
            resist.priority = compressionResistancePriorities[axis]
            resist.identifier = "compression-resistance"
            for c in [hug, resist] { c.systemKind = "NSContentSizeLayoutConstraint" }
            result += [hug, resist]
        }
        return result
    }
}
