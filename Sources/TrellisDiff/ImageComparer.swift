/// pixelmatch (version 5 semantics) in Swift: the count, the diff image and the
/// side-by-side composite. Counts equal those of the Python port
/// `pixelmatch` 0.4.x for the same pixels and options (scripts/pixelmatch-compare).
public enum ImageComparer {
    /// Compares `actual` with `reference`. Identical bytes take the exact fast path;
    /// images of different sizes are compared over their overlapping top-left area.
    public static func compare(_ reference: PixelImage, _ actual: PixelImage,
                               options: CompareOptions = .init()) -> CompareResult {
        if reference.width == actual.width && reference.height == actual.height {
            if reference.pixels == actual.pixels {
                return CompareResult(width: reference.width, height: reference.height, differentPixels: 0,
                                     antialiasedPixels: 0, sizeMismatch: false, identical: true)
            }
            let counts = scan(reference, actual, options: options, output: nil)
            return CompareResult(width: reference.width, height: reference.height, differentPixels: counts.different,
                                 antialiasedPixels: counts.antialiased, sizeMismatch: false, identical: false)
        }
        let overlap = Overlap(reference, actual)
        let counts = scan(reference.cropped(width: overlap.width, height: overlap.height),
                          actual.cropped(width: overlap.width, height: overlap.height), options: options, output: nil)
        return CompareResult(width: overlap.canvasWidth, height: overlap.canvasHeight,
                             differentPixels: counts.different + overlap.outsidePixels,
                             antialiasedPixels: counts.antialiased, sizeMismatch: true, identical: false)
    }

    /// Colours of the diff image (pixelmatch's defaults).
    static let differenceColor: (UInt8, UInt8, UInt8) = (255, 0, 0)
    static let antialiasedColor: (UInt8, UInt8, UInt8) = (255, 255, 0)

    /// The per-pixel loop over two images of the same size. With `output` (RGBA,
    /// same size) it also draws pixelmatch's diff image: red for a difference,
    /// yellow for anti-aliasing, else the reference in faded greyscale.
    static func scan(_ reference: PixelImage, _ actual: PixelImage, options: CompareOptions,
                     output: UnsafeMutableBufferPointer<UInt8>?) -> (different: Int, antialiased: Int) {
        let width = reference.width, height = reference.height
        let limit = YIQ.limit(threshold: options.threshold)
        var different = 0, antialiased = 0
        reference.pixels.withUnsafeBufferPointer { img1 in
            actual.pixels.withUnsafeBufferPointer { img2 in
                let words1 = UnsafeRawBufferPointer(img1), words2 = UnsafeRawBufferPointer(img2)
                // Brightness maps for anti-aliasing detection, filled as rows are needed.
                let y1 = BrightnessMap(img1, width: width, height: height)
                let y2 = BrightnessMap(img2, width: width, height: height)
                func isEdge(_ x: Int, _ y: Int) -> Bool {
                    Antialiasing.isAntialiased(img1, brightness: y1, x: x, y: y, width: width, height: height, other: img2)
                        || Antialiasing.isAntialiased(img2, brightness: y2, x: x, y: y, width: width, height: height, other: img1)
                }
                for y in 0..<height {
                    for x in 0..<width {
                        let pos = (y * width + x) * 4
                        // Equal pixels have distance 0: skip the arithmetic for the common case.
                        let same = words1.loadUnaligned(fromByteOffset: pos, as: UInt32.self)
                            == words2.loadUnaligned(fromByteOffset: pos, as: UInt32.self)
                        if !same && YIQ.delta(img1, pos, img2, pos) > limit {
                            if !options.includeAA && isEdge(x, y) {
                                antialiased += 1
                                if let output { draw(output, pos, antialiasedColor) }
                            } else {
                                different += 1
                                if let output { draw(output, pos, differenceColor) }
                            }
                        } else if let output {
                            drawGray(img1, pos, alpha: options.alpha, output)
                        }
                    }
                }
            }
        }
        return (different, antialiased)
    }

    @inline(__always)
    static func draw(_ output: UnsafeMutableBufferPointer<UInt8>, _ pos: Int, _ color: (UInt8, UInt8, UInt8)) {
        output[pos] = color.0; output[pos + 1] = color.1; output[pos + 2] = color.2; output[pos + 3] = 255
    }

    /// The reference pixel's brightness, faded towards white by `alpha` (and by its
    /// own transparency), truncated to an integer as pixelmatch does.
    @inline(__always)
    static func drawGray(_ image: UnsafeBufferPointer<UInt8>, _ pos: Int, alpha: Double,
                         _ output: UnsafeMutableBufferPointer<UInt8>) {
        let y = YIQ.rgb2y(Double(image[pos]), Double(image[pos + 1]), Double(image[pos + 2]))
        let value = UInt8(YIQ.blend(y, alpha * Double(image[pos + 3]) / 255))
        output[pos] = value; output[pos + 1] = value; output[pos + 2] = value; output[pos + 3] = 255
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
