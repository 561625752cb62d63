/// `UICollectionReusableView`: a header or footer (and the base of cells).
open class UICollectionReusableView: UIView {
    /// The kind of supplementary view it is (``UICollectionView/elementKindSectionHeader``
    /// or ``UICollectionView/elementKindSectionFooter``): in UIKit the
    /// layout attributes carry it; here the view does too (a Trellis
    /// addition, which designs without a data source use).
    public var elementKind: String?

    /// `reuseIdentifier`: the identifier the view was dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// Made by a collection view for a registered class: `init(frame:)`
    /// (see ``UICollectionViewCell``).
    public required convenience init(registeredFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// `prepareForReuse()`: Trellis makes a view per item and never reuses
    /// one, so it is never called; it exists for subclasses written for UIKit.
    open func prepareForReuse() {}

    /// `apply(_:)`: called with the attributes the layout gave the view.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// `preferredLayoutAttributesFitting(_:)`: the attributes with the size
    /// the view's constraints give it. As UIKit's default, it fits
    /// (`systemLayoutSizeFitting`) at the attributes' size: on an axis the
    /// layout fixes (a compositional layout's absolute or fractional
    /// dimension) at `.required`, on one it estimates at
    /// `.fittingSizeLevel`, so the view's constraints decide.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let fitted = layoutAttributes.copy()
        let (h, v) = layoutAttributes.fittingPriorities
        let scale = Double(hostContext?.scale ?? UIScreen.main.scale)
        if let size = unroundedFittingSize(layoutAttributes.size, horizontal: h, vertical: v, scale: scale) {
            fitted.size = size
        }
        return fitted
    }
}

/// `UICollectionViewCell`: one item of its collection view. As in UIKit,
/// code adds its subviews to ``contentView``, which fills the cell (it
/// autoresizes with it); ``backgroundView`` and ``selectedBackgroundView``
/// fill the cell behind it.
///
/// The content view is made on first use (a Trellis detail): cells that
/// Interface Builder files and layout files describe carry their content as
/// the cell's own subviews, and keep exactly those.
///
/// Registered classes are made with `init(frame:)` through the required
/// ``init(registeredFrame:)`` (Swift can't call a non-required initializer
/// through a metatype); a subclass that overrides `init(frame:)` and
/// `init?(coder:)`, as UIKit subclasses do, inherits it.
open class UICollectionViewCell: UICollectionReusableView {
    /// The size the layout gives this item, when not the flow layout's
    /// `itemSize`: what a delegate's `collectionView(_:layout:sizeForItemAt:)`
    /// answers, or Interface Builder's custom cell size (a Trellis addition,
    /// for designs without a data source).
    public var itemSize: CGSize? { didSet { if itemSize != oldValue { superview?.setNeedsLayout() } } }

    var storedContentView: UIView?
    /// The content and background configurations (UICollectionViewCell+Configurations).
    let configurations = CellConfigurations()
    /// The bounds the cell last gave its content and background views.
    var placedBounds: CGRect?

    /// `contentView`: the superview of the cell's content, the cell's size.
    public var contentView: UIView {
        if let storedContentView { return storedContentView }
        let view = UIView(frame: CGRect(origin: .zero, size: storedFrame.size))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        storedContentView = view
        addSubview(view)
        return view
    }

    /// `backgroundView`: behind the content, the cell's size.
    public var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView) }
    }

    /// `selectedBackgroundView`: above ``backgroundView``, shown while the
    /// cell is selected or highlighted.
    public var selectedBackgroundView: UIView? {
        didSet {
            replaceBackground(oldValue, with: selectedBackgroundView)
            updateSelectedBackground()
        }
    }

    /// `isSelected`: recorded (set by ``UICollectionView/selectItem(at:animated:scrollPosition:)``).
    open var isSelected = false { didSet { updateSelectedBackground(); if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    /// `isHighlighted`: recorded.
    open var isHighlighted = false { didSet { updateSelectedBackground(); if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }

    /// `configurationState` (iOS 14): the traits and the selection and
    /// highlight flags; subclasses add custom states by overriding it.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// `updateConfiguration(using:)` (iOS 14): updates the configurations
    /// for the state, then runs the update handler; subclasses override it
    /// to set their configurations. Called before the collection view first
    /// shows the cell and when its state changes.
    open func updateConfiguration(using state: UICellConfigurationState) {
        updateConfigurationsForState(state)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    func replaceBackground(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        guard let new else { return }
        new.frame = CGRect(origin: .zero, size: storedFrame.size)
        new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // Behind the content: the background first, the selected one above it.
        let index = (new === selectedBackgroundView && backgroundView?.superview === self) ? 1 : 0
        insertSubview(new, at: index)
    }

    func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    /// Keeps the content view and backgrounds at the cell's bounds (UIKit
    /// autoresizes them; placing them here also covers a cell whose frame
    /// was set before they existed).
    open override func layoutSubviews() {
        super.layoutSubviews()
        // Only when the cell's size changed: the engine rounds applied
        // frames to the pixel grid, and setting the exact one again would
        // start another pass (as a table cell's content view).
        let bounds = CGRect(origin: .zero, size: storedFrame.size)
        guard bounds != placedBounds else { return }
        placedBounds = bounds
        for view in [backgroundView, selectedBackgroundView, storedContentView].compactMap({ $0 })
        where view.superview === self { view.frame = bounds }
    }
}
