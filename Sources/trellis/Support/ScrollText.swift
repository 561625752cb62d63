import TrellisLayout
import TrellisSnapshot

/// One line per scroll view for `trellis layout` and `trellis explain`:
/// where its content is and how it scrolls.
enum ScrollText {
    /// `scroll: contentSize 375x1200, contentOffset 0,-20, adjustedContentInset 20,0,0,0 (top, left, bottom, right), scrolls vertically`
    static func summary(_ id: String, _ scroll: UIScrollView) -> String {
        func n(_ x: Double) -> String { SnapshotJSON.number(x) }
        let size = scroll.contentSize, offset = scroll.contentOffset, inset = scroll.adjustedContentInset
        var axes: [String] = []
        if scroll.isScrollableVertically { axes.append("vertically") }
        if scroll.isScrollableHorizontally { axes.append("horizontally") }
        return "\(id): contentSize \(n(size.width))x\(n(size.height)), contentOffset \(n(offset.x)),\(n(offset.y)), "
            + "adjustedContentInset \(n(inset.top)),\(n(inset.left)),\(n(inset.bottom)),\(n(inset.right)) (top, left, bottom, right), "
            + (axes.isEmpty ? "doesn't scroll" : "scrolls " + axes.joined(separator: " and "))
    }
}
