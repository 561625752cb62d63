import TrellisLayout

extension IBImporter {
    /// The bottom safe-area inset Xcode 16 and later canvases (tools 23600
    /// to 29999, as for ``doublesSafeArea(_:root:screen:scene:document:)``)
    /// give a rounded iPad, or nil to keep the device's 20. Observed, not
    /// documented by Apple: views pinned to the safe area's bottom of the
    /// 820 × 1180 iPad end 50 above the screen's bottom (a course's Apple
    /// Pie game in landscape and Zotero's share extension in portrait,
    /// 23727), those of the 1024 × 1366 iPad too (a course's expense
    /// manager, 23727; Nextcloud Talk's split-view placeholder, 24127, a
    /// stack centred in the safe area below a 54-point bar; its call
    /// screen xib, 24765, a view pinned to the safe area from 24 to 974 in
    /// landscape), and those of
    /// the 1032 × 1376 iPad 45 above it (two storyboards of one course
    /// repository, 23727: its proportions of the safe area's height too).
    /// The top keeps the device's 24 in all of them. Other rounded iPads
    /// (the 744-point mini, the 834-point 11-inch) were seen in no such
    /// file and keep 20 (docs/INTERFACE-BUILDER.md, "Safe area of Xcode
    /// 16+ canvases").
    static func modernPadBottomInset(_ d: IBDevice, scene: IBScene, document: IBDocument) -> Double? {
        guard d.isPad, d.portraitSafeArea.bottom > 0, scene.bottomBars == 0,
              let t = document.toolsVersion, (23600..<30000).contains(t) else { return nil }
        switch (d.width, d.height) {
        case (820, 1180), (1024, 1366): return 50
        case (1032, 1376): return 45
        default: return nil
        }
    }
}
