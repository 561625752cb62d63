/// `UICollectionViewFlowLayout`: items in lines, as Apple documents it
/// ("Using the Flow Layout", *Collection View Programming Guide for iOS*):
/// the layout fills a line with as many items as fit across the scrolling
/// axis, at least `minimumInteritemSpacing` apart, then starts the next line
/// `minimumLineSpacing` further on; the section's header comes before its
/// lines and its footer after, `sectionInset` around the lines.
///
/// Where items go inside a line (docs/INTERFACE-BUILDER.md, "Collection
/// view flow layout", measured on Xcode's stored frames):
/// - a *full* line — one the next item doesn't fit on, or the last line
///   when another item as big as its last one wouldn't fit — is justified:
///   its items spread so the first touches the leading inset and the last
///   the trailing one, and a single item is centred between the insets;
/// - the last line, when not full, keeps its items `minimumInteritemSpacing`
///   apart from the leading inset;
/// - items shorter than their line are centred in it across the line.
///
/// With a data source, each section is laid out so, one after another
/// along the scrolling axis, with the delegate's
/// (``UICollectionViewDelegateFlowLayout``) per-item sizes and per-section
/// metrics. Without one, the collection view's cell subviews are one
/// section's items in order: what Interface Builder's canvas shows (a
/// collection view's prototype cells, each once).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `UICollectionViewFlowLayout.automaticSize`: as `estimatedItemSize`,
    /// cells size themselves (Apple: "self-sizing cells").
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// `scrollDirection`: lines run across it (vertical scrolling: rows).
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { if scrollDirection != oldValue { invalidateLayout() } } }
    /// `itemSize`: 50 × 50 by default, as in UIKit.
    public var itemSize = CGSize(width: 50, height: 50) { didSet { if itemSize != oldValue { invalidateLayout() } } }
    /// `estimatedItemSize`: zero (the default) sizes items by `itemSize` or
    /// the delegate; anything else makes cells size themselves through
    /// `preferredLayoutAttributesFitting(_:)`, fitted at this size
    /// (``automaticSize``: at the item's size).
    public var estimatedItemSize: CGSize = .zero { didSet { if estimatedItemSize != oldValue { invalidateLayout() } } }
    public var minimumLineSpacing: CGFloat = 10 { didSet { if minimumLineSpacing != oldValue { invalidateLayout() } } }
    public var minimumInteritemSpacing: CGFloat = 10 { didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } } }
    public var sectionInset: UIEdgeInsets = .zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }
    /// `UICollectionViewFlowLayout.SectionInsetReference` (iOS 11).
    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }
    /// `sectionInsetReference`: `.fromContentInset` by default; the others
    /// add the collection view's safe area or layout margins at the sides
    /// (a vertical layout's left and right) to `sectionInset`.
    public var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { if sectionInsetReference != oldValue { invalidateLayout() } } }
    /// The header's height (vertical) or width (horizontal); zero: none.
    public var headerReferenceSize: CGSize = .zero { didSet { if headerReferenceSize != oldValue { invalidateLayout() } } }
    public var footerReferenceSize: CGSize = .zero { didSet { if footerReferenceSize != oldValue { invalidateLayout() } } }
    /// `sectionHeadersPinToVisibleBounds`, `sectionFootersPinToVisibleBounds`: recorded.
    public var sectionHeadersPinToVisibleBounds = false
    public var sectionFootersPinToVisibleBounds = false

    public override init() { super.init() }

    override func frames(in collectionView: UICollectionView) -> CollectionFrames { flowFrames(in: collectionView) }

    /// One section's metrics.
    struct SectionMetrics {
        var inset: UIEdgeInsets
        var lineSpacing: Double
        var interitemSpacing: Double
        var headerSize: CGSize
        var footerSize: CGSize
    }

    /// The layout's own metrics (every section's without a delegate).
    var ownMetrics: SectionMetrics {
        SectionMetrics(inset: sectionInset, lineSpacing: Double(minimumLineSpacing), interitemSpacing: Double(minimumInteritemSpacing),
                       headerSize: headerReferenceSize, footerSize: footerReferenceSize)
    }

    /// Frames for one section's items of the given sizes, its header and
    /// footer (nil when their reference size is zero on the scrolling
    /// axis), and the content size, in a collection view of `bounds` size.
    /// Content coordinates: the header starts at the origin.
    public func layout(itemSizes: [CGSize], in bounds: CGSize) -> FlowLayoutFrames {
        layoutSection(itemSizes: itemSizes, metrics: ownMetrics, in: bounds)
    }

    func layoutSection(itemSizes: [CGSize], metrics m: SectionMetrics, in bounds: CGSize) -> FlowLayoutFrames {
        let vertical = scrollDirection == .vertical
        // Worked in "across" (the line's axis) and "along" (the scrolling
        // axis) coordinates, then turned back.
        func turn(_ s: CGSize) -> (across: Double, along: Double) {
            vertical ? (Double(s.width), Double(s.height)) : (Double(s.height), Double(s.width))
        }
        let extent = vertical ? Double(bounds.width) : Double(bounds.height)
        let i = m.inset
        let (leading, trailing, before, after) = vertical
            ? (Double(i.left), Double(i.right), Double(i.top), Double(i.bottom))
            : (Double(i.top), Double(i.bottom), Double(i.left), Double(i.right))
        let inter = m.interitemSpacing, lineSpacing = m.lineSpacing
        func rect(across: Double, along: Double, acrossSize: Double, alongSize: Double) -> CGRect {
            vertical ? CGRect(x: across, y: along, width: acrossSize, height: alongSize)
                : CGRect(x: along, y: across, width: alongSize, height: acrossSize)
        }

        var along = 0.0
        var header: CGRect?
        let headerLength = turn(m.headerSize).along
        if headerLength > 0 {
            header = rect(across: 0, along: 0, acrossSize: extent, alongSize: headerLength)
            along += headerLength
        }
        along += before

        let sizes = itemSizes.map(turn)
        let available = extent - leading - trailing
        var lines: [[Int]] = []
        var current: [Int] = [], used = 0.0
        for (index, size) in sizes.enumerated() {
            let needed = current.isEmpty ? size.across : used + inter + size.across
            if !current.isEmpty && needed > available + Self.epsilon {
                lines.append(current)
                current = [index]
                used = size.across
            } else {
                current.append(index)
                used = needed
            }
        }
        if !current.isEmpty { lines.append(current) }

        var items = [CGRect](repeating: .zero, count: sizes.count)
        for (n, line) in lines.enumerated() {
            let widths = line.map { sizes[$0].across }
            let depth = line.map { sizes[$0].along }.max() ?? 0
            let total = widths.reduce(0, +) + inter * Double(line.count - 1)
            let isLast = n == lines.count - 1
            let full = !isLast || available - total < inter + widths[widths.count - 1] - Self.epsilon
            var positions: [Double] = []
            if full && line.count == 1 {
                positions = [leading + (available - widths[0]) / 2]
            } else if full {
                let gap = (available - widths.reduce(0, +)) / Double(line.count - 1)
                var x = leading
                for w in widths { positions.append(x); x += w + gap }
            } else {
                var x = leading
                for w in widths { positions.append(x); x += w + inter }
            }
            for (k, index) in line.enumerated() {
                let s = sizes[index]
                items[index] = rect(across: positions[k], along: along + (depth - s.along) / 2, acrossSize: s.across, alongSize: s.along)
            }
            along += depth + (isLast ? 0 : lineSpacing)
        }
        along += after

        var footer: CGRect?
        let footerLength = turn(m.footerSize).along
        if footerLength > 0 {
            footer = rect(across: 0, along: along, acrossSize: extent, alongSize: footerLength)
            along += footerLength
        }
        let content = vertical ? CGSize(width: extent, height: along) : CGSize(width: along, height: extent)
        return FlowLayoutFrames(items: items, header: header, footer: footer, contentSize: content)
    }

    /// Sizes within this of fitting still fit (sums of fractions).
    static let epsilon = 1e-6
}

/// One section's frames from ``UICollectionViewFlowLayout/layout(itemSizes:in:)``.
public struct FlowLayoutFrames: Equatable, Sendable {
    public var items: [CGRect]
    public var header: CGRect?
    public var footer: CGRect?
    public var contentSize: CGSize
}
