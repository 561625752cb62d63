/// `UICollectionView`: a scroll view whose layout object places its cells
/// and supplementary views. Trellis models the flow layout
/// (``UICollectionViewFlowLayout``) on the views a design shows: the
/// collection view's ``UICollectionViewCell`` subviews are one section's
/// items, in order, and a ``UICollectionReusableView`` subview of kind
/// ``elementKindSectionHeader`` or ``elementKindSectionFooter`` is that
/// section's header or footer (Interface Builder's prototypes, each shown
/// once). Cells are placed by frame, as UIKit places them (their
/// autoresizing masks translate, whatever the file says); their contents
/// follow their constraints. Data sources aren't modelled.
open class UICollectionView: UIScrollView {
    /// `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable, CaseIterable { case vertical, horizontal }

    /// UIKit's kinds for a flow layout's header and footer.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// `collectionViewLayout`.
    public var collectionViewLayout: UICollectionViewFlowLayout {
        didSet {
            collectionViewLayout.collectionView = self
            setNeedsLayout()
        }
    }

    /// `init(frame:collectionViewLayout:)`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewFlowLayout) {
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

    /// The frames each placed view was last given (see ``place(_:at:)``).
    var placedFrames: [ObjectIdentifier: CGRect] = [:]

    /// The cells, in order: the section's items.
    public var visibleCells: [UICollectionViewCell] { subviews.compactMap { $0 as? UICollectionViewCell } }

    /// The header or footer subview of that kind, the first one.
    func supplementaryView(ofKind kind: String) -> UICollectionReusableView? {
        subviews.lazy.compactMap { $0 as? UICollectionReusableView }
            .first { !($0 is UICollectionViewCell) && $0.elementKind == kind }
    }

    /// Applies the engine's frames, then places the cells and the header
    /// and footer where the flow layout puts them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
    }

    func layoutItems() {
        let layout = collectionViewLayout
        let cells = visibleCells
        let frames = layout.layout(itemSizes: cells.map { $0.itemSize ?? layout.itemSize }, in: storedFrame.size)
        for (cell, frame) in zip(cells, frames.items) { place(cell, at: frame) }
        if let header = supplementaryView(ofKind: Self.elementKindSectionHeader) {
            place(header, at: frames.header ?? .zero)
        }
        if let footer = supplementaryView(ofKind: Self.elementKindSectionFooter) {
            place(footer, at: frames.footer ?? CGRect(origin: CGPoint(x: 0, y: frames.contentSize.height), size: .zero))
        }
        // Within half a pixel is set: the engine reports the content size
        // back rounded (as a table's).
        let scale = Double(hostContext?.scale ?? UIScreen.main.scale)
        let half = 0.5 / (scale > 0 && scale.isFinite ? scale : 1) + 1e-6
        if abs(Double(contentSize.width - frames.contentSize.width)) > half
            || abs(Double(contentSize.height - frames.contentSize.height)) > half { contentSize = frames.contentSize }
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

/// `UICollectionReusableView`: a header or footer (and the base of cells).
open class UICollectionReusableView: UIView {
    /// The kind of supplementary view it is (``UICollectionView/elementKindSectionHeader``
    /// or ``UICollectionView/elementKindSectionFooter``): in UIKit the
    /// layout attributes carry it; here the view does (a Trellis addition).
    public var elementKind: String?
}

/// `UICollectionViewCell`: one item of its collection view.
open class UICollectionViewCell: UICollectionReusableView {
    /// The size the layout gives this item, when not the flow layout's
    /// `itemSize`: what a delegate's `collectionView(_:layout:sizeForItemAt:)`
    /// answers, or Interface Builder's custom cell size (a Trellis addition).
    public var itemSize: CGSize? { didSet { if itemSize != oldValue { superview?.setNeedsLayout() } } }
}
