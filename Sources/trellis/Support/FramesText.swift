import TrellisFormat
import TrellisLayout
import TrellisSnapshot

/// The frames record as aligned text, one view a line (`trellis layout`
/// without `--json`; the JSON is TrellisSnapshot's `FramesRecord`, the same
/// record snapshots keep).
enum FramesText {
    /// The file's views still in the window (a step may remove some).
    static func liveViews(_ layout: BuiltLayout) -> [(id: String, view: UIView)] {
        layout.views.filter { $0.view.window === layout.window }
    }

    /// The same as aligned text, one view a line.
    static func text(_ layout: BuiltLayout) -> String {
        layout.window.layoutIfNeeded()
        let live = liveViews(layout)
        let width = live.map(\.id.count).max() ?? 0
        var lines = live.map { entry in
            entry.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + entry.view.frame.pointsDescription
                + (entry.view.isHidden ? "  hidden" : "")
        }
        for entry in live where entry.view.hasAmbiguousLayout {
            lines.append("ambiguous: \(entry.id).\(entry.view.ambiguousAttributes.joined(separator: ", ."))")
        }
        for entry in live {
            guard let scroll = entry.view as? UIScrollView else { continue }
            lines.append(ScrollText.summary(entry.id, scroll))
            if let message = scroll.scrollableContentSizeAmbiguityMessage { lines.append("ambiguous: " + message) }
        }
        for c in layout.window.diagnostics.brokenConstraints { lines.append("broken: \(c.formula)") }
        for id in FramesRecord.notFiniteViews(live) { lines.append("not finite: \(id) (the engine's result overflowed)") }
        return lines.joined(separator: "\n")
    }
}
