import Foundation
import TrellisSnapshot
import XCTest

/// The job summary `--reporter github` appends to `$GITHUB_STEP_SUMMARY`.
final class GitHubSummaryTests: SnapshotTestCase {
    func failingRun() throws -> SnapshotRun {
        try copyFixture("card.yaml")
        _ = try run(mode: .all)
        try edit(layouts + "/card.yaml", "card-leading: 48", "card-leading: 40")
        try AtomicFile.write([0], to: layouts + "/__Snapshots__/card/old-device.step-0.png")
        return try run(mode: .never)
    }

    func testTheSummaryIsAppendedAfterWhatOtherStepsWrote() throws {
        let run = try failingRun()
        let path = temp.appendingPathComponent("step-summary.md").path
        try "# Build\n\nearlier step's text\n".write(toFile: path, atomically: true, encoding: .utf8)
        try GitHubSummary.append(run, to: path, baseURL: "https://ci.example/run/7/")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("# Build\n\nearlier step's text\n## Trellis snapshots: 1 of 2 snapshots fail\n"), text)
        XCTAssertTrue(text.contains("| | snapshot | layout | what |\n|---|---|---|---|\n"
                                    + "| failed | `card/iphone-se-portrait.step-1` | `\(layouts)/card.yaml:23` | differs from the reference: 3 frame changes; "),
                      text)
        XCTAssertTrue(text.contains("<details><summary><code>card/iphone-se-portrait.step-1</code>: 3 frame changes</summary>\n\n```\ncard.frame.x 48 → 40 (−8)\ncard.frame.width 311 → 319 (+8)\n"),
                      text)
        XCTAssertTrue(text.contains("**Orphaned references** (1; --prune removes them):\n\n- `\(layouts)/__Snapshots__/card/old-device.step-0.png`"), text)
        XCTAssertTrue(text.contains("Report: [report.html](https://ci.example/run/7/report.html)"), text)
        // A second step appends again rather than replacing.
        try GitHubSummary.append(run, to: path)
        let twice = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(twice.components(separatedBy: "## Trellis snapshots:").count - 1, 2)
        XCTAssertTrue(twice.hasPrefix(text))
    }

    func testAMissingSummaryFileIsCreated() throws {
        let run = try failingRun()
        let path = temp.appendingPathComponent("new-summary.md").path
        try GitHubSummary.append(run, to: path)
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("## Trellis snapshots: 1 of 2 snapshots fail\n"))
    }

    func testCellsCantBreakTheTable() {
        var result = SnapshotResult(name: SnapshotName(directory: "d", group: "g", base: "b"), title: "t", status: .failed,
                                    summary: "a | b\nc `d`")
        result.source = SnapshotSource(file: "x|y.yaml", line: 3)
        let text = GitHubSummary.make(SnapshotRun(results: [result]))
        XCTAssertTrue(text.contains("| failed | `g/b` | `x\\|y.yaml:3` | a \\| b c 'd' |\n"), text)
    }
}
