import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// The built-in labels 15 points after the built-in image on every Xcode
/// canvas (docs/INTERFACE-BUILDER.md, "Built-in images before Xcode 14"),
/// on storyboards written here: a plain prototype table of 64-point rows
/// on a phone, one subtitle prototype with a 24-point image, as the
/// course projects store them (Xcode 8, 11762: image at 15, labels at 54;
/// Xcode 7 and 8 since session 19;
/// Xcode 9, 13771, a 414-point phone: image at 20, labels at 59).
final class BuiltInImageGapTests: XCTestCase {
    func storyboard(tools: String, device: String = "retina4_7", width: Int = 375) -> String {
        IBTestDocument.subtitleImageTable(prefix: "Gap", tools: tools, device: device, width: Double(width))
    }

    func x(_ frame: String?) -> String? { frame?.split(separator: ",").first.map(String.init) }

    /// Xcode 9.3 (tools 13771) and Xcode 10 (14313), 16-point margins: the
    /// labels 15 after the image's trailing edge, where Trellis's own cells
    /// leave 16. The import writes `builtInImageGap: 15`.
    func testLabelsStartFifteenAfterTheImage() throws {
        for (tools, image) in [("13771", 16), ("14313.18", 16)] {
            let imported = try importedScene(xml: storyboard(tools: tools), file: "Students.storyboard")
            XCTAssertTrue(imported.yaml.contains("builtInImageGap: 15"), imported.yaml)
            let f = try frames(of: imported)
            XCTAssertEqual(x(f["Gap-im-img"]), String(image), tools)
            XCTAssertEqual(x(f["Gap-tl-lbl"]), String(image + 24 + 15), tools)
            XCTAssertEqual(x(f["Gap-dl-lbl"]), String(image + 24 + 15), tools)
        }
    }

    /// A 414-point phone's 20-point margins (Xcode 9, 13771, at 3×): image
    /// at 20, labels at 59.
    func testLargePhone() throws {
        let f = try frames(of: try importedScene(xml: storyboard(tools: "13771", device: "retina5_5", width: 414), file: "Pins.storyboard"))
        XCTAssertEqual(x(f["Gap-im-img"]), "20")
        XCTAssertEqual(x(f["Gap-tl-lbl"]), "59")
    }

    /// Xcode 8 (11762 and 12120: OnTheMap's pins at 15, labels at 54;
    /// Hero's 52-point image, labels at 82) and Xcode 7 (9060: a course
    /// lab's 35-point images at 15, labels at 65) store 15 too: the gap is
    /// written from tools 5000 (session 19).
    func testXcode7And8WriteTheGap() throws {
        for tools in ["9060", "11762", "12120"] {
            let imported = try importedScene(xml: storyboard(tools: tools), file: "Old.storyboard")
            XCTAssertTrue(imported.yaml.contains("builtInImageGap: 15"), imported.yaml)
            let f = try frames(of: imported)
            XCTAssertEqual(x(f["Gap-im-img"]), "15", tools)
            XCTAssertEqual(x(f["Gap-tl-lbl"]), "54", tools)
        }
    }

    /// From Xcode 14 (tools 21000) the image column keeps its own rule (a
    /// 24-wide image fills the 24-point column: text 15 after it), and the
    /// gap isn't written; a table without a built-in image gets none either.
    func testColumnCanvasesWriteNoGap() throws {
        let imported = try importedScene(xml: storyboard(tools: "21701"), file: "Column.storyboard")
        XCTAssertFalse(imported.yaml.contains("builtInImageGap"), imported.yaml)
        XCTAssertTrue(imported.yaml.contains("builtInImageColumn: 24"), imported.yaml)
        XCTAssertEqual(x(try frames(of: imported)["Gap-tl-lbl"]), "55")
    }
}
