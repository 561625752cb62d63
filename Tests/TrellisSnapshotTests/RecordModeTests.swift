import Foundation
import TrellisSnapshot
import XCTest

/// Record modes as swift-snapshot-testing has them, CI, and atomic writes.
final class RecordModeTests: SnapshotTestCase {
    var reference: String { layouts + "/__Snapshots__/card/iphone-se-portrait.step-0.png" }
    var frames: String { layouts + "/__Snapshots__/card/iphone-se-portrait.step-0.frames.json" }

    func change() throws { try edit(layouts + "/card.yaml", "title.leading == root.leading + 16", "title.leading == root.leading + 20") }

    func testModeFromTheEnvironment() throws {
        XCTAssertEqual(try RecordMode.fromEnvironment([:], default: .missing), .missing)
        XCTAssertEqual(try RecordMode.fromEnvironment(["CI": "true"], default: .all), .never)
        XCTAssertEqual(try RecordMode.fromEnvironment(["CI": "1"], default: .missing), .never)
        XCTAssertEqual(try RecordMode.fromEnvironment(["CI": "false"], default: .missing), .missing)
        XCTAssertEqual(try RecordMode.fromEnvironment(["CI": "true", "TRELLIS_RECORD": "failed"], default: .missing), .failed)
        XCTAssertEqual(try RecordMode.fromEnvironment(["TRELLIS_RECORD": "ALL"], default: .never), .all)
        XCTAssertThrowsError(try RecordMode.fromEnvironment(["TRELLIS_RECORD": "yes"], default: .never)) { error in
            XCTAssertEqual("\(error)", "TRELLIS_RECORD=yes is not a record mode; expected one of all, missing, failed, never")
        }
    }

    func testNeverWithAMissingReferenceFailsWithoutWriting() throws {
        try copyFixture("card.yaml")
        let mode = try RecordMode.fromEnvironment(["CI": "true"], default: .missing)
        let result = try run(mode: mode)
        XCTAssertEqual(result.results.map(\.status), [.failed, .failed])
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(result.results[0].summary.hasPrefix("no reference (iphone-se-portrait.step-0.png, iphone-se-portrait.step-0.frames.json); run `trellis snapshot record`"),
                      result.results[0].summary)
        XCTAssertFalse(FileManager.default.fileExists(atPath: layouts + "/__Snapshots__"), "nothing written beside the layout")
        // The actual files are left as artifacts (CI can upload them and someone can adopt them).
        let stem = Artifacts(directory: artifacts).stem(for: result.results[0].name)
        XCTAssertTrue(FileManager.default.fileExists(atPath: stem + ".actual.png"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: stem + ".actual.frames.json"))
    }

    func testMissingWritesAbsentReferencesAndFailsOnChanges() throws {
        try copyFixture("card.yaml")
        XCTAssertEqual(try run(mode: .missing).results.map(\.status), [.recorded, .recorded])
        XCTAssertEqual(try run(mode: .missing).results.map(\.status), [.passed, .passed])
        let before = bytes(reference)
        try change()
        XCTAssertEqual(try run(mode: .missing).results.map(\.status), [.failed, .failed])
        XCTAssertEqual(bytes(reference), before, "missing doesn't overwrite a reference")
    }

    func testFailedOverwritesOnlyWhatFails() throws {
        try copyFixture("card.yaml")
        XCTAssertEqual(try run(mode: .failed).results.map(\.status), [.recorded, .recorded], "absent references are written")
        let result = try run(mode: .failed)
        XCTAssertEqual(result.results.map(\.status), [.passed, .passed])
        XCTAssertEqual(result.results.flatMap(\.written), [])
        let before = bytes(reference)
        try change()
        let changed = try run(mode: .failed)
        XCTAssertEqual(changed.results.map(\.status), [.recorded, .recorded])
        XCTAssertTrue(changed.results[0].summary.hasPrefix("recorded over a changed reference (1 frame change"), changed.results[0].summary)
        XCTAssertEqual(changed.results[0].written, [reference, frames])
        XCTAssertNotEqual(bytes(reference), before)
        XCTAssertEqual(try run(mode: .never).results.map(\.status), [.passed, .passed])
    }

    func testAllRecordsEverything() throws {
        try copyFixture("card.yaml")
        XCTAssertEqual(try run(mode: .all).results.map(\.status), [.recorded, .recorded])
        let again = try run(mode: .all)
        XCTAssertEqual(again.results.map(\.status), [.recorded, .recorded])
        XCTAssertEqual(again.results[0].summary, "recorded (unchanged)")
        try change()
        let changed = try run(mode: .all)
        XCTAssertEqual(changed.results.map(\.status), [.recorded, .recorded])
        XCTAssertEqual(changed.results[0].written, [reference, frames])
        XCTAssertEqual(changed.exitCode, 0)
    }

    func testNeverFailsOnChangesAndWritesNothing() throws {
        try copyFixture("card.yaml")
        _ = try run(mode: .all)
        let before = (bytes(reference), bytes(frames))
        try change()
        let result = try run(mode: .never)
        XCTAssertEqual(result.results.map(\.status), [.failed, .failed])
        XCTAssertEqual(result.results.flatMap(\.written), [])
        XCTAssertEqual(bytes(reference), before.0)
        XCTAssertEqual(bytes(frames), before.1)
    }

    func testWritesAreAtomicAndLeaveNoTemporaryFiles() throws {
        try copyFixture("card.yaml")
        _ = try run(mode: .all)
        try change()
        _ = try run(mode: .failed)
        _ = try run(mode: .never)
        let leftovers = (allFiles(layouts) + allFiles(artifacts)).filter { $0.contains(".tmp-") }
        XCTAssertEqual(leftovers, [])
        // A write that can't complete (the target is a non-empty folder) leaves neither a partial file nor a temporary one.
        let blocked = temp.appendingPathComponent("blocked")
        try FileManager.default.createDirectory(at: blocked.appendingPathComponent("inside"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try AtomicFile.write([1, 2, 3], to: blocked.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temp.path).filter { $0.contains(".tmp-") }, [])
        // A write replaces the whole file at once.
        let target = temp.appendingPathComponent("file.txt").path
        try AtomicFile.write("first version, longer", to: target)
        try AtomicFile.write("second", to: target)
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "second")
    }
}
