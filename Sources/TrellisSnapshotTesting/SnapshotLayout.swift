import TrellisLayout

/// How a view is sized for its snapshot (swift-snapshot-testing's
/// `ViewImageConfig`/`.sizeThatFits` idea): on a device's screen, or as a
/// component at its own size.
public enum SnapshotLayout: Equatable, Sendable {
    /// The device's screen: the view fills the root view (a view
    /// controller's view is the root view).
    case device
    /// The view's compressed fitting size (`systemLayoutSizeFitting` of
    /// `layoutFittingCompressedSize`), no safe area: a component on its own.
    case sizeThatFits
    /// A fixed width and the height the constraints give at that width (a
    /// cell at a table's width).
    case fixedWidth(CGFloat)
    /// A fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}
