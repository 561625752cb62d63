import TrellisFormat

/// iOS 6's grouped tables on Xcode 4's canvas (docs/INTERFACE-BUILDER.md,
/// "iOS 6's grouped rows"), read off three Stanford CS193p TopPlaces
/// copies (tools 1938 to 2549, five tables): every grouped row is the
/// table's full 320 wide with its content view inset 10 at the sides (280
/// beside a disclosure indicator), 43 high, a point down in a section's
/// first row, which is a point taller (45), as the last row is below it
/// when separators show (a lone row 46, 45 without separators); an
/// untitled first section starts at the table's section header height
/// (10, as those files store it, not the 35 of Xcode 5 to 10), the
/// "Prototype Cells" header is 46 high on an iPhone storyboard and 34 on
/// an iPad one (a 320-wide master table).
extension IBImporter {
    /// `, groupedContentInset: 10` for an Xcode 4 grouped table.
    func xcode4GroupedRows(_ t: IBTable) -> String {
        t.style == "grouped" ? ", groupedContentInset: 10" : ""
    }

    /// The first titled header's height of an Xcode 4 grouped table (nil:
    /// not one): 46 on an iPhone storyboard, 34 on an iPad one
    /// (`targetRuntime="iOS.CocoaTouch.iPad"`).
    func xcode4GroupedHeaderHeight(_ t: IBTable) -> Double? {
        guard isXcode4Canvas, t.style == "grouped" else { return nil }
        return document.isPadRuntime ? 34 : 46
    }
}
