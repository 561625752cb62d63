extension IBImporter {
    /// Xcode 9 and 10's canvases (tools 13000 to 14999, iOS 11 and 12)
    /// measure a content view's bottom margin from the cell's bottom: the
    /// content view preserves the cell's 11-point margins, so in a row
    /// whose content view stops a separator short of the cell (43.5 of 44)
    /// a view pinned to the bottom margin ends 10.5 above the content
    /// view's bottom, and one pinned to the top margin starts 11 down.
    /// In the twelve regression sets 44 such bottom constraints in eight
    /// repositories store 10.5 and none 11 (57 top ones store 11); text
    /// fields centred and pinned to the bottom margin are stored 30.5 high
    /// where 11 gives 29.5 (raywenderlich's TIL, 14460; a Places course
    /// app, 14490). Xcode 8's content views keep their template's margins
    /// and Xcode 11 on's rows are not measured (docs/INTERFACE-BUILDER.md,
    /// "Bottom margins beside the separator before Xcode 11").
    var contentBottomMarginFromCell: String {
        (13000..<15000).contains(document.toolsVersion ?? 0) ? ", contentBottomMarginFromCell: true" : ""
    }
}
