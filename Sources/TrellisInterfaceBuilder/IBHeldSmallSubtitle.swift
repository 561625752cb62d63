extension IBImporter {
    /// Xcode 13 and later's self-sizing subtitle rows of small fixed fonts,
    /// which the paddings' fit leaves under the least height of rows of
    /// built-in views: the row is held at that height and the canvas
    /// stores the pair 2 apart, centred a half to two thirds of a point
    /// high (the text's top on the whole point above). Two course labs'
    /// 12-over-12-point rows (P4uil's Notes, 22505; afkfish's UberNotebook,
    /// 22154: the text at 6 and the detail at 22.333 of 43.667),
    /// OwnTracks' 12-over-11 tours row (24765: 10 and 26.333 of 51) and
    /// DuckDuckGo's Debug cookie row (23504: 6 and 22.5 of 43.5), where
    /// the paddings' place gave 7 and 11 (docs/INTERFACE-BUILDER.md,
    /// "Small subtitle rows held at the least height").
    /// The raise, 0.6, is between the 0.5 the 43.667-point rows need and
    /// the 0.667 of the 51-point one, so both land on their 3× pixels.
    static let heldSmallSubtitle = ", heldGap: 2, heldRaise: 0.6"
}
