import TrellisLayout

/// What an expression's ITEM names.
enum ItemRef: Equatable {
    case view(String)
    /// `view.safeArea`, `view.margins`, `view.readable`, `view.keyboard`.
    case viewGuide(String, String)
    case guide(String)

    static let viewGuideNames = ["safeArea", "margins", "readable", "keyboard"] + scrollGuideNames
    /// A scroll view's guides: `scroll.contentLayout` (`contentLayoutGuide`)
    /// and `scroll.frameLayout` (`frameLayoutGuide`).
    static let scrollGuideNames = ["contentLayout", "frameLayout"]
    /// UIKit's property names for the guides, to the file's.
    static let uikitGuideNames = ["safeAreaLayoutGuide": "safeArea", "layoutMarginsGuide": "margins",
                                  "readableContentGuide": "readable", "contentLayoutGuide": "contentLayout",
                                  "frameLayoutGuide": "frameLayout", "keyboardLayoutGuide": "keyboard"]
    static let expected = "a view id, a custom guide id, or a view's guide (root.safeArea, root.margins, root.readable, root.keyboard; a scroll view's contentLayout, frameLayout)"

    /// Finds what `item` names, or says why not, pointing into `node`.
    static func resolve(_ item: String, offset: Int, node: YNode, views: [String],
                        guides: [String]) throws(FormatError) -> ItemRef {
        try resolve(item, offset: offset, node: node, views: Names(views), guides: Names(guides))
    }

    /// Ids to look names up in: a set for membership (a file of thousands
    /// of views resolves each name in constant time), the list for
    /// did-you-mean suggestions.
    struct Names {
        let list: [String]
        let set: Set<String>
        init(_ list: [String]) {
            self.list = list
            set = Set(list)
        }
    }

    static func resolve(_ item: String, offset: Int, node: YNode, views: Names,
                        guides: Names) throws(FormatError) -> ItemRef {
        // Most items are a bare view id: no split for them.
        let parts = item.isEmpty || item.utf8.contains(UInt8(ascii: ".")) ? item.split(separator: ".").map(String.init) : [item]
        let base = parts[0]
        let isView = views.set.contains(base), isGuide = guides.set.contains(base)
        guard isView || isGuide else {
            throw node.error(at: offset, length: base.unicodeScalars.count, "unknown view '\(base)'",
                             expected: expected, suggestion: Suggestions.didYouMean(base, among: views.list + guides.list))
        }
        if parts.count == 1 { return isView ? .view(base) : .guide(base) }
        let guideOffset = offset + base.unicodeScalars.count + 1
        guard isView else {
            throw node.error(at: guideOffset, length: parts[1].unicodeScalars.count,
                             "'\(base)' is a layout guide; it has no guide '\(parts[1])'", expected: "\(base).ATTR")
        }
        guard viewGuideNames.contains(parts[1]) else {
            throw node.error(at: guideOffset, length: parts[1].unicodeScalars.count,
                             "unknown guide '\(parts[1])' of view '\(base)'", expected: "safeArea, margins or readable (and contentLayout or frameLayout on a scroll view)",
                             suggestion: uikitGuideNames[parts[1]].map { "did you mean '\($0)'? (UIKit's \(parts[1]))" }
                                ?? Suggestions.didYouMean(parts[1], among: viewGuideNames))
        }
        return .viewGuide(base, parts[1])
    }
}

/// The checks that need the whole file: unique ids, items that exist,
/// attribute pairs UIKit accepts, Visual Format strings that build, unique
/// constraint names, and steps that name things that exist at that step.
/// Doing them when the file is read means a file that loads builds.
struct DocumentChecker {
    let document: LayoutDocument
    var viewIds: [String] = []
    var guideIds: [String] = []
    var viewNames = ItemRef.Names([])
    var guideNames = ItemRef.Names([])
    /// Each view's type by id: a scroll view's guide is checked against it
    /// without flattening the tree again per constraint.
    var viewTypes: [String: ViewType] = [:]
    /// The two stand-in views every expression's pairing is checked with
    /// (UIKit's rule looks at the items' kinds only): made once per
    /// document, not twice per constraint.
    let standIns = (first: UIView(), second: UIView())

    init(document: LayoutDocument) { self.document = document }

    mutating func check() throws(FormatError) {
        var seen: [String: SourcePosition] = [:]
        for view in document.views {
            try claim(view.id, at: view.position, node: nil, &seen)
            viewIds.append(view.id)
            viewTypes[view.id] = view.type
            for (id, node) in zip(view.guides, view.guideNodes) {
                try claim(id, at: node.position, node: node, &seen)
                guideIds.append(id)
            }
        }
        viewNames = ItemRef.Names(viewIds)
        guideNames = ItemRef.Names(guideIds)
        var names: [String: SourcePosition] = [:]
        let dummies = LazyDummyHierarchy(document.root)
        for entry in document.constraints.flatMap(\.allEntries) {
            try check(entry, names: &names, dummies: dummies, removed: [])
        }
        var removed: Set<String> = []
        var hasDevice = document.canvas.device != nil
        for (index, step) in document.steps.enumerated() {
            for action in step.actions {
                if case .device = action { hasDevice = true }
                if case let .orientation(o, position) = action, !hasDevice {
                    throw document.source.error(position, "step \(index + 1) turns a canvas that has no device",
                                                offending: o.rawValue,
                                                expected: "a canvas with a device, or a device step before this one")
                }
                try check(action, step: index + 1, names: &names, dummies: dummies, removed: &removed)
            }
        }
    }

    private func claim(_ id: String, at position: SourcePosition, node: YNode?,
                       _ seen: inout [String: SourcePosition]) throws(FormatError) {
        if let first = seen[id] {
            throw document.source.error(position, "duplicate id '\(id)' (first used at line \(first.line))",
                                        offending: id, expected: "ids unique across views and guides")
        }
        if id == "root" && position != document.root.position {
            throw document.source.error(position, "'root' is the root view's id", offending: id, expected: "another id")
        }
        seen[id] = position
    }

    private func check(_ entry: ConstraintSpec, names: inout [String: SourcePosition], dummies: LazyDummyHierarchy,
                       removed: Set<String>) throws(FormatError) {
        if let name = entry.name, let node = entry.nameNode {
            if let first = names[name] {
                throw node.error("duplicate constraint name '\(name)' (first used at line \(first.line))",
                                 expected: "constraint names unique in the file")
            }
            names[name] = node.position
        }
        switch entry.body {
        case let .expression(e):
            let node = entry.textNodes[0]
            for anchor in [e.first] + (e.second.map { [$0] } ?? []) {
                let ref = try ItemRef.resolve(anchor.item, offset: anchor.itemOffset, node: node, views: viewNames, guides: guideNames)
                if case let .viewGuide(id, kind) = ref, ItemRef.scrollGuideNames.contains(kind),
                   let type = viewTypes[id], !ScrollSpec.applies(to: type) {
                    let at = anchor.itemOffset + id.unicodeScalars.count + 1
                    throw node.error(at: at, length: kind.unicodeScalars.count,
                                     "'\(kind)' is a scroll view's guide; '\(id)' is a \(type.rawValue)",
                                     expected: "the id of a scrollView\(Self.scrollViewList(document)), or \(id).safeArea, \(id).margins, \(id).readable",
                                     suggestion: Suggestions.didYouMean(id, among: document.views.filter { ScrollSpec.applies(to: $0.type) }.map(\.id)))
                }
                if case let .view(id) = ref, removed.contains(id) {
                    throw node.error(at: anchor.itemOffset, length: id.unicodeScalars.count,
                                     "view '\(id)' was removed by an earlier step", expected: "a view still in the window")
                }
            }
            try Self.checkPairing(e, node: node, standIns: standIns)
        case let .visualFormat(formats, metrics, options):
            for (format, node) in zip(formats, entry.textNodes) {
                let made: [NSLayoutConstraint]
                do {
                    made = try NSLayoutConstraint.checkedConstraints(withVisualFormat: format, options: options,
                                                                     metrics: metrics, views: dummies.hierarchy.views(except: removed))
                } catch {
                    throw Self.convert(error, node: node)
                }
                // Spacings and sizes written in the string (`-99999999999-`)
                // have the same range as an expression's constants.
                if let c = made.first(where: { !Limits.coordinate.contains($0.constant) }) {
                    throw node.error("a spacing or size of \(Limits.format(c.constant)) in the format is out of range",
                                     expected: Limits.coordinate.expected)
                }
            }
        case .group:
            break
        }
    }

    /// " (here: a, b)": the file's scroll views, for errors that need one.
    static func scrollViewList(_ document: LayoutDocument) -> String {
        let ids = document.views.filter { ScrollSpec.applies(to: $0.type) }.map(\.id)
        return ids.isEmpty ? "" : " (here: " + ids.joined(separator: ", ") + ")"
    }

    /// UIKit's own rule (via `NSLayoutConstraint(checkedItem:)` on stand-in
    /// views), so the file is refused exactly where UIKit would raise.
    static func checkPairing(_ e: ConstraintExpression, node: YNode,
                             standIns: (first: UIView, second: UIView)? = nil) throws(FormatError) {
        do {
            _ = try NSLayoutConstraint(checkedItem: standIns?.first ?? UIView(), attribute: e.first.attribute, relatedBy: e.relation,
                                       toItem: e.second.map { _ in standIns?.second ?? UIView() },
                                       attribute: e.second?.attribute ?? .notAnAttribute,
                                       multiplier: e.multiplier, constant: e.constant)
        } catch {
            let at = e.second ?? e.first
            var expected = e.second == nil
                ? "a width or height when there is no second item"
                : "an attribute that pairs with \(e.first.attributeName)"
            var suggestion: String?
            // A multiplier of 0 on a location is the one refusal where the
            // attributes themselves pair fine: say so, not "pairs with".
            if let second = e.second, e.multiplier == 0, e.first.attribute.axis != .dimension {
                expected = "a multiplier other than 0 with a location attribute (UIKit raises for 0)"
                suggestion = "to place \(e.first.item) at a fixed offset, write "
                    + "\(e.first.item).\(e.first.attributeName) \(e.relation) \(second.item).\(second.attributeName)"
                    + (e.constant == 0 ? "" : " + \(Limits.format(e.constant))")
            }
            throw node.error(at: at.attributeOffset, length: at.attributeName.unicodeScalars.count, error.message,
                             expected: expected, suggestion: suggestion)
        }
    }

    /// A Visual Format error at its place in the string; UIKit's
    /// "Did you mean" becomes the suggestion.
    static func convert(_ error: VisualFormatError, node: YNode) -> FormatError {
        let format = error.format
        let index = format.index(format.startIndex, offsetBy: min(error.offset, format.count))
        let offset = format.unicodeScalars.distance(from: format.unicodeScalars.startIndex, to: index)
        var message = error.message
        var suggestion: String?
        if let range = message.range(of: " Did you mean ") {
            suggestion = "did you mean " + message[range.upperBound...]
            message = String(message[..<range.lowerBound])
        }
        let rest = format[index...]
        let length = rest.first.map { $0 == "_" || $0.isLetter } == true
            ? rest.prefix { $0 == "_" || $0.isLetter || $0.isNumber }.unicodeScalars.count : 1
        if message.hasSuffix(".") { message.removeLast() }
        return node.error(at: offset, length: length, "invalid visual format: " + message, suggestion: suggestion)
    }

    private func check(_ action: StepAction, step: Int, names: inout [String: SourcePosition], dummies: LazyDummyHierarchy,
                       removed: inout Set<String>) throws(FormatError) {
        func constraint(_ ref: NameRef) throws(FormatError) {
            guard names[ref.name] != nil else {
                throw document.source.error(ref.position, "unknown constraint '\(ref.name)' in step \(step)",
                                            offending: ref.name, expected: "the name of a constraint defined before this step",
                                            suggestion: Suggestions.didYouMean(ref.name, among: names.keys))
            }
        }
        func view(_ ref: NameRef, text: Bool = false) throws(FormatError) {
            guard viewNames.set.contains(ref.name), let spec = document.views.first(where: { $0.id == ref.name }) else {
                throw document.source.error(ref.position, "unknown view '\(ref.name)' in step \(step)", offending: ref.name,
                                            expected: "a view id", suggestion: Suggestions.didYouMean(ref.name, among: viewIds))
            }
            if removed.contains(ref.name) {
                throw document.source.error(ref.position, "view '\(ref.name)' was removed by an earlier step",
                                            offending: ref.name, expected: "a view still in the window")
            }
            if text && !spec.type.hasText {
                throw document.source.error(ref.position, "view '\(ref.name)' is a \(spec.type.rawValue), which has no text",
                                            offending: ref.name, expected: "a label, button, textField or textView")
            }
        }
        switch action {
        case let .activate(refs), let .deactivate(refs):
            for r in refs { try constraint(r) }
        case let .constant(pairs):
            for (r, _) in pairs { try constraint(r) }
        case let .priority(pairs):
            for (r, _) in pairs { try constraint(r) }
        case let .add(specs):
            for entry in specs.flatMap(\.allEntries) { try check(entry, names: &names, dummies: dummies, removed: removed) }
        case let .remove(refs):
            for r in refs {
                try view(r)
                if r.name == "root" {
                    throw document.source.error(r.position, "the root view can't be removed", offending: r.name,
                                                expected: "a view inside root")
                }
                let spec = document.views.first { $0.id == r.name }!
                removed.formUnion(spec.flattened.map(\.id))
            }
        case let .hide(refs), let .show(refs):
            for r in refs { try view(r) }
        case let .text(pairs):
            for (r, _) in pairs { try view(r, text: true) }
        case let .intrinsicSize(pairs):
            for (r, _) in pairs { try view(r) }
        case .orientation, .device, .keyboard, .userInterfaceStyle:
            break
        case let .stack(pairs):
            for (r, change) in pairs {
                try view(r)
                let spec = document.views.first { $0.id == r.name }!
                guard spec.type == .stackView else {
                    throw document.source.error(r.position, "view '\(r.name)' is a \(spec.type.rawValue), not a stackView",
                                                offending: r.name, expected: "the id of a stackView",
                                                suggestion: Suggestions.didYouMean(r.name, among: document.views.filter { $0.type == .stackView }.map(\.id)))
                }
                for v in change.addArranged + change.removeArranged { try view(v) }
                for v in change.removeArranged { removed.insert(v.name) }
            }
        case let .rows(pairs):
            for (r, node) in pairs {
                try view(r)
                let spec = document.views.first { $0.id == r.name }!
                guard let table = spec.table else {
                    throw document.source.error(r.position, "view '\(r.name)' is a \(spec.type.rawValue), not a tableView",
                                                offending: r.name, expected: "the id of a tableView",
                                                suggestion: Suggestions.didYouMean(r.name, among: document.views.filter { $0.type == .tableView }.map(\.id)))
                }
                _ = try TableRowsChange.parse(node.node, table: table)
            }
        case let .scroll(pairs):
            for (r, _) in pairs {
                try view(r)
                let spec = document.views.first { $0.id == r.name }!
                guard ScrollSpec.applies(to: spec.type) else {
                    throw document.source.error(r.position, "view '\(r.name)' is a \(spec.type.rawValue), not a scrollView",
                                                offending: r.name, expected: "the id of a scrollView\(Self.scrollViewList(document))",
                                                suggestion: Suggestions.didYouMean(r.name, among: document.views.filter { ScrollSpec.applies(to: $0.type) }.map(\.id)))
                }
            }
        }
    }
}

/// A ``DummyHierarchy`` made when the first Visual Format string is
/// checked: a file without one (every imported scene) makes no stand-in
/// views.
final class LazyDummyHierarchy {
    let root: ViewSpec
    lazy var hierarchy = DummyHierarchy(root)
    init(_ root: ViewSpec) { self.root = root }
}

/// Stand-in views shaped like the file's tree, so Visual Format strings can
/// be fully checked (superviews included) when the file is read.
struct DummyHierarchy {
    var byId: [String: UIView] = [:]

    init(_ root: ViewSpec) {
        func make(_ spec: ViewSpec, parent: UIView?) {
            let v = UIView(identifier: spec.id)
            parent?.addSubview(v)
            byId[spec.id] = v
            for child in (spec.table?.accessoryViews ?? []) + spec.subviews { make(child, parent: v) }
        }
        make(root, parent: nil)
    }

    func views(except removed: Set<String>) -> [String: Any] {
        byId.filter { !removed.contains($0.key) }
    }
}
