import CPNG
import Glibc

/// pixelmatch in Swift: the count, the diff image and the side-by-side
/// composite. By default the counts and diff-image bytes equal pixelmatch
/// 7.2.0's (checked against the JavaScript library; see PixelmatchTests);
/// `CompareOptions.rule = .pixelmatch5` gives pixelmatch 5's (and its Python
/// port 0.4's).
public enum ImageComparer {
    /// Compares `actual` with `reference`. Identical bytes take the exact fast path;
    /// images of different sizes are compared over their overlapping top-left area.
    public static func compare(_ reference: PixelImage, _ actual: PixelImage,
                               options: CompareOptions = .init()) -> CompareResult {
        run(reference, actual, options: options, drawing: false).result
    }

    /// The comparison and pixelmatch's diff picture, in one pass over the pixels:
    /// differences red (`diffColorAlt` where the actual pixel is darker),
    /// anti-aliasing yellow (unless `includeAA`), every other pixel the reference
    /// in greyscale faded to `options.alpha` over white; with `diffMask` only the
    /// differences, over transparent. For a size mismatch: the canvas of the
    /// larger size, the overlapping top-left area diffed as usual, the rest magenta.
    public static func compareAndDiff(_ reference: PixelImage, _ actual: PixelImage,
                                      options: CompareOptions = .init()) -> (result: CompareResult, diff: PixelImage) {
        let (result, diff) = run(reference, actual, options: options, drawing: true)
        return (result, diff!)
    }

    /// Colour of the canvas outside the overlapping area when sizes differ:
    /// magenta, so it is not mistaken for a changed pixel inside the images.
    static let outsideColor: (UInt8, UInt8, UInt8) = (255, 0, 255)

    private static func run(_ reference: PixelImage, _ actual: PixelImage, options: CompareOptions,
                            drawing: Bool) -> (result: CompareResult, diff: PixelImage?) {
        let overlap = Overlap(reference, actual)
        let ref = reference.cropped(width: overlap.width, height: overlap.height)
        let act = actual.cropped(width: overlap.width, height: overlap.height)
        let identical = overlap.outsidePixels == 0 && equalBytes(ref.pixels, act.pixels)
        // Without diffMask every pixel of the picture is drawn: no need to clear it first.
        let count = overlap.width * overlap.height * 4
        var pixels = !drawing ? [] : options.diffMask ? [UInt8](repeating: 0, count: count)
            : [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
                trellis_prepare_pages(out.baseAddress, count)
                initialized = count
            }
        var counts = (different: 0, antialiased: 0)
        pixels.withUnsafeMutableBufferPointer { out in
            let output = drawing ? out : nil
            ref.pixels.withUnsafeBufferPointer { img1 in
                act.pixels.withUnsafeBufferPointer { img2 in
                    guard img1.count > 0 else { return }
                    let scan = Scan(img1: img1.baseAddress!, img2: img2.baseAddress!, width: overlap.width,
                                    height: overlap.height, options: options, output: output?.baseAddress)
                    if identical || equalBytes(ref.pixels, act.pixels) {
                        scan.drawUnchanged()
                    } else if options.rule == .pixelmatch5 {
                        counts = scanPixelmatch5(ref, act, options: options, output: output)
                    } else {
                        counts = scan.run()
                    }
                }
            }
        }
        let result = CompareResult(width: overlap.canvasWidth, height: overlap.canvasHeight,
                                   differentPixels: counts.different + overlap.outsidePixels,
                                   antialiasedPixels: counts.antialiased,
                                   sizeMismatch: overlap.outsidePixels > 0, identical: identical)
        guard drawing else { return (result, nil) }
        let diff = PixelImage(width: overlap.width, height: overlap.height, pixels: pixels)
        if overlap.outsidePixels == 0 { return (result, diff) }
        let c = outsideColor
        var canvas = PixelImage(width: overlap.canvasWidth, height: overlap.canvasHeight, fill: (c.0, c.1, c.2, 255))
        canvas.paste(diff, x: 0, y: 0)
        return (result, canvas)
    }

    /// The exact fast path: one memcmp, near memory bandwidth.
    static func equalBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && a.withUnsafeBytes { p in
            b.withUnsafeBytes { q in
                p.count == 0 || p.baseAddress == q.baseAddress || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0
            }
        }
    }
}

/// Two sizes laid over each other from the top-left corner.
struct Overlap {
    let width, height, canvasWidth, canvasHeight: Int
    init(_ a: PixelImage, _ b: PixelImage) {
        width = min(a.width, b.width); height = min(a.height, b.height)
        canvasWidth = max(a.width, b.width); canvasHeight = max(a.height, b.height)
    }
    /// Canvas pixels that are not in both images.
    var outsidePixels: Int { canvasWidth * canvasHeight - width * height }
}
