import TrellisLayout

/// A `type: scrollView` view's scrolling properties, as written (UIKit's
/// property names; docs/FORMAT.md, "Scroll views"). Its `subviews` are its
/// content: constraints between them and the scroll view follow Apple's
/// rule (edges and margins to the content area, width, height and centres
/// to the frame), and `ID.contentLayout` / `ID.frameLayout` name the guides.
/// Applies to every type whose class is a `UIScrollView`.
public struct ScrollSpec {
    /// nil: UIKit's resting offset (`-adjustedContentInset`).
    public var contentOffset: CGPoint?
    public var contentInset: UIEdgeInsets = .zero
    public var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
    /// Set directly: used on an axis no chain of constraints determines.
    public var contentSize: CGSize?
    public var isScrollEnabled = true
    /// nil: the class's default (a table bounces vertically, a plain
    /// scroll view doesn't).
    public var alwaysBounceVertical: Bool?
    public var alwaysBounceHorizontal: Bool?
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true

    static let keys = ["contentOffset", "contentInset", "contentInsetAdjustmentBehavior", "contentSize",
                       "isScrollEnabled", "alwaysBounceVertical", "alwaysBounceHorizontal",
                       "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator"]

    static let behaviourNames: [(String, UIScrollView.ContentInsetAdjustmentBehavior)] = [
        ("automatic", .automatic), ("scrollableAxes", .scrollableAxes), ("never", .never), ("always", .always),
    ]

    /// Whether views of this type are scroll views (and so take these keys).
    static func applies(to type: ViewType) -> Bool { type.viewClass is UIScrollView.Type }

    static func parse(_ m: YNode.Mapping) throws(FormatError) -> ScrollSpec {
        var s = ScrollSpec()
        if let n = m["contentOffset"] { s.contentOffset = try point(n) }
        if let n = m["contentInset"] { s.contentInset = try insets(n) }
        if let n = m["contentInsetAdjustmentBehavior"] { s.contentInsetAdjustmentBehavior = try behaviour(n) }
        if let n = m["contentSize"] { s.contentSize = try Values.size(n, what: "a content size") }
        s.isScrollEnabled = try m["isScrollEnabled"]?.bool() ?? true
        s.alwaysBounceVertical = try m["alwaysBounceVertical"]?.bool()
        s.alwaysBounceHorizontal = try m["alwaysBounceHorizontal"]?.bool()
        s.showsVerticalScrollIndicator = try m["showsVerticalScrollIndicator"]?.bool() ?? true
        s.showsHorizontalScrollIndicator = try m["showsHorizontalScrollIndicator"]?.bool() ?? true
        return s
    }

    static func behaviour(_ n: YNode) throws(FormatError) -> UIScrollView.ContentInsetAdjustmentBehavior {
        try StackSpec.named(n, behaviourNames, what: "content inset adjustment behavior")
    }

    /// `{x: 0, y: 300}`; a side left out is 0.
    static func point(_ n: YNode) throws(FormatError) -> CGPoint {
        let m = try n.mapping("a content offset", allowed: ["x", "y"])
        guard m["x"] != nil || m["y"] != nil else {
            throw n.error("a content offset needs x or y", expected: "{x: 0, y: 300}")
        }
        return CGPoint(x: try m["x"]?.number(in: Limits.coordinate) ?? 0,
                       y: try m["y"]?.number(in: Limits.coordinate) ?? 0)
    }

    /// `44` (every side) or `{top, left, bottom, right}` (sides left out 0).
    /// Insets may be negative, as in UIKit.
    static func insets(_ n: YNode) throws(FormatError) -> UIEdgeInsets {
        if case .scalar = n.kind {
            let v = try n.number(in: Limits.coordinate)
            return UIEdgeInsets(top: v, left: v, bottom: v, right: v)
        }
        let m = try n.mapping("a content inset", allowed: ["top", "left", "bottom", "right"])
        func side(_ k: String) throws(FormatError) -> Double { try m[k]?.number(in: Limits.coordinate) ?? 0 }
        return UIEdgeInsets(top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
    }

    /// Sets the scroll view's properties (the offset last, so it isn't the
    /// resting one).
    func configure(_ scroll: UIScrollView) {
        scroll.contentInset = contentInset
        scroll.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        if let contentSize { scroll.contentSize = contentSize }
        scroll.isScrollEnabled = isScrollEnabled
        if let alwaysBounceVertical { scroll.alwaysBounceVertical = alwaysBounceVertical }
        if let alwaysBounceHorizontal { scroll.alwaysBounceHorizontal = alwaysBounceHorizontal }
        scroll.showsVerticalScrollIndicator = showsVerticalScrollIndicator
        scroll.showsHorizontalScrollIndicator = showsHorizontalScrollIndicator
        if let contentOffset { scroll.contentOffset = contentOffset }
    }
}

/// A `scroll:` step's change to one scroll view:
/// `{contentOffset: {y: 300}, contentInset: {bottom: 291}}`. An offset side
/// left out keeps the offset the view has when the step runs.
public struct ScrollChange {
    public var offsetX: Double?
    public var offsetY: Double?
    public var contentInset: UIEdgeInsets?
    public var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior?
    public var isScrollEnabled: Bool?

    static let keys = ["contentOffset", "contentInset", "contentInsetAdjustmentBehavior", "isScrollEnabled"]

    static func parse(_ node: YNode) throws(FormatError) -> ScrollChange {
        let m = try node.mapping("a scroll change", allowed: keys)
        var c = ScrollChange()
        if let n = m["contentOffset"] {
            let pm = try n.mapping("a content offset", allowed: ["x", "y"])
            guard pm["x"] != nil || pm["y"] != nil else {
                throw n.error("a content offset needs x or y", expected: "{x: 0, y: 300}")
            }
            c.offsetX = try pm["x"]?.number(in: Limits.coordinate)
            c.offsetY = try pm["y"]?.number(in: Limits.coordinate)
        }
        c.contentInset = try m["contentInset"].map { n throws(FormatError) in try ScrollSpec.insets(n) }
        c.contentInsetAdjustmentBehavior = try m["contentInsetAdjustmentBehavior"].map { n throws(FormatError) in
            try ScrollSpec.behaviour(n)
        }
        c.isScrollEnabled = try m["isScrollEnabled"]?.bool()
        guard !m.pairs.isEmpty else {
            throw node.error("a scroll change needs at least one key", expected: "one of " + keys.joined(separator: ", "))
        }
        return c
    }

    /// Insets and switches first, then the offset (read after them, so a
    /// side left out is the offset they leave).
    func apply(to scroll: UIScrollView) {
        if let contentInset { scroll.contentInset = contentInset }
        if let contentInsetAdjustmentBehavior { scroll.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior }
        if let isScrollEnabled { scroll.isScrollEnabled = isScrollEnabled }
        if offsetX != nil || offsetY != nil {
            let current = scroll.contentOffset
            scroll.contentOffset = CGPoint(x: offsetX ?? current.x, y: offsetY ?? current.y)
        }
    }

    var summary: String {
        func n(_ d: Double) -> String { Limits.format(d) }
        var parts: [String] = []
        if let contentInset {
            let i = contentInset
            parts.append("contentInset \(n(i.top)),\(n(i.left)),\(n(i.bottom)),\(n(i.right))")
        }
        if let b = contentInsetAdjustmentBehavior {
            parts.append("contentInsetAdjustmentBehavior " + ScrollSpec.behaviourNames.first { $0.1 == b }!.0)
        }
        if let isScrollEnabled { parts.append("isScrollEnabled \(isScrollEnabled)") }
        if offsetX != nil || offsetY != nil {
            parts.append("contentOffset " + [offsetX.map { "x \(n($0))" }, offsetY.map { "y \(n($0))" }]
                .compactMap { $0 }.joined(separator: " "))
        }
        return parts.joined(separator: ", ")
    }
}
