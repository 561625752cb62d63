import TrellisLayout

/// A `type: collectionView` view's flow layout, and the keys of its cells
/// and headers (docs/FORMAT.md, "Collection views"): UIKit's names.
///
///     - id: grid
///       type: collectionView
///       flowLayout: {itemSize: {width: 80, height: 80}, minimumInteritemSpacing: 8, sectionInset: {top: 8, left: 16}}
///       subviews:
///         - {id: header, type: collectionReusableView, elementKind: header}
///         - {id: photo, type: collectionViewCell, itemSize: {width: 160, height: 80}}
public struct CollectionSpec {
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    public var itemSize = CGSize(width: 50, height: 50)
    public var minimumLineSpacing = 10.0
    public var minimumInteritemSpacing = 10.0
    public var sectionInset: UIEdgeInsets = .zero
    public var headerReferenceSize: CGSize = .zero
    public var footerReferenceSize: CGSize = .zero

    /// UIKit's defaults.
    public init() {}

    static let keys = ["flowLayout"]
    static let layoutKeys = ["scrollDirection", "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
                             "headerReferenceSize", "footerReferenceSize"]
    /// A cell's key, and a header's or footer's.
    static let cellKeys = ["itemSize"]
    static let reusableKeys = ["elementKind"]
    static let directionNames: [(String, UICollectionView.ScrollDirection)] = [("vertical", .vertical), ("horizontal", .horizontal)]
    static let kindNames = [("header", UICollectionView.elementKindSectionHeader), ("footer", UICollectionView.elementKindSectionFooter)]

    static func parse(_ m: YNode.Mapping) throws(FormatError) -> CollectionSpec {
        var c = CollectionSpec()
        guard let n = m["flowLayout"] else { return c }
        let f = try n.mapping("a flow layout", allowed: layoutKeys)
        if let d = f["scrollDirection"] { c.scrollDirection = try StackSpec.named(d, directionNames, what: "scroll direction") }
        if let s = f["itemSize"] { c.itemSize = try Values.size(s, what: "an item size") }
        if let s = f["minimumLineSpacing"] { c.minimumLineSpacing = try Values.nonNegative(s) }
        if let s = f["minimumInteritemSpacing"] { c.minimumInteritemSpacing = try Values.nonNegative(s) }
        if let s = f["sectionInset"] { c.sectionInset = try Values.insets(s, what: "a section inset") }
        if let s = f["headerReferenceSize"] { c.headerReferenceSize = try Values.size(s, what: "a header size") }
        if let s = f["footerReferenceSize"] { c.footerReferenceSize = try Values.size(s, what: "a footer size") }
        return c
    }

    /// A header's or footer's `elementKind: header|footer`: UIKit's kind string.
    static func kind(_ node: YNode) throws(FormatError) -> String {
        try StackSpec.named(node, kindNames, what: "element kind")
    }

    var layout: UICollectionViewFlowLayout {
        let l = UICollectionViewFlowLayout()
        l.scrollDirection = scrollDirection
        l.itemSize = itemSize
        l.minimumLineSpacing = minimumLineSpacing
        l.minimumInteritemSpacing = minimumInteritemSpacing
        l.sectionInset = sectionInset
        l.headerReferenceSize = headerReferenceSize
        l.footerReferenceSize = footerReferenceSize
        return l
    }
}
