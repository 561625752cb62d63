/// A flow layout over a data source's sections: each section is one
/// ``UICollectionViewFlowLayout/layout(itemSizes:in:)`` with the delegate's
/// metrics, stacked along the scrolling axis in order (header, inset,
/// lines, inset, footer; sections touch, as UIKit lays them: there is no
/// spacing between sections but their insets).
extension UICollectionViewFlowLayout {
    func flowFrames(in collectionView: UICollectionView) -> CollectionFrames {
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let bounds = collectionView.storedFrame.size
        let vertical = scrollDirection == .vertical
        var out = CollectionFrames(items: [], supplementary: [], contentSize: .zero)
        var along = 0.0
        for s in 0..<collectionView.sectionCount {
            var metrics = ownMetrics
            if let delegate {
                metrics = SectionMetrics(
                    inset: delegate.collectionView(collectionView, layout: self, insetForSectionAt: s),
                    lineSpacing: Double(delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: s)),
                    interitemSpacing: Double(delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: s)),
                    headerSize: delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: s),
                    footerSize: delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: s))
            }
            // `sectionInsetReference`: the insets count from the safe area's
            // or the margins' sides (across the scrolling axis).
            if sectionInsetReference != .fromContentInset {
                let sides = collectionView.sideInsets(for: sectionInsetReference == .fromSafeArea ? .safeArea : .layoutMargins)
                if vertical {
                    metrics.inset.left += CGFloat(sides.leading)
                    metrics.inset.right += CGFloat(sides.trailing)
                }
            }
            let sizes = (0..<collectionView.itemCount(inSection: s)).map { item -> CGSize in
                let indexPath = IndexPath(item: item, section: s)
                let size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
                return selfSizedSize(of: indexPath, given: size, in: collectionView)
            }
            let section = layoutSection(itemSizes: sizes, metrics: metrics, in: bounds)
            func shifted(_ r: CGRect) -> CGRect {
                vertical ? r.offsetBy(dx: 0, dy: along) : r.offsetBy(dx: along, dy: 0)
            }
            out.items.append(section.items.map(shifted))
            let first = IndexPath(item: 0, section: s)
            if let header = section.header {
                out.supplementary.append((UICollectionView.elementKindSectionHeader, first, shifted(header)))
            }
            if let footer = section.footer {
                out.supplementary.append((UICollectionView.elementKindSectionFooter, first, shifted(footer)))
            }
            along += vertical ? Double(section.contentSize.height) : Double(section.contentSize.width)
        }
        out.contentSize = vertical ? CGSize(width: bounds.width, height: along) : CGSize(width: along, height: bounds.height)
        return out
    }

    /// Self-sizing (``estimatedItemSize`` not zero): the cell's
    /// `preferredLayoutAttributesFitting(_:)` at the estimate (the item's
    /// size for ``automaticSize``), both axes at `.fittingSizeLevel`, so
    /// the cell's constraints decide its width and height.
    func selfSizedSize(of indexPath: IndexPath, given size: CGSize, in collectionView: UICollectionView) -> CGSize {
        guard estimatedItemSize != .zero, let cell = collectionView.recordedCell(at: indexPath) else { return size }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = estimatedItemSize == Self.automaticSize ? size : estimatedItemSize
        attributes.fittingPriorities = (.fittingSizeLevel, .fittingSizeLevel)
        return collectionView.fitted(cell, attributes).size
    }
}
