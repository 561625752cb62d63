import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Elements and attributes of the list that no other fixture
/// covers: text fields, steppers, multipliers written as a fraction and as
/// a decimal, `directionalLayoutMargins`, compression resistance, custom
/// fonts and a landscape device. Fixtures are hand-written in Xcode 15's
/// format (Controls.xib, Landscape.xib); the frames in them were computed
/// by hand, and laying the files out must give them back.
final class ElementsAndAttributesTests: XCTestCase {
    func testTextFieldStepperMultipliersAndDirectionalMargins() throws {
        let f = try frames("Controls.xib")
        // Root margins on a 375-pt phone: 16. A rounded-rect field of the
        // 14-pt system font is 34 high (the height Xcode stores for it).
        XCTAssertEqual(f["Ctl-tf-002"], "16,20,343,34")
        // UIStepper's intrinsic size is 94 × 32; trailing on the field.
        XCTAssertEqual(f["Ctl-st-003"], "265,70,94,32")
        // width = root.width × 1/3 = 125; height = width × 0.5 = 62.5.
        XCTAssertEqual(f["Ctl-th-004"], "0,118,125,62.5")
        // directionalLayoutMargins leading 30, trailing 40, top/bottom 5,
        // in a left-to-right window: x 30, width 375 − 70.
        XCTAssertEqual(f["Ctl-in-006"], "30,5,305,50")
    }

    func testMultiplierSpellingsAndDirectionalMarginsAreRead() throws {
        let doc = try InterfaceBuilderFile.load(path: Fixtures.path("Controls.xib"))
        let yaml = try doc.imported(doc.scenes[0]).yaml
        XCTAssertTrue(yaml.contains("Ctl_th_004.width == 0.3333333333333333 * root.width"), yaml)
        XCTAssertTrue(yaml.contains("Ctl_th_004.height == 0.5 * Ctl_th_004.width"), yaml)
        XCTAssertTrue(yaml.contains("type: textField"), yaml)
        XCTAssertTrue(yaml.contains("type: stepper"), yaml)
        XCTAssertTrue(yaml.contains("margins: {top: 5, leading: 30, bottom: 5, trailing: 40}"), yaml)
    }

    /// Apple, "Setting Content-Hugging and Compression-Resistance
    /// Priorities": when views don't fit, the one with the lower
    /// compression resistance is squeezed. Two 400-pt views in a 627-pt
    /// landscape row (667 − 2 × 20): the one at 751 keeps its width.
    func testCompressionResistanceDecidesWhoShrinks() throws {
        XCTAssertEqual(try frames("Landscape.xib")["Cmp-ke-002"], "20,20,400,30")
        XCTAssertEqual(try frames("Landscape.xib")["Cmp-sh-003"], "420,20,227,30")
        // Swap the priorities and the other one keeps its width: the frames
        // come from the priorities, not from the stored rectangles.
        var text = try String(contentsOfFile: Fixtures.path("Landscape.xib"), encoding: .utf8)
        text = text.replacingOccurrences(of: "horizontalCompressionResistancePriority=\"751\" ", with: "")
            .replacingOccurrences(of: "placeholderIntrinsicWidth=\"400\" placeholderIntrinsicHeight=\"30\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"Cmp-sh-003\"",
                                  with: "horizontalCompressionResistancePriority=\"751\" placeholderIntrinsicWidth=\"400\" placeholderIntrinsicHeight=\"30\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"Cmp-sh-003\"")
        let swapped = try frames(of: try importedScene(xml: text, file: "Landscape.xib"))
        XCTAssertEqual(swapped["Cmp-ke-002"], "20,20,227,30")
        XCTAssertEqual(swapped["Cmp-sh-003"], "247,20,400,30")
    }

    /// A landscape phone: the 667 × 375 screen, no status bar (iOS hides it
    /// in landscape on phones), so the safe area's top is 0.
    func testLandscapeDeviceAndCustomFont() throws {
        let doc = try InterfaceBuilderFile.load(path: Fixtures.path("Landscape.xib"))
        XCTAssertEqual(doc.orientation, .landscape)
        let imported = try doc.imported(doc.scenes[0])
        // A custom font is kept by name and size; Linux draws it with the
        // fallback face, and the label keeps the size Xcode stored for it.
        XCTAssertTrue(imported.yaml.contains("font: \"Georgia 20\""), imported.yaml)
        let f = try frames(of: imported)
        XCTAssertEqual(f["Cmp-rt-001"], "0,0,667,375")
        XCTAssertEqual(f["Cmp-lb-004"], "20,66,47,24")
    }
}
