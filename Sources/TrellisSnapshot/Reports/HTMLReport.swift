import Foundation

/// A self-contained HTML report: one file with every image embedded as a
/// `data:` URI and its CSS and script inline, so it opens anywhere (a CI
/// artifact, an e-mail) with no network. Each failure shows its frames
/// differences and the reference, actual and diff side by side, or a slider
/// that wipes from the reference to the actual; passes, recorded
/// snapshots, errors and orphans are listed.
public enum HTMLReport {
    public static func make(_ run: SnapshotRun) -> String {
        let failed = run.results.filter { $0.status == .failed }
        let errors = run.results.filter { $0.status == .error }
        let recorded = run.results.filter { $0.status == .recorded }
        let passed = run.results.filter { $0.status == .passed }
        var body = ""
        body += "<header><h1>Trellis snapshots</h1><p class=\"lead\">\(escape(Reports.heading(run)))</p><div class=\"badges\">"
        body += badge("failed", failed.count) + badge("error", errors.count) + badge("recorded", recorded.count)
            + badge("passed", passed.count) + badge("orphan", run.orphans.count)
        body += "</div><p class=\"meta\">\(escape(run.summaryLine)) · mode <code>\(run.mode.rawValue)</code></p></header>\n"
        if let merge = run.merge { body += merged(merge) }
        if !failed.isEmpty {
            body += "<h2>Failed <span class=\"count\">\(failed.count)</span></h2>\n"
            for (i, r) in failed.enumerated() { body += failure(r, index: i) }
        }
        if !errors.isEmpty {
            body += "<h2>Errors <span class=\"count\">\(errors.count)</span></h2>\n"
            for r in errors {
                body += "<section class=\"card error\"><h3>\(escape(r.name.description))</h3><pre>\(escape(r.summary))</pre></section>\n"
            }
        }
        if !recorded.isEmpty {
            body += "<h2>Recorded <span class=\"count\">\(recorded.count)</span></h2>\n<ul class=\"list\">"
            for r in recorded { body += "<li><code>\(escape(r.name.description))</code> <span class=\"dim\">\(escape(r.summary))</span></li>" }
            body += "</ul>\n"
        }
        if !passed.isEmpty {
            body += "<h2>Passed <span class=\"count\">\(passed.count)</span></h2>\n<table class=\"passes\"><tbody>"
            for r in passed {
                body += "<tr><td class=\"ok\">✓</td><td><code>\(escape(r.name.description))</code></td>"
                    + "<td class=\"dim\">\(escape(r.title))</td><td class=\"dim num\">\(String(format: "%.0f ms", r.seconds * 1000))</td></tr>"
            }
            body += "</tbody></table>\n"
        }
        if !run.orphans.isEmpty {
            body += "<h2>Orphaned references <span class=\"count\">\(run.orphans.count)</span></h2>\n"
            body += "<p class=\"\(run.failingOrphans.isEmpty ? "dim" : "summary")\">No layout produces these; \(escape(Reports.orphansNote(run))).</p><ul class=\"list\">"
            for path in run.orphans { body += "<li><code>\(escape(path))</code></li>" }
            body += "</ul>\n"
        }
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Trellis snapshots: \(escape(Reports.heading(run)))</title>
        <style>\(css)</style></head>
        <body>
        \(body)
        <script>\(script)</script>
        </body></html>

        """
    }

    /// The reports a merged run came from, and what didn't add up.
    static func merged(_ merge: SnapshotMerge) -> String {
        var out = "<details class=\"merge\"\(merge.warnings.isEmpty ? "" : " open")><summary>merged from \(merge.sources.count) reports</summary><ul>"
        for s in merge.sources {
            out += "<li><code>\(escape(s.directory))</code>\(s.shard.map { " · shard \(escape($0))" } ?? "") · \(s.snapshots) snapshots</li>"
        }
        out += "</ul>"
        if !merge.warnings.isEmpty {
            out += "<ul class=\"warnings\">" + merge.warnings.map { "<li>\(escape($0))</li>" }.joined() + "</ul>"
        }
        return out + "</details>\n"
    }

    static func badge(_ kind: String, _ n: Int) -> String {
        guard n > 0 || kind == "passed" || kind == "failed" else { return "" }
        let label = kind == "orphan" ? (n == 1 ? "orphan" : "orphans") : kind == "error" ? (n == 1 ? "error" : "errors") : kind
        return "<span class=\"badge \(kind)\(n == 0 ? " zero" : "")\"><b>\(n)</b> \(label)</span>"
    }

    static func failure(_ r: SnapshotResult, index: Int) -> String {
        var out = "<section class=\"card failed\" id=\"f\(index)\">\n"
        out += "<h3>\(escape(r.name.description))</h3>\n<p class=\"caption\">\(escape(r.title))</p>\n"
        out += "<p class=\"summary\">\(escape(r.summary))</p>\n"
        if !r.framesDifferences.isEmpty {
            out += "<div class=\"frames\"><div class=\"label\">frames (tolerance one pixel)</div><pre>"
            out += r.framesDifferences.map { line in
                let parts = line.components(separatedBy: " → ")
                if parts.count == 2 {
                    // "20 (+4)": the new value highlighted, the delta after it.
                    let new = parts[1].components(separatedBy: " (")
                    let delta = new.count == 2 ? " <span class=\"arrow\">(\(escape(new[1]))</span>" : ""
                    return "\(escape(parts[0])) <span class=\"arrow\">→</span> <span class=\"new\">\(escape(new[0]))</span>\(delta)"
                }
                return escape(line)
            }.joined(separator: "\n")
            out += "</pre></div>\n"
        }
        let a = r.artifacts
        let reference = a?.reference.flatMap(dataURI)
        let actual = a?.actual.flatMap(dataURI)
        let diff = a?.diff.flatMap(dataURI)
        if reference != nil || actual != nil {
            let canSlide = reference != nil && actual != nil
            out += "<div class=\"views\">"
            out += "<button class=\"tab active\" data-view=\"side\">Side by side</button>"
            if canSlide { out += "<button class=\"tab\" data-view=\"slider\">Slider</button>" }
            out += "</div>\n<div class=\"view side\">"
            for (label, uri) in [("reference", reference), ("actual", actual), ("diff", diff)] {
                guard let uri else { continue }
                out += "<figure><figcaption>\(label)</figcaption><img alt=\"\(label)\" src=\"\(uri)\"></figure>"
            }
            out += "</div>\n"
            if canSlide, let reference, let actual {
                out += "<div class=\"view slider\" hidden>"
                out += "<div class=\"range\"><span>◀ reference</span><input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"wipe between reference and actual\"><span>actual ▶</span></div>"
                out += "<div class=\"wipe\"><img alt=\"reference\" src=\"\(reference)\"><img class=\"top\" alt=\"actual\" src=\"\(actual)\" style=\"clip-path: inset(0 0 0 50%)\">"
                out += "<div class=\"bar\" style=\"left: 50%\"></div></div></div>\n"
            }
        }
        var files: [(String, String)] = [("reference", r.name.imagePath)]
        if let a {
            for (label, path) in [("actual", a.actual), ("diff", a.diff), ("composite", a.composite), ("actual frames", a.actualFrames)] {
                if let path { files.append((label, path)) }
            }
        }
        out += "<details class=\"files\"><summary>files</summary><ul>"
        for (label, path) in files { out += "<li>\(label): <code>\(escape(path))</code></li>" }
        out += "</ul></details>\n</section>\n"
        return out
    }

    static func dataURI(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return "data:image/png;base64," + data.base64EncodedString()
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static let css = """
    :root { --fail: #d70015; --ok: #248a3d; --rec: #0064e0; --warn: #c93400; --ink: #1d1d1f; --dim: #6e6e73; --line: #d2d2d7; --bg: #f5f5f7; }
    * { box-sizing: border-box; }
    body { margin: 0; padding: 24px 32px 48px; font: 14px/1.45 -apple-system, "Segoe UI", "DejaVu Sans", Helvetica, Arial, sans-serif; color: var(--ink); background: var(--bg); }
    header { margin-bottom: 8px; }
    h1 { font-size: 24px; margin: 0 0 4px; }
    h2 { font-size: 18px; margin: 28px 0 12px; }
    h3 { font-size: 15px; margin: 0 0 2px; font-family: ui-monospace, "DejaVu Sans Mono", Menlo, monospace; }
    .lead { font-size: 16px; margin: 0 0 10px; }
    .meta, .dim { color: var(--dim); }
    .meta { margin: 8px 0 0; font-size: 13px; }
    code, pre { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, monospace; font-size: 12.5px; }
    .badges { display: flex; gap: 8px; flex-wrap: wrap; }
    .badge { padding: 3px 10px; border-radius: 999px; background: #fff; border: 1px solid var(--line); }
    .badge.failed, .badge.error { color: #fff; background: var(--fail); border-color: var(--fail); }
    .badge.passed { color: #fff; background: var(--ok); border-color: var(--ok); }
    .badge.recorded { color: #fff; background: var(--rec); border-color: var(--rec); }
    .badge.orphan { color: var(--warn); border-color: var(--warn); }
    .badge.zero { background: #fff; color: var(--dim); border-color: var(--line); }
    .count { font-weight: normal; color: var(--dim); }
    .card { background: #fff; border: 1px solid var(--line); border-left: 4px solid var(--fail); border-radius: 8px; padding: 14px 18px; margin: 0 0 18px; }
    .caption { margin: 0; color: var(--dim); }
    .summary { margin: 6px 0 10px; font-weight: 600; color: var(--fail); }
    .frames { margin: 0 0 12px; }
    .frames .label { font-size: 12px; color: var(--dim); margin-bottom: 2px; }
    .frames pre { margin: 0; padding: 8px 12px; background: #fff8f7; border: 1px solid #f3d3d0; border-radius: 6px; overflow-x: auto; }
    .frames .new { color: var(--fail); font-weight: 600; }
    .arrow { color: var(--dim); }
    .views { display: flex; gap: 4px; margin: 6px 0 10px; }
    .tab { font: inherit; font-size: 13px; padding: 4px 12px; border: 1px solid var(--line); border-radius: 6px; background: #fff; cursor: pointer; }
    .tab.active { background: var(--ink); color: #fff; border-color: var(--ink); }
    .view.side { display: flex; gap: 16px; align-items: flex-start; overflow-x: auto; }
    .view[hidden] { display: none !important; }
    figure { margin: 0; flex: 0 1 auto; min-width: 0; }
    figcaption { font-size: 12px; color: var(--dim); margin-bottom: 4px; text-transform: uppercase; letter-spacing: .04em; }
    figure img, .wipe img { display: block; max-width: 100%; max-height: 900px; width: auto; height: auto; border: 1px solid var(--line); background: #fff; }
    .wipe img.top { max-height: none; height: 100%; }
    .wipe { position: relative; display: inline-block; max-width: 100%; }
    .wipe img.top { position: absolute; top: 0; left: 0; width: 100%; }
    .wipe { line-height: 0; }
    .wipe .bar { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: var(--fail); pointer-events: none; }
    .range { display: flex; align-items: center; gap: 10px; margin: 0 0 8px; font-size: 12px; color: var(--dim); max-width: 480px; }
    .range input { flex: 1; }
    .files { margin-top: 10px; font-size: 12.5px; color: var(--dim); }
    .files ul { margin: 6px 0 0; padding-left: 18px; }
    .passes { border-collapse: collapse; background: #fff; border: 1px solid var(--line); border-radius: 8px; width: 100%; }
    .passes td { padding: 4px 10px; border-top: 1px solid #ececf0; }
    .passes tr:first-child td { border-top: none; }
    .ok { color: var(--ok); width: 1em; }
    .num { text-align: right; white-space: nowrap; }
    .list { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 8px 12px 8px 30px; }
    .card.error { border-left-color: var(--warn); }
    .merge { margin: 10px 0 0; font-size: 13px; color: var(--dim); }
    .merge ul { margin: 6px 0 0; padding-left: 18px; }
    .merge .warnings { color: var(--warn); font-weight: 600; }
    """

    static let script = """
    document.querySelectorAll('.card').forEach(function (card) {
      card.querySelectorAll('.tab').forEach(function (tab) {
        tab.addEventListener('click', function () {
          card.querySelectorAll('.tab').forEach(function (t) { t.classList.toggle('active', t === tab); });
          card.querySelectorAll('.view').forEach(function (v) { v.hidden = !v.classList.contains(tab.dataset.view); });
        });
      });
      var range = card.querySelector('.range input');
      if (range) {
        range.addEventListener('input', function () {
          card.querySelector('.wipe img.top').style.clipPath = 'inset(0 0 0 ' + range.value + '%)';
          card.querySelector('.wipe .bar').style.left = range.value + '%';
        });
      }
    });
    """
}
