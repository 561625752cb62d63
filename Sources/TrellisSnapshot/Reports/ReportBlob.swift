import Foundation
import TrellisDiff

/// A run read back from the `report.json` it wrote: the blob
/// `trellis snapshot merge-reports` merges (Playwright's model: each shard
/// leaves a machine-readable result in its report folder, one job reads
/// them all and writes one report with the same writers).
///
/// Reading is strict: a folder without a report, a file that isn't JSON,
/// a report of another format or a newer version, a field of the wrong
/// type, a summary that disagrees with its own list — each is refused with
/// the file and what is wrong, never half-read into a report that looks
/// complete. Artifact paths, written relative to the report's folder, come
/// back resolved against the folder the report was found in.
public struct ReportBlob: Sendable {
    /// The folder (or `report.json`) as given.
    public var given: String
    /// The folder holding the report: artifact paths are relative to it.
    public var folder: String
    /// The `report.json` read.
    public var file: String
    public var run: SnapshotRun

    public static let fileName = "report.json"

    /// Reads `path`: a report folder, or a `report.json` itself.
    public static func read(_ path: String) throws(SnapshotError) -> ReportBlob {
        let fm = FileManager.default
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isDir) else {
            throw SnapshotError("\(path): error: no such report folder")
        }
        let folder = isDir.boolValue ? path : (path as NSString).deletingLastPathComponent
        let file = isDir.boolValue ? SnapshotName.join(path, fileName) : path
        guard let data = fm.contents(atPath: file) else {
            throw SnapshotError(fm.fileExists(atPath: file)
                ? "\(file): error: can't be read"
                : "\(path): error: no \(fileName) in it\n  expected: the report folder of a `trellis snapshot verify` run (its --artifacts folder)")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw SnapshotError("\(file): error: not JSON (\(error.localizedDescription)); a truncated upload?")
        }
        let reader = BlobReader(file: file, folder: folder)
        return ReportBlob(given: path, folder: folder.isEmpty ? "." : folder, file: file, run: try reader.run(object))
    }
}

/// Typed access to the decoded JSON, each failure naming the field.
struct BlobReader {
    let file: String
    let folder: String

    func fail(_ at: String, _ what: String) -> SnapshotError { SnapshotError("\(file): error: \(at): \(what)") }

    func run(_ value: Any) throws(SnapshotError) -> SnapshotRun {
        guard let top = value as? [String: Any] else { throw SnapshotError("\(file): error: expected a JSON object at the top") }
        guard let format = top["format"] as? String, format == JSONReport.formatName else {
            throw SnapshotError("\(file): error: not a Trellis snapshot report (no \"format\": \"\(JSONReport.formatName)\")\n"
                + "  suggestion: a report written before merge-reports existed lacks it; run the shard again with this trellis")
        }
        let version = try int(top, "formatVersion", "formatVersion")
        guard version <= JSONReport.formatVersion else {
            throw fail("formatVersion", "\(version) is newer than this trellis reads (\(JSONReport.formatVersion)); use the trellis that wrote it")
        }
        let summary = try object(top["summary"], "summary")
        let modeText = try string(summary, "mode", "summary.mode")
        guard let mode = RecordMode(rawValue: modeText) else {
            throw fail("summary.mode", "expected one of \(RecordMode.allCases.map(\.rawValue).joined(separator: ", ")), found '\(modeText)'")
        }
        guard let list = top["snapshots"] as? [Any] else { throw fail("snapshots", "expected a list") }
        var results: [SnapshotResult] = []
        for (i, item) in list.enumerated() { results.append(try result(item, "snapshots[\(i)]")) }
        let total = try int(summary, "total", "summary.total")
        guard total == results.count else {
            throw fail("summary.total", "says \(total) snapshots but the list holds \(results.count); a truncated or edited report?")
        }
        return SnapshotRun(results: results, orphans: try strings(top, "orphans", "orphans"),
                           pruned: try strings(top, "pruned", "pruned"),
                           seconds: try double(summary, "seconds", "summary.seconds"), mode: mode,
                           shard: try optionalString(summary, "shard", "summary.shard"),
                           failOnOrphans: summary["failOnOrphans"] as? Bool ?? false)
    }

    func result(_ value: Any, _ at: String) throws(SnapshotError) -> SnapshotResult {
        let o = try object(value, at)
        let statusText = try string(o, "status", at + ".status")
        guard let status = SnapshotStatus(rawValue: statusText) else {
            throw fail(at + ".status", "expected one of \(SnapshotStatus.allCases.map(\.rawValue).joined(separator: ", ")), found '\(statusText)'")
        }
        let reference = try object(o["reference"], at + ".reference")
        let name = SnapshotName(directory: try string(reference, "directory", at + ".reference.directory"),
                                group: try string(reference, "group", at + ".reference.group"),
                                base: try string(reference, "base", at + ".reference.base"))
        var r = SnapshotResult(name: name, title: try string(o, "title", at + ".title"), status: status,
                               summary: try string(o, "summary", at + ".summary"))
        if let layout = try optionalString(o, "layout", at + ".layout") {
            r.snapshotCase = SnapshotCase(layoutPath: layout, device: nil, orientation: nil,
                                          step: try int(o, "step", at + ".step"),
                                          configuration: try string(o, "configuration", at + ".configuration"))
        }
        if o["source"] != nil {
            let s = try object(o["source"], at + ".source")
            r.source = SnapshotSource(file: try string(s, "file", at + ".source.file"), line: try int(s, "line", at + ".source.line"))
        }
        r.framesDifferences = try strings(o, "framesDifferences", at + ".framesDifferences")
        if o["image"] != nil {
            let i = try object(o["image"], at + ".image")
            r.image = CompareResult(width: try int(i, "width", at + ".image.width"), height: try int(i, "height", at + ".image.height"),
                                    differentPixels: try int(i, "differentPixels", at + ".image.differentPixels"),
                                    antialiasedPixels: try int(i, "antialiasedPixels", at + ".image.antialiasedPixels"),
                                    sizeMismatch: i["sizeMismatch"] as? Bool ?? false, identical: i["identical"] as? Bool ?? false)
            r.sizeChange = try optionalString(i, "sizeChange", at + ".image.sizeChange")
        }
        r.missing = o["missing"] == nil ? [] : try strings(o, "missing", at + ".missing")
        r.written = o["written"] == nil ? [] : try strings(o, "written", at + ".written")
        if o["artifacts"] != nil {
            let a = try object(o["artifacts"], at + ".artifacts")
            func file(_ key: String) throws(SnapshotError) -> String? {
                try optionalString(a, key, at + ".artifacts." + key).map(resolve)
            }
            var paths = Artifacts.Paths()
            paths.reference = try file("reference")
            paths.actual = try file("actual")
            paths.diff = try file("diff")
            paths.composite = try file("composite")
            paths.referenceFrames = try file("referenceFrames")
            paths.actualFrames = try file("actualFrames")
            paths.framesDiff = try file("framesDiff")
            r.artifacts = paths
        }
        r.seconds = try double(o, "seconds", at + ".seconds")
        return r
    }

    /// A path written relative to the report's folder, found from here.
    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : SnapshotName.join(folder, path)
    }

    func object(_ value: Any?, _ at: String) throws(SnapshotError) -> [String: Any] {
        guard let o = value as? [String: Any] else { throw fail(at, value == nil ? "missing" : "expected an object") }
        return o
    }

    func string(_ o: [String: Any], _ key: String, _ at: String) throws(SnapshotError) -> String {
        guard let s = o[key] as? String else { throw fail(at, o[key] == nil ? "missing" : "expected a string") }
        return s
    }

    func optionalString(_ o: [String: Any], _ key: String, _ at: String) throws(SnapshotError) -> String? {
        guard let value = o[key], !(value is NSNull) else { return nil }
        guard let s = value as? String else { throw fail(at, "expected a string or null") }
        return s
    }

    func double(_ o: [String: Any], _ key: String, _ at: String) throws(SnapshotError) -> Double {
        guard let n = o[key] as? NSNumber else {
            throw fail(at, o[key] == nil ? "missing" : "expected a number")
        }
        return n.doubleValue
    }

    func int(_ o: [String: Any], _ key: String, _ at: String) throws(SnapshotError) -> Int {
        let x = try double(o, key, at)
        guard x.rounded() == x, abs(x) < 1e15 else { throw fail(at, "expected a whole number, found \(x)") }
        return Int(x)
    }

    func strings(_ o: [String: Any], _ key: String, _ at: String) throws(SnapshotError) -> [String] {
        guard let list = o[key] as? [Any] else { throw fail(at, o[key] == nil ? "missing" : "expected a list of strings") }
        var out: [String] = []
        for (i, item) in list.enumerated() {
            guard let s = item as? String else { throw fail("\(at)[\(i)]", "expected a string") }
            out.append(s)
        }
        return out
    }
}
