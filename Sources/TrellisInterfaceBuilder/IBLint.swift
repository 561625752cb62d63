import Foundation
import TrellisFormat
import TrellisLayout

/// Checks a laid-out scene against what Xcode stored: misplaced views
/// (stored frame ≠ the frame the constraints give), missing constraints
/// (ambiguous layout: which views, which attributes), conflicting
/// constraints (the conflicting set, by IB id and line), scroll views
/// whose content size is ambiguous. Unsupported
/// elements come from the reader. Ambiguity and conflicts are errors, as
/// Interface Builder shows them in red; misplacement is a warning.
public enum IBLint {
    public static func check(_ imported: ImportedScene, _ layout: BuiltLayout) -> [IBDiagnostic] {
        layout.window.layoutIfNeeded()
        var out: [IBDiagnostic] = imported.warnings
        let file = imported.file
        func label(_ name: String) -> String {
            let v = imported.viewsByName[name]
            return "'\(name)' (\(v?.id ?? name))"
        }
        // Every frame is read before any view is asked whether it is
        // ambiguous: that question runs the layout again, and a layout that
        // doesn't settle would move the views read after it (the same order
        // as `IBFramesJSON` and `FramesRecord`, so lint's numbers are the
        // frames `trellis layout --json` and scripts/ib-match compare).
        let entries = layout.views
        let frames = entries.map { $0.view.frame }
        let ambiguous = entries.map { $0.view.hasAmbiguousLayout }
        // Rows' built-in labels are Trellis's layout, not the file's: not compared.
        // The root view too, at its place on the screen (a scroll view that
        // is a controller's view, stored at y 64 below a navigation bar, is
        // where it belongs): the frames `trellis layout --json` records.
        for (index, (name, _)) in entries.enumerated() where !imported.builtInViews.contains(name) {
            // An ambiguous view's frame means nothing; it is reported below.
            guard let ib = imported.viewsByName[name], let stored = ib.frame, !ambiguous[index] else { continue }
            let frame = IBFramesJSON.screenFrame(frames[index], of: ib, in: imported)
            let d = differences(expected: frame, stored: stored, tolerance: imported.tolerance)
            if !d.isEmpty {
                out.append(IBDiagnostic(file: file, position: ib.position, severity: .warning,
                                        message: "misplaced view \(label(name)): " + d.joined(separator: ", ")
                                            + (ib.misplaced ? " (Xcode marks it misplaced too)" : ""),
                                        kind: "misplaced-view"))
            }
        }
        for (name, view) in layout.views where name != "root" && view.window === layout.window && !imported.builtInViews.contains(name) {
            let attributes = view.ambiguousAttributes
            guard !attributes.isEmpty, let ib = imported.viewsByName[name] else { continue }
            out.append(IBDiagnostic(file: file, position: ib.position, severity: .error,
                                    message: "missing constraints: ambiguous layout for view \(label(name)): "
                                        + attributes.map(describe).joined(separator: ", "),
                                    kind: "ambiguous-layout"))
        }
        // Xcode's "Scrollable Content Size Ambiguity" (an error in its issue
        // navigator): a scroll view whose content size no chain of
        // constraints decides on an axis. The views are solved (the canvas's
        // stand-in content size holds them), so the check above can't see it.
        for (name, view) in layout.views where view.window === layout.window {
            guard let scroll = view as? UIScrollView, let ib = imported.viewsByName[name] else { continue }
            let ambiguity = scroll.scrollableContentSizeAmbiguity
            guard !ambiguity.isEmpty else { continue }
            let parts = ambiguity.map { entry -> String in
                let vertical = entry.axis == .vertical
                let breaks = entry.views.compactMap { v in layout.views.first { $0.view === v }?.id }.sorted().map(label)
                return (vertical ? "height" : "width") + ": no unbroken chain of constraints from the content's "
                    + (vertical ? "top to bottom" : "leading to trailing")
                    + (breaks.isEmpty ? "" : " (it breaks at " + breaks.joined(separator: ", ") + ")")
            }
            out.append(IBDiagnostic(file: file, position: ib.position, severity: .error,
                                    message: "scrollable content size is ambiguous for \(label(name)): " + parts.joined(separator: "; "),
                                    kind: "scrollable-content-size"))
        }
        // A row's copies of its cell's constraints are named `ib-ID` after
        // the IB constraint (not in `constraintsByName`: each row has its
        // own): named back by IB id and line like the scene's own.
        let templates = templateConstraints(imported.scene.root)
        func ibConstraint(_ c: NSLayoutConstraint) -> IBConstraint? {
            guard let name = c.identifier else { return nil }
            return imported.constraintsByName[name] ?? templates[name]
        }
        for conflict in layout.window.diagnostics.conflicts {
            let members = conflict.constraints.map { c -> String in
                if let ib = ibConstraint(c) { return "\(ib.id) (line \(ib.position.line))" }
                return c.systemKind ?? c.description
            }
            let broken = ibConstraint(conflict.broken)
            let first = conflict.constraints.compactMap(ibConstraint).first
            let at = broken ?? first
            out.append(IBDiagnostic(file: file, position: at?.position ?? imported.scene.position, severity: .error,
                                    message: "conflicting constraints: " + members.joined(separator: ", ")
                                        + "; breaking " + (broken.map { "\($0.id)" } ?? conflict.broken.description),
                                    kind: "conflicting-constraints"))
        }
        return out.sorted { ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column) }
    }

    /// The constraints of table cells (at any depth) by the name a row's
    /// copy of each gets (`IBNames.constraintName`); the first of a name wins.
    static func templateConstraints(_ root: IBView) -> [String: IBConstraint] {
        var out: [String: IBConstraint] = [:]
        func visit(_ v: IBView, inCell: Bool) {
            if inCell { for c in v.constraints where out[IBNames.constraintName(c.id)] == nil { out[IBNames.constraintName(c.id)] = c } }
            for s in v.subviews { visit(s, inCell: inCell) }
            for a in v.table?.accessoryViews ?? [] { visit(a, inCell: inCell) }
            for section in v.table?.sections ?? [] { for cell in section.cells { visit(cell.view, inCell: true) } }
        }
        visit(root, inCell: false)
        return out
    }

    /// `expected y 88, stored 80` for each edge or size that differs.
    static func differences(expected e: CGRect, stored s: CGRect, tolerance: Double) -> [String] {
        var out: [String] = []
        let f = IBValues.format
        for (name, a, b) in [("x", e.minX, s.minX), ("y", e.minY, s.minY), ("width", e.width, s.width), ("height", e.height, s.height)]
        where abs(a - b) > tolerance + 1e-6 {
            out.append("expected \(name) \(f(rounded(a))), stored \(f(b))")
        }
        return out
    }

    static func rounded(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }

    static func describe(_ attribute: String) -> String {
        switch attribute {
        case "minX": return "x position"
        case "minY": return "y position"
        default: return attribute
        }
    }
}

/// Ways to print lint results.
public enum IBLintFormat: String, CaseIterable, Sendable {
    case text, json, github

    public func render(_ diagnostics: [IBDiagnostic]) -> String {
        switch self {
        case .text:
            return diagnostics.map(\.description).joined(separator: "\n")
        case .github:
            // Line 0 is the file as a whole (one that couldn't be read):
            // the annotation names the file alone.
            return diagnostics.map { d in
                let place = d.position.line > 0 ? [("line", "\(d.position.line)"), ("col", "\(d.position.column)")] : []
                return WorkflowCommand.line(d.severity.rawValue,
                                            properties: [("file", d.file)] + place + [("title", "\(d.kind)")],
                                            message: d.message)
            }.joined(separator: "\n")
        case .json:
            let items = diagnostics.map { d in
                "{\"file\": \(IBText.quote(d.file)), \"line\": \(d.position.line), \"column\": \(d.position.column), "
                    + "\"severity\": \"\(d.severity.rawValue)\", \"kind\": \"\(d.kind)\", \"message\": \(IBText.quote(d.message))}"
            }
            return "[" + (items.isEmpty ? "" : "\n  " + items.joined(separator: ",\n  ") + "\n") + "]"
        }
    }
}
