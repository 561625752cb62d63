import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TrellisSnapshot
import XCTest

/// `--fail-on-orphans`: references without a layout fail the run; by
/// default they stay a warning; pruned ones are gone and fail nothing.
final class FailOnOrphansTests: SnapshotTestCase {
    func run(failOnOrphans: Bool, prune: Bool = false) throws -> SnapshotRun {
        var options = SnapshotOptions()
        options.mode = .never
        options.artifactsDirectory = artifacts
        options.failOnOrphans = failOnOrphans
        options.prune = prune
        return try SnapshotRunner.run(try SnapshotPlan.make(paths: [layouts]), options: options)
    }

    func addOrphans() throws {
        try copyFixture("card.yaml")
        _ = try run(mode: .all)
        try AtomicFile.write([0], to: layouts + "/__Snapshots__/card/ipad-11-portrait.step-0.png")
        try AtomicFile.write([0], to: layouts + "/__Snapshots__/gone/iphone-se-portrait.step-0.png")
    }

    func testOrphansAreAWarningByDefault() throws {
        try addOrphans()
        let run = try run(failOnOrphans: false)
        XCTAssertEqual(run.orphans.count, 2)
        XCTAssertEqual(run.failingOrphans, [])
        XCTAssertEqual(run.exitCode, 0)
    }

    func testOrphansFailTheRunWhenAsked() throws {
        try addOrphans()
        let run = try run(failOnOrphans: true)
        XCTAssertEqual(run.count(.passed), 2, "every snapshot passes")
        XCTAssertEqual(run.failingOrphans, run.orphans)
        XCTAssertEqual(run.failingOrphans.count, 2)
        XCTAssertEqual(run.exitCode, 1)
        XCTAssertTrue(run.summaryLine.hasSuffix("; 2 orphaned references (failing: --fail-on-orphans)"), run.summaryLine)

        let written = try Reports.write(run, to: artifacts)
        let markdown = try String(contentsOfFile: written.markdown, encoding: .utf8)
        XCTAssertTrue(markdown.hasPrefix("# Trellis snapshots: all 2 snapshots pass; 2 orphaned references fail the run\n"), markdown)
        XCTAssertTrue(markdown.contains("No layout produces these; they fail the run (--fail-on-orphans); delete them, or run with --prune:"))
        // JUnit: each orphan a failing case, so the CI test tab says why.
        let collector = JUnitCollector()
        let parser = XMLParser(data: try XCTUnwrap(FileManager.default.contents(atPath: written.junit)))
        parser.delegate = collector
        XCTAssertTrue(parser.parse())
        XCTAssertEqual(collector.rootAttributes["failures"], "2")
        XCTAssertEqual(collector.testcases, 4)
        XCTAssertEqual(collector.failures.sorted(), run.orphans.sorted())
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: try XCTUnwrap(FileManager.default.contents(atPath: written.json))) as? [String: Any])
        XCTAssertEqual((json["summary"] as? [String: Any])?["exitCode"] as? Int, 1)
        // Read back (as merge-reports does), the setting and so the failure survive.
        let read = try ReportBlob.read(artifacts).run
        XCTAssertTrue(read.failOnOrphans)
        XCTAssertEqual(read.exitCode, 1)
    }

    func testPrunedOrphansFailNothing() throws {
        try addOrphans()
        let run = try run(failOnOrphans: true, prune: true)
        XCTAssertEqual(run.pruned.count, 2)
        XCTAssertEqual(run.failingOrphans, [])
        XCTAssertEqual(run.exitCode, 0)
    }
}
