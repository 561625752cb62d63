import Foundation

/// The job summary for GitHub Actions (`--reporter github`): Markdown
/// appended to the file `$GITHUB_STEP_SUMMARY` names, shown on the run's
/// page. Short on purpose — counts, a table of what failed (snapshot,
/// layout file and line, why), each failure's frames changes folded, the
/// orphans — because the full report (pictures and all) is the uploaded
/// report folder; with `--base-url` the summary links to it.
///
/// Appended, never overwritten: other steps of the job write there too.
/// GitHub refuses a step summary over 1 MiB, so the detailed part stops
/// at ``maxDetailed`` failures and the text at ``maxBytes``.
public enum GitHubSummary {
    public static let maxDetailed = 50
    public static let maxBytes = 900_000

    public static func make(_ run: SnapshotRun, baseURL: String? = nil) -> String {
        var out = "## Trellis snapshots: \(Reports.heading(run))\n\n\(escapeText(run.summaryLine))\n\n"
        if let merge = run.merge {
            out += "Merged from " + merge.sources.map { "`\($0.directory)`" + ($0.shard.map { " (shard \($0))" } ?? "") }
                .joined(separator: ", ") + ".\n\n"
            for warning in merge.warnings { out += "> **Warning:** \(escapeText(warning))\n\n" }
        }
        let bad = run.results.filter { $0.status == .failed || $0.status == .error }
        if !bad.isEmpty {
            out += "| | snapshot | layout | what |\n|---|---|---|---|\n"
            for r in bad {
                let place = r.source.map { "\($0.file):\($0.line)" } ?? r.snapshotCase?.layoutPath ?? r.name.imagePath
                out += "| \(r.status.rawValue) | `\(cell(r.name.description))` | `\(cell(place))` | \(cell(r.summary)) |\n"
            }
            out += "\n"
            for r in bad.prefix(maxDetailed) where !r.framesDifferences.isEmpty {
                out += "<details><summary><code>\(html(r.name.description))</code>: \(r.framesDifferences.count) frame change"
                    + (r.framesDifferences.count == 1 ? "" : "s") + "</summary>\n\n```\n"
                    + r.framesDifferences.joined(separator: "\n").replacingOccurrences(of: "```", with: "` ` `") + "\n```\n\n</details>\n\n"
            }
            if bad.count > maxDetailed { out += "… and \(bad.count - maxDetailed) more; the report has them all.\n\n" }
        }
        if !run.orphans.isEmpty {
            out += "**Orphaned references** (\(run.orphans.count); \(Reports.orphansNote(run))):\n\n"
            for path in run.orphans { out += "- `\(cell(path))`\n" }
            out += "\n"
        }
        if let baseURL, !baseURL.isEmpty {
            let base = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
            out += "Report: [report.html](\(base)/report.html) · [report.md](\(base)/report.md)\n\n"
        }
        if out.utf8.count > maxBytes {
            out = String(decoding: Array(out.utf8.prefix(maxBytes)), as: UTF8.self)
                + "\n\n… cut to stay under GitHub's 1 MiB step summary limit; the report has everything.\n\n"
        }
        return out
    }

    /// Appends the summary to `path` (made if missing).
    public static func append(_ run: SnapshotRun, to path: String, baseURL: String? = nil) throws(SnapshotError) {
        let fm = FileManager.default
        if !fm.fileExists(atPath: path), !fm.createFile(atPath: path, contents: nil) {
            throw SnapshotError("error: can't create the job summary \(path)")
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw SnapshotError("error: can't write the job summary \(path)")
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(make(run, baseURL: baseURL).utf8))
        } catch {
            throw SnapshotError("error: can't write the job summary \(path): \(error.localizedDescription)")
        }
    }

    /// A table cell: one line, no column breaks, no code-span breaks.
    static func cell(_ s: String) -> String {
        s.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'")
    }

    /// Running text: no HTML tags GitHub would render.
    static func escapeText(_ s: String) -> String { html(s) }

    static func html(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
