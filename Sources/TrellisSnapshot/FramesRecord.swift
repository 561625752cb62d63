import TrellisFormat
import TrellisLayout

/// The text record of every frame, the same JSON as `trellis layout --json`:
///
/// ```json
/// {"views": [{"id", "frame": {x, y, width, height}, "absoluteFrame": {…}, "hidden"?,
///             "contentSize"?, "contentOffset"? (scroll views)}],
///  "guides": [{"id", "owner", "frame", "absoluteFrame"}],
///  "diagnostics": {"ambiguous": [{"view", "attributes"}], "broken": [{"constraint", "name", "minimal"?}], "log",
///                  "scrollableContentSize"?: [{"view", "axes", "views", "message"}]}}
/// ```
///
/// `frame` is in the superview's coordinates, `absoluteFrame` in the root
/// view's. Views are in file order (the view tree read top-down); views a
/// step removed are left out.
public enum FramesRecord {
    /// The record of a built layout file in its current step.
    public static func json(_ layout: BuiltLayout) -> SnapshotJSON {
        json(window: layout.window, views: layout.views, guides: layout.guides)
    }

    /// The record of a window whose views are named by `views` (in order);
    /// views not in `window` are left out.
    public static func json(window: UIWindow, views: [(id: String, view: UIView)],
                            guides: [(id: String, guide: UILayoutGuide)] = []) -> SnapshotJSON {
        window.layoutIfNeeded()
        let live = views.filter { $0.view.window === window }
        let root = window.rootView.absoluteFrame
        func rect(_ r: CGRect) -> SnapshotJSON {
            .object([("x", .number(r.minX)), ("y", .number(r.minY)),
                     ("width", .number(r.width)), ("height", .number(r.height))])
        }
        func inRoot(_ r: CGRect) -> CGRect { r.offsetBy(dx: -root.minX, dy: -root.minY) }
        let viewRecords: [SnapshotJSON] = live.map { entry in
            var fields: [(String, SnapshotJSON)] = [
                ("id", .string(entry.id)),
                ("frame", rect(entry.view.frame)),
                ("absoluteFrame", rect(inRoot(entry.view.absoluteFrame))),
            ]
            if entry.view.isHidden { fields.append(("hidden", .bool(true))) }
            if let scroll = entry.view as? UIScrollView {
                // Subviews' frames are in content coordinates; these say
                // where the content is and how far it is scrolled.
                fields.append(("contentSize", .object([("width", .number(scroll.contentSize.width)),
                                                        ("height", .number(scroll.contentSize.height))])))
                fields.append(("contentOffset", .object([("x", .number(scroll.contentOffset.x)),
                                                          ("y", .number(scroll.contentOffset.y))])))
            }
            return .object(fields)
        }
        var guideRecords: [SnapshotJSON] = []
        for entry in guides {
            guard let owner = entry.guide.owningView, owner.window === window else { continue }
            let ownerID = views.first { $0.view === owner }?.id ?? owner.trellisIdentifier ?? "?"
            let frame = entry.guide.layoutFrame
            // In the owner's bounds (a scroll view's start at its offset).
            let absolute = frame.offsetBy(dx: owner.absoluteFrame.minX - owner.bounds.minX,
                                          dy: owner.absoluteFrame.minY - owner.bounds.minY)
            guideRecords.append(.object([
                ("id", .string(entry.id)), ("owner", .string(ownerID)),
                ("frame", rect(frame)), ("absoluteFrame", rect(inRoot(absolute))),
            ]))
        }
        let ambiguous: [SnapshotJSON] = live.compactMap { entry in
            let attributes = entry.view.ambiguousAttributes
            guard !attributes.isEmpty else { return nil }
            return .object([("view", .string(entry.id)), ("attributes", .array(attributes.map { .string($0) }))])
        }
        // One entry per conflict, the constraint it broke (the diagnostics'
        // brokenConstraints are these, in the same order).
        let broken: [SnapshotJSON] = window.diagnostics.conflicts.map { conflict in
            let c = conflict.broken
            var fields: [(String, SnapshotJSON)] = [
                ("constraint", .string(c.formula)), ("name", c.identifier.map { .string($0) } ?? .null),
            ]
            // Only when the conflict's set is not known to be minimal (its
            // search stopped by the solver's budget), so other records are
            // as they were.
            if !conflict.minimal { fields.append(("minimal", .bool(false))) }
            return .object(fields)
        }
        var diagnostics: [(String, SnapshotJSON)] = [
            ("ambiguous", .array(ambiguous)),
            ("broken", .array(broken)),
            ("log", .string(window.diagnostics.log.joined(separator: "\n\n"))),
        ]
        // Xcode's "Scrollable content size is ambiguous": per scroll view,
        // the open axes and the views where the chain breaks (only when any).
        let scrollAmbiguity: [SnapshotJSON] = live.compactMap { entry in
            guard let scroll = entry.view as? UIScrollView, let message = scroll.scrollableContentSizeAmbiguityMessage else { return nil }
            let ambiguity = scroll.scrollableContentSizeAmbiguity
            let names = ambiguity.flatMap(\.views).map { v in live.first { $0.view === v }?.id ?? v.trellisIdentifier ?? "?" }
            return .object([("view", .string(entry.id)),
                            ("axes", .array(ambiguity.map { .string($0.axis == .vertical ? "vertical" : "horizontal") })),
                            ("views", .array(names.map { .string($0) })), ("message", .string(message))])
        }
        if !scrollAmbiguity.isEmpty { diagnostics.append(("scrollableContentSize", .array(scrollAmbiguity))) }
        // A frame the engine couldn't keep finite is written as nulls and
        // named here, so the output stays JSON and says what went wrong.
        let notFinite = notFiniteViews(live)
        if !notFinite.isEmpty { diagnostics.append(("notFinite", .array(notFinite.map { .string($0) }))) }
        return .object([
            ("views", .array(viewRecords)),
            ("guides", .array(guideRecords)),
            ("diagnostics", .object(diagnostics)),
        ])
    }

    /// Ids of the views whose frame (or absolute frame) has a coordinate
    /// that isn't finite.
    public static func notFiniteViews(_ views: [(id: String, view: UIView)]) -> [String] {
        views.filter { entry in
            [entry.view.frame, entry.view.absoluteFrame].contains { r in
                ![r.origin.x, r.origin.y, r.size.width, r.size.height].allSatisfy(\.isFinite)
            }
        }.map(\.id)
    }

    /// Names for a view tree built in code, stable when views are added:
    /// a view's `accessibilityIdentifier` when it has one; otherwise a path
    /// from its nearest named ancestor, each step the class and the index
    /// among siblings of the same class (`card/UILabel[1]`). Adding a view of
    /// another class, or after the others, renames nothing.
    public static func namedViews(_ root: UIView) -> [(id: String, view: UIView)] {
        var result: [(id: String, view: UIView)] = []
        var used = Set<String>()
        func visit(_ view: UIView, path: String) {
            var id = path
            if used.contains(id) {
                var n = 2
                while used.contains("\(path)~\(n)") { n += 1 }
                id = "\(path)~\(n)"
            }
            used.insert(id)
            result.append((id, view))
            var counts: [String: Int] = [:]
            for child in view.subviews {
                let kind = String(describing: type(of: child))
                let index = counts[kind, default: 0]
                counts[kind] = index + 1
                let childPath = child.accessibilityIdentifier ?? "\(id)/\(kind)[\(index)]"
                visit(child, path: childPath)
            }
        }
        visit(root, path: root.accessibilityIdentifier ?? String(describing: type(of: root)))
        return result
    }
}
