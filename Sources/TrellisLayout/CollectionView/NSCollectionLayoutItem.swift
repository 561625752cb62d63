/// The building blocks of a compositional layout (iOS 13), as Apple
/// documents them (*Layouts*, "Composing layouts", and each type's page).

/// `NSCollectionLayoutDimension`: one axis of a size — a fraction of the
/// container's width or height, an absolute number of points, or an
/// estimate the view's constraints settle (self-sizing).
public final class NSCollectionLayoutDimension: @unchecked Sendable {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    /// `dimension`: the fraction, or the points.
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fractionalWidth) }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fractionalHeight) }
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, absoluteDimension) }
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, estimatedDimension) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The points it stands for in a container of `container` size (an
    /// estimate: its value, until the view is fitted).
    func resolve(in container: CGSize) -> Double {
        switch kind {
        case .fractionalWidth: return Double(container.width) * Double(dimension)
        case .fractionalHeight: return Double(container.height) * Double(dimension)
        case .absolute, .estimated: return Double(dimension)
        }
    }
}

/// `NSCollectionLayoutSize`: a width and a height dimension.
public final class NSCollectionLayoutSize: @unchecked Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }
}

/// `NSCollectionLayoutSpacing`: the space between a group's items.
public final class NSCollectionLayoutSpacing: @unchecked Sendable {
    public let spacing: CGFloat
    public let isFixedSpacing: Bool
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    init(_ spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing
        isFixedSpacing = fixed
    }

    /// `.fixed(_:)`: exactly this far apart.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(fixedSpacing, fixed: true) }
    /// `.flexible(_:)`: at least this far apart, the group's spare room
    /// shared out between the items.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(flexibleSpacing, fixed: false) }
}

/// `NSCollectionLayoutItem`: one cell's place in a group, of `layoutSize`
/// relative to the group, its cell inset by `contentInsets` ("the amount of
/// space added around the content of the item to adjust its final size
/// after its position is computed").
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    public var contentInsets: NSDirectionalEdgeInsets = .zero

    /// `edgeSpacing`: room outside the item (NSCollectionLayoutEdgeSpacing.swift).
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// `supplementaryItems`: views anchored to the item (badges;
    /// NSCollectionLayoutSupplementaryItem.swift).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        supplementaryItems = []
    }

    /// `init(layoutSize:supplementaryItems:)`.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    /// How many cells it places (a group: all its items').
    var leafCount: Int { 1 }
}

/// `NSCollectionLayoutGroup`: items laid out along one axis
/// (`horizontal`: side by side; `vertical`: one above another),
/// `interItemSpacing` apart. The section repeats the group until every
/// item has a place.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    /// `subitems`: the items (or groups) in order.
    public let subitems: [NSCollectionLayoutItem]
    /// The `count` of `subitem:count:`: that many copies of the one
    /// subitem, sharing the group's length equally (nil: `subitems:`).
    let repeatCount: Int?
    public var interItemSpacing: NSCollectionLayoutSpacing?
    /// A `custom(layoutSize:itemProvider:)` group's frames.
    let customItemProvider: NSCollectionLayoutGroupCustomItemProvider?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?,
         customItemProvider: NSCollectionLayoutGroupCustomItemProvider? = nil) {
        self.axis = axis
        self.subitems = subitems
        repeatCount = count
        self.customItemProvider = customItemProvider
        super.init(layoutSize: layoutSize)
    }

    /// `custom(layoutSize:itemProvider:)`: the provider gives the frames of
    /// the group's items, relative to the group, and the group takes that
    /// many items (NSCollectionLayoutGroupCustomItem.swift).
    open class func custom(layoutSize: NSCollectionLayoutSize,
                           itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [], count: nil, customItemProvider: itemProvider)
    }

    /// `horizontal(layoutSize:subitems:)`: each item at its own size.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// `horizontal(layoutSize:subitem:count:)`: "a group that will have N
    /// items equally sized along the horizontal axis".
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    /// `horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16): the same.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// `vertical(layoutSize:subitems:)`.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// `vertical(layoutSize:subitem:count:)`.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: max(1, count))
    }

    /// `vertical(layoutSize:repeatingSubitem:count:)` (iOS 16).
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// The subitems as placed: the one subitem `count` times, or the list.
    var placedSubitems: [NSCollectionLayoutItem] {
        repeatCount.map { Array(repeating: subitems[0], count: $0) } ?? subitems
    }

    override var leafCount: Int { placedSubitems.reduce(0) { $0 + $1.leafCount } }
}

/// `NSRectAlignment`: where a boundary supplementary item sits.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// `NSCollectionLayoutBoundarySupplementaryItem`: a section's header or
/// footer (`alignment` `.top…` before the section's items, `.bottom…`
/// after them).
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// `pinToVisibleBounds`: recorded.
    public var pinToVisibleBounds = false
    /// `extendsBoundary`: recorded (the item always takes its own room).
    public var extendsBoundary = true

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint = .zero) {
        self.elementKind = elementKind
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize)
    }
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: a section whose
/// groups run across the collection view's scrolling axis, in a row of
/// their own.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// `NSCollectionLayoutSection`: a data source section's layout: its group
/// repeated, `interGroupSpacing` apart, inside `contentInsets`, with
/// its `boundarySupplementaryItems` (headers and footers).
open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    public var interGroupSpacing: CGFloat = 0
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// `supplementariesFollowContentInsets` (default true, as Apple
    /// documents it): headers and footers are inset at the sides by
    /// `contentInsets`.
    public var supplementariesFollowContentInsets = true
    /// `contentInsetsReference` (iOS 14): the edges `contentInsets` are
    /// measured from (`.automatic`: the layout configuration's).
    public var contentInsetsReference = UIContentInsetsReference.automatic
    /// `supplementaryContentInsetsReference` (iOS 16): recorded (boundary
    /// items follow `contentInsetsReference`).
    public var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
    /// `visibleItemsInvalidationHandler`: called after each layout with the
    /// section's items that meet the visible area; what it sets on them
    /// (transform, alpha, hidden) is applied to the cells
    /// (NSCollectionLayoutVisibleItem.swift).
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// `decorationItems`: section backgrounds (NSCollectionLayoutDecorationItem.swift).
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// A list section's appearance (``UICollectionLayoutListConfiguration``).
    var listAppearance: UICollectionLayoutListConfiguration.Appearance?
    /// A list's `headerTopPadding`: room above its top boundary items.
    var headerTopPadding: Double = 0
    /// A list row's least height.
    var minimumItemHeight: Double = 0

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// `NSCollectionLayoutContainer`: the room a section lays out in.
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// `NSCollectionLayoutEnvironment`: what a section provider is told.
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

struct CollectionLayoutContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var contentInsets: NSDirectionalEdgeInsets
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}

struct CollectionLayoutEnvironment: NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer
    var traitCollection: UITraitCollection
}
