import TrellisFormat
import TrellisLayout
import TrellisSnapshot

/// Per view, what hovering it on the page shows: its frames and every
/// constraint that ties it, as written in the file and as the system made
/// them (intrinsic size, stack views' `UISV-…`).
///
/// Why a view's own list: `trellis layout --json` records frames and
/// `trellis explain` lists constraints file-wide; a person pointing at one
/// view wants the two joined for that view. Frames are the same numbers
/// `layout --json` prints (`frame` in the superview, `absoluteFrame` in the
/// root view); `windowFrame` is what the page hit-tests against, since the
/// picture draws the window.
enum PreviewViews {
    static func json(_ layout: BuiltLayout) -> SnapshotJSON {
        let window = layout.window
        window.layoutIfNeeded()
        let live = layout.views.filter { $0.view.window === window }
        let root = window.rootView.absoluteFrame
        var written: [(source: String?, constraint: NSLayoutConstraint)] = layout.constraints.map { ($0.source, $0.constraint) }
        let known = Set(written.map { ObjectIdentifier($0.constraint) })
        for entry in live {
            for c in entry.view.generatedConstraints where !known.contains(ObjectIdentifier(c)) {
                written.append((nil, c))
            }
        }
        // Every frame before any ambiguity: asking runs the layout again,
        // and an unsettled layout would move the views read after it.
        let frames = live.map { (frame: $0.view.frame, absolute: $0.view.absoluteFrame) }
        let ambiguity = live.map { $0.view.ambiguousAttributes }
        return .array(live.enumerated().map { index, entry in
            let view = entry.view
            let tied = written.filter { ties($0.constraint, view) }
            var fields: [(String, SnapshotJSON)] = [
                ("id", .string(entry.id)),
                ("type", .string(String(describing: type(of: view)))),
                ("frame", rect(frames[index].frame)),
                ("absoluteFrame", rect(frames[index].absolute.offsetBy(dx: -root.minX, dy: -root.minY))),
                ("windowFrame", rect(frames[index].absolute)),
                ("hidden", .bool(isHidden(view))),
                ("ambiguous", .array(ambiguity[index].map { .string($0) })),
                ("constraints", .array(tied.map { constraintJSON($0.constraint, source: $0.source, window: window) })),
            ]
            if let parent = view.superview, let id = live.first(where: { $0.view === parent })?.id {
                fields.insert(("superview", .string(id)), at: 2)
            }
            return .object(fields)
        })
    }

    /// Whether `c` has `view` (or one of its layout guides) as an item.
    static func ties(_ c: NSLayoutConstraint, _ view: UIView) -> Bool {
        [c.firstItem, c.secondItem].contains { item in
            guard let item else { return false }
            if item === view { return true }
            if let guide = item as? UILayoutGuide { return guide.owningView === view }
            return false
        }
    }

    static func constraintJSON(_ c: NSLayoutConstraint, source: String?, window: UIWindow) -> SnapshotJSON {
        var fields: [(String, SnapshotJSON)] = [
            ("formula", .string(c.formula)),
            ("source", source.map { .string($0) } ?? .null),
            ("name", c.identifier.map { .string($0) } ?? .null),
            ("priority", .number(Double(c.priority.rawValue))),
            ("active", .bool(c.isActive)),
            ("broken", .bool(window.rootView.isBroken(c))),
        ]
        if let kind = c.systemKind { fields.append(("generated", .string(kind))) }
        return .object(fields)
    }

    static func isHidden(_ view: UIView) -> Bool {
        var v: UIView? = view
        while let current = v {
            if current.isHidden { return true }
            v = current.superview
        }
        return false
    }

    static func rect(_ r: CGRect) -> SnapshotJSON {
        .object([("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)), ("height", .number(r.height))])
    }
}
