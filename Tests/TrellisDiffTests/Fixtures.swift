import Foundation
import TrellisDiff
import XCTest

/// The committed image pairs (NAME.a.png = reference, NAME.b.png = actual),
/// made by `scripts/pixelmatch-compare --emit-fixtures` and `trellis render`.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    static func pair(_ name: String) throws -> (PixelImage, PixelImage) {
        (try PNGCodec.read(path: path("\(name).a.png")), try PNGCodec.read(path: path("\(name).b.png")))
    }
}

/// Small synthetic images.
enum Images {
    static func solid(_ w: Int, _ h: Int, _ c: (UInt8, UInt8, UInt8, UInt8)) -> PixelImage {
        PixelImage(width: w, height: h, fill: (c.0, c.1, c.2, c.3))
    }

    /// Every colour channel and alpha varied, deterministically.
    static func varied(_ w: Int, _ h: Int, opaque: Bool) -> PixelImage {
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        for i in 0..<w * h {
            pixels[i * 4] = UInt8(i * 7 % 256)
            pixels[i * 4 + 1] = UInt8(i * 13 % 256)
            pixels[i * 4 + 2] = UInt8(i * 29 % 256)
            pixels[i * 4 + 3] = opaque ? 255 : UInt8(i * 31 % 256)
        }
        return PixelImage(width: w, height: h, pixels: pixels)
    }
}
