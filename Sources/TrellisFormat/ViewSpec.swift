import TrellisLayout

/// One view of the file's tree, as written. Positions of the id and of each
/// key are kept for errors found later (a duplicate id, a guide clash).
public struct ViewSpec {
    public var id: String
    public var type: ViewType
    public var text: String?
    public var font: UIFont?
    public var lines: Int?
    public var textColor: UIColor?
    /// A control's state: `placeholder`, `on`, `value`, `progress`,
    /// `items`, `selected`, `pages`, `image`, `style`.
    public var controls = ControlSpec()
    /// When given, the intrinsic size instead of the type's (-1 = none).
    public var intrinsicSize: CGSize?
    /// When given, the alignment rectangle's insets instead of the class's.
    public var alignmentRectInsets: UIEdgeInsets?
    /// Per axis (horizontal, vertical); nil keeps UIKit's default (250 / 750).
    public var hugging: [UILayoutPriority?] = [nil, nil]
    public var compressionResistance: [UILayoutPriority?] = [nil, nil]
    public var margins: Margins?
    public var preservesSuperviewMargins: Bool?
    public var insetsMarginsFromSafeArea: Bool?
    public var hidden = false
    public var color: UIColor?
    /// `semanticContentAttribute`; nil keeps UIKit's `unspecified`.
    public var semanticContentAttribute: UISemanticContentAttribute?
    /// `overrideUserInterfaceStyle`; nil keeps UIKit's `unspecified` (the
    /// superview's, in the end the screen's).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle?
    /// Custom layout guides owned by this view, by id.
    public var guides: [String] = []
    /// A frame makes the view translate its autoresizing mask into constraints.
    public var frame: CGRect?
    public var autoresizing: UIView.AutoresizingMask = []
    /// `canvasFrame:` where a design tool's canvas left the view: the
    /// weakest preference, deciding only what the constraints leave
    /// ambiguous (``UIView/canvasFrame``).
    public var canvasFrame: CGRect?
    public var subviews: [ViewSpec] = []
    /// A `stackView`'s properties; its subviews are the arranged subviews.
    public var stack: StackSpec?
    /// A scroll view's properties (`contentOffset`, `contentInset`, …).
    public var scroll: ScrollSpec?
    /// A table view's table: templates, sections and rows.
    public var table: TableSpec?
    /// A collection view's flow layout (`flowLayout:`).
    public var collection: CollectionSpec?
    /// A collection view cell's `itemSize:`: its size in the layout, when
    /// not the flow layout's.
    public var itemSize: CGSize?
    /// A collection reusable view's `elementKind:` (UIKit's kind string).
    public var elementKind: String?

    /// Where the view is in the file (its `id`, or the mapping for root).
    public var position: SourcePosition
    var guideNodes: [YNode] = []

    /// `margins:` either by physical side (left/right) or by direction
    /// (leading/trailing); sides not given keep the view's current margin.
    public enum Margins {
        case absolute(top: Double?, left: Double?, bottom: Double?, right: Double?)
        case directional(top: Double?, leading: Double?, bottom: Double?, trailing: Double?)
    }

    static let viewKeys = ["id", "type", "text", "font", "lines", "textColor", "intrinsicSize", "alignmentRectInsets", "hugging",
                           "compressionResistance", "margins", "preservesSuperviewMargins",
                           "insetsMarginsFromSafeArea", "hidden", "color", "semanticContentAttribute", "overrideUserInterfaceStyle", "guides", "frame",
                           "autoresizing", "canvasFrame", "subviews"] + ControlSpec.names + StackSpec.keys + ScrollSpec.keys + TableSpec.keys
        + CollectionSpec.keys + CollectionSpec.cellKeys + CollectionSpec.reusableKeys
    /// The words `type:` and `semanticContentAttribute:` take, listed once
    /// (not per view).
    static let typeNames = ViewType.allCases.map(\.rawValue)
    static let semanticContentAttributeNames = UISemanticContentAttribute.allCases.map(\.rawValue)
    static let rootKeys = ["color", "margins", "insetsMarginsFromSafeArea", "semanticContentAttribute", "overrideUserInterfaceStyle", "guides", "subviews"]
    static let autoresizingNames: [(String, UIView.AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// Ids are C identifiers so they read unambiguously in expressions and
    /// in Visual Format strings.
    static func isIdentifier(_ s: String) -> Bool {
        // By byte: the ASCII letters are the ASCII scalars Unicode calls
        // alphabetic, and a non-ASCII scalar's bytes are all 0x80 and up.
        func letter(_ b: UInt8) -> Bool { b == UInt8(ascii: "_") || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z")) }
        guard let f = s.utf8.first, letter(f) else { return false }
        return s.utf8.allSatisfy { letter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
    }

    static func identifier(_ node: YNode, what: String) throws(FormatError) -> String {
        let s = try node.string("an identifier")
        guard isIdentifier(s) else {
            throw node.error("'\(s)' is not a valid \(what)",
                             expected: "letters, digits and _, not starting with a digit")
        }
        return s
    }

    /// The root view (`root:`): the view controller's view. It has no id
    /// (it is `root`), type, frame or text.
    static func root(_ node: YNode) throws(FormatError) -> ViewSpec {
        let m = try node.mapping("root", allowed: rootKeys)
        var spec = ViewSpec(id: "root", type: .view, position: node.position)
        try spec.readCommon(m)
        return spec
    }

    static func view(_ node: YNode) throws(FormatError) -> ViewSpec {
        let m = try node.mapping("a view", allowed: viewKeys)
        let idNode = try m.required("id", in: "a view")
        let id = try identifier(idNode, what: "view id")
        var type = ViewType.view
        if let t = m["type"] {
            type = ViewType(rawValue: try Values.word(t, typeNames, what: "view type"))!
        }
        var spec = ViewSpec(id: id, type: type, position: idNode.position)
        for key in ["text", "font", "textColor"] where m[key] != nil && !type.hasText {
            throw m.key(key)!.error("'\(key)' applies only to label, button, textField and textView, not \(type.rawValue)")
        }
        if m["lines"] != nil && type != .label {
            throw m.key("lines")!.error("'lines' applies only to label, not \(type.rawValue)")
        }
        spec.text = try m["text"].map { n throws(FormatError) in try Values.text(n) }
        spec.font = try m["font"].map { n throws(FormatError) in try Values.font(n) }
        if let n = m["lines"] {
            let v = try n.number("a whole number ≥ 0")
            guard v >= 0, v == v.rounded() else { throw n.error("expected a whole number ≥ 0, found \(n.scalarText ?? "")", expected: "a whole number ≥ 0 (0: as many as needed)") }
            // In range before the conversion: Int(1e19) would trap.
            guard Limits.lines.contains(v) else { throw n.error("\(n.scalarText ?? "") lines is out of range", expected: Limits.lines.expected) }
            spec.lines = Int(v)
        }
        spec.textColor = try m["textColor"].map { n throws(FormatError) in try Values.color(n) }
        spec.controls = try ControlSpec.parse(m, type: type)
        spec.intrinsicSize = try m["intrinsicSize"].map { n throws(FormatError) in try Values.intrinsicSize(n) }
        spec.alignmentRectInsets = try m["alignmentRectInsets"].map { n throws(FormatError) in
            try Values.signedInsets(n, what: "alignment rectangle insets")
        }
        if let n = m["hugging"] { spec.hugging = try Values.axisPriorities(n, what: "hugging") }
        if let n = m["compressionResistance"] {
            spec.compressionResistance = try Values.axisPriorities(n, what: "compressionResistance")
        }
        spec.preservesSuperviewMargins = try m["preservesSuperviewMargins"]?.bool()
        spec.hidden = try m["hidden"]?.bool() ?? false
        spec.frame = try m["frame"].map { n throws(FormatError) in try Values.frame(n) }
        spec.canvasFrame = try m["canvasFrame"].map { n throws(FormatError) in try Values.frame(n) }
        if let n = m["autoresizing"] {
            guard spec.frame != nil else {
                throw m.key("autoresizing")!.error("'autoresizing' needs a 'frame'",
                                                   expected: "a frame: the view is laid out from it")
            }
            for item in n.oneOrMany() {
                let name = try Values.word(item, autoresizingNames.map(\.0), what: "autoresizing option")
                spec.autoresizing.insert(autoresizingNames.first { $0.0 == name }!.1)
            }
        }
        try spec.readCommon(m)
        if type == .stackView {
            spec.stack = try StackSpec.parse(m, arranged: spec.subviews.map(\.id))
        } else if let key = StackSpec.keys.first(where: { m[$0] != nil }) {
            throw m.key(key)!.error("'\(key)' applies only to stackView, not \(type.rawValue)")
        }
        if type == .tableView {
            if let n = m.key("subviews") {
                throw n.error("a table view's content is its rows", expected: "'cells' templates and 'sections' or 'rows'")
            }
            spec.table = try TableSpec.parse(m, id: id)
        } else if let key = TableSpec.keys.first(where: { m[$0] != nil }) {
            throw m.key(key)!.error("'\(key)' applies only to tableView, not \(type.rawValue)", expected: "type: tableView")
        }
        if type == .collectionView {
            spec.collection = try CollectionSpec.parse(m)
        } else if let key = CollectionSpec.keys.first(where: { m[$0] != nil }) {
            throw m.key(key)!.error("'\(key)' applies only to collectionView, not \(type.rawValue)", expected: "type: collectionView")
        }
        if type == .collectionViewCell, let n = m["itemSize"] {
            spec.itemSize = try Values.size(n, what: "an item size")
        } else if m["itemSize"] != nil {
            throw m.key("itemSize")!.error("'itemSize' applies only to collectionViewCell, not \(type.rawValue)",
                                           expected: "type: collectionViewCell")
        }
        if type == .collectionReusableView, let n = m["elementKind"] {
            spec.elementKind = try CollectionSpec.kind(n)
        } else if m["elementKind"] != nil {
            throw m.key("elementKind")!.error("'elementKind' applies only to collectionReusableView, not \(type.rawValue)",
                                              expected: "type: collectionReusableView")
        }
        if ScrollSpec.applies(to: type) {
            spec.scroll = try ScrollSpec.parse(m)
        } else if let key = ScrollSpec.keys.first(where: { m[$0] != nil }) {
            throw m.key(key)!.error("'\(key)' applies only to scrollView, not \(type.rawValue)",
                                    expected: "type: scrollView")
        }
        return spec
    }

    /// Keys root and other views share.
    private mutating func readCommon(_ m: YNode.Mapping) throws(FormatError) {
        color = try m["color"].map { n throws(FormatError) in try Values.color(n) }
        insetsMarginsFromSafeArea = try m["insetsMarginsFromSafeArea"]?.bool()
        if let n = m["margins"] { margins = try Self.margins(n) }
        if let n = m["semanticContentAttribute"] {
            let word = try Values.word(n, Self.semanticContentAttributeNames, what: "semantic content attribute")
            semanticContentAttribute = UISemanticContentAttribute(rawValue: word)
        }
        if let n = m["overrideUserInterfaceStyle"] { overrideUserInterfaceStyle = try Values.userInterfaceStyle(n) }
        if let n = m["guides"] {
            for g in try n.sequence("a list of guide ids") {
                guides.append(try Self.identifier(g, what: "guide id"))
                guideNodes.append(g)
            }
        }
        if let n = m["subviews"] {
            for child in try n.sequence("a list of views") { subviews.append(try Self.view(child)) }
        }
    }

    /// `8` (every side), `{top, left, bottom, right}` or
    /// `{top, leading, bottom, trailing}`; mixing left/right with
    /// leading/trailing is an error, as it is in constraints.
    static func margins(_ node: YNode) throws(FormatError) -> Margins {
        if case .scalar = node.kind {
            let v = try Values.margin(node)
            return .directional(top: v, leading: v, bottom: v, trailing: v)
        }
        let m = try node.mapping("margins", allowed: ["top", "bottom", "left", "right", "leading", "trailing"])
        let absolute = m.pairs.first { $0.name == "left" || $0.name == "right" }
        if let directional = m.pairs.first(where: { $0.name == "leading" || $0.name == "trailing" }), let absolute {
            let later = directional.key.position.line > absolute.key.position.line
                || (directional.key.position.line == absolute.key.position.line && directional.key.position.column > absolute.key.position.column)
                ? directional : absolute
            throw later.key.error("margins mix left/right with leading/trailing",
                                  expected: "either left and right, or leading and trailing")
        }
        func side(_ k: String) throws(FormatError) -> Double? { try m[k].map { n throws(FormatError) in try Values.margin(n) } }
        if absolute != nil {
            return .absolute(top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
        }
        return .directional(top: try side("top"), leading: try side("leading"), bottom: try side("bottom"),
                            trailing: try side("trailing"))
    }

    /// This view and its descendants, depth first in file order.
    /// A table's header and footer views come first (they are the table's
    /// subviews; a table has no others).
    public var flattened: [ViewSpec] {
        // Into one array: `[self] + children.flatMap(\.flattened)` copied
        // every view once per level above it.
        var views: [ViewSpec] = []
        appendFlattened(to: &views)
        return views
    }

    private func appendFlattened(to views: inout [ViewSpec]) {
        views.append(self)
        if let table { for v in table.accessoryViews { v.appendFlattened(to: &views) } }
        for v in subviews { v.appendFlattened(to: &views) }
    }
}
