import Foundation
import XCTest

/// `trellis snapshot merge-reports DIR…` as a CI merge job runs it.
final class MergeReportsCommandTests: SnapshotCLITestCase {
    func testShardFoldersMergeIntoOneReport() throws {
        try recordedLayoutsWithOneChange()
        for i in 1...2 {
            let shard = try trellis(["snapshot", "verify", "layouts", "--shard", "\(i)/2", "--artifacts", "shards/\(i)", "--quiet"])
            XCTAssertEqual(shard.status, 1, "each shard holds one of a's snapshots: \(shard.stdout)")
        }
        let merge = try trellis(["snapshot", "merge-reports", "shards/1", "shards/2", "--output", "merged"])
        XCTAssertEqual(merge.status, 1, "a failure in any shard fails the merged report")
        XCTAssertEqual(merge.stderr, "")
        XCTAssertTrue(merge.stdout.contains("4 snapshots (merged from 2 reports): 2 passed, 2 failed ("), merge.stdout)
        XCTAssertEqual(merge.stdout.components(separatedBy: "FAIL ").count - 1, 2, merge.stdout)
        XCTAssertTrue(merge.stdout.contains("  actual: merged/layouts/a/__Snapshots__/card/iphone-se-portrait.step-0.actual.png"),
                      "failure messages point into the merged folder: \(merge.stdout)")
        XCTAssertTrue(merge.stdout.contains("reports: merged/report.html merged/report.md merged/junit.xml merged/report.json"), merge.stdout)
        for file in ["report.html", "report.md", "junit.xml", "report.json",
                     "layouts/a/__Snapshots__/card/iphone-se-portrait.step-1.diff.png"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: path("merged/" + file)), file)
        }
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: try XCTUnwrap(FileManager.default.contents(atPath: path("merged/report.json")))) as? [String: Any])
        let summary = try XCTUnwrap(json["summary"] as? [String: Any])
        XCTAssertEqual(summary["total"] as? Int, 4)
        XCTAssertEqual(summary["failed"] as? Int, 2)
        XCTAssertEqual(((json["merge"] as? [String: Any])?["sources"] as? [[String: Any]])?.compactMap { $0["shard"] as? String }, ["1/2", "2/2"])
    }

    func testDuplicatesAndMissingShardsAreSaid() throws {
        try recordedLayoutsWithOneChange()
        _ = try trellis(["snapshot", "verify", "layouts", "--shard", "1/3", "--artifacts", "shards/1", "--quiet"])
        try FileManager.default.copyItem(atPath: path("shards/1"), toPath: path("shards/1-again"))
        let merge = try trellis(["snapshot", "merge-reports", "shards/1", "shards/1-again", "-o", "merged"])
        XCTAssertTrue(merge.stderr.contains("warning: shards 2/3, 3/3 missing: no report given holds their snapshots"), merge.stderr)
        XCTAssertTrue(merge.stderr.contains("warning: duplicate: card/iphone-se-portrait.step-0 in shards/1 (failed) and shards/1-again (failed); kept shards/1"),
                      merge.stderr)
        XCTAssertTrue(merge.stdout.contains("2 snapshots (merged from 2 reports): 1 passed, 1 failed ("), merge.stdout)
    }

    func testAnUnreadableOrMismatchedReportExitsWithTwoNamingTheFile() throws {
        try recordedLayoutsWithOneChange()
        try FileManager.default.createDirectory(atPath: path("broken"), withIntermediateDirectories: true)
        try "{\"format\": \"trellis-snapshot-report\", \"formatVe".write(toFile: path("broken/report.json"), atomically: true, encoding: .utf8)
        _ = try trellis(["snapshot", "verify", "layouts", "--shard", "1/2", "--artifacts", "shards/1", "--quiet"])
        _ = try trellis(["snapshot", "verify", "layouts", "--shard", "1/3", "--artifacts", "other", "--quiet"])

        let broken = try trellis(["snapshot", "merge-reports", "shards/1", "broken", "-o", "merged"])
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.hasPrefix("broken/report.json: error: not JSON"), broken.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("merged/report.json")), "no half-merged report")

        let empty = try trellis(["snapshot", "merge-reports", "shards/1", "layouts", "-o", "merged"])
        XCTAssertEqual(empty.status, 2)
        XCTAssertTrue(empty.stderr.hasPrefix("layouts: error: no report.json in it"), empty.stderr)

        let split = try trellis(["snapshot", "merge-reports", "shards/1", "other", "-o", "merged"])
        XCTAssertEqual(split.status, 2)
        XCTAssertTrue(split.stderr.hasPrefix("other/report.json: error: shard 1/3 is from a different split than shards/1/report.json's 1/2"),
                      split.stderr)

        let none = try trellis(["snapshot", "merge-reports"])
        XCTAssertEqual(none.status, 2)
    }
}
