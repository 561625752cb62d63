import TrellisLayout

/// A `rows:` step as written, read against its table when the file is
/// checked and again when the step is applied.
public struct TableRowsStep {
    let node: YNode
}

/// A step's `rows:` change to one table, as an app changes its model and
/// then calls `deleteRows`, `insertRows` and `reloadRows` in a batch:
///
/// ```yaml
/// - rows:
///     feed:
///       update: [{section: 0, row: 2, text: {body: "Edited"}}]
///       delete: [{row: 0}]
///       insert: [{row: 1, cell: message, text: {name: Ada, body: "New"}}]
/// ```
///
/// UIKit's batch-update rule: updates and deletions use the indexes before
/// the step, insertions the indexes after it (`section` defaults to 0; an
/// insertion without `row` goes at the end). Applied in that order.
public struct TableRowsChange {
    public var updates: [(section: Int, row: Int, change: TableRowSpec, position: SourcePosition)] = []
    public var deletions: [(section: Int, row: Int, position: SourcePosition)] = []
    public var insertions: [(section: Int, row: Int?, spec: TableRowSpec, position: SourcePosition)] = []

    var summary: String {
        [updates.isEmpty ? nil : "update \(updates.count)", deletions.isEmpty ? nil : "delete \(deletions.count)",
         insertions.isEmpty ? nil : "insert \(insertions.count)"].compactMap { $0 }.joined(separator: ", ")
    }

    /// Reads the change against the table it applies to (its templates).
    static func parse(_ node: YNode, table: TableSpec) throws(FormatError) -> TableRowsChange {
        let m = try node.mapping("a table's row changes", allowed: ["update", "delete", "insert"])
        guard !m.pairs.isEmpty else {
            throw node.error("a rows change needs update, delete or insert", expected: "update, delete or insert")
        }
        var c = TableRowsChange()
        func index(_ m: YNode.Mapping, _ key: String, required: Bool) throws(FormatError) -> Int? {
            guard let n = m[key] else {
                if required { throw m.node.error("a row change needs '\(key)'", expected: "{section: 0, \(key): 2}") }
                return nil
            }
            let v = try n.number(in: Limits.NumberRange(0, Double(TableSpec.maxRows), whole: true))
            return Int(v)
        }
        for item in try m["update"]?.sequence("a list of row updates") ?? [] {
            let im = try item.mapping("a row update", allowed: TableRowSpec.keys + ["section", "row"])
            let section = try index(im, "section", required: false) ?? 0
            let row = try index(im, "row", required: true)!
            let template = try im["cell"].map { n throws(FormatError) -> CellTemplate? in table.template(try n.string()) } ?? nil
            if let k = im.key("cell") { throw k.error("an update can't change a row's cell", expected: "delete the row and insert another") }
            var spec = TableRowSpec(position: item.position)
            try spec.read(im, template: template ?? anyTemplate(table))
            c.updates.append((section, row, spec, item.position))
        }
        for item in try m["delete"]?.sequence("a list of rows to delete") ?? [] {
            let im = try item.mapping("a row to delete", allowed: ["section", "row"])
            c.deletions.append((try index(im, "section", required: false) ?? 0, try index(im, "row", required: true)!, item.position))
        }
        for item in try m["insert"]?.sequence("a list of rows to insert") ?? [] {
            let spec = try TableRowSpec.parse(item, table: table, extraKeys: ["section", "row"])
            let im = try item.mapping("a row to insert", allowed: TableRowSpec.keys + ["section", "row"])
            c.insertions.append((try index(im, "section", required: false) ?? 0, try index(im, "row", required: false), spec, item.position))
        }
        return c
    }

    /// An update's view ids are checked against the row's template when
    /// the step is applied; when read, any template's ids are accepted.
    static func anyTemplate(_ table: TableSpec) -> CellTemplate? {
        guard !table.cells.isEmpty else { return nil }
        var merged = CellTemplate(position: table.cells[0].template.position)
        for (_, t) in table.cells { merged.subviews += t.subviews }
        return merged
    }

    /// Changes the source's rows; an index past the rows is a located error.
    func apply(to source: TableSource, source file: SourceFile) throws(FormatError) {
        func check(_ s: Int, _ r: Int, insert: Bool, at position: SourcePosition) throws(FormatError) {
            guard source.sections.indices.contains(s) else {
                throw file.error(position, "table '\(source.id)' has no section \(s) (it has \(source.sections.count))",
                                 offending: nil, expected: "a section from 0 to \(max(source.sections.count - 1, 0))")
            }
            let count = source.sections[s].rows.count
            guard r >= 0, insert ? r <= count : r < count else {
                throw file.error(position, "table '\(source.id)' section \(s) has no row \(r) (it has \(count))",
                                 offending: nil, expected: insert ? "a row from 0 to \(count)" : "a row from 0 to \(max(count - 1, 0))")
            }
        }
        for u in updates {
            try check(u.section, u.row, insert: false, at: u.position)
            var row = source.sections[u.section].rows[u.row]
            let template = row.cell.flatMap(source.spec.template)
            let ids = template?.viewIds ?? []
            if let bad = (u.change.texts.map(\.id) + (u.change.hidden ?? []) + u.change.intrinsicSizes.map(\.id)).first(where: { !ids.contains($0) }) {
                throw file.error(u.position, "'\(bad)' is not a view of this row's cell", offending: bad,
                                 expected: ids.isEmpty ? "a row with a 'cell' template" : "one of " + ids.joined(separator: ", "))
            }
            row.merge(u.change)
            source.sections[u.section].rows[u.row] = row
        }
        for d in deletions.sorted(by: { ($0.section, $0.row) > ($1.section, $1.row) }) {
            try check(d.section, d.row, insert: false, at: d.position)
            source.sections[d.section].rows.remove(at: d.row)
        }
        for i in insertions {
            let row = i.row ?? (source.sections.indices.contains(i.section) ? source.sections[i.section].rows.count : 0)
            try check(i.section, row, insert: true, at: i.position)
            source.sections[i.section].rows.insert(i.spec, at: row)
        }
    }
}
