import TrellisLayout

/// Where a page's window sits in the picture, in points.
///
/// Why: a page that shows the picture (`trellis preview`) maps the pointer
/// back to the window's coordinates to find the view under it. The caption
/// band's height depends on the caption (one line or two) and the page's
/// width on the caption too, so the renderer, which decides both, says
/// where the window went rather than the caller guessing.
public struct PageGeometry: Sendable, Equatable {
    /// The page's size in points (the SVG's `width`/`height`).
    public var size: CGSize
    /// The page's top-left in the whole picture (pages after the first in
    /// a PNG or SVG filmstrip are to the right of it).
    public var pageOrigin: CGPoint
    /// Where the window's point (0, 0) is drawn, in the whole picture.
    public var windowOrigin: CGPoint
    /// The window's size in points.
    public var windowSize: CGSize
}

extension Renderer {
    /// The geometry of each page `render(_:options:)` would draw, in order
    /// (`--content full` pages included), without drawing anything.
    public static func pageGeometry(_ pages: [RenderPage], options: RenderOptions) throws(RenderError) -> [PageGeometry] {
        try draw(pages, options: options) { layouts, _, _ in
            var x = 0.0
            return layouts.map { layout in
                let bounds = layout.scene.bounds
                defer { x += layout.size.width + pageGap }
                // One page each in a PDF: every page starts at zero.
                let origin = CGPoint(x: options.format == .pdf ? 0 : x, y: 0)
                return PageGeometry(size: layout.size, pageOrigin: origin,
                                    windowOrigin: CGPoint(x: origin.x + layout.windowOrigin.x - bounds.minX,
                                                          y: layout.windowOrigin.y - bounds.minY),
                                    windowSize: layout.scene.size)
            }
        }
    }
}
