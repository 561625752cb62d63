/// `UIToolbar`: a row of bar button items at the bottom of a navigation
/// controller's view (its ``UINavigationController/isToolbarHidden`` is
/// true by default) or wherever a program places one.
///
/// 44 points high (32 in compact height, 50 on iPad: ``BarHeights``);
/// items run from the leading margin 8 points apart, flexible spaces
/// sharing what is left, and the background reaches down over the home
/// indicator when the bar sits on it.
open class UIToolbar: UIView, BarContentHost {
    /// `items`.
    open var items: [UIBarButtonItem]? {
        didSet {
            for item in oldValue ?? [] where item.shownIn === self { item.shownIn = nil }
            for item in items ?? [] { item.shownIn = self }
            barContentChanged()
        }
    }
    open var isTranslucent = true
    open var barTintColor: UIColor? { didSet { barContentChanged() } }
    open var barStyle = UIBarStyle.default
    open var standardAppearance = UIToolbarAppearance() { didSet { barContentChanged() } }
    open var compactAppearance: UIToolbarAppearance?
    open var scrollEdgeAppearance: UIToolbarAppearance?

    /// How far the background reaches below the bar (the home indicator's
    /// inset, set by the navigation controller).
    var backgroundExtension: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    /// `setItems(_:animated:)`.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// A toolbar a program places itself is its height tall.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: BarHeights.toolbar(traitCollection))
    }

    private var contentIsStale = true
    private var itemViews: [(UIView?, UIBarButtonItem)] = []
    private let barBackground = BarBackground()

    func barContentChanged() {
        contentIsStale = true
        setNeedsLayout()
    }

    private func rebuildContent() {
        contentIsStale = false
        for (view, _) in itemViews { view?.removeFromSuperview() }
        barBackground.install(in: self, appearance: scrollEdgeAppearance ?? standardAppearance, tint: barTintColor)
        itemViews = (items ?? []).filter { !$0.isHidden }.map { item in
            let view = BarItemViews.view(for: item)
            if let view {
                view.translatesAutoresizingMaskIntoConstraints = true
                addSubview(view)
            }
            return (view, item)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentIsStale { rebuildContent() }
        let w = bounds.width, h = bounds.height
        barBackground.place(CGRect(x: 0, y: 0, width: w, height: h + backgroundExtension), lineY: 0, in: self)
        let margin = hostContext?.systemMinimumLayoutMargins.leading ?? 16
        let widths = itemViews.map { view, item in view.map { BarItemViews.width(of: $0, item: item) } ?? (item.systemItem == .fixedSpace ? item.width : 0) }
        let flexible = itemViews.filter { $0.1.systemItem == .flexibleSpace }.count
        let used = widths.reduce(0, +) + BarItemViews.spacing * CGFloat(max(0, itemViews.count - 1))
        let share = flexible > 0 ? max(0, w - 2 * margin - used) / CGFloat(flexible) : 0
        var x = margin
        for ((view, item), iw) in zip(itemViews, widths) {
            if item.systemItem == .flexibleSpace { x += share + BarItemViews.spacing; continue }
            if let view {
                let ih = BarItemViews.height(of: view, item: item, band: h)
                view.setContainerFrame(CGRect(x: x, y: (h - ih) / 2, width: iw, height: ih))
            }
            x += iw + BarItemViews.spacing
        }
    }
}
