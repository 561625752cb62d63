import TrellisLayout

extension IBImporter {
    /// The safe area of a controller's root on Xcode 7's 600 × 600 canvas
    /// (no `<device>`) that the document stores at y 0 but shortened by the
    /// status bar and the scene's top bars (600 × 536 under a 44-point
    /// navigation bar), or nil for any other root. Such a root starts below
    /// the bars, as a root stored at y 0 and shortened by them does on a
    /// device's screen (``canvas(_:)``: a 603-point root under an opaque
    /// navigation bar on the 667-point phone, "Bars" in
    /// docs/INTERFACE-BUILDER.md): none of the top inset is inside it, and
    /// only the part of the bottom bars the 600 points leave below it.
    /// A General Assembly course's Recipes storyboard (tools 7706, opaque
    /// navigation bars) stores four 600 × 536 roots at y 0 with views
    /// pinned to the top layout guide at their constants (a web view at
    /// y 0, a container at 26, buttons at 106 and 199); files that store
    /// such a root at y 64 (a CodePath Yelp assignment, 9532; a Recipes
    /// app, 9531) are laid out as before.
    static func shortenedAnyAnyRoot(_ frame: CGRect, status: Double, scene: IBScene) -> UIEdgeInsets? {
        let side = 600.0
        let above = status + scene.topBars
        guard frame.minY == 0, scene.topBars > 0, frame.width == side, frame.height < side,
              side - frame.height >= above - 0.5 else { return nil }
        let left = side - frame.height - above
        return UIEdgeInsets(top: 0, left: 0, bottom: max(0, scene.bottomBars - left), right: 0)
    }
}
