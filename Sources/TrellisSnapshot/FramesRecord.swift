import TrellisFormat
import TrellisLayout

/// The text record of every frame, the same JSON as `trellis layout --json`:
///
/// ```json
/// {"views": [{"id", "frame": {x, y, width, height}, "absoluteFrame": {…}, "hidden"?}],
///  "guides": [{"id", "owner", "frame", "absoluteFrame"}],
///  "diagnostics": {"ambiguous": [{"view", "attributes"}], "broken": [{"constraint", "name"}], "log"}}
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
            return .object(fields)
        }
        var guideRecords: [SnapshotJSON] = []
        for entry in guides {
            guard let owner = entry.guide.owningView, owner.window === window else { continue }
            let ownerID = views.first { $0.view === owner }?.id ?? owner.identifier ?? "?"
            let frame = entry.guide.layoutFrame
            let absolute = frame.offsetBy(dx: owner.absoluteFrame.minX, dy: owner.absoluteFrame.minY)
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
        let broken: [SnapshotJSON] = window.diagnostics.brokenConstraints.map { c in
            .object([("constraint", .string(c.formula)), ("name", c.identifier.map { .string($0) } ?? .null)])
        }
        var diagnostics: [(String, SnapshotJSON)] = [
            ("ambiguous", .array(ambiguous)),
            ("broken", .array(broken)),
            ("log", .string(window.diagnostics.log.joined(separator: "\n\n"))),
        ]
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

    /// Names for a view tree built in code: a view's `identifier`, or its
    /// type and its index in depth-first order (`View3`, `Label5`), root first.
    public static func namedViews(_ root: UIView) -> [(id: String, view: UIView)] {
        var result: [(id: String, view: UIView)] = []
        var used = Set<String>()
        func visit(_ view: UIView) {
            var id = view.identifier ?? "\(type(of: view))\(result.count)"
            if used.contains(id) { id += "#\(result.count)" }
            used.insert(id)
            result.append((id, view))
            for child in view.subviews { visit(child) }
        }
        visit(root)
        return result
    }
}
