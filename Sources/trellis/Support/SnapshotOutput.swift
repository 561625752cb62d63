import ArgumentParser
import Foundation
import TrellisSnapshot

/// What `trellis snapshot verify|record|merge-reports` print about a run,
/// shared so a merged run reads exactly like one run: errors on standard
/// error, failures (`FAIL …`), writes, orphans and the summary line on
/// standard output, then whatever the chosen reporter adds.
enum SnapshotOutput {
    static func print(_ run: SnapshotRun) {
        // Errors (a layout that doesn't load, a reference that can't be
        // written) go to standard error; failed comparisons are results.
        for r in run.results where r.status == .error {
            FileHandle.standardError.write(Data("error: \(r.name): \(r.summary)\n".utf8))
        }
        for r in run.results where r.status == .failed { Swift.print("FAIL " + r.message) }
        for r in run.results where r.status == .recorded && !r.written.isEmpty {
            Swift.print("recorded \(r.name): \(r.summary)")
        }
        printOrphans(run)
        for warning in run.merge?.warnings ?? [] {
            FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
        }
        Swift.print(run.summaryLine)
    }

    static func printOrphans(_ run: SnapshotRun) {
        let failing = run.failingOrphans
        if !failing.isEmpty {
            // --fail-on-orphans: the run fails for these; say so as plainly as a failed snapshot.
            Swift.print("FAIL \(failing.count) orphaned reference\(failing.count == 1 ? "" : "s") (--fail-on-orphans): "
                        + "no layout produces \(failing.count == 1 ? "it" : "them"); delete \(failing.count == 1 ? "it" : "them"), or run with --prune:")
            for path in failing { Swift.print("  \(path)") }
            return
        }
        let interrupted = run.orphans.filter(Orphans.isInterruptedWrite)
        let references = run.orphans.filter { !Orphans.isInterruptedWrite($0) }
        if !references.isEmpty {
            Swift.print(run.pruned.isEmpty ? "orphaned references (no layout produces them; --prune removes them):" : "removed orphaned references:")
            for path in references { Swift.print("  \(path)") }
        }
        if !interrupted.isEmpty {
            Swift.print(run.pruned.isEmpty
                  ? "temporary files left by an interrupted write (a killed record; not references, safe to delete; --prune removes them):"
                  : "removed temporary files left by an interrupted write:")
            for path in interrupted { Swift.print("  \(path)") }
        }
    }

    /// `--reporter github`: workflow commands on standard output (the
    /// runner reads them from there) and the job summary appended to
    /// `$GITHUB_STEP_SUMMARY` when it is set.
    static func report(_ run: SnapshotRun, reporter: SnapshotReporter, baseURL: String?,
                       environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard reporter == .github else { return }
        for line in GitHubAnnotations.make(run, workspace: environment["GITHUB_WORKSPACE"]) { Swift.print(line) }
        if let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
            do {
                try GitHubSummary.append(run, to: path, baseURL: baseURL)
            } catch {
                FileHandle.standardError.write(Data("\(error.message)\n".utf8))
            }
        }
    }
}

/// What a snapshot command reports besides its own output and report files.
enum SnapshotReporter: String, ExpressibleByArgument, CaseIterable {
    /// The lines above only.
    case text
    /// Plus GitHub Actions annotations and the job summary.
    case github
}
