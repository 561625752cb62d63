import TrellisLayout

extension IBImporter {
    /// The canvas frame of a storyboard controller's root that the file
    /// stores as the whole screen (at 0, 0) under an opaque navigation bar
    /// (`translucent="NO"`), or nil for any other root. UIKit lays out a
    /// controller's view below an opaque bar when
    /// `extendedLayoutIncludesOpaqueBars` is false, its documented default
    /// (UIViewController), and Xcode's canvas does the same: most files
    /// store such a root shortened by the status bar and the bar (808 high
    /// on the 896-point phone, ``canvas(_:)``), but some keep a
    /// whole-screen frame that Xcode did not rewrite (and did not flag
    /// misplaced) while laying the root's views out below the bar. Two
    /// repositories, tools 17506 and 18122 on the 414 × 896 phone: an App
    /// Brewery Flash Chat copy (views pinned to the safe area's top at 0,
    /// a label centred in the root at 404 = 808 / 2, buttons pinned to the
    /// safe area's bottom ending 808 − 34) and a first-project app's seven
    /// controllers (scroll views pinned to the safe area at 0, 725 high
    /// above a tab bar: 808 − 34 − 49). A root that sets
    /// `extendedLayoutIncludesOpaqueBars="YES"` reaches under the bar and
    /// keeps its frame (DuckDuckGo's Bookmarks, 32700: 667 high with its
    /// table at the bar's bottom). docs/INTERFACE-BUILDER.md, "Roots stored
    /// whole under opaque bars".
    static func wholeScreenRootBelowOpaqueBar(_ stored: CGRect, scene: IBScene, document: IBDocument) -> CGRect? {
        guard document.isStoryboard, scene.opaqueTopBar, !scene.root.misplaced, let d = document.device else { return nil }
        let screen = d.size(document.orientation)
        guard stored == CGRect(x: 0, y: 0, width: screen.width, height: screen.height) else { return nil }
        let top = deviceSafeArea(d, scene: scene, document: document).top + compactHeightBars(d, scene: scene, document: document).top
        guard top > 0 else { return nil }
        return CGRect(x: 0, y: top, width: screen.width, height: screen.height - top)
    }
}
