import TrellisDiff

/// The composite's middle panel: what the change removed in one colour and
/// what it added in another, over a faded copy of the actual picture.
///
/// Why not one colour: a view that moved down 12 points shows as two red
/// bands in a one-colour diff, and the reader can't tell which band is the
/// old place and which the new. Here the old place (ink only in the
/// reference) is magenta and the new (ink only in the actual) is teal, so
/// the direction of every move reads at a glance. "Ink" is whichever of
/// the two pixels is further from the page colour the pictures are drawn on.
public enum TwoColourDiff {
    public static let removed: (UInt8, UInt8, UInt8) = (214, 0, 140)
    public static let added: (UInt8, UInt8, UInt8) = (0, 150, 136)
    /// Channel difference (0...255, summed over RGB) below which two pixels
    /// count as the same (anti-aliasing noise).
    public static let threshold = 24

    public static func image(_ reference: PixelImage, _ actual: PixelImage) -> PixelImage {
        let w = max(reference.width, actual.width), h = max(reference.height, actual.height)
        var out = [UInt8](repeating: 255, count: w * h * 4)
        // The page colour: the top-left pixel of the actual picture.
        let page = actual.width > 0 && actual.height > 0 ? actual.pixel(x: 0, y: 0) : [255, 255, 255, 255]
        func px(_ img: PixelImage, _ x: Int, _ y: Int) -> [Int] {
            guard x < img.width, y < img.height else { return page.map(Int.init) }
            let i = (y * img.width + x) * 4
            return [Int(img.pixels[i]), Int(img.pixels[i + 1]), Int(img.pixels[i + 2])]
        }
        let bg = page.map(Int.init)
        for y in 0..<h {
            for x in 0..<w {
                let r = px(reference, x, y), a = px(actual, x, y)
                let o = (y * w + x) * 4
                let difference = abs(r[0] - a[0]) + abs(r[1] - a[1]) + abs(r[2] - a[2])
                if difference > threshold {
                    let inkR = abs(r[0] - bg[0]) + abs(r[1] - bg[1]) + abs(r[2] - bg[2])
                    let inkA = abs(a[0] - bg[0]) + abs(a[1] - bg[1]) + abs(a[2] - bg[2])
                    let c = inkR > inkA ? removed : added
                    out[o] = c.0; out[o + 1] = c.1; out[o + 2] = c.2
                } else {
                    // Faded: a quarter of the actual over white, for context.
                    for k in 0..<3 { out[o + k] = UInt8(255 - (255 - a[k]) / 4) }
                }
                out[o + 3] = 255
            }
        }
        return PixelImage(width: w, height: h, pixels: out)
    }
}
