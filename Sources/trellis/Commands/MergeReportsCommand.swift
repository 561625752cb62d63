import ArgumentParser
import Foundation
import TrellisSnapshot

extension SnapshotCommand {
    /// `trellis snapshot merge-reports DIR…`: the report folders of several
    /// runs (the shards of a `--shard i/n` split, downloaded from CI) into
    /// one report, as if one run had made it. Playwright's model: each run's
    /// `report.json` is the blob; the same writers make the merged
    /// report.html, report.md, junit.xml and report.json.
    struct MergeReports: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge-reports",
            abstract: "Merge shards' report folders (each with its report.json) into one report.",
            discussion: """
                Reads DIR/report.json from each folder (the --artifacts folder of a verify or record run), \
                checks they come from one split (the same record mode; shards i/n of one n), and writes one \
                report: the union of the snapshots in plan order, each failure's files copied into OUTPUT under \
                the paths they had in their shard. A snapshot found in two reports is counted once (the worse \
                outcome kept) and listed as a duplicate; shards of the split none holds are listed as missing. \
                Exit 0 when every snapshot passed, 1 on any failure, 2 on an unreadable or mismatched report \
                (or a snapshot that couldn't be drawn).
                """)

        @Argument(help: "Report folders (or their report.json files).")
        var reports: [String]

        @Option(name: [.short, .long], help: "Where to write the merged report (emptied first if a previous run made it).")
        var output: String = ".trellis/merged-report"

        @Option(help: "Where the merged folder will be served: the Markdown report's images link there.")
        var baseURL: String?

        @Option(help: "text (default), or github: also GitHub Actions annotations and a job summary appended to $GITHUB_STEP_SUMMARY.")
        var reporter: SnapshotReporter = .text

        func validate() throws {
            if reports.isEmpty { throw ValidationError("give the report folders to merge (one per shard)") }
        }

        func run() throws {
            let merged: MergedReport.Output
            do {
                var blobs: [ReportBlob] = []
                for path in reports { blobs.append(try ReportBlob.read(path)) }
                let run = try ReportMerge.merge(blobs)
                merged = try MergedReport.write(run, from: blobs, to: output, baseURL: baseURL)
            } catch {
                throw BadInput(message: error.message)
            }
            for path in merged.missingFiles {
                FileHandle.standardError.write(Data("warning: \(path): named by its report but not in the folder (left out)\n".utf8))
            }
            SnapshotOutput.print(merged.run)
            let w = merged.written
            print("reports: \(w.html) \(w.markdown) \(w.junit) \(w.json)")
            SnapshotOutput.report(merged.run, reporter: reporter, baseURL: baseURL)
            if merged.run.exitCode != 0 { throw ExitCode(merged.run.exitCode) }
        }
    }
}
