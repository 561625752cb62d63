import TrellisFormat
import TrellisLayout

/// `trellis layout FILE.xib --json`: views by IB object id, with their
/// class, userLabel and accessibilityIdentifier, the layout id they were
/// imported as, `frame` (in the superview) and `absoluteFrame` (in the
/// scene's root view).
public enum IBFramesJSON {
    public static func render(_ imported: ImportedScene, _ layout: BuiltLayout) -> String {
        layout.window.layoutIfNeeded()
        let root = layout.window.rootView
        let f = IBValues.format
        // One text appended to, not an array of fields per view joined and
        // the views' texts joined again: the record was 4.5 % of laying out
        // a storyboard (docs/PERFORMANCE.md, session 21). The same bytes.
        func rect(_ r: CGRect, _ out: inout String) {
            out += "{\"x\": "; out += f(r.minX)
            out += ", \"y\": "; out += f(r.minY)
            out += ", \"width\": "; out += f(r.width)
            out += ", \"height\": "; out += f(r.height)
            out += "}"
        }
        // Every frame is read before any view is asked whether it is
        // ambiguous: that question runs the layout again, and a layout
        // that doesn't settle (a view whose margins follow its own safe
        // area) would move the views read after it. The same order as
        // `FramesRecord.json`, so the import → layout round trip gives the
        // same frames (scripts/ib-roundtrip).
        let live = layout.views.compactMap { entry -> (String, UIView, IBView, CGRect, CGRect)? in
            guard entry.view.window === layout.window, let ib = imported.viewsByName[entry.id] else { return nil }
            return (entry.id, entry.view, ib, entry.view.frame, absolute(entry.view, in: root))
        }
        var out = "{\n  \"file\": \(IBText.quote(imported.file)),\n  \"scene\": \(IBText.quote(imported.scene.id)),\n  \"tolerance\": \(f(imported.tolerance)),\n  \"views\": [\n"
        out.reserveCapacity(out.utf8.count + live.count * 400)
        for (i, (name, view, ib, viewFrame, absoluteFrame)) in live.enumerated() {
            if i > 0 { out += ",\n" }
            out += "    {\"id\": "; out += IBText.quote(ib.id)
            out += ", \"name\": "; out += IBText.quote(name)
            out += ", \"class\": "; out += IBText.quote(ib.customClass ?? uikitClass(ib.element))
            out += ", \"element\": "; out += IBText.quote(ib.element)
            if let l = ib.userLabel { out += ", \"userLabel\": "; out += IBText.quote(l) }
            if let a = ib.accessibilityIdentifier { out += ", \"accessibilityIdentifier\": "; out += IBText.quote(a) }
            out += ", \"frame\": "; rect(screenFrame(viewFrame, of: ib, in: imported), &out)
            out += ", \"absoluteFrame\": "; rect(absoluteFrame, &out)
            if let s = ib.frame { out += ", \"storedFrame\": "; rect(s, &out) }
            if ib.misplaced { out += ", \"misplaced\": true" }
            if view.hasAmbiguousLayout { out += ", \"ambiguous\": true" }
            out += "}"
        }
        out += "\n  ]\n}"
        return out
    }

    /// The frame compared with the stored one: the scene's root view at its
    /// place on the screen (below opaque bars, `rootOrigin`), whatever the
    /// import named it; the others in their superview. Lint compares the
    /// same frame (`IBLint`), so its misplaced views are scripts/ib-match's.
    public static func screenFrame(_ frame: CGRect, of ib: IBView, in imported: ImportedScene) -> CGRect {
        guard ib.id == imported.scene.root.id else { return frame }
        return frame.offsetBy(dx: imported.rootOrigin.x, dy: imported.rootOrigin.y)
    }

    /// The view's frame in the root view's coordinates.
    public static func absolute(_ view: UIView, in root: UIView) -> CGRect {
        guard view !== root else { return CGRect(origin: .zero, size: view.frame.size) }
        var r = view.frame
        var p = view.superview
        while let s = p, s !== root {
            r.origin.x += s.frame.minX - s.bounds.minX
            r.origin.y += s.frame.minY - s.bounds.minY
            p = s.superview
        }
        return r
    }

    /// `label` → `UILabel`, `activityIndicatorView` → `UIActivityIndicatorView`.
    static func uikitClass(_ element: String) -> String {
        element == "switch" ? "UISwitch" : "UI" + element.prefix(1).uppercased() + element.dropFirst()
    }
}
