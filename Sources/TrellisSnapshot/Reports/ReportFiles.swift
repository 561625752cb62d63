import Foundation

/// Writes every report into the artifacts folder: `report.html` (self-contained),
/// `report.md`, `junit.xml`, `report.json`.
public enum Reports {
    public struct Written: Sendable {
        public var html: String
        public var markdown: String
        public var junit: String
        public var json: String
        public var all: [String] { [html, markdown, junit, json] }
    }

    public static func write(_ run: SnapshotRun, to directory: String, baseURL: String? = nil) throws(SnapshotError) -> Written {
        let written = Written(html: SnapshotName.join(directory, "report.html"),
                              markdown: SnapshotName.join(directory, "report.md"),
                              junit: SnapshotName.join(directory, "junit.xml"),
                              json: SnapshotName.join(directory, "report.json"))
        try AtomicFile.write(HTMLReport.make(run), to: written.html)
        try AtomicFile.write(MarkdownReport.make(run, artifactsDirectory: directory, baseURL: baseURL), to: written.markdown)
        try AtomicFile.write(JUnitReport.make(run), to: written.junit)
        try AtomicFile.write(JSONReport.make(run, artifactsDirectory: directory).render() + "\n", to: written.json)
        return written
    }

    /// `path` relative to `directory` when inside it (for links in reports kept in that folder).
    static func relative(_ path: String, to directory: String) -> String {
        let p = URL(fileURLWithPath: path).standardizedFileURL.path
        let d = URL(fileURLWithPath: directory).standardizedFileURL.path
        return p.hasPrefix(d + "/") ? String(p.dropFirst(d.count + 1)) : p
    }

    static func heading(_ run: SnapshotRun) -> String {
        let failed = run.count(.failed) + run.count(.error)
        var text = failed == 0 ? "all \(run.results.count) snapshots pass" : "\(failed) of \(run.results.count) snapshots fail"
        let orphans = run.failingOrphans.count
        if orphans > 0 { text += "; \(orphans) orphaned reference\(orphans == 1 ? "" : "s") fail\(orphans == 1 ? "s" : "") the run" }
        return text
    }

    /// What to say about the orphans: they fail the run, or how to remove them, or that they were.
    static func orphansNote(_ run: SnapshotRun) -> String {
        if !run.failingOrphans.isEmpty { return "they fail the run (--fail-on-orphans); delete them, or run with --prune" }
        return run.pruned.isEmpty ? "--prune removes them" : "they were removed"
    }
}
