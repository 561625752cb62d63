/// `UINavigationBar`: the bar at the top of a navigation controller's view
/// (or one a program places itself), showing its top item's title and bar
/// button items and, for a pushed controller, a back button.
///
/// Heights come from ``BarHeights``: 44 points (32 in compact height, 50 on
/// iPad), plus 52 while a large title shows and 30 for a prompt. Its
/// background reaches up behind the status bar, as UIKit's does.
open class UINavigationBar: UIView, BarContentHost {
    /// `items`: the stack of navigation items; the last is shown.
    open private(set) var items: [UINavigationItem]?
    /// `prefersLargeTitles` (iOS 11): the top item's title shows large below
    /// the bar in regular height, unless its ``UINavigationItem/largeTitleDisplayMode`` says never.
    open var prefersLargeTitles = false { didSet { barContentChanged() } }
    /// `isTranslucent`: with an opaque bar a controller whose
    /// `extendedLayoutIncludesOpaqueBars` is false starts below it.
    open var isTranslucent = true { didSet { barContentChanged() } }
    open var barTintColor: UIColor? { didSet { barContentChanged() } }
    open var barStyle = UIBarStyle.default
    open var standardAppearance = UINavigationBarAppearance() { didSet { barContentChanged() } }
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { barContentChanged() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// `setItems(_:animated:)`.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in self.items ?? [] where item.shownIn === self { item.shownIn = nil }
        self.items = items
        for item in items ?? [] { item.shownIn = self }
        barContentChanged()
    }

    /// `pushItem(_:animated:)`.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems((items ?? []) + [item], animated: animated)
    }

    /// `popItem(animated:)`.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var items, let last = items.popLast() else { return nil }
        setItems(items, animated: animated)
        return last
    }

    /// Whether a back button shows: a pushed item that doesn't hide it.
    var showsBackButton: Bool {
        guard let top = topItem, backItem != nil, !top.hidesBackButton else { return false }
        return top.leftBarButtonItems?.isEmpty ?? true || top.leftItemsSupplementBackButton
    }

    /// Whether the top item's title shows large, in these traits: the bar
    /// prefers it and the item (or, for `.automatic`, the nearest item
    /// below it that isn't automatic) doesn't say never; never in compact
    /// height.
    func showsLargeTitle(_ traits: UITraitCollection) -> Bool {
        guard prefersLargeTitles, BarHeights.largeTitle(traits) > 0, let items else { return false }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// Whether the top item's search bar shows, in these traits.
    func showsSearchBar(_ traits: UITraitCollection) -> Bool {
        guard let top = topItem, top.searchController != nil else { return false }
        return !top.hidesSearchBarWhenScrolling || showsLargeTitle(traits)
    }

    /// The bar's height in `traits`.
    public func barHeight(in traits: UITraitCollection) -> CGFloat {
        var h = BarHeights.navigationBar(traits)
        if showsLargeTitle(traits) { h += BarHeights.largeTitle(traits) }
        if topItem?.prompt != nil { h += BarHeights.prompt }
        if showsSearchBar(traits) { h += BarHeights.searchBar }
        return h
    }

    /// A bar a program places itself is its height tall.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: barHeight(in: traitCollection))
    }

    // MARK: Content

    private var contentIsStale = true
    private var contentViews: [UIView] = []
    private var leftViews: [(UIView, UIBarButtonItem)] = []
    private var rightViews: [(UIView, UIBarButtonItem)] = []
    private var backButton: UIButton?
    private var titleLabel: UILabel?
    private var largeTitleLabel: UILabel?
    private var promptLabel: UILabel?
    private let barBackground = BarBackground()

    func barContentChanged() {
        contentIsStale = true
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        owningNavigationController?.barsChanged()
    }

    /// The navigation controller whose bar this is.
    weak var owningNavigationController: UINavigationController?

    /// The appearance in effect: the scroll-edge one where given (content
    /// is at its top in a still picture), else the standard one; the top
    /// item's own appearances come before the bar's (UIKit:
    /// `UINavigationItem.standardAppearance` "overrides the bar's").
    var activeAppearance: UINavigationBarAppearance {
        topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? topItem?.standardAppearance ?? standardAppearance
    }

    /// Whether the content was built with the large title showing.
    private var builtWithLargeTitle = false
    private var builtWithSearchBar = false
    private var searchBar: UISearchBar?

    /// Makes the views of what shows, and only those (a large title or the
    /// centred one, a back button only for a pushed item).
    private func rebuildContent(largeTitle: Bool) {
        contentIsStale = false
        builtWithLargeTitle = largeTitle
        builtWithSearchBar = showsSearchBar(traitCollection)
        searchBar = nil
        for view in contentViews { view.removeFromSuperview() }
        contentViews = []
        leftViews = []
        rightViews = []
        backButton = nil
        titleLabel = nil
        largeTitleLabel = nil
        promptLabel = nil
        for item in items ?? [] {
            for b in (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) where b.shownIn === self { b.shownIn = nil }
        }

        let appearance = activeAppearance
        barBackground.install(in: self, appearance: appearance, tint: barTintColor)
        guard let top = topItem else { return }

        if let prompt = top.prompt {
            let label = UILabel()
            label.text = prompt
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.textAlignment = .center
            label.isSystemPart = true
            add(label)
            promptLabel = label
        }
        if showsBackButton {
            let button = UIButton(type: .system)
            let back = backItem
            let title = top.backButtonTitle ?? back?.backBarButtonItem?.title ?? back?.backButtonTitle ?? back?.title ?? "Back"
            // The back item's `backButtonDisplayMode` (iOS 14): `.generic`
            // shows "Back", `.minimal` the chevron alone.
            switch back?.backButtonDisplayMode ?? .default {
            case .default: button.setTitle(title, for: .normal)
            case .generic: button.setTitle("Back", for: .normal)
            case .minimal: button.setTitle(nil, for: .normal)
            }
            button.titleLabel?.font = .systemFont(ofSize: 17)
            button.setImage(UIImage(systemName: "chevron.backward"), for: .normal)
            button.isSystemPart = true
            add(button)
            backButton = button
        }
        for item in top.leftBarButtonItems ?? [] {
            item.shownIn = self
            if let v = BarItemViews.view(for: item) { add(v) ; leftViews.append((v, item)) }
            else if item.systemItem == .fixedSpace || item.systemItem == .flexibleSpace { leftViews.append((UIView(), item)) }
        }
        for item in top.rightBarButtonItems ?? [] {
            item.shownIn = self
            if let v = BarItemViews.view(for: item) { add(v) ; rightViews.append((v, item)) }
            else if item.systemItem == .fixedSpace || item.systemItem == .flexibleSpace { rightViews.append((UIView(), item)) }
        }
        if builtWithSearchBar, let bar = top.searchController?.searchBar {
            bar.fieldInset = barMargin
            add(bar)
            searchBar = bar
        }
        if let title = top.title, !title.isEmpty, largeTitle {
            let large = UILabel()
            large.text = title
            large.font = .systemFont(ofSize: 34, weight: .bold)
            large.isSystemPart = true
            add(large)
            largeTitleLabel = large
        } else if let titleView = top.titleView {
            add(titleView)
        } else if let title = top.title, !title.isEmpty {
            let label = UILabel()
            label.text = title
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.textAlignment = .center
            label.isSystemPart = true
            add(label)
            titleLabel = label
        }
    }

    private func add(_ view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = true
        addSubview(view)
        contentViews.append(view)
    }

    /// Places the content: the background over the status bar above, the
    /// prompt, the back button and left items from the leading margin, the
    /// right items from the trailing one (the first outermost), the title
    /// centred between them, the large title below.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let traits = traitCollection
        let large = showsLargeTitle(traits)
        if contentIsStale || large != builtWithLargeTitle || showsSearchBar(traits) != builtWithSearchBar {
            rebuildContent(largeTitle: large)
        }
        let search = searchBar == nil ? 0 : BarHeights.searchBar
        searchBar?.setContainerFrame(CGRect(x: 0, y: bounds.height - search, width: bounds.width, height: search))
        let w = bounds.width, h = bounds.height
        let above = frame.minY
        barBackground.place(CGRect(x: 0, y: -above, width: w, height: h + above), lineY: h, in: self)
        // The title's band: what the prompt, the large title and the search
        // bar leave (44 in a plain bar, 56 in a sheet's).
        let band = max(0, h - (promptLabel != nil ? BarHeights.prompt : 0) - (large ? BarHeights.largeTitle(traits) : 0) - search)
        var top: CGFloat = 0
        if let promptLabel {
            promptLabel.setContainerFrame(CGRect(x: 0, y: 0, width: w, height: BarHeights.prompt))
            top = BarHeights.prompt
        }
        let margin = barMargin
        var left = margin
        if let backButton {
            let bw = backButton.intrinsicContentSize.width
            backButton.setContainerFrame(CGRect(x: 8, y: top, width: bw, height: band))
            left = 8 + bw + BarItemViews.spacing
        }
        for (view, item) in leftViews {
            let iw = BarItemViews.width(of: view, item: item), ih = BarItemViews.height(of: view, item: item, band: band)
            view.setContainerFrame(CGRect(x: left, y: top + (band - ih) / 2, width: iw, height: ih))
            left += iw + BarItemViews.spacing
        }
        var right = w - margin
        for (view, item) in rightViews {
            let iw = BarItemViews.width(of: view, item: item), ih = BarItemViews.height(of: view, item: item, band: band)
            right -= iw
            view.setContainerFrame(CGRect(x: right, y: top + (band - ih) / 2, width: iw, height: ih))
            right -= BarItemViews.spacing
        }
        // The title centres between the items' ends.
        let lo = left, hi = right
        let centred: UIView? = largeTitleLabel == nil ? topItem?.titleView ?? titleLabel : nil
        if let centred {
            var size = centred.intrinsicContentSize
            if size.width == UIView.noIntrinsicMetric { size.width = centred.frame.width }
            if size.height == UIView.noIntrinsicMetric || centred !== titleLabel { size.height = centred.frame.height > 0 ? min(centred.frame.height, band) : band }
            let tw = min(size.width, max(0, hi - lo))
            let x = min(max(w / 2 - tw / 2, lo), hi - tw)
            centred.setContainerFrame(CGRect(x: x, y: top + (band - size.height) / 2, width: tw, height: size.height))
        }
        if let largeTitleLabel {
            let lh = largeTitleLabel.intrinsicContentSize.height
            largeTitleLabel.setContainerFrame(CGRect(x: margin, y: h - search - 8 - lh, width: max(0, w - 2 * margin), height: lh))
        }
    }

    /// The bar's side margins: the window's minimum layout margins (16 on
    /// compact-width phones, 20 wider), as UIKit aligns bar content with a
    /// controller's root view.
    var barMargin: CGFloat {
        hostContext?.systemMinimumLayoutMargins.leading ?? (traitCollection.horizontalSizeClass == .regular ? 20 : 16)
    }
}
