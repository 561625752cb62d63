/// The run as JSON, for tools: a summary, every snapshot with its status,
/// differences and files, orphans.
///
/// It is also the blob `trellis snapshot merge-reports` reads back
/// (``ReportBlob``), so it holds everything the other reports are made
/// from, says what it is (`format`, ``formatName`` and ``formatVersion``),
/// and names the artifact files relative to the folder it is written in
/// (when they are inside it): a shard's report folder, downloaded anywhere,
/// still leads to its images.
public enum JSONReport {
    /// The value of `format`: what a reader checks before trusting the rest.
    public static let formatName = "trellis-snapshot-report"
    /// Raised when a field changes meaning or a required one is added;
    /// readers refuse a newer version rather than misread it.
    public static let formatVersion = 1

    /// `artifactsDirectory`: the folder the report is written in; artifact
    /// paths inside it are written relative to it. nil: as they are.
    public static func make(_ run: SnapshotRun, artifactsDirectory: String? = nil) -> SnapshotJSON {
        func strings(_ xs: [String]) -> SnapshotJSON { .array(xs.map { .string($0) }) }
        func optional(_ s: String?) -> SnapshotJSON { s.map { .string($0) } ?? .null }
        func file(_ path: String?) -> SnapshotJSON {
            guard let path else { return .null }
            return .string(artifactsDirectory.map { Reports.relative(path, to: $0) } ?? path)
        }
        let snapshots: [SnapshotJSON] = run.results.map { r in
            var fields: [(String, SnapshotJSON)] = [
                ("name", .string(r.name.description)),
                ("status", .string(r.status.rawValue)),
                ("summary", .string(r.summary)),
                ("title", .string(r.title)),
            ]
            if let c = r.snapshotCase {
                fields += [("layout", .string(c.layoutPath)), ("configuration", .string(c.configuration)),
                           ("step", .number(Double(c.step)))]
            }
            if let s = r.source {
                fields.append(("source", .object([("file", .string(s.file)), ("line", .number(Double(s.line)))])))
            }
            fields += [("reference", .object([("image", .string(r.name.imagePath)), ("frames", .string(r.name.framesPath)),
                                              ("directory", .string(r.name.directory)), ("group", .string(r.name.group)),
                                              ("base", .string(r.name.base))])),
                       ("framesDifferences", strings(r.framesDifferences))]
            if let image = r.image {
                fields.append(("image", .object([
                    ("differentPixels", .number(Double(image.differentPixels))),
                    ("differentRatio", .number(image.differentRatio)),
                    ("antialiasedPixels", .number(Double(image.antialiasedPixels))),
                    ("sizeChange", optional(r.sizeChange)),
                    ("width", .number(Double(image.width))),
                    ("height", .number(Double(image.height))),
                    ("sizeMismatch", .bool(image.sizeMismatch)),
                    ("identical", .bool(image.identical)),
                ])))
            }
            if !r.missing.isEmpty { fields.append(("missing", strings(r.missing))) }
            if !r.written.isEmpty { fields.append(("written", strings(r.written))) }
            if let a = r.artifacts {
                fields.append(("artifacts", .object([
                    ("reference", file(a.reference)), ("actual", file(a.actual)), ("diff", file(a.diff)),
                    ("composite", file(a.composite)), ("referenceFrames", file(a.referenceFrames)),
                    ("actualFrames", file(a.actualFrames)), ("framesDiff", file(a.framesDiff)),
                ])))
            }
            fields.append(("seconds", .number(r.seconds)))
            return .object(fields)
        }
        var top: [(String, SnapshotJSON)] = [
            ("format", .string(formatName)),
            ("formatVersion", .number(Double(formatVersion))),
            ("summary", .object([
                ("total", .number(Double(run.results.count))),
                ("passed", .number(Double(run.count(.passed)))),
                ("recorded", .number(Double(run.count(.recorded)))),
                ("failed", .number(Double(run.count(.failed)))),
                ("errors", .number(Double(run.count(.error)))),
                ("orphans", .number(Double(run.orphans.count))),
                ("seconds", .number(run.seconds)),
                ("mode", .string(run.mode.rawValue)),
                ("shard", optional(run.shard)),
                ("failOnOrphans", .bool(run.failOnOrphans)),
                ("exitCode", .number(Double(run.exitCode))),
            ])),
            ("snapshots", .array(snapshots)),
            ("orphans", strings(run.orphans)),
            ("pruned", strings(run.pruned)),
        ]
        if let merge = run.merge { top.append(("merge", json(merge))) }
        return .object(top)
    }

    static func json(_ merge: SnapshotMerge) -> SnapshotJSON {
        .object([
            ("sources", .array(merge.sources.map { s in
                .object([("directory", .string(s.directory)), ("shard", s.shard.map { .string($0) } ?? .null),
                         ("snapshots", .number(Double(s.snapshots)))])
            })),
            ("duplicates", .array(merge.duplicates.map { d in
                .object([("name", .string(d.name)), ("directories", .array(d.directories.map { .string($0) })),
                         ("statuses", .array(d.statuses.map { .string($0.rawValue) })), ("kept", .string(d.kept))])
            })),
            ("missingShards", .array(merge.missingShards.map { .string($0) })),
        ])
    }
}
