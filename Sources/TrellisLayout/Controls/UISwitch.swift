/// `UISwitch`: an on/off toggle of a fixed size.
///
/// Its frame is 51 × 31 and its alignment rectangle is 2 points
/// narrower at the trailing side: Interface Builder shows a 49 × 31
/// alignment rectangle in a 51 × 31 frame, so a switch centred in a
/// 375-point view has its frame at x 163 (unverified against a device; see
/// docs/LAYOUT.md). The intrinsic size is the alignment rectangle's, 49 × 31;
/// hugging is 750 on both axes, as UIKit sets for switches.
open class UISwitch: UIControl {
    public var isOn = false
    public var onTintColor: UIColor?
    public var thumbTintColor: UIColor?

    public static let alignmentSize = CGSize(width: 49, height: 31)
    public static let insets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 2)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        huggingPriorities = [.defaultHigh, .defaultHigh]
    }

    /// No archives on Linux: fails, as `UIView.init?(coder:)` does.
    public required init?(coder: NSCoder) { return nil }

    /// `setOn(_:animated:)`.
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { Self.alignmentSize }
    open override var alignmentRectInsets: UIEdgeInsets { alignmentRectInsetsOverride ?? Self.insets }
}
