import Foundation
import TrellisLayout
import XCTest
@testable import TrellisFormat

/// `canvas: {…, bars: {top: navigation, bottom: tabBar}}`: a controller's
/// view under a navigation bar and above a tab bar, added to the device's
/// safe area at that device's heights (docs/FORMAT.md, "Canvas"; Apple's
/// `safeAreaInsets` docs: "the navigation bar and tab bar … reflect in the
/// safe area of a view controller's view").
final class CanvasBarsTests: XCTestCase {
    func build(_ canvas: String, device: String? = nil, orientation: Orientation? = nil, rotating: Bool = false) throws -> BuiltLayout {
        try LayoutBuilder.build(try LayoutFile.parse("""
            canvas: \(canvas)
            root:
              subviews: [{id: content}]
            constraints:
              - "H:|[content]|"
              - content.top == root.safeArea.top
              - content.bottom == root.safeArea.bottom
            """ + (rotating ? "\nsteps:\n  - orientation: landscape\n" : ""), file: "b.yaml"), device: device, orientation: orientation)
    }

    func testBarsAddTheDevicesHeightsAndFollowRotation() throws {
        // iPhone 15: the bar starts at the Dynamic Island's 53.667-point
        // status bar (5.333 inside the 59-point safe area, as developers
        // measure in the simulator), 44 tall; 34 + 49 below:
        // 852 − 97.667 − 83 = 671.333.
        let b = try build("{device: iphone-15, bars: {top: navigation, bottom: tabBar}}", rotating: true)
        XCTAssertEqual(b.frame("content"), "0,97.667,393,671.333")
        // Landscape is compact height: both bars are 32, the status bar hides
        // (393 − 32 − 21 − 32 = 308).
        try b.applyNextStep()
        XCTAssertEqual(b.frame("content"), "0,32,852,308")
        XCTAssertEqual(try build("{device: iphone-se, bars: {top: largeTitle, bottom: toolbar}}").frame("content"), "0,116,375,507")
        XCTAssertEqual(try build("{device: ipad-11, bars: {top: navigation, bottom: tabBar}}").frame("content"), "0,74,834,1050")
        XCTAssertEqual(try build("{device: iphone-se, bars: {top: prompt}}").frame("content"), "0,94,375,573")
    }

    /// On an explicit canvas `safeArea` is the whole inset; the bars are
    /// kept for a device given on the command line.
    func testExplicitCanvasesRecordBarsForADeviceOverride() throws {
        let canvas = "{width: 375, height: 667, safeArea: {top: 64, bottom: 49}, bars: {top: navigation, bottom: tabBar}}"
        XCTAssertEqual(try build(canvas).frame("content"), "0,64,375,554")
        XCTAssertEqual(try build(canvas, device: "iphone-15").frame("content"), "0,97.667,393,671.333")
        XCTAssertEqual(try build(canvas, device: "iphone-se", orientation: .landscape).frame("content"), "0,32,667,311")
        // Without bars the override gives the device's bare safe area.
        XCTAssertEqual(try build("{width: 375, height: 667, safeArea: {top: 64, bottom: 49}}", device: "iphone-15").frame("content"), "0,59,393,759")
    }

    func testUnknownBarIsLocatedWithASuggestion() {
        XCTAssertThrowsError(try build("{device: iphone-15, bars: {top: navigationBar}}")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("b.yaml:1:"), text)
            XCTAssertTrue(text.contains("unknown top bar 'navigationBar'") && text.contains("navigation"), text)
        }
        XCTAssertThrowsError(try build("{device: iphone-15, bars: {left: tabBar}}"))
    }
}
