import TrellisLayout

/// A size-class condition (`when: {horizontal: compact}`): the constraint
/// is installed only while the window's size classes match, as Interface
/// Builder installs constraints per size class. Re-checked after every step.
public struct SizeClassCondition: Equatable, Sendable {
    public var horizontal: UIUserInterfaceSizeClass?
    public var vertical: UIUserInterfaceSizeClass?

    /// Set when nested conditions contradict each other (compact inside
    /// regular): such constraints are never active.
    var contradictory = false

    public init(horizontal: UIUserInterfaceSizeClass? = nil, vertical: UIUserInterfaceSizeClass? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public func matches(horizontal h: UIUserInterfaceSizeClass, vertical v: UIUserInterfaceSizeClass) -> Bool {
        !contradictory && (horizontal == nil || horizontal == h) && (vertical == nil || vertical == v)
    }

    /// Both conditions at once (a group's inside another's).
    func and(_ other: SizeClassCondition?) -> SizeClassCondition? {
        guard let other else { return self }
        var both = SizeClassCondition(horizontal: other.horizontal ?? horizontal, vertical: other.vertical ?? vertical)
        both.contradictory = contradictory || other.contradictory
            || (horizontal != nil && other.horizontal != nil && horizontal != other.horizontal)
            || (vertical != nil && other.vertical != nil && vertical != other.vertical)
        return both
    }

    static func parse(_ node: YNode) throws(FormatError) -> SizeClassCondition {
        let m = try node.mapping("when", allowed: ["horizontal", "vertical"])
        guard !m.pairs.isEmpty else { throw node.error("'when' needs horizontal or vertical", expected: "{horizontal: compact|regular, vertical: compact|regular}") }
        return SizeClassCondition(horizontal: try m["horizontal"].map { n throws(FormatError) in try Values.sizeClass(n) },
                                  vertical: try m["vertical"].map { n throws(FormatError) in try Values.sizeClass(n) })
    }
}

/// One entry of a `constraints:` list (or of a step's `add:`): an
/// expression, Visual Format strings, or a group of entries; optionally
/// named, conditional on size classes, and initially inactive.
public struct ConstraintSpec {
    public enum Body {
        case expression(ConstraintExpression)
        case visualFormat(formats: [String], metrics: [String: Double], options: NSLayoutConstraint.FormatOptions)
        case group([ConstraintSpec])
    }

    public var name: String?
    public var body: Body
    public var when: SizeClassCondition?
    /// False: made but not activated until a step activates it.
    public var active = true
    /// Interface Builder's placeholder constraint ("Remove at build time"):
    /// it holds only on a design canvas, that is while one of its views has
    /// a canvas frame (an imported Interface Builder scene); elsewhere it is
    /// made inactive, as the build removes it.
    public var placeholder = false
    public var position: SourcePosition

    /// The expression's or each format's string node, for errors in them.
    var textNodes: [YNode] = []
    var nameNode: YNode?
    var optionsNode: YNode?

    /// Keys of the object form; a one-key mapping with any other key is the
    /// `name: expression` short form.
    static let objectKeys = ["id", "constraint", "vfl", "metrics", "options", "constraints", "when", "active", "placeholder"]

    static let optionNames: [(String, NSLayoutConstraint.FormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading),
        ("alignAllTrailing", .alignAllTrailing), ("alignAllCenterX", .alignAllCenterX),
        ("alignAllCenterY", .alignAllCenterY), ("alignAllLastBaseline", .alignAllLastBaseline),
        ("alignAllBaseline", .alignAllBaseline), ("alignAllFirstBaseline", .alignAllFirstBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing), ("directionLeftToRight", .directionLeftToRight),
        ("directionRightToLeft", .directionRightToLeft), ("spacingEdgeToEdge", .spacingEdgeToEdge),
        ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
    ]

    /// A string is Visual Format when it starts as one can (`H:`, `V:`,
    /// `|`, `[`); an expression always starts with an item.
    static func isVisualFormat(_ s: String) -> Bool {
        // An expression (`a.top == b.top`) starts with an ASCII byte that
        // can't start a Visual Format string: answered without breaking the
        // text into characters. Anything else takes the general form.
        if let b = s.utf8.first(where: { $0 != UInt8(ascii: " ") }), b < 0x80,
           b != UInt8(ascii: "H"), b != UInt8(ascii: "V"), b != UInt8(ascii: "|"), b != UInt8(ascii: "[") {
            return false
        }
        return isVisualFormatByCharacter(s)
    }

    /// The general form of ``isVisualFormat(_:)``, by `Character`.
    static func isVisualFormatByCharacter(_ s: String) -> Bool {
        let t = s.drop { $0 == " " }
        return t.hasPrefix("H:") || t.hasPrefix("V:") || t.hasPrefix("|") || t.hasPrefix("[")
    }

    /// Constraint names may use `-` (they never appear inside expressions).
    static func isName(_ s: String) -> Bool {
        // By byte, as ``ViewSpec/isIdentifier(_:)``.
        func letter(_ b: UInt8) -> Bool { b == UInt8(ascii: "_") || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z")) }
        guard let f = s.utf8.first, letter(f) else { return false }
        return s.utf8.allSatisfy { letter($0) || $0 == UInt8(ascii: "-") || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
    }

    static func name(_ node: YNode) throws(FormatError) -> String {
        let s = try node.string("a constraint name")
        guard isName(s) else {
            throw node.error("'\(s)' is not a valid constraint name", expected: "letters, digits, _ and -, starting with a letter or _")
        }
        return s
    }

    static func parseList(_ node: YNode) throws(FormatError) -> [ConstraintSpec] {
        var out: [ConstraintSpec] = []
        for item in try node.sequence("a list of constraints") { out.append(try parse(item)) }
        return out
    }

    static func parse(_ node: YNode) throws(FormatError) -> ConstraintSpec {
        switch node.kind {
        case .scalar:
            return try fromString(node, name: nil, nameNode: nil)
        case .sequence:
            throw node.typeError("a constraint: a string, {name: string} or an object")
        case let .mapping(pairs):
            if pairs.count == 1, let key = try? pairs[0].key.string(), !objectKeys.contains(key) {
                let name = try Self.name(pairs[0].key)
                return try fromString(pairs[0].value, name: name, nameNode: pairs[0].key)
            }
            return try object(node)
        }
    }

    static func fromString(_ node: YNode, name: String?, nameNode: YNode?) throws(FormatError) -> ConstraintSpec {
        let text = try node.string("a constraint expression or Visual Format string")
        var spec: ConstraintSpec
        if isVisualFormat(text) {
            spec = ConstraintSpec(name: name, body: .visualFormat(formats: [text], metrics: [:], options: []),
                                  position: node.position)
        } else {
            spec = ConstraintSpec(name: name, body: .expression(try expression(node)), position: node.position)
        }
        spec.textNodes = [node]
        spec.nameNode = nameNode
        return spec
    }

    /// Parses the expression in a string node, placing errors in the file.
    static func expression(_ node: YNode) throws(FormatError) -> ConstraintExpression {
        let text = try node.string()
        var parser = ExpressionParser(text: text) { offset, length, message, expected, suggestion in
            node.error(at: offset, length: length, message, expected: expected, suggestion: suggestion)
        }
        return try parser.parse()
    }

    static func object(_ node: YNode) throws(FormatError) -> ConstraintSpec {
        let m = try node.mapping("a constraint", allowed: objectKeys)
        let bodies = ["constraint", "vfl", "constraints"].filter { m[$0] != nil }
        guard bodies.count == 1 else {
            if bodies.isEmpty {
                throw node.error("a constraint object needs 'constraint', 'vfl' or 'constraints'",
                                 expected: "one of constraint, vfl, constraints")
            }
            throw m.key(bodies[1])!.error("a constraint object takes only one of 'constraint', 'vfl' and 'constraints'",
                                          expected: "one of constraint, vfl, constraints")
        }
        for key in ["metrics", "options"] where m[key] != nil && bodies[0] != "vfl" {
            throw m.key(key)!.error("'\(key)' applies only to 'vfl'")
        }
        var spec: ConstraintSpec
        switch bodies[0] {
        case "constraint":
            let n = m["constraint"]!
            spec = ConstraintSpec(name: nil, body: .expression(try expression(n)), position: n.position)
            spec.textNodes = [n]
        case "vfl":
            let nodes = m["vfl"]!.oneOrMany()
            var formats: [String] = []
            for n in nodes { formats.append(try n.string("a Visual Format string")) }
            var metrics: [String: Double] = [:]
            if let mn = m["metrics"] {
                guard case let .mapping(pairs) = mn.kind else { throw mn.typeError("a mapping of metric names to numbers") }
                for (k, v) in pairs { metrics[try k.string("a metric name")] = try v.number(in: Limits.coordinate) }
            }
            var options: NSLayoutConstraint.FormatOptions = []
            if let on = m["options"] {
                for o in on.oneOrMany() {
                    let word = try Values.word(o, optionNames.map(\.0), what: "format option")
                    options.formUnion(optionNames.first { $0.0 == word }!.1)
                }
            }
            spec = ConstraintSpec(name: nil, body: .visualFormat(formats: formats, metrics: metrics, options: options),
                                  position: nodes.first?.position ?? node.position)
            spec.textNodes = nodes
            spec.optionsNode = m["options"]
        default:
            spec = ConstraintSpec(name: nil, body: .group(try parseList(m["constraints"]!)), position: node.position)
        }
        if let n = m["id"] {
            spec.name = try name(n)
            spec.nameNode = n
        }
        spec.when = try m["when"].map { n throws(FormatError) in try SizeClassCondition.parse(n) }
        spec.active = try m["active"]?.bool() ?? true
        spec.placeholder = try m["placeholder"]?.bool() ?? false
        return spec
    }

    /// This entry and every entry inside it.
    var allEntries: [ConstraintSpec] {
        if case let .group(children) = body { return [self] + children.flatMap(\.allEntries) }
        return [self]
    }
}
