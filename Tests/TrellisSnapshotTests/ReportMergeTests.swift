import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TrellisSnapshot
import XCTest

/// Shards' report folders merged into one report: the union of one run,
/// duplicates counted once and listed, missing shards listed, reports of
/// different runs refused, images that still resolve.
final class ReportMergeTests: SnapshotTestCase {
    /// Three copies of the card (six snapshots), recorded; the first copy's
    /// title then moves, so its two snapshots fail; one orphan.
    func prepareLayouts() throws {
        for folder in ["a", "b", "c"] { try copyFixture("card.yaml", to: "layouts/\(folder)") }
        _ = try run(mode: .all)
        try edit(layouts + "/a/card.yaml", "title.leading == root.leading + 16", "title.leading == root.leading + 20")
        try AtomicFile.write([0], to: layouts + "/b/__Snapshots__/card/old-device.step-0.png")
    }

    /// Runs verify (or `mode`) into its own report folder, as a CI shard does.
    @discardableResult
    func verify(into name: String, shard: (Int, Int)? = nil, mode: RecordMode = .never) throws -> String {
        let folder = temp.appendingPathComponent(name).path
        var options = SnapshotOptions()
        options.mode = mode
        options.artifactsDirectory = folder
        options.shard = shard.map { (index: $0.0, count: $0.1) }
        let run = try SnapshotRunner.run(try SnapshotPlan.make(paths: [layouts]), options: options)
        _ = try Reports.write(run, to: folder)
        return folder
    }

    /// Moves a report folder elsewhere, as a download into a merge job does.
    func download(_ folder: String, as name: String) throws -> String {
        let target = temp.appendingPathComponent("downloaded/\(name)").path
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: folder, toPath: target)
        return target
    }

    func testMergingTwoShardsGivesTheUnionOfOneRunWithItsCounts() throws {
        try prepareLayouts()
        let whole = try ReportBlob.read(try verify(into: "whole")).run
        let first = try download(try verify(into: "shard-1", shard: (1, 2)), as: "shard-1")
        let second = try download(try verify(into: "shard-2", shard: (2, 2)), as: "shard-2")

        let blobs = [try ReportBlob.read(first), try ReportBlob.read(second)]
        XCTAssertEqual(blobs.map(\.run.results.count), [3, 3])
        let merged = try ReportMerge.merge(blobs)
        XCTAssertEqual(merged.results.map(\.name), whole.results.map(\.name), "the plan's order, as one run lists it")
        XCTAssertEqual(merged.results.map(\.status), whole.results.map(\.status))
        XCTAssertEqual(merged.results.count, 6)
        XCTAssertEqual(merged.count(.failed), 2)
        XCTAssertEqual(merged.count(.passed), 4)
        XCTAssertEqual(merged.exitCode, 1)
        XCTAssertEqual(merged.orphans, whole.orphans, "each shard finds the orphans of the whole plan; listed once")
        XCTAssertEqual(merged.orphans.count, 1)
        XCTAssertEqual(merged.merge?.sources.map(\.shard), ["1/2", "2/2"])
        XCTAssertEqual(merged.merge?.sources.map(\.snapshots), [3, 3])
        XCTAssertEqual(merged.merge?.duplicates, [])
        XCTAssertEqual(merged.merge?.missingShards, [])
        XCTAssertTrue(merged.summaryLine.hasPrefix("6 snapshots (merged from 2 reports): 4 passed, 2 failed ("), merged.summaryLine)
        let failure = try XCTUnwrap(merged.results.first { $0.status == .failed })
        XCTAssertEqual(failure.framesDifferences, ["title.frame.x 16 → 20 (+4)"])
        XCTAssertEqual(failure.source?.line, 1)
        XCTAssertTrue(failure.artifacts?.actual?.hasPrefix(temp.appendingPathComponent("downloaded").path) == true,
                      "artifact paths resolve in the folder the report was found in: \(failure.artifacts?.actual ?? "nil")")

        let out = temp.appendingPathComponent("merged").path
        let output = try MergedReport.write(merged, from: blobs, to: out)
        XCTAssertEqual(output.missingFiles, [])
        // The merged folder stands alone: the shard folders can go.
        try FileManager.default.removeItem(atPath: temp.appendingPathComponent("downloaded").path)

        let markdown = try String(contentsOfFile: output.written.markdown, encoding: .utf8)
        XCTAssertTrue(markdown.hasPrefix("# Trellis snapshots: 2 of 6 snapshots fail\n"), markdown)
        let links = markdown.components(separatedBy: "](").dropFirst().map { String($0.prefix { $0 != ")" }) }
        XCTAssertEqual(links.count, 8, "reference, actual, diff and composite for each failure")
        for link in links {
            XCTAssertFalse(link.hasPrefix("/"), link)
            XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/" + link), link)
        }
        let html = try String(contentsOfFile: output.written.html, encoding: .utf8)
        XCTAssertEqual(html.components(separatedBy: "src=\"data:image/png;base64,").count - 1, 2 * (3 + 2),
                       "every failure's images embedded from the copies")
        XCTAssertTrue(html.contains("merged from 2 reports"))

        let junit = try XCTUnwrap(FileManager.default.contents(atPath: output.written.junit))
        let collector = JUnitCollector()
        let parser = XMLParser(data: junit)
        parser.delegate = collector
        XCTAssertTrue(parser.parse())
        XCTAssertEqual(collector.testcases, 6)
        XCTAssertEqual(collector.failures.count, 2)

        // The merged report.json is itself a blob: read back, it says the same.
        let again = try ReportBlob.read(out).run
        XCTAssertEqual(again.results.map(\.name), whole.results.map(\.name))
        XCTAssertEqual(again.count(.failed), 2)
        XCTAssertEqual(again.results.first { $0.status == .failed }?.artifacts?.diff.map { FileManager.default.fileExists(atPath: $0) }, true)
    }

    func testADuplicateIsCountedOnceListedAndKeepsTheWorseOutcome() throws {
        for folder in ["a", "b", "c"] { try copyFixture("card.yaml", to: "layouts/\(folder)") }
        _ = try run(mode: .all)
        let before = try verify(into: "before")
        try edit(layouts + "/a/card.yaml", "title.leading == root.leading + 16", "title.leading == root.leading + 20")
        let after = try verify(into: "after")

        let merged = try ReportMerge.merge([try ReportBlob.read(before), try ReportBlob.read(after)])
        XCTAssertEqual(merged.results.count, 6, "not doubled")
        XCTAssertEqual(merged.count(.failed), 2, "the failures win over the passes of the same snapshots")
        XCTAssertEqual(merged.count(.passed), 4)
        let duplicates = try XCTUnwrap(merged.merge?.duplicates)
        XCTAssertEqual(duplicates.count, 6)
        let moved = try XCTUnwrap(duplicates.first { $0.statuses == [.passed, .failed] })
        XCTAssertEqual(moved.directories, [before, after])
        XCTAssertEqual(moved.kept, after)
        XCTAssertTrue(merged.summaryLine.hasSuffix("; 6 duplicates across reports"), merged.summaryLine)

        let markdown = MarkdownReport.make(merged, artifactsDirectory: temp.path)
        XCTAssertTrue(markdown.contains("> **Warning:** duplicate: card/iphone-se-portrait.step-0 in \(before) (passed) and \(after) (failed); kept \(after)"),
                      markdown)
        let json = JSONReport.make(merged).render()
        XCTAssertTrue(json.contains("\"duplicates\": ["), json)
    }

    func testTheSameShardTwiceIsDuplicatesAndAMissingShardIsListed() throws {
        try prepareLayouts()
        let first = try verify(into: "shard-1", shard: (1, 3))
        let copy = temp.appendingPathComponent("shard-1-again").path
        try FileManager.default.copyItem(atPath: first, toPath: copy)
        let merged = try ReportMerge.merge([try ReportBlob.read(first), try ReportBlob.read(copy)])
        XCTAssertEqual(merged.results.count, 2)
        XCTAssertEqual(merged.merge?.duplicates.count, 2)
        XCTAssertEqual(merged.merge?.missingShards, ["2/3", "3/3"])
        XCTAssertEqual(merged.merge?.warnings.first, "shards 2/3, 3/3 missing: no report given holds their snapshots")
    }

    func testReportsOfDifferentRunsAreRefused() throws {
        try prepareLayouts()
        let half = try verify(into: "half", shard: (1, 2))
        let third = try verify(into: "third", shard: (2, 3))
        let whole = try verify(into: "whole")
        let recorded = try verify(into: "recorded", shard: (2, 2), mode: .failed)

        func refused(_ folders: [String], _ expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
            let blobs = try folders.map { try ReportBlob.read($0) }
            XCTAssertThrowsError(try ReportMerge.merge(blobs), file: file, line: line) { error in
                let message = (error as? SnapshotError)?.message ?? "\(error)"
                XCTAssertTrue(message.contains(expected), message, file: file, line: line)
            }
        }
        try refused([half, third], "\(third)/report.json: error: shard 2/3 is from a different split than \(half)/report.json's 1/2")
        try refused([half, whole], "\(whole)/report.json: error: a whole run (not a shard) can't be merged with shards")
        try refused([half, recorded], "\(recorded)/report.json: error: record mode 'failed' doesn't match")
        try refused([half, half + "/"], "error: the same report as \(half), given twice")
        try refused([half, half + "/report.json"], "given twice")

        // The output folder is emptied first: never one being read.
        let blobs = [try ReportBlob.read(half)]
        let merged = try ReportMerge.merge(blobs)
        for out in [half, temp.path] {
            XCTAssertThrowsError(try MergedReport.write(merged, from: blobs, to: out)) { error in
                XCTAssertTrue((error as? SnapshotError)?.message.contains("overlaps the report folder \(half)") == true, "\(error)")
            }
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: half + "/report.json"), "inputs untouched")
    }

    func testAnArtifactMissingFromItsFolderIsLeftOutAndSaid() throws {
        try prepareLayouts()
        let folder = try verify(into: "whole")
        let blob = try ReportBlob.read(folder)
        let diff = try XCTUnwrap(blob.run.results.first { $0.status == .failed }?.artifacts?.diff)
        try FileManager.default.removeItem(atPath: diff)
        let output = try MergedReport.write(try ReportMerge.merge([blob]), from: [blob], to: temp.appendingPathComponent("merged").path)
        XCTAssertEqual(output.missingFiles, [diff])
        XCTAssertNil(output.run.results.first { $0.status == .failed }?.artifacts?.diff)
    }
}
