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
    /// how large it would be and what the limits are.
    static func pixels(_ points: CGSize, scale: Double) throws(RenderError) -> (width: Int32, height: Int32) {
        let w = (Double(points.width) * scale).rounded(.up), h = (Double(points.height) * scale).rounded(.up)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1 else {
            throw RenderError("the picture would be \(points.width)x\(points.height) points at scale \(scale): not a size a picture can have",
                              concernsPictureSize: true)
        }
        guard w <= Double(maxSide), h <= Double(maxSide), w * h <= Double(maxPixels) else {
            throw RenderError("the picture would be \(Self.describe(w))x\(Self.describe(h)) pixels; render makes at most "
                              + "\(maxSide) pixels a side and \(maxPixels) in all (use a smaller canvas, --scale 1, "
                              + "or fewer steps in a filmstrip)", concernsPictureSize: true)
        }
        return (Int32(w), Int32(h))
    }

    private static func describe(_ v: Double) -> String { v < 1e15 ? String(Int64(v)) : String(v) }
}
