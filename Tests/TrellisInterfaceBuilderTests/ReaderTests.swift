import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
}

func describe(_ r: CGRect) -> String {
    func n(_ d: Double) -> String { let r = (d * 1000).rounded() / 1000; return r == r.rounded() ? String(Int(r)) : String(r) }
    return "\(n(r.minX)),\(n(r.minY)),\(n(r.width)),\(n(r.height))"
}

/// Builds a scene and returns every view's frame by IB id.
func frames(_ file: String, scene: String? = nil) throws -> [String: String] {
    let doc = try InterfaceBuilderFile.load(path: Fixtures.path(file))
    return try frames(of: try doc.imported(try doc.scenes(matching: scene)[0]))
}

/// Every view's frame by IB id, for an imported scene laid out.
func frames(of imported: ImportedScene) throws -> [String: String] {
    let layout = try LayoutBuilder.build(imported.document)
    var out: [String: String] = [:]
    // A table view controller's scene has a plain root holding the table: no IB view.
    for (name, view) in layout.views { if let ib = imported.viewsByName[name] { out[ib.id] = describe(view.frame) } }
    return out
}

/// The first scene of IB XML written in a test, imported.
func importedScene(xml: String, file: String) throws -> ImportedScene {
    let doc = try InterfaceBuilderFile.parse(Data(xml.utf8), file: file)
    return try doc.imported(doc.scenes[0])
}

/// The reader on hand-written files in Xcode's format, whose frames were
/// computed by hand: laying them out gives back the stored frames.
final class ReaderTests: XCTestCase {
    func testScenesDeviceAndControllers() throws {
        let doc = try InterfaceBuilderFile.load(path: Fixtures.path("Main.storyboard"))
        XCTAssertTrue(doc.isStoryboard)
        XCTAssertEqual(doc.device?.id, "retina6_1")
        XCTAssertEqual(doc.device?.width, 390)   // the 390×844 @3x variant, picked by the root's stored size
        XCTAssertEqual(doc.device?.scale, 3)
        // The navigation controller has no view of its own: two scenes.
        XCTAssertEqual(doc.scenes.map(\.id), ["tne-QT-ifu", "Set-aa-001"])
        XCTAssertEqual(doc.scene("Greeting")?.controllerId, "BYZ-38-t0r")
        XCTAssertEqual(doc.scene("Settings")?.id, "Set-aa-001")
        XCTAssertEqual(doc.scene("BYZ-38-t0r")?.id, "tne-QT-ifu")
        XCTAssertEqual(doc.scene("Settings")?.topBars, 44)   // inferred: root of a navigation controller
    }

    func testConstraintsSafeAreaMarginsAspectAndPlaceholders() throws {
        let f = try frames("Main.storyboard")
        XCTAssertEqual(f["abc-12-def"], "20,67,42,20.333")      // safe area 47 + 20; stored label size
        XCTAssertEqual(f["Crd-9x-k2L"], "16,99.333,358,120")    // root margins 16 (compact width)
        XCTAssertEqual(f["Btn-1a-2b"], "141.667,43,75,34")      // centred in the card
        XCTAssertEqual(f["Img-3c-4d"], "16,227.333,90,120")     // multiplier 3:4; symbolic spacing 8
        XCTAssertEqual(f["Bot-5e-6f"], "0,766,390,44")          // safe area bottom 34; variation keeps 44
    }

    func testVariationsPickTheDesignedSizeClass() throws {
        let doc = try InterfaceBuilderFile.load(path: Fixtures.path("Main.storyboard"))
        let imported = try doc.imported(doc.scenes[0])
        let ids = Set(imported.constraintsByName.values.map(\.id))
        XCTAssertTrue(ids.contains("bh1-aa-bb6"))
        // A placeholder holds on the canvas only: kept, marked.
        XCTAssertTrue(ids.contains("ph1-aa-bd1"))
        XCTAssertTrue(imported.yaml.contains("    constraint: \"toolbar.top >= titleLabel.bottom + 300\"\n    placeholder: true"), imported.yaml)
        // Excluded by default and included for regular width: written with
        // that condition, so it is off on the designed (compact) canvas and
        // on in a regular width; the compact one is its mirror image.
        XCTAssertEqual(imported.constraintsByName["ib-bh2-aa-bb7-wR"]?.id, "bh2-aa-bb7")
        XCTAssertTrue(imported.yaml.contains("  - id: ib-bh2-aa-bb7-wR  # IB bh2-aa-bb7, line 52\n    constraint: \"toolbar.height == 60\"\n    when: {horizontal: regular}"), imported.yaml)
        XCTAssertTrue(imported.yaml.contains("  - id: ib-bh1-aa-bb6  # IB bh1-aa-bb6, line 51\n    constraint: \"toolbar.height == 44\"\n    when: {horizontal: compact}"), imported.yaml)
        let toolbar = imported.names["Bot-5e-6f"]!
        let designed = try LayoutBuilder.build(imported.document)
        XCTAssertEqual(designed.view(toolbar)?.frame.height, 44)
        let pad = try LayoutBuilder.build(imported.document, device: "ipad-11")
        XCTAssertEqual(pad.view(toolbar)?.frame.height, 60)
        let v = IBVariations(masks: doc.masks, horizontal: .regular, vertical: .regular)
        XCTAssertTrue(v.isInstalled("bh2-aa-bb7"))
        XCTAssertFalse(v.isInstalled("bh1-aa-bb6"))
        XCTAssertFalse(IBVariations(masks: doc.masks, horizontal: nil, vertical: nil).isInstalled("bh2-aa-bb7"))
    }

    func testOldLayoutGuidesBarsAndAutoresizing() throws {
        let f = try frames("Main.storyboard", scene: "Settings")
        XCTAssertEqual(f["Sw1-aa-006"], "325,155,51,31")  // top guide = 47 + nav bar 44; + 64; the 49-wide alignment rectangle at the margin (374), the frame 2 past it
        XCTAssertEqual(f["Fix-aa-007"], "10,700,100,40")  // no constraints: its stored frame
    }

    func testXibTopLevelViewOutletsAndImages() throws {
        let doc = try InterfaceBuilderFile.load(path: Fixtures.path("Cell.xib"))
        XCTAssertFalse(doc.isStoryboard)
        XCTAssertNil(doc.device)
        let imported = try doc.imported(doc.scenes[0])
        XCTAssertEqual(imported.names["Nam-aa-002"], "nameLabel")   // the File's Owner outlet
        XCTAssertEqual(imported.viewsByName["nameLabel"]?.accessibilityIdentifier, "badge.name")
        XCTAssertEqual(imported.viewsByName["nameLabel"]?.font, "body")   // UICTFontTextStyleBody
        XCTAssertEqual(imported.tolerance, 1)
        let f = try frames("Cell.xib")
        XCTAssertEqual(f["Bdg-aa-001"], "0,0,320,80")
        XCTAssertEqual(f["Avt-aa-004"], "24,16,48,48")     // image size from <resources>
        XCTAssertEqual(f["Nam-aa-002"], "96,29.5,104,21")
    }

    func testMultiplierSpellings() {
        XCTAssertEqual(IBValues.multiplier("3:4"), 0.75)
        XCTAssertEqual(IBValues.multiplier("1/4"), 0.25)
        XCTAssertEqual(IBValues.multiplier("0.5"), 0.5)
        XCTAssertNil(IBValues.multiplier("a:b"))
    }

    func testDeviceTable() {
        XCTAssertEqual(IBDevice.resolve("retina6_1", rootSize: CGSize(width: 414, height: 896))?.scale, 2)
        XCTAssertEqual(IBDevice.resolve("retina6_12", rootSize: nil)?.portraitSafeArea.top, 59)
        XCTAssertEqual(IBDevice.resolve("retina4_7", rootSize: nil)?.portraitSafeArea.top, 20)
        XCTAssertNil(IBDevice.resolve("retina9_9", rootSize: nil))
    }

    /// Session 20's hostile storyboards: `<device orientation="sideways">`
    /// was read as portrait without a word; it is still portrait, with a
    /// warning at the device (as an unknown device id has).
    func testAnUnknownOrientationIsAWarning() throws {
        let text = IBTestDocument.xib(orientation: "sideways", objects: [
            IBTestDocument.view("Uo-rv", (0, 0, 375, 667), autoresizes: true)])
        let doc = try InterfaceBuilderFile.parse(Data(text.utf8), file: "sideways.xib")
        XCTAssertEqual(doc.orientation, .portrait)
        let warning = try XCTUnwrap(doc.warnings.first { $0.kind == "unknown-orientation" })
        XCTAssertEqual(warning.description,
                       "sideways.xib:3:1: warning: unknown orientation 'sideways'; using portrait (expected portrait or landscape)")
        let landscape = IBTestDocument.xib(orientation: "landscape", objects: [IBTestDocument.view("Uo-rv", (0, 0, 667, 375), autoresizes: true)])
        XCTAssertTrue(try InterfaceBuilderFile.parse(Data(landscape.utf8), file: "l.xib").warnings.isEmpty)
    }
}
