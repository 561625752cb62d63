import TrellisFormat

extension IBImporter {
    /// The checkmark's width at 16-point cell margins on the canvas of
    /// tools `tools` (a wider margin widens it, as every accessory).
    /// Xcode 13 (tools 19000 to 20999) stores a checkmark row's content
    /// view 36.5 short of its cell, not the 40 of Xcode 9 to 12 and of
    /// Xcode 14 on: a checklist course app's prototype (19158, 338.5 of
    /// 375) and ProtonVPN's checkmark cell (20037, 283.5 of 320)
    /// (docs/INTERFACE-BUILDER.md, "The checkmark on Xcode 13's canvas").
    /// Before 19000 (Xcode 12.5) no checkmark row was seen, so the
    /// 40 of the Xcode 11 and 12 files around it stays.
    static func checkmarkWidth(tools: Int) -> String {
        (19000..<21000).contains(tools) ? "36.5" : "40"
    }
}
