import Foundation
import TrellisSnapshot
import XCTest

/// A run's report.json read back: everything the reports need survives
/// the trip, and a bad blob is refused naming the file and the fault.
final class ReportBlobTests: SnapshotTestCase {
    /// A verify run with one failure and one orphan, its reports in `artifacts`.
    func writtenRun() throws -> SnapshotRun {
        try copyFixture("card.yaml")
        _ = try run(mode: .all)
        try edit(layouts + "/card.yaml", "card-leading: 48", "card-leading: 40")
        try AtomicFile.write([0], to: layouts + "/__Snapshots__/card/old-device.step-0.png")
        let run = try run(mode: .never)
        _ = try Reports.write(run, to: artifacts)
        return run
    }

    func testARunSurvivesTheTripThroughItsReport() throws {
        let original = try writtenRun()
        let blob = try ReportBlob.read(artifacts)
        XCTAssertEqual(blob.file, artifacts + "/report.json")
        let read = blob.run
        XCTAssertEqual(read.results.map(\.name), original.results.map(\.name))
        XCTAssertEqual(read.results.map(\.status), [.passed, .failed])
        XCTAssertEqual(read.results.map(\.message), original.results.map(\.message), "FAIL messages read the same")
        XCTAssertEqual(read.results.map(\.title), original.results.map(\.title))
        XCTAssertEqual(read.results.map(\.source), original.results.map(\.source))
        XCTAssertEqual(read.results[1].source, SnapshotSource(file: layouts + "/card.yaml", line: 23), "the step's line")
        XCTAssertEqual(read.results[1].image, original.results[1].image)
        XCTAssertEqual(read.results[1].artifacts, original.results[1].artifacts)
        XCTAssertEqual(read.results[1].snapshotCase?.step, 1)
        XCTAssertEqual(read.orphans, original.orphans)
        XCTAssertEqual(read.mode, .never)
        XCTAssertEqual(read.exitCode, 1)
        // Artifact paths are stored relative to the report's folder.
        let json = try String(contentsOfFile: blob.file, encoding: .utf8)
        XCTAssertFalse(json.contains("\"actual\": \"\(artifacts)"), "relative, so the folder can move")
        XCTAssertTrue(json.hasPrefix("{\n  \"format\": \"trellis-snapshot-report\",\n  \"formatVersion\": 1,"), json)
    }

    func testABadBlobIsRefusedNamingTheFileAndTheFault() throws {
        _ = try writtenRun()
        let good = try String(contentsOfFile: artifacts + "/report.json", encoding: .utf8)
        let bad = temp.appendingPathComponent("bad").path
        try FileManager.default.createDirectory(atPath: bad, withIntermediateDirectories: true)

        func refused(_ text: String?, _ expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
            if let text { try text.write(toFile: bad + "/report.json", atomically: true, encoding: .utf8) }
            XCTAssertThrowsError(try ReportBlob.read(bad), file: file, line: line) { error in
                let message = (error as? SnapshotError)?.message ?? "\(error)"
                XCTAssertTrue(message.hasPrefix(bad), "names the file: \(message)", file: file, line: line)
                XCTAssertTrue(message.contains(expected), message, file: file, line: line)
            }
        }
        try refused(nil, "\(bad): error: no report.json in it")
        try refused(String(good.prefix(200)), "\(bad)/report.json: error: not JSON")
        try refused("[1, 2]", "error: expected a JSON object at the top")
        try refused("{\"summary\": {}}", "error: not a Trellis snapshot report")
        try refused(good.replacingOccurrences(of: "\"formatVersion\": 1", with: "\"formatVersion\": 7"),
                    "error: formatVersion: 7 is newer than this trellis reads (1)")
        try refused(good.replacingOccurrences(of: "\"status\": \"failed\"", with: "\"status\": \"flaky\""),
                    "error: snapshots[1].status: expected one of passed, recorded, failed, error, found 'flaky'")
        try refused(good.replacingOccurrences(of: "\"total\": 2", with: "\"total\": 3"),
                    "error: summary.total: says 3 snapshots but the list holds 2")
        try refused(good.replacingOccurrences(of: "\"mode\": \"never\"", with: "\"mode\": \"sometimes\""),
                    "error: summary.mode: expected one of all, missing, failed, never, found 'sometimes'")
        try refused(good.replacingOccurrences(of: "\"step\": 1", with: "\"step\": \"one\""),
                    "error: snapshots[1].step: expected a number")
        try refused(good.replacingOccurrences(of: "\"group\": \"card\",", with: ""),
                    "error: snapshots[0].reference.group: missing")
        XCTAssertThrowsError(try ReportBlob.read(temp.appendingPathComponent("nowhere").path)) { error in
            XCTAssertTrue("\(error)".hasSuffix("nowhere: error: no such report folder"), "\(error)")
        }
    }
}
