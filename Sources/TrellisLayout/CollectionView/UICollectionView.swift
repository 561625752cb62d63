/// `UICollectionView`: a scroll view whose layout object
/// (``collectionViewLayout``, a ``UICollectionViewFlowLayout`` or
/// ``UICollectionViewCompositionalLayout``) places its cells and
/// supplementary views.
///
/// With a ``dataSource`` (code written for UIKit) the collection view asks
/// it for sections, items, cells (registered classes, dequeued) and
/// headers and footers, as UIKit does; see UICollectionView+Items.swift.
/// As Trellis's tables do (docs/TABLES.md), it makes a cell for every item,
/// not only the visible ones, so the content size is the real one and a
/// picture can show the whole content; ``indexPathsForVisibleItems`` and
/// ``visibleCells`` are those whose frames meet the visible bounds.
///
/// Without a data source (a design's collection view: Interface Builder's
/// prototypes, layout files' `collection`), the collection view's
/// ``UICollectionViewCell`` subviews are one flow-layout section's items,
/// in order, and a ``UICollectionReusableView`` subview of kind
/// ``elementKindSectionHeader`` or ``elementKindSectionFooter`` is that
/// section's header or footer, each shown once.
///
/// Cells are placed by frame, as UIKit places them (their autoresizing
/// masks translate, whatever the file says); their contents follow their
/// constraints.
open class UICollectionView: UIScrollView {
    /// `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable, CaseIterable { case vertical, horizontal }

    /// `UICollectionView.ScrollPosition`: accepted; selecting doesn't scroll.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// UIKit's kinds for a flow layout's header and footer.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// `collectionViewLayout`: any layout, as in UIKit.
    public var collectionViewLayout: UICollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout, oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            invalidateItemLayout()
        }
    }

    /// `setCollectionViewLayout(_:animated:)`.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    public weak var dataSource: (any UICollectionViewDataSource)? { didSet { reloadData() } }
    /// `delegate`, weakly held: the scroll view's delegate, as a
    /// `UICollectionViewDelegate` (ScrollView/UIScrollViewDelegate.swift).
    public var delegate: (any UICollectionViewDelegate)? {
        get { delegateStorage as? any UICollectionViewDelegate }
        set { delegateStorage = newValue; invalidateItemLayout() }
    }

    /// `backgroundView`: recorded.
    public var backgroundView: UIView?
    public var allowsSelection = true
    public var allowsMultipleSelection = false
    /// `isEditing` (iOS 14): list cells show their editing accessories
    /// (``UICollectionViewListCell``) and their configuration state says so.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for cell in itemCells.joined() {
                cell.setNeedsLayout()
                cell.setNeedsUpdateConfiguration()
            }
        }
    }
    /// `allowsSelectionDuringEditing`, `allowsMultipleSelectionDuringEditing` (iOS 14): recorded.
    public var allowsSelectionDuringEditing = true
    public var allowsMultipleSelectionDuringEditing = false

    /// `init(frame:collectionViewLayout:)`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// A flow layout with UIKit's defaults.
    public convenience init() {
        self.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// No archives on Linux: fails, as `UIView.init?(coder:)` does.
    public required init?(coder: NSCoder) { return nil }

    // MARK: State

    /// The frames each placed view was last given (see ``place(_:at:)``).
    var placedFrames: [ObjectIdentifier: CGRect] = [:]
    /// Factories for registered identifiers (supplementary ones keyed by
    /// kind and identifier).
    var cellFactories: [String: () -> UICollectionViewCell] = [:]
    var supplementaryFactories: [String: () -> UICollectionReusableView] = [:]
    /// The cells as last asked of the data source, per section.
    var itemCells: [[UICollectionViewCell]] = []
    /// Supplementary views asked of the data source, by kind, section and item.
    var supplementaryViews: [String: UICollectionReusableView] = [:]
    /// What the layout last placed.
    var itemFrames = CollectionFrames(items: [], supplementary: [], contentSize: .zero)
    var needsReload = true
    var framesDirty = true
    /// The size the frames were last worked out for.
    var framesKey: CGSize?
    /// The names the collection view gave its items' views.
    var assignedNames: Set<String> = []
    /// Selected items.
    var selectedIndexPaths: [IndexPath] = []
    /// Orthogonally scrolling sections' scroll views, by section.
    var orthogonalScrollers: [Int: UIScrollView] = [:]
    /// Decoration views, by kind and section.
    var decorationViews: [String: UICollectionReusableView] = [:]

    /// Frames must be worked out again at the next layout.
    func invalidateItemLayout() {
        framesDirty = true
        setNeedsLayout()
    }

    /// Applies the engine's frames, then places the items where the layout
    /// puts them.
    /// A compositional section's insets may be measured from the safe area
    /// or the margins (``UIContentInsetsReference``): lay out again.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        if collectionViewLayout is UICollectionViewCompositionalLayout { invalidateItemLayout() }
    }

    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        if collectionViewLayout is UICollectionViewCompositionalLayout { invalidateItemLayout() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if dataSource != nil || !itemCells.isEmpty {
            layoutDataItems()
        } else {
            layoutItems()
        }
    }

    // MARK: Designs without a data source

    /// A design's cells, in order: the section's items.
    var designCells: [UICollectionViewCell] { subviews.compactMap { $0 as? UICollectionViewCell } }

    /// The header or footer subview of that kind, the first one.
    func supplementaryView(ofKind kind: String) -> UICollectionReusableView? {
        subviews.lazy.compactMap { $0 as? UICollectionReusableView }
            .first { !($0 is UICollectionViewCell) && $0.elementKind == kind }
    }

    func layoutItems() {
        let layout = collectionViewLayout as? UICollectionViewFlowLayout ?? UICollectionViewFlowLayout()
        let cells = designCells
        let frames = layout.layout(itemSizes: cells.map { $0.itemSize ?? layout.itemSize }, in: storedFrame.size)
        for (cell, frame) in zip(cells, frames.items) { place(cell, at: frame) }
        if let header = supplementaryView(ofKind: Self.elementKindSectionHeader) {
            place(header, at: frames.header ?? .zero)
        }
        if let footer = supplementaryView(ofKind: Self.elementKindSectionFooter) {
            place(footer, at: frames.footer ?? CGRect(origin: CGPoint(x: 0, y: frames.contentSize.height), size: .zero))
        }
        itemFrames = CollectionFrames(items: [frames.items], supplementary: [], contentSize: frames.contentSize)
        setContentSize(frames.contentSize)
    }

    /// Within half a pixel is set: the engine reports the content size
    /// back rounded (as a table's).
    func setContentSize(_ size: CGSize) {
        let half = 0.5 / pixelScale + 1e-6
        if abs(Double(contentSize.width - size.width)) > half
            || abs(Double(contentSize.height - size.height)) > half { contentSize = size }
    }

    /// The display's scale, the grid items are placed on.
    var pixelScale: Double {
        let scale = Double(hostContext?.scale ?? UIScreen.main.scale)
        return scale > 0 && scale.isFinite ? scale : 1
    }

    /// Sets a frame only when it differs from the one placed last: the
    /// engine rounds applied frames to the pixel grid, and setting the
    /// exact one again would start another pass (as a table's rows).
    func place(_ view: UIView, at rect: CGRect) {
        let key = ObjectIdentifier(view)
        guard placedFrames[key] != rect else { return }
        placedFrames[key] = rect
        if !view.translatesAutoresizingMaskIntoConstraints { view.translatesAutoresizingMaskIntoConstraints = true }
        view.frame = rect
    }

    /// A collection view's content size is its layout's: Xcode's
    /// scrollable-content warning doesn't apply.
    override public var scrollableContentSizeAmbiguity: [(axis: NSLayoutConstraint.Axis, views: [UIView])] { [] }
}
