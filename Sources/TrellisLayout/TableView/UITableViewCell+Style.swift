/// The predefined layouts of a cell's built-in views, as the content view's
/// generated constraints (identifiers `UITableViewCell-…`). UIKit places
/// these views with frames in the cell's `layoutSubviews`; constraints give
/// the same places and let a row size itself to wrapping text, so
/// `numberOfLines = 0` on `textLabel` grows the row as on iOS.
///
/// Metrics (docs/TABLES.md): the views sit inside the content view's
/// margins (11 top and bottom, the table's leading and trailing margin); an
/// image at its own size at the leading margin, centred, the text 16 points
/// after it;
/// `.default`'s single-line text as high as the content view, `.value1`'s
/// texts centred vertically; `.subtitle`'s detail
/// directly below the text, the pair centred at their own sizes; `.value2`'s text right-aligned in a 91-point
/// column with the detail 6 points after it. A label without text takes no
/// place (a `.subtitle` cell without detail lays out as `.default`), unless
/// it has an explicit intrinsic size (an IB canvas's stored one).
extension UITableViewCellContentView {
    func styleConstraints() -> [NSLayoutConstraint] {
        guard let cell else { return [] }
        var out: [NSLayoutConstraint] = []
        func make(_ a: LayoutItem, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation,
                  _ b: LayoutItem?, _ ba: NSLayoutConstraint.Attribute, _ constant: Double = 0,
                  _ priority: UILayoutPriority = .required, name: String) {
            let c = NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b,
                                       attribute: b == nil ? .notAnAttribute : ba, multiplier: 1, constant: constant)
            c.priority = priority
            c.identifier = "UITableViewCell-" + name
            c.systemKind = "NSLayoutConstraint"
            out.append(c)
        }
        /// A label takes a place when it has text, or when it was given a
        /// size of its own: an Interface Builder canvas lays an empty
        /// built-in label out at its stored size (Xcode stores an empty
        /// `detailTextLabel` of a value1 cell where "Detail" would be, and
        /// the text label keeps its own width; FSCalendar's examples).
        func present(_ label: UILabel?) -> UILabel? {
            guard let label, label.superview === self,
                  label.text?.isEmpty == false || label.intrinsicContentSizeOverride != nil else { return nil }
            return label
        }
        let margins = layoutMarginsGuide
        /// Where the built-in views start and end: the margins, or the
        /// table's fixed inset from the content view's edges (iOS 10).
        /// The cell's indentation moves them on from there
        /// (``UITableViewCell/indentationLevel``).
        let indent = cell.builtInIndentation
        let start: (LayoutItem, Double) = cell.builtInViewInset.map { (self, $0 + indent) } ?? (margins, indent)
        /// A canvas's own gap beside the accessory (or, without one, for a
        /// 16-point margin) wins (``UITableViewCellMetrics/builtInTrailingInsets``).
        let accessory: UITableViewCell.AccessoryType = cell.accessoryView == nil ? cell.accessoryType : .none
        /// Beside an accessory the gap is for 16-point margins: a narrower
        /// margin (``UITableViewCellMetrics/compactCellMargin``) narrows the
        /// accessory, and the labels keep their end from the cell's edge.
        let trailingMargin = Double(cell.directionalLayoutMargins.trailing)
        let narrower = (cell.superview as? UITableView)?.cellMetrics.compactCellMargin
            .map { max(0, min(16 - Double($0), 16 - trailingMargin)) } ?? 0
        let canvasEnd: Double? = cell.accessoryView != nil ? nil : cell.builtInTrailingInsets[accessory].map {
            accessory == .none ? $0 + max(0, trailingMargin - 16) : $0 + narrower
        }
        let end: (LayoutItem, Double) = canvasEnd.map { (self, -$0) }
            ?? cell.builtInViewInset.map { (self, -$0) } ?? (margins, 0)
        /// Inside the margins vertically, centred unless `centred` is false.
        /// A label's centre sits the table's share of its point size below
        /// the content view's (``UITableViewCellMetrics/builtInLabelCenterOffset``).
        /// The margins bound the centred frame, not the shifted one: the
        /// shift doesn't make a row taller (Xcode 26's canvas stores a
        /// value1 row of 20.5-point labels inside 15-point margins 51 high,
        /// the labels at 16, where bounding the shifted frame gives 51.5:
        /// Delta's and GoMap's Settings, docs/INTERFACE-BUILDER.md).
        /// The margins hold a self-sizing row open at 749, under the views'
        /// compression resistance: a fixed row too short for them keeps
        /// its views whole and centred, as UIKit's frames do (GoMap's
        /// 44-point value1 rows of 20.5-point labels inside Xcode 26's
        /// 15-point margins store the labels at 12, 20.5 high).
        func bound(_ v: UIView, centred: Bool = true, edges: Bool = false, shift: Double = 0) {
            let offset = centred ? (v as? UILabel).map { cell.builtInLabelCenterOffset * Double($0.font?.pointSize ?? 17) } ?? 0 : 0
            let box: LayoutItem = edges ? self : margins
            make(v, .top, .greaterThanOrEqual, box, .top, offset, UILayoutPriority(749), name: "top")
            make(v, .bottom, .lessThanOrEqual, box, .bottom, offset, UILayoutPriority(749), name: "bottom")
            if centred { make(v, .centerY, .equal, self, .centerY, offset + shift, name: "centerY") }
        }
        var lead: (LayoutItem, NSLayoutConstraint.Attribute, Double) = (start.0, .leading, start.1)
        var shownImage: UIView?
        if let image = cell.builtInImageView, image.superview === self, let picture = image.image {
            // The image's own size (UIKit sizes the view to it): the text
            // beside it takes the rest of the row.
            make(image, .width, .equal, nil, .notAnAttribute, Double(picture.size.width), name: "image-width")
            make(image, .height, .equal, nil, .notAnAttribute, Double(picture.size.height), name: "image-height")
            if let column = cell.builtInImageColumn {
                // A canvas's image column: the image centred in it.
                make(image, .centerX, .equal, start.0, .leading, start.1 + column.width / 2, name: "image-centerX")
            } else {
                make(image, .leading, .equal, start.0, .leading, start.1, name: "image-leading")
            }
            // The image holds a self-sizing row open at the content view's
            // edges, not its margins: Xcode stores a default row of a
            // 51.5-point image 51.5 high with the image at y 0 (CypherPoet's
            // iOS Apprentice, 14845), and centres a 38-point image in a
            // 44-point row (14490) and a 25.667-point one in a 43.667-point
            // row (Tinode, 23727), where 11-point margins give 60 and 47.667.
            // Seen in default-style rows only; other styles keep the
            // margins: KeePassium's value1 rows of a 26-point image are
            // 48.5 (32700), the image 11.25 from the top.
            // A canvas's self-sizing subtitle row, sized by its labels'
            // paddings (``UITableViewSubtitleSpacing``), holds the image at
            // the edges too: Xcode 9 and 10's rows, which have no padding,
            // store OnTheMap's 24-point pins in 44-point rows (13771, two
            // repositories), where the margins gave 46.333, and Xcode 11's
            // a 48-point image in a 55.5-point row (16096), where they
            // gave 70.
            let padded = cell.style == .subtitle && cell.subtitleSpacing != nil
            bound(image, edges: cell.style == .default || padded, shift: cell.builtInImageShift)
            lead = (image, .trailing, cell.builtInImageGap ?? 16)
            shownImage = image
        }
        /// A label's leading edge: after the image (16 on, or the table's
        /// `builtInImageGap`), or with a
        /// canvas's image column after the column or the image, whichever
        /// ends later, and the column's gap.
        func leading(_ v: UIView, _ name: String) {
            if let column = cell.builtInImageColumn, let image = shownImage {
                let after = start.1 + column.width + column.gap
                make(v, .leading, .greaterThanOrEqual, image, .trailing, column.gap, name: name + "-image")
                make(v, .leading, .greaterThanOrEqual, start.0, .leading, after, name: name + "-column")
                make(v, .leading, .equal, start.0, .leading, after, UILayoutPriority(999), name: name)
            } else {
                make(v, .leading, .equal, lead.0, lead.1, lead.2, name: name)
            }
        }
        let text = present(cell.builtInTextLabel)
        let detail = cell.style == .default ? nil : present(cell.builtInDetailLabel)
        switch (cell.style, text, detail) {
        case (.default, let text?, nil) where text.numberOfLines == 1:
            // UIKit's default-style label spans the content view's height
            // (its text centred in it), as every Xcode-stored frame shows
            // (16, 0, 343, 43.5 in a 375-wide row); the row is still at
            // least the standard height.
            leading(text, "text-leading")
            make(text, .trailing, .equal, end.0, .trailing, end.1, name: "text-trailing")
            make(text, .top, .equal, self, .top, name: "top")
            make(text, .bottom, .equal, self, .bottom, name: "bottom")
        case (_, let text?, nil):
            leading(text, "text-leading")
            make(text, .trailing, .equal, end.0, .trailing, end.1, name: "text-trailing")
            bound(text)
        case (_, nil, let detail?):
            leading(detail, "detail-leading")
            make(detail, .trailing, .equal, end.0, .trailing, end.1, name: "detail-trailing")
            bound(detail)
        case (.subtitle, let text?, let detail?) where cell.spacedSubtitle != nil:
            // A canvas's subtitle row of fixed height with room to spare:
            // the labels a gap apart, the pair a little above the centre
            // (``UITableViewSpacedSubtitle``; Xcode 9 on store the detail 3
            // below the text, e.g. 10 and 33.5 for 20.5- and 14.5-high
            // labels in a 60-point row).
            let s = cell.spacedSubtitle!
            let h1 = Double(text.engineIntrinsicContentSize.height), h2 = Double(detail.engineIntrinsicContentSize.height)
            leading(text, "text-leading")
            make(text, .trailing, .lessThanOrEqual, end.0, .trailing, end.1, name: "text-trailing")
            leading(detail, "detail-leading")
            make(detail, .trailing, .lessThanOrEqual, end.0, .trailing, end.1, name: "detail-trailing")
            make(text, .top, .equal, self, .centerY, -(h1 + Double(s.gap) + h2) / 2 - Double(s.raise), name: "pair-centerY")
            make(detail, .top, .equal, text, .bottom, Double(s.gap), name: "detail-below-text")
        case (.subtitle, let text?, let detail?) where text.numberOfLines == 1 && detail.numberOfLines == 1 && cell.subtitleSpacing != nil:
            // A canvas's self-sizing subtitle row: paddings from the text's
            // height (``UITableViewSubtitleSpacing``) size the row; in a row
            // held taller (the least height of built-in rows) the labels
            // keep the gap and sit where the paddings centre them.
            let h1 = Double(text.engineIntrinsicContentSize.height), h2 = Double(detail.engineIntrinsicContentSize.height)
            let s = cell.subtitleSpacing!
            let p = s.paddings(textHeight: h1, detailHeight: h2)
            leading(text, "text-leading")
            make(text, .trailing, .lessThanOrEqual, end.0, .trailing, end.1, name: "text-trailing")
            leading(detail, "detail-leading")
            make(detail, .trailing, .lessThanOrEqual, end.0, .trailing, end.1, name: "detail-trailing")
            if s.heldTaller, let gap = s.heldGap.map(Double.init) {
                // Held at the least height: the pair centred with the
                // held gap, raised (``UITableViewSubtitleSpacing/heldGap``).
                make(text, .top, .equal, self, .centerY, -(h1 + gap + h2) / 2 - Double(s.heldRaise), name: "pair-centerY")
                make(detail, .top, .equal, text, .bottom, gap, name: "detail-below-text")
                break
            }
            make(text, .top, .equal, self, .centerY, -(h1 + p.gap + h2) / 2 + (p.top - p.bottom) / 2, name: "pair-centerY")
            make(detail, .top, .equal, text, .bottom, p.gap, name: "detail-below-text")
            make(text, .top, .greaterThanOrEqual, self, .top, p.top, name: "top")
            make(detail, .bottom, .lessThanOrEqual, self, .bottom, -p.bottom, name: "bottom")
        case (.subtitle, let text?, let detail?) where text.numberOfLines == 1 && detail.numberOfLines == 1:
            // Both labels at their own sizes, the pair centred in the
            // content view (Xcode stores 16,6 and 16,25.5 for 19.5- and
            // 13.5-high labels in a 44-point row); the margins hold a
            // self-sizing row open but give way in a fixed row too short
            // for them, as UIKit's frames do.
            let pair = Double(text.engineIntrinsicContentSize.height + detail.engineIntrinsicContentSize.height)
            leading(text, "text-leading")
            make(text, .trailing, .lessThanOrEqual, end.0, .trailing, end.1, name: "text-trailing")
            leading(detail, "detail-leading")
            make(detail, .trailing, .lessThanOrEqual, end.0, .trailing, end.1, name: "detail-trailing")
            make(text, .top, .equal, self, .centerY, -pair / 2, name: "pair-centerY")
            make(detail, .top, .equal, text, .bottom, name: "detail-below-text")
            make(text, .top, .greaterThanOrEqual, margins, .top, 0, UILayoutPriority(749), name: "top")
            make(detail, .bottom, .lessThanOrEqual, margins, .bottom, 0, UILayoutPriority(749), name: "bottom")
        case (.subtitle, let text?, let detail?):
            leading(text, "text-leading")
            make(text, .trailing, .equal, end.0, .trailing, end.1, name: "text-trailing")
            leading(detail, "detail-leading")
            make(detail, .trailing, .equal, end.0, .trailing, end.1, name: "detail-trailing")
            make(text, .top, .greaterThanOrEqual, margins, .top, name: "top")
            make(text, .top, .equal, margins, .top, 0, .defaultLow, name: "text-top")
            make(detail, .top, .equal, text, .bottom, name: "detail-below-text")
            make(detail, .bottom, .lessThanOrEqual, margins, .bottom, name: "bottom")
        case (.value1, let text?, let detail?):
            leading(text, "text-leading")
            make(detail, .trailing, .equal, end.0, .trailing, end.1, name: "detail-trailing")
            make(detail, .leading, .greaterThanOrEqual, text, .trailing, 8, name: "detail-after-text")
            bound(text)
            if text.font?.pointSize != detail.font?.pointSize || text.font?.fontName != detail.font?.fontName {
                // A detail in another font sits on the text's baseline, as
                // Xcode stores value1 rows of 17-point text and 15-, 13- or
                // 12-point details (Readium's DRM table, iNaturalist, LINE
                // SDK, raywenderlich, Habitica: docs/INTERFACE-BUILDER.md,
                // "Value1 details in another font").
                // The baselines by the fonts' own metrics (a line's baseline
                // sits `ascender − lineHeight / 2` below its centre), so an
                // empty label that keeps a stored size sits there too (LINE
                // SDK's empty 15-point detail at 14, 16097).
                func baselineBelowCentre(_ l: UILabel) -> Double {
                    let f = l.font ?? .systemFont(ofSize: 17)
                    return Double(f.ascender) - Double(f.lineHeight) / 2
                }
                bound(detail, centred: false)
                make(detail, .centerY, .equal, text, .centerY, baselineBelowCentre(text) - baselineBelowCentre(detail), name: "detail-baseline")
            } else {
                bound(detail)
            }
        case (.value2, let text?, let detail?):
            leading(text, "text-leading")
            make(text, .width, .equal, nil, .notAnAttribute, 91, name: "text-column")
            make(detail, .leading, .equal, text, .trailing, 6, name: "detail-after-text")
            make(detail, .trailing, .lessThanOrEqual, end.0, .trailing, end.1, name: "detail-trailing")
            bound(text)
            bound(detail)
        case (.default, nil, nil):
            // An empty default-style label still spans the content view,
            // as Xcode stores it (16, 0, 288, 44 in iNaturalist's 19162
            // rows; Habitica's 23090 and Seafile's 23504 and 23727 rows):
            // UIKit lays the label out whether or not it has text.
            if let label = cell.builtInTextLabel, label.superview === self, label.numberOfLines == 1 {
                leading(label, "text-leading")
                make(label, .trailing, .equal, end.0, .trailing, end.1, name: "text-trailing")
                make(label, .top, .equal, self, .top, name: "top")
                make(label, .bottom, .equal, self, .bottom, name: "bottom")
            }
        default:
            break
        }
        return out
    }
}
