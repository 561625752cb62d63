import Foundation
import TrellisDiff
import TrellisSnapshot
import XCTest

/// Record, verify, and what a changed layout says.
final class SnapshotRunTests: SnapshotTestCase {
    func testRecordThenVerifyPasses() throws {
        try copyFixture("card.yaml")
        let recorded = try run(mode: .all)
        XCTAssertEqual(recorded.results.map(\.status), [.recorded, .recorded])
        XCTAssertEqual(recorded.exitCode, 0)
        XCTAssertEqual(allFiles(layouts), [
            "__Snapshots__/card/iphone-se-portrait.step-0.frames.json",
            "__Snapshots__/card/iphone-se-portrait.step-0.png",
            "__Snapshots__/card/iphone-se-portrait.step-1.frames.json",
            "__Snapshots__/card/iphone-se-portrait.step-1.png",
            "card.yaml",
        ])
        let verified = try run(mode: .never)
        XCTAssertEqual(verified.results.map(\.status), [.passed, .passed])
        XCTAssertEqual(verified.exitCode, 0)
        XCTAssertTrue(verified.summaryLine.hasPrefix("2 snapshots: 2 passed ("), verified.summaryLine)
        // The frames reference is exactly what `trellis layout --json` prints (same shape, same numbers).
        let frames = try String(contentsOfFile: layouts + "/__Snapshots__/card/iphone-se-portrait.step-0.frames.json", encoding: .utf8)
        XCTAssertTrue(frames.hasPrefix("{\n  \"views\": [\n    {\n      \"id\": \"root\",\n      \"frame\": {\n        \"x\": 0,"), frames)
        XCTAssertTrue(frames.contains("\"id\": \"title\",\n      \"frame\": {\n        \"x\": 16,\n        \"y\": 36,"), frames)
        XCTAssertTrue(frames.contains("\"diagnostics\": {\n    \"ambiguous\": [],\n    \"broken\": [],\n    \"log\": \"\"\n  }"), frames)
    }

    func testChangedLayoutFailsWithReadableMessage() throws {
        let layout = try copyFixture("card.yaml")
        _ = try run(mode: .all)
        let reference = layouts + "/__Snapshots__/card/iphone-se-portrait.step-0.png"
        let before = bytes(reference)
        try edit(layout, "title.leading == root.leading + 16", "title.leading == root.leading + 20")
        let verified = try run(mode: .never)
        XCTAssertEqual(verified.results.map(\.status), [.failed, .failed])
        XCTAssertEqual(verified.exitCode, 1)
        let message = verified.results[0].message
        XCTAssertTrue(message.hasPrefix("card/iphone-se-portrait.step-0: differs from the reference: 1 frame change; "), message)
        XCTAssertTrue(message.contains("\n  frames:\n    title.frame.x 16 → 20 (+4)\n  image: "), message)
        XCTAssertTrue(message.contains("pixels differ ("), message)
        XCTAssertEqual(verified.results[0].framesDifferences, ["title.frame.x 16 → 20 (+4)"])
        // verify never writes a reference; the artifacts hold reference, actual, diff and composite.
        XCTAssertEqual(bytes(reference), before)
        let stem = Artifacts(directory: artifacts).stem(for: verified.results[0].name)
        for suffix in [".reference.png", ".actual.png", ".diff.png", ".composite.png", ".actual.frames.json",
                       ".reference.frames.json", ".frames-diff.txt"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: stem + suffix), stem + suffix)
        }
        XCTAssertEqual(try String(contentsOfFile: stem + ".frames-diff.txt", encoding: .utf8), "title.frame.x 16 → 20 (+4)\n")
        let diff = try PNGCodec.read(path: stem + ".diff.png")
        let actual = try PNGCodec.read(path: stem + ".actual.png")
        XCTAssertEqual(diff.width, actual.width)
    }

    func testTheGalleryFailsReadablyWhenALayoutChanges() throws {
        // The project's own references: copy one gallery layout and its references, change a constant.
        let name = "steps-constant"
        let source = Self.gallery.appendingPathComponent("__Snapshots__").appendingPathComponent(name)
        XCTAssertTrue(FileManager.default.fileExists(atPath: source.path), "record the gallery: trellis snapshot record Snapshots")
        let target = temp.appendingPathComponent("layouts/__Snapshots__").appendingPathComponent(name)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: target)
        try FileManager.default.copyItem(at: Self.gallery.appendingPathComponent(name + ".yaml"),
                                         to: temp.appendingPathComponent("layouts/\(name).yaml"))
        XCTAssertEqual(try run(mode: .never).exitCode, 0, "the gallery references match")
        try edit(layouts + "/\(name).yaml", "drawer.width == 280", "drawer.width == 240")
        let verified = try run(mode: .never)
        XCTAssertEqual(verified.exitCode, 1)
        let step2 = try XCTUnwrap(verified.results.first { $0.name.base == "iphone-15-portrait.step-2" })
        XCTAssertEqual(step2.status, .failed)
        XCTAssertTrue(step2.message.contains("drawer.frame.width 280 → 240"), step2.message)
        XCTAssertTrue(step2.message.contains("\n    drawer.frame.x 0 → 40 (+40)\n"), step2.message)
    }

    func testFramesWithinOnePixelPass() throws {
        let reference = #"{"views": [{"id": "a", "frame": {"x": 16, "y": 0, "width": 100, "height": 20}}]}"#
        func moved(_ x: Double) -> String { reference.replacingOccurrences(of: "\"x\": 16", with: "\"x\": \(x)") }
        XCTAssertEqual(FramesDiff.compare(reference: reference, actual: moved(16.333), tolerance: 1.0 / 3), [])
        XCTAssertEqual(FramesDiff.compare(reference: reference, actual: moved(16.5), tolerance: 1.0 / 3), ["a.frame.x 16 → 16.5 (+0.5)"])
        XCTAssertEqual(FramesDiff.compare(reference: reference, actual: moved(17), tolerance: 1), [])
        XCTAssertEqual(FramesDiff.compare(reference: reference, actual: moved(17.5), tolerance: 1), ["a.frame.x 16 → 17.5 (+1.5)"])
    }

    func testFramesDiffGroupsViewsThatMovedTogether() {
        func record(_ ys: [Int], width: Int = 10) -> String {
            let views = ys.enumerated().map { i, y in
                #"{"id": "v\#(i)", "frame": {"x": 0, "y": \#(y), "width": \#(width), "height": 10}}"#
            }
            return #"{"views": [\#(views.joined(separator: ","))]}"#
        }
        // Three moved down 12 together; one moved by another amount; one also got wider.
        let reference = record([0, 20, 40, 60, 80])
        let actual = record([0, 32, 52, 72, 81]).replacingOccurrences(of: #""y": 81, "width": 10"#, with: #""y": 81, "width": 12"#)
        XCTAssertEqual(FramesDiff.compare(reference: reference, actual: actual, tolerance: 0.5), [
            "3 views moved down 12 pt: v1, v2, v3",
            "v4.frame.y 80 → 81 (+1)",
            "v4.frame.width 10 → 12 (+2)",
        ])
        // Two alike stay two lines.
        XCTAssertEqual(FramesDiff.compare(reference: record([0, 20]), actual: record([0, 8]), tolerance: 0.5),
                       ["v1.frame.y 20 → 8 (−12)"])
    }

    func testFramesDiffNamesAddedRemovedHiddenAndDiagnostics() {
        let reference = """
            {"views": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}},
                       {"id": "b", "frame": {"x": 0, "y": 10, "width": 10, "height": 10}}],
             "guides": [], "diagnostics": {"ambiguous": [], "broken": [], "log": ""}}
            """
        let actual = """
            {"views": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "hidden": true},
                       {"id": "c", "frame": {"x": 5, "y": 5, "width": 1, "height": 2}}],
             "guides": [], "diagnostics": {"ambiguous": [{"view": "c", "attributes": ["minY"]}],
                                           "broken": [{"constraint": "c.width == 10", "name": null}], "log": "x"}}
            """
        XCTAssertEqual(FramesDiff.compare(reference: reference, actual: actual, tolerance: 0.5), [
            "a: shown → hidden",
            "b: removed (was 0, 10, 10, 10)",
            "c: added (frame 5, 5, 1, 2)",
            "ambiguous: c.minY (new)",
            "broken: c.width == 10 (new)",
        ])
        XCTAssertEqual(FramesDiff.compare(reference: reference, actual: "not json", tolerance: 0.5),
                       ["the actual frames record is not valid JSON"])
    }

    func testALayoutThatDoesntLoadIsBadInput() throws {
        try copyFixture("card.yaml")
        try edit(layouts + "/card.yaml", "title.top == root.safeArea.top + 16", "titel.top == root.safeArea.top + 16")
        XCTAssertThrowsError(try SnapshotPlan.make(paths: [layouts])) { error in
            let message = (error as? SnapshotError)?.message ?? ""
            XCTAssertTrue(message.contains("card.yaml:14:5: error: unknown view 'titel'"), message)
            XCTAssertTrue(message.contains("did you mean 'title'?"), message)
        }
        XCTAssertThrowsError(try SnapshotPlan.make(paths: [temp.appendingPathComponent("nope").path]))
    }
}

final class TwoColourDiffTests: XCTestCase {
    /// A dark square that moved right by 2: its old place is "removed", its
    /// new place "added", the overlap and the background unchanged (faded).
    func testRemovedAndAddedGetTheirOwnColours() {
        func square(at x0: Int) -> PixelImage {
            var img = PixelImage(width: 8, height: 4, fill: (r: 255, g: 255, b: 255, a: 255))
            for y in 1..<3 { for x in x0..<(x0 + 3) { let i = (y * 8 + x) * 4; img.pixels[i] = 0; img.pixels[i + 1] = 0; img.pixels[i + 2] = 0 } }
            return img
        }
        let d = TwoColourDiff.image(square(at: 1), square(at: 3))
        let removed = TwoColourDiff.removed, added = TwoColourDiff.added
        XCTAssertEqual(d.pixel(x: 1, y: 1), [removed.0, removed.1, removed.2, 255])
        XCTAssertEqual(d.pixel(x: 5, y: 1), [added.0, added.1, added.2, 255])
        XCTAssertEqual(d.pixel(x: 3, y: 1), [192, 192, 192, 255], "unchanged ink, faded")
        XCTAssertEqual(d.pixel(x: 0, y: 0), [255, 255, 255, 255])
    }
}
