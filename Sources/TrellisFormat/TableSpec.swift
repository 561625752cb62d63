import TrellisLayout

/// A `type: tableView` view's table, as written (docs/FORMAT.md, "Tables"):
/// UIKit's table properties, cell templates (`cells:`, each a content
/// view's subviews and constraints) and the rows, by section:
///
/// ```yaml
/// - id: feed
///   type: tableView
///   style: plain                # grouped, insetGrouped
///   rowHeight: automatic        # or a number
///   estimatedRowHeight: 85
///   cells:
///     message:
///       subviews: [{id: name, type: label}, {id: body, type: label, lines: 0}]
///       constraints: ["name.top == contentView.margins.top", …]
///   sections:
///     - header: Today
///       rows:
///         - {cell: message, text: {name: Ada, body: "A long message…"}}
///         - {style: subtitle, text: Ada Lovelace, detail: Mathematician, accessory: disclosureIndicator}
/// ```
///
/// `rows:` on the table is the same as one section without titles.
public struct TableSpec {
    public var style: UITableView.Style = .plain
    /// nil: `UITableView.automaticDimension` (self-sizing rows).
    public var rowHeight: Double?
    public var estimatedRowHeight: Double?
    public var sectionHeaderHeight: Double?
    public var sectionFooterHeight: Double?
    public var separatorStyle: UITableView.SeparatorStyle = .singleLine
    /// `cellMetrics:` numbers UIKit doesn't publish (Trellis's iOS rules by
    /// default; imported Xcode 13+ files set the canvas's).
    public var cellMetrics = UITableViewCellMetrics()
    /// Templates by name, in file order.
    public var cells: [(name: String, template: CellTemplate)] = []
    public var sections: [TableSectionSpec] = []
    /// `tableHeaderView` / `tableFooterView`: views of the file (their ids
    /// join the file's, so its constraints may name them and their
    /// subviews). Each needs a `frame`: UIKit keeps a table header's frame
    /// height and gives it the table's width, at the top of the content
    /// (the footer below the last section), so only the height is used.
    public var headerView: ViewSpec? {
        get { headerStorage.first }
        set { headerStorage = newValue.map { [$0] } ?? [] }
    }
    public var footerView: ViewSpec? {
        get { footerStorage.first }
        set { footerStorage = newValue.map { [$0] } ?? [] }
    }
    // Arrays: a struct can't hold an optional of a struct that holds it.
    var headerStorage: [ViewSpec] = []
    var footerStorage: [ViewSpec] = []

    /// The header and footer views, in file order.
    public var accessoryViews: [ViewSpec] { [headerView, footerView].compactMap { $0 } }

    /// Keys a table view takes besides a view's (`style` is shared with
    /// the activity indicator's).
    static let keys = ["rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
                       "separatorStyle", "cells", "sections", "rows", "headerView", "footerView", "cellMetrics"]

    static let styleNames: [(String, UITableView.Style)] = [("plain", .plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped)]

    /// The most rows a file's tables may have in all (each row is a cell,
    /// a content view and the template's views).
    public static let maxRows = 2_000

    func template(_ name: String) -> CellTemplate? { cells.first { $0.name == name }?.template }

    static func parse(_ m: YNode.Mapping, id: String) throws(FormatError) -> TableSpec {
        var t = TableSpec()
        if let n = m["style"] { t.style = try StackSpec.named(n, styleNames, what: "table style") }
        if let n = m["rowHeight"] { t.rowHeight = try dimension(n, what: "a row height") }
        if let n = m["estimatedRowHeight"] { t.estimatedRowHeight = try dimension(n, what: "an estimated row height") }
        if let n = m["sectionHeaderHeight"] { t.sectionHeaderHeight = try dimension(n, what: "a section header height") }
        if let n = m["sectionFooterHeight"] { t.sectionFooterHeight = try dimension(n, what: "a section footer height") }
        if let n = m["separatorStyle"] {
            t.separatorStyle = try StackSpec.named(n, [("singleLine", .singleLine), ("none", .none)], what: "separator style")
        }
        if let n = m["cells"] {
            guard case let .mapping(pairs) = n.kind else { throw n.typeError("a mapping of cell names to templates") }
            for (k, v) in pairs {
                let name = try ViewSpec.identifier(k, what: "cell name")
                if t.cells.contains(where: { $0.name == name }) {
                    throw k.error("duplicate cell name '\(name)'", expected: "cell names unique in the table")
                }
                t.cells.append((name, try CellTemplate.parse(v)))
            }
        }
        if let n = m["sections"], let rows = m.key("rows") {
            _ = n
            throw rows.error("a table takes 'sections' or 'rows', not both", expected: "rows inside each section")
        }
        if let n = m["sections"] {
            for s in try n.sequence("a list of sections") { t.sections.append(try TableSectionSpec.parse(s, table: t)) }
        } else if let n = m["rows"] {
            t.sections = [TableSectionSpec(rows: try TableRowSpec.parseList(n, table: t))]
        }
        if let n = m["cellMetrics"] { t.cellMetrics = try metrics(n) }
        t.headerView = try m["headerView"].map { n throws(FormatError) in try accessoryView(n, key: "headerView") }
        t.footerView = try m["footerView"].map { n throws(FormatError) in try accessoryView(n, key: "footerView") }
        let rowCount = t.sections.reduce(0) { $0 + $1.rows.count }
        if rowCount > maxRows {
            throw (m.key("sections") ?? m.key("rows"))!.error("table '\(id)' has \(rowCount) rows",
                                                              expected: "at most \(maxRows) rows in a file's tables")
        }
        return t
    }

    /// A `headerView:` / `footerView:`: a view like any other, with a frame
    /// (UIKit lays a table's header and footer out from their frames; a
    /// view without one would be zero high).
    static func accessoryView(_ n: YNode, key: String) throws(FormatError) -> ViewSpec {
        let spec = try ViewSpec.view(n)
        guard spec.frame != nil else {
            throw n.error("the table's \(key) '\(spec.id)' needs a frame",
                          expected: "frame: {x: 0, y: 0, width: …, height: …} (the table keeps its height and sets its width)")
        }
        return spec
    }

    /// `{standardRowHeight, contentVerticalMargin, contentViewCoversSeparator}`,
    /// each optional.
    static func metrics(_ n: YNode) throws(FormatError) -> UITableViewCellMetrics {
        let m = try n.mapping("cell metrics", allowed: ["standardRowHeight", "contentVerticalMargin", "contentViewCoversSeparator",
                                                         "builtInViewInset", "builtInRowHeight", "collapsedRowHeight",
                                                         "groupedHeaderAdjustment", "groupedHeaderAboveFooterExtra", "groupedFirstHeaderExtra", "groupedEmptyFooterHeight", "titleWidthScale", "accessoryWidths",
                                                         "titleLineHeight", "groupedFooterPadding", "builtInImageColumn", "builtInImageGap", "builtInImageOnWholePoints", "contentBottomMarginFromCell", "insetRowsKeepTableMargins",
                                                         "subtitleSpacing", "spacedSubtitle", "builtInLabelCenterOffset", "rowsTopOffset", "builtInTrailingInsets",
                                                         "compactCellMargin", "groupedContentInset"])
        var metrics = UITableViewCellMetrics()
        if let v = m["standardRowHeight"] { metrics.standardRowHeight = CGFloat(try Values.nonNegative(v)) }
        if let v = m["contentVerticalMargin"] { metrics.contentVerticalMargin = CGFloat(try Values.nonNegative(v)) }
        if let v = m["contentViewCoversSeparator"] { metrics.contentViewCoversSeparator = try v.bool() }
        if let v = m["builtInViewInset"] { metrics.builtInViewInset = CGFloat(try Values.nonNegative(v)) }
        if let v = m["builtInRowHeight"] { metrics.builtInRowHeight = CGFloat(try Values.nonNegative(v)) }
        if let v = m["collapsedRowHeight"] { metrics.collapsedRowHeight = CGFloat(try Values.nonNegative(v)) }
        if let v = m["accessoryWidths"] {
            let names = CellTemplate.accessoryNames.filter { $0.1 != .none }
            let widths = try v.mapping("accessory widths", allowed: names.map(\.0))
            for (name, type) in names {
                if let w = widths[name] { metrics.accessoryWidths[type] = CGFloat(try Values.nonNegative(w)) }
            }
        }
        if let v = m["builtInTrailingInsets"] {
            let names = CellTemplate.accessoryNames
            let insets = try v.mapping("built-in trailing insets", allowed: names.map(\.0))
            for (name, type) in names {
                if let w = insets[name] { metrics.builtInTrailingInsets[type] = CGFloat(try Values.nonNegative(w)) }
            }
        }
        if let v = m["builtInImageColumn"] { metrics.builtInImageColumn = CGFloat(try Values.nonNegative(v)) }
        if let v = m["builtInImageGap"] { metrics.builtInImageGap = CGFloat(try Values.nonNegative(v)) }
        if let v = m["builtInImageOnWholePoints"] { metrics.builtInImageOnWholePoints = try v.bool() }
        if let v = m["contentBottomMarginFromCell"] { metrics.contentBottomMarginFromCell = try v.bool() }
        if let v = m["insetRowsKeepTableMargins"] { metrics.insetRowsKeepTableMargins = try v.bool() }
        if let v = m["titleLineHeight"] { metrics.titleLineHeight = CGFloat(try Values.nonNegative(v)) }
        if let v = m["groupedFooterPadding"] { metrics.groupedFooterPadding = CGFloat(try Values.nonNegative(v)) }
        if let v = m["groupedHeaderAboveFooterExtra"] { metrics.groupedHeaderAboveFooterExtra = CGFloat(try Values.nonNegative(v)) }
        if let v = m["groupedFirstHeaderExtra"] { metrics.groupedFirstHeaderExtra = CGFloat(try Values.nonNegative(v)) }
        if let v = m["groupedEmptyFooterHeight"] { metrics.groupedEmptyFooterHeight = CGFloat(try Values.nonNegative(v)) }
        if let v = m["titleWidthScale"] {
            metrics.titleWidthScale = CGFloat(try ControlSpec.number(v, in: 0.5...2, what: "titleWidthScale"))
        }
        if let v = m["rowsTopOffset"] { metrics.rowsTopOffset = CGFloat(try Values.nonNegative(v)) }
        if let v = m["compactCellMargin"] { metrics.compactCellMargin = CGFloat(try Values.nonNegative(v)) }
        if let v = m["groupedContentInset"] { metrics.groupedContentInset = CGFloat(try Values.nonNegative(v)) }
        if let v = m["builtInLabelCenterOffset"] {
            metrics.builtInLabelCenterOffset = CGFloat(try ControlSpec.number(v, in: -1...1, what: "builtInLabelCenterOffset"))
        }
        if let v = m["subtitleSpacing"] {
            let keys = ["top", "topDetail", "topConstant", "gap", "gapConstant", "bottom", "bottomDetail", "bottomConstant"]
            let sm = try v.mapping("subtitle spacing", allowed: keys + ["heldGap", "heldRaise"])
            var numbers: [String: CGFloat] = [:]
            for k in keys { if let x = sm[k] { numbers[k] = CGFloat(try ControlSpec.number(x, in: -100...100, what: "subtitleSpacing." + k)) } }
            metrics.subtitleSpacing = UITableViewSubtitleSpacing(
                top: numbers["top"] ?? 0, topDetail: numbers["topDetail"] ?? 0, topConstant: numbers["topConstant"] ?? 0,
                gap: numbers["gap"] ?? 0, gapConstant: numbers["gapConstant"] ?? 0, bottom: numbers["bottom"] ?? 0,
                bottomDetail: numbers["bottomDetail"] ?? 0, bottomConstant: numbers["bottomConstant"] ?? 0)
            if let x = sm["heldGap"] { metrics.subtitleSpacing?.heldGap = CGFloat(try ControlSpec.number(x, in: 0...100, what: "subtitleSpacing.heldGap")) }
            if let x = sm["heldRaise"] { metrics.subtitleSpacing?.heldRaise = CGFloat(try ControlSpec.number(x, in: -100...100, what: "subtitleSpacing.heldRaise")) }
        }
        if let v = m["spacedSubtitle"] {
            let sm = try v.mapping("spaced subtitle", allowed: ["gap", "raise", "minimumRoom"])
            var spaced = UITableViewSpacedSubtitle()
            if let x = sm["gap"] { spaced.gap = CGFloat(try ControlSpec.number(x, in: 0...100, what: "spacedSubtitle.gap")) }
            if let x = sm["raise"] { spaced.raise = CGFloat(try ControlSpec.number(x, in: -100...100, what: "spacedSubtitle.raise")) }
            if let x = sm["minimumRoom"] { spaced.minimumRoom = CGFloat(try ControlSpec.number(x, in: 0...1000, what: "spacedSubtitle.minimumRoom")) }
            metrics.spacedSubtitle = spaced
        }
        if let v = m["groupedHeaderAdjustment"] { metrics.groupedHeaderAdjustment = CGFloat(try ControlSpec.number(v, in: -100...100, what: "groupedHeaderAdjustment")) }
        return metrics
    }

    /// `automatic` (nil) or a height ≥ 0.
    static func dimension(_ n: YNode, what: String) throws(FormatError) -> Double? {
        if n.scalarText == "automatic" { return nil }
        guard case .scalar = n.kind, let v = try? n.number(in: Limits.size) else {
            throw n.error("expected \(what), found \(n.scalarText ?? "a \(n.kindName)")",
                          expected: "automatic, or a number of points from 0 to \(Limits.format(Limits.maxCoordinate))")
        }
        return v
    }

    /// Sets the table's properties.
    func configure(_ table: UITableView) {
        table.rowHeight = rowHeight.map { CGFloat($0) } ?? UITableView.automaticDimension
        table.estimatedRowHeight = estimatedRowHeight.map { CGFloat($0) } ?? UITableView.automaticDimension
        table.sectionHeaderHeight = sectionHeaderHeight.map { CGFloat($0) } ?? UITableView.automaticDimension
        table.sectionFooterHeight = sectionFooterHeight.map { CGFloat($0) } ?? UITableView.automaticDimension
        table.separatorStyle = separatorStyle
        table.cellMetrics = cellMetrics
    }
}

/// One section: optional header and footer titles, their heights, and its
/// rows.
public struct TableSectionSpec {
    public var header: String?
    public var footer: String?
    /// `headerHeight:` / `footerHeight:`: this section's header and footer
    /// heights, as a delegate's `tableView(_:heightForHeaderInSection:)`
    /// answers them (nil: the table's `sectionHeaderHeight` /
    /// `sectionFooterHeight`). Interface Builder imports use them for a
    /// grouped table's untitled sections, which Xcode shows at the table's
    /// stored heights.
    public var headerHeight: Double?
    public var footerHeight: Double?
    public var rows: [TableRowSpec] = []

    static func parse(_ node: YNode, table: TableSpec) throws(FormatError) -> TableSectionSpec {
        let m = try node.mapping("a section", allowed: ["header", "footer", "headerHeight", "footerHeight", "rows"])
        var s = TableSectionSpec()
        s.header = try m["header"].map { n throws(FormatError) in try Values.text(n) }
        s.footer = try m["footer"].map { n throws(FormatError) in try Values.text(n) }
        if let n = m["headerHeight"] { s.headerHeight = try TableSpec.dimension(n, what: "a section header height") }
        if let n = m["footerHeight"] { s.footerHeight = try TableSpec.dimension(n, what: "a section footer height") }
        if let n = m["rows"] { s.rows = try TableRowSpec.parseList(n, table: table) }
        return s
    }
}
