import TrellisLayout

/// The alignment rectangles of image views that show an SF Symbol, as
/// Xcode's canvas lays them out (docs/INTERFACE-BUILDER.md, "SF Symbol
/// image views").
///
/// A symbol image aligns with text: the rectangle constraints act on is a
/// line of the configuration's font, 20 points high at the default
/// configuration (body, 17 points, medium scale), and the view's frame is
/// the glyph's own height inside it, centred a sixth of a point below the
/// line's middle. The difference is constant in points whatever size the
/// constraints give the view (Xcode stores a `circle.fill` constrained
/// 16 × 16 or 18 × 18 as 14.67 or 16.67 high, one point lower), and it
/// depends on the glyph: the frame height less the alignment height is
/// measured from Xcode's stored frames, for symbols whose measurements
/// agree in two or more repositories (the `<resources>` entry only gives
/// the glyph's aspect ratio at 128 points, not its size).
enum IBSymbolMetrics {
    /// How far below the alignment rectangle's middle the glyph is centred.
    static let centreOffset = 1.0 / 6

    /// Frame height less alignment height (points) at the default
    /// configuration: negative for a glyph shorter than the line.
    typealias HeightDelta = Double

    /// Symbols drawn in a circle: the `….circle` and `….circle.fill`
    /// family, and round glyphs measured the same (8 repositories for the
    /// family; `clock`, `globe`, `safari`, `timer` one each, agreeing).
    static let circle: HeightDelta = -7.0 / 6
    static let roundGlyphs: Set<String> = ["circle", "circle.fill", "clock", "globe", "safari", "timer"]

    /// Measured glyphs (the median over files, within a sixth of a point
    /// of where the centring puts each one's top; a left-pointing glyph is its
    /// right-pointing mirror, the same height): chevron.right/left in six
    /// repositories, chevron.down in three, checkmark and phone.fill in
    /// two, arrow.left (two files)
    /// with arrow.right's natural 15-point height in another, calendar (five
    /// files, four Xcode versions) with another's natural 17.5, plus with
    /// another's natural 16.
    static let measured: [String: HeightDelta] = [
        "chevron.right": -3.5,
        "chevron.down": -10,
        "checkmark": -4,
        "phone.fill": -8.0 / 3,
        "arrow.right": -5,
        "calendar": -3,
        "plus": -4,
        // Session 20 (docs/INTERFACE-BUILDER.md, "SF Symbols 1 and four
        // more glyphs"): the magnifying glass in five
        // repositories (−1.5 to −2.33; Clima's search button in three
        // students' copies of tools 18122 to 21507, a bookstore's search
        // icon, a quiz app's store), `circlebadge.fill` in two (−6, and
        // order-app-uikit's −5.33), the photo glyph in three (`photo` −2.5
        // and −3, `photo.fill` −2.5: one outline, filled the same height),
        // the rain cloud in two (+1.5 each, and `cloud.heavyrain` +1.5).
        "magnifyingglass": -2,
        "circlebadge.fill": -17.0 / 3,
        "photo": -2.5,
        "photo.fill": -2.5,
        "cloud.rain": 1.5,
        "cloud.heavyrain": 1.5,
        // Session 21: the photo-on-rectangle glyph in two copies of
        // Apple's Order App (a detail image view a quarter of the root
        // high in a stack: 211 stored 209.667 two-thirds of a point down
        // at 3×, tools 20037; 181.5 stored 180.5 half a point down at 2×,
        // 19529): −1.33 and −1, the median −7/6.
        "photo.on.rectangle": -7.0 / 6,
    ]

    /// The resources' longer side in Xcode 11.0–11.3 documents (SF
    /// Symbols 1; 128 from Xcode 11.4).
    static let firstGenerationResourceSize = 64.0

    /// SF Symbols 1's glyphs, as Xcode 11.0–11.3 stored them (64-point
    /// resources): the circle family a point shorter than its line (the
    /// course projects Clima and ByteCoin, tools 15400 to 15705: a
    /// `location.circle.fill` background constrained 40 stored 39 half a
    /// point down in three students' copies, 34 stored 32.67 in a fourth, a
    /// `bitcoinsign.circle.fill` 80 stored 79), the magnifying glass 2
    /// (Clima's search button, 40 stored 38 a point down, three copies).
    /// Other symbols of that era are left at their alignment rectangles.
    static let firstGeneration: [String: HeightDelta] = [
        "magnifyingglass": -2,
    ]
    static let firstGenerationCircle: HeightDelta = -1

    /// The circle family at the large scale: the glyph grows in the same
    /// line, 6 points taller than it (dashpay's three `….circle` symbols
    /// constrained 34 × 34, stored 40 high, and iTorrent's semibold
    /// `checkmark.circle.fill`, 50.667 stored 56.667; other symbols at the
    /// large scale are one repository each).
    static let largeCircle: HeightDelta = 6

    static func isRound(_ name: String) -> Bool {
        roundGlyphs.contains(name) || name.hasSuffix(".circle") || name.hasSuffix(".circle.fill")
    }

    /// The glyph's metrics, nil for symbols not measured.
    static func heightDelta(_ name: String, large: Bool = false, firstGeneration: Bool = false) -> HeightDelta? {
        if firstGeneration {
            if large { return nil }
            return isRound(name) ? firstGenerationCircle : self.firstGeneration[name]
        }
        if large { return isRound(name) ? largeCircle : nil }
        if isRound(name) { return circle }
        let mirrored = name.split(separator: ".", omittingEmptySubsequences: false)
            .map { $0 == "left" ? "right" : $0 == "backward" ? "forward" : String($0) }.joined(separator: ".")
        return measured[mirrored]
    }

    /// UIKit's `alignmentRectInsets` of an image view showing `name` at the
    /// default configuration: negative top and bottom where the glyph is
    /// shorter than the line (the alignment rectangle is outside the frame).
    static func insets(_ name: String, large: Bool = false, firstGeneration: Bool = false) -> UIEdgeInsets? {
        guard let d = heightDelta(name, large: large, firstGeneration: firstGeneration) else { return nil }
        // The frame's top is below the alignment rectangle's by the half
        // height difference plus the glyph's offset below the middle.
        let top = centreOffset - d / 2
        return UIEdgeInsets(top: -top, left: 0, bottom: d + top, right: 0)
    }
}
