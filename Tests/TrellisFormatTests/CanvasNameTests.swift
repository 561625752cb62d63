import Foundation
import TrellisLayout
import XCTest
@testable import TrellisFormat

/// `canvas: {…, name: retina4_7-portrait}`: an explicit canvas's name in
/// captions and snapshot names (docs/FORMAT.md, "Canvas"). A label: it
/// changes no frame.
final class CanvasNameTests: XCTestCase {
    func build(_ canvas: String) throws -> BuiltLayout {
        try LayoutBuilder.build(try LayoutFile.parse("canvas: \(canvas)\nroot:\n  subviews: [{id: a}]\nconstraints:\n  - \"H:|-[a]-|\"\n  - \"V:|-[a]-|\"\n", file: "n.yaml"))
    }

    func testNameLabelsCaptionsAndSnapshots() throws {
        let named = try build("{width: 667, height: 375, name: retina4_7-landscape}")
        XCTAssertEqual(named.canvasCaption, "retina4_7-landscape")
        XCTAssertEqual(named.snapshotConfiguration, "retina4_7-landscape")
        let unnamed = try build("{width: 667, height: 375}")
        XCTAssertEqual(unnamed.canvasCaption, "custom portrait")
        XCTAssertEqual(unnamed.snapshotConfiguration, "custom")
        let device = try build("{device: iphone-se, orientation: landscape}")
        XCTAssertEqual(device.canvasCaption, "iphone-se landscape")
        XCTAssertEqual(device.snapshotConfiguration, "iphone-se-landscape")
    }

    func testNameChangesNoFrame() throws {
        XCTAssertEqual(try build("{width: 375, height: 667, name: retina4_7-portrait}").frame("a"),
                       try build("{width: 375, height: 667}").frame("a"))
    }

    func testANameThatCantBeAFileNameIsLocatedBadInput() throws {
        for bad in ["\"../up\"", "\".hidden\"", "\"a b\"", "\"\(String(repeating: "x", count: 65))\""] {
            XCTAssertThrowsError(try build("{width: 100, height: 100, name: \(bad)}"), bad) { error in
                XCTAssertTrue("\(error)".contains("n.yaml:1:") && "\(error)".contains("can't name a snapshot file"), "\(error)")
            }
        }
        XCTAssertThrowsError(try build("{device: iphone-15, name: phone}")) { error in
            XCTAssertTrue("\(error)".contains("'name' can't be given with 'device'"), "\(error)")
        }
    }
}
