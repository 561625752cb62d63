import Foundation

/// `UISegmentedControl`: equal-width segments with titles.
///
/// Intrinsic size (a Trellis rule; UIKit doesn't document it): 32 tall (the
/// height since iOS 13); each segment as wide as the widest title in the
/// 13-point system font plus 14 (7 at each side), so segments are equal,
/// as with `apportionsSegmentWidthsByContent` false (the default).
open class UISegmentedControl: UIControl {
    /// `UISegmentedControl.noSegment`.
    public static let noSegment = -1
    public static let height: CGFloat = 32
    public static let segmentPadding: CGFloat = 7
    /// The titles' font.
    public static let titleFont = UIFont.systemFont(ofSize: 13)

    private var titles: [String?] = []
    /// `selectedSegmentIndex`: ``noSegment`` until set.
    public var selectedSegmentIndex = UISegmentedControl.noSegment
    public var selectedSegmentTintColor: UIColor?
    public var apportionsSegmentWidthsByContent = false
    private var titleAttributes: [UIControl.State.RawValue: [NSAttributedString.Key: Any]] = [:]

    /// `setTitleTextAttributes(_:for:)`: kept per state; the normal state's
    /// `.font` measures the titles (UIKit sizes segments by it).
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        if state == .normal { invalidateIntrinsicContentSize() }
    }

    /// `titleTextAttributes(for:)`.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The titles' font: the normal state's `.font`, else ``titleFont``.
    var measuredTitleFont: UIFont { (titleAttributes[UIControl.State.normal.rawValue]?[.font] as? UIFont) ?? Self.titleFont }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archives on Linux: fails, as `UIView.init?(coder:)` does.
    public required init?(coder: NSCoder) { return nil }

    /// `UISegmentedControl(items:)` with titles (strings); other items
    /// (images) become untitled segments.
    public convenience init(items: [Any]?) {
        self.init()
        titles = (items ?? []).map { $0 as? String }
    }

    public var numberOfSegments: Int { titles.count }

    public func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
        invalidateIntrinsicContentSize()
    }

    /// `insertSegment(withTitle:at:animated:)`: the index is clamped to the
    /// segments, as UIKit does.
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(segment, 0), titles.count))
        invalidateIntrinsicContentSize()
    }

    public func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        if selectedSegmentIndex >= titles.count { selectedSegmentIndex = Self.noSegment }
        invalidateIntrinsicContentSize()
    }

    public func removeAllSegments() {
        titles.removeAll()
        selectedSegmentIndex = Self.noSegment
        invalidateIntrinsicContentSize()
    }

    open override var intrinsicContentSize: CGSize {
        let widest = titles.map { measureLine($0 ?? "", font: measuredTitleFont).width }.max() ?? 0
        return CGSize(width: Double(titles.count) * (widest + 2 * Self.segmentPadding), height: Self.height)
    }
}
