/// Conversions between straight alpha (PixelImage, PNG files) and Cairo's
/// premultiplied ARGB32, with exactly Cairo's own rounding.
///
/// Cairo's PNG reader premultiplies with `multiply_alpha` and its PNG writer
/// un-premultiplies with `(c * 255 + a / 2) / a`. Using the same two formulas
/// here makes `decode` return the very bytes of any PNG that Cairo wrote, and
/// makes `decode(encode(x)) == x` for every image `decode` can return. A
/// straight colour under alpha `a < 255` that premultiplying cannot tell from
/// its neighbours (e.g. r = 200 and 201 under a = 3) comes back as one of
/// them: Cairo stores only about `a` levels per channel. Fully transparent
/// pixels come back as (0, 0, 0, 0).
enum Premultiplied {
    /// round(color * alpha / 255), Cairo's `multiply_alpha` (pngs.c).
    @inline(__always)
    static func multiply(_ color: UInt32, _ alpha: UInt32) -> UInt32 {
        let t = alpha * color + 0x80
        return (t + (t >> 8)) >> 8
    }

    /// Cairo's `unpremultiply_data` (pngs.c): round(color * 255 / alpha), 0 when alpha is 0.
    @inline(__always)
    static func divide(_ color: UInt32, _ alpha: UInt32) -> UInt32 {
        alpha == 0 ? 0 : (color * 255 + alpha / 2) / alpha
    }
}
