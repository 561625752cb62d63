/// `UICollectionViewLayout`: the object that places a collection view's
/// items and supplementary views. As in UIKit, `collectionViewLayout` takes
/// any layout; Trellis lays out its two concrete ones,
/// ``UICollectionViewFlowLayout`` and ``UICollectionViewCompositionalLayout``
/// (a custom subclass places nothing of its own: its items keep the frames
/// the base gives, none).
open class UICollectionViewLayout {
    /// `collectionView`: the collection view using the layout.
    public internal(set) weak var collectionView: UICollectionView?
    /// Decoration view classes by kind (`register(_:forDecorationViewOfKind:)`).
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    public init() {}

    /// `invalidateLayout()`: the collection view places its items again
    /// in its next layout pass (setting a property does it too, as in UIKit).
    open func invalidateLayout() { collectionView?.invalidateItemLayout() }

    /// `prepare()`: called before the collection view works out its item
    /// frames (each time it does), as UIKit calls it before asking for
    /// attributes; nothing by default. Subclasses call `super.prepare()`.
    open func prepare() {}

    /// `shouldInvalidateLayout(forBoundsChange:)`: false by default
    /// (UICollectionViewLayout's answer). Kept for subclasses: Trellis
    /// works the frames out again whenever the collection view's size
    /// changes, whatever it answers, and scrolling changes no frames.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
    /// and `targetContentOffset(forProposedContentOffset:)`: the proposed
    /// offset by default; nothing flings in Trellis, so only code asks.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// `collectionViewContentSize`: the content's size as last laid out.
    open var collectionViewContentSize: CGSize { collectionView?.itemFrames.contentSize ?? .zero }

    /// `layoutAttributesForItem(at:)`: the item's frame as last laid out.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionView?.layoutAttributesForItem(at: indexPath)
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionView?.layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath)
    }

    /// `layoutAttributesForElements(in:)`: items and supplementary views
    /// whose frames meet `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let cv = collectionView else { return nil }
        cv.layoutIfNeeded()
        return cv.allLayoutAttributes().filter { $0.frame.intersects(rect) }
    }

    /// The frames for a collection view's data (overridden by the concrete
    /// layouts; the base places nothing).
    func frames(in collectionView: UICollectionView) -> CollectionFrames {
        CollectionFrames(items: [], supplementary: [], contentSize: .zero)
    }
}

/// Everything one layout pass placed, in content coordinates.
struct CollectionFrames {
    /// Per section, its items' frames.
    var items: [[CGRect]]
    var supplementary: [(kind: String, indexPath: IndexPath, frame: CGRect)]
    var contentSize: CGSize
    /// Orthogonally scrolling sections: the band their own scroll view
    /// covers and that scroll view's content size (content coordinates).
    var orthogonalRows: [Int: (frame: CGRect, contentSize: CGSize)] = [:]
    /// Section backgrounds: kind, section, frame.
    var decorations: [(kind: String, section: Int, frame: CGRect)] = []
    /// Sections' visible-items handlers and the environment they were laid out in.
    var visibleItemHandlers: [Int: (handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler,
                                    environment: any NSCollectionLayoutEnvironment)] = [:]
}

/// `UICollectionViewLayoutAttributes`: where a layout puts one element.
open class UICollectionViewLayoutAttributes {
    /// `UICollectionView.ElementCategory`.
    public enum ElementCategory: Int, Sendable { case cell, supplementaryView, decorationView }

    public var frame: CGRect
    public let indexPath: IndexPath
    public let representedElementCategory: ElementCategory
    /// `representedElementKind`: nil for cells.
    public let representedElementKind: String?
    public var zIndex = 0
    public var alpha: CGFloat = 1
    public var isHidden = false
    /// How a self-sizing view is fitted (see
    /// ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``).
    var fittingPriorities: (UILayoutPriority, UILayoutPriority) = (.fittingSizeLevel, .fittingSizeLevel)

    /// `init(forCellWith:)`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        frame = .zero
    }

    /// `init(forSupplementaryViewOfKind:with:)`.
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        frame = .zero
    }

    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// A copy (UIKit's `copy()`, for `preferredLayoutAttributesFitting(_:)`).
    open func copy() -> UICollectionViewLayoutAttributes {
        let c = representedElementCategory == .cell
            ? UICollectionViewLayoutAttributes(forCellWith: indexPath)
            : UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        c.frame = frame
        c.zIndex = zIndex
        c.alpha = alpha
        c.isHidden = isHidden
        c.fittingPriorities = fittingPriorities
        return c
    }
}
