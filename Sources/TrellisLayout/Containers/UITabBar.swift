/// `UITabBar`: the tabs at the bottom of a tab bar controller's view.
///
/// 49 points high above the bottom safe-area inset (32 in compact height,
/// 50 on iPad: ``BarHeights``); a tab bar controller's bar reaches down over
/// the home indicator, so its frame is that much taller (83 on a phone with
/// one). Tabs share the width equally on phones; on iPad they are centred,
/// each at most 120 wide (Trellis's reading of iOS 12–17's iPad bar, whose
/// tabs don't stretch). Each tab shows its image above its title, or beside
/// it in compact height and on iPad.
open class UITabBar: UIView, BarContentHost {
    open var items: [UITabBarItem]? {
        didSet {
            for item in oldValue ?? [] where item.shownIn === self { item.shownIn = nil }
            for item in items ?? [] { item.shownIn = self }
            barContentChanged()
        }
    }
    /// `selectedItem`: drawn in the tint colour.
    open var selectedItem: UITabBarItem? { didSet { barContentChanged() } }
    open var isTranslucent = true
    open var barTintColor: UIColor? { didSet { barContentChanged() } }
    open var unselectedItemTintColor: UIColor? { didSet { barContentChanged() } }
    open var barStyle = UIBarStyle.default
    open var standardAppearance = UITabBarAppearance() { didSet { barContentChanged() } }
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { barContentChanged() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    /// `setItems(_:animated:)`.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    /// A tab bar a program places itself is its height tall.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: BarHeights.tabBar(traitCollection))
    }

    private var contentIsStale = true
    private var tabViews: [(image: UIImageView?, title: UILabel?, badge: UILabel?)] = []
    private let barBackground = BarBackground()

    func barContentChanged() {
        contentIsStale = true
        setNeedsLayout()
    }

    private func rebuildContent() {
        contentIsStale = false
        for tab in tabViews {
            tab.image?.removeFromSuperview()
            tab.title?.removeFromSuperview()
            tab.badge?.removeFromSuperview()
        }
        barBackground.install(in: self, appearance: scrollEdgeAppearance ?? standardAppearance, tint: barTintColor)
        tabViews = (items ?? []).map { item in
            let selected = item === selectedItem
            let colour: UIColor = selected ? .systemBlue : unselectedItemTintColor ?? .systemGray
            var image: UIImageView?
            if let picture = (selected ? item.selectedImage : nil) ?? item.image {
                let view = UIImageView(image: picture)
                view.tintColor = colour
                image = view
            }
            var title: UILabel?
            if let text = item.title, !text.isEmpty {
                let label = UILabel()
                label.text = text
                label.font = .systemFont(ofSize: 10, weight: .medium)
                label.textColor = colour
                label.textAlignment = .center
                title = label
            }
            var badge: UILabel?
            if let value = item.badgeValue {
                let label = UILabel()
                label.text = value
                label.font = .systemFont(ofSize: 13)
                label.textColor = .white
                label.backgroundColor = item.badgeColor ?? .systemRed
                label.textAlignment = .center
                badge = label
            }
            for case let v? in [image as UIView?, title, badge] {
                v.translatesAutoresizingMaskIntoConstraints = true
                v.isSystemPart = true
                addSubview(v)
            }
            return (image, title, badge)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentIsStale { rebuildContent() }
        let traits = traitCollection
        let w = bounds.width, h = bounds.height
        let band = BarHeights.tabBar(traits)
        barBackground.place(CGRect(x: 0, y: 0, width: w, height: h), lineY: 0, in: self)
        guard !tabViews.isEmpty else { return }
        let pad = BarHeights.isPad(traits)
        let beside = pad || traits.verticalSizeClass == .compact
        let count = CGFloat(tabViews.count)
        let tabWidth = pad ? min(120, w / count) : w / count
        var x = (w - tabWidth * count) / 2
        for tab in tabViews {
            let imageSize = tab.image.map { $0.intrinsicContentSize } ?? .zero
            let titleSize = tab.title.map { $0.intrinsicContentSize } ?? .zero
            if beside {
                let total = imageSize.width + (tab.image != nil && tab.title != nil ? 6 : 0) + titleSize.width
                var ix = x + (tabWidth - total) / 2
                tab.image?.setContainerFrame(CGRect(x: ix, y: (band - imageSize.height) / 2, width: imageSize.width, height: imageSize.height))
                if tab.image != nil { ix += imageSize.width + 6 }
                tab.title?.setContainerFrame(CGRect(x: ix, y: (band - titleSize.height) / 2, width: titleSize.width, height: titleSize.height))
            } else {
                tab.image?.setContainerFrame(CGRect(x: x + (tabWidth - imageSize.width) / 2, y: 5, width: imageSize.width, height: imageSize.height))
                let tw = min(titleSize.width, tabWidth)
                tab.title?.setContainerFrame(CGRect(x: x + (tabWidth - tw) / 2, y: band - 4 - titleSize.height, width: tw, height: titleSize.height))
            }
            if let badge = tab.badge {
                let bw = max(18, badge.intrinsicContentSize.width + 10)
                badge.setContainerFrame(CGRect(x: x + tabWidth / 2 + 6, y: 2, width: bw, height: 18))
                badge.layer.cornerRadius = 9
                badge.clipsToBounds = true
            }
            x += tabWidth
        }
    }
}
