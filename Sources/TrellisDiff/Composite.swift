extension ImageComparer {
    /// Pixels between the three panels of a composite.
    public static let compositeGap = 8
    /// The gap and the padding under shorter panels: opaque mid grey, visible
    /// against both white and dark pictures.
    static let compositeBackground: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (128, 128, 128, 255)

    /// reference | diff | actual side by side, top-aligned, with a small gap,
    /// padded to the tallest: one picture a review or a CI artifact can show.
    public static func composite(reference: PixelImage, diff: PixelImage, actual: PixelImage) -> PixelImage {
        let panels = [reference, diff, actual]
        let width = panels.reduce(0) { $0 + $1.width } + 2 * compositeGap
        let height = panels.map(\.height).max() ?? 0
        var canvas = PixelImage(width: width, height: height, fill: compositeBackground)
        var x = 0
        for panel in panels {
            canvas.paste(panel, x: x, y: 0)
            x += panel.width + compositeGap
        }
        return canvas
    }
}

extension ImageComparer {
    /// Refuses, before any allocation, a diff image or composite of more
    /// than `maxPixels` pixels. Each input is held to that limit when read,
    /// but what is drawn from two of them is larger: the diff canvas spans
    /// both sizes (a 60,000x1 and a 1x60,000 image make 3.6 billion pixels)
    /// and the composite is three panels wide; an 8,000x8,000 image's
    /// composite (770 MB) aborted `trellis diff` under a 1 GB limit.
    public static func checkDrawingSize(_ reference: PixelImage, _ actual: PixelImage, composite: Bool,
                                        maxPixels: Int = PNGCodec.defaultMaxPixels) throws(DiffError) {
        let overlap = Overlap(reference, actual)
        var sizes = [("diff image", overlap.canvasWidth, overlap.canvasHeight)]
        if composite {
            sizes.append(("composite", reference.width + overlap.canvasWidth + actual.width + 2 * compositeGap,
                          overlap.canvasHeight))
        }
        for (what, w, h) in sizes where w.multipliedReportingOverflow(by: h).overflow || w * h > maxPixels {
            throw DiffError(message: "the \(what) would be \(w)x\(h) pixels, more than the \(maxPixels) allowed "
                            + "(images of \(reference.width)x\(reference.height) and \(actual.width)x\(actual.height))")
        }
    }
}

extension PixelImage {
    /// Copies `image` into this one with its top-left corner at (x, y); it must fit.
    mutating func paste(_ image: PixelImage, x: Int, y: Int) {
        precondition(x >= 0 && y >= 0 && x + image.width <= width && y + image.height <= height)
        let rowBytes = image.width * 4
        for row in 0..<image.height {
            let dst = ((y + row) * width + x) * 4
            pixels.replaceSubrange(dst..<dst + rowBytes, with: image.pixels[row * rowBytes..<(row + 1) * rowBytes])
        }
    }
}
