/// `NSCollectionLayoutGroupCustomItem` and `NSCollectionLayoutGroup.custom`
/// (iOS 13): a group whose items' frames the app computes (waterfall and
/// mosaic layouts). The provider is called with the layout environment each
/// time the group is placed; the group takes one item per frame, in order,
/// each cell at its frame (relative to the group's origin). An estimated
/// group height becomes the frames' lowest edge.
public final class NSCollectionLayoutGroupCustomItem {
    public let frame: CGRect
    public let zIndex: Int

    public init(frame: CGRect) {
        self.frame = frame
        zIndex = 0
    }

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// `NSCollectionLayoutGroupCustomItemProvider`.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
