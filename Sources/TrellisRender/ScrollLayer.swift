import TrellisLayout

/// What a picture shows of a scroll view (`--content`): `viewport` (the
/// default) draws the window as the screen shows it, each scroll view's
/// content clipped to its frame; `full` adds, beside each window, a page
/// per scroll view with its whole content area, the viewport outlined.
public enum ScrollContent: String, Sendable, CaseIterable {
    case viewport, full
}

/// Where scroll content is on a picture (Apple, *Auto Layout Guide*,
/// "Working with Scroll Views": content lives in the content area,
/// `contentOffset` is the content point at the frame's top-left, and the
/// frame clips it).
enum ScrollGeometry {
    /// The view an item belongs to: itself, or a guide's owner.
    static func owner(of item: LayoutItem?) -> UIView? {
        switch item {
        case let v as UIView: v
        case let g as UILayoutGuide: g.owningView
        default: nil
        }
    }

    /// The scroll view whose content area `item`'s attribute reads, when
    /// `item` is a scroll view related to its own content by an edge or a
    /// margin (widths, heights and centres read its frame).
    static func contentAttached(_ item: LayoutItem, _ a: NSLayoutConstraint.Attribute, other: LayoutItem?) -> UIScrollView? {
        guard let scroll = item as? UIScrollView, let o = owner(of: other), o !== scroll, o.isDescendant(of: scroll) else {
            return nil
        }
        switch a {
        case .left, .right, .leading, .trailing, .top, .bottom,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin:
            return scroll
        default:
            return nil
        }
    }

    /// The part of the window a view's scroll-view ancestors show (their
    /// frames intersected), counting only those below `top` (a content
    /// page's own scroll view doesn't clip); nil when none clips it.
    static func clip(of view: UIView, below top: UIScrollView?) -> CGRect? {
        var result: CGRect?
        var a = view.superview
        while let s = a, s !== top, !(s is UIWindow) {
            if s is UIScrollView {
                let f = s.absoluteFrame
                result = result.map { $0.intersection(f) } ?? f
            }
            a = s.superview
        }
        return result
    }

    /// Where a constraint's lines may show: the union of its items' clips
    /// (a scroll view's own guides, and the scroll view itself when its
    /// content attaches to it, are clipped by its frame); nil when any item
    /// is unclipped.
    static func clip(of c: NSLayoutConstraint, below top: UIScrollView?) -> CGRect? {
        var result: CGRect?
        for (item, other) in [(c.firstItem, c.secondItem), (c.secondItem, c.firstItem)] {
            guard let item else { continue }
            var clip: CGRect?
            if let g = item as? UILayoutGuide, let scroll = g.owningView as? UIScrollView, scroll !== top,
               (g.trellisIdentifier ?? "").hasPrefix("UIScrollView") {
                clip = frameClip(scroll, below: top)
            } else if let scroll = item as? UIScrollView, scroll !== top, let o = owner(of: other), o !== scroll,
                      o.isDescendant(of: scroll) {
                clip = frameClip(scroll, below: top)
            } else if let v = owner(of: item) {
                clip = item is UIView ? self.clip(of: v, below: top)
                    : v is UIScrollView && v !== top ? frameClip(v, below: top) : self.clip(of: v, below: top)
            }
            guard let clip else { return nil }
            result = result.map { $0.union(clip) } ?? clip
        }
        return result
    }

    /// A scroll view's frame within its own ancestors' clips.
    static func frameClip(_ scroll: UIView, below top: UIScrollView?) -> CGRect {
        let f = scroll.absoluteFrame
        return clip(of: scroll, below: top).map { f.intersection($0) } ?? f
    }

    /// The scroll views a `--content full` picture gives a page each: shown
    /// (not hidden, not inside a hidden view), in the window's order.
    static func pagedScrollViews(_ window: UIWindow) -> [UIScrollView] {
        Scene.walk(window).compactMap { entry in entry.hidden ? nil : entry.view as? UIScrollView }
    }

    /// The content page's caption: "file · device", then "step 1 · scroll
    /// content 375 × 1200, offset 0, 150" (the step's number only: its title
    /// is on the window's page beside it).
    static func caption(_ caption: String, _ scroll: UIScrollView) -> String {
        let parts = caption.components(separatedBy: " · ")
        let head = parts.prefix(2).joined(separator: " · ")
        let s = scroll.contentSize, o = scroll.contentOffset
        let f = Geometry.format
        let step = parts.count > 2 ? String(parts[2].prefix { $0 != ":" }) + " · " : ""
        return head + " · " + step + "\(Geometry.name(of: scroll)) content \(f(s.width)) × \(f(s.height)), offset \(f(o.x)), \(f(o.y))"
    }
}

/// One scroll view as a picture needs it, in window coordinates.
struct ScrollInfo {
    var name: String
    /// The frame: the viewport.
    var frame: CGRect
    /// The part of the viewport its own ancestors let show.
    var clip: CGRect?
    /// The content area (`contentLayoutGuide`): at the frame's origin less
    /// the offset, `contentSize` big.
    var content: CGRect
    /// `adjustedContentInset`: scrollable space around the content.
    var insets: UIEdgeInsets
    var offset: CGPoint
    /// Whether each axis scrolls and shows its indicator
    /// (`isScrollEnabled`, content larger than the frame or bouncing, and
    /// `shows…ScrollIndicator`).
    var vertical: Bool
    var horizontal: Bool

    init(_ scroll: UIScrollView, clip: CGRect?) {
        name = Geometry.name(of: scroll)
        let f = scroll.absoluteFrame
        frame = f
        self.clip = clip.map { f.intersection($0) }
        offset = scroll.contentOffset
        content = CGRect(x: frame.minX - offset.x, y: frame.minY - offset.y,
                         width: scroll.contentSize.width, height: scroll.contentSize.height)
        insets = scroll.adjustedContentInset
        // An indicator shows only when there is somewhere to scroll: a
        // table bounces however short its content, but shows no bar then.
        let a = insets
        vertical = scroll.isScrollableVertically && scroll.showsVerticalScrollIndicator
            && scroll.contentSize.height + a.top + a.bottom > f.height + 0.5
        horizontal = scroll.isScrollableHorizontally && scroll.showsHorizontalScrollIndicator
            && scroll.contentSize.width + a.left + a.right > f.width + 0.5
    }

    /// The content area with the insets around it.
    var scrollable: CGRect {
        CGRect(x: content.minX - insets.left, y: content.minY - insets.top,
               width: content.width + insets.left + insets.right, height: content.height + insets.top + insets.bottom)
    }

    /// A content page shows the scrollable area and the viewport, in whole
    /// points.
    var pageRect: CGRect {
        let r = scrollable.union(frame)
        let x = r.minX.rounded(.down), y = r.minY.rounded(.down)
        return CGRect(x: x, y: y, width: max((r.maxX - x).rounded(.up), 1), height: max((r.maxY - y).rounded(.up), 1))
    }

    /// UIKit's indicators: 3 points thick, 3 in from the frame's trailing
    /// (or bottom) edge, inside the adjusted insets; as long as the
    /// viewport's share of the scrollable length (at least 36), placed by
    /// how far the content is scrolled.
    var indicators: [CGRect] {
        var result: [CGRect] = []
        let thickness = 3.0, inset = 3.0, minimum = 36.0
        func bar(trackStart: Double, trackLength: Double, visible: Double, total: Double, scrolled: Double) -> (Double, Double) {
            let length = min(trackLength, max(minimum, trackLength * visible / max(total, visible)))
            let range = total - visible
            let progress = range > 0 ? min(max(scrolled / range, 0), 1) : 0
            return (trackStart + progress * (trackLength - length), length)
        }
        if vertical {
            let start = frame.minY + insets.top + inset
            let track = frame.height - insets.top - insets.bottom - 2 * inset - (horizontal ? thickness + inset : 0)
            let (y, h) = bar(trackStart: start, trackLength: max(track, minimum), visible: frame.height,
                             total: scrollable.height, scrolled: offset.y + insets.top)
            result.append(CGRect(x: frame.maxX - inset - thickness, y: y, width: thickness, height: h))
        }
        if horizontal {
            let start = frame.minX + insets.left + inset
            let track = frame.width - insets.left - insets.right - 2 * inset - (vertical ? thickness + inset : 0)
            let (x, w) = bar(trackStart: start, trackLength: max(track, minimum), visible: frame.width,
                             total: scrollable.width, scrolled: offset.x + insets.left)
            result.append(CGRect(x: x, y: frame.maxY - inset - thickness, width: w, height: thickness))
        }
        return result
    }
}

/// Scroll indicators on every scroll view that scrolls, and on a content
/// page the content area, its insets and the viewport: the part outside
/// the viewport veiled, the viewport outlined and named with its offset.
enum ScrollLayer {
    static let nameSize = 7.5

    static func draw(_ scene: Scene, on canvas: Canvas) -> [Annotation] {
        let p = canvas.palette
        var result: [Annotation] = []
        if let panel = scene.panel {
            // The content area (contentLayoutGuide) dashed when insets lie
            // around it; everything outside the viewport veiled, so the
            // viewport reads as the screen and the rest as content scrolled
            // away.
            if panel.scrollable != panel.content {
                canvas.strokeInside(panel.content, p.halo.withAlpha(0.5), width: 2)
                canvas.strokeInside(panel.content, p.guide, width: 1, dash: [2, 2])
                canvas.record.kinds.insert(.guide)
                canvas.record.marks.append(canvas.clipExtents)
            }
            veil(outside: panel.frame, in: scene.bounds, on: canvas)
            canvas.strokeInside(panel.frame.inset(by: UIEdgeInsets(all: -1)), p.halo, width: 3)
            canvas.strokeInside(panel.frame, p.viewport, width: 2)
            canvas.record.kinds.insert(.viewport)
            canvas.record.marks.append(canvas.clipExtents)
            let f = Geometry.format
            let text = "viewport · offset \(f(panel.offset.x)), \(f(panel.offset.y))"
            let size = canvas.measure(text, size: nameSize)
            let box = CGSize(width: size.width + 4, height: size.height + 1)
            let r = canvas.placer.place(size: box, candidates: [
                CGPoint(x: panel.frame.maxX - box.width - 3, y: panel.frame.minY + 3),
                CGPoint(x: panel.frame.maxX - box.width - 3, y: panel.frame.minY - box.height - 2),
                CGPoint(x: panel.frame.minX + 3, y: panel.frame.maxY - box.height - 3),
                CGPoint(x: panel.frame.maxX - box.width - 3, y: panel.frame.maxY + 2),
            ])
            result.append(Annotation(rect: r, text: text, size: nameSize, color: p.viewport, border: p.viewport,
                                     role: .note, hadCleanSpot: canvas.placer.hadCleanSpot))
            drawIndicators(panel, clip: nil, on: canvas)
        }
        for s in scene.scrolls { drawIndicators(s, clip: s.clip, on: canvas) }
        return result
    }

    /// Under the views of a content page: the insets' scrollable space
    /// around the content area shaded as the unsafe areas are.
    static func drawBackground(_ scene: Scene, on canvas: Canvas) {
        guard let panel = scene.panel, panel.scrollable != panel.content else { return }
        let s = panel.scrollable, c = panel.content
        let strips = [
            CGRect(x: s.minX, y: s.minY, width: s.width, height: c.minY - s.minY),
            CGRect(x: s.minX, y: c.maxY, width: s.width, height: s.maxY - c.maxY),
            CGRect(x: s.minX, y: c.minY, width: c.minX - s.minX, height: c.height),
            CGRect(x: c.maxX, y: c.minY, width: s.maxX - c.maxX, height: c.height),
        ]
        for r in strips where r.width > 0 && r.height > 0 { canvas.fill(r, canvas.palette.unsafeArea) }
    }

    /// The indicators, drawn as UIKit's default style: dark at 35 % with a
    /// light edge, so they show on light and dark content alike.
    static func drawIndicators(_ s: ScrollInfo, clip: CGRect?, on canvas: Canvas) {
        let bars = s.indicators
        guard !bars.isEmpty else { return }
        canvas.save()
        canvas.clip(clip ?? s.frame)
        for bar in bars {
            canvas.fillRounded(bar.insetBy(dx: -0.5, dy: -0.5), radius: 2, UIColor(red: 1, green: 1, blue: 1, alpha: 0.5))
            canvas.fillRounded(bar, radius: 1.5, UIColor(red: 0, green: 0, blue: 0, alpha: 0.35))
        }
        canvas.restore()
        canvas.record.kinds.insert(.indicator)
    }

    /// The page colour at 45 % over everything in `bounds` but `keep`.
    static func veil(outside keep: CGRect, in bounds: CGRect, on canvas: Canvas) {
        let v = canvas.palette.page.withAlpha(0.45)
        let rects = [
            CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: keep.minY - bounds.minY),
            CGRect(x: bounds.minX, y: keep.maxY, width: bounds.width, height: bounds.maxY - keep.maxY),
            CGRect(x: bounds.minX, y: keep.minY, width: keep.minX - bounds.minX, height: keep.height),
            CGRect(x: keep.maxX, y: keep.minY, width: bounds.maxX - keep.maxX, height: keep.height),
        ]
        for r in rects where r.width > 0 && r.height > 0 { canvas.fill(r, v) }
    }

    /// The legend kinds a scene's scroll views add.
    static func kinds(_ scene: Scene) -> Set<LegendKind> {
        var k = Set<LegendKind>()
        if let panel = scene.panel {
            k.insert(.viewport)
            if panel.scrollable != panel.content { k.insert(.guide) }
            if !panel.indicators.isEmpty { k.insert(.indicator) }
        }
        if scene.scrolls.contains(where: { !$0.indicators.isEmpty }) { k.insert(.indicator) }
        return k
    }
}

extension CGRect {
    /// No area: null, or zero wide or tall.
    var isEmptyArea: Bool { isNull || width <= 0 || height <= 0 }
}
