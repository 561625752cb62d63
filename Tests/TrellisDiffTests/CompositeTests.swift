import TrellisDiff
import XCTest

/// Composite.swift: what is drawn from two images is held to the pixel
/// limit each image is read with.
final class CompositeTests: XCTestCase {
    /// Found by scripts/reproducers (Fuzz/reproducers/pair-cross-*.png and
    /// decompression-bomb.png): a 60,000x1 and a 1x60,000 image are small,
    /// their diff canvas 3.6 billion pixels; an 8,000x8,000 image's
    /// composite 770 MB. Both aborted `trellis diff` under a 1 GB limit.
    func testADiffCanvasSpanningBothImagesIsRefused() {
        let wide = Images.solid(60_000, 1, (0, 0, 0, 255)), tall = Images.solid(1, 60_000, (0, 0, 0, 255))
        XCTAssertThrowsError(try ImageComparer.checkDrawingSize(wide, tall, composite: false)) { error in
            XCTAssertEqual((error as? DiffError)?.message,
                           "the diff image would be 60000x60000 pixels, more than the 67108864 allowed (images of 60000x1 and 1x60000)")
        }
    }

    func testACompositeOverTheLimitIsRefusedWhereTheDiffIsnt() throws {
        let big = Images.solid(100, 100, (0, 0, 0, 255)), small = Images.solid(2, 2, (0, 0, 0, 255))
        // Diff canvas 100x100; composite 100 + 8 + 100 + 8 + 2 = 218 wide.
        XCTAssertNoThrow(try ImageComparer.checkDrawingSize(big, small, composite: false, maxPixels: 20_000))
        XCTAssertThrowsError(try ImageComparer.checkDrawingSize(big, small, composite: true, maxPixels: 20_000)) { error in
            XCTAssertEqual((error as? DiffError)?.message,
                           "the composite would be 218x100 pixels, more than the 20000 allowed (images of 100x100 and 2x2)")
        }
        XCTAssertNoThrow(try ImageComparer.checkDrawingSize(big, small, composite: true, maxPixels: 21_800))
        XCTAssertEqual(ImageComparer.composite(reference: big, diff: big, actual: small).width, 218)
    }
}
