extension ImageComparer {
    /// Colour of the canvas outside the overlapping area when sizes differ:
    /// magenta, so it is not mistaken for a changed pixel inside the images.
    static let outsideColor: (UInt8, UInt8, UInt8) = (255, 0, 255)

    /// pixelmatch's diff picture: differences red, anti-aliasing yellow (unless
    /// `includeAA`), every other pixel the reference in greyscale faded to
    /// `options.alpha` over white, so a reviewer sees *where* as well as *what*.
    /// For a size mismatch: the canvas of the larger size, the overlapping
    /// top-left area diffed as usual, the rest magenta.
    public static func diffImage(_ reference: PixelImage, _ actual: PixelImage,
                                 options: CompareOptions = .init()) -> PixelImage {
        let overlap = Overlap(reference, actual)
        let ref = reference.cropped(width: overlap.width, height: overlap.height)
        let act = actual.cropped(width: overlap.width, height: overlap.height)
        var pixels = [UInt8](repeating: 0, count: overlap.width * overlap.height * 4)
        pixels.withUnsafeMutableBufferPointer { output in
            if ref.pixels == act.pixels {
                ref.pixels.withUnsafeBufferPointer { img in
                    for pos in stride(from: 0, to: img.count, by: 4) { drawGray(img, pos, alpha: options.alpha, output) }
                }
            } else {
                _ = scan(ref, act, options: options, output: output)
            }
        }
        let diff = PixelImage(width: overlap.width, height: overlap.height, pixels: pixels)
        if overlap.outsidePixels == 0 { return diff }
        let c = outsideColor
        var canvas = PixelImage(width: overlap.canvasWidth, height: overlap.canvasHeight, fill: (c.0, c.1, c.2, 255))
        canvas.paste(diff, x: 0, y: 0)
        return canvas
    }
}
