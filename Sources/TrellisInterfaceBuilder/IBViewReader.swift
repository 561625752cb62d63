import TrellisFormat
import TrellisLayout

/// Reads one view element and its subtree: frame, properties that take part
/// in layout, constraints (with size-class variations resolved later), and
/// located warnings for elements Trellis doesn't model yet.
struct IBViewReader {
    let file: String
    let lines: [Substring]
    let resources: [String: XMLNode]
    var warnings: [IBDiagnostic] = []
    /// Variation masks seen: reference id → [(variation key, include?)].
    var masks: [String: [(key: String, include: Bool)]] = [:]
    /// Where each view, guide and constraint id was first read. Xcode's ids
    /// are unique in a document; a repeated one (an edited or merged file)
    /// would make a view its own ancestor in the importer and loop there.
    var seenIds: [String: SourcePosition] = [:]

    mutating func claim(_ id: String, at position: SourcePosition) throws(FormatError) {
        if let first = seenIds[id] {
            throw error(position, "id '\(id)' is used twice (first at line \(first.line))",
                        expected: "an id no other object in the document has")
        }
        seenIds[id] = position
    }

    init(file: String, lines: [Substring], resources: [String: XMLNode]) {
        self.file = file
        self.lines = lines
        self.resources = resources
    }

    /// Elements that are the layout file's types today.
    static let types: [String: ViewType] = [
        "view": .view, "label": .label, "button": .button, "imageView": .imageView, "textField": .textField,
        "textView": .textView, "switch": .switch, "slider": .slider, "stepper": .stepper,
        "progressView": .progressView, "activityIndicatorView": .activityIndicator, "tableView": .tableView,
        "stackView": .stackView, "scrollView": .scrollView, "segmentedControl": .segmentedControl,
        "pageControl": .pageControl,
        // A UICollectionView is a UIScrollView; with a flow layout Trellis lays
        // out it becomes `.collectionView` (IBCollectionViews.swift).
        "collectionView": .scrollView,
    ]

    /// Elements read as parts of a supported container (a table's cells),
    /// not laid out as views of their own.
    static let parts: Set<String> = ["tableViewCell", "tableViewCellContentView"]

    func error(_ at: SourcePosition, _ message: String, expected: String? = nil) -> FormatError {
        FormatError(file: file, line: at.line, column: at.column, message: message, expected: expected,
                    sourceLine: at.line >= 1 && at.line <= lines.count ? String(lines[at.line - 1]) : "")
    }

    /// `parentId` names keyed children Xcode stored without an id (old
    /// cells' content views): `PARENT-contentView`.
    mutating func view(_ node: XMLNode, parentId: String? = nil) throws(FormatError) -> IBView {
        guard let id = node["id"] ?? parentId.map({ $0 + "-" + (node["key"] ?? node.name) }) else {
            throw error(node.position, "<\(node.name)> has no id", expected: "id=\"…\"")
        }
        try claim(id, at: node.position)
        var v = IBView(id: id, element: node.name, position: node.position)
        v.type = Self.types[node.name]
        // A cell outside a table (a cell xib's top-level object) is laid
        // out as Xcode's canvas shows it: at its stored frame, its content
        // view as stored, its subviews by their constraints. Supported, so
        // no warning.
        if v.type == nil && Self.parts.contains(node.name) {
            v.type = .view
        } else if v.type == nil && Self.plainElements[node.name] != nil {
            v.type = .view
        } else if v.type == nil {
            v.type = .view
            warnings.append(IBDiagnostic(file: file, position: node.position, severity: .warning,
                                         message: "unsupported element <\(node.name)> '\(node["userLabel"] ?? id)' (\(id)): laid out as a plain view at its stored frame",
                                         kind: "unsupported-element"))
        }
        v.customClass = node["customClass"]
        v.userLabel = node["userLabel"]
        v.misplaced = node["misplaced"] == "YES"
        v.hidden = node["hidden"] == "YES"
        v.translatesAutoresizingMask = IBValues.bool(node["translatesAutoresizingMaskIntoConstraints"])
        v.preservesSuperviewMargins = IBValues.bool(node["preservesSuperviewLayoutMargins"])
        v.insetsMarginsFromSafeArea = IBValues.bool(node["insetsLayoutMarginsFromSafeArea"])
        v.marginsFollowReadableWidth = node["layoutMarginsFollowReadableWidth"] == "YES"
        v.hugging = [try number(node, "horizontalHuggingPriority"), try number(node, "verticalHuggingPriority")]
        v.compressionResistance = [try number(node, "horizontalCompressionResistancePriority"),
                                   try number(node, "verticalCompressionResistancePriority")]
        for (i, key) in ["placeholderIntrinsicWidth", "placeholderIntrinsicHeight"].enumerated() {
            v.placeholderIntrinsic[i] = node[key] == "infinite" ? -1 : try number(node, key)
        }
        if let r = node.keyed("frame") { v.frame = try rect(r) }
        if let m = node.child("autoresizingMask", key: "autoresizingMask") {
            let pairs: [(String, UIView.AutoresizingMask)] = [
                ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
                ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
            ]
            for (k, mask) in pairs where m[k] == "YES" { v.autoresizing.insert(mask) }
        }
        if let e = node.child("edgeInsets", key: "layoutMargins") {
            v.margins = .absolute(top: try number(e, "top"), left: try number(e, "left"),
                                  bottom: try number(e, "bottom"), right: try number(e, "right"))
        }
        if let e = node.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            v.margins = .directional(top: try number(e, "top"), leading: try number(e, "leading"),
                                     bottom: try number(e, "bottom"), trailing: try number(e, "trailing"))
        }
        v.accessibilityIdentifier = node.child("accessibility")?["identifier"]
        if let c = node.child("color", key: "backgroundColor") { v.backgroundColor = IBValues.color(c, resources: resources) }
        v.overrideUserInterfaceStyle = IBValues.interfaceStyle(node)
        readText(node, into: &v)
        try readContainer(node, into: &v)
        // An SF Symbol's `<image catalog="system">` resource gives the
        // symbol's 128-point drawing size, not what the view shows (the
        // symbol at its configuration's point size: Tinode's "tag.fill",
        // 128 × 118 in <resources>, is stored 22.667 × 21 in its cell), so
        // a symbol's view keeps its stored frame as its image size.
        if v.type == .imageView, let name = node["image"], let img = resources[name],
           node["catalog"] != "system", img["catalog"] != "system",
           let w = try number(img, "width"), let h = try number(img, "height") {
            v.imageSize = CGSize(width: w, height: h)
        }
        if v.type == .imageView { v.symbol = try symbol(node) }
        if v.type == .button { v.symbol = try backgroundSymbol(node) }
        for g in node.children("viewLayoutGuide") {
            if let gid = g["id"] { try claim(gid, at: g.position) }
            if g["key"] == "safeArea" { v.safeAreaGuideId = g["id"] } else if let gid = g["id"] { v.otherGuideIds.append(gid) }
        }
        for g in node.children("keyboardLayoutGuide") {
            if let gid = g["id"] { try claim(gid, at: g.position) }
            v.keyboardGuideId = g["id"]
        }
        for variation in node.children("variation") {
            let key = variation["key"] ?? ""
            if let h = variation["hidden"] { v.hiddenVariations.append((key, h == "YES")) }
            for mask in variation.children("mask") {
                for m in mask.children where m.name == "include" || m.name == "exclude" {
                    if let r = m["reference"] { masks[r, default: []].append((key, m.name == "include")) }
                }
            }
        }
        // Everything in <subviews> is a view, even without a stored frame;
        // a table's content is its cells.
        var skipped: Set<String> = []
        func ids(_ n: XMLNode) { if let i = n["id"] { skipped.insert(i) }; n.children.forEach(ids) }
        for child in node.child("subviews")?.children ?? [] {
            if node.name == "tableView" {
                ids(child)
                warnings.append(IBDiagnostic(file: file, position: child.position, severity: .warning,
                                             message: "unsupported element <\(child.name)> '\(child["userLabel"] ?? child["id"] ?? "")' in the subviews of table view (\(id)): not imported",
                                             kind: "unsupported-element"))
                continue
            }
            v.subviews.append(try view(child))
        }
        // Content views of cells and effect views.
        for child in node.children where child["key"] == "contentView" && child.keyed("frame") != nil {
            v.subviews.append(try view(child, parentId: id))
        }
        try readContainerChildren(node, into: &v)
        for c in node.child("constraints")?.children("constraint") ?? [] {
            let made = try constraint(c, holder: id)
            try claim(made.id, at: c.position)
            // Constraints of a table's subviews, which aren't imported.
            if skipped.contains(made.firstItem) || made.secondItem.map(skipped.contains) == true { continue }
            v.constraints.append(made)
        }
        if node.name == "tableView" { v.table = try table(node, id: id) }
        return v
    }

    /// A table's properties, cells, header and footer views; other keyed
    /// views it holds (a `backgroundView`…) are reported and left out.
    mutating func table(_ node: XMLNode, id: String) throws(FormatError) -> IBTable {
        var t = IBTable()
        t.style = ["grouped", "insetGrouped"].contains(node["style"] ?? "") ? node["style"]! : "plain"
        t.isStatic = node["dataMode"] == "static"
        func height(_ key: String) -> Double? { node[key].flatMap(Double.init).flatMap { $0 < 0 ? nil : $0 } }
        t.rowHeight = height("rowHeight")
        t.estimatedRowHeight = height("estimatedRowHeight")
        t.hasEstimatedRowHeight = node["estimatedRowHeight"] != nil
        t.sectionHeaderHeight = height("sectionHeaderHeight")
        t.sectionFooterHeight = height("sectionFooterHeight")
        t.sectionHeaderAutomatic = node["sectionHeaderHeight"].flatMap(Double.init).map { $0 < 0 } ?? false
        t.sectionFooterAutomatic = node["sectionFooterHeight"].flatMap(Double.init).map { $0 < 0 } ?? false
        t.separatorNone = node["separatorStyle"] == "none"
        for child in node.children where child["key"] == "tableHeaderView" || child["key"] == "tableFooterView" {
            let v = try view(child)
            if child["key"] == "tableHeaderView" { t.headerView = v } else { t.footerView = v }
        }
        for child in node.children where child["key"] != nil && child.keyed("frame") != nil && child["key"] != "view"
            && child["key"] != "tableHeaderView" && child["key"] != "tableFooterView" {
            warnings.append(IBDiagnostic(file: file, position: child.position, severity: .warning,
                                         message: "unsupported element <\(child.name) key=\"\(child["key"]!)\"> of table view (\(id)) (\(child["id"] ?? "no id")): not imported",
                                         kind: "unsupported-element"))
        }
        if let prototypes = node.child("prototypes") {
            var section = IBTableSection()
            for c in prototypes.children("tableViewCell") { section.cells.append(try cell(c)) }
            t.sections.append(section)
        }
        for s in node.child("sections")?.children("tableViewSection") ?? [] {
            var section = IBTableSection(header: s.string("headerTitle"), footer: s.string("footerTitle"))
            for c in s.child("cells")?.children("tableViewCell") ?? [] { section.cells.append(try cell(c)) }
            t.sections.append(section)
        }
        return t
    }

    mutating func cell(_ node: XMLNode) throws(FormatError) -> IBTableCell {
        let styles = ["IBUITableViewCellStyleDefault": "default", "IBUITableViewCellStyleSubtitle": "subtitle",
                      "IBUITableViewCellStyleValue1": "value1", "IBUITableViewCellStyleValue2": "value2"]
        var c = IBTableCell(view: try view(node))
        c.style = node["style"].flatMap { styles[$0] }
        c.textLabel = node["textLabel"]
        c.detailTextLabel = node["detailTextLabel"]
        c.imageView = node["imageView"]
        c.accessory = node["accessoryType"].flatMap { a in
            ["disclosureIndicator", "checkmark", "detailButton", "detailDisclosureButton"].contains(a) ? a : nil
        }
        if let level = node["indentationLevel"].flatMap(Int.init), level > 0 {
            // UIKit's indentationWidth is 10 unless the cell says otherwise.
            let width = node["indentationWidth"].flatMap(Double.init) ?? 10
            if width > 0 { c.indentation = (level, width) }
        }
        c.rowHeight = node["rowHeight"].flatMap(Double.init).flatMap { $0 < 0 ? nil : $0 }
        c.reuseIdentifier = node["reuseIdentifier"]
        c.hasListContentConfiguration = node.child("listContentConfiguration") != nil
        for o in node.child("connections")?.children("outlet") ?? [] {
            if let p = o["property"], let d = o["destination"] { c.outlets.append((p, d)) }
        }
        return c
    }

    /// The SF Symbol an image view shows at a configuration
    /// ``IBSymbolMetrics`` measures (``IBView/symbol``): no point size or
    /// font, the medium (default) scale with the regular weight, or the
    /// large scale (the image's `symbolScale` unless default, else the
    /// image view's `<preferredSymbolConfiguration scale=…>`). Xcode
    /// 11.0–11.3 stored the symbols' resources 64 points large, and their
    /// glyphs (SF Symbols 1) measure differently (a `….circle.fill` stored
    /// a point short, not one and a sixth): such a symbol is marked
    /// ``IBSymbol/firstGeneration`` and measured by its own table, at the
    /// default configuration only.
    func symbol(_ node: XMLNode) throws(FormatError) -> IBSymbol? {
        let reference = node.child("imageReference", key: "image")
        let configuration = node.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration")
        guard let name = node["catalog"] == "system" ? node["image"]
                : reference?["catalog"] == "system" ? reference?["image"] : nil,
              configuration?["configurationType"] == nil, configuration?["pointSize"] == nil,
              configuration?.children.isEmpty ?? true,
              let resource = resources[name], resource["catalog"] == "system",
              let w = try number(resource, "width"), let h = try number(resource, "height") else { return nil }
        func set(_ scale: String?) -> String? { scale == "default" ? nil : scale }
        if max(w, h) == IBSymbolMetrics.firstGenerationResourceSize {
            guard configuration == nil, set(reference?["symbolScale"]) == nil else { return nil }
            return IBSymbol(name: name, large: false, firstGeneration: true)
        }
        guard max(w, h) == 128 else { return nil }
        switch set(reference?["symbolScale"]) ?? set(configuration?["scale"]) ?? "default" {
        case "default", "medium":
            guard ["regular", nil].contains(configuration?["weight"]) else { return nil }
            return IBSymbol(name: name, large: false)
        case "large": return IBSymbol(name: name, large: true)
        default: return nil
        }
    }

    /// The SF Symbol a title-less button shows as its normal state's
    /// background image (`<state key="normal" backgroundImage="plus"
    /// catalog="system"/>`), at the default configuration: Xcode stores
    /// such a button's frame as the glyph inside the line its constraints
    /// size, as for an image view (``symbol(_:)``, ``IBSymbolMetrics``).
    /// Nil with a title, a foreground image, a button configuration or a
    /// symbol configuration, which the measurements don't cover.
    func backgroundSymbol(_ node: XMLNode) throws(FormatError) -> IBSymbol? {
        guard node.child("buttonConfiguration") == nil, node.child("preferredSymbolConfiguration") == nil,
              let normal = node.children("state").first(where: { $0["key"] == "normal" }),
              normal["title"] == nil, normal["image"] == nil, normal.children.allSatisfy({ $0.name == "color" }),
              normal["catalog"] == "system", let name = normal["backgroundImage"],
              let resource = resources[name], resource["catalog"] == "system",
              let w = try number(resource, "width"), let h = try number(resource, "height") else { return nil }
        if max(w, h) == IBSymbolMetrics.firstGenerationResourceSize {
            return IBSymbol(name: name, large: false, firstGeneration: true)
        }
        guard max(w, h) == 128 else { return nil }
        return IBSymbol(name: name, large: false)
    }

    /// The attribute `key` as a number; nil when it is absent. Present but
    /// not a finite decimal number (`nan`, `inf`, `1e999`, `0x10`, `abc`) is
    /// an error at the element rather than a value left out: Xcode never
    /// writes one, so the file was edited or damaged.
    static let largestNumber = 1e15

    func number(_ node: XMLNode, _ key: String) throws(FormatError) -> Double? {
        guard let s = node[key] else { return nil }
        guard let d = IBValues.number(s) else {
            throw error(node.position, "\(key)=\"\(s)\" of <\(node.name)> is not a number",
                        expected: "a finite decimal number such as 20 or 20.5")
        }
        // Past 1e15 a value is no layout (points are bounded at ±10,000,000,
        // docs/LIMITS.md) and its decimal form is hundreds of digits, which
        // the import wrote and the error then quoted (`1e308`: 309 digits).
        guard abs(d) <= Self.largestNumber else {
            throw error(node.position, "\(key)=\"\(s)\" of <\(node.name)> is out of range",
                        expected: "a number within ±1e15 (layouts are bounded at ±10,000,000 points, docs/LIMITS.md)")
        }
        return d
    }

    func rect(_ r: XMLNode) throws(FormatError) -> CGRect {
        var values: [Double] = []
        for k in ["x", "y", "width", "height"] {
            guard r[k] != nil, let d = try number(r, k) else {
                throw error(r.position, "<rect key=\"\(r["key"] ?? "")\"> needs a number '\(k)'", expected: "x, y, width and height")
            }
            values.append(d)
        }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    mutating func readText(_ node: XMLNode, into v: inout IBView) {
        switch node.name {
        // Xcode writes long or multi-line text as a `<string key="text">`
        // child instead of the attribute (170 labels in 121 of the files
        // measured): `string(_:)` reads either.
        case "label":
            v.text = node.string("text")
            v.lines = node["numberOfLines"].flatMap(Int.init) ?? 1
        case "button":
            v.text = node.child("state", key: "normal")?.string("title") ?? node.child("buttonConfiguration")?.string("title")
            v.titleContentHeight = IBButtonTitleHeight.contentHeight(node, title: v.text)
        case "textField", "textView":
            v.text = node.string("text") ?? node.string("placeholder")
            v.borderStyle = node["borderStyle"]
        default: break
        }
        if let f = node.child("fontDescription", key: "fontDescription") {
            v.font = IBValues.font(f)
            v.fontIsTextStyle = f["style"] != nil
            if let raw = IBValues.unusablePointSize(f) {
                warnings.append(IBDiagnostic(file: file, position: f.position, severity: .warning,
                                             message: "pointSize=\"\(raw)\" of the font of <\(node.name)> '\(v.userLabel ?? v.id)' (\(v.id)) isn't a size: 17 points used (expected a number from 0.5 to 1000)",
                                             kind: "unsupported-value"))
            }
        }
        if let c = node.child("color", key: "textColor") { v.textColor = IBValues.color(c, resources: resources) }
        // A configured button shows its configuration's title in its
        // configuration's font (the size's text style unless given), not
        // the state title and font Xcode keeps beside it.
        if node.name == "button", let c = node.child("buttonConfiguration", key: "configuration"),
           !IBButtonConfiguration.typesWithImages.contains(node["buttonType"] ?? "") {
            let configuration = IBButtonConfiguration(c, resources: resources)
            v.buttonConfiguration = configuration
            v.text = configuration.title
            v.font = configuration.titleFont
            v.fontIsTextStyle = c.child("fontDescription", key: "titleFontDescription")?["style"] != nil
            if let color = configuration.foregroundColor { v.textColor = color }
        }
    }

    func constraint(_ c: XMLNode, holder: String) throws(FormatError) -> IBConstraint {
        guard let id = c["id"] else { throw error(c.position, "<constraint> has no id", expected: "id=\"…\"") }
        guard let first = c["firstAttribute"] else {
            throw error(c.position, "constraint \(id) has no firstAttribute", expected: "firstAttribute=\"top\" (or another attribute)")
        }
        for a in [first, c["secondAttribute"]].compactMap({ $0 }) where IBValues.attribute(a) == nil {
            throw error(c.position, "unknown attribute '\(a)' in constraint \(id)",
                        expected: "a layout attribute such as top, leading, width, baseline, leadingMargin")
        }
        guard let relation = IBValues.relation(c["relation"]) else {
            throw error(c.position, "unknown relation '\(c["relation"]!)' in constraint \(id)",
                        expected: "equal, greaterThanOrEqual or lessThanOrEqual")
        }
        var multiplier = 1.0
        if let m = c["multiplier"] {
            guard let v = IBValues.multiplier(m) else {
                throw error(c.position, "can't read multiplier '\(m)' in constraint \(id)", expected: "a number, 3:4 or 1/3")
            }
            multiplier = v
        }
        // An absent constant is 0, standard spacing (`symbolic="YES"`) or
        // not: Xcode omits attributes at their default and writes the
        // standard value it resolved (`constant="8" symbolic="YES"` between
        // siblings). Esri's maps, pinned to a toolbar with standard spacing
        // and no constant (six scenes, tools 17156 to 20037), are stored
        // touching it (docs/INTERFACE-BUILDER.md, "Standard spacing").
        let constant = try number(c, "constant") ?? 0
        var priority = 1000.0
        if let p = c["priority"] {
            guard let v = IBValues.number(p), v > 0, v <= 1000 else {
                throw error(c.position, "priority '\(p)' of constraint \(id) is out of range", expected: "a number 1…1000")
            }
            priority = v
        }
        var result = IBConstraint(id: id, firstItem: c["firstItem"] ?? holder, firstAttribute: first, relation: relation,
                                  secondItem: c["secondItem"], secondAttribute: c["secondAttribute"], multiplier: multiplier,
                                  constant: constant, priority: priority, identifier: c["identifier"],
                                  placeholder: c["placeholder"] == "YES", holder: holder, position: c.position)
        result.symbolic = c["symbolic"] == "YES"
        // `<variation key="heightClass=compact" constant="20"/>`: the
        // constant in that size class (Interface Builder's per-trait value).
        for v in c.children("variation") {
            if let key = v["key"], let k = try number(v, "constant") { result.constantVariations.append((key, k)) }
        }
        return result
    }
}
