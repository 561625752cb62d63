import Foundation
import XCTest

/// verify's CI options: `--fail-on-orphans` and `--reporter github`.
final class SnapshotCIOptionsTests: SnapshotCLITestCase {
    func testOrphansWarnByDefaultAndFailWhenAsked() throws {
        try recordedLayoutsWithOneChange()
        try FileManager.default.removeItem(atPath: path("layouts/a/card.yaml"))
        let warned = try trellis(["snapshot", "verify", "layouts", "--artifacts", "out", "--quiet"])
        XCTAssertEqual(warned.status, 0, warned.stdout + warned.stderr)
        XCTAssertTrue(warned.stdout.contains("orphaned references (no layout produces them; --prune removes them):\n"
                                             + "  layouts/a/__Snapshots__/card/iphone-se-portrait.step-0.frames.json\n"), warned.stdout)

        let failed = try trellis(["snapshot", "verify", "layouts", "--artifacts", "out", "--quiet", "--fail-on-orphans"])
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.stdout.contains("FAIL 4 orphaned references (--fail-on-orphans): no layout produces them; "
                                             + "delete them, or run with --prune:\n"
                                             + "  layouts/a/__Snapshots__/card/iphone-se-portrait.step-0.frames.json\n"
                                             + "  layouts/a/__Snapshots__/card/iphone-se-portrait.step-0.png\n"
                                             + "  layouts/a/__Snapshots__/card/iphone-se-portrait.step-1.frames.json\n"
                                             + "  layouts/a/__Snapshots__/card/iphone-se-portrait.step-1.png\n"), failed.stdout)
        XCTAssertTrue(failed.stdout.contains("2 snapshots: 2 passed ("), failed.stdout)

        let pruned = try trellis(["snapshot", "verify", "layouts", "--artifacts", "out", "--quiet", "--fail-on-orphans", "--prune"])
        XCTAssertEqual(pruned.status, 0, "pruned orphans are gone: " + pruned.stdout)
    }

    func testGitHubReporterAnnotatesAndWritesTheJobSummary() throws {
        try recordedLayoutsWithOneChange()
        try "## Build\n".write(toFile: path("summary.md"), atomically: true, encoding: .utf8)
        let run = try trellis(["snapshot", "verify", "layouts", "--artifacts", "out", "--quiet", "--reporter", "github"],
                              environment: ["GITHUB_STEP_SUMMARY": path("summary.md"), "GITHUB_WORKSPACE": dir.path])
        XCTAssertEqual(run.status, 1)
        let annotations = run.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        XCTAssertEqual(annotations.count, 2, run.stdout)
        XCTAssertTrue(annotations[0].hasPrefix("::error file=layouts/a/card.yaml,line=1,title=Snapshot card/iphone-se-portrait.step-0 failed::"
                                               + "card/iphone-se-portrait.step-0: differs from the reference: 1 frame change"), String(annotations[0]))
        XCTAssertTrue(annotations[1].hasPrefix("::error file=layouts/a/card.yaml,line=23,title=Snapshot card/iphone-se-portrait.step-1 failed::"),
                      String(annotations[1]))
        XCTAssertTrue(run.stdout.contains("FAIL card/iphone-se-portrait.step-0"), "the plain lines stay")
        let summary = try String(contentsOfFile: path("summary.md"), encoding: .utf8)
        XCTAssertTrue(summary.hasPrefix("## Build\n## Trellis snapshots: 2 of 4 snapshots fail\n"), summary)
        XCTAssertTrue(summary.contains("| failed | `card/iphone-se-portrait.step-1` | `layouts/a/card.yaml:23` |"), summary)

        // The default reporter prints no workflow commands and leaves the summary alone.
        let plain = try trellis(["snapshot", "verify", "layouts", "--artifacts", "out", "--quiet"],
                                environment: ["GITHUB_STEP_SUMMARY": path("summary.md")])
        XCTAssertFalse(plain.stdout.contains("::error"), plain.stdout)
        XCTAssertEqual(try String(contentsOfFile: path("summary.md"), encoding: .utf8), summary)
    }
}
