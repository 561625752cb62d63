import CPNG

/// An RGBA image in memory: the one currency of TrellisDiff.
///
/// Pixels are 4 bytes each (red, green, blue, alpha), row-major, top row
/// first, with *straight* (non-premultiplied) alpha, the layout PNG files
/// and pixelmatch use, so the compare sees the same numbers a PNG holds.
public struct PixelImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel.
    public var pixels: [UInt8]

    /// - Precondition: `width, height >= 0` and `pixels.count == width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "PixelImage size must not be negative")
        precondition(pixels.count == width * height * 4,
                     "PixelImage \(width)x\(height) needs \(width * height * 4) bytes, got \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image filled with one colour (handy for canvases and tests).
    public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = fill.r; pixels[i + 1] = fill.g; pixels[i + 2] = fill.b; pixels[i + 3] = fill.a
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The RGBA bytes of the pixel at (x, y).
    public func pixel(x: Int, y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(pixels[i..<i + 4])
    }

    /// True when every pixel has alpha 255 (such an image is written as an RGB PNG).
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { trellis_png_opaque($0.baseAddress, width * height) != 0 }
    }

    /// The top-left `width x height` part of the image (both at most the image's own).
    public func cropped(width newWidth: Int, height newHeight: Int) -> PixelImage {
        precondition(newWidth <= width && newHeight <= height)
        if newWidth == width && newHeight == height { return self }
        var out = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for y in 0..<newHeight {
            let src = y * width * 4
            out.replaceSubrange(y * newWidth * 4..<(y + 1) * newWidth * 4, with: pixels[src..<src + newWidth * 4])
        }
        return PixelImage(width: newWidth, height: newHeight, pixels: out)
    }
}

/// A failure to read, decode, encode or write an image; the message names the file.
public struct DiffError: Error, CustomStringConvertible {
    public let message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}
