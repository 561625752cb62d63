import TrellisFormat
import TrellisLayout

extension IBImporter {
    /// How far below the collection view's top Xcode 5 to 7's canvases
    /// (tools 4000 to 10999) store the first cells of a vertical flow
    /// layout under a navigation bar: the bars' length, as for a table's
    /// rows (``xcode7Metrics(_:_:)``, "Xcode 7 table canvases" in
    /// docs/INTERFACE-BUILDER.md): iOS 7 to 10's
    /// `automaticallyAdjustsScrollViewInsets` insets the controller's view
    /// or its first subview when it is a scroll view, even one that starts
    /// below the bar. Two VirtualTourist course projects (tools 9531) store
    /// a 200- and a 150-point photo cell at y 64 in a collection view at
    /// the top and in one at y 184 under a 20 + 44 bar; Xcode 8 on (11762
    /// to 12121: five more copies) store them at the section inset.
    /// The import adds it to the layout's top section inset, the same
    /// place for a first section without a header; a header (placed at the
    /// section's top) or a controller that turns the adjustment off
    /// (`automaticallyAdjustsScrollViewInsets="NO"`) get none.
    func collectionCellsBelowBars(_ v: IBView, layout: CollectionSpec) -> Double {
        guard let tools = document.toolsVersion, Self.insetsRowsBelowBars(tools),
              layout.scrollDirection == .vertical, layout.headerReferenceSize.height == 0,
              !scene.controllerSkipsScrollViewInsets else { return 0 }
        let bars = (scene.statusBarHidden ? 0 : 20) + scene.topBars
        guard v.id == scene.root.id || scene.root.subviews.first?.id == v.id, scene.topBars > 0, !scene.opaqueTopBar,
              !Self.storedBelowBars(root: scene.root, bars: bars) else { return 0 }
        return bars
    }
}
