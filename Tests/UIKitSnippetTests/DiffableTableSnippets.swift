#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A settings list as iOS 13+ apps write it: a diffable data source with a
/// subclass for the section titles, cells configured by the provider.
enum SettingsSection: String, Hashable { case account = "Account", about = "About" }

final class TitledSettingsDataSource: UITableViewDiffableDataSource<SettingsSection, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)?.rawValue
    }
}

final class DiffableSettingsViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var dataSource: TitledSettingsDataSource!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        dataSource = TitledSettingsDataSource(tableView: tableView) { tableView, indexPath, title in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = title
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<SettingsSection, String>()
        snapshot.appendSections([.account, .about])
        snapshot.appendItems(["Profile", "Password", "Sign Out"], toSection: .account)
        snapshot.appendItems(["Version"], toSection: .about)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func signOutRemoved() {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems(["Sign Out"])
        dataSource.apply(snapshot)
    }
}
