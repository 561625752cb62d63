/// The colour distance pixelmatch uses: squared distance in the YIQ (NTSC)
/// colour space, weighted as in Kotsarenko & Ramos, "Measuring perceived colour
/// difference using YIQ NTSC transmission colour space in mobile applications"
/// (2010). Translucent pixels are first blended over white (pixelmatch 5).
///
/// Every operation is written in the same order as pixelmatch's (the Python
/// port 0.4.x), in `Double`, so the results are bit-for-bit the same and a
/// pixel near the threshold falls on the same side.
enum YIQ {
    /// The largest possible `delta` (black against white): the threshold scales it.
    static let maxDelta = 35215.0

    /// The squared threshold distance: a pixel differs when `delta > limit(threshold)`.
    @inline(__always)
    static func limit(threshold: Double) -> Double { maxDelta * threshold * threshold }

    /// Weighted squared YIQ distance between pixel `k` of `a` and pixel `m` of `b`
    /// (byte offsets of RGBA pixels), negative when `b`'s pixel is darker
    /// (pixelmatch's sign, which picks `diffColorAlt`); or with `brightnessOnly`
    /// the signed Y difference `Y(a) - Y(b)`, which anti-aliasing detection sorts neighbours by.
    @inline(__always)
    static func delta(_ a: UnsafeBufferPointer<UInt8>, _ k: Int, _ b: UnsafeBufferPointer<UInt8>, _ m: Int,
                      brightnessOnly: Bool = false) -> Double {
        let a1 = a[k + 3], a2 = b[m + 3]
        if a1 == a2 && a[k] == b[m] && a[k + 1] == b[m + 1] && a[k + 2] == b[m + 2] { return 0 }
        var r1 = Double(a[k]), g1 = Double(a[k + 1]), b1 = Double(a[k + 2])
        var r2 = Double(b[m]), g2 = Double(b[m + 1]), b2 = Double(b[m + 2])
        if a1 < 255 {
            let alpha = Double(a1) / 255
            r1 = blend(r1, alpha); g1 = blend(g1, alpha); b1 = blend(b1, alpha)
        }
        if a2 < 255 {
            let alpha = Double(a2) / 255
            r2 = blend(r2, alpha); g2 = blend(g2, alpha); b2 = blend(b2, alpha)
        }
        let y = rgb2y(r1, g1, b1) - rgb2y(r2, g2, b2)
        if brightnessOnly { return y }
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The Y (brightness) of pixel `k` (a byte offset), blended over white exactly as
    /// `delta` blends, so `y(img, k) - y(img, m)` equals `delta(img, k, img, m,
    /// brightnessOnly: true)` bit for bit (equal pixels give equal Ys, hence 0).
    @inline(__always)
    static func y(_ image: UnsafeBufferPointer<UInt8>, _ k: Int) -> Double {
        var r = Double(image[k]), g = Double(image[k + 1]), b = Double(image[k + 2])
        let a = image[k + 3]
        if a < 255 {
            let alpha = Double(a) / 255
            r = blend(r, alpha); g = blend(g, alpha); b = blend(b, alpha)
        }
        return rgb2y(r, g, b)
    }

    /// A colour channel over white at opacity `alpha` (0...1).
    @inline(__always)
    static func blend(_ c: Double, _ alpha: Double) -> Double { 255 + (c - 255) * alpha }

    @inline(__always)
    static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always)
    static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always)
    static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }
}
