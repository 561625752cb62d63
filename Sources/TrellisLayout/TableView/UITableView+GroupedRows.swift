extension UITableView {
    /// Gives the cell iOS 6's grouped-row insets when the table's metrics
    /// ask for them (``UITableViewCellMetrics/groupedContentInset``, a
    /// grouped table), else none; returns how much taller the row is:
    /// a point above a section's first row's content view, a point below
    /// its last row's when separators show. Xcode 4's canvas stores a
    /// single-row section 46 high (45 without separators) and the first
    /// and last of two 45 each, content views 43 high throughout.
    func applyGroupedRowInsets(to cell: UITableViewCell, row: Int, of count: Int) -> Double {
        guard style == .grouped, let inset = cellMetrics.groupedContentInset.map(Double.init) else {
            if cell.groupedRowInsets != nil { cell.groupedRowInsets = nil; cell.placedContentFrame = nil }
            return 0
        }
        let top: Double = row == 0 ? 1 : 0
        let bottom: Double = row == count - 1 && separatorStyle != .none ? 1 : 0
        let insets = UIEdgeInsets(top: top, left: inset, bottom: 1 + bottom, right: inset)
        if cell.groupedRowInsets != insets { cell.groupedRowInsets = insets; cell.placedContentFrame = nil }
        return top + bottom
    }
}
