/// `_UICollectionViewOrthogonalScrollerEmbeddedScrollView`, UIKit's scroll
/// view for an orthogonally scrolling section: the band of the section's
/// groups (and their top and bottom insets) across the collection view,
/// its content as wide as the groups' run, holding the section's cells.
/// It scrolls horizontally only; Trellis leaves it at rest (offset zero).
final class OrthogonalScrollerEmbeddedScrollView: UIScrollView {
    /// `orthogonalScrollingBehavior`: paging behaviours page.
    var behavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous
}

extension UICollectionView {
    /// Makes, places and removes the sections' own scroll views.
    func placeOrthogonalScrollers() {
        for (s, scroller) in orthogonalScrollers where itemFrames.orthogonalRows[s] == nil || s >= itemCells.count {
            scroller.removeFromSuperview()
            orthogonalScrollers[s] = nil
        }
        for (s, row) in itemFrames.orthogonalRows.sorted(by: { $0.key < $1.key }) where s < itemCells.count {
            let scroller: UIScrollView
            if let existing = orthogonalScrollers[s] {
                scroller = existing
            } else {
                let made = OrthogonalScrollerEmbeddedScrollView(frame: row.frame)
                made.isSystemPart = true
                made.showsHorizontalScrollIndicator = false
                made.showsVerticalScrollIndicator = false
                made.alwaysBounceVertical = false
                made.contentInsetAdjustmentBehavior = .never
                addSubview(made)
                orthogonalScrollers[s] = made
                scroller = made
            }
            place(scroller, at: row.frame)
            if scroller.contentSize != row.contentSize { scroller.contentSize = row.contentSize }
        }
    }

    /// Makes and places the section backgrounds (registered decoration
    /// classes), behind everything else in the collection view.
    func placeDecorations() {
        var shown = Set<String>()
        for decoration in itemFrames.decorations {
            let key = "\(decoration.kind)\u{1}\(decoration.section)"
            let view: UICollectionReusableView
            if let existing = decorationViews[key] {
                view = existing
            } else {
                guard let cls = collectionViewLayout.decorationClasses[decoration.kind] else { continue }
                view = cls.init(registeredFrame: decoration.frame)
                view.elementKind = decoration.kind
                decorationViews[key] = view
            }
            if view.superview !== self { insertSubview(view, at: 0) }
            shown.insert(key)
            place(view, at: decoration.frame)
        }
        for (key, view) in decorationViews where !shown.contains(key) {
            view.removeFromSuperview()
            decorationViews[key] = nil
        }
    }
}
