import ArgumentParser
import Foundation
import TrellisDiff
import TrellisLayout
import TrellisRender
import TrellisSnapshot

/// `trellis snapshot verify|record [PATHS…]`: snapshot tests over layout files.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Check layout files' pictures and frames against references in __Snapshots__ folders, or record them.",
        discussion: """
            For every layout file × device × step, renders the picture and the frames record \
            (trellis layout --json) and compares them with PATH/__Snapshots__/LAYOUT/DEVICE-ORIENTATION.step-N.png \
            and .frames.json. Failures leave reference, actual and diff images in the artifacts folder, \
            with report.html, report.md, junit.xml and report.json. Exit 0 when all pass, 1 on any failure, \
            2 on bad input. merge-reports merges shards' report folders into one. See docs/SNAPSHOTS.md.
            """,
        subcommands: [Verify.self, Record.self, MergeReports.self])

    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "verify",
            abstract: "Compare with the references; never writes one (a missing reference fails).")

        @OptionGroup var options: SnapshotRunOptions

        func run() throws {
            try options.execute(mode: .never)
        }
    }

    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "record",
            abstract: "Write references: all (default), missing, failed, or never (as verify).",
            discussion: """
                Without --mode: TRELLIS_RECORD if set, else never when CI=true (so a CI job can't \
                quietly re-record), else all. Exit 0 when every snapshot matches or was written.
                """)

        @Option(help: "all, missing, failed or never.")
        var mode: RecordMode?

        @OptionGroup var options: SnapshotRunOptions

        func run() throws {
            let chosen: RecordMode
            if let mode {
                chosen = mode
            } else {
                do {
                    chosen = try RecordMode.fromEnvironment(default: .all)
                } catch {
                    throw BadInput(message: "error: \(error.message)")
                }
                if chosen == .never && RecordMode.isCI() {
                    FileHandle.standardError.write(Data("note: CI=true: record mode defaults to never; pass --mode all to write references\n".utf8))
                }
            }
            try options.execute(mode: chosen)
        }
    }
}

extension RecordMode: ExpressibleByArgument {}

/// The options `verify` and `record` share.
struct SnapshotRunOptions: ParsableArguments {
    @Argument(help: "Layout files and folders (searched recursively). Default: Snapshots.")
    var paths: [String] = []

    @Option(help: "Where failures leave actual, diff and reference files and the reports.")
    var artifacts: String = ".trellis/artifacts"

    @Option(help: "Where the artifacts folder will be served (e.g. a CI artifact URL): the Markdown report's images link there instead of relatively.")
    var baseURL: String?

    @Option(help: "Per-pixel colour threshold (YIQ, 0...1): smaller is stricter.")
    var threshold: Double = 0.1

    @Option(help: "Different pixels still accepted: a count (N) or a share of the image (P%). Default 0.")
    var tolerance: String = "0"

    @Option(help: "Pixels per point of the pictures: 1 (default, small references), 2 or 3.")
    var scale: Double = 1

    @Option(help: "Scroll views: viewport (default) or full (a page of each one's whole content beside the window).")
    var content: ScrollContent = .viewport

    @Option(help: "The screen's appearance: light, dark, or light,dark for both (dark references are named …-dark); default the configuration's appearances, else each file's.")
    var appearance: String?

    @Option(help: "Run shard i of n (1-based), e.g. 2/4: every n-th snapshot in a stable order.")
    var shard: String?

    @Option(help: "Worker threads (default: every core).")
    var jobs: Int?

    @Option(help: "A trellis-snapshots.yaml to use instead of the nearest one.")
    var config: String?

    @Flag(help: "Remove orphaned references (no layout produces them).")
    var prune = false

    @Flag(help: "Orphaned references fail the run (exit 1) instead of being listed as a warning.")
    var failOnOrphans = false

    @Option(help: "text (default), or github: also GitHub Actions annotations and a job summary appended to $GITHUB_STEP_SUMMARY.")
    var reporter: SnapshotReporter = .text

    @Flag(help: "Don't print the progress line.")
    var quiet = false

    func validate() throws {
        if !(0...1).contains(threshold) { throw ValidationError("--threshold must be between 0 and 1") }
        if ![1, 2, 3].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        _ = try parsedTolerance()
        _ = try parsedAppearances()
        if let shard {
            do { _ = try SnapshotPlan.parseShard(shard) } catch { throw ValidationError(error.message.replacingOccurrences(of: "error: ", with: "")) }
        }
    }

    func parsedTolerance() throws -> Tolerance {
        let text = tolerance.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix("%"), let p = Double(text.dropLast()), (0...100).contains(p) {
            return Tolerance(maxDifferentPixels: 0, maxDifferentRatio: p / 100)
        }
        if let n = Int(text), n >= 0 { return Tolerance(maxDifferentPixels: n) }
        throw ValidationError("--tolerance must be a pixel count (N) or a percentage (P%), not '\(tolerance)'")
    }

    /// `--appearance light,dark` as styles, in the order given, once each.
    func parsedAppearances() throws -> [UIUserInterfaceStyle]? {
        guard let appearance else { return nil }
        var styles: [UIUserInterfaceStyle] = []
        for word in appearance.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let a = Appearance(rawValue: word) else {
                throw ValidationError("unknown appearance '\(word)' in --appearance; expected light, dark or light,dark")
            }
            if !styles.contains(a.style) { styles.append(a.style) }
        }
        guard !styles.isEmpty else { throw ValidationError("--appearance needs light, dark or light,dark") }
        return styles
    }

    func execute(mode: RecordMode) throws {
        let paths = self.paths.isEmpty ? ["Snapshots"] : self.paths
        var options = SnapshotOptions()
        options.mode = mode
        options.compare = CompareOptions(threshold: threshold)
        options.tolerance = try parsedTolerance()
        options.scale = scale
        options.content = content
        options.artifactsDirectory = artifacts
        options.prune = prune
        options.failOnOrphans = failOnOrphans
        if let jobs { options.jobs = jobs }
        let appearances = try parsedAppearances()
        let run: SnapshotRun
        do {
            options.shard = try shard.map(SnapshotPlan.parseShard)
            let config = try self.config.map { path throws(SnapshotError) in try SnapshotConfig.load(path: path) }
            let plan = try SnapshotPlan.make(paths: paths, config: config, appearances: appearances)
            let progress = quiet ? nil : SnapshotProgress()
            if let progress {
                options.progress = { done, total, c in progress.update(done: done, total: total, label: c.description) }
            }
            run = try SnapshotRunner.run(plan, options: options)
            progress?.finish()
        } catch {
            throw BadInput(message: error.message)
        }
        SnapshotOutput.print(run)
        do {
            let written = try Reports.write(run, to: artifacts, baseURL: baseURL)
            print("reports: \(written.html) \(written.markdown) \(written.junit) \(written.json)")
        } catch {
            FileHandle.standardError.write(Data("error: can't write the reports: \(error.message)\n".utf8))
        }
        SnapshotOutput.report(run, reporter: reporter, baseURL: baseURL)
        if run.exitCode != 0 { throw ExitCode(run.exitCode) }
    }
}
