import TrellisSolver

/// The Visual Format Language: `H:|-[label]-8-[field(>=100)]-|`.
///
/// What the symbols mean here:
/// - Orientation defaults to `H`. `H` uses leading and trailing (left and
///   right with `directionLeftToRight`; right and left, first view
///   rightmost, with `directionRightToLeft`); `V` uses top and bottom.
/// - `[a][b]` and `|[a]` touch (0). A bare `-` between views is
///   ``standardSpacing`` (8). A bare `-` next to `|` pins to the
///   superview's *margin* (`leadingMargin`, `trailingMargin`, `topMargin`,
///   `bottomMargin`) at 0: the rule Apple documents today and this
///   project's reference states. (Old UIKit logs show the same spacing as
///   an `NSSpace(20)` from the edge; with margins the spacing follows
///   `layoutMargins`, which is what apps see now.)
/// - `[a]-10-[b]` gives `b.leading == a.trailing + 10` (the later item is
///   first); `[a]-50-|` gives `superview.trailing == a.trailing + 50`.
/// - `|` is the superview the neighbouring view has *when the format is
///   read*, as in UIKit: add views to their superview first.
///
/// Errors are found in this order: syntax (the first mistake in reading
/// order), then the options against the orientation, then names left to
/// right (unknown views and metrics, values that are not views or numbers,
/// repeated views, missing superviews). Only the views dictionary entries
/// the format names are checked, so a shared dictionary may hold other
/// things.
extension NSLayoutConstraint {
    /// UIKit's `constraints(withVisualFormat:options:metrics:views:)`: the
    /// constraints a format describes, not yet active. It can't throw (so
    /// Apple's code compiles unchanged): on an error it records it in
    /// ``LayoutIssues`` (where UIKit would raise) and returns no constraints.
    public static func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions,
                                   metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try checkedConstraints(withVisualFormat: format, options: opts, metrics: metrics, views: views)
        } catch {
            LayoutIssues.record(error.layoutError)
            return []
        }
    }

    /// The same, throwing a ``VisualFormatError`` that says what is wrong
    /// and where (its description has a caret under the place).
    public static func checkedConstraints(withVisualFormat format: String,
                                          options opts: NSLayoutConstraint.FormatOptions = [],
                                          metrics: [String: Any]? = nil,
                                          views: [String: Any]) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let ast = try VisualFormatParser.parse(format)
        let builder = VisualFormatBuilder(format: format, options: opts, metrics: metrics ?? [:], views: views)
        return try builder.build(ast)
    }
}
