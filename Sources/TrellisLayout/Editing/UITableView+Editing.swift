/// A table in editing mode: `setEditing(_:animated:)` puts every row into
/// editing (the cells' controls and content views:
/// Editing/UITableViewCell+Editing.swift) and the rows are sized again at
/// their narrower content width, as UIKit does.
extension UITableView {
    /// `setEditing(_:animated:)`: no animation in Trellis.
    public func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// `allowsSelectionDuringEditing`, `allowsMultipleSelectionDuringEditing`:
    /// false by default (Apple); kept (nothing is tapped in Trellis).
    public var allowsSelectionDuringEditing: Bool {
        get { scrollAttachments.allowsSelectionDuringEditing }
        set { scrollAttachments.allowsSelectionDuringEditing = newValue }
    }
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { scrollAttachments.allowsMultipleSelectionDuringEditing }
        set { scrollAttachments.allowsMultipleSelectionDuringEditing = newValue }
    }

    /// After `isEditing` changed: every row follows, and the rows are sized again.
    func editingChanged() {
        applyEditingState()
        rowContentChanged()
    }

    /// Gives each row's cell the table's editing state and what the data
    /// source and delegate say about the row: a row the data source can't
    /// edit shows no control (`.none`), otherwise the delegate's style
    /// (`.delete` by default); it indents as the delegate says; it shows the
    /// reorder control when the data source says it can move.
    func applyEditingState() {
        for s in sectionRecords.indices {
            for r in sectionRecords[s].rows.indices {
                let cell = sectionRecords[s].rows[r].cell
                let indexPath = IndexPath(row: r, section: s)
                if isEditing {
                    let editable = dataSource?.tableView(self, canEditRowAt: indexPath) ?? true
                    cell.editingStyle = editable
                        ? (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
                    var state = cell.configurations.editing
                    state.tableIndents = delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
                    state.tableAllowsMove = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? cell.showsReorderControl
                    let changed = state.tableIndents != cell.configurations.editing.tableIndents
                        || state.tableAllowsMove != cell.configurations.editing.tableAllowsMove
                    cell.configurations.editing = state
                    if changed && cell.isEditing { cell.accessoryChanged() }
                }
                if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
            }
        }
    }
}
