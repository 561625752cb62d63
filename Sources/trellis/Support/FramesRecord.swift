import TrellisFormat
import TrellisLayout

/// The text record of every frame (`trellis layout --json`): views in file
/// order with their frame in the superview's coordinates and in the root's,
/// guides, and what the engine noticed.
enum FramesRecord {
    /// The file's views still in the window (a step may remove some).
    static func liveViews(_ layout: BuiltLayout) -> [(id: String, view: View)] {
        layout.views.filter { $0.view.window === layout.window }
    }

    static func json(_ layout: BuiltLayout) -> JSONValue {
        let window = layout.window
        window.layoutIfNeeded()
        let root = window.rootView.absoluteFrame
        func rect(_ r: Rect) -> JSONValue {
            .object([("x", .number(r.minX)), ("y", .number(r.minY)),
                     ("width", .number(r.width)), ("height", .number(r.height))])
        }
        func inRoot(_ r: Rect) -> Rect { r.offsetBy(dx: -root.minX, dy: -root.minY) }
        let views: [JSONValue] = liveViews(layout).map { entry in
            var fields: [(String, JSONValue)] = [
                ("id", .string(entry.id)),
                ("frame", rect(entry.view.frame)),
                ("absoluteFrame", rect(inRoot(entry.view.absoluteFrame))),
            ]
            if entry.view.isHidden { fields.append(("hidden", .bool(true))) }
            return .object(fields)
        }
        var guides: [JSONValue] = []
        for entry in layout.guides {
            guard let owner = entry.guide.owningView else { continue }
            let ownerID = layout.views.first { $0.view === owner }?.id ?? owner.identifier ?? "?"
            let frame = entry.guide.layoutFrame
            let absolute = frame.offsetBy(dx: owner.absoluteFrame.minX, dy: owner.absoluteFrame.minY)
            guides.append(.object([
                ("id", .string(entry.id)), ("owner", .string(ownerID)),
                ("frame", rect(frame)), ("absoluteFrame", rect(inRoot(absolute))),
            ]))
        }
        let ambiguous: [JSONValue] = liveViews(layout).compactMap { entry in
            let attributes = entry.view.ambiguousAttributes
            guard !attributes.isEmpty else { return nil }
            return .object([("view", .string(entry.id)), ("attributes", .array(attributes.map { .string($0) }))])
        }
        let broken: [JSONValue] = window.diagnostics.brokenConstraints.map { c in
            .object([("constraint", .string(c.formula)), ("name", c.identifier.map { .string($0) } ?? .null)])
        }
        return .object([
            ("views", .array(views)),
            ("guides", .array(guides)),
            ("diagnostics", .object([
                ("ambiguous", .array(ambiguous)),
                ("broken", .array(broken)),
                ("log", .string(window.diagnostics.log.joined(separator: "\n\n"))),
            ])),
        ])
    }

    /// The same as aligned text, one view a line.
    static func text(_ layout: BuiltLayout) -> String {
        layout.window.layoutIfNeeded()
        let live = liveViews(layout)
        let width = live.map(\.id.count).max() ?? 0
        var lines = live.map { entry in
            entry.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + entry.view.frame.description
                + (entry.view.isHidden ? "  hidden" : "")
        }
        for entry in live where entry.view.hasAmbiguousLayout {
            lines.append("ambiguous: \(entry.id).\(entry.view.ambiguousAttributes.joined(separator: ", ."))")
        }
        for c in layout.window.diagnostics.brokenConstraints { lines.append("broken: \(c.formula)") }
        return lines.joined(separator: "\n")
    }
}
