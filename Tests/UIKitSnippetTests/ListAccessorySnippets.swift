// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A settings list: rows with a value and a chevron, a checkmark, an info
/// button, a switch, and rows that can be deleted and reordered while
/// editing (the navigation bar's Edit button).
final class PreferencesListViewController: UIViewController {
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    let darkModeSwitch = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = editButtonItem
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        collectionView = UICollectionView(frame: view.bounds,
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            switch item {
            case "Wi-Fi":
                cell.accessories = [.disclosureIndicator(), .label(text: "Home")]
            case "English":
                cell.accessories = [.checkmark()]
            case "Account":
                cell.accessories = [.detail(), .disclosureIndicator()]
            case "Dark Mode":
                guard let toggle = self?.darkModeSwitch else { return }
                cell.accessories = [.customView(configuration: .init(customView: toggle, placement: .trailing(displayed: .always)))]
            case "Photos":
                cell.indentationLevel = 2
            default:
                cell.accessories = [.delete(), .reorder()]
            }
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi", "English", "Account", "Dark Mode", "Photos", "Favourites"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.isEditing = editing
    }

    func cell(_ item: String) -> UICollectionViewListCell? {
        dataSource.indexPath(for: item).flatMap { collectionView.cellForItem(at: $0) as? UICollectionViewListCell }
    }
}
