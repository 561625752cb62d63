import CPNG
@testable import TrellisDiff
import XCTest

/// The fast decoder (8-bit RGB/RGBA without libpng) gives libpng's pixels for
/// every filter and every kind of file it takes, and hands everything else to
/// libpng; the own encoder writes files libpng reads back exactly.
final class PNGFastPathTests: XCTestCase {
    /// A picture with flat areas, runs, rows repeated and noise: every match
    /// kind of the encoder and every predictor of the filters has work to do.
    static func picture(_ w: Int, _ h: Int, opaque: Bool, seed: UInt64 = 1) -> PixelImage {
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        var state = seed
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let noise = UInt8(truncatingIfNeeded: state >> 40)
                let flat = (y / 7) % 3 == 0 || x < w / 3
                pixels[i] = flat ? 240 : noise
                pixels[i + 1] = flat ? UInt8(y % 256) : UInt8(truncatingIfNeeded: Int(noise) &+ x)
                pixels[i + 2] = flat ? 30 : UInt8(truncatingIfNeeded: x * y)
                pixels[i + 3] = opaque ? 255 : (flat ? 255 : UInt8(truncatingIfNeeded: state >> 20))
            }
        }
        return PixelImage(width: w, height: h, pixels: pixels)
    }

    private func libpng(_ bytes: [UInt8]) throws -> PixelImage {
        try PNGCodec.decode(bytes, maxPixels: PNGCodec.defaultMaxPixels, fast: false)
    }

    private func takesFastPath(_ bytes: [UInt8], _ w: Int, _ h: Int) -> Bool {
        let capacity = trellis_png_decode_capacity(UInt32(w), UInt32(h))
        var pixels = [UInt8](repeating: 0, count: capacity)
        return trellis_png_decode_fast(bytes, bytes.count, UInt32(w), UInt32(h), &pixels, capacity) == 0
    }

    /// libpng writes each filter alone (none, sub, up, average, Paeth) and all
    /// five adaptively; the fast path decodes each to the same pixels.
    func testEveryFilterDecodesAsLibpng() throws {
        for opaque in [true, false] {
            for (w, h) in [(1, 1), (2, 3), (37, 11), (64, 40)] {
                let image = Self.picture(w, h, opaque: opaque)
                for filters in [0x08, 0x10, 0x20, 0x40, 0x80, 0xF8] {
                    let bytes = try PNGCodec.encode(image, level: 6, filters: filters)
                    XCTAssertTrue(takesFastPath(bytes, w, h), "\(w)x\(h) filters \(filters)")
                    XCTAssertEqual(try PNGCodec.decode(bytes), image, "\(w)x\(h) opaque \(opaque) filters \(filters)")
                    XCTAssertEqual(try libpng(bytes), image)
                }
            }
        }
    }

    /// Image data split over many IDAT chunks is joined first.
    func testManyDataChunks() throws {
        let image = Self.picture(30, 20, opaque: false)
        let whole = PNGBuilder.split(try PNGCodec.encode(image, level: 6), every: 7)
        XCTAssertTrue(takesFastPath(whole, 30, 20))
        XCTAssertEqual(try PNGCodec.decode(whole), image)
    }

    /// Files the fast path leaves to libpng: other depths and types, interlace,
    /// a transparent colour, data after the end of the stream, a bad filter type.
    func testUnusualFilesGoToLibpng() throws {
        let grey = PNGBuilder(width: 5, height: 4, depth: 8, colorType: 0) { x, y in [x * 40 + y] }
        XCTAssertFalse(takesFastPath(grey.bytes(), 5, 4))
        let deep = PNGBuilder(width: 5, height: 4, depth: 16, colorType: 2) { x, y in [x * 999, y * 777, 5] }
        XCTAssertFalse(takesFastPath(deep.bytes(), 5, 4))
        var interlaced = PNGBuilder(width: 9, height: 9, depth: 8, colorType: 6) { x, y in [x, y, 3, 200] }
        interlaced.interlaced = true
        XCTAssertFalse(takesFastPath(interlaced.bytes(), 9, 9))
        XCTAssertEqual(try PNGCodec.decode(interlaced.bytes()), try libpng(interlaced.bytes()))
        var keyed = PNGBuilder(width: 4, height: 2, depth: 8, colorType: 2) { x, _ in [x, 0, 0] }
        keyed.transparency = [0, 1, 0, 0, 0, 0]
        XCTAssertFalse(takesFastPath(keyed.bytes(), 4, 2))
        XCTAssertEqual(try PNGCodec.decode(keyed.bytes()).pixel(x: 1, y: 0), [1, 0, 0, 0])

        // A filter type of 5 on the second row: libpng's error, as before.
        let plain = PNGBuilder(width: 3, height: 2, depth: 8, colorType: 2) { x, y in [x, y, 0] }
        var rows = plain.scanlines()
        rows[10] = 5
        var chunks = plain.chunks()
        chunks[1].1 = PNGBuilder.deflate(rows)
        let bad = PNGBuilder.file(chunks)
        XCTAssertFalse(takesFastPath(bad, 3, 2))
        XCTAssertThrowsError(try PNGCodec.decode(bad)) { XCTAssertTrue("\($0)".contains("not a readable PNG"), "\($0)") }
    }

    /// Trellis's own encoder: libpng (and so zlib) reads back exactly what was
    /// written, for every size, opaque (RGB) or not (RGBA).
    func testOwnEncoderRoundTripsThroughLibpng() throws {
        for opaque in [true, false] {
            for (w, h) in [(1, 1), (1, 300), (300, 1), (3, 5), (97, 61), (640, 48)] {
                let image = Self.picture(w, h, opaque: opaque, seed: UInt64(w * h))
                let bytes = try PNGCodec.encode(image)
                XCTAssertEqual(bytes[25], image.isOpaque ? 2 : 6)
                XCTAssertEqual(try libpng(bytes), image, "\(w)x\(h) opaque \(opaque)")
                XCTAssertEqual(try PNGCodec.decode(bytes), image)
            }
        }
    }

    /// Rows wider than deflate's 32 KiB window can't refer to the row above;
    /// flat pictures make long runs and many blocks; all still read back.
    func testOwnEncoderWideFlatAndLarge() throws {
        let wide = Self.picture(11_000, 3, opaque: true)
        XCTAssertEqual(try libpng(try PNGCodec.encode(wide)), wide)
        let flat = Images.solid(2000, 700, (12, 200, 90, 255))
        let flatBytes = try PNGCodec.encode(flat)
        XCTAssertLessThan(flatBytes.count, 8_000)
        XCTAssertEqual(try libpng(flatBytes), flat)
        let noisy = Self.picture(800, 400, opaque: false, seed: 9)  // over 65,536 symbols: several blocks
        XCTAssertEqual(try libpng(try PNGCodec.encode(noisy)), noisy)
    }

    /// The same pixels always give the same bytes, and no zlib or libpng
    /// version is in them: these are the bytes of a 4x2 picture today.
    func testOwnEncoderIsDeterministic() throws {
        let image = Self.picture(64, 64, opaque: false)
        XCTAssertEqual(try PNGCodec.encode(image), try PNGCodec.encode(image))
        let tiny = PixelImage(width: 4, height: 2, pixels: (0..<32).map { UInt8($0 * 8) })
        let bytes = try PNGCodec.encode(tiny)
        XCTAssertEqual(try libpng(bytes), tiny)
        // Pinned: a change here changes every reference Trellis writes.
        XCTAssertEqual(bytes.count, 122, "the encoder's output changed: \(bytes)")
        XCTAssertEqual(bytes.reduce(UInt64(0xcbf29ce484222325)) { ($0 ^ UInt64($1)) &* 0x100000001b3 }, Self.tinyHash)
    }

    static let tinyHash: UInt64 = 5_601_419_876_258_653_616
}
