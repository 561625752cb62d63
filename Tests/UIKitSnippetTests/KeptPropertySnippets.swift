#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A contacts list as iOS 15+ apps set it up: no extra header padding,
/// header and row lookups by point.
final class ContactsTableViewController: UITableViewController {
    let sections = [("A", ["Ada", "Alan"]), ("B", ["Barbara", "Brian", "Bjarne"])]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 44
        tableView.sectionHeaderHeight = 28
        tableView.sectionHeaderTopPadding = 0
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.sectionIndexColor = .systemBlue
        tableView.separatorInsetReference = .fromAutomaticInsets
        tableView.fillerRowHeight = 0
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].0 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = sections[indexPath.section].1[indexPath.row]
        cell.textLabel?.highlightedTextColor = .white
        cell.textLabel?.lineBreakStrategy = .pushOut
        return cell
    }
}

/// A segmented filter made from actions (iOS 14).
final class FilterBar: UIView {
    private(set) var chosen: [String] = []
    lazy var segments = UISegmentedControl(frame: .zero, actions: [
        UIAction(title: "All") { [weak self] _ in self?.chosen.append("All") },
        UIAction(title: "Unread") { [weak self] _ in self?.chosen.append("Unread") },
    ])
}
