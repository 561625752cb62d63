/// Places one compositional section's groups, items and boundary items
/// (the rules are on ``UICollectionViewCompositionalLayout``).
struct CompositionalPlacer {
    let collectionView: UICollectionView
    /// The section's least row height (a list's 44).
    var minimumItemHeight = 0.0
    /// The environment custom groups' providers are called with.
    var environment: (any NSCollectionLayoutEnvironment)?
    /// Views anchored to the items placed so far (badges).
    var itemSupplementary: [(kind: String, indexPath: IndexPath, frame: CGRect)] = []

    struct PlacedSection {
        var items: [CGRect]
        var supplementary: [(kind: String, indexPath: IndexPath, frame: CGRect)]
        var end: Double
        /// An orthogonal section's band and its scroll view's content size.
        var orthogonalRow: (frame: CGRect, contentSize: CGSize)?
        var decorations: [(kind: String, frame: CGRect)] = []
    }

    /// The section's content insets, with the list appearance's margins and
    /// the sides of its insets reference (``UIContentInsetsReference``).
    func effectiveInsets(_ section: NSCollectionLayoutSection, reference configured: UIContentInsetsReference) -> NSDirectionalEdgeInsets {
        var insets = section.contentInsets
        if let appearance = section.listAppearance, appearance == .insetGrouped || appearance == .sidebar {
            let margins = collectionView.hostContext?.cellMinimumLayoutMargins
            insets.leading += margins?.leading ?? 16
            insets.trailing += margins?.trailing ?? 16
        }
        let reference = section.contentInsetsReference == .automatic ? configured : section.contentInsetsReference
        let sides = collectionView.sideInsets(for: reference)
        insets.leading += CGFloat(sides.leading)
        insets.trailing += CGFloat(sides.trailing)
        return insets
    }

    /// The section's frames, starting at `top`.
    mutating func place(_ section: NSCollectionLayoutSection, number s: Int, at top: Double,
                        width: Double, height: Double, reference: UIContentInsetsReference = .automatic) -> PlacedSection {
        let insets = effectiveInsets(section, reference: reference)
        minimumItemHeight = section.minimumItemHeight
        let inner = CGSize(width: max(0, width - Double(insets.leading) - Double(insets.trailing)),
                           height: max(0, height - Double(insets.top) - Double(insets.bottom)))
        let followInsets = section.supplementariesFollowContentInsets
        let boundaryX = followInsets ? Double(insets.leading) : 0
        let boundaryWidth = followInsets ? Double(inner.width) : width
        var out = PlacedSection(items: [], supplementary: [], end: top)
        var y = top
        let first = IndexPath(item: 0, section: s)

        func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> CGRect {
            let container = CGSize(width: boundaryWidth, height: height)
            let w = min(boundaryWidth, item.layoutSize.widthDimension.resolve(in: container))
            var h = item.layoutSize.heightDimension.resolve(in: container)
            if item.layoutSize.heightDimension.isEstimated,
               let view = collectionView.supplementaryView(ofKind: item.elementKind, at: first) {
                h = fit(view, kind: item.elementKind, indexPath: first, width: w, height: h).height
            }
            let x: Double
            switch item.alignment {
            case .topTrailing, .bottomTrailing, .trailing: x = boundaryX + boundaryWidth - w
            case .top, .bottom, .none: x = boundaryX + (boundaryWidth - w) / 2
            default: x = boundaryX
            }
            return CGRect(x: x + Double(item.offset.x), y: Double(item.offset.y), width: w, height: h)
        }

        let boundaries = section.boundarySupplementaryItems
        if boundaries.contains(where: { [.top, .topLeading, .topTrailing].contains($0.alignment) }) { y += section.headerTopPadding }
        for item in boundaries where [.top, .topLeading, .topTrailing].contains(item.alignment) {
            var r = boundary(item)
            r.origin.y += y
            out.supplementary.append((item.elementKind, first, r))
            y += Double(r.height)
        }
        let bandTop = y
        y += Double(insets.top)

        let count = collectionView.itemCount(inSection: s)
        var next = 0
        var x = Double(insets.leading)
        let orthogonal = section.orthogonalScrollingBehavior != .none
        // `.groupPagingCentered` settles on each group's centre: at rest the
        // first group is centred in the section (Apple: "centered" paging).
        if section.orthogonalScrollingBehavior == .groupPagingCentered, !section.group.layoutSize.widthDimension.isEstimated {
            let groupWidth = section.group.layoutSize.widthDimension.resolve(in: inner)
            x += max(0, (Double(inner.width) - groupWidth) / 2)
        }
        var rowHeight = 0.0
        var firstGroup = true
        while next < count {
            if !firstGroup {
                if orthogonal { x += Double(section.interGroupSpacing) } else { y += Double(section.interGroupSpacing) }
            }
            firstGroup = false
            let before = next
            let size = placeGroup(section.group, at: CGPoint(x: x, y: y), in: inner, section: s, next: &next, into: &out.items)
            if next == before { break }
            if orthogonal {
                x += Double(size.width)
                rowHeight = max(rowHeight, Double(size.height))
            } else {
                y += Double(size.height)
            }
        }
        if orthogonal { y += rowHeight }
        y += Double(insets.bottom)
        if orthogonal {
            // The section's own scroll view: the band of its groups and
            // their top and bottom insets, across the collection view; its
            // content runs to the last group plus the trailing inset.
            let band = CGRect(x: 0, y: bandTop, width: width, height: y - bandTop)
            out.orthogonalRow = (band, CGSize(width: max(width, x + Double(insets.trailing)), height: band.height))
        }

        for item in boundaries where [.bottom, .bottomLeading, .bottomTrailing].contains(item.alignment) {
            var r = boundary(item)
            r.origin.y += y
            out.supplementary.append((item.elementKind, first, r))
            y += Double(r.height)
        }
        out.end = y
        out.decorations = decorationFrames(section, top: top, bottom: y, x: 0, width: width, insets: insets)
        out.supplementary += itemSupplementary
        itemSupplementary = []
        return out
    }

    /// Backgrounds: the whole section (boundary items included), across the
    /// collection view less the sides of the insets reference, less each
    /// decoration's own `contentInsets` (NSCollectionLayoutDecorationItem).
    func decorationFrames(_ section: NSCollectionLayoutSection, top: Double, bottom: Double, x: Double, width: Double,
                          insets: NSDirectionalEdgeInsets) -> [(kind: String, frame: CGRect)] {
        section.decorationItems.map { item in
            let i = item.contentInsets
            let rect = CGRect(x: x + Double(i.leading), y: top + Double(i.top),
                              width: max(0, width - Double(i.leading) - Double(i.trailing)),
                              height: max(0, bottom - top - Double(i.top) - Double(i.bottom)))
            return (item.elementKind, rect)
        }
    }

    /// A section of a horizontally scrolling layout, starting at `left`:
    /// its groups run across, `interGroupSpacing` apart, in the collection
    /// view's height less the section's top and bottom insets and its
    /// boundary items (`.top…` above the groups, `.bottom…` below them,
    /// as wide as the groups' run; `.leading` before the run, `.trailing`
    /// after it, as high as the groups' band). Orthogonal scrolling is
    /// ignored (**Trellis rule**).
    mutating func placeAcross(_ section: NSCollectionLayoutSection, number s: Int, at left: Double,
                              width: Double, height: Double) -> PlacedSection {
        let insets = section.contentInsets
        minimumItemHeight = section.minimumItemHeight
        let first = IndexPath(item: 0, section: s)
        var out = PlacedSection(items: [], supplementary: [], end: left)
        let boundaries = section.boundarySupplementaryItems
        let container = CGSize(width: width, height: height)
        func size(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> CGSize {
            CGSize(width: item.layoutSize.widthDimension.resolve(in: container),
                   height: item.layoutSize.heightDimension.resolve(in: container))
        }
        let tops = boundaries.filter { [.top, .topLeading, .topTrailing].contains($0.alignment) }
        let bottoms = boundaries.filter { [.bottom, .bottomLeading, .bottomTrailing].contains($0.alignment) }
        let topHeight = tops.map { Double(size($0).height) }.reduce(0, +)
        let bottomHeight = bottoms.map { Double(size($0).height) }.reduce(0, +)
        let bandTop = topHeight + Double(insets.top)
        let bandHeight = max(0, height - topHeight - bottomHeight - Double(insets.top) - Double(insets.bottom))
        var x = left
        for item in boundaries where item.alignment == .leading {
            let sz = size(item)
            out.supplementary.append((item.elementKind, first, CGRect(x: x, y: bandTop, width: Double(sz.width), height: bandHeight)))
            x += Double(sz.width)
        }
        x += Double(insets.leading)
        let runStart = x
        let inner = CGSize(width: max(0, width - Double(insets.leading) - Double(insets.trailing)), height: bandHeight)
        let count = collectionView.itemCount(inSection: s)
        var next = 0
        var firstGroup = true
        while next < count {
            if !firstGroup { x += Double(section.interGroupSpacing) }
            firstGroup = false
            let before = next
            let placed = placeGroup(section.group, at: CGPoint(x: x, y: bandTop), in: inner, section: s, next: &next, into: &out.items)
            if next == before { break }
            x += Double(placed.width)
        }
        let runWidth = x - runStart
        x += Double(insets.trailing)
        var y = 0.0
        for item in tops {
            let h = Double(size(item).height)
            out.supplementary.append((item.elementKind, first, CGRect(x: runStart, y: y, width: runWidth, height: h)))
            y += h
        }
        y = bandTop + bandHeight + Double(insets.bottom)
        for item in bottoms {
            let h = Double(size(item).height)
            out.supplementary.append((item.elementKind, first, CGRect(x: runStart, y: y, width: runWidth, height: h)))
            y += h
        }
        for item in boundaries where item.alignment == .trailing {
            let sz = size(item)
            out.supplementary.append((item.elementKind, first, CGRect(x: x, y: bandTop, width: Double(sz.width), height: bandHeight)))
            x += Double(sz.width)
        }
        out.end = x
        out.supplementary += itemSupplementary
        itemSupplementary = []
        out.decorations = section.decorationItems.map { item in
            let i = item.contentInsets
            return (item.elementKind, CGRect(x: left + Double(i.leading), y: Double(i.top),
                                             width: max(0, x - left - Double(i.leading) - Double(i.trailing)),
                                             height: max(0, height - Double(i.top) - Double(i.bottom))))
        }
        return out
    }

    /// Places a group at `origin` in `container`, taking items from `next`
    /// on; returns the group's size.
    mutating func placeGroup(_ group: NSCollectionLayoutGroup, at origin: CGPoint, in container: CGSize,
                             section s: Int, next: inout Int, into items: inout [CGRect]) -> CGSize {
        let width = group.layoutSize.widthDimension.resolve(in: container)
        var height = group.layoutSize.heightDimension.resolve(in: container)
        let estimatedHeight = group.layoutSize.heightDimension.isEstimated
        if let provider = group.customItemProvider {
            let env = environment ?? CollectionLayoutEnvironment(
                container: CollectionLayoutContainer(contentSize: collectionView.storedFrame.size, contentInsets: .zero),
                traitCollection: collectionView.traitCollection)
            var lowest = 0.0
            for custom in provider(env) {
                guard next < collectionView.itemCount(inSection: s) else { break }
                let f = custom.frame
                let placed = CGRect(x: Double(origin.x) + Double(f.minX), y: Double(origin.y) + Double(f.minY),
                                    width: Double(f.width), height: Double(f.height))
                items.append(placed)
                anchorSupplementaries(of: group, on: placed, at: IndexPath(item: next, section: s))
                lowest = max(lowest, Double(f.maxY))
                next += 1
            }
            if estimatedHeight { height = lowest }
            return CGSize(width: width, height: height)
        }
        let groupSize = CGSize(width: width, height: height)
        let spacing = group.interItemSpacing
        let gap = Double(spacing?.spacing ?? 0)
        let horizontal = group.axis == .horizontal
        let count = collectionView.itemCount(inSection: s)
        func dimension(_ item: NSCollectionLayoutItem) -> NSCollectionLayoutDimension {
            horizontal ? item.layoutSize.widthDimension : item.layoutSize.heightDimension
        }
        let groupDimension = horizontal ? group.layoutSize.widthDimension : group.layoutSize.heightDimension
        let groupLength = horizontal ? width : height

        // `subitems:` repeats its items "until available … space is
        // exhausted" (NSCollectionLayoutGroup.h), when their lengths and the
        // group's are known; `subitem:count:` places `count`.
        var subitems = group.placedSubitems
        if group.repeatCount == nil, !subitems.isEmpty, !groupDimension.isEstimated,
           !subitems.contains(where: { dimension($0).isEstimated }) {
            // Every listed item once, then the list again while the next fits.
            let pattern = subitems
            var used = pattern.map { dimension($0).resolve(in: groupSize) }.reduce(0, +) + gap * Double(pattern.count - 1)
            var k = pattern.count
            while k < 10_000 {
                let length = dimension(pattern[k % pattern.count]).resolve(in: groupSize)
                guard length > 0, used + gap + length <= groupLength + 1e-6 else { break }
                subitems.append(pattern[k % pattern.count])
                used += gap + length
                k += 1
            }
        }

        // Lengths along the group's axis.
        var lengths: [Double] = subitems.map { dimension($0).resolve(in: groupSize) }
        if group.repeatCount != nil {
            let total = horizontal ? width : height
            let each = (total - gap * Double(subitems.count - 1)) / Double(subitems.count)
            lengths = Array(repeating: max(0, each), count: subitems.count)
        }
        var spacings = Array(repeating: gap, count: max(0, subitems.count - 1))
        if let spacing, spacing.isFlexibleSpacing, subitems.count > 1 {
            let total = horizontal ? width : height
            let spare = total - lengths.reduce(0, +) - gap * Double(subitems.count - 1)
            if spare > 0 { spacings = spacings.map { $0 + spare / Double(subitems.count - 1) } }
        }

        // Edge spacing (NSCollectionLayoutEdgeSpacing): fixed edges add
        // their room, flexible ones their minimum plus a share of the spare.
        func edges(_ item: NSCollectionLayoutItem) -> (before: NSCollectionLayoutSpacing?, after: NSCollectionLayoutSpacing?, cross: Double) {
            guard let e = item.edgeSpacing else { return (nil, nil, 0) }
            return horizontal ? (e.leading, e.trailing, Double(e.top?.spacing ?? 0)) : (e.top, e.bottom, Double(e.leading?.spacing ?? 0))
        }
        var flexibleShare = 0.0
        if subitems.contains(where: { $0.edgeSpacing != nil }) {
            let all = subitems.map(edges).flatMap { [$0.before, $0.after] }.compactMap { $0 }
            let flexible = all.filter(\.isFlexibleSpacing).count
            let used = lengths.reduce(0, +) + spacings.reduce(0, +) + all.map { Double($0.spacing) }.reduce(0, +)
            let spare = groupLength - used
            if flexible > 0, spare > 0, !groupDimension.isEstimated { flexibleShare = spare / Double(flexible) }
        }
        func room(_ spacing: NSCollectionLayoutSpacing?) -> Double {
            guard let spacing else { return 0 }
            return Double(spacing.spacing) + (spacing.isFlexibleSpacing ? flexibleShare : 0)
        }

        var along = 0.0, across = 0.0
        for (k, item) in subitems.enumerated() {
            guard next < count else { break }
            if k > 0 { along += spacings[k - 1] }
            let edge = edges(item)
            along += room(edge.before)
            let slotOrigin = horizontal ? CGPoint(x: Double(origin.x) + along, y: Double(origin.y) + edge.cross)
                : CGPoint(x: Double(origin.x) + edge.cross, y: Double(origin.y) + along)
            var placedSize: CGSize
            if let inner = item as? NSCollectionLayoutGroup {
                placedSize = placeGroup(inner, at: slotOrigin, in: groupSize, section: s, next: &next, into: &items)
                if group.repeatCount != nil {
                    if horizontal { placedSize.width = lengths[k] } else { placedSize.height = lengths[k] }
                }
            } else {
                placedSize = placeItem(item, at: slotOrigin, along: lengths[k], horizontal: horizontal,
                                       group: groupSize, indexPath: IndexPath(item: next, section: s), into: &items)
                next += 1
            }
            along += Double(horizontal ? placedSize.width : placedSize.height) + room(edge.after)
            across = max(across, Double(horizontal ? placedSize.height : placedSize.width) + edge.cross)
        }
        if estimatedHeight {
            height = horizontal ? across : along
        }
        return CGSize(width: width, height: height)
    }

    /// Places one item's cell; returns its place's size (before its insets).
    mutating func placeItem(_ item: NSCollectionLayoutItem, at origin: CGPoint, along: Double, horizontal: Bool,
                            group: CGSize, indexPath: IndexPath, into items: inout [CGRect]) -> CGSize {
        var w = horizontal ? along : item.layoutSize.widthDimension.resolve(in: group)
        var h = horizontal ? item.layoutSize.heightDimension.resolve(in: group) : along
        let i = item.contentInsets
        let insetW = Double(i.leading) + Double(i.trailing), insetH = Double(i.top) + Double(i.bottom)
        let estimatedW = item.layoutSize.widthDimension.isEstimated, estimatedH = item.layoutSize.heightDimension.isEstimated
        if (estimatedW || estimatedH), let cell = collectionView.recordedCell(at: indexPath) {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.size = CGSize(width: max(0, w - insetW), height: max(0, h - insetH))
            attributes.fittingPriorities = (estimatedW ? .fittingSizeLevel : .required, estimatedH ? .fittingSizeLevel : .required)
            let fitted = collectionView.fitted(cell, attributes).size
            if estimatedW { w = Double(fitted.width) + insetW }
            if estimatedH { h = max(Double(fitted.height) + insetH, minimumItemHeight) }
        }
        let cell = CGRect(x: Double(origin.x) + Double(i.leading), y: Double(origin.y) + Double(i.top),
                          width: max(0, w - insetW), height: max(0, h - insetH))
        items.append(cell)
        anchorSupplementaries(of: item, on: cell, at: indexPath)
        return CGSize(width: w, height: h)
    }

    /// The item's anchored views (badges) on its cell's frame.
    mutating func anchorSupplementaries(of item: NSCollectionLayoutItem, on cell: CGRect, at indexPath: IndexPath) {
        for supplementary in item.supplementaryItems {
            itemSupplementary.append((supplementary.elementKind, indexPath, supplementary.frame(on: cell)))
        }
    }

    /// A supplementary view fitted at `width` (required), its height estimated.
    func fit(_ view: UICollectionReusableView, kind: String, indexPath: IndexPath, width: Double, height: Double) -> CGSize {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.size = CGSize(width: width, height: height)
        attributes.fittingPriorities = (.required, .fittingSizeLevel)
        return collectionView.fitted(view, attributes).size
    }
}
