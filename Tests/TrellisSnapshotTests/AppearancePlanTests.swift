import Foundation
import TrellisDiff
import TrellisFormat
import TrellisLayout
import TrellisSnapshot
import XCTest

/// Dark variants of snapshots: `appearances: [light, dark]` in the
/// configuration, or `--appearance` (`SnapshotPlan.make(appearances:)`);
/// dark references are named `…-dark`, light ones keep their names.
final class AppearancePlanTests: SnapshotTestCase {
    func writeScreen() throws {
        try FileManager.default.createDirectory(atPath: layouts, withIntermediateDirectories: true)
        try """
            canvas: {device: iphone-se}
            root:
              color: systemBackground
              subviews:
                - {id: title, type: label, text: Hello}
            constraints: ["H:|-[title]", "V:|-40-[title]"]

            """.write(toFile: layouts + "/screen.yaml", atomically: true, encoding: .utf8)
    }

    func testAppearancesFromTheConfigurationAndTheCommandLine() throws {
        try writeScreen()
        XCTAssertEqual(try SnapshotPlan.make(paths: [layouts]).cases.map(\.description), ["screen/iphone-se-portrait.step-0"])
        XCTAssertEqual(try SnapshotPlan.make(paths: [layouts], appearances: [.dark]).cases.map(\.description),
                       ["screen/iphone-se-portrait-dark.step-0"])
        try "appearances: [light, dark]\n".write(toFile: temp.path + "/" + SnapshotConfig.fileName, atomically: true, encoding: .utf8)
        let plan = try SnapshotPlan.make(paths: [layouts])
        XCTAssertEqual(plan.cases.map(\.description), ["screen/iphone-se-portrait.step-0", "screen/iphone-se-portrait-dark.step-0"])
        XCTAssertEqual(plan.cases.map(\.appearance), [.light, .dark])
        let result = try run(mode: .all)
        XCTAssertEqual(result.results.map(\.status), [.recorded, .recorded])
        XCTAssertTrue(result.results[1].title.contains("iphone-se portrait dark"), result.results[1].title)
        XCTAssertFalse(result.results[0].title.contains("dark"), result.results[0].title)
        // The screen really is dark: systemBackground is black in dark
        // (Apple's UIColor values), white in light. The window's (0, 0) is
        // 20 pt in and 36 pt down the page (docs/RENDERING.md) at 1×.
        func screenPixel(_ name: String) throws -> [UInt8] {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: layouts + "/__Snapshots__/screen/\(name).step-0.png")))
            return Array(try PNGCodec.decode(bytes).pixel(x: 20 + 300, y: 36 + 400).prefix(3))
        }
        XCTAssertEqual(try screenPixel("iphone-se-portrait-dark"), [0, 0, 0])
        XCTAssertEqual(try screenPixel("iphone-se-portrait"), [255, 255, 255])
    }

    func testAFileWhoseCanvasIsDarkIsNamedDark() throws {
        try FileManager.default.createDirectory(atPath: layouts, withIntermediateDirectories: true)
        try "canvas: {device: iphone-se, userInterfaceStyle: dark}\nroot:\n  subviews: [{id: a}]\nconstraints: [\"H:|-[a]-|\", \"V:|-[a]-|\"]\n"
            .write(toFile: layouts + "/night.yaml", atomically: true, encoding: .utf8)
        XCTAssertEqual(try SnapshotPlan.make(paths: [layouts]).cases.map(\.description), ["night/iphone-se-portrait-dark.step-0"])
        XCTAssertEqual(try SnapshotPlan.make(paths: [layouts], appearances: [.light, .dark]).cases.map(\.description),
                       ["night/iphone-se-portrait.step-0", "night/iphone-se-portrait-dark.step-0"])
    }

    func testConfigurationErrors() throws {
        XCTAssertEqual(try SnapshotConfig.parse("appearances:\n  - dark\n", path: "c").appearances, [.dark])
        XCTAssertNil(try SnapshotConfig.parse("appearances: [dark]", path: "c").devices)
        XCTAssertThrowsError(try SnapshotConfig.parse("appearances: [dim]", path: "c.yaml")) { error in
            XCTAssertTrue("\(error)".hasPrefix("c.yaml:1: error: unknown appearance 'dim'"), "\(error)")
        }
        XCTAssertThrowsError(try SnapshotConfig.parse("# nothing\n", path: "c.yaml"))
    }
}
