import Foundation
import TrellisDiff
import XCTest

final class PNGCodecTests: XCTestCase {
    func testOpaqueRoundTripIsExact() throws {
        let image = Images.varied(37, 11, opaque: true)
        XCTAssertEqual(try PNGCodec.decode(try PNGCodec.encode(image)), image)
    }

    func testEncodingIsDeterministic() throws {
        let image = Images.varied(16, 16, opaque: false)
        XCTAssertEqual(try PNGCodec.encode(image), try PNGCodec.encode(image))
    }

    /// Straight alpha all the way: every translucent colour, even under alpha 1,
    /// and every fully transparent colour comes back exactly.
    func testTranslucentRoundTripIsExact() throws {
        let image = Images.varied(256, 256, opaque: false)
        XCTAssertEqual(try PNGCodec.decode(try PNGCodec.encode(image)), image)
    }

    func testOpaqueImagesAreWrittenAsRGB() throws {
        let bytes = try PNGCodec.encode(Images.solid(3, 3, (1, 2, 3, 255)))
        XCTAssertEqual(bytes[25], 2)  // IHDR colour type: truecolour
        XCTAssertEqual(try PNGCodec.encode(Images.solid(3, 3, (1, 2, 3, 254)))[25], 6)  // with alpha
    }

    func testReadsWhatTheFixtureFilesHold() throws {
        let image = try PNGCodec.read(path: Fixtures.path("colour-shift-near-threshold.a.png"))
        XCTAssertEqual([image.width, image.height], [96, 64])
        XCTAssertEqual(image.pixel(x: 5, y: 5), [120, 120, 120, 255])
    }

    func testNotAPNG() {
        XCTAssertThrowsError(try PNGCodec.decode(Array("hello".utf8))) { error in
            XCTAssertTrue("\(error)".contains("not a PNG"), "\(error)")
        }
        // A PNG signature followed by garbage.
        XCTAssertThrowsError(try PNGCodec.decode([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]))
    }

    func testMissingFileNamesThePath() {
        XCTAssertThrowsError(try PNGCodec.read(path: "/nonexistent/x.png")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/x.png: no such file")
        }
    }

    func testEmptyImageCannotBeEncoded() {
        XCTAssertThrowsError(try PNGCodec.encode(PixelImage(width: 0, height: 0, pixels: [])))
    }

    func testWriteIsAtomicAndLeavesNoTemporaryFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellisdiff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("out.png").path
        let image = Images.varied(8, 8, opaque: true)
        try PNGCodec.write(image, to: path)
        try PNGCodec.write(image, to: path)  // overwriting works too
        XCTAssertEqual(try PNGCodec.read(path: path), image)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["out.png"])
        XCTAssertThrowsError(try PNGCodec.write(image, to: dir.appendingPathComponent("no/such/dir.png").path))
    }
}
