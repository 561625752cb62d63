/// Cell metrics UIKit doesn't publish, as properties (Trellis additions):
/// the defaults are Trellis's iOS runtime rules (docs/TABLES.md); Interface
/// Builder files from Xcode 13 on set the numbers Xcode's canvas shows
/// (docs/INTERFACE-BUILDER.md, "Tables"), so one engine draws both.
public struct UITableViewCellMetrics: Equatable, Sendable {
    /// The height of a self-sizing row whose content view collapses (UIKit's
    /// "using standard height instead"), and the least height of a row
    /// showing the built-in labels or image: 44 on iOS.
    public var standardRowHeight: CGFloat = 44
    /// The content view's top and bottom margins: 11 on iOS.
    public var contentVerticalMargin: CGFloat = 11
    /// Whether the content view is as high as the cell (Xcode 13+'s
    /// canvas) rather than a separator shorter (every earlier canvas, and
    /// Trellis's iOS rule).
    public var contentViewCoversSeparator = false
    /// Where the built-in views (`textLabel`, `detailTextLabel`,
    /// `imageView`) start and end: nil at the content view's layout margins
    /// (iOS 11 on); a fixed inset from its edges on iOS 10, 15 points (its
    /// separator inset), which Xcode 8's canvas shows.
    public var builtInViewInset: CGFloat?
    /// The least height of a self-sizing row showing the built-in views,
    /// when it isn't ``standardRowHeight``: Xcode 13 to 15's canvas stores
    /// such rows a pixel shorter than 44 (43.5 at 2×) while a collapsed
    /// custom row is a pixel taller (44.5).
    public var builtInRowHeight: CGFloat?
    /// The height of a self-sizing row whose content view holds views of
    /// its own yet collapses (no chain from top to bottom), when it isn't
    /// ``standardRowHeight``: Xcode 13 to 15 store such rows (centred
    /// labels and switches) a pixel shorter than 44, as rows of built-in
    /// views, and only an empty content view's row a pixel taller.
    public var collapsedRowHeight: CGFloat?
    /// Added to the height of a grouped table's titled section headers
    /// (0 on iOS): Xcode 13's canvas (tools 19000 to 20999) shows them 6
    /// points shorter than iOS 16 and later do (32 for one line where
    /// later canvases show 38).
    public var groupedHeaderAdjustment: CGFloat = 0
    /// Added to a grouped table's titled header after the first section
    /// when its section has a footer title too (0 on iOS): Xcode 14 and
    /// later (tools 21000+) show those headers about 7.3 points taller (45.5
    /// at 2×, 45.333 at 3×: the exact value is under 45.5), 45.5
    /// where a section with only a header title gets 38 (GoMap's POI and
    /// Display storyboards, tools 24506; DuckDuckGo's Settings, 23504).
    public var groupedHeaderAboveFooterExtra: CGFloat = 0
    /// The extra space above a grouped table's first titled header (17.3
    /// on iOS: 55.5 for one line at 2×, where later headers are 38).
    /// Xcode's canvas leaves it out of a table controller's table under a
    /// navigation bar showing a large title (tools 23727 to 24128: Tinode's,
    /// IQKeyboardManager's and Delta's settings tables store their first
    /// rows at 38), so imports set 0 there (docs/INTERFACE-BUILDER.md,
    /// "Tables").
    public var groupedFirstHeaderExtra: CGFloat = 17.3
    /// Accessory widths for 16-point cell margins where they aren't
    /// Trellis's (``UITableViewCell/accessoryWidth``; a wider margin widens
    /// them as it does those): Xcode 13's canvas shows a disclosure
    /// indicator 25.5 (tools 19000 to 19999) or 24.5 (20000 to 20999) wide,
    /// Xcode 14 and later a checkmark and a detail button 40 (44 of a
    /// 20-point-margin row: DuckDuckGo's, GoMap's, KeePassium's files).
    public var accessoryWidths: [UITableViewCell.AccessoryType: CGFloat] = [:]
    /// Where the built-in views end, per accessory, when not at the content
    /// view's trailing margin (Trellis's iOS rule: the cell's margin, or 8
    /// beside an accessory): the gap from the content view's trailing edge.
    /// `.none`'s value is for 16-point cell margins (a wider margin widens
    /// it, as it does the margin); an accessory's is the gap itself.
    /// Canvases before Xcode 11 (tools below 15000, iOS 12 and earlier)
    /// store the labels right beside an accessory: at the content view's
    /// edge beside a checkmark or a detail button, a point or two inside
    /// it beside a disclosure indicator (35 from the cell's edge of a
    /// 16-point-margin row); Xcode 9.0 to 9.2 (tools 13000 to 13499) end
    /// them 15 from the edge of a row without one (docs/INTERFACE-BUILDER.md).
    public var builtInTrailingInsets: [UITableViewCell.AccessoryType: CGFloat] = [:]
    /// A grouped footer's title: each line this tall (nil: as measured)
    /// and this much taller than its text (nil: 24, Trellis's iOS rule).
    /// Xcode 14 and later show 46 for two lines of 13-point San Francisco
    /// (15.5 each) and 15 more: ish's, DuckDuckGo's and GoMap's footers,
    /// followed by an untitled 18 or a titled 38 to the next rows.
    public var titleLineHeight: CGFloat?
    /// A grouped footer whose title is the empty string (nil: measured as
    /// a title, one empty line and the padding). Xcode 14 and later show
    /// it 22 high, less than a line and the padding and more than an
    /// untitled section's 18: ish's About (tools 22505, before a titled
    /// header and footer: 67.5 = 22 + 45.5) and four in Delta's Settings
    /// (24128: 60 = 22 + 38 before a titled header, 67.5 before a titled
    /// header over a footer).
    public var groupedEmptyFooterHeight: CGFloat?
    /// How wide a grouped header's or footer's 13-point title is against
    /// the drawing font's measure (1: as measured). A canvas's titles are
    /// San Francisco, narrower than DejaVu Sans: Xcode breaks a footer's
    /// lines where 0.92 of DejaVu's width does (38 titled footers of seven
    /// repositories, tools 21701 to 25094; single-line 13-point labels'
    /// stored widths are 0.92 to 0.93 of DejaVu's), so a text DejaVu makes
    /// a few points too wide for a line still fits on the canvas.
    public var titleWidthScale: CGFloat = 1
    /// The built-in image's column (nil: none, the image at the leading
    /// edge and the text `builtInImageGap` after it): the image centred in
    /// a column this wide at the leading edge, the text `builtInImageGap`
    /// after the column or the image, whichever ends later. Xcode 14 and
    /// later show 24 and 15: KeePassium's images centred 12 in from the
    /// margin (an 18-wide one at 19, its text at 55; a 26.5-wide one at
    /// 14.75, its text at 56.25).
    public var builtInImageColumn: CGFloat?
    /// How far after the built-in image (or its column) the text starts
    /// (nil: 15 after a column, Trellis's 16 after the image alone). Every
    /// Xcode canvas stores 15 (docs/INTERFACE-BUILDER.md, "Built-in
    /// images before Xcode 14"): the IB import writes it.
    public var builtInImageGap: CGFloat?
    /// Whether a centred built-in image's y is the whole point at or above
    /// its centred place (false: the nearest pixel, Trellis's rule).
    /// Xcode 7 to 10's canvases (tools below 15000) store it so: OnTheMap's
    /// 24-point pins at 19 in a 63-point content view and at 9 in 43.5 and
    /// 43.667, IBAnimatable's 22-point images at 10 in 43.5, FSCalendar's
    /// 15-point ones at 14 (docs/INTERFACE-BUILDER.md, "Built-in images on
    /// whole points before Xcode 11").
    public var builtInImageOnWholePoints = false
    /// Whether the content view's bottom margin is measured from the
    /// cell's bottom edge rather than its own (false: 11 from its own, as
    /// Trellis lays out). iOS 11 and 12's content views take the cell's
    /// 11-point margins (`preservesSuperviewLayoutMargins`), so one a
    /// separator shorter than its cell has a bottom margin a separator
    /// smaller: Xcode 9 and 10's canvases (tools 13000 to 14999) store
    /// views pinned to the bottom margin of a 43.5-point content view 10.5
    /// above its bottom, 44 times in eight repositories, and 11 below the
    /// top margin (docs/INTERFACE-BUILDER.md, "Bottom margins beside the
    /// separator before Xcode 11").
    public var contentBottomMarginFromCell = false
    /// Whether an inset-grouped table's rows narrower than a large phone's
    /// keep the table's cell margins (false: the compact 16, Trellis's iOS
    /// rule and Xcode 26's canvas). Xcode 15's canvas (tools 23504 and
    /// 23727) stores a 393-point phone's 353-wide inset-grouped rows with
    /// views pinned to their margins 20 in (a shopping-list course app's
    /// buttons and label, an EmojiDictionary course app's five text
    /// fields), where Xcode 26's (25094, LNPopupController) stores built-in
    /// text at 16 (docs/INTERFACE-BUILDER.md, "Inset-grouped rows on a
    /// 393-point phone").
    public var insetRowsKeepTableMargins = false
    public var groupedFooterPadding: CGFloat?
    /// A self-sizing `.subtitle` row's paddings (nil: Trellis's iOS rule,
    /// the labels centred inside the content view's margins). Xcode 13 and
    /// later store rows whose paddings follow the text's line height
    /// (``UITableViewSubtitleSpacing``); rows of a fixed height keep the
    /// centred pair.
    public var subtitleSpacing: UITableViewSubtitleSpacing?
    /// A `.subtitle` row of fixed height with room to spare: its labels
    /// spaced and the pair raised (nil: the rules above). Interface Builder
    /// imports of Xcode 9 and later set it (``UITableViewSpacedSubtitle``).
    public var spacedSubtitle: UITableViewSpacedSubtitle?
    /// How far below the content view's centre a centred built-in label's
    /// centre sits, as a share of its font's point size (0: centred, as
    /// Trellis lays out at runtime). Xcode's canvas places a value1 row's
    /// labels by their text, about 0.0245 of the size below the centre
    /// (the baseline 0.38 of the size below it): FSCalendar's 16-point
    /// labels at 13 in 44-point rows at 3×, where centring gives 12.333,
    /// and 17-point ones at 12 in 43.5 and 44 (GoMap, Tinode, Demo).
    public var builtInLabelCenterOffset: CGFloat = 0
    /// How far below the table's top its first section starts (0 on iOS,
    /// where rows are in the content's coordinates whatever the insets).
    /// Xcode 7's canvas stores a table controller's rows below the status
    /// and navigation bars it sits under, 64 points further down than later
    /// canvases (docs/INTERFACE-BUILDER.md, "Xcode 7 table canvases").
    public var rowsTopOffset: CGFloat = 0
    /// The cells' side margins where the system minimum is the compact
    /// 16 (nil: 16). Xcode 9 to 11's canvases (iOS 11 to 13) give the
    /// cells of a table that isn't its controller's view iOS 10's 15 there
    /// (20 on 414-point phones stays 20), and the accessories and built-in
    /// labels beside them keep their places from the cell's edge
    /// (docs/INTERFACE-BUILDER.md, "Tables inside views before Xcode 12").
    public var compactCellMargin: CGFloat?
    /// iOS 6's grouped rows (nil: iOS 7 on's, full-width content views):
    /// the content view inset this much from the cell's sides, a point
    /// above each row's bottom whatever the separator style (the group's
    /// border), a section's first row a point taller above its content
    /// view and its last a point taller below when separators show. Xcode
    /// 4's canvas (tools below 4000) stores grouped rows so: content views
    /// at 10,1 280 × 43 in 45- and 46-point disclosure rows of 320 (three
    /// Stanford CS193p TopPlaces copies, 1938 to 2549; docs/INTERFACE-BUILDER.md,
    /// "iOS 6's grouped rows").
    public var groupedContentInset: CGFloat?

    public init(standardRowHeight: CGFloat = 44, contentVerticalMargin: CGFloat = 11, contentViewCoversSeparator: Bool = false,
                builtInViewInset: CGFloat? = nil, builtInRowHeight: CGFloat? = nil, collapsedRowHeight: CGFloat? = nil,
                groupedHeaderAdjustment: CGFloat = 0, groupedHeaderAboveFooterExtra: CGFloat = 0,
                accessoryWidths: [UITableViewCell.AccessoryType: CGFloat] = [:], titleLineHeight: CGFloat? = nil,
                groupedFooterPadding: CGFloat? = nil, builtInImageColumn: CGFloat? = nil, builtInImageGap: CGFloat? = nil,
                subtitleSpacing: UITableViewSubtitleSpacing? = nil) {
        self.standardRowHeight = standardRowHeight
        self.contentVerticalMargin = contentVerticalMargin
        self.contentViewCoversSeparator = contentViewCoversSeparator
        self.builtInViewInset = builtInViewInset
        self.builtInRowHeight = builtInRowHeight
        self.collapsedRowHeight = collapsedRowHeight
        self.groupedHeaderAdjustment = groupedHeaderAdjustment
        self.groupedHeaderAboveFooterExtra = groupedHeaderAboveFooterExtra
        self.accessoryWidths = accessoryWidths
        self.titleLineHeight = titleLineHeight
        self.groupedFooterPadding = groupedFooterPadding
        self.builtInImageColumn = builtInImageColumn
        self.builtInImageGap = builtInImageGap
        self.subtitleSpacing = subtitleSpacing
    }
}

extension UITableView {
    /// The separator height a content view is inset by.
    var contentViewSeparatorInset: Double {
        cellMetrics.contentViewCoversSeparator ? 0 : separatorThickness
    }

    /// Gives the cell the table's inset for its built-in views.
    func applyBuiltInViewInset(to cell: UITableViewCell) {
        let inset = cellMetrics.builtInViewInset.map(Double.init)
        let column = cellMetrics.builtInImageColumn.map { (width: Double($0), gap: Double(cellMetrics.builtInImageGap ?? 15)) }
        let gap = cellMetrics.builtInImageGap.map(Double.init)
        let offset = Double(cellMetrics.builtInLabelCenterOffset)
        let trailing = cellMetrics.builtInTrailingInsets.mapValues(Double.init)
        guard cell.builtInViewInset != inset || cell.builtInImageColumn?.width != column?.width
                || cell.builtInImageColumn?.gap != column?.gap || cell.builtInLabelCenterOffset != offset
                || cell.builtInTrailingInsets != trailing || cell.builtInImageGap != gap else { return }
        cell.builtInImageGap = gap
        cell.builtInViewInset = inset
        cell.builtInTrailingInsets = trailing
        cell.builtInImageColumn = column
        cell.builtInLabelCenterOffset = offset
        cell.contentView.systemConstraintsChanged()
    }

    /// Gives a self-sizing row's cell the table's subtitle spacing, and a
    /// row of fixed height (`fixedHeight`) the spacing only when it is tall
    /// enough for the paddings: a shorter one centres its labels with no
    /// gap. Xcode 26 stores LNPopupController's 90-point subtitle rows (Title2
    /// over Subheadline) with the text at 19 and a 4-point gap, as the
    /// paddings place them, and GoMap's, IQKeyboardManager's and Tinode's
    /// shorter fixed rows with the pair centred and touching.
    func applySubtitleSpacing(to cell: UITableViewCell, fixedHeight: Double?) {
        var spaced: UITableViewSpacedSubtitle?
        if let height = fixedHeight, let s = cellMetrics.spacedSubtitle, cell.style == .subtitle,
           let text = cell.builtInTextLabel, let detail = cell.builtInDetailLabel {
            let h1 = Double(text.engineIntrinsicContentSize.height), h2 = Double(detail.engineIntrinsicContentSize.height)
            let room = roundToPixel(height, scale: pixelScale) - contentViewSeparatorInset - h1 - h2
            if h1 > 0, h2 > 0, room >= Double(s.minimumRoom) - 1e-6 { spaced = s }
        }
        if cell.spacedSubtitle != spaced {
            cell.spacedSubtitle = spaced
            if cell.style == .subtitle { cell.contentView.systemConstraintsChanged() }
        }
        var spacing = spaced == nil ? cellMetrics.subtitleSpacing : nil
        if spaced == nil, let height = fixedHeight, let s = spacing {
            spacing = nil
            if cell.style == .subtitle, let text = cell.builtInTextLabel, let detail = cell.builtInDetailLabel,
               text.numberOfLines == 1, detail.numberOfLines == 1 {
                let h1 = Double(text.engineIntrinsicContentSize.height), h2 = Double(detail.engineIntrinsicContentSize.height)
                let p = s.paddings(textHeight: h1, detailHeight: h2)
                if height - contentViewSeparatorInset >= p.top + h1 + p.gap + h2 + p.bottom - 1e-6 { spacing = s }
            }
        }
        if fixedHeight == nil, var s = spacing, s.heldGap != nil, cell.style == .subtitle,
           let text = cell.builtInTextLabel, let detail = cell.builtInDetailLabel,
           text.numberOfLines == 1, detail.numberOfLines == 1 {
            // A self-sizing row the paddings leave under the least height
            // of built-in rows is held there (selfSizedHeight).
            let h1 = Double(text.engineIntrinsicContentSize.height), h2 = Double(detail.engineIntrinsicContentSize.height)
            let p = s.paddings(textHeight: h1, detailHeight: h2)
            let least = Double(cellMetrics.builtInRowHeight ?? cellMetrics.standardRowHeight)
            let row = roundToPixel(p.top + h1 + p.gap + h2 + p.bottom + contentViewSeparatorInset, scale: pixelScale)
            s.heldTaller = h1 > 0 && h2 > 0 && row < least - 1e-6
            spacing = s
        }
        guard cell.subtitleSpacing != spacing else { return }
        cell.subtitleSpacing = spacing
        if cell.style == .subtitle { cell.contentView.systemConstraintsChanged() }
    }

    /// Gives the content view the table's vertical margins unless its
    /// template or code set others (the cell starts at 11 and 11); with
    /// ``UITableViewCellMetrics/contentBottomMarginFromCell`` the bottom
    /// one is the separator smaller.
    func applyVerticalMargins(to cell: UITableViewCell) {
        let m = Double(cellMetrics.contentVerticalMargin)
        let bottom = cellMetrics.contentBottomMarginFromCell ? max(0, m - contentViewSeparatorInset) : m
        var current = cell.contentView.directionalLayoutMargins
        let assigned = cell.tableAssignedVerticalMargin ?? (top: 11, bottom: 11)
        guard current.top == assigned.top, current.bottom == assigned.bottom,
              assigned.top != m || assigned.bottom != bottom else { return }
        current.top = m
        current.bottom = bottom
        cell.contentView.directionalLayoutMargins = current
        cell.tableAssignedVerticalMargin = (top: m, bottom: bottom)
    }
}
