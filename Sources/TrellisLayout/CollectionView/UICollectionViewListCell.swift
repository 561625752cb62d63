/// `UICollectionViewListCell` (iOS 14): a list row's cell, with
/// accessories (``UICellAccessory``) beside its content view and an
/// indentation.
///
/// Layout (docs/LAYOUT.md, "Cell configurations"): the accessories shown in
/// the current editing state (their `displayed`; a hidden one, `isHidden`,
/// keeps its room) take room at the cell's edges and the content view is
/// the rest, as a table cell's content view is the cell less its accessory.
/// A side with accessories takes the cell's margin (the list's 16 or 20)
/// plus each accessory's width, 8 apart; a side without keeps none. The
/// widths are a table's measured accessories less its 16-point margin
/// (docs/TABLES.md: a disclosure indicator 10.5, so 26.5 in all at a
/// 16-point margin, as a table row's; a checkmark 14; a detail button 20);
/// the others are **Trellis rules**: an outline disclosure as the
/// indicator, the editing controls (delete, insert, multiselect) 22 at
/// the leading side (38 in all, the classic editing indent), reorder 22 at
/// the trailing side, a label its text's width in the body font, a custom
/// view its width. `reservedLayoutWidth` `.custom(w)` takes w. From the
/// edge inwards: reorder, disclosure indicator, outline disclosure,
/// checkmark, detail, label at the trailing side, multiselect, delete,
/// insert at the leading side (Apple: the system orders its accessories);
/// custom ones at their placement's position. The content view also moves
/// in by `indentationLevel` × `indentationWidth`.
open class UICollectionViewListCell: UICollectionViewCell {
    /// `indentationLevel`, `indentationWidth` (10 by default).
    public var indentationLevel = 0 { didSet { accessoriesChanged() } }
    public var indentationWidth: CGFloat = 10 { didSet { accessoriesChanged() } }
    /// `indentsAccessories`: whether the indentation moves the leading
    /// accessories too (true, UIKit's default) or the content view only.
    public var indentsAccessories = true { didSet { accessoriesChanged() } }
    /// `accessories`: laid out as above.
    public var accessories: [UICellAccessory] = [] { didSet { accessoriesChanged() } }

    /// The views shown for the accessories, in the order of ``accessories``.
    private var accessoryViews: [UIView] = []
    /// The accessories' views were made for the current list.
    private var accessoryViewsAreCurrent = false

    /// `isEditing` as the cell's collection view has it.
    var listIsEditing: Bool { (superview as? UICollectionView)?.isEditing ?? false }

    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isEditing = listIsEditing
        return state
    }

    private func accessoriesChanged() {
        accessoryViewsAreCurrent = false
        setNeedsLayout()
        // A narrower content view may make the row taller.
        (superview as? UICollectionView)?.invalidateItemLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutAccessories()
    }

    /// Whether an accessory shows in the current editing state.
    func isShown(_ accessory: UICellAccessory) -> Bool {
        switch accessory.displayed {
        case .always: return true
        case .whenEditing: return listIsEditing
        case .whenNotEditing: return !listIsEditing
        }
    }

    /// The cell's side margin beside accessories: the list's cells' margin.
    private var sideMargin: CGFloat { hostContext?.cellMinimumLayoutMargins.leading ?? 16 }

    /// The shown accessories of one side, from the cell's edge inwards:
    /// system accessories in UIKit's fixed order (Apple: their order in the
    /// array doesn't matter), then each custom one at the index its
    /// placement's position gives, in the array's order.
    func sideOrder(leading: Bool) -> [Int] {
        let system = leading ? ["multiselect", "delete", "insert"]
            : ["reorder", "disclosureIndicator", "outlineDisclosure", "checkmark", "detail", "label"]
        var order: [Int] = []
        for name in system {
            if let i = accessories.indices.first(where: { accessories[$0].name == name && isShown(accessories[$0]) }) { order.append(i) }
        }
        for i in accessories.indices where accessories[i].name == "customView" && isShown(accessories[i]) {
            guard let placement = accessories[i].customViewConfiguration?.placement, placement.isLeading == leading else { continue }
            let at = placement.position(order.map { accessories[$0] })
            order.insert(i, at: min(max(0, at), order.count))
        }
        return order
    }

    /// Where the accessories and the content view go.
    func accessoryLayout(in size: CGSize) -> (content: CGRect, accessories: [CGRect?]) {
        let margin = sideMargin, gap: CGFloat = 8
        var frames = [CGRect?](repeating: nil, count: accessories.count)
        var leadingX: CGFloat = 0, trailingX = size.width
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let indent = CGFloat(indentationLevel) * indentationWidth
        for leading in [true, false] {
            let order = sideOrder(leading: leading)
            guard !order.isEmpty else { continue }
            var x: CGFloat = margin + (leading && indentsAccessories ? indent : 0)
            for (k, i) in order.enumerated() {
                if k > 0 { x += gap }
                let view = accessoryView(at: i)
                let width = accessories[i].layoutWidth(of: view)
                let height = min(size.height, view?.accessoryHeight ?? size.height)
                let fromLeft = leading != rtl
                frames[i] = CGRect(x: fromLeft ? x : size.width - x - width, y: (size.height - height) / 2, width: width, height: height)
                x += width
            }
            if leading { leadingX = x } else { trailingX = size.width - x }
        }
        if leadingX == 0 || !indentsAccessories { leadingX += indent }
        let width = max(0, trailingX - leadingX)
        let content = CGRect(x: rtl ? size.width - leadingX - width : leadingX, y: 0, width: width, height: size.height)
        return (content, frames)
    }

    private func accessoryView(at i: Int) -> UIView? { i < accessoryViews.count ? accessoryViews[i] : nil }

    private func layoutAccessories() {
        if !accessoryViewsAreCurrent {
            for view in accessoryViews where view.superview === self { view.removeFromSuperview() }
            accessoryViews = accessories.map { $0.makeView() }
            accessoryViewsAreCurrent = true
        }
        let size = storedFrame.size
        let layout = accessoryLayout(in: size)
        for (i, view) in accessoryViews.enumerated() {
            guard let frame = layout.accessories[i] else {
                if view.superview === self { view.removeFromSuperview() }
                continue
            }
            if view.superview !== self { addSubview(view) }
            view.translatesAutoresizingMaskIntoConstraints = true
            view.isHidden = accessories[i].isHidden
            view.setContainerFrame(frame)
        }
        contentView.setContainerFrame(layout.content)
    }
}

extension UICellAccessory {
    /// Kept in the layout but not drawn (`isHidden`).
    var isHidden: Bool { customViewConfiguration?.isHidden ?? options.isHidden ?? false }

    /// The accessory's standard width (the rules on ``UICollectionViewListCell``).
    func standardWidth(of view: UIView?) -> CGFloat {
        switch name {
        case "disclosureIndicator", "outlineDisclosure": return 10.5
        case "checkmark": return 14
        case "detail": return 20
        case "delete", "insert", "multiselect", "reorder": return 22
        case "label", "customView":
            guard let view else { return 0 }
            if view.storedFrame.width > 0 && name == "customView" { return view.storedFrame.width }
            return view.intrinsicContentSize.width > 0 ? view.intrinsicContentSize.width : view.storedFrame.width
        default: return 0
        }
    }

    func layoutWidth(of view: UIView?) -> CGFloat {
        let reserved = customViewConfiguration?.reservedLayoutWidth ?? options.reservedLayoutWidth
        if case .custom(let w)? = reserved { return w }
        return standardWidth(of: view)
    }

    /// The view UIKit shows for the accessory: a symbol, the label's text,
    /// or the custom view itself.
    func makeView() -> UIView {
        switch name {
        case "label":
            let label = UILabel()
            label.text = text
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            return label
        case "customView":
            return customViewConfiguration?.customView ?? UIView()
        default:
            let symbol: String
            switch name {
            case "disclosureIndicator": symbol = "chevron.right"
            case "outlineDisclosure": symbol = "chevron.down"
            case "checkmark": symbol = "checkmark"
            case "detail": symbol = "info.circle"
            case "delete": symbol = "minus.circle.fill"
            case "insert": symbol = "plus.circle.fill"
            case "multiselect": symbol = "circle"
            case "reorder": symbol = "line.3.horizontal"
            default: symbol = "questionmark"
            }
            let view = UIImageView(image: UIImage(systemName: symbol))
            view.contentMode = .center
            view.tintColor = options.tintColor
            return view
        }
    }
}

extension UIView {
    /// How tall an accessory's view is in the row: its own height, or its
    /// intrinsic one (centred vertically).
    var accessoryHeight: CGFloat? {
        if storedFrame.height > 0 { return storedFrame.height }
        let h = intrinsicContentSize.height
        return h > 0 ? h : nil
    }
}
