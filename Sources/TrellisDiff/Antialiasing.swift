/// Anti-aliasing detection, after V. Vysniauskas, "Anti-aliased Pixel and
/// Intensity Slope Detector" (2009), as pixelmatch 5 implements it.
///
/// Why: two renderers (or two font rasterisers) disagree most on edge pixels,
/// which the eye does not notice. A pixel counts as anti-aliasing when, among
/// its 8 neighbours, it has both a darker and a brighter one, at most two
/// neighbours equal to it, and the darkest or the brightest neighbour sits in
/// a flat area (3+ equal neighbours) in *both* images.
enum Antialiasing {
    /// Whether the pixel at (x1, y1) of `image` looks like anti-aliasing, `other`
    /// being the image it is compared with. Pixels on the border count their
    /// missing side as one equal neighbour, as pixelmatch does.
    ///
    /// `brightness` gives each pixel's Y (after blending over white) of `image`:
    /// pixelmatch computes `Y(center) - Y(neighbour)` from scratch for every pair;
    /// subtracting the same two precomputed doubles gives the same bits, 8 times cheaper.
    static func isAntialiased(_ image: UnsafeBufferPointer<UInt8>, brightness map: BrightnessMap,
                              x x1: Int, y y1: Int,
                              width: Int, height: Int, other: UnsafeBufferPointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let brightness = map.rows(y0, y2)
        let center = brightness[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        // Column by column, as pixelmatch does: the order decides which of two
        // equally dark (or bright) neighbours is remembered.
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = center - brightness[y * width + x]
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }  // a flat area, not an edge
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        // An edge pixel lies between something darker and something brighter.
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(image, x: minX, y: minY, width: width, height: height)
                && hasManySiblings(other, x: minX, y: minY, width: width, height: height))
            || (hasManySiblings(image, x: maxX, y: maxY, width: width, height: height)
                && hasManySiblings(other, x: maxX, y: maxY, width: width, height: height))
    }

    /// Whether the pixel at (x1, y1) has 3 or more neighbours with exactly its RGBA
    /// (a border counts as one).
    static func hasManySiblings(_ image: UnsafeBufferPointer<UInt8>, x x1: Int, y y1: Int,
                                width: Int, height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let raw = UnsafeRawBufferPointer(image)
        let center = raw.loadUnaligned(fromByteOffset: (y1 * width + x1) * 4, as: UInt32.self)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if raw.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self) == center {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }
}
