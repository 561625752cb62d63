// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// A list as iOS 14 apps write it: a list layout, a diffable data source,
/// cell and header registrations.
final class PersonCell: UICollectionViewListCell {
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.font = .systemFont(ofSize: 17)
        nameLabel.numberOfLines = 0
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            nameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class PeopleListViewController: UIViewController {
    enum Section: Hashable { case favourites, all }
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<PersonCell, String> { cell, _, name in
            cell.nameLabel.text = name
            cell.accessories = [.disclosureIndicator()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<TitleHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader) { [weak self] header, _, indexPath in
            let section = self?.dataSource.sectionIdentifier(for: indexPath.section)
            header.label.text = section == .favourites ? "Favourites" : "All"
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: name)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.favourites, .all])
        snapshot.appendItems(["Ada Lovelace"], toSection: .favourites)
        snapshot.appendItems(["Grace Brewster Murray Hopper, computer scientist", "Linus Torvalds"], toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func remove(_ name: String) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([name])
        dataSource.apply(snapshot)
    }
}
