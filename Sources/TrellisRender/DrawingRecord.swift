import TrellisLayout

/// What one page actually drew, in window coordinates: every piece of
/// annotation text with the line it belongs to, labels' text, view frames,
/// the kinds of marks drawn and the legend's kinds.
///
/// Why: the rules of a readable picture (no text over text, numbers near
/// their lines, a legend that matches the marks, nothing outside the
/// window's clip) are geometry, so tests check them on this record instead
/// of on pixels.
final class DrawingRecord {
    struct Placed {
        enum Role { case name, number, note, guideName, offscreen }
        var role: Role
        var rect: CGRect
        var text: String
        /// For numbers: the segment of the line the number belongs to.
        var line: (CGPoint, CGPoint)?
        /// Whether a candidate spot free of text and edges existed.
        var hadCleanSpot: Bool
        /// For names: the (visible) frame of the view named.
        var owner: CGRect? = nil
        /// The text's contrast ratio with its plate (WCAG 2.x).
        var contrast: Double = 21
    }

    /// Where plates may go: the window and the page margin around it
    /// that is this page's own (not the caption, legend or next page).
    var plateBounds: CGRect?

    var placed: [Placed] = []
    /// Labels' text boxes (what the views themselves draw).
    var texts: [CGRect] = []
    var frames: [CGRect] = []
    /// Every mark drawn inside the window, to check it stays in the clip.
    var marks: [CGRect] = []
    var kinds: Set<LegendKind> = []
    var legend: [LegendKind] = []
    var windowSize: CGSize = .zero
    /// What each view's margin bands were painted over (its own opaque
    /// fill, else the window's) and the bands' area, in drawing order.
    var bandBackdrops: [(color: UIColor, area: Double)] = []
    /// What the legend's margins swatch was painted over.
    var legendBandBackdrop: UIColor?
}

/// The meanings a picture can show, one legend entry each.
enum LegendKind: String, CaseIterable, Sendable {
    case view, hidden, ambiguous, margins, guide, constraint, optional, unsatisfied, broken, centre, baseline, offscreen
    case viewport, indicator, separator
}
