/// Scrolling that code asks for, and the state of a finger Trellis never has.
extension UIScrollView {
    /// Where every kind of scroll view keeps its delegate (a table's is a
    /// `UITableViewDelegate`, read back through its own `delegate`).
    var delegateStorage: (any UIScrollViewDelegate)? {
        get { scrollAttachments.delegate }
        set { scrollAttachments.delegate = newValue }
    }

    /// `scrollRectToVisible(_:animated:)`: scrolls the least that shows
    /// `rect` (content coordinates) inside the bounds less the adjusted
    /// insets, as UIKit does; a rectangle larger than the visible area shows
    /// its top-leading corner. The offset stays within the scrollable range.
    /// No animation in Trellis.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let size = storedFrame.size
        func axis(_ lo: Double, _ hi: Double, _ offset: Double, _ before: Double, _ after: Double,
                  _ visible: Double, _ content: Double) -> Double {
            let shownLo = offset + before, shownHi = offset + visible - after
            var o = offset
            if hi - lo > shownHi - shownLo || lo < shownLo { o = lo - before }
            else if hi > shownHi { o = hi - visible + after }
            let maxO = max(-before, content + after - visible)
            return min(max(o, -before), maxO)
        }
        let current = contentOffset
        let x = axis(rect.minX, rect.maxX, current.x, inset.left, inset.right, size.width, contentSize.width)
        let y = axis(rect.minY, rect.maxY, current.y, inset.top, inset.bottom, size.height, contentSize.height)
        if x != current.x || y != current.y { contentOffset = CGPoint(x: x, y: y) }
    }

    /// `isTracking`, `isDragging`, `isDecelerating`: no finger touches a
    /// Trellis scroll view, so always false (true answers in UIKit only
    /// while the user scrolls).
    public var isTracking: Bool { false }
    public var isDragging: Bool { false }
    public var isDecelerating: Bool { false }
    /// `isZooming`, `isZoomBouncing`: false for the same reason (no pinch;
    /// a zoom set in code is immediate: ScrollView/UIScrollView+Zooming.swift).
    public var isZooming: Bool { false }
    public var isZoomBouncing: Bool { false }

    /// `UIScrollView.DecelerationRate`: `normal` is 0.998 and `fast` 0.99,
    /// the values Apple documents for each.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// `decelerationRate`: kept (nothing decelerates in Trellis).
    public var decelerationRate: DecelerationRate {
        get { scrollAttachments.decelerationRate }
        set { scrollAttachments.decelerationRate = newValue }
    }
}
