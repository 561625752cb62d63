/// Scrolling to an item, prefetching and self-sizing invalidation: what
/// feed code sets on a collection view.
extension UICollectionView {
    /// `scrollToItem(at:at:animated:)`: sets the content offset (clamped to
    /// the scrollable range, as ``UITableView/scrollToRow(at:at:animated:)``)
    /// so the item sits at the position's edge or centre on each axis the
    /// position names; at once (no animation).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard itemFrames.items.indices.contains(indexPath.section),
              itemFrames.items[indexPath.section].indices.contains(indexPath.item) else { return }
        let item = itemFrames.items[indexPath.section][indexPath.item]
        let inset = adjustedContentInset
        let size = storedFrame.size
        var offset = contentOffset
        let visibleHeight = Double(size.height) - inset.top - inset.bottom
        let visibleWidth = Double(size.width) - inset.left - inset.right
        if scrollPosition.contains(.top) { offset.y = item.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = item.midY - visibleHeight / 2 - inset.top }
        if scrollPosition.contains(.bottom) { offset.y = item.maxY - visibleHeight - inset.top }
        if scrollPosition.contains(.left) { offset.x = item.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = item.midX - visibleWidth / 2 - inset.left }
        if scrollPosition.contains(.right) { offset.x = item.maxX - visibleWidth - inset.left }
        let maxY = max(-inset.top, Double(contentSize.height) + inset.bottom - Double(size.height))
        let maxX = max(-inset.left, Double(contentSize.width) + inset.right - Double(size.width))
        offset.y = min(max(offset.y, -inset.top), maxY)
        offset.x = min(max(offset.x, -inset.left), maxX)
        if offset != contentOffset { contentOffset = offset }
    }

    /// `prefetchDataSource`: kept (Trellis makes every cell up front, so
    /// there is nothing to prefetch; the data source is never asked).
    public var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        get { scrollAttachments.prefetchDataSource as? any UICollectionViewDataSourcePrefetching }
        set { scrollAttachments.prefetchDataSource = newValue }
    }

    /// `isPrefetchingEnabled`: recorded.
    public var isPrefetchingEnabled: Bool {
        get { scrollAttachments.prefetchingEnabled }
        set { scrollAttachments.prefetchingEnabled = newValue }
    }

    /// `UICollectionView.SelfSizingInvalidation` (iOS 16).
    public enum SelfSizingInvalidation: Int, Sendable { case disabled, enabled, enabledIncludingConstraints }

    /// `selfSizingInvalidation`: recorded; Trellis sizes cells again on
    /// every layout pass whose frames changed, which is `.enabledIncludingConstraints`'s effect.
    public var selfSizingInvalidation: SelfSizingInvalidation {
        get { SelfSizingInvalidation(rawValue: scrollAttachments.selfSizingInvalidation) ?? .enabled }
        set { scrollAttachments.selfSizingInvalidation = newValue.rawValue }
    }
}

/// `UICollectionViewDataSourcePrefetching`.
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

/// `UITableViewDataSourcePrefetching`.
public protocol UITableViewDataSourcePrefetching: AnyObject {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

extension UITableView {
    /// `prefetchDataSource`: kept, never asked (every row's cell is made up front).
    public var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
        get { scrollAttachments.prefetchDataSource as? any UITableViewDataSourcePrefetching }
        set { scrollAttachments.prefetchDataSource = newValue }
    }
}
