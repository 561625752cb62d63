/// `NSDiffableDataSourceSectionSnapshot` (iOS 14): one section's items as
/// a tree (outlines, expandable sidebars). Applied to a section of a
/// ``UICollectionViewDiffableDataSource`` (`apply(_:to:animatingDifferences:completion:)`),
/// the section shows its `visibleItems`: the roots, and the children of
/// expanded items, depth first; list cells get their item's `level` as
/// their `indentationLevel`, as UIKit gives them.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    public typealias Item = ItemIdentifierType
    private var roots: [Item] = []
    private var childrenOf: [Item: [Item]] = [:]
    private var parentOf: [Item: Item] = [:]
    private var expanded: Set<Item> = []

    public init() {}

    /// `rootItems`.
    public var rootItems: [Item] { roots }

    /// `items`: every item, depth first.
    public var items: [Item] { roots.flatMap { subtree($0) } }

    /// `visibleItems`: the roots and the children of expanded items.
    public var visibleItems: [Item] { roots.flatMap { visibleSubtree($0) } }

    private func subtree(_ item: Item) -> [Item] {
        [item] + (childrenOf[item] ?? []).flatMap { subtree($0) }
    }

    private func visibleSubtree(_ item: Item) -> [Item] {
        guard expanded.contains(item) else { return [item] }
        return [item] + (childrenOf[item] ?? []).flatMap { visibleSubtree($0) }
    }

    public func contains(_ item: Item) -> Bool { roots.contains(item) || parentOf[item] != nil }
    public func index(of item: Item) -> Int? { items.firstIndex(of: item) }
    public func parent(of child: Item) -> Item? { parentOf[child] }
    public func isExpanded(_ item: Item) -> Bool { expanded.contains(item) }

    /// `level(of:)`: 0 for a root, one more per parent.
    public func level(of item: Item) -> Int {
        var level = 0, current = item
        while let p = parentOf[current] { level += 1; current = p }
        return level
    }

    /// `isVisible(_:)`: every ancestor is expanded.
    public func isVisible(_ item: Item) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let p = parentOf[current] {
            guard expanded.contains(p) else { return false }
            current = p
        }
        return true
    }

    /// `append(_:to:)`: as the last roots, or the last children of `parent`.
    public mutating func append(_ items: [Item], to parent: Item? = nil) {
        guard let parent else { roots += items; return }
        guard contains(parent) else { return }
        childrenOf[parent, default: []] += items
        for item in items { parentOf[item] = parent }
    }

    /// `append(_:to:)` with a snapshot: its tree under `parent` (or as roots).
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<Item>, to parent: Item? = nil) {
        append(snapshot.roots, to: parent)
        for (p, children) in snapshot.childrenOf {
            childrenOf[p, default: []] += children
            for c in children { parentOf[c] = p }
        }
        expanded.formUnion(snapshot.expanded)
    }

    /// `insert(_:before:)`, `insert(_:after:)`: siblings of an item.
    public mutating func insert(_ items: [Item], before item: Item) { insert(items, next: item, after: false) }
    public mutating func insert(_ items: [Item], after item: Item) { insert(items, next: item, after: true) }

    private mutating func insert(_ items: [Item], next item: Item, after: Bool) {
        if let p = parentOf[item], var siblings = childrenOf[p], let i = siblings.firstIndex(of: item) {
            siblings.insert(contentsOf: items, at: after ? i + 1 : i)
            childrenOf[p] = siblings
            for new in items { parentOf[new] = p }
        } else if let i = roots.firstIndex(of: item) {
            roots.insert(contentsOf: items, at: after ? i + 1 : i)
        }
    }

    /// `delete(_:)`: the items and their descendants.
    public mutating func delete(_ items: [Item]) {
        for item in items where contains(item) {
            for gone in subtree(item) {
                childrenOf[gone] = nil
                expanded.remove(gone)
                if gone != item { parentOf[gone] = nil }
            }
            if let p = parentOf[item] {
                childrenOf[p]?.removeAll { $0 == item }
                parentOf[item] = nil
            } else {
                roots.removeAll { $0 == item }
            }
        }
    }

    /// `deleteAll()`.
    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

    /// `expand(_:)`, `collapse(_:)`.
    public mutating func expand(_ items: [Item]) { expanded.formUnion(items.filter(contains)) }
    public mutating func collapse(_ items: [Item]) { expanded.subtract(items) }

    /// `snapshot(of:includingParent:)`: the subtree under `parent`.
    public func snapshot(of parent: Item, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<Item> {
        var out = NSDiffableDataSourceSectionSnapshot<Item>()
        func copy(_ item: Item, under p: Item?) {
            out.append([item], to: p)
            if expanded.contains(item) { out.expanded.insert(item) }
            for c in childrenOf[item] ?? [] { copy(c, under: item) }
        }
        if includingParent {
            copy(parent, under: nil)
        } else {
            for c in childrenOf[parent] ?? [] { copy(c, under: nil) }
        }
        return out
    }

    /// `replace(childrenOf:using:)`.
    public mutating func replace(childrenOf parent: Item, using snapshot: NSDiffableDataSourceSectionSnapshot<Item>) {
        delete(childrenOf[parent] ?? [])
        append(snapshot, to: parent)
    }
}

extension UICollectionViewDiffableDataSource {
    /// `apply(_:to:animatingDifferences:completion:)` (iOS 14): the
    /// section shows the section snapshot's visible items (the section is
    /// added at the end if the snapshot lacks it).
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var whole = current
        if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
        whole.deleteItems(whole.itemIdentifiers(inSection: section))
        whole.appendItems(snapshot.visibleItems, toSection: section)
        let kept = sectionSnapshots
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
        sectionSnapshots = kept
        sectionSnapshots[section] = snapshot
    }

    /// `snapshot(for:)` (iOS 14): the section's snapshot as applied, or its
    /// items as roots.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let tree = sectionSnapshots[section] { return tree }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(current.itemIdentifiers(inSection: section))
        return flat
    }

    /// The outline level of the item at `indexPath` (0 outside section snapshots).
    func outlineLevel(at indexPath: IndexPath) -> Int? {
        guard let section = current.sectionIdentifier(at: indexPath.section), let tree = sectionSnapshots[section],
              let item = itemIdentifier(for: indexPath) else { return nil }
        return tree.level(of: item)
    }
}
