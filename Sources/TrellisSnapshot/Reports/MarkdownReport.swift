import Foundation

/// A Markdown summary for pull requests and review documents: the counts,
/// each failure with its frames differences and reference | actual | diff
/// images (links into the artifacts folder, relative to the report), the
/// passes in a collapsed list, errors and orphans.
public enum MarkdownReport {
    /// `baseURL`: where the artifacts folder will be served (a CI job's
    /// artifact URL), so images show in a pull-request comment that can't
    /// follow relative links; nil keeps links relative to the report.
    public static func make(_ run: SnapshotRun, artifactsDirectory: String, baseURL: String? = nil) -> String {
        var out = "# Trellis snapshots: \(Reports.heading(run))\n\n"
        out += run.summaryLine + "\n\n"
        if let merge = run.merge {
            out += "Merged from " + merge.sources.map { "`\($0.directory)`" + ($0.shard.map { " (shard \($0))" } ?? "") }
                .joined(separator: ", ") + ".\n\n"
            for warning in merge.warnings { out += "> **Warning:** \(warning)\n\n" }
        }
        let failed = run.results.filter { $0.status == .failed }
        let errors = run.results.filter { $0.status == .error }
        let recorded = run.results.filter { $0.status == .recorded }
        let passed = run.results.filter { $0.status == .passed }
        if !failed.isEmpty {
            out += "## Failed (\(failed.count))\n\n"
            for r in failed {
                out += "### `\(r.name)`\n\n\(r.title)\n\n**\(r.summary)**\n\n"
                if !r.framesDifferences.isEmpty {
                    out += "```\n" + r.framesDifferences.joined(separator: "\n") + "\n```\n\n"
                }
                if let a = r.artifacts {
                    let cells: [(String, String?)] = [("reference", a.reference), ("actual", a.actual), ("diff", a.diff),
                                                      ("composite", a.composite)]
                    let shown = cells.filter { $0.1 != nil }
                    out += "| " + shown.map(\.0).joined(separator: " | ") + " |\n"
                    out += "|" + String(repeating: "---|", count: shown.count) + "\n"
                    out += "| " + shown.map { "![\($0.0)](\(url(Reports.relative($0.1!, to: artifactsDirectory), baseURL)))" }
                        .joined(separator: " | ") + " |\n\n"
                }
                out += "Reference: `\(r.name.imagePath)`\n\n"
            }
        }
        if !errors.isEmpty {
            out += "## Errors (\(errors.count))\n\n"
            for r in errors { out += "- `\(r.name)`\n\n```\n\(r.summary)\n```\n\n" }
        }
        if !recorded.isEmpty {
            out += "## Recorded (\(recorded.count))\n\n"
            for r in recorded { out += "- `\(r.name)`: \(r.summary)\n" }
            out += "\n"
        }
        if !passed.isEmpty {
            out += "## Passed (\(passed.count))\n\n<details><summary>\(passed.count) snapshots match their references</summary>\n\n"
            for r in passed { out += "- `\(r.name)`\n" }
            out += "\n</details>\n\n"
        }
        if !run.orphans.isEmpty {
            out += "## Orphaned references (\(run.orphans.count))\n\nNo layout produces these; \(Reports.orphansNote(run)):\n\n"
            for path in run.orphans { out += "- `\(path)`\n" }
            out += "\n"
        }
        return out
    }

    /// The image's address: relative, or under `baseURL` (one slash between).
    static func url(_ relative: String, _ baseURL: String?) -> String {
        guard let base = baseURL, !base.isEmpty else { return link(relative) }
        return (base.hasSuffix("/") ? String(base.dropLast()) : base) + "/" + link(relative)
    }

    /// Spaces and parentheses would end a Markdown link.
    static func link(_ path: String) -> String {
        path.replacingOccurrences(of: " ", with: "%20").replacingOccurrences(of: "(", with: "%28")
            .replacingOccurrences(of: ")", with: "%29")
    }
}
