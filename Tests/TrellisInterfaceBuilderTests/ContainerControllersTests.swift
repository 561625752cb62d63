import Foundation
import TrellisFormat
import TrellisLayout
import XCTest
@testable import TrellisInterfaceBuilder

/// Container controllers "as far as they set the safe area and the root
/// size" (issue 11): a tab bar controller's tabs get its 49-pt bar, a
/// container view's embedded child is laid out at the container's size,
/// and a split view controller passes the tab bar on to its columns, whose
/// navigation controller adds its bar. ContainerControllers.storyboard is
/// hand-written (Xcode 15, iPhone 8); its frames were computed by hand.
final class ContainerControllersTests: XCTestCase {
    func scene(_ id: String) throws -> [String: String] { try frames("ContainerControllers.storyboard", scene: id) }

    func testContainersHaveNoSceneOfTheirOwn() throws {
        let doc = try InterfaceBuilderFile.load(path: Fixtures.path("ContainerControllers.storyboard"))
        XCTAssertEqual(doc.scenes.map(\.id), ["Par-sc-001", "Chd-sc-001", "Mst-sc-001"])
        XCTAssertFalse(doc.warnings.contains { $0.kind == "unsupported-element" }, "\(doc.warnings)")
    }

    /// The container sits on the safe area's bottom: 667 − 49 (tab bar) − 200.
    func testTabBarSetsTheBottomOfTheSafeArea() throws {
        XCTAssertEqual(try scene("Par-sc-001")["Par-cv-003"], "0,418,375,200")
    }

    /// The embedded child's root is the container's 375 × 200, its stored
    /// frame; a box 20 in from every edge.
    func testEmbeddedChildIsLaidOutAtTheContainersSize() throws {
        let f = try scene("Chd-sc-001")
        XCTAssertEqual(f["Chd-rt-002"], "0,0,375,200")
        XCTAssertEqual(f["Chd-bx-003"], "20,20,335,160")
    }

    /// Split view controller in a tab, navigation controller in its master
    /// column: status bar 20 + navigation bar 44 above, tab bar 49 below.
    func testSplitColumnGetsTheTabBarAndItsNavigationBar() throws {
        XCTAssertEqual(try scene("Mst-sc-001")["Mst-bx-003"], "0,64,375,554")
        let doc = try InterfaceBuilderFile.load(path: Fixtures.path("ContainerControllers.storyboard"))
        let imported = try doc.imported(try doc.scenes(matching: "Mst-sc-001")[0])
        let layout = try LayoutBuilder.build(imported.document)
        let report = IBLint.check(imported, layout)
        XCTAssertTrue(report.isEmpty, "\(report)")
    }

    /// `trellis layout FILE --device iphone-15`: the scene keeps its
    /// navigation and tab bars at the new device's heights (the bar from
    /// the Dynamic Island's 53.667-point status bar, 44 tall, above; 34 + 49
    /// below), and in landscape on the SE both are 32.
    func testDeviceOverrideKeepsTheScenesBars() throws {
        let doc = try InterfaceBuilderFile.load(path: Fixtures.path("ContainerControllers.storyboard"))
        let imported = try doc.imported(try doc.scenes(matching: "Mst-sc-001")[0])
        XCTAssertTrue(imported.yaml.contains("bars: {top: navigation, bottom: tabBar}"), imported.yaml)
        let box = imported.names["Mst-bx-003"]!
        let phone = try LayoutBuilder.build(imported.document, device: "iphone-15")
        XCTAssertEqual(phone.view(box).map { describe($0.frame) }, "0,97.667,393,671.333")
        let landscape = try LayoutBuilder.build(imported.document, device: "iphone-se", orientation: .landscape)
        XCTAssertEqual(landscape.view(box).map { describe($0.frame) }, "0,32,667,311")
    }
}
