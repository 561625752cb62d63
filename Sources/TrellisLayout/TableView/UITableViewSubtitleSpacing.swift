/// How a self-sizing `.subtitle` row spaces its two labels on a canvas that
/// doesn't use Trellis's iOS rule (the pair centred inside the content
/// view's 11-point margins). A Trellis addition for Interface Builder files
/// (``UITableViewCellMetrics/subtitleSpacing``; docs/TABLES.md).
///
/// Xcode 13 and later store self-sizing subtitle rows whose paddings follow
/// the labels' line heights, not the margins: each of the space above the
/// text, between the labels and under the detail is a share of the text
/// label's height, a share of the detail label's and a constant. So the row
/// is `top + text + gap + detail + bottom`, about twice the text's height
/// plus the detail's, and taller fonts make taller paddings (docs/INTERFACE-BUILDER.md, "Subtitle
/// rows", has the stored rows this was read from).
public struct UITableViewSubtitleSpacing: Equatable, Sendable {
    /// Above the text label: `top × text height + topDetail × detail
    /// height + topConstant`.
    public var top: CGFloat
    public var topDetail: CGFloat
    public var topConstant: CGFloat
    /// Between the labels: `gap × text height + gapConstant`.
    public var gap: CGFloat
    public var gapConstant: CGFloat
    /// Under the detail label: `bottom × text height + bottomDetail ×
    /// detail height + bottomConstant`.
    public var bottom: CGFloat
    public var bottomDetail: CGFloat
    public var bottomConstant: CGFloat
    /// A row these paddings leave shorter than the least height of rows
    /// of built-in views (small fonts) is held at that height; there the
    /// labels are `heldGap` apart (nil: the gap above) and the pair is
    /// centred `heldRaise` above the content view's centre, with no
    /// padding held. Xcode 15 and 16 store 12-point pairs so: a 2-point
    /// gap, the text a half to two thirds of a point above the centred
    /// place (docs/INTERFACE-BUILDER.md, "Small subtitle rows held at
    /// the least height").
    public var heldGap: CGFloat?
    public var heldRaise: CGFloat = 0
    /// Set by the table on a row's copy when the row is held taller than
    /// the paddings make it (not read from files).
    public var heldTaller = false

    public init(top: CGFloat = 0, topDetail: CGFloat = 0, topConstant: CGFloat = 0, gap: CGFloat = 0, gapConstant: CGFloat = 0,
                bottom: CGFloat = 0, bottomDetail: CGFloat = 0, bottomConstant: CGFloat = 0,
                heldGap: CGFloat? = nil, heldRaise: CGFloat = 0) {
        self.heldGap = heldGap
        self.heldRaise = heldRaise
        self.top = top
        self.topDetail = topDetail
        self.topConstant = topConstant
        self.gap = gap
        self.gapConstant = gapConstant
        self.bottom = bottom
        self.bottomDetail = bottomDetail
        self.bottomConstant = bottomConstant
    }

    /// The three paddings (never negative) for labels this high.
    public func paddings(textHeight h1: Double, detailHeight h2: Double) -> (top: Double, gap: Double, bottom: Double) {
        (max(0, Double(top) * h1 + Double(topDetail) * h2 + Double(topConstant)),
         max(0, Double(gap) * h1 + Double(gapConstant)),
         max(0, Double(bottom) * h1 + Double(bottomDetail) * h2 + Double(bottomConstant)))
    }
}
