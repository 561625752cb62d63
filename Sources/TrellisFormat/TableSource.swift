import TrellisLayout

/// A file's table as UIKit sees it: the data source and delegate of a
/// `type: tableView`. Its cells are made the way a prototype cell is in an
/// app: a `UITableViewCell` of the template's style whose content view gets
/// the template's views and constraints, then the row's texts, hidden
/// views, sizes, accessory and image. Rows changed by steps are changed
/// here and the table reloads, as an app updates its model and calls
/// `insertRows`/`deleteRows`/`reloadRows`.
final class TableSource: UITableViewDataSource, UITableViewDelegate {
    let id: String
    let spec: TableSpec
    var sections: [TableSectionSpec]

    init(id: String, spec: TableSpec) {
        self.id = id
        self.spec = spec
        sections = spec.sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].header : nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].footer : nil
    }

    /// A section's own `headerHeight:`, else the table's.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        (sections.indices.contains(section) ? sections[section].headerHeight : nil).map { CGFloat($0) } ?? tableView.sectionHeaderHeight
    }

    /// A section's own `footerHeight:`, else the table's.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        (sections.indices.contains(section) ? sections[section].footerHeight : nil).map { CGFloat($0) } ?? tableView.sectionFooterHeight
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        row(at: indexPath)?.height.map { CGFloat($0) } ?? tableView.rowHeight
    }

    func row(at indexPath: IndexPath) -> TableRowSpec? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].rows.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].rows[indexPath.row]
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let row = row(at: indexPath) else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        let template = row.cell.flatMap(spec.template)
        let cell = UITableViewCell(style: template?.style ?? row.style ?? .default, reuseIdentifier: row.cell)
        cell.accessoryType = row.accessory ?? template?.accessory ?? .none
        if let l = row.indentationLevel ?? template?.indentationLevel { cell.indentationLevel = l }
        if let w = row.indentationWidth ?? template?.indentationWidth { cell.indentationWidth = CGFloat(w) }
        let base = "\(id).s\(indexPath.section).r\(indexPath.row)"
        // Named before the table names the rest, so built-in views get the
        // row's prefix too.
        cell.accessibilityIdentifier = base
        cell.contentView.accessibilityIdentifier = base + ".contentView"
        var views: [String: UIView] = [:]
        if let template {
            views = build(template, in: cell, prefix: base)
        }
        if let text = row.text { cell.textLabel?.text = text }
        if let detail = row.detail { cell.detailTextLabel?.text = detail }
        if let image = row.image { cell.imageView?.image = image }
        for (id, text) in row.texts { if let v = views[id] { ViewFactory.setText(text, of: v) } }
        if let hidden = row.hidden { for (id, v) in views where id != "contentView" { v.isHidden = hidden.contains(id) } }
        for (id, font) in row.fonts {
            (id == "textLabel" ? cell.textLabel : cell.detailTextLabel)?.font = font
        }
        for (id, size) in row.intrinsicSizes {
            switch id {
            case "textLabel": cell.textLabel?.intrinsicContentSizeOverride = size
            case "detailTextLabel": cell.detailTextLabel?.intrinsicContentSizeOverride = size
            default: views[id]?.intrinsicContentSizeOverride = size
            }
        }
        return cell
    }

    /// The template's views in the cell's content view, and its constraints
    /// made and activated; returns the views by template id.
    func build(_ template: CellTemplate, in cell: UITableViewCell, prefix: String) -> [String: UIView] {
        let content = cell.contentView
        if let margins = template.margins { LayoutBuilder.apply(margins, to: content) }
        if let p = template.preservesSuperviewMargins { content.preservesSuperviewLayoutMargins = p }
        var made: [(id: String, view: UIView)] = []
        var guides: [(id: String, guide: UILayoutGuide)] = []
        for child in template.subviews {
            let v = LayoutBuilder.makeView(child)
            content.addSubview(v)
            LayoutBuilder.configure(child, v, views: &made, guides: &guides)
        }
        for (id, v) in made { v.accessibilityIdentifier = prefix + "." + id }
        var views = Dictionary(made.map { ($0.id, $0.view) }, uniquingKeysWith: { a, _ in a })
        let guidesById = Dictionary(guides.map { ($0.id, $0.guide) }, uniquingKeysWith: { a, _ in a })
        let names = ItemRef.Names(["contentView"] + made.map(\.id)), guideNames = ItemRef.Names(guides.map(\.id))
        views["contentView"] = content
        func item(_ ref: ItemRef) -> LayoutItem? {
            switch ref {
            case let .view(id): return views[id]
            case let .guide(id): return guidesById[id]
            case let .viewGuide(id, kind):
                guard let v = views[id] else { return nil }
                switch kind {
                case "safeArea": return v.safeAreaLayoutGuide
                case "margins": return v.layoutMarginsGuide
                case "keyboard": return v.keyboardLayoutGuide
                default: return v.readableContentGuide
                }
            }
        }
        var constraints: [NSLayoutConstraint] = []
        // Checked when the file was read (CellTemplate.check), so every
        // name resolves and every pairing is one UIKit accepts.
        for entry in template.constraints.flatMap(\.allEntries) {
            switch entry.body {
            case let .expression(e):
                let node = entry.textNodes[0]
                guard let firstRef = try? ItemRef.resolve(e.first.item, offset: e.first.itemOffset, node: node, views: names, guides: guideNames),
                      let first = item(firstRef) else { continue }
                var second: LayoutItem?
                if let s = e.second {
                    guard let ref = try? ItemRef.resolve(s.item, offset: s.itemOffset, node: node, views: names, guides: guideNames),
                          let resolved = item(ref) else { continue }
                    second = resolved
                }
                guard let c = try? NSLayoutConstraint(checkedItem: first, attribute: e.first.attribute, relatedBy: e.relation,
                                                      toItem: second, attribute: e.second?.attribute ?? .notAnAttribute,
                                                      multiplier: e.multiplier, constant: e.constant) else { continue }
                c.priority = e.priority
                c.identifier = entry.name
                // No canvas frames in a template: placeholders stay out.
                if entry.active && !entry.placeholder { constraints.append(c) }
            case let .visualFormat(formats, metrics, options):
                var named = views
                named["contentView"] = nil
                for format in formats {
                    guard let cs = try? NSLayoutConstraint.checkedConstraints(withVisualFormat: format, options: options,
                                                                             metrics: metrics, views: named) else { continue }
                    for c in cs { c.identifier = entry.name }
                    if entry.active && !entry.placeholder { constraints += cs }
                }
            case .group:
                break
            }
        }
        NSLayoutConstraint.activate(constraints)
        return views
    }
}
