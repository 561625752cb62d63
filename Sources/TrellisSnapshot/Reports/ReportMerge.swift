import Foundation

/// Several runs' reports into one (`trellis snapshot merge-reports`): the
/// shards of one `--shard i/n` split, or whole runs over different folders.
///
/// - Reports of different runs are refused: another record mode, or
///   shards of another split (`1/3` with `2/4`, a shard with a whole run).
/// - A snapshot in more than one report is counted once (the worst
///   outcome kept) and listed as a duplicate; shards of the split that no
///   report holds are listed as missing. Both show in every report.
/// - Results come back in the plan's order (reference folder,
///   configuration, step), as one unsharded run would list them; orphans
///   are the union (each shard finds them from the whole plan).
/// - The run's time is the slowest report's: shards run side by side.
public enum ReportMerge {
    public static func merge(_ blobs: [ReportBlob]) throws(SnapshotError) -> SnapshotRun {
        guard let first = blobs.first else { throw SnapshotError("error: no report folders to merge") }
        var seenFiles: [String: String] = [:]
        for blob in blobs {
            let key = standard(blob.file)
            if let other = seenFiles[key] {
                throw SnapshotError("\(blob.given): error: the same report as \(other), given twice")
            }
            seenFiles[key] = blob.given
        }
        for blob in blobs.dropFirst() where blob.run.mode != first.run.mode {
            throw SnapshotError("\(blob.file): error: record mode '\(blob.run.mode.rawValue)' doesn't match \(first.file)'s "
                + "'\(first.run.mode.rawValue)': reports of different runs can't be merged")
        }
        let split = try splitCount(blobs)

        var kept: [SnapshotName: (result: SnapshotResult, blob: Int)] = [:]
        var holders: [SnapshotName: [(blob: Int, status: SnapshotStatus)]] = [:]
        var order: [SnapshotName] = []
        for (index, blob) in blobs.enumerated() {
            for r in blob.run.results {
                holders[r.name, default: []].append((index, r.status))
                if let current = kept[r.name] {
                    if severity(r.status) > severity(current.result.status) { kept[r.name] = (r, index) }
                } else {
                    kept[r.name] = (r, index)
                    order.append(r.name)
                }
            }
        }
        let results = order.compactMap { kept[$0]?.result }.sorted(by: planOrder)
        let duplicates = results.compactMap { r -> SnapshotMerge.Duplicate? in
            guard let held = holders[r.name], held.count > 1, let keptIndex = kept[r.name]?.blob else { return nil }
            return SnapshotMerge.Duplicate(name: r.name.description, directories: held.map { blobs[$0.blob].given },
                                           statuses: held.map(\.status), kept: blobs[keptIndex].given)
        }
        var missingShards: [String] = []
        if let split {
            let present = Set(blobs.compactMap { $0.run.shard.flatMap { try? SnapshotPlan.parseShard($0) }?.index })
            missingShards = (1...split).filter { !present.contains($0) }.map { "\($0)/\(split)" }
        }
        let merge = SnapshotMerge(sources: blobs.map { .init(directory: $0.given, shard: $0.run.shard, snapshots: $0.run.results.count) },
                                  duplicates: duplicates, missingShards: missingShards)
        return SnapshotRun(results: results, orphans: Set(blobs.flatMap(\.run.orphans)).sorted(),
                           pruned: Set(blobs.flatMap(\.run.pruned)).sorted(),
                           seconds: blobs.map(\.run.seconds).max() ?? 0, mode: first.run.mode, shard: nil,
                           failOnOrphans: blobs.contains { $0.run.failOnOrphans }, merge: merge)
    }

    /// The `n` of the reports' common `--shard i/n`, nil when none is a
    /// shard; refuses reports from different splits.
    static func splitCount(_ blobs: [ReportBlob]) throws(SnapshotError) -> Int? {
        var split: (count: Int, blob: ReportBlob)?
        for blob in blobs {
            guard let text = blob.run.shard else { continue }
            let shard: (index: Int, count: Int)
            do { shard = try SnapshotPlan.parseShard(text) } catch {
                throw SnapshotError("\(blob.file): error: summary.shard: expected i/n, found '\(text)'")
            }
            if let split, split.count != shard.count {
                throw SnapshotError("\(blob.file): error: shard \(text) is from a different split than \(split.blob.file)'s "
                    + "\(split.blob.run.shard ?? "")\n  expected: every shard of one `--shard i/\(split.count)` run")
            }
            if split == nil { split = (shard.count, blob) }
        }
        if let split, let whole = blobs.first(where: { $0.run.shard == nil }) {
            throw SnapshotError("\(whole.file): error: a whole run (not a shard) can't be merged with shards of a split "
                + "(\(split.blob.file) is shard \(split.blob.run.shard ?? "")); it holds every snapshot they do")
        }
        return split?.count
    }

    /// Errors outrank failures outrank records outrank passes: a duplicate keeps the worst.
    static func severity(_ s: SnapshotStatus) -> Int {
        switch s {
        case .passed: return 0
        case .recorded: return 1
        case .failed: return 2
        case .error: return 3
        }
    }

    /// The plan's order: by reference folder, configuration, step (the
    /// step as a number, so step-10 follows step-9).
    static func planOrder(_ a: SnapshotResult, _ b: SnapshotResult) -> Bool {
        if let ca = a.snapshotCase, let cb = b.snapshotCase { return ca < cb }
        return a.name < b.name
    }

    static func standard(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
