/// A collection view's items from its data source: registering and
/// dequeuing, reloading, placing, and what UIKit lets code ask.
///
/// At the next layout after ``reloadData()`` (or setting the data source)
/// the collection view asks `numberOfSections(in:)`, each section's
/// `collectionView(_:numberOfItemsInSection:)` and every item's
/// `collectionView(_:cellForItemAt:)`; the layout then works out the frames
/// (self-sizing cells are fitted), and the collection view asks the data
/// source for the header and footer views the layout places
/// (`collectionView(_:viewForSupplementaryElementOfKind:at:)`).
extension UICollectionView {
    // MARK: Registering and dequeuing

    /// `register(_:forCellWithReuseIdentifier:)`: cells for `identifier` are
    /// made from `cellClass` (a `UICollectionViewCell` subclass) with
    /// `init(frame:)`.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let type = cellClass as? UICollectionViewCell.Type else {
            cellFactories[identifier] = nil
            return
        }
        cellFactories[identifier] = { type.init(registeredFrame: .zero) }
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        let key = elementKind + "\u{1}" + identifier
        guard let type = viewClass as? UICollectionReusableView.Type else {
            supplementaryFactories[key] = nil
            return
        }
        supplementaryFactories[key] = { type.init(registeredFrame: .zero) }
    }

    /// `dequeueReusableCell(withReuseIdentifier:for:)`: a new cell of the
    /// class registered for `identifier` (no cell is ever reused).
    /// Unregistered identifiers are a programming error in UIKit (it
    /// raises); Trellis records a ``LayoutIssues`` entry and returns a
    /// plain cell.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell: UICollectionViewCell
        if let make = cellFactories[identifier] {
            cell = make()
        } else {
            LayoutIssues.record(LayoutError(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier"))
            cell = UICollectionViewCell(frame: .zero)
        }
        cell.reuseIdentifier = identifier
        return cell
    }

    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let view: UICollectionReusableView
        if let make = supplementaryFactories[elementKind + "\u{1}" + identifier] {
            view = make()
        } else {
            LayoutIssues.record(LayoutError(
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier"))
            view = UICollectionReusableView(frame: .zero)
        }
        view.reuseIdentifier = identifier
        view.elementKind = elementKind
        return view
    }

    // MARK: Changing the items

    /// `reloadData()`: asks the data source for everything at the next layout.
    public func reloadData() {
        needsReload = true
        invalidateItemLayout()
    }

    public func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    public func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    public func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    public func reloadSections(_ sections: IndexSet) { reloadData() }
    public func insertSections(_ sections: IndexSet) { reloadData() }
    public func deleteSections(_ sections: IndexSet) { reloadData() }
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        invalidateItemLayout()
        completion?(true)
    }

    /// Asks the data source for the sections and cells, replacing the ones shown.
    func reloadNow() {
        needsReload = false
        for cell in itemCells.joined() where cell.superview === self || cell.superview is OrthogonalScrollerEmbeddedScrollView {
            cell.removeFromSuperview()
        }
        for view in supplementaryViews.values where view.superview === self { view.removeFromSuperview() }
        itemCells = []
        supplementaryViews = [:]
        placedFrames = [:]
        selectedIndexPaths = []
        guard let dataSource else { return }
        let sections = max(0, dataSource.numberOfSections(in: self))
        for s in 0..<sections {
            let count = max(0, dataSource.collectionView(self, numberOfItemsInSection: s))
            var cells: [UICollectionViewCell] = []
            for i in 0..<count {
                let cell = dataSource.collectionView(self, cellForItemAt: IndexPath(item: i, section: s))
                addSubview(cell)
                // Configurations are updated before a cell is shown (UIKit).
                cell.setNeedsUpdateConfiguration()
                cells.append(cell)
            }
            itemCells.append(cells)
        }
    }

    /// The number of sections and items as last asked (for layouts).
    var sectionCount: Int { itemCells.count }
    func itemCount(inSection section: Int) -> Int { itemCells.indices.contains(section) ? itemCells[section].count : 0 }
    func recordedCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard itemCells.indices.contains(indexPath.section),
              itemCells[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return itemCells[indexPath.section][indexPath.item]
    }

    /// A self-sizing view fitted (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``);
    /// the collection view forgets its place, as a fit may resize it.
    func fitted(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        placedFrames[ObjectIdentifier(view)] = nil
        let result = view.preferredLayoutAttributesFitting(attributes)
        let size = result.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return attributes }
        return result
    }

    /// The header or footer for a supplementary element, asked of the data
    /// source once per reload.
    func supplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        let key = "\(kind)\u{1}\(indexPath.section)\u{1}\(indexPath.item)"
        if let view = supplementaryViews[key] { return view }
        guard let dataSource else { return nil }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        if view.elementKind == nil { view.elementKind = kind }
        supplementaryViews[key] = view
        addSubview(view)
        return view
    }

    /// Reload if asked, frames when the size or the data changed, then
    /// places cells and supplementary views.
    func layoutDataItems() {
        if needsReload { reloadNow() }
        let size = storedFrame.size
        if framesDirty || framesKey != size {
            framesDirty = false
            framesKey = size
            // UIKit asks the layout to prepare before it asks for attributes.
            collectionViewLayout.prepare()
            itemFrames = collectionViewLayout.frames(in: self)
            nameItems()
        }
        placeOrthogonalScrollers()
        placeDecorations()
        for (s, frames) in itemFrames.items.enumerated() where s < itemCells.count {
            let scroller = orthogonalScrollers[s]
            let origin = itemFrames.orthogonalRows[s]?.frame.origin ?? .zero
            for (i, frame) in frames.enumerated() where i < itemCells[s].count {
                let cell = itemCells[s][i]
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
                attributes.frame = frame
                if placedFrames[ObjectIdentifier(cell)] != frame { cell.apply(attributes) }
                // An orthogonal section's cells are in its scroll view, at
                // their frames less the band's origin.
                let container: UIView = scroller ?? self
                if cell.superview !== container {
                    cell.removeFromSuperview()
                    container.addSubview(cell)
                    placedFrames[ObjectIdentifier(cell)] = nil
                }
                place(cell, at: frame.offsetBy(dx: -origin.x, dy: -origin.y))
            }
        }
        var shown = Set<ObjectIdentifier>()
        for element in itemFrames.supplementary {
            guard let view = supplementaryView(ofKind: element.kind, at: element.indexPath) else { continue }
            shown.insert(ObjectIdentifier(view))
            place(view, at: element.frame)
        }
        for (key, view) in supplementaryViews where !shown.contains(ObjectIdentifier(view)) {
            view.removeFromSuperview()
            supplementaryViews[key] = nil
        }
        setContentSize(itemFrames.contentSize)
        runVisibleItemsHandlers()
    }

    /// Names cells, their content views and supplementary views after the
    /// collection view (`GRID.s0.i1`, `GRID.s0.i1.contentView`,
    /// `GRID.s0.header`) when it has a name and they don't.
    func nameItems() {
        guard let base = trellisIdentifier else { return }
        var assigned: Set<String> = []
        func name(_ view: UIView?, _ value: String) {
            guard let view else { return }
            if view.trellisIdentifier == nil || view.trellisIdentifier.map(assignedNames.contains) == true {
                view.trellisIdentifier = value
                assigned.insert(value)
            }
        }
        defer { assignedNames = assigned }
        for (s, cells) in itemCells.enumerated() {
            for (i, cell) in cells.enumerated() {
                name(cell, "\(base).s\(s).i\(i)")
                name(cell.storedContentView, "\(base).s\(s).i\(i).contentView")
            }
        }
        for element in itemFrames.supplementary {
            let key = "\(element.kind)\u{1}\(element.indexPath.section)\u{1}\(element.indexPath.item)"
            let kind = element.kind == Self.elementKindSectionHeader ? "header"
                : element.kind == Self.elementKindSectionFooter ? "footer" : element.kind
            name(supplementaryViews[key], "\(base).s\(element.indexPath.section).\(kind)")
        }
    }

    // MARK: Asking about items

    /// `numberOfSections`: as last asked of the data source (after a layout).
    public var numberOfSections: Int {
        layoutIfNeeded()
        return dataSource == nil && itemCells.isEmpty ? (designCells.isEmpty ? 0 : 1) : itemCells.count
    }

    /// `numberOfItems(inSection:)`.
    public func numberOfItems(inSection section: Int) -> Int {
        layoutIfNeeded()
        if dataSource == nil && itemCells.isEmpty { return section == 0 ? designCells.count : 0 }
        return itemCount(inSection: section)
    }

    /// `cellForItem(at:)`: the item's cell (every item has one in Trellis).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        if dataSource == nil && itemCells.isEmpty {
            let cells = designCells
            return indexPath.section == 0 && cells.indices.contains(indexPath.item) ? cells[indexPath.item] : nil
        }
        return recordedCell(at: indexPath)
    }

    /// `indexPath(for:)`.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        layoutIfNeeded()
        for (s, cells) in itemCells.enumerated() {
            if let i = cells.firstIndex(where: { $0 === cell }) { return IndexPath(item: i, section: s) }
        }
        return designCells.firstIndex { $0 === cell }.map { IndexPath(item: $0, section: 0) }
    }

    /// `layoutAttributesForItem(at:)`: the item's frame (content
    /// coordinates) as the layout placed it.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfNeeded()
        guard itemFrames.items.indices.contains(indexPath.section),
              itemFrames.items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = itemFrames.items[indexPath.section][indexPath.item]
        return attributes
    }

    /// `layoutAttributesForSupplementaryElement(ofKind:at:)`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfNeeded()
        guard let element = itemFrames.supplementary.first(where: { $0.kind == kind && $0.indexPath == indexPath }) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = element.frame
        return attributes
    }

    /// `supplementaryView(forElementKind:at:)`: the view shown there.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return supplementaryViews["\(elementKind)\u{1}\(indexPath.section)\u{1}\(indexPath.item)"]
    }

    /// Every item's and supplementary view's attributes.
    func allLayoutAttributes() -> [UICollectionViewLayoutAttributes] {
        var out: [UICollectionViewLayoutAttributes] = []
        for (s, frames) in itemFrames.items.enumerated() {
            for (i, frame) in frames.enumerated() {
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: s))
                a.frame = frame
                out.append(a)
            }
        }
        for element in itemFrames.supplementary {
            let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: element.kind, with: element.indexPath)
            a.frame = element.frame
            out.append(a)
        }
        return out
    }

    /// The items whose frames meet the visible bounds, in order.
    func visibleItems() -> [(indexPath: IndexPath, cell: UICollectionViewCell)] {
        layoutIfNeeded()
        let visible = bounds
        if dataSource == nil && itemCells.isEmpty {
            return designCells.enumerated().map { (IndexPath(item: $0.offset, section: 0), $0.element) }
        }
        var out: [(IndexPath, UICollectionViewCell)] = []
        for (s, frames) in itemFrames.items.enumerated() where s < itemCells.count {
            for (i, frame) in frames.enumerated() where i < itemCells[s].count && frame.intersects(visible) {
                out.append((IndexPath(item: i, section: s), itemCells[s][i]))
            }
        }
        return out
    }

    /// `indexPathsForVisibleItems`: items whose frames meet the visible bounds.
    public var indexPathsForVisibleItems: [IndexPath] { visibleItems().map(\.indexPath) }

    /// `visibleCells`: their cells (a design's: all its cells).
    public var visibleCells: [UICollectionViewCell] { visibleItems().map(\.cell) }

    // MARK: Selection

    /// `selectItem(at:animated:scrollPosition:)`: marks the cell selected
    /// (the delegate isn't told, as in UIKit); doesn't scroll.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPaths { deselectItem(at: selected, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != indexPath { deselectItem(at: selected, animated: animated) }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
    }

    /// `deselectItem(at:animated:)`.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// `indexPathsForSelectedItems`.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths }
}
