import Dispatch
import Foundation

/// One pass of pixelmatch 7.2.0's loop over two same-size RGBA buffers: the
/// counts, and with `output` the diff picture.
///
/// Why it is fast without changing a single result: rows whose bytes are equal
/// are skipped with one `memcmp` when no picture is drawn; equal pixels are
/// compared as 32-bit words before any arithmetic; the faded grey of the
/// unchanged background is computed once per run of equal reference pixels
/// (flat areas dominate rendered layouts); nothing is allocated per pixel.
struct Scan {
    let img1: UnsafePointer<UInt8>
    let img2: UnsafePointer<UInt8>
    let width: Int
    let height: Int
    let options: CompareOptions
    let output: UnsafeMutablePointer<UInt8>?

    private var words1: UnsafePointer<UInt32> { UnsafeRawPointer(img1).assumingMemoryBound(to: UInt32.self) }
    private var words2: UnsafePointer<UInt32> { UnsafeRawPointer(img2).assumingMemoryBound(to: UInt32.self) }

    /// The diff picture of two equal images: the faded reference (nothing with `diffMask`).
    func drawUnchanged() {
        guard let output, !options.diffMask else { return }
        var fade = Fade(options)
        for i in 0..<width * height { fade.draw(img1, i, output) }
    }

    /// Rows are independent (anti-aliasing only reads neighbours; each row writes
    /// its own pixels of `output`), so big images are scanned in bands on every
    /// core, and the counts added: the same result as one pass, sooner.
    func run() -> (different: Int, antialiased: Int) {
        let bands = width * height >= 1 << 18 ? min(ProcessInfo.processInfo.activeProcessorCount, 8, height) : 1
        if bands <= 1 { return run(rows: 0..<height) }
        let counts = Slots<(Int, Int)>(bands), shared = SharedScan(scan: self), height = height
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            counts.set(band, shared.scan.run(rows: height * band / bands..<height * (band + 1) / bands))
        }
        return counts.take().reduce((different: 0, antialiased: 0)) { ($0.different + $1.0, $0.antialiased + $1.1) }
    }

    func run(rows: Range<Int>) -> (Int, Int) {
        let limit = 35215 * options.threshold * options.threshold
        let checkerboard = options.checkerboard, includeAA = options.includeAA, mask = options.diffMask
        let a32 = words1, b32 = words2
        var fade = Fade(options)
        let aa = options.aaColor, color = options.diffColor, alt = options.diffColorAlt ?? options.diffColor
        var different = 0, antialiased = 0
        // The last pair of different pixels and its delta: a changed area is
        // mostly one colour against another, and with the checkerboard off (or
        // both opaque) the delta depends on the two words alone.
        var lastA: UInt32 = 0, lastB: UInt32 = 0, lastDelta = 0.0, cached = false
        for y in rows {
            let row = y * width
            if output == nil && memcmp(a32 + row, b32 + row, width * 4) == 0 { continue }
            for x in 0..<width {
                let i = row + x
                let wa = a32[i], wb = b32[i]
                if wa == wb {
                    if let output, !mask { fade.draw(img1, i, output) }
                    continue
                }
                let pos = i * 4
                let delta: Double
                if cached && wa == lastA && wb == lastB {
                    delta = lastDelta
                } else {
                    delta = Pixelmatch7.colorDelta(img1, img2, pos, checkerboard: checkerboard)
                    // Translucent pixels over the checkerboard depend on the position too.
                    cached = !checkerboard || (img1[pos + 3] == 255 && img2[pos + 3] == 255)
                    lastA = wa; lastB = wb; lastDelta = delta
                }
                if abs(delta) > limit {
                    // `antialiased` is false at once for a pixel with 3+ equal
                    // neighbours; left, right and above equal (inside a flat
                    // area, most of a changed region) are three without a call.
                    let inside = x > 0 && x < width - 1 && y > 0
                    let isAA = !includeAA
                        && (!(inside && a32[i - 1] == wa && a32[i + 1] == wa && a32[i - width] == wa)
                            && Pixelmatch7.antialiased(img1, x: x, y: y, width: width, height: height,
                                                       mine: a32, other: b32, checkerboard: checkerboard)
                            || !(inside && b32[i - 1] == wb && b32[i + 1] == wb && b32[i - width] == wb)
                            && Pixelmatch7.antialiased(img2, x: x, y: y, width: width, height: height,
                                                       mine: b32, other: a32, checkerboard: checkerboard))
                    if isAA {
                        antialiased += 1
                        if let output, !mask { Self.draw(output, pos, aa) }
                    } else {
                        different += 1
                        if let output { Self.draw(output, pos, delta < 0 ? alt : color) }
                    }
                } else if let output, !mask {
                    fade.draw(img1, i, output)
                }
            }
        }
        return (different, antialiased)
    }

    @inline(__always)
    static func draw(_ output: UnsafeMutablePointer<UInt8>, _ pos: Int, _ c: CompareOptions.Color) {
        output[pos] = c.r; output[pos + 1] = c.g; output[pos + 2] = c.b; output[pos + 3] = 255
    }
}

/// The faded greyscale background of a diff picture, remembered for the last
/// reference pixel so a flat area costs one comparison a pixel.
struct Fade {
    let alpha: Double
    let legacy: Bool
    private var lastPixel: UInt32 = 0
    private var lastGray: UInt32 = 0
    private var primed = false

    init(_ options: CompareOptions) {
        alpha = options.alpha
        legacy = options.rule == .pixelmatch5
    }

    @inline(__always)
    mutating func draw(_ img: UnsafePointer<UInt8>, _ i: Int, _ output: UnsafeMutablePointer<UInt8>) {
        let pixel = UnsafeRawPointer(img).load(fromByteOffset: i * 4, as: UInt32.self)
        if !primed || pixel != lastPixel {
            let v = UInt32(legacy ? Self.legacyGray(img, i * 4, alpha: alpha) : Pixelmatch7.gray(img, i * 4, alpha: alpha))
            // R, G, B = v, A = 255, whatever the byte order of a 32-bit word.
            lastGray = UInt32(littleEndian: v | v << 8 | v << 16 | 0xFF00_0000)
            lastPixel = pixel
            primed = true
        }
        UnsafeMutableRawPointer(output).storeBytes(of: lastGray, toByteOffset: i * 4, as: UInt32.self)
    }

    /// pixelmatch 5's `drawGrayPixel`: `blend(Y, alpha * a / 255)`, truncated.
    @inline(__always)
    static func legacyGray(_ img: UnsafePointer<UInt8>, _ pos: Int, alpha: Double) -> UInt8 {
        let y = YIQ.rgb2y(Double(img[pos]), Double(img[pos + 1]), Double(img[pos + 2]))
        return UInt8(YIQ.blend(y, alpha * Double(img[pos + 3]) / 255))
    }
}
