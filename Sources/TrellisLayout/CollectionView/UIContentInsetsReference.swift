/// `UIContentInsetsReference` (iOS 14): the edges a compositional
/// section's `contentInsets` (and a list's rows) are measured from.
///
/// Along the sides: `.none` the collection view's edges; `.safeArea` its
/// safe area (also `.automatic`, the default: **Trellis rule**, Apple
/// doesn't say what automatic picks); `.layoutMargins` its layout margins;
/// `.readableContent` its readable content guide. Along the scrolling axis
/// the insets are from the content's edges (the scroll view's adjusted
/// insets already keep content out of the unsafe areas).
public enum UIContentInsetsReference: Int, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

extension UICollectionView {
    /// How far in from the leading and trailing edges `reference` puts
    /// content.
    func sideInsets(for reference: UIContentInsetsReference) -> (leading: Double, trailing: Double) {
        let width = Double(storedFrame.width)
        switch reference {
        case .none: return (0, 0)
        case .automatic, .safeArea:
            let s = safeAreaInsets
            return (Double(s.left), Double(s.right))
        case .layoutMargins:
            let m = directionalLayoutMargins
            return (Double(m.leading), Double(m.trailing))
        case .readableContent:
            let f = readableContentGuide.layoutFrame
            guard f.width > 0 else { return (0, 0) }
            return (Double(f.minX), max(0, width - Double(f.maxX)))
        }
    }
}
