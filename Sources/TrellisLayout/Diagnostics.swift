import TrellisSolver

/// What the engine noticed: conflicts and the constraints broken to recover,
/// feedback loops, overrides that skipped `super`.
public struct LayoutDiagnostics {
    /// UIKit-style log messages, in order.
    public var log: [String] = []
    /// Constraints broken to recover from conflicts (still active, not in the engine).
    public var brokenConstraints: [NSLayoutConstraint] = []
    /// Each conflict: the constraints that can't hold together, the one
    /// broken, and whether the set is known to be minimal (drop any one and
    /// the rest can hold): false when the solver's search for it was
    /// stopped by its budget (a conflict among thousands), or when the
    /// constraints before the new one already conflicted by themselves (the
    /// solver had accepted one by a numerical error; docs/SOLVER.md,
    /// "Conflicts").
    public var conflicts: [(constraints: [NSLayoutConstraint], broken: NSLayoutConstraint, minimal: Bool)] = []
    public var feedbackLoops: [FeedbackLoopReport] = []
    public var missingSuperCalls: [String] = []

    /// An empty record: a window kept for many layouts (a fuzz run, a test
    /// suite) can start each one afresh with `window.diagnostics = .init()`.
    public init() {}

    mutating func recordConflict(_ set: [NSLayoutConstraint], broken: NSLayoutConstraint, minimal: Bool = true,
                                 unsearched: Bool = false) {
        brokenConstraints.append(broken)
        conflicts.append((set, broken, minimal))
        log.append(Self.conflictMessage(set, broken: broken, minimal: minimal, unsearched: unsearched))
    }

    /// The line a conflict's log adds after the list when the set is not
    /// known to be minimal (Trellis's, not UIKit's).
    static let notMinimalNote =
        "(Not known to be a minimal set: the search for a smaller one was stopped by its budget, or the others conflict without the last one.)"

    /// The line instead of ``notMinimalNote`` when the set was not searched
    /// at all: the layout's conflicts had spent the solver's total budget
    /// (`Solver.conflictExplanationTotalBudget`; docs/LIMITS.md).
    static let unsearchedNote =
        "(Not minimised: this layout's earlier conflicts spent the budget for finding minimal sets, so this is the solver's own certificate; it conflicts but may list constraints that are not needed.)"

    /// Modelled on UIKit's "Unable to simultaneously satisfy constraints." log.
    static func conflictMessage(_ set: [NSLayoutConstraint], broken: NSLayoutConstraint, minimal: Bool = true,
                                unsearched: Bool = false) -> String {
        """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        \tTry this:
        \t\t(1) look at each constraint and try to figure out which you don't expect;
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
        (
        \(set.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        )\(minimal ? "" : "\n" + (unsearched ? unsearchedNote : notMinimalNote))

        Will attempt to recover by breaking constraint
        \(broken)
        """
    }
}

extension UIView {
    /// `hasAmbiguousLayout`: another frame satisfies every constraint equally well.
    public var hasAmbiguousLayout: Bool {
        // The same answer as `!ambiguousAttributes.isEmpty`, without the
        // arrays: frames records ask it of every view.
        let context = ensureHostContext()
        context.performLayout()
        return context.engine.hasAmbiguousAttribute(of: self)
    }

    /// Which of `minX`, `minY`, `width`, `height` is not determined.
    public var ambiguousAttributes: [String] {
        let context = ensureHostContext()
        context.performLayout()
        return context.engine.ambiguousAttributes(of: self)
    }

    /// Whether the engine broke this constraint to recover from a conflict.
    public func isBroken(_ constraint: NSLayoutConstraint) -> Bool {
        hostEngine?.isBroken(constraint) ?? false
    }

    /// `_autolayoutTrace`: the tree with frames, `*` for views laid out by
    /// constraints, `+` for views laying out subviews with constraints, and
    /// `AMBIGUOUS LAYOUT` lines naming the undetermined attributes.
    public func autolayoutTrace() -> String {
        let context = ensureHostContext()
        context.performLayout()
        var lines: [String] = []
        func visit(_ v: UIView, depth: Int) {
            let indent = String(repeating: "|   ", count: depth)
            var mark = v is UIWindow ? "•" : ""
            if !v.translatesAutoresizingMaskIntoConstraints && !(v is UIWindow) { mark += "*" }
            if v.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) { mark += "+" }
            lines.append("\(indent)\(mark)\(v.logName) frame \(v.frame.pointsDescription)")
            if v !== context.root {
                let ambiguous = context.engine.ambiguousAttributes(of: v)
                if !ambiguous.isEmpty {
                    lines.append("\(indent)|   - AMBIGUOUS LAYOUT for \(v.logName).\(ambiguous.joined(separator: ", ."))")
                }
            }
            for s in v.subviews { visit(s, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}
