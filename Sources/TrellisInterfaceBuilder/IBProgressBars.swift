import TrellisFormat

extension IBImporter {
    /// A bar-style progress view (`progressViewStyle="bar"`) as Xcode
    /// stores it, whatever the tools version: a frame a point taller than
    /// its alignment rectangle, the point below it, as the segmented
    /// control's (docs/INTERFACE-BUILDER.md, "Bar-style progress views").
    /// A height constraint sizes the rectangle, not the frame: `height =
    /// 10` stored 11 high in London App Brewery's Quizzler (tools 14854.2
    /// to 15705, four student repositories and the course's own), `15`
    /// stored 16 (21507), `5` stored 6 (15400), `25` stored 26 (23727);
    /// unconstrained, the frame is 2.5 high (raywenderlich.com 13771, a
    /// Quizzler of 20037), a 1.5-point rectangle. Only on a device's canvas
    /// (tvOS documents, whose bars differ, have no iOS device: VLC's tvOS
    /// cell stores a 4.5-point bar at its constraint).
    func isBarProgressView(_ v: IBView, _ type: ViewType) -> Bool {
        type == .progressView && v.container.barProgressStyle && document.device != nil
    }

    /// The bar style's alignment rectangle's height: its 2.5-point frame
    /// less the point below.
    static let barProgressHeight = 1.5
}
