// Written as for an iOS app; only the import differs.
#if canImport(UIKit)
import UIKit
#else
import Foundation
import TrellisLayout
#endif

struct FeedItem: Hashable {
    let id = UUID()
    let title: String
}

/// A feed: a row of stories, posts under a header, and an outline of
/// folders, from one diffable data source with a section snapshot for the
/// outline; prefetching, pull to refresh, reordering handlers and an Edit
/// button as feed code sets them up.
final class FeedViewController: UICollectionViewController, UICollectionViewDataSourcePrefetching {
    enum Section: Int, CaseIterable { case stories, posts, folders }
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, FeedItem>!
    let folder = FeedItem(title: "Projects")
    let archive = FeedItem(title: "Archive")
    private(set) var folderItems: [FeedItem] = []
    private(set) var prefetched: [IndexPath] = []

    init() {
        super.init(collectionViewLayout: Self.makeLayout())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    static func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            switch Section(rawValue: sectionIndex) {
            case .stories?:
                let size = NSCollectionLayoutSize(widthDimension: .absolute(70), heightDimension: .absolute(90))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                section.interGroupSpacing = 8
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                return section
            case .posts?:
                var config = UICollectionLayoutListConfiguration(appearance: .plain)
                config.headerMode = .supplementary
                config.headerTopPadding = 10
                config.trailingSwipeActionsConfigurationProvider = { _ in
                    UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
                }
                var separators = UIListSeparatorConfiguration(listAppearance: .plain)
                separators.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0)
                config.separatorConfiguration = separators
                config.itemSeparatorHandler = { _, configuration in configuration }
                return NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment)
            default:
                let config = UICollectionLayoutListConfiguration(appearance: .sidebarPlain)
                return NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment)
            }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = editButtonItem
        navigationItem.backButtonDisplayMode = .minimal
        collectionView.prefetchDataSource = self
        collectionView.keyboardDismissMode = .onDrag
        collectionView.selfSizingInvalidation = .enabledIncludingConstraints
        collectionView.allowsMultipleSelectionDuringEditing = true
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { _ in refresh.endRefreshing() }, for: .valueChanged)
        collectionView.refreshControl = refresh

        let story = UICollectionView.CellRegistration<CardCell, FeedItem> { cell, _, item in cell.title.text = item.title }
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, FeedItem> { [weak self] cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
            let isParent = item == self?.folder || item == self?.archive
            cell.accessories = isParent ? [.outlineDisclosure()] : []
        }
        let header = UICollectionView.SupplementaryRegistration<TitleHeaderView>(elementKind: UICollectionView.elementKindSectionHeader) {
            view, _, _ in view.label.text = "Latest"
        }
        dataSource = UICollectionViewDiffableDataSource<Section, FeedItem>(collectionView: collectionView) { cv, indexPath, item in
            indexPath.section == Section.stories.rawValue
                ? cv.dequeueConfiguredReusableCell(using: story, for: indexPath, item: item)
                : cv.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { cv, _, indexPath in
            cv.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        dataSource.reorderingHandlers.canReorderItem = { item in item.title != "Pinned" }
        dataSource.reorderingHandlers.didReorder = { _ in }

        var snapshot = NSDiffableDataSourceSnapshot<Section, FeedItem>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems((1...4).map { FeedItem(title: "Story \($0)") }, toSection: .stories)
        snapshot.appendItems([FeedItem(title: "Pinned"), FeedItem(title: "Hello")], toSection: .posts)
        dataSource.apply(snapshot, animatingDifferences: false)

        folderItems = [FeedItem(title: "Trellis"), FeedItem(title: "Garden")]
        var outline = NSDiffableDataSourceSectionSnapshot<FeedItem>()
        outline.append([folder, archive])
        outline.append(folderItems, to: folder)
        outline.append([FeedItem(title: "2023")], to: archive)
        outline.expand([folder])
        dataSource.apply(outline, to: .folders, animatingDifferences: false)
    }

    /// Collapses the folder, as its outline disclosure's tap would.
    func collapseFolder() {
        var outline = dataSource.snapshot(for: .folders)
        outline.collapse([folder])
        dataSource.apply(outline, to: .folders, animatingDifferences: true)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        let detail = UIViewController()
        detail.title = item.title
        show(detail, sender: self)
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched += indexPaths
    }
}

/// An inbox that shows iOS 17's content-unavailable screen while empty.
final class EmptyInboxViewController: UIViewController {
    var messages: [String] = [] {
        didSet { setNeedsUpdateContentUnavailableConfiguration() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        setNeedsUpdateContentUnavailableConfiguration()
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        guard messages.isEmpty else {
            contentUnavailableConfiguration = nil
            return
        }
        var empty = UIContentUnavailableConfiguration.empty()
        empty.image = UIImage(systemName: "tray")
        empty.text = "No Mail"
        empty.secondaryText = "New messages appear here."
        contentUnavailableConfiguration = empty
    }
}

/// A tab bar controller that is its own delegate, as apps write it.
final class MainTabBarController: UITabBarController, UITabBarControllerDelegate {
    let feed = FeedViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let nav = UINavigationController(rootViewController: feed)
        nav.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
        nav.tabBarItem.badgeValue = "3"
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        tabBar.standardAppearance = appearance
        tabBar.scrollEdgeAppearance = appearance
        viewControllers = [nav, UINavigationController(rootViewController: EmptyInboxViewController())]
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
}
