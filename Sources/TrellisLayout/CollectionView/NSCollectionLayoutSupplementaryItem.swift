/// `NSCollectionLayoutSupplementaryItem` and `NSCollectionLayoutAnchor`: a
/// view anchored to each item of a section (a badge, a frame), asked of the
/// data source as a supplementary view of its kind at the item's index path.
///
/// Placement (Apple, `NSCollectionLayoutAnchor`): the anchor's edges align
/// the view's edges with the item's (inside it); an axis without an edge
/// centres it; `fractionalOffset` then moves it by fractions of its own
/// size, `absoluteOffset` by points (`[.top, .trailing]` with
/// `fractionalOffset` (0.5, −0.5) centres a badge on the top trailing
/// corner). The item's frame is its cell's (less its `contentInsets`).
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// `zIndex`: recorded.
    public var zIndex = 1

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    /// `init(layoutSize:elementKind:containerAnchor:itemAnchor:)`: the
    /// item anchor is recorded (the container anchor places it).
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    /// The view's frame on an item at `container`.
    func frame(on container: CGRect) -> CGRect {
        let size = CGSize(width: layoutSize.widthDimension.resolve(in: container.size),
                          height: layoutSize.heightDimension.resolve(in: container.size))
        let a = containerAnchor, e = a.edges
        var x = Double(container.midX) - Double(size.width) / 2
        var y = Double(container.midY) - Double(size.height) / 2
        if e.contains(.leading) { x = Double(container.minX) } else if e.contains(.trailing) { x = Double(container.maxX - size.width) }
        if e.contains(.top) { y = Double(container.minY) } else if e.contains(.bottom) { y = Double(container.maxY - size.height) }
        if a.isFractional {
            x += Double(a.offset.x) * Double(size.width)
            y += Double(a.offset.y) * Double(size.height)
        } else {
            x += Double(a.offset.x)
            y += Double(a.offset.y)
        }
        return CGRect(x: x, y: y, width: Double(size.width), height: Double(size.height))
    }
}

/// `NSCollectionLayoutAnchor`.
public final class NSCollectionLayoutAnchor {
    public let edges: NSDirectionalRectEdge
    let offset: CGPoint
    let isFractional: Bool
    public var absoluteOffset: CGPoint { isFractional ? .zero : offset }
    public var fractionalOffset: CGPoint { isFractional ? offset : .zero }
    public var isAbsoluteOffset: Bool { !isFractional && offset != .zero }
    public var isFractionalOffset: Bool { isFractional && offset != .zero }

    public init(edges: NSDirectionalRectEdge) {
        self.edges = edges
        offset = .zero
        isFractional = false
    }

    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isFractional = false
    }

    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isFractional = true
    }
}
