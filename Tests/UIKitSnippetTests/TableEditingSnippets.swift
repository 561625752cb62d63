#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A list the user edits, as apps write one: an Edit button, rows that
/// delete and reorder, one row that can't be deleted, one that doesn't
/// indent, one with a disclosure indicator.
final class EditableListViewController: UITableViewController {
    var items = ["Inbox", "Pinned", "Drafts", "Archive"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Folders"
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.register(TransitionCountingCell.self, forCellReuseIdentifier: "folder")
        tableView.rowHeight = 44
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "folder", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        if items[indexPath.row] == "Archive" { cell.accessoryType = .disclosureIndicator }
        return cell
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        items[indexPath.row] == "Pinned" ? .none : .delete
    }

    override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        items[indexPath.row] != "Drafts"
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

/// A cell that counts the state transitions UIKit tells it about.
final class TransitionCountingCell: UITableViewCell {
    private(set) var transitions: [UITableViewCell.StateMask] = []

    override func willTransition(to state: UITableViewCell.StateMask) {
        super.willTransition(to: state)
        transitions.append(state)
    }
}

/// A plain data source that deletes but says nothing about moving: rows
/// show the reorder control only where the cell asks for it.
final class DeletableNotesDataSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Note \(indexPath.row + 1)"
        cell.showsReorderControl = indexPath.row == 1
        return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row == 0 }
}
