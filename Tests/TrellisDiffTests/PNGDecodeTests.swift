import Foundation
import TrellisDiff
import XCTest

/// Every PNG colour type, bit depth and interlace decodes to the straight RGBA
/// PIL (Pillow 13, `Image.open(f).convert("RGBA")`) and libpng give: sub-byte
/// grey scaled by bit replication, 16-bit samples to their high byte, tRNS to
/// alpha compared at full depth. (Checked once against Pillow with the files
/// these tests write under TRELLIS_PNG_DUMP; see docs/DIFF.md for 16-bit grey,
/// where Pillow's own convert clips and we keep the high byte.)
final class PNGDecodeTests: XCTestCase {
    /// A pattern that visits every sample value of the depth.
    private func sample(_ x: Int, _ y: Int, _ c: Int, depth: Int) -> Int {
        let max = (1 << depth) - 1
        return depth == 16 ? (x * 4099 + y * 257 + c * 12345) & 0xFFFF : (x + 3 * y + 5 * c) % (max + 1)
    }

    private func to8(_ v: Int, depth: Int) -> UInt8 {
        depth == 16 ? UInt8(v >> 8) : UInt8(v * 255 / ((1 << depth) - 1))
    }

    private func check(_ b: PNGBuilder, expected: (Int, Int) -> [UInt8], file: StaticString = #filePath, line: UInt = #line) throws {
        let bytes = b.bytes()
        let name = "type\(b.colorType)-d\(b.depth)\(b.interlaced ? "-i" : "")\(b.transparency == nil ? "" : "-t")"
        let image = try PNGCodec.decode(bytes)
        dump(bytes, name, decoded: image)
        XCTAssertEqual([image.width, image.height], [b.width, b.height], file: file, line: line)
        for y in 0..<b.height {
            for x in 0..<b.width where image.pixel(x: x, y: y) != expected(x, y) {
                XCTFail("type \(b.colorType) depth \(b.depth) interlaced \(b.interlaced): (\(x), \(y)) is "
                        + "\(image.pixel(x: x, y: y)), expected \(expected(x, y))", file: file, line: line)
                return
            }
        }
    }

    /// With TRELLIS_PNG_DUMP=FOLDER: the file and what we decoded (raw RGBA), to compare with Pillow.
    private func dump(_ bytes: [UInt8], _ name: String, decoded: PixelImage) {
        guard let folder = ProcessInfo.processInfo.environment["TRELLIS_PNG_DUMP"] else { return }
        try? Data(bytes).write(to: URL(fileURLWithPath: "\(folder)/\(name).png"))
        try? Data(decoded.pixels).write(to: URL(fileURLWithPath: "\(folder)/\(name).rgba"))
    }

    func testGreyAtEveryDepthAndInterlace() throws {
        for depth in [1, 2, 4, 8, 16] {
            for interlaced in [false, true] {
                let b = PNGBuilder(width: 13, height: 11, depth: depth, colorType: 0, interlaced: interlaced) { x, y in
                    [self.sample(x, y, 0, depth: depth)]
                }
                try check(b) { x, y in
                    let v = self.to8(self.sample(x, y, 0, depth: depth), depth: depth)
                    return [v, v, v, 255]
                }
            }
        }
    }

    func testRGBAndRGBAAndGreyAlphaAt8And16Bits() throws {
        for (type, channels) in [(2, 3), (6, 4), (4, 2)] {
            for depth in [8, 16] {
                for interlaced in [false, true] {
                    let b = PNGBuilder(width: 10, height: 9, depth: depth, colorType: type, interlaced: interlaced) { x, y in
                        (0..<channels).map { self.sample(x, y, $0, depth: depth) }
                    }
                    try check(b) { x, y in
                        let s = (0..<channels).map { self.to8(self.sample(x, y, $0, depth: depth), depth: depth) }
                        switch type {
                        case 2: return s + [255]
                        case 4: return [s[0], s[0], s[0], s[1]]
                        default: return s
                        }
                    }
                }
            }
        }
    }

    /// Palette entries beyond the tRNS chunk are opaque; translucent entries keep their colour.
    func testPaletteWithTransparencyAtEveryDepth() throws {
        for depth in [1, 2, 4, 8] {
            let count = 1 << depth
            var palette: [UInt8] = []
            for i in 0..<count { palette += [UInt8(i * 37 % 256), UInt8(i * 91 % 256), UInt8(i * 13 % 256)] }
            let half = max(1, count / 2)
            let alphas: [UInt8] = (0..<half).map { i in UInt8(i * 255 / half) }
            for interlaced in [false, true] {
                var b = PNGBuilder(width: 12, height: 7, depth: depth, colorType: 3, interlaced: interlaced) { x, y in
                    [(x + 2 * y) % count]
                }
                b.palette = palette
                b.transparency = alphas
                try check(b) { x, y in
                    let i = (x + 2 * y) % count
                    return [palette[3 * i], palette[3 * i + 1], palette[3 * i + 2], i < alphas.count ? alphas[i] : 255]
                }
            }
        }
    }

    /// tRNS on grey and RGB names one colour fully transparent, compared at full
    /// depth: 0x1234 is transparent, 0x12FF (same high byte) is not.
    func testTransparentColourIsComparedAtSixteenBits() throws {
        var grey = PNGBuilder(width: 2, height: 1, depth: 16, colorType: 0) { x, _ in [x == 0 ? 0x1234 : 0x12FF] }
        grey.transparency = [0x12, 0x34]
        try check(grey) { x, _ in x == 0 ? [0x12, 0x12, 0x12, 0] : [0x12, 0x12, 0x12, 255] }
        var rgb = PNGBuilder(width: 3, height: 1, depth: 8, colorType: 2) { x, _ in [x, 2, 3] }
        rgb.transparency = [0, 1, 0, 2, 0, 3]
        try check(rgb) { x, _ in [UInt8(x), 2, 3, x == 1 ? 0 : 255] }
        var low = PNGBuilder(width: 4, height: 1, depth: 2, colorType: 0) { x, _ in [x] }
        low.transparency = [0, 2]
        try check(low) { x, _ in [UInt8(x * 85), UInt8(x * 85), UInt8(x * 85), x == 2 ? 0 : 255] }
    }

    /// Gamma and colour-space chunks change nothing (PIL and pngjs ignore them).
    func testGammaChunkIsIgnored() throws {
        let b = PNGBuilder(width: 3, height: 2, depth: 8, colorType: 2) { x, y in [x * 50, y * 80, 7] }
        var chunks = b.chunks()
        chunks.insert(("gAMA", be32(45455 * 2)), at: 1)
        let image = try PNGCodec.decode(PNGBuilder.file(chunks))
        XCTAssertEqual(image.pixel(x: 2, y: 1), [100, 80, 7, 255])
    }
}
