/// `UICollectionViewCompositionalLayout` (iOS 13): each section laid out
/// by an ``NSCollectionLayoutSection`` — one for all (`init(section:)`) or
/// one per section from a provider (`init(sectionProvider:)`), sections one
/// after another down the collection view, `interSectionSpacing` apart.
///
/// Within a section (Apple's *Composing layouts*; where Apple is silent,
/// the rule is Trellis's, docs/LAYOUT.md "Collection views"):
/// - the section's container is the collection view's size; its groups lay
///   out in the *effective* size, less the section's `contentInsets`;
///   fractional dimensions are of the container the item sits in (a group's
///   items: the group's size);
/// - the group repeats down the section, `interGroupSpacing` apart, each
///   taking as many items as it has places, until the items run out (the
///   last may be partly filled, its items where a full group puts them);
///   with an `orthogonalScrollingBehavior` other than `.none` the groups
///   run side by side in one row instead, the row as high as its tallest,
///   in a scroll view of its own;
/// - an item's cell is its place less its `contentInsets`;
/// - an `.estimated` dimension is settled by the cell's
///   `preferredLayoutAttributesFitting(_:)` (the other axis held at
///   `.required`), and a group of estimated height is as high as its
///   tallest item (horizontal) or its items and spacing (vertical);
/// - boundary supplementary items aligned `.top…` come before the
///   section's insets and items, `.bottom…` after, as wide as the section
///   less its side insets (`supplementariesFollowContentInsets`).
///
/// `configuration.scrollDirection = .horizontal` runs the sections and
/// their groups across instead (``CompositionalPlacer/placeAcross``). An
/// orthogonally scrolling section's cells are in a scroll view of their
/// own (UICollectionView+Orthogonal.swift); `.groupPagingCentered` centres
/// the first group. `contentInsetsReference` adds the reference's sides to
/// the section's insets; decoration items are placed behind the section.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    let provider: SectionProvider
    /// `configuration`: `interSectionSpacing` and `scrollDirection`.
    public var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        provider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    override func frames(in collectionView: UICollectionView) -> CollectionFrames {
        var placer = CompositionalPlacer(collectionView: collectionView)
        let size = collectionView.storedFrame.size
        var out = CollectionFrames(items: [], supplementary: [], contentSize: .zero)
        let across = configuration.scrollDirection == .horizontal
        let reference = configuration.contentInsetsReference
        var position = 0.0
        for s in 0..<collectionView.sectionCount {
            if s > 0 { position += Double(configuration.interSectionSpacing) }
            let sides = across ? (leading: 0.0, trailing: 0.0) : collectionView.sideInsets(for: reference)
            let container = CollectionLayoutContainer(
                contentSize: size,
                contentInsets: NSDirectionalEdgeInsets(top: 0, leading: CGFloat(sides.leading), bottom: 0, trailing: CGFloat(sides.trailing)))
            let environment = CollectionLayoutEnvironment(container: container, traitCollection: collectionView.traitCollection)
            placer.environment = environment
            guard let section = provider(s, environment) else {
                out.items.append([])
                continue
            }
            let placed = across
                ? placer.placeAcross(section, number: s, at: position, width: Double(size.width), height: Double(size.height))
                : placer.place(section, number: s, at: position, width: Double(size.width), height: Double(size.height),
                               reference: reference)
            out.items.append(placed.items)
            out.supplementary += placed.supplementary
            if let row = placed.orthogonalRow { out.orthogonalRows[s] = row }
            out.decorations += placed.decorations.map { ($0.kind, s, $0.frame) }
            if let handler = section.visibleItemsInvalidationHandler { out.visibleItemHandlers[s] = (handler, environment) }
            position = placed.end
        }
        out.contentSize = across ? CGSize(width: position, height: size.height) : CGSize(width: size.width, height: position)
        return out
    }
}

/// `UICollectionViewCompositionalLayoutConfiguration`.
open class UICollectionViewCompositionalLayoutConfiguration {
    /// `scrollDirection`: `.vertical` stacks the sections down; `.horizontal`
    /// runs them and their groups across (CompositionalPlacer).
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    public var interSectionSpacing: CGFloat = 0
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// `contentInsetsReference` (iOS 14): `.automatic` is the safe area.
    public var contentInsetsReference = UIContentInsetsReference.automatic
    public init() {}
}
