import Foundation
import TrellisFormat

/// GitHub Actions workflow commands (`::error file=…,line=…,title=…::…`)
/// for a run (`--reporter github`): the runner turns each into an
/// annotation on the pull request's file, so a failing snapshot is flagged
/// on the layout file (at its step's line) a reviewer would change.
///
/// - a failed snapshot, or one that couldn't be drawn: `error`, at its
///   layout file and line, with the whole failure message;
/// - an orphaned reference: `warning` at the file, or `error` when orphans
///   fail the run (`--fail-on-orphans`);
/// - a merged report's missing shards and duplicates: `warning`.
///
/// GitHub shows at most 10 error and 10 warning annotations per step (50
/// per job); the job summary (``GitHubSummary``) lists everything.
public enum GitHubAnnotations {
    public enum Level: String, Sendable { case error, warning, notice }

    /// Every annotation for the run, one workflow command a line.
    /// `workspace`: the repository's root (`GITHUB_WORKSPACE`); paths are
    /// written relative to it, as GitHub matches them against the diff.
    public static func make(_ run: SnapshotRun, workspace: String? = ProcessInfo.processInfo.environment["GITHUB_WORKSPACE"]) -> [String] {
        var lines: [String] = []
        for r in run.results where r.status == .failed || r.status == .error {
            let file = r.source?.file ?? r.snapshotCase?.layoutPath ?? r.name.imagePath
            let title = r.status == .failed ? "Snapshot \(r.name) failed" : "Snapshot \(r.name) can't be drawn"
            var properties = [("file", path(file, workspace: workspace))]
            properties.append(("line", String(r.source?.line ?? 1)))
            properties.append(("title", title))
            lines.append(command(.error, properties, r.status == .failed ? r.message : r.summary))
        }
        let failing = Set(run.failingOrphans)
        for orphan in run.orphans where !run.pruned.contains(orphan) {
            let fails = failing.contains(orphan)
            lines.append(command(fails ? .error : .warning,
                                 [("file", path(orphan, workspace: workspace)), ("title", "Orphaned snapshot reference")],
                                 "No layout produces this reference; " + (fails
                                    ? "it fails the run (--fail-on-orphans). Delete it, or run with --prune."
                                    : "--prune removes it.")))
        }
        for warning in run.merge?.warnings ?? [] {
            lines.append(command(.warning, [("title", "trellis snapshot merge-reports")], warning))
        }
        return lines
    }

    /// `::LEVEL key=value,key=value::message`, escaped as the runner
    /// unescapes (actions/toolkit's `command.ts`).
    public static func command(_ level: Level, _ properties: [(String, String)], _ message: String) -> String {
        WorkflowCommand.line(level.rawValue, properties: properties, message: message)
    }

    /// See ``WorkflowCommand/escapeData(_:)``.
    public static func escapeData(_ s: String) -> String { WorkflowCommand.escapeData(s) }

    /// See ``WorkflowCommand/escapeProperty(_:)``.
    public static func escapeProperty(_ s: String) -> String { WorkflowCommand.escapeProperty(s) }

    /// `path` relative to the workspace when inside it; relative paths are
    /// taken as relative to the current folder.
    static func path(_ path: String, workspace: String?) -> String {
        guard let workspace, !workspace.isEmpty else { return path }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let root = URL(fileURLWithPath: workspace).standardizedFileURL.path
        return absolute.hasPrefix(root + "/") ? String(absolute.dropFirst(root.count + 1)) : path
    }
}
