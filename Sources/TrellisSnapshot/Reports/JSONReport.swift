/// The run as JSON, for tools: a summary, every snapshot with its status,
/// differences and files, orphans.
public enum JSONReport {
    public static func make(_ run: SnapshotRun, artifactsDirectory: String? = nil) -> SnapshotJSON {
        func strings(_ xs: [String]) -> SnapshotJSON { .array(xs.map { .string($0) }) }
        func optional(_ s: String?) -> SnapshotJSON { s.map { .string($0) } ?? .null }
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
            fields += [("reference", .object([("image", .string(r.name.imagePath)), ("frames", .string(r.name.framesPath))])),
                       ("framesDifferences", strings(r.framesDifferences))]
            if let image = r.image {
                fields.append(("image", .object([
                    ("differentPixels", .number(Double(image.differentPixels))),
                    ("differentRatio", .number(image.differentRatio)),
                    ("antialiasedPixels", .number(Double(image.antialiasedPixels))),
                    ("sizeChange", optional(r.sizeChange)),
                ])))
            }
            if !r.written.isEmpty { fields.append(("written", strings(r.written))) }
            if let a = r.artifacts {
                fields.append(("artifacts", .object([
                    ("reference", optional(a.reference)), ("actual", optional(a.actual)), ("diff", optional(a.diff)),
                    ("composite", optional(a.composite)), ("referenceFrames", optional(a.referenceFrames)),
                    ("actualFrames", optional(a.actualFrames)), ("framesDiff", optional(a.framesDiff)),
                ])))
            }
            fields.append(("seconds", .number(r.seconds)))
            return .object(fields)
        }
        return .object([
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
                ("exitCode", .number(Double(run.exitCode))),
            ])),
            ("snapshots", .array(snapshots)),
            ("orphans", strings(run.orphans)),
            ("pruned", strings(run.pruned)),
        ])
    }
}
