// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

/// The lead's table cell: a subtitle cell with a badge in its content view,
/// then a list content configuration (which, as Apple documents, replaces
/// the content view and so the badge with it).
final class InboxCell: UITableViewCell {
    static let reuseID = "InboxCell"
    let badge = UILabel()
    private(set) var updates: [Bool] = []

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
        selectionStyle = .none
        badge.font = .monospacedDigitSystemFont(ofSize: 13, weight: .semibold)
        badge.textColor = .white
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 10
        badge.clipsToBounds = true
        badge.textAlignment = .center
        badge.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            badge.widthAnchor.constraint(greaterThanOrEqualTo: badge.heightAnchor),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        var content = defaultContentConfiguration()
        content.text = "Title"
        content.secondaryText = "Subtitle"
        content.image = UIImage(systemName: "star")
        content.imageProperties.tintColor = .systemYellow
        contentConfiguration = content
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        updates.append(state.isSelected)
        backgroundConfiguration = state.isSelected ? .listGroupedCell() : .listPlainCell()
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        badge.text = nil
    }
}

/// Settings rows in an inset-grouped table: value cells and a header
/// from the table's default header configuration.
final class SettingsListViewController: UITableViewController {
    let rows = [("Wi-Fi", "Home"), ("Bluetooth", "On")]

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "value")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        tableView.register(InboxCell.self, forCellReuseIdentifier: InboxCell.reuseID)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count + 1 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.row == rows.count {
            return tableView.dequeueReusableCell(withIdentifier: InboxCell.reuseID, for: indexPath)
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "value", for: indexPath)
        var content = UIListContentConfiguration.valueCell()
        content.text = rows[indexPath.row].0
        content.secondaryText = rows[indexPath.row].1
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        var content = header?.defaultContentConfiguration()
        content?.text = "Connections"
        header?.contentConfiguration = content
        return header
    }
}

/// A custom content configuration and its view (Apple's pattern:
/// `makeContentView()` and `updated(for:)`), a name on a coloured chip.
struct ChipConfiguration: UIContentConfiguration, Hashable {
    var name = ""
    var color = UIColor.systemBlue
    var isSelected = false

    func makeContentView() -> UIView & UIContentView { ChipContentView(configuration: self) }

    func updated(for state: UIConfigurationState) -> ChipConfiguration {
        var updated = self
        if let cellState = state as? UICellConfigurationState { updated.isSelected = cellState.isSelected }
        return updated
    }
}

final class ChipContentView: UIView, UIContentView {
    let label = UILabel()
    private(set) var applied = 0
    var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: ChipConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
        ])
        apply()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func apply() {
        guard let chip = configuration as? ChipConfiguration else { return }
        applied += 1
        label.text = chip.name
        label.font = chip.isSelected ? .boldSystemFont(ofSize: 15) : .systemFont(ofSize: 15)
        backgroundColor = chip.color
    }
}

/// A list of people in a collection view: subtitle list cells with a
/// reserved image column, as Apple's "Implementing Modern Collection Views".
final class ContactsListViewController: UIViewController {
    var collectionView: UICollectionView!
    let people = [("Ada", "Engineer"), ("Grace", "Admiral")]

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { [people] cell, _, index in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = people[index].0
            content.secondaryText = people[index].1
            content.image = UIImage(systemName: "person")
            content.imageProperties.reservedLayoutSize = CGSize(width: 30, height: 0)
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listPlainCell()
            background.cornerRadius = 8
            cell.backgroundConfiguration = background
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(people.indices))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
}

/// A list row outside any list (a `UIListContentView` in a plain view, as
/// Matt Neuburg's "List Content Views in iOS 14" shows): an account row
/// with a rounded, size-limited avatar.
func makeAccountRow() -> UIListContentView {
    var content = UIListContentConfiguration.subtitleCell()
    content.text = "Signed in"
    content.secondaryText = "ada@example.com"
    content.image = UIImage(size: CGSize(width: 120, height: 120))
    content.imageProperties.maximumSize = CGSize(width: 40, height: 40)
    content.imageProperties.cornerRadius = 20
    content.textProperties.transform = .uppercase
    content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
    return UIListContentView(configuration: content)
}

/// Sidebar rows' accessories, as a sidebar's cell registration sets them.
func sidebarAccessories() -> [UICellAccessory] {
    [.outlineDisclosure(options: .init(style: .header)), .label(text: "12"), .reorder(displayed: .whenEditing)]
}
