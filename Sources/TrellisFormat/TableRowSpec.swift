import TrellisLayout

/// One row: a template's cell (`cell: message`) or a cell of a predefined
/// style (`style: subtitle`, the default `default`), and what the row sets
/// on it, in the forms steps use:
/// - `text`: a string for the built-in `textLabel`, or a mapping of the
///   template's view ids to texts;
/// - `detail`: the built-in `detailTextLabel`'s text (not for `default`);
/// - `hidden`: template view ids to hide; `intrinsicSize`: template view
///   ids (or `textLabel`, `detailTextLabel`) to sizes (`{box: {height: 120}}`);
/// - `font`: the built-in labels' fonts (`{textLabel: 20}`);
/// - `accessory`, `image` (the built-in image view's), `height` (a fixed
///   height for this row, as a delegate's `heightForRowAt` gives);
/// - `indentationLevel`, `indentationWidth` (the cell's; a template's
///   otherwise).
public struct TableRowSpec {
    public var cell: String?
    public var style: UITableViewCell.CellStyle?
    public var text: String?
    public var texts: [(id: String, text: String)] = []
    public var detail: String?
    /// nil: as the template has them; a list (maybe empty): exactly these hidden.
    public var hidden: [String]?
    public var intrinsicSizes: [(id: String, size: CGSize)] = []
    /// Fonts of the built-in `textLabel` / `detailTextLabel`.
    public var fonts: [(id: String, font: UIFont)] = []
    public var accessory: UITableViewCell.AccessoryType?
    public var indentationLevel: Int?
    public var indentationWidth: Double?
    public var image: UIImage?
    public var height: Double?
    public var position: SourcePosition

    /// Built-in views `intrinsicSize` may name besides the template's.
    static let builtInLabels: Set<String> = ["textLabel", "detailTextLabel"]

    static let keys = ["cell", "style", "text", "detail", "hidden", "intrinsicSize", "font", "accessory", "indentationLevel", "indentationWidth", "image", "height"]

    static func parseList(_ node: YNode, table: TableSpec) throws(FormatError) -> [TableRowSpec] {
        var rows: [TableRowSpec] = []
        for n in try node.sequence("a list of rows") { rows.append(try parse(n, table: table, extraKeys: [])) }
        return rows
    }

    /// A row; `extraKeys` are allowed besides (a step's `section`, `row`).
    static func parse(_ node: YNode, table: TableSpec, extraKeys: [String]) throws(FormatError) -> TableRowSpec {
        let m = try node.mapping("a row", allowed: keys + extraKeys)
        var r = TableRowSpec(position: node.position)
        var template: CellTemplate?
        if let n = m["cell"] {
            let name = try n.string("a cell template name")
            guard let t = table.template(name) else {
                let names = table.cells.map(\.name)
                throw n.error("unknown cell '\(name)'",
                              expected: names.isEmpty ? "a template under the table's 'cells:'" : "one of " + names.joined(separator: ", "),
                              suggestion: Suggestions.didYouMean(name, among: names))
            }
            r.cell = name
            template = t
            if let s = m.key("style") {
                throw s.error("a row of cell '\(name)' takes the template's style", expected: "'style' in the template, or a row without 'cell'")
            }
        }
        if let n = m["style"] { r.style = try StackSpec.named(n, CellTemplate.styleNames, what: "cell style") }
        try r.read(m, template: template)
        return r
    }

    /// The keys a row and a step's row change share.
    mutating func read(_ m: YNode.Mapping, template: CellTemplate?) throws(FormatError) {
        let ids = template?.viewIds ?? []
        func templateId(_ k: YNode, what: String) throws(FormatError) -> String {
            let id = try k.string("a view id")
            guard ids.contains(id) else {
                throw k.error("'\(id)' is not a view of \(cell.map { "cell '\($0)'" } ?? "this row's cell")",
                              expected: ids.isEmpty ? "\(what) on a row with a 'cell' template" : "one of " + ids.joined(separator: ", "),
                              suggestion: Suggestions.didYouMean(id, among: ids))
            }
            return id
        }
        if let n = m["text"] {
            if case .mapping(let pairs) = n.kind {
                for (k, v) in pairs {
                    let id = try templateId(k, what: "texts by view id")
                    guard let spec = template?.subviews.flatMap(\.flattened).first(where: { $0.id == id }), spec.type.hasText else {
                        throw k.error("view '\(id)' shows no text", expected: "a label, button, textField or textView of the template")
                    }
                    texts.append((id, try Values.text(v)))
                }
            } else {
                text = try Values.text(n)
            }
        }
        if let n = m["detail"] {
            let style = template?.style ?? self.style ?? .default
            guard style != .default else {
                throw m.key("detail")!.error("a default-style cell has no detail text",
                                             expected: "style: subtitle, value1 or value2")
            }
            detail = try Values.text(n)
        }
        if let n = m["hidden"] {
            var list: [String] = []
            for item in n.oneOrMany() { list.append(try templateId(item, what: "hidden view ids")) }
            hidden = list
        }
        if let n = m["intrinsicSize"] {
            guard case .mapping(let pairs) = n.kind else { throw n.typeError("a mapping of view ids to sizes") }
            for (k, v) in pairs {
                // The built-in labels too (an imported cell's labels keep
                // the sizes Xcode measured).
                let id = Self.builtInLabels.contains(k.scalarText ?? "") ? k.scalarText! : try templateId(k, what: "sizes by view id")
                intrinsicSizes.append((id, try Values.intrinsicSize(v)))
            }
        }
        if let n = m["font"] {
            guard case .mapping(let pairs) = n.kind else { throw n.typeError("a mapping of built-in labels to fonts") }
            for (k, v) in pairs {
                guard let id = k.scalarText, Self.builtInLabels.contains(id) else {
                    throw k.error("'\(k.scalarText ?? "")' is not a built-in label", expected: "textLabel or detailTextLabel",
                                  suggestion: Suggestions.didYouMean(k.scalarText ?? "", among: Self.builtInLabels.sorted()))
                }
                fonts.append((id, try Values.font(v)))
            }
        }
        if let n = m["accessory"] { accessory = try StackSpec.named(n, CellTemplate.accessoryNames, what: "accessory type") }
        if let n = m["indentationLevel"] { indentationLevel = Int(try n.number(in: Limits.indentationLevel)) }
        if let n = m["indentationWidth"] { indentationWidth = try n.number(in: Limits.size) }
        if let n = m["image"] { image = try ControlSpec.image(n) }
        if let n = m["height"] { height = try n.number(in: Limits.size) }
    }

    /// A step's update: the fields it gives replace this row's.
    mutating func merge(_ change: TableRowSpec) {
        if let t = change.text { text = t }
        for (id, t) in change.texts {
            texts.removeAll { $0.id == id }
            texts.append((id, t))
        }
        if let d = change.detail { detail = d }
        if let h = change.hidden { hidden = h }
        for (id, s) in change.intrinsicSizes {
            intrinsicSizes.removeAll { $0.id == id }
            intrinsicSizes.append((id, s))
        }
        for (id, f) in change.fonts {
            fonts.removeAll { $0.id == id }
            fonts.append((id, f))
        }
        if let a = change.accessory { accessory = a }
        if let l = change.indentationLevel { indentationLevel = l }
        if let w = change.indentationWidth { indentationWidth = w }
        if let i = change.image { image = i }
        if let h = change.height { height = h }
    }
}
