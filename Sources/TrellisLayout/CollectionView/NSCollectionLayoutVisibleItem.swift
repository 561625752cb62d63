/// `NSCollectionLayoutVisibleItem` and
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`: what a
/// section's `visibleItemsInvalidationHandler` is given.
///
/// After each layout the collection view calls the handler of every
/// section that has one with the section's cells whose frames meet the
/// collection view's visible bounds (in content coordinates), the offset
/// and the layout environment, then applies what the handler set
/// (`transform`, `alpha`, `isHidden`) to the cells, as UIKit does. The
/// offset is the collection view's `contentOffset` (**Trellis rule**: no
/// section scrolls on its own, so an orthogonal section's offset is the
/// collection view's too; at rest both are zero).
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

extension UICollectionView {
    /// `UICollectionView.ElementCategory`.
    public typealias ElementCategory = UICollectionViewLayoutAttributes.ElementCategory
}

/// One visible cell as the handler sees it.
final class CollectionLayoutVisibleItem: NSCollectionLayoutVisibleItem {
    var alpha: CGFloat = 1
    var zIndex = 0
    var isHidden = false
    var center: CGPoint
    var transform = CGAffineTransform.identity
    let name = "cell"
    let indexPath: IndexPath
    let frame: CGRect
    var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    let representedElementCategory = UICollectionView.ElementCategory.cell
    let representedElementKind: String? = nil

    init(indexPath: IndexPath, frame: CGRect) {
        self.indexPath = indexPath
        self.frame = frame
        center = CGPoint(x: frame.midX, y: frame.midY)
    }
}

extension UICollectionView {
    /// Calls the sections' visible-items handlers and applies their changes.
    func runVisibleItemsHandlers() {
        guard !itemFrames.visibleItemHandlers.isEmpty else { return }
        let visible = CGRect(origin: contentOffset, size: storedFrame.size)
        for (s, entry) in itemFrames.visibleItemHandlers.sorted(by: { $0.key < $1.key }) where s < itemCells.count {
            var items: [CollectionLayoutVisibleItem] = []
            for (i, frame) in itemFrames.items[s].enumerated() where i < itemCells[s].count && frame.intersects(visible) {
                items.append(CollectionLayoutVisibleItem(indexPath: IndexPath(item: i, section: s), frame: frame))
            }
            entry.handler(items, contentOffset, entry.environment)
            for item in items {
                let cell = itemCells[s][item.indexPath.item]
                if cell.transform != item.transform { cell.transform = item.transform }
                if cell.alpha != item.alpha { cell.alpha = item.alpha }
                if cell.isHidden != item.isHidden { cell.isHidden = item.isHidden }
            }
        }
    }
}
