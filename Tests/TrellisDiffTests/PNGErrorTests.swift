import TrellisDiff
import XCTest

/// Bad files fail with a message saying what is wrong, never a crash, and
/// absurd sizes are refused from IHDR before anything is allocated.
final class PNGErrorTests: XCTestCase {
    private let good = PNGBuilder(width: 20, height: 10, depth: 8, colorType: 2) { x, y in [x * 10, y * 20, 3] }

    private func assertError(_ bytes: [UInt8], contains text: String, maxPixels: Int = PNGCodec.defaultMaxPixels,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try PNGCodec.decode(bytes, maxPixels: maxPixels), file: file, line: line) { error in
            XCTAssertTrue("\(error)".contains(text), "\(error)", file: file, line: line)
        }
    }

    func testTruncatedAtEveryLength() {
        let bytes = good.bytes()
        for length in 0..<bytes.count {
            XCTAssertThrowsError(try PNGCodec.decode(Array(bytes[0..<length])), "a file cut at \(length) bytes")
        }
        assertError(Array(bytes[0..<bytes.count - 20]), contains: "truncated")
        XCTAssertNoThrow(try PNGCodec.decode(bytes))
    }

    func testBadCRCNamesTheChunk() {
        var bytes = good.bytes()
        bytes[8 + 8 + 2] ^= 0x40  // inside IHDR's data
        assertError(bytes, contains: "chunk IHDR at byte 8 has a bad CRC")
        var data = good.bytes()
        data[data.count - 12 - 5] ^= 1  // the last byte of IDAT's data
        assertError(data, contains: "chunk IDAT")
    }

    func testZeroSizeIsRefused() {
        var b = good
        b.width = 0
        assertError(b.bytes(), contains: "bad size 0x10")
    }

    /// 100000 x 100000 would be 40 GB of RGBA: refused from IHDR, with the limit in the message.
    func testAbsurdSizeIsRefusedBeforeDecoding() {
        var b = PNGBuilder(width: 1, height: 1, depth: 8, colorType: 0) { _, _ in [0] }
        var chunks = b.chunks()
        chunks[0].1.replaceSubrange(0..<8, with: be32(100_000) + be32(100_000))
        assertError(PNGBuilder.file(chunks), contains: "100000x100000 is 10000000000 pixels, more than the limit")
        b.width = 50
        b.height = 50
        assertError(b.bytes(), contains: "more than the limit of 2000", maxPixels: 2000)
        XCTAssertNoThrow(try PNGCodec.decode(b.bytes(), maxPixels: 2500))
    }

    /// Session 20's hostile PNGs: libpng reads a second IHDR as a warning
    /// and keeps the first; the PNG spec allows one. Refused, placed.
    func testASecondHeaderIsRefused() {
        var chunks = good.chunks()
        var other = chunks[0]
        other.1.replaceSubrange(0..<8, with: be32(40) + be32(40))
        chunks.insert(other, at: 1)
        assertError(PNGBuilder.file(chunks), contains: "damaged: a second IHDR chunk at byte 33")
    }

    /// A palette index past the palette's end was expanded to black with
    /// only a warning from libpng: two files differing there compared
    /// equal. The first row holding one is named, interlaced or not.
    func testAPaletteIndexPastThePaletteIsRefused() {
        for interlaced in [false, true] {
            var b = PNGBuilder(width: 6, height: 5, depth: 8, colorType: 3, interlaced: interlaced) { x, y in [y == 3 && x == 2 ? 7 : x % 4] }
            b.palette = Array(0..<12).map { UInt8($0 * 20) }  // 4 entries
            assertError(b.bytes(), contains: interlaced ? "row 3 holds palette index 7, past the palette's 4 entries"
                                                          : "row 3 holds palette index 7, past the palette's 4 entries")
            b.samples = { x, _ in [x % 4] }
            XCTAssertNoThrow(try PNGCodec.decode(b.bytes()))
        }
        var small = PNGBuilder(width: 9, height: 2, depth: 2, colorType: 3) { x, _ in [x % 4] }
        small.palette = Array(0..<9).map { UInt8($0 * 20) }  // 3 entries: index 3 is past them
        assertError(small.bytes(), contains: "holds palette index 3, past the palette's 3 entries")
    }

    func testBadDepthForColourType() {
        var chunks = good.chunks()
        chunks[0].1[8] = 4  // RGB at 4 bits does not exist
        assertError(PNGBuilder.file(chunks), contains: "bad bit depth 4 for colour type 2")
    }

    /// Valid chunks, but the compressed data stops short of the last rows.
    func testTooLittleImageDataIsAnError() {
        var chunks = good.chunks()
        let full = good.scanlines()
        var short = PNGBuilder(width: 20, height: 5, depth: 8, colorType: 2) { x, y in [x, y, 0] }.chunks()[2].1
        XCTAssertLessThan(short.count, full.count)
        swap(&chunks[1].1, &short)
        assertError(PNGBuilder.file(chunks), contains: "not a readable PNG file")
    }

    func testMissingImageData() {
        let chunks = good.chunks().filter { $0.0 != "IDAT" }
        assertError(PNGBuilder.file(chunks), contains: "no IDAT")
    }

    /// Random damage anywhere: an error or an image, never a crash.
    func testRandomDamageNeverCrashes() {
        let bytes = good.bytes()
        var seed: UInt64 = 42
        for _ in 0..<500 {
            var damaged = bytes
            for _ in 0..<3 {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                damaged[Int(seed >> 33) % damaged.count] = UInt8(truncatingIfNeeded: seed >> 20)
            }
            _ = try? PNGCodec.decode(damaged)
        }
    }
}
