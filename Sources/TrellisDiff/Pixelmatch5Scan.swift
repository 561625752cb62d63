extension ImageComparer {
    /// pixelmatch 5's loop (`CompareOptions.Rule.pixelmatch5`) over two images of
    /// the same size: each pixel blended over white, `YIQ`'s distance, and
    /// `Antialiasing` with precomputed brightness. With `output` (RGBA, same
    /// size) it also draws pixelmatch 5's diff image, which has the same
    /// colours, `diffColorAlt` and `diffMask` as 7's but its own grey rounding.
    static func scanPixelmatch5(_ reference: PixelImage, _ actual: PixelImage, options: CompareOptions,
                                output: UnsafeMutableBufferPointer<UInt8>?) -> (different: Int, antialiased: Int) {
        let width = reference.width, height = reference.height
        let limit = YIQ.limit(threshold: options.threshold)
        let mask = options.diffMask
        let aa = options.aaColor, color = options.diffColor, alt = options.diffColorAlt ?? options.diffColor
        var different = 0, antialiased = 0
        reference.pixels.withUnsafeBufferPointer { img1 in
            actual.pixels.withUnsafeBufferPointer { img2 in
                let words1 = UnsafeRawBufferPointer(img1), words2 = UnsafeRawBufferPointer(img2)
                var fade = Fade(options)
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
                        let same = words1.load(fromByteOffset: pos, as: UInt32.self)
                            == words2.load(fromByteOffset: pos, as: UInt32.self)
                        let delta = same ? 0 : YIQ.delta(img1, pos, img2, pos)
                        if abs(delta) > limit {
                            if !options.includeAA && isEdge(x, y) {
                                antialiased += 1
                                if let output, !mask { Scan.draw(output.baseAddress!, pos, aa) }
                            } else {
                                different += 1
                                if let output { Scan.draw(output.baseAddress!, pos, delta < 0 ? alt : color) }
                            }
                        } else if let output, !mask {
                            fade.draw(img1.baseAddress!, pos / 4, output.baseAddress!)
                        }
                    }
                }
            }
        }
        return (different, antialiased)
    }
}
