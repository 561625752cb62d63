import TrellisLayout

/// `bars: {top: navigation, bottom: tabBar}`: the controller's view sits
/// under a navigation bar and above a tab bar or toolbar, which UIKit adds
/// to its safe area. On a device canvas (in the file, or given with
/// `--device`) the bars' heights are the device's; on an explicit canvas
/// `safeArea` is already the whole inset, and `bars` only records them for
/// when a device replaces the canvas (an Interface Builder scene laid out
/// on another phone keeps its navigation and tab bars).
///
/// Heights are UIKit's containers' (``BarHeights``; docs/FORMAT.md,
/// "Canvas"): a navigation bar is 44 points, 32 in compact height (a phone
/// in landscape), 50 on iPad since iOS 12; large titles add 52 in regular
/// height (96; not shown in compact height); a prompt adds 30. A tab bar is
/// 49, 32 in compact height, 50 on iPad; a toolbar 44, 32 in compact height,
/// 50 on iPad.
public struct CanvasBars: Sendable, Equatable {
    public enum Top: String, Sendable, CaseIterable { case navigation, largeTitle, prompt }
    public enum Bottom: String, Sendable, CaseIterable { case tabBar, toolbar }

    public var top: Top?
    public var bottom: Bottom?

    public init(top: Top? = nil, bottom: Bottom? = nil) {
        self.top = top
        self.bottom = bottom
    }

    /// What the bars add to `device`'s safe area in `orientation`: a top
    /// bar starts below the status bar (on a Dynamic Island phone 5.333
    /// points inside the safe area, ``BarHeights/topBarOrigin(safeAreaTop:)``)
    /// and a bottom bar sits on the bottom inset.
    public func insets(on device: Device, _ orientation: Orientation) -> UIEdgeInsets {
        let classes = device.sizeClasses(orientation)
        let traits = UITraitCollection(horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
                                       displayScale: device.scale, layoutDirection: .leftToRight)
        let bar = BarHeights.navigationBar(traits)
        var insets = UIEdgeInsets.zero
        switch top {
        case .navigation: insets.top = bar
        case .largeTitle: insets.top = bar + BarHeights.largeTitle(traits)
        case .prompt: insets.top = bar + BarHeights.prompt
        case nil: break
        }
        if top != nil {
            let safeTop = device.safeArea(orientation).top
            insets.top -= safeTop - BarHeights.topBarOrigin(safeAreaTop: safeTop)
        }
        switch bottom {
        case .tabBar: insets.bottom = BarHeights.tabBar(traits)
        case .toolbar: insets.bottom = BarHeights.toolbar(traits)
        case nil: break
        }
        return insets
    }

    /// `device`'s safe area with the bars added.
    public func safeArea(on device: Device, _ orientation: Orientation) -> UIEdgeInsets {
        let s = device.safeArea(orientation), b = insets(on: device, orientation)
        return UIEdgeInsets(top: s.top + b.top, left: s.left, bottom: s.bottom + b.bottom, right: s.right)
    }

    static func parse(_ node: YNode) throws(FormatError) -> CanvasBars {
        let m = try node.mapping("bars", allowed: ["top", "bottom"])
        var bars = CanvasBars()
        if let n = m["top"] {
            bars.top = Top(rawValue: try Values.word(n, Top.allCases.map(\.rawValue), what: "top bar"))
        }
        if let n = m["bottom"] {
            bars.bottom = Bottom(rawValue: try Values.word(n, Bottom.allCases.map(\.rawValue), what: "bottom bar"))
        }
        return bars
    }
}
