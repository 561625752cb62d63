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
