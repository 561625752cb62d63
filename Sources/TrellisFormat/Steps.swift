import TrellisLayout

/// A name in a step (a constraint name or a view id) with its place, so a
/// step that fails when applied can point at it.
public struct NameRef: Sendable {
    public var name: String
    public var position: SourcePosition
}

/// One change a step makes. A step's changes are applied in the order
/// written, as one batch, then the window lays out once (UIKit's deferred
/// layout pass).
public enum StepAction {
    case activate([NameRef])
    case deactivate([NameRef])
    case add([ConstraintSpec])
    case constant([(NameRef, Double)])
    case priority([(NameRef, UILayoutPriority)])
    case remove([NameRef])
    case hide([NameRef])
    case show([NameRef])
    case text([(NameRef, String)])
    case intrinsicSize([(NameRef, CGSize)])
    case orientation(Orientation, SourcePosition)
    case device(Device, SourcePosition)
    /// `keyboard: 336`: a docked keyboard of that height comes up (0: it
    /// goes down); views' keyboard layout guides follow.
    case keyboard(Double)
    /// `userInterfaceStyle: dark`: the screen's appearance changes (the
    /// device switched to Dark): views' traits and colours follow.
    case userInterfaceStyle(UIUserInterfaceStyle)
    case stack([(NameRef, StackChange)])
    case scroll([(NameRef, ScrollChange)])
    /// A table's row changes, read against the table's templates when the
    /// file is checked (``TableRowsChange``).
    case rows([(NameRef, TableRowsStep)])

    /// Words for the generated step title: "deactivate compact-width".
    var summary: String {
        func names(_ refs: [NameRef]) -> String { refs.map(\.name).joined(separator: ", ") }
        func number(_ d: Double) -> String { Limits.format(d) }
        switch self {
        case let .activate(r): return "activate " + names(r)
        case let .deactivate(r): return "deactivate " + names(r)
        case let .add(specs):
            let named = specs.compactMap(\.name)
            return named.count == specs.count ? "add " + named.joined(separator: ", ")
                : "add \(specs.count) constraint" + (specs.count == 1 ? "" : "s")
        case let .constant(p): return "constant " + p.map { "\($0.0.name) = \(number($0.1))" }.joined(separator: ", ")
        case let .priority(p): return "priority " + p.map { "\($0.0.name) = \(number(Double($0.1.rawValue)))" }.joined(separator: ", ")
        case let .remove(r): return "remove " + names(r)
        case let .hide(r): return "hide " + names(r)
        case let .show(r): return "show " + names(r)
        case let .text(p): return "text " + p.map { "\($0.0.name) = \"\($0.1)\"" }.joined(separator: ", ")
        case let .intrinsicSize(p):
            return "intrinsicSize " + p.map { ref, s in
                "\(ref.name) = \(s.width < 0 ? "none" : number(s.width))x\(s.height < 0 ? "none" : number(s.height))"
            }.joined(separator: ", ")
        case let .orientation(o, _): return "orientation " + o.rawValue
        case let .device(d, _): return "device " + d.name
        case let .keyboard(h): return h > 0 ? "keyboard " + number(h) : "keyboard down"
        case let .userInterfaceStyle(s): return "userInterfaceStyle " + s.name
        case let .stack(p): return "stack " + p.map { "\($0.0.name): \($0.1.summary)" }.joined(separator: "; ")
        case let .scroll(p): return "scroll " + p.map { "\($0.0.name): \($0.1.summary)" }.joined(separator: "; ")
        case let .rows(p):
            return "rows " + p.map { ref, node in
                let m = (try? node.node.mapping("", allowed: ["update", "delete", "insert"]))?.pairs ?? []
                return "\(ref.name): " + m.map { "\($0.name) \(($0.value.oneOrMany()).count)" }.joined(separator: ", ")
            }.joined(separator: "; ")
        }
    }
}

/// A step: an optional title and one or more changes.
public struct StepSpec {
    public var title: String?
    public var actions: [StepAction]
    public var position: SourcePosition

    static let actionKeys = ["activate", "deactivate", "add", "constant", "priority", "remove", "hide", "show",
                             "text", "intrinsicSize", "orientation", "device", "keyboard", "userInterfaceStyle", "stack", "scroll", "rows"]

    static func parse(_ node: YNode) throws(FormatError) -> StepSpec {
        let m = try node.mapping("a step", allowed: ["title"] + actionKeys)
        var step = StepSpec(title: try m["title"]?.string(), actions: [], position: node.position)
        for (name, _, value) in m.pairs where name != "title" {
            step.actions.append(try action(name, value))
        }
        guard !step.actions.isEmpty else {
            throw node.error("a step needs at least one change", expected: "one of " + actionKeys.joined(separator: ", "))
        }
        return step
    }

    static func refs(_ node: YNode) throws(FormatError) -> [NameRef] {
        var out: [NameRef] = []
        for n in node.oneOrMany() { out.append(NameRef(name: try n.string("a name"), position: n.position)) }
        return out
    }

    /// `{name: value, …}` with each value read by `read`.
    static func pairs<T>(_ node: YNode, _ what: String,
                         _ read: (YNode) throws(FormatError) -> T) throws(FormatError) -> [(NameRef, T)] {
        guard case let .mapping(pairs) = node.kind, !pairs.isEmpty else { throw node.typeError("a mapping of \(what)") }
        var out: [(NameRef, T)] = []
        for (k, v) in pairs { out.append((NameRef(name: try k.string("a name"), position: k.position), try read(v))) }
        return out
    }

    static func action(_ key: String, _ value: YNode) throws(FormatError) -> StepAction {
        switch key {
        case "activate": return .activate(try refs(value))
        case "deactivate": return .deactivate(try refs(value))
        case "add": return .add(try ConstraintSpec.parseList(value))
        case "constant": return .constant(try pairs(value, "constraint names to constants") { n throws(FormatError) in try n.number(in: Limits.coordinate) })
        case "priority": return .priority(try pairs(value, "constraint names to priorities") { n throws(FormatError) in try Values.priority(n) })
        case "remove": return .remove(try refs(value))
        case "hide": return .hide(try refs(value))
        case "show": return .show(try refs(value))
        case "text": return .text(try pairs(value, "view ids to texts") { n throws(FormatError) in try Values.text(n) })
        case "intrinsicSize":
            return .intrinsicSize(try pairs(value, "view ids to sizes") { n throws(FormatError) in try Values.intrinsicSize(n) })
        case "orientation":
            return .orientation(Orientation(rawValue: try Values.word(value, ["portrait", "landscape"], what: "orientation"))!,
                                value.position)
        case "keyboard":
            return .keyboard(try value.number(in: Limits.keyboardHeight))
        case "userInterfaceStyle":
            return .userInterfaceStyle(try Values.userInterfaceStyle(value))
        case "stack":
            return .stack(try pairs(value, "stack view ids to changes") { n throws(FormatError) in try StackChange.parse(n) })
        case "scroll":
            return .scroll(try pairs(value, "scroll view ids to changes") { n throws(FormatError) in try ScrollChange.parse(n) })
        case "rows":
            return .rows(try pairs(value, "table view ids to row changes") { n throws(FormatError) in TableRowsStep(node: n) })
        default:
            return .device(try CanvasSpec.device(value), value.position)
        }
    }
}
