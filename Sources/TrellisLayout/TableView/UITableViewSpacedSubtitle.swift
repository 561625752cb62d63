import Foundation

/// How a `.subtitle` row of fixed height places its two labels on a canvas
/// when the row has room for them: `gap` points apart, the pair `raise`
/// points above the content view's centre. A Trellis addition for Interface
/// Builder files (``UITableViewCellMetrics/spacedSubtitle``; docs/TABLES.md).
///
/// Xcode 9 and later store the subtitle rows of a fixed height with room
/// to spare (at least `minimumRoom` points of content view beyond the two
/// labels' heights) with the detail 3 below the text and the pair about a
/// point above the centre; shorter rows keep the pair centred and touching
/// (docs/INTERFACE-BUILDER.md, "Subtitle rows of a fixed height").
public struct UITableViewSpacedSubtitle: Equatable, Sendable {
    /// Between the text label's bottom and the detail label's top.
    public var gap: CGFloat
    /// How far above the content view's centre the pair's centre sits.
    public var raise: CGFloat
    /// The least room (content view height less both labels' heights) for
    /// which the row spaces its labels.
    public var minimumRoom: CGFloat

    public init(gap: CGFloat = 3, raise: CGFloat = 1.125, minimumRoom: CGFloat = 16.5) {
        self.gap = gap
        self.raise = raise
        self.minimumRoom = minimumRoom
    }
}
