import Foundation
import XCTest

/// `render FILE.storyboard --scene all` reads the file once
/// (InterfaceBuilderDocumentCache.swift): its reader warnings are printed
/// once, not once per scene as each scene's build read the file again
/// (`<fooView>` is no element Trellis knows: a reader warning).
final class InterfaceBuilderReadOnceTests: XCTestCase {
    /// Runs the binary built beside the test runner.
    func run(_ arguments: [String]) throws -> CommandLineTests.Run { try InterfaceBuilderCommandTests.run(arguments) }

    func testRenderAllScenesWarnsOnce() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("read-once-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func scene(_ n: Int) -> String {
            """
                    <scene sceneID="sc-\(n)">
                        <objects>
                            <viewController id="vc-\(n)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root-\(n)">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <subviews>
                                        <fooView contentMode="scaleToFill" id="map-\(n)">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                        </fooView>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """
        }
        let path = dir.appendingPathComponent("Two.storyboard").path
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="AppleCocoa" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
            \(scene(1))
            \(scene(2))
                </scenes>
            </document>
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try run(["render", path, "--scene", "all", "-o", dir.path + "/"])
        XCTAssertEqual(r.status, 0, r.stderr)
        // Two scenes, two pictures, each unknown element's warning once.
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Two-sc-1.png").path), r.stdout + r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Two-sc-2.png").path), r.stdout + r.stderr)
        XCTAssertEqual(r.stderr.components(separatedBy: "unsupported element <fooView> 'map-1'").count - 1, 1, r.stderr)
        XCTAssertEqual(r.stderr.components(separatedBy: "unsupported element <fooView> 'map-2'").count - 1, 1, r.stderr)
    }
}
