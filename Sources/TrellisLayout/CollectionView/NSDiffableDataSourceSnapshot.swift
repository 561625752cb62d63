/// `NSDiffableDataSourceSnapshot` (iOS 13): the sections and items a
/// diffable data source shows, by identifier, in order.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }
    /// `reloadedItemIdentifiers`, `reconfiguredItemIdentifiers`: as last marked.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.id == identifier }?.items ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.id
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex { $0.id == identifier } }

    // What both diffable data sources (a collection's, a table's) look up
    // by position: nil or 0 past the ends.

    /// The item at `index` of section `section`.
    func item(inSectionAt section: Int, at index: Int) -> ItemIdentifierType? {
        guard sections.indices.contains(section), sections[section].items.indices.contains(index) else { return nil }
        return sections[section].items[index]
    }

    /// Where `item` is: its section's index and its index in that section.
    func location(of item: ItemIdentifierType) -> (section: Int, index: Int)? {
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(of: item) { return (s, i) }
        }
        return nil
    }

    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index].id : nil
    }

    func numberOfItems(inSectionAt index: Int) -> Int {
        sections.indices.contains(index) ? sections[index].items.count : 0
    }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += identifiers.map { ($0, []) }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection to: SectionIdentifierType) {
        guard let i = indexOfSection(to) else { return }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: i)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection to: SectionIdentifierType) {
        guard let i = indexOfSection(to) else { return }
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: i + 1)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.id) }
    }

    /// `appendItems(_:toSection:)`: to the last section when none is named
    /// (UIKit raises when there is no section; Trellis ignores the items).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let index = sectionIdentifier.flatMap(indexOfSection) ?? (sectionIdentifier == nil ? sections.indices.last : nil)
        guard let index else { return }
        sections[index].items += identifiers
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        for s in sections.indices {
            if let i = sections[s].items.firstIndex(of: beforeIdentifier) {
                sections[s].items.insert(contentsOf: identifiers, at: i)
                return
            }
        }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        for s in sections.indices {
            if let i = sections[s].items.firstIndex(of: afterIdentifier) {
                sections[s].items.insert(contentsOf: identifiers, at: i + 1)
                return
            }
        }
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for s in sections.indices { sections[s].items.removeAll { identifiers.contains($0) } }
    }

    public mutating func deleteAllItems() { sections = [] }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}
}

/// `UICollectionViewDiffableDataSource` (iOS 13): a data source whose
/// sections and items are a snapshot's; cells come from the cell provider.
/// As in UIKit, making one sets the collection view's `dataSource` (which
/// holds it weakly: keep a reference). Applying a snapshot reloads the
/// collection view at its next layout (no animation).
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    let cellProvider: CellProvider
    weak var collectionView: UICollectionView?
    var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// `supplementaryViewProvider`: headers and footers.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// Section snapshots applied to sections (NSDiffableDataSourceSectionSnapshot.swift).
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// `reorderingHandlers`, `sectionSnapshotHandlers` (iOS 14): kept
    /// (UICollectionViewDiffableDataSource+Handlers.swift).
    public var reorderingHandlers = ReorderingHandlers()
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        self.collectionView = collectionView
        collectionView.dataSource = self
    }

    /// `apply(_:animatingDifferences:completion:)`.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        sectionSnapshots = [:]
        collectionView?.reloadData()
        completion?()
    }

    /// `applySnapshotUsingReloadData(_:completion:)` (iOS 15).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// `snapshot()`: the one applied last.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(inSectionAt: indexPath.section, at: indexPath.item)
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: itemIdentifier).map { IndexPath(item: $0.index, section: $0.section) }
    }

    /// `sectionIdentifier(for:)` (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// A nil from the cell provider is a programming error in UIKit (it
    /// raises); Trellis records a ``LayoutIssues`` entry and shows an empty cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            // An outline's list cells are indented by their level (UIKit).
            if let level = outlineLevel(at: indexPath), let listCell = cell as? UICollectionViewListCell {
                listCell.indentationLevel = level
            }
            return cell
        }
        LayoutIssues.record(LayoutError("the cell provider returned no cell for section \(indexPath.section) item \(indexPath.item)"))
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        LayoutIssues.record(LayoutError("no supplementary view provider answered for a \(kind) at section \(indexPath.section)"))
        return UICollectionReusableView(frame: .zero)
    }
}
