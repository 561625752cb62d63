import TrellisLayout
import XCTest
@testable import TrellisFormat

/// Device presets, orientation, overrides, and size-class conditions.
final class DeviceTests: XCTestCase {
    func window(_ device: String, _ orientation: Orientation) throws -> UIWindow {
        try LayoutBuilder.build(try LayoutFile.parse("root: {}", file: "x.yaml"), device: device, orientation: orientation).window
    }

    func check(_ w: UIWindow, _ width: Double, _ height: Double, _ scale: Double, _ safe: UIEdgeInsets,
               _ h: UIUserInterfaceSizeClass, _ v: UIUserInterfaceSizeClass, line: UInt = #line) {
        XCTAssertEqual(w.frame.size, CGSize(width: width, height: height), line: line)
        XCTAssertEqual(w.scale, scale, line: line)
        XCTAssertEqual(w.windowSafeAreaInsets, safe, line: line)
        XCTAssertEqual(w.horizontalSizeClass, h, line: line)
        XCTAssertEqual(w.verticalSizeClass, v, line: line)
    }

    func testPresets() throws {
        XCTAssertEqual(Device.all.map(\.name), ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-11"])
        check(try window("iphone-se", .portrait), 375, 667, 2, UIEdgeInsets(top: 20), .compact, .regular)
        check(try window("iphone-se", .landscape), 667, 375, 2, .zero, .compact, .compact)
        check(try window("iphone-15", .portrait), 393, 852, 3, UIEdgeInsets(top: 59, bottom: 34), .compact, .regular)
        check(try window("iphone-15", .landscape), 852, 393, 3, UIEdgeInsets(left: 59, bottom: 21, right: 59), .compact, .compact)
        check(try window("iphone-15-pro-max", .portrait), 430, 932, 3, UIEdgeInsets(top: 59, bottom: 34), .compact, .regular)
        check(try window("iphone-15-pro-max", .landscape), 932, 430, 3, UIEdgeInsets(left: 59, bottom: 21, right: 59), .regular, .compact)
        check(try window("ipad-11", .portrait), 834, 1194, 2, UIEdgeInsets(top: 24, bottom: 20), .regular, .regular)
        check(try window("ipad-11", .landscape), 1194, 834, 2, UIEdgeInsets(top: 24, bottom: 20), .regular, .regular)
    }

    func testCanvasOrientationAndExplicitCanvas() throws {
        let landscape = try LayoutBuilder.build(try LayoutFile.parse("canvas: {device: iphone-15, orientation: landscape}\nroot: {}", file: "x.yaml"))
        XCTAssertEqual(landscape.orientation, .landscape)
        XCTAssertEqual(landscape.window.frame.width, 852)
        let explicit = try LayoutBuilder.build(try LayoutFile.parse("""
            canvas: {width: 500, height: 400, scale: 1, safeArea: {top: 10, left: 5}, sizeClasses: {horizontal: regular}}
            root: {}
            """, file: "x.yaml"))
        XCTAssertNil(explicit.device)
        check(explicit.window, 500, 400, 1, UIEdgeInsets(top: 10, left: 5), .regular, .compact)
    }

    /// `screen`: a freeform canvas on a large phone's screen (a 600 x 120
    /// banner designed on a 414-point phone) takes the phone's 20-point
    /// minimum margins, as Xcode stores such views, and so does any canvas
    /// 400 points wide or wider on a given phone (the banner on a 375-point phone:
    /// docs/INTERFACE-BUILDER.md, "Freeform views wider than their phone");
    /// the same canvas on its own, or one no wider than a 375-point phone's
    /// screen, keeps 16. With a device it's an error.
    func testCanvasScreenDecidesTheMinimumMargins() throws {
        func leading(_ canvas: String) throws -> Double {
            let text = "canvas: {\(canvas)}\nroot:\n  subviews:\n    - {id: a, intrinsicSize: {width: 10, height: 10}}\n"
                + "constraints:\n  - a.leading == root.margins.leading\n  - a.top == root.top\n"
            let b = try LayoutBuilder.build(try LayoutFile.parse(text, file: "x.yaml"))
            return Double(try XCTUnwrap(b.view("a")).frame.minX)
        }
        let banner = "width: 600, height: 120, sizeClasses: {horizontal: compact, vertical: regular}"
        XCTAssertEqual(try leading(banner), 16)
        XCTAssertEqual(try leading(banner + ", screen: {width: 414, height: 896}"), 20)
        XCTAssertEqual(try leading(banner + ", screen: {width: 375, height: 667}"), 20)
        let narrow = "width: 375, height: 120, sizeClasses: {horizontal: compact, vertical: regular}"
        XCTAssertEqual(try leading(narrow + ", screen: {width: 375, height: 667}"), 16)
        XCTAssertThrowsError(try LayoutFile.parse("canvas: {device: iphone-15, screen: {width: 414, height: 896}}\nroot: {}", file: "x.yaml")) {
            XCTAssertTrue(($0 as? FormatError)?.message.contains("'screen' can't be given with 'device'") == true, "\($0)")
        }
        XCTAssertThrowsError(try LayoutFile.parse("canvas: {width: 100, height: 100, screen: {width: 414}}\nroot: {}", file: "x.yaml"))
    }

    /// `minimumMargins`: the root's minimum leading and trailing margins,
    /// given, win over the size-class rule (a regular width's 20 becomes
    /// 16, as on Xcode 6's 600 × 600 canvas) and over a given screen; a
    /// root's own larger margins still win over the minimum. With a
    /// device it's an error.
    func testCanvasMinimumMarginsReplaceTheSizeClassRule() throws {
        func leading(_ canvas: String, margins: String = "") throws -> Double {
            let text = "canvas: {\(canvas)}\nroot:\n\(margins)  subviews:\n    - {id: a, intrinsicSize: {width: 10, height: 10}}\n"
                + "constraints:\n  - a.leading == root.margins.leading\n  - a.top == root.top\n"
            let b = try LayoutBuilder.build(try LayoutFile.parse(text, file: "x.yaml"))
            return Double(try XCTUnwrap(b.view("a")).frame.minX)
        }
        let regular = "width: 600, height: 600, sizeClasses: {horizontal: regular, vertical: regular}"
        XCTAssertEqual(try leading(regular), 20)
        XCTAssertEqual(try leading(regular + ", minimumMargins: 16"), 16)
        XCTAssertEqual(try leading(regular + ", minimumMargins: 16, screen: {width: 414, height: 896}"), 16)
        XCTAssertEqual(try leading(regular + ", minimumMargins: 16", margins: "  margins: {top: 8, left: 30, bottom: 8, right: 30}\n"), 30)
        XCTAssertThrowsError(try LayoutFile.parse("canvas: {device: iphone-15, minimumMargins: 16}\nroot: {}", file: "x.yaml")) {
            XCTAssertTrue(($0 as? FormatError)?.message.contains("'minimumMargins' can't be given with 'device'") == true, "\($0)")
        }
        XCTAssertThrowsError(try LayoutFile.parse("canvas: {width: 100, height: 100, minimumMargins: -1}\nroot: {}", file: "x.yaml"))
    }

    func testSizeClassConditionsFollowRotationAndDevice() throws {
        let b = try LayoutBuilder.build(try LayoutFile.load(path: Fixtures.path("sizeclasses.yaml")))
        XCTAssertEqual(b.frame("a"), "0,59,430,100")
        XCTAssertEqual(b.frame("b"), "0,167,430,100")
        XCTAssertTrue(b.namedConstraints["compact#1"]!.isActive)
        XCTAssertFalse(b.namedConstraints["regular#1"]!.isActive)
        try b.applyNextStep()   // Max in landscape: regular width
        XCTAssertEqual(b.orientation, .landscape)
        XCTAssertFalse(b.namedConstraints["compact#1"]!.isActive)
        XCTAssertTrue(b.namedConstraints["regular#1"]!.isActive)
        XCTAssertEqual(b.frame("a"), "59,0,403,100")
        XCTAssertEqual(b.frame("b"), "470,0,403,100")
        try b.applyNextStep()
        XCTAssertEqual(b.device?.name, "ipad-11")
        XCTAssertEqual(b.orientation, .portrait)
        XCTAssertEqual(b.window.scale, 2)
        XCTAssertEqual(b.frame("a"), "0,24,413,100")
        XCTAssertEqual(b.frame("b"), "421,24,413,100")
    }

    func testCommandLineOverride() throws {
        let doc = try LayoutFile.load(path: Fixtures.path("sizeclasses.yaml"))
        let b = try LayoutBuilder.build(doc, device: "iphone-se", orientation: .landscape)
        XCTAssertEqual(b.device?.name, "iphone-se")
        XCTAssertEqual(b.frame("a"), "0,0,667,100")   // compact: stacked, no safe area
        XCTAssertEqual(b.frame("b"), "0,108,667,100")
    }

    func testDeactivatedConditionalConstraintStaysOff() throws {
        let b = try LayoutBuilder.build(try LayoutFile.parse("""
            canvas: {device: iphone-15}
            root:
              subviews: [{id: a}]
            constraints:
              - {id: w, constraint: "a.width == 10", when: {vertical: regular}}
            steps:
              - deactivate: w
              - orientation: landscape
              - {activate: w, orientation: portrait}
            """, file: "x.yaml"))
        XCTAssertTrue(b.namedConstraints["w"]!.isActive)
        try b.applyNextStep()
        XCTAssertFalse(b.namedConstraints["w"]!.isActive)
        try b.applyNextStep()
        XCTAssertFalse(b.namedConstraints["w"]!.isActive)
        try b.applyNextStep()
        XCTAssertTrue(b.namedConstraints["w"]!.isActive)
    }
}

final class ConditionTests: XCTestCase {
    func testNestedConditionsCombine() throws {
        let b = try LayoutBuilder.build(try LayoutFile.parse("""
            canvas: {device: iphone-15}
            root:
              subviews: [{id: a}]
            constraints:
              - id: outer
                when: {horizontal: compact}
                constraints:
                  - {id: both, constraint: "a.width == 10", when: {vertical: regular}}
                  - {id: never, constraint: "a.height == 10", when: {horizontal: regular}}
            steps:
              - orientation: landscape
            """, file: "x.yaml"))
        XCTAssertTrue(b.namedConstraints["both"]!.isActive)
        XCTAssertFalse(b.namedConstraints["never"]!.isActive)
        XCTAssertEqual(b.namedConstraints["both"]!.identifier, "both")
        XCTAssertEqual(b.namedConstraints["outer#2"]!.identifier, "never")
        try b.applyNextStep()
        XCTAssertFalse(b.namedConstraints["both"]!.isActive)
    }
}
