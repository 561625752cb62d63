/// The data source's and delegate's editing methods, with UIKit's answers
/// when an app doesn't implement them (Apple's documentation of each):
/// every row can be edited, its editing style is `.delete`, it indents while
/// editing, and its delete button says "Delete".
///
/// `tableView(_:canMoveRowAt:)`: Apple shows the reorder control when the
/// data source implements `tableView(_:moveRowAt:to:)`. Swift can't ask an
/// object whether it implements a protocol method (no `responds(to:)` on
/// Linux), so Trellis's rule is: when the data source doesn't answer
/// `canMoveRowAt` itself, a row can move when its cell's
/// `showsReorderControl` is true (UIKit's other documented condition).
/// Apps that reorder implement `canMoveRowAt`, as Apple's sample code does.
///
/// Nothing is tapped or swiped in Trellis, so `commit` and `moveRowAt` are
/// called by the app's own code or tests, never by the table.
extension UITableViewDataSource {
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        tableView.cellForRow(at: indexPath)?.showsReorderControl ?? false
    }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                          to destinationIndexPath: IndexPath) {}
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        .delete
    }
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        "Delete"
    }
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    public func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
}
