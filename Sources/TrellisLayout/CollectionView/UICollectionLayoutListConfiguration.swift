/// Lists (iOS 14): `UICollectionLayoutListConfiguration`, a compositional
/// section laid out as a table's rows, and ``UICollectionViewListCell``.
///
/// A list section is one full-width item per group, of estimated height
/// 44, each row self-sized and never shorter than 44 points (a table's
/// standard row height, which Apple gives list rows too: *Human Interface
/// Guidelines*, "Lists and tables", and the 44-point `estimated` in Apple's
/// list samples), rows touching. `.insetGrouped` and `.sidebar` insets the
/// rows at the sides by the cells' margin (16 in a compact width, 20 in a
/// regular one, as a table's); `.plain`, `.grouped` and `.sidebarPlain`
/// span the width. The space UIKit puts above and below grouped sections,
/// separators and backgrounds aren't modelled (Apple doesn't publish them).
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }

    public var appearance: Appearance
    /// `.supplementary`: a header (kind `UICollectionView.elementKindSectionHeader`)
    /// above each section, self-sized (estimated 44 high).
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    /// `headerTopPadding` (iOS 15): the space above each section's header;
    /// nil (the default) is UIKit's own, which Trellis doesn't model (none).
    public var headerTopPadding: CGFloat?
    /// `separatorConfiguration`, `itemSeparatorHandler` (iOS 14.5): kept
    /// (separators aren't drawn).
    public var separatorConfiguration: UIListSeparatorConfiguration
    public var itemSeparatorHandler: ItemSeparatorHandler?
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    /// Swipe actions (iOS 14): kept; nothing is swiped (a test may call them).
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}

extension NSCollectionLayoutSection {
    /// `list(using:layoutEnvironment:)`.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.listAppearance = configuration.appearance
        section.minimumItemHeight = 44
        if configuration.headerMode == .supplementary { section.headerTopPadding = Double(configuration.headerTopPadding ?? 0) }
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// `list(using:)`: every section a list section.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        })
    }
}

/// `UIListSeparatorConfiguration` (iOS 14.5): a list's separators, kept
/// (Trellis draws no separators).
public struct UIListSeparatorConfiguration: Hashable {
    /// `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Int, Sendable, Hashable { case automatic, visible, hidden }
    public var topSeparatorVisibility = Visibility.automatic
    public var bottomSeparatorVisibility = Visibility.automatic
    public var topSeparatorInsets = NSDirectionalEdgeInsets.zero
    public var bottomSeparatorInsets = NSDirectionalEdgeInsets.zero
    public var color: UIColor = .separator
    public var multipleSelectionColor: UIColor = .separator

    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    /// `UIListSeparatorConfiguration.automaticInsets`.
    public static let automaticInsets = NSDirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
                                                                bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)
}
