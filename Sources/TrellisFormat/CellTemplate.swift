import TrellisLayout

/// A cell template (`cells: {NAME: …}`): what a prototype cell in Interface
/// Builder holds. Its `subviews` go in the cell's content view; its
/// `constraints` name them by id, `contentView` (with `.margins`,
/// `.safeArea`, `.readable`), and guides the subviews declare. Ids are the
/// template's own: each row's copies are named `TABLE.sS.rR.ID` in frames
/// records and pictures.
public struct CellTemplate {
    /// The predefined style of the cell's built-in views (rows can still
    /// set `text`/`detail` on them).
    public var style: UITableViewCell.CellStyle = .default
    public var accessory: UITableViewCell.AccessoryType = .none
    /// `indentationLevel` and `indentationWidth` (UIKit's 0 and 10 when
    /// not given): the built-in views start level × width after the margin.
    public var indentationLevel: Int?
    public var indentationWidth: Double?
    /// The content view's margins (top and bottom 11, sides from the table
    /// when not given).
    public var margins: ViewSpec.Margins?
    /// nil: the content view preserves the cell's margins (UIKit's
    /// default for cells); false: only its own `margins` count.
    public var preservesSuperviewMargins: Bool?
    public var subviews: [ViewSpec] = []
    public var constraints: [ConstraintSpec] = []
    public var position: SourcePosition

    static let keys = ["style", "accessory", "indentationLevel", "indentationWidth", "margins", "preservesSuperviewMargins", "subviews", "constraints"]

    static let styleNames: [(String, UITableViewCell.CellStyle)] = [
        ("default", .default), ("subtitle", .subtitle), ("value1", .value1), ("value2", .value2),
    ]
    static let accessoryNames: [(String, UITableViewCell.AccessoryType)] = [
        ("none", .none), ("disclosureIndicator", .disclosureIndicator), ("checkmark", .checkmark),
        ("detailButton", .detailButton), ("detailDisclosureButton", .detailDisclosureButton),
    ]

    /// Every view id in the template, depth first.
    var viewIds: [String] { subviews.flatMap(\.flattened).map(\.id) }
    var guideIds: [String] { subviews.flatMap(\.flattened).flatMap(\.guides) }

    static func parse(_ node: YNode) throws(FormatError) -> CellTemplate {
        let m = try node.mapping("a cell template", allowed: keys)
        var t = CellTemplate(position: node.position)
        if let n = m["style"] { t.style = try StackSpec.named(n, styleNames, what: "cell style") }
        if let n = m["accessory"] { t.accessory = try StackSpec.named(n, accessoryNames, what: "accessory type") }
        if let n = m["indentationLevel"] { t.indentationLevel = Int(try n.number(in: Limits.indentationLevel)) }
        if let n = m["indentationWidth"] { t.indentationWidth = try n.number(in: Limits.size) }
        if let n = m["margins"] { t.margins = try ViewSpec.margins(n) }
        t.preservesSuperviewMargins = try m["preservesSuperviewMargins"]?.bool()
        if let n = m["subviews"] {
            for child in try n.sequence("a list of views") { t.subviews.append(try ViewSpec.view(child)) }
        }
        if let n = m["constraints"] { t.constraints = try ConstraintSpec.parseList(n) }
        try t.check(source: node.source)
        return t
    }

    /// Ids unique within the template (and not `contentView`), constraint
    /// items that exist, attribute pairs UIKit accepts, formats that build.
    func check(source: SourceFile) throws(FormatError) {
        var seen: Set<String> = ["contentView"]
        for view in subviews.flatMap(\.flattened) {
            guard seen.insert(view.id).inserted else {
                throw source.error(view.position, "duplicate id '\(view.id)' in the cell template",
                                                 offending: view.id, expected: "ids unique in the template, other than contentView")
            }
            if view.type == .tableView {
                throw source.error(view.position, "a cell can't hold a table view", offending: view.id,
                                                 expected: "views, labels, controls, stack views")
            }
        }
        let views = ItemRef.Names(["contentView"] + viewIds), guides = ItemRef.Names(guideIds)
        // UIKit's pairing rule looks at the items' kinds only: two stand-ins
        // for the template, not two per constraint.
        let standIns = (first: UIView(), second: UIView())
        for entry in constraints.flatMap(\.allEntries) {
            switch entry.body {
            case let .expression(e):
                let node = entry.textNodes[0]
                for anchor in [e.first] + (e.second.map { [$0] } ?? []) {
                    let ref = try ItemRef.resolve(anchor.item, offset: anchor.itemOffset, node: node, views: views, guides: guides)
                    if case let .viewGuide(id, kind) = ref, ItemRef.scrollGuideNames.contains(kind) {
                        throw node.error(at: anchor.itemOffset + id.unicodeScalars.count + 1, length: kind.unicodeScalars.count,
                                         "'\(kind)' is a scroll view's guide", expected: "\(id).margins, \(id).safeArea or \(id).readable")
                    }
                }
                try DocumentChecker.checkPairing(e, node: node, standIns: standIns)
            case let .visualFormat(formats, metrics, options):
                var dummies: [String: UIView] = [:]
                let parent = UIView()
                for id in viewIds {
                    let v = UIView()
                    parent.addSubview(v)
                    dummies[id] = v
                }
                for (format, node) in zip(formats, entry.textNodes) {
                    do {
                        _ = try NSLayoutConstraint.checkedConstraints(withVisualFormat: format, options: options,
                                                                      metrics: metrics, views: dummies)
                    } catch {
                        throw DocumentChecker.convert(error, node: node)
                    }
                }
            case .group:
                break
            }
            if entry.when != nil {
                throw source.error(entry.position, "a cell template's constraints can't depend on size classes",
                                                  offending: "when", expected: "constraints without 'when'")
            }
        }
    }
}
