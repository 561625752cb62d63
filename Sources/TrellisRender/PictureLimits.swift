import TrellisLayout

/// The largest picture `render` makes. Cairo refuses image surfaces wider or
/// taller than 32,767 pixels with a message that names neither the file nor
/// the way out, and a picture of hundreds of millions of pixels would take
/// gigabytes; both are checked here, before any Double becomes an Int32.
/// docs/LIMITS.md lists these with the layout file's own limits.
public enum PictureLimits {
    /// Pixels a side (Cairo's limit for an image surface).
    public static let maxSide = 32_767
    /// Pixels in all: 200 MB at Cairo's 4 bytes a pixel.
    public static let maxPixels = 50_000_000

    /// The pixel size of a `points` picture at `scale`, or an error saying
    /// how large it would be (`atLeast`: at least) and what the limits are.
    static func pixels(_ points: CGSize, scale: Double, atLeast: Bool = false) throws(RenderError) -> (width: Int32, height: Int32) {
        let w = (Double(points.width) * scale).rounded(.up), h = (Double(points.height) * scale).rounded(.up)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1 else {
            throw RenderError("the picture would be \(points.width)x\(points.height) points at scale \(scale): not a size a picture can have",
                              concernsPictureSize: true)
        }
        guard w <= Double(maxSide), h <= Double(maxSide), w * h <= Double(maxPixels) else {
            throw RenderError("the picture would be \(atLeast ? "at least " : "")\(Self.describe(w))x\(Self.describe(h)) pixels; render makes at most "
                              + "\(maxSide) pixels a side and \(maxPixels) in all (use a smaller canvas, --scale 1, "
                              + "or fewer steps in a filmstrip)", concernsPictureSize: true)
        }
        return (Int32(w), Int32(h))
    }

    /// Refuses a PNG filmstrip of `pages` windows of `window`'s size before
    /// any page is built, when even its smallest possible size is past the
    /// limits: each page at least the window's shorter side wide and tall
    /// (a step may turn the window) plus the page's margins, the gaps
    /// between. `render --all-steps --filmstrip` stepped and read every
    /// page (thirty of a large layout) and only then found the picture too
    /// large. The error is the one ``pixels(_:scale:)`` gives, with "at
    /// least": the real strip may be larger (captions, legends).
    public static func checkStrip(pages: Int, window: CGSize, options: RenderOptions) throws(RenderError) {
        guard options.format == .png, pages > 1 else { return }
        let side = Double(min(window.width, window.height)).rounded(.up)
        guard side.isFinite, side > 0 else { return }
        let page = CGSize(width: side + 2 * PageLayout.side, height: PageLayout.captionBand + side + PageLayout.bottom)
        let strip = CGSize(width: Double(pages) * Double(page.width) + Double(pages - 1) * Renderer.pageGap, height: page.height)
        _ = try pixels(strip, scale: options.scale, atLeast: true)
    }

    private static func describe(_ v: Double) -> String { v < 1e15 ? String(Int64(v)) : String(v) }
}
