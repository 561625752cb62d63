import TrellisLayout

/// A `type: stackView` view's stack properties, as written. Its `subviews`
/// are the arranged subviews, in order (docs/FORMAT.md, "Stack views").
public struct StackSpec {
    public var axis: NSLayoutConstraint.Axis = .horizontal
    public var distribution: UIStackView.Distribution = .fill
    public var alignment: UIStackView.Alignment = .fill
    public var spacing: Double = 0
    /// `customSpacing: {title: 20}`: `setCustomSpacing(20, after: title)`.
    public var customSpacing: [(NameRef, Double)] = []
    public var baselineRelative = false
    public var marginsRelative = false
    /// `leadingHiddenViewEndsAtStart: true` (a Trellis addition, for design
    /// canvases: ``UIStackView/leadingHiddenViewEndsAtStart``).
    public var leadingHiddenViewEndsAtStart = false
    /// `hiddenViewsAfterLoneVisibleViewAtStart: true` (a Trellis addition,
    /// for design canvases: ``UIStackView/hiddenViewsAfterLoneVisibleViewAtStart``).
    public var hiddenViewsAfterLoneVisibleViewAtStart = false

    static let keys = ["axis", "distribution", "alignment", "spacing", "customSpacing", "baselineRelative",
                       "marginsRelative", "leadingHiddenViewEndsAtStart", "hiddenViewsAfterLoneVisibleViewAtStart"]

    static let axisNames: [(String, NSLayoutConstraint.Axis)] = [("horizontal", .horizontal), ("vertical", .vertical)]
    static let distributionNames: [(String, UIStackView.Distribution)] = [
        ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
        ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
    ]
    static let alignmentNames: [(String, UIStackView.Alignment)] = [
        ("fill", .fill), ("leading", .leading), ("top", .top), ("firstBaseline", .firstBaseline),
        ("center", .center), ("trailing", .trailing), ("bottom", .bottom), ("lastBaseline", .lastBaseline),
    ]

    static func named<T>(_ node: YNode, _ table: [(String, T)], what: String) throws(FormatError) -> T {
        let word = try Values.word(node, table.map(\.0), what: what)
        return table.first { $0.0 == word }!.1
    }

    static func axis(_ n: YNode) throws(FormatError) -> NSLayoutConstraint.Axis { try named(n, axisNames, what: "stack axis") }
    static func distribution(_ n: YNode) throws(FormatError) -> UIStackView.Distribution {
        try named(n, distributionNames, what: "stack distribution")
    }
    static func alignment(_ n: YNode) throws(FormatError) -> UIStackView.Alignment {
        try named(n, alignmentNames, what: "stack alignment")
    }

    /// A number of points, or `system` (`UIStackView.spacingUseSystem`).
    static func spacing(_ n: YNode) throws(FormatError) -> Double {
        if case let .scalar(s, _) = n.kind, s == "system" { return Double(UIStackView.spacingUseSystem) }
        if case let .scalar(s, _) = n.kind, YNode.plainType(s) != .number {
            throw n.error("unknown spacing '\(s)'", expected: "a number of points, or system",
                          suggestion: Suggestions.didYouMean(s, among: ["system"]))
        }
        // In the coordinate range, as constants are: 1e308 was taken, and
        // the arranged views after it came out of the engine not finite.
        let v = try n.number("a number of points, or system")
        guard Limits.coordinate.contains(v) else {
            throw n.error("spacing \(n.scalarText ?? "") is out of range", expected: Limits.coordinate.expected + ", or system")
        }
        return v
    }

    /// Reads the stack keys of a view's mapping; `arranged` are the ids of
    /// its subviews, which `customSpacing` must name.
    static func parse(_ m: YNode.Mapping, arranged: [String]) throws(FormatError) -> StackSpec {
        var s = StackSpec()
        if let n = m["axis"] { s.axis = try axis(n) }
        if let n = m["distribution"] { s.distribution = try distribution(n) }
        if let n = m["alignment"] { s.alignment = try alignment(n) }
        if let n = m["spacing"] { s.spacing = try spacing(n) }
        s.baselineRelative = try m["baselineRelative"]?.bool() ?? false
        s.marginsRelative = try m["marginsRelative"]?.bool() ?? false
        s.leadingHiddenViewEndsAtStart = try m["leadingHiddenViewEndsAtStart"]?.bool() ?? false
        s.hiddenViewsAfterLoneVisibleViewAtStart = try m["hiddenViewsAfterLoneVisibleViewAtStart"]?.bool() ?? false
        if let n = m["customSpacing"] {
            for (ref, value) in try StepSpec.pairs(n, "arranged view ids to spacings", { v throws(FormatError) in try spacing(v) }) {
                guard arranged.contains(ref.name) else {
                    throw n.source.error(ref.position, "'\(ref.name)' is not an arranged subview of this stack",
                                         offending: ref.name, expected: "one of its subviews: " + arranged.joined(separator: ", "),
                                         suggestion: Suggestions.didYouMean(ref.name, among: arranged))
                }
                s.customSpacing.append((ref, value))
            }
        }
        return s
    }

    /// Sets the stack's properties (custom spacings once its arranged views exist).
    func configure(_ stack: UIStackView) {
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        stack.isBaselineRelativeArrangement = baselineRelative
        stack.isLayoutMarginsRelativeArrangement = marginsRelative
        stack.leadingHiddenViewEndsAtStart = leadingHiddenViewEndsAtStart
        stack.hiddenViewsAfterLoneVisibleViewAtStart = hiddenViewsAfterLoneVisibleViewAtStart
    }

    func applyCustomSpacing(_ stack: UIStackView, views: [(id: String, view: UIView)]) {
        for (ref, value) in customSpacing {
            if let v = views.last(where: { $0.id == ref.name })?.view { stack.setCustomSpacing(value, after: v) }
        }
    }
}

/// A `stack:` step's change to one stack view: `{axis: vertical,
/// spacing: 20, addArranged: [id], removeArranged: [id]}`.
public struct StackChange {
    public var axis: NSLayoutConstraint.Axis?
    public var distribution: UIStackView.Distribution?
    public var alignment: UIStackView.Alignment?
    public var spacing: Double?
    public var baselineRelative: Bool?
    public var marginsRelative: Bool?
    /// Views (made elsewhere in the file) appended to the arrangement.
    public var addArranged: [NameRef] = []
    /// Arranged views taken out of the arrangement and off screen
    /// (`removeArrangedSubview` then `removeFromSuperview`, as the
    /// Cookbook's dynamic stack does).
    public var removeArranged: [NameRef] = []

    static let keys = ["axis", "distribution", "alignment", "spacing", "baselineRelative", "marginsRelative",
                       "addArranged", "removeArranged"]

    static func parse(_ node: YNode) throws(FormatError) -> StackChange {
        let m = try node.mapping("a stack change", allowed: keys)
        var c = StackChange()
        c.axis = try m["axis"].map { n throws(FormatError) in try StackSpec.axis(n) }
        c.distribution = try m["distribution"].map { n throws(FormatError) in try StackSpec.distribution(n) }
        c.alignment = try m["alignment"].map { n throws(FormatError) in try StackSpec.alignment(n) }
        c.spacing = try m["spacing"].map { n throws(FormatError) in try StackSpec.spacing(n) }
        c.baselineRelative = try m["baselineRelative"]?.bool()
        c.marginsRelative = try m["marginsRelative"]?.bool()
        if let n = m["addArranged"] { c.addArranged = try StepSpec.refs(n) }
        if let n = m["removeArranged"] { c.removeArranged = try StepSpec.refs(n) }
        return c
    }

    func apply(to stack: UIStackView, view: (NameRef) -> UIView) {
        if let axis { stack.axis = axis }
        if let distribution { stack.distribution = distribution }
        if let alignment { stack.alignment = alignment }
        if let spacing { stack.spacing = spacing }
        if let baselineRelative { stack.isBaselineRelativeArrangement = baselineRelative }
        if let marginsRelative { stack.isLayoutMarginsRelativeArrangement = marginsRelative }
        for r in addArranged { stack.addArrangedSubview(view(r)) }
        for r in removeArranged {
            let v = view(r)
            stack.removeArrangedSubview(v)
            v.removeFromSuperview()
        }
    }

    var summary: String {
        var parts: [String] = []
        if let axis { parts.append("axis \(axis == .horizontal ? "horizontal" : "vertical")") }
        if let distribution { parts.append("distribution " + StackSpec.distributionNames.first { $0.1 == distribution }!.0) }
        if let alignment { parts.append("alignment " + StackSpec.alignmentNames.first { $0.1 == alignment }!.0) }
        if let spacing { parts.append("spacing " + (spacing == Double(UIStackView.spacingUseSystem) ? "system" : spacing.formatted)) }
        if let baselineRelative { parts.append("baselineRelative \(baselineRelative)") }
        if let marginsRelative { parts.append("marginsRelative \(marginsRelative)") }
        if !addArranged.isEmpty { parts.append("add " + addArranged.map(\.name).joined(separator: ", ")) }
        if !removeArranged.isEmpty { parts.append("remove " + removeArranged.map(\.name).joined(separator: ", ")) }
        return parts.joined(separator: ", ")
    }
}
