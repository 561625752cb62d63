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

extension IBImporter {
    /// Xcode 13 and later's self-sizing subtitle rows of small fixed fonts,
    /// which the paddings' fit leaves under the least height of rows of
    /// built-in views: the row is held at that height and the canvas
    /// stores the pair 2 apart, centred a half to two thirds of a point
    /// high (the text's top on the whole point above). Two course labs'
    /// 12-over-12-point rows (P4uil's Notes, 22505; afkfish's UberNotebook,
    /// 22154: the text at 6 and the detail at 22.333 of 43.667) and
    /// OwnTracks' 12-over-11 tours row (24765: 10 and 26.333 of 51), where
    /// the paddings' place gave 7 and 11 (docs/INTERFACE-BUILDER.md,
    /// "Small subtitle rows held at the least height").
    /// The raise, 0.6, is between the 0.5 the 43.667-point rows need and
    /// the 0.667 of the 51-point one, so both land on their 3× pixels.
    static let heldSmallSubtitle = ", heldGap: 2, heldRaise: 0.6"
}

extension IBImporter {
    /// Xcode 13 to 16's canvases (tools 19000 to 24999) give an
    /// inset-grouped table's rows narrower than a large phone's the
    /// table's cell margins: Xcode 15 stores a 393-point phone's 353-wide
    /// rows with views pinned to the margins 20 in (ZerobugPark's
    /// ShoppingList, 23504: two buttons and a label; an EmojiDictionary
    /// course copy, 23727: five text fields), where Xcode 26 (25094,
    /// LNPopupController) keeps the compact 16 (docs/INTERFACE-BUILDER.md,
    /// "Inset-grouped rows on a 393-point phone"; the boundary between
    /// 23727 and 25094 is a guess).
    func insetRowsKeepTableMargins(_ t: IBTable) -> String {
        guard t.style == "insetGrouped", (19000..<25000).contains(document.toolsVersion ?? 0) else { return "" }
        return ", insetRowsKeepTableMargins: true"
    }
}
