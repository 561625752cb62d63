import Foundation

/// Selection in code, as UIKit's table view keeps it: `selectRow` and
/// `deselectRow` mark the cells (the delegate isn't told, as in UIKit),
/// one row at a time unless `allowsMultipleSelection`; no scrolling.
extension UITableView {
    /// `selectRow(at:animated:scrollPosition:)`; nil deselects every row.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in scrollAttachments.selectedRows { deselectRow(at: selected, animated: animated) }
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for selected in scrollAttachments.selectedRows where selected != indexPath { deselectRow(at: selected, animated: animated) }
        }
        if !scrollAttachments.selectedRows.contains(indexPath) { scrollAttachments.selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
    }

    /// `deselectRow(at:animated:)`.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        scrollAttachments.selectedRows.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    /// `indexPathForSelectedRow`: the first selected row.
    public var indexPathForSelectedRow: IndexPath? { scrollAttachments.selectedRows.first }

    /// `indexPathsForSelectedRows`: nil when none, as UIKit answers.
    public var indexPathsForSelectedRows: [IndexPath]? {
        scrollAttachments.selectedRows.isEmpty ? nil : scrollAttachments.selectedRows.sorted()
    }
}
