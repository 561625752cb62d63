/// pixelmatch 7.2.0's per-pixel arithmetic, operation for operation.
///
/// Why a second copy of the metric next to `YIQ` (pixelmatch 5): 7.x no longer
/// blends each pixel over white and subtracts; it subtracts premultiplied
/// channels and adds the background times the alpha difference, over a
/// checkerboard whose colour depends on the pixel's byte offset. The result is
/// mathematically close to 5.x for opaque pixels but not bit-identical, and
/// bits decide which side of the threshold an edge pixel falls. Every
/// operation here is in pixelmatch's order, in `Double`, with integer parts
/// done exactly as JavaScript does them (integers below 2^53).
enum Pixelmatch7 {
    /// The background a translucent pixel at byte offset `k` is compared over:
    /// pixelmatch's checkerboard (`48 + 159 * parity`, the parities of k, k/φ and
    /// k/φ² truncated), or white. k is a multiple of 4, so red is always 48.
    @inline(__always)
    static func background(_ k: Int, checkerboard: Bool) -> (Int, Int, Int) {
        guard checkerboard else { return (255, 255, 255) }
        return (48 + 159 * (k % 2),
                48 + 159 * (Int(Double(k) / 1.618033988749895) % 2),
                48 + 159 * (Int(Double(k) / 2.618033988749895) % 2))
    }

    /// `colorDelta`: the weighted squared YIQ distance of pixel `k` of both
    /// images, negative when the second image's pixel is darker. The caller
    /// guarantees the two pixels' bytes differ.
    @inline(__always)
    static func colorDelta(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int,
                           checkerboard: Bool) -> Double {
        let r1 = Int(img1[k]), g1 = Int(img1[k + 1]), b1 = Int(img1[k + 2]), a1 = Int(img1[k + 3])
        let r2 = Int(img2[k]), g2 = Int(img2[k + 1]), b2 = Int(img2[k + 2]), a2 = Int(img2[k + 3])
        var dr = Double(r1 - r2), dg = Double(g1 - g2), db = Double(b1 - b2)
        if a1 < 255 || a2 < 255 {
            let da = a1 - a2
            let (rb, gb, bb) = background(k, checkerboard: checkerboard)
            dr = Double(r1 * a1 - r2 * a2 - rb * da) / 255
            dg = Double(g1 * a1 - g2 * a2 - gb * da) / 255
            db = Double(b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// `brightnessDelta`: Y(centre) − Y(neighbour) within one image, both blended
    /// over the centre's background (offset `k`); 0 for equal bytes.
    @inline(__always)
    static func brightnessDelta(_ img: UnsafePointer<UInt8>, _ k: Int, _ m: Int, checkerboard: Bool) -> Double {
        let r1 = Int(img[k]), g1 = Int(img[k + 1]), b1 = Int(img[k + 2]), a1 = Int(img[k + 3])
        let r2 = Int(img[m]), g2 = Int(img[m + 1]), b2 = Int(img[m + 2]), a2 = Int(img[m + 3])
        let da = a1 - a2
        if r1 == r2 && g1 == g2 && b1 == b2 && da == 0 { return 0 }
        var dr = Double(r1 - r2), dg = Double(g1 - g2), db = Double(b1 - b2)
        if a1 < 255 || a2 < 255 {
            let (rb, gb, bb) = background(k, checkerboard: checkerboard)
            dr = Double(r1 * a1 - r2 * a2 - rb * da) / 255
            dg = Double(g1 * a1 - g2 * a2 - gb * da) / 255
            db = Double(b1 * a1 - b2 * a2 - bb * da) / 255
        }
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// `antialiased` (Vysniauskas 2009), as 7.2.0 has it: `img` is the image
    /// whose neighbourhood is examined, `mine`/`other` its and the other
    /// image's pixels as 32-bit words for the sibling test.
    static func antialiased(_ img: UnsafePointer<UInt8>, x x1: Int, y y1: Int, width: Int, height: Int,
                            mine: UnsafePointer<UInt32>, other: UnsafePointer<UInt32>, checkerboard: Bool) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos4 = (y1 * width + x1) * 4
        let border = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        let center = mine[y1 * width + x1]
        // pixelmatch returns false as soon as it has seen 3 equal neighbours,
        // whatever it saw before: count equal words first and skip the
        // arithmetic for pixels inside flat areas (most pixels of a changed area).
        if hasManySiblings(mine, x: x1, y: y1, width: width, height: height) { return false }
        var zeroes = border
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        // Column by column, as pixelmatch: the order decides which of two
        // equally dark (or bright) neighbours is remembered.
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                // Equal words have delta 0 (brightnessDelta's own first test), without the arithmetic.
                let i = y * width + x
                let delta = mine[i] == center ? 0 : brightnessDelta(img, pos4, i * 4, checkerboard: checkerboard)
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
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(mine, x: minX, y: minY, width: width, height: height)
                && hasManySiblings(other, x: minX, y: minY, width: width, height: height))
            || (hasManySiblings(mine, x: maxX, y: maxY, width: width, height: height)
                && hasManySiblings(other, x: maxX, y: maxY, width: width, height: height))
    }

    /// Whether the pixel at (x1, y1) has 3+ neighbours with exactly its RGBA (a border counts as one).
    @inline(__always)
    static func hasManySiblings(_ img: UnsafePointer<UInt32>, x x1: Int, y y1: Int, width: Int, height: Int) -> Bool {
        // Inside a flat area (most pixels of a changed region): left, right
        // and above equal are three already, and the count is all that matters.
        if x1 > 0 && x1 < width - 1 && y1 > 0 {
            let i = y1 * width + x1, value = img[i]
            if img[i - 1] == value && img[i + 1] == value && img[i - width] == value { return true }
        }
        return countSiblings(img, x: x1, y: y1, width: width, height: height)
    }

    static func countSiblings(_ img: UnsafePointer<UInt32>, x x1: Int, y y1: Int, width: Int, height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = img[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if img[y * width + x] == value {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }

    /// `drawGrayPixel`'s value: the pixel's Y faded towards white by `alpha` and
    /// its own opacity, in 7.2.0's order, truncated as a Uint8Array store does.
    @inline(__always)
    static func gray(_ img: UnsafePointer<UInt8>, _ i: Int, alpha: Double) -> UInt8 {
        let y = Double(img[i]) * 0.29889531 + Double(img[i + 1]) * 0.58662247 + Double(img[i + 2]) * 0.11448223
        return UInt8(255 + (y - 255) * alpha * Double(img[i + 3]) / 255)
    }
}
