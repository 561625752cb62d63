import TrellisSolver

/// Turns a parsed format into constraints: looks names up in the views and
/// metrics dictionaries, checks what the grammar can't (superviews exist,
/// each view appears once, options fit the orientation), and makes the
/// constraints, unactivated, as UIKit returns them.
///
/// Order of the result, in the format's reading order: for each view, the
/// spacing to what precedes it (`|` or the previous view), its own size
/// predicates, its alignment with the previous view; last, the spacing to a
/// closing `|`. Alignment options join *consecutive* views
/// (`views[i+1].attr == views[i].attr`), which makes the same layout as
/// joining each to the first and keeps each constraint local to a pair.
struct VisualFormatBuilder {
    let format: String
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]

    typealias Attribute = NSLayoutConstraint.Attribute

    func build(_ ast: VisualFormatAST) throws(VisualFormatError) -> [NSLayoutConstraint] {
        try checkOptions(for: ast.orientation)
        let axis = VisualFormatAxis(ast.orientation, options: options)
        let alignments = options.alignmentAttributes
        var result: [NSLayoutConstraint] = []
        var placed: [(view: UIView, name: String)] = []

        for (i, node) in ast.views.enumerated() {
            let view = try resolveView(named: node.name, at: node.position)
            if let earlier = placed.first(where: { $0.view === view }) {
                let message = earlier.name == node.name
                    ? "'\(node.name)' appears more than once in the format; a view may appear only once."
                    : "'\(node.name)' is the same view as '\(earlier.name)', which already appears in the format; a view may appear only once."
                throw error(.duplicateView, message, at: node.position)
            }
            if i == 0, let lead = ast.leadingSuperview {
                let superview = try superview(of: view, named: node.name, pipe: lead.position)
                let standard = lead.connection.isStandard
                result += try spacing(lead.connection, standard: 0, axis: axis,
                                      from: superview, standard ? axis.startMargin : axis.start,
                                      to: view, axis.start)
            }
            if let previous = placed.last?.view {
                result += try spacing(ast.connections[i - 1], standard: standardSpacing, axis: axis,
                                      from: previous, axis.earlierSpacingSide, to: view, axis.laterSpacingSide)
            }
            result += try sizeConstraints(node.predicates, of: view, axis.size)
            if let previous = placed.last?.view {
                for attribute in alignments {
                    result.append(NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal,
                                                     toItem: previous, attribute: attribute, multiplier: 1, constant: 0))
                }
            }
            placed.append((view, node.name))
        }

        if let trail = ast.trailingSuperview, let (last, name) = placed.last {
            let superview = try superview(of: last, named: name, pipe: trail.position)
            let standard = trail.connection.isStandard
            result += try spacing(trail.connection, standard: 0, axis: axis,
                                  from: last, axis.end, to: superview, standard ? axis.endMargin : axis.end)
        }
        return result
    }

    // MARK: Options

    /// Alignments must run across the format's axis (a horizontal row can
    /// share tops, not leading edges), baseline spacing is vertical, and the
    /// bits must mean something. Direction options don't apply to a vertical
    /// format and are ignored there, as in UIKit.
    func checkOptions(for orientation: VisualFormatAST.Orientation) throws(VisualFormatError) {
        let known = NSLayoutConstraint.FormatOptions.alignmentMask.rawValue
            | NSLayoutConstraint.FormatOptions.directionMask.rawValue
            | NSLayoutConstraint.FormatOptions.spacingMask.rawValue
        if options.rawValue & ~known != 0 {
            throw error(.invalidOptions, "Options contain unknown bits 0x\(String(options.rawValue & ~known, radix: 16)).",
                        at: .start)
        }
        if options.unknownAlignmentBits != 0 {
            throw error(.invalidOptions,
                        "Options contain alignment bits 0x\(String(options.unknownAlignmentBits, radix: 16)) that name no alignment; use the alignAll… options.",
                        at: .start)
        }
        if options.intersection(.directionMask) == .directionMask {
            throw error(.invalidOptions, "Options contain both directionLeftToRight and directionRightToLeft; choose one.",
                        at: .start)
        }
        let formatAxis: Attribute.Axis = orientation == .horizontal ? .horizontal : .vertical
        if let wrong = options.alignmentAttributes.first(where: { $0.axis == formatAxis }) {
            let message = orientation == .horizontal
                ? "\(NSLayoutConstraint.FormatOptions.name(of: wrong)) aligns views horizontally, which a horizontal format can't do: it lays its views out along that axis. Align them vertically instead (alignAllTop, alignAllBottom, alignAllCenterY, alignAllFirstBaseline, alignAllLastBaseline)."
                : "\(NSLayoutConstraint.FormatOptions.name(of: wrong)) aligns views vertically, which a vertical format can't do: it lays its views out along that axis. Align them horizontally instead (alignAllLeft, alignAllRight, alignAllLeading, alignAllTrailing, alignAllCenterX)."
            throw error(.optionsConflictWithOrientation, message, at: .start)
        }
        if orientation == .horizontal && options.contains(.spacingBaselineToBaseline) {
            throw error(.optionsConflictWithOrientation,
                        "spacingBaselineToBaseline measures vertical spacing, so it applies only to vertical (V:) formats.",
                        at: .start)
        }
    }

    // MARK: Spacing

    /// The constraints of one connection: flush is a gap of 0, a bare `-`
    /// the `standard` gap, predicates one constraint each.
    func spacing(_ connection: VisualFormatAST.Connection, standard: Double, axis: VisualFormatAxis,
                 from earlier: UIView, _ earlierAttribute: Attribute,
                 to later: UIView, _ laterAttribute: Attribute) throws(VisualFormatError) -> [NSLayoutConstraint] {
        switch connection {
        case .flush:
            return [axis.gap(from: earlier, earlierAttribute, to: later, laterAttribute, .equal, 0, priority: .required)]
        case .standard:
            return [axis.gap(from: earlier, earlierAttribute, to: later, laterAttribute, .equal, standard, priority: .required)]
        case .predicates(let predicates):
            var result: [NSLayoutConstraint] = []
            for predicate in predicates {
                let constant = try number(predicate.object, role: "a spacing")
                let priority = try priority(predicate.priority)
                result.append(axis.gap(from: earlier, earlierAttribute, to: later, laterAttribute,
                                       predicate.relation, constant, priority: priority))
            }
            return result
        }
    }

    // MARK: CGSize

    /// `[v(>=40,==other@750)]`: a constant bounds the view's width (H) or
    /// height (V); a view name relates it to that view's.
    func sizeConstraints(_ predicates: [VisualFormatAST.Predicate], of view: UIView,
                         _ size: Attribute) throws(VisualFormatError) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        for predicate in predicates {
            let constraint: NSLayoutConstraint
            if case .name(let name, let position) = predicate.object, metrics[name] == nil {
                guard views[name] != nil else {
                    let keys = Array(metrics.keys) + Array(views.keys)
                    throw error(.unknownMetric,
                                "'\(name)' is not a key in the metrics or views dictionary.\(VisualFormatNames.didYouMean(name, among: keys))",
                                at: position)
                }
                let other = try resolveView(named: name, at: position)
                constraint = NSLayoutConstraint(item: view, attribute: size, relatedBy: predicate.relation,
                                                toItem: other, attribute: size, multiplier: 1, constant: 0)
            } else {
                let constant = try number(predicate.object, role: "a size")
                constraint = NSLayoutConstraint(item: view, attribute: size, relatedBy: predicate.relation,
                                                toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: constant)
            }
            constraint.priority = try priority(predicate.priority)
            result.append(constraint)
        }
        return result
    }

    // MARK: Names

    func resolveView(named name: String, at position: VisualFormatPosition) throws(VisualFormatError) -> UIView {
        guard let value = views[name] else {
            throw error(.unknownView,
                        "'\(name)' is not a key in the views dictionary.\(VisualFormatNames.didYouMean(name, among: views.keys))",
                        at: position)
        }
        guard let view = value as? UIView else {
            throw error(.notAView,
                        "The value for '\(name)' in the views dictionary is a \(type(of: value)), not a view: the Visual Format Language lays out views only.",
                        at: position)
        }
        return view
    }

    func superview(of view: UIView, named name: String,
                   pipe: VisualFormatPosition) throws(VisualFormatError) -> UIView {
        guard let superview = view.superview else {
            throw error(.noSuperview,
                        "Unable to interpret '|' character, because the related view doesn't have a superview. Add '\(name)' to a view before making constraints with '|'.",
                        at: pipe)
        }
        return superview
    }

    /// A constant: a number, or a metric's value. `role` names what it is
    /// for in messages.
    func number(_ operand: VisualFormatAST.Operand, role: String) throws(VisualFormatError) -> Double {
        switch operand {
        case .number(let value, _):
            return value
        case .name(let name, let position):
            return try metric(named: name, at: position, role: role)
        }
    }

    func metric(named name: String, at position: VisualFormatPosition, role: String) throws(VisualFormatError) -> Double {
        guard let value = metrics[name] else {
            if views[name] != nil {
                throw error(.viewNameNotAllowed,
                            "'\(name)' names a view, which can't be \(role): a view name may appear in a predicate only for a view's width or height, as in '[a(==\(name))]'.",
                            at: position)
            }
            throw error(.unknownMetric,
                        "'\(name)' is not a key in the metrics dictionary.\(VisualFormatNames.didYouMean(name, among: metrics.keys))",
                        at: position)
        }
        guard let number = VisualFormatNames.number(from: value) else {
            throw error(.metricNotANumber, "Metric '\(name)' is a \(type(of: value)), not a number.", at: position)
        }
        guard number.isFinite else {
            throw error(.metricNotANumber, "Metric '\(name)' is \(number), not a finite number.", at: position)
        }
        return number
    }

    /// `@priority`, required when absent; must lie in `0 < p <= 1000`.
    func priority(_ operand: VisualFormatAST.Operand?) throws(VisualFormatError) -> UILayoutPriority {
        guard let operand else { return .required }
        let value = try number(operand, role: "a priority")
        let priority = UILayoutPriority(Float(value))
        guard priority.isValid else {
            let source = if case .name(let name, _) = operand { " (metric '\(name)')" } else { "" }
            throw error(.badPriority,
                        "UILayoutPriority \(priority)\(source) is out of range: a priority must lie in 0 < p <= 1000.",
                        at: operand.position)
        }
        return priority
    }

    func error(_ kind: VisualFormatError.Kind, _ message: String,
               at position: VisualFormatPosition) -> VisualFormatError {
        VisualFormatError(kind, message, format: format, at: position)
    }
}

extension VisualFormatAST.Connection {
    var isStandard: Bool {
        if case .standard = self { true } else { false }
    }
}
