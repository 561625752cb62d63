import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Built-in images on whole points before Xcode 11, and Xcode 9's
/// self-sizing subtitle rows with an image (docs/INTERFACE-BUILDER.md,
/// "Built-in images on whole points before Xcode 11"), on storyboards
/// written here as the OnTheMap course projects store them: a plain
/// prototype table on a 375-point phone, one subtitle prototype with a
/// 24-point pin image, in a 64-point row (Xcode 8: the pin at 19 in a
/// 63.5-point content view, 19.75 centred) or sizing itself (Xcode 9: a
/// 44-point row, the pin at 9 of 43.5, 9.75 centred).
final class BuiltInImageWholePointTests: XCTestCase {
    func storyboard(tools: String, rowHeight: String) -> String {
        IBTestDocument.subtitleImageTable(prefix: "Wpt", tools: tools, appearance: nil, rowHeight: rowHeight, estimatedRowHeight: "-1")
    }

    func y(_ frame: String?) -> String? { frame.map { String($0.split(separator: ",")[1]) } }
    func height(_ frame: String?) -> String? { frame.map { String($0.split(separator: ",")[3]) } }

    /// Xcode 8 (11762), a 64-point row: the pin at 19, the whole point
    /// above its centred 19.75 (OnTheMap), where the nearest pixel is 20.
    func testFixedRowFloorsTheImageToAWholePoint() throws {
        let imported = try importedScene(xml: storyboard(tools: "11762", rowHeight: "64"), file: "Pins.storyboard")
        XCTAssertTrue(imported.yaml.contains("builtInImageOnWholePoints: true"), imported.yaml)
        XCTAssertEqual(y(try frames(of: imported)["Wpt-im-img"]), "19")
    }

    /// Xcode 9 (13771), a self-sizing subtitle row: no padding, so the
    /// row stays 44 (the image held at the content view's edges, not the
    /// 11-point margins, which gave 46), the pin at 9 of 43.5 (9.75
    /// centred): two OnTheMap copies store it so.
    func testXcode9SelfSizingSubtitleRowWithImage() throws {
        let f = try frames(of: try importedScene(xml: storyboard(tools: "13771", rowHeight: "-1"), file: "Pins.storyboard"))
        XCTAssertEqual(height(f["Wpt-ce-cel"]), "44")
        XCTAssertEqual(y(f["Wpt-im-img"]), "9")
    }

    /// Xcode 11 (15705) on store the pixel: no flag, the nearest pixel of
    /// the centred place (OnTheMap copies of 15705 to 16097: 15.5 for
    /// 15.75, within half a point of it).
    func testXcode11KeepsThePixel() throws {
        let imported = try importedScene(xml: storyboard(tools: "15705", rowHeight: "64"), file: "Pins.storyboard")
        XCTAssertFalse(imported.yaml.contains("builtInImageOnWholePoints"), imported.yaml)
    }
}
