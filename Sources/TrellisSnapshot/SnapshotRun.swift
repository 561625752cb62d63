/// A whole run's outcome: what the reports, the exit code and the
/// command's output are made from. A run read back from shards' reports
/// and merged (`trellis snapshot merge-reports`) is one of these too, with
/// ``merge`` saying where its results came from.
public struct SnapshotRun: Sendable {
    public var results: [SnapshotResult]
    /// Reference files no case produces (sorted).
    public var orphans: [String]
    /// Orphans removed (`--prune`).
    public var pruned: [String]
    public var seconds: Double
    public var mode: RecordMode
    /// "2/4" when sharded.
    public var shard: String?
    /// Orphans fail the run (`--fail-on-orphans`) instead of being listed
    /// as a warning. Pruned ones don't: the run removed them.
    public var failOnOrphans: Bool
    /// Set when the run was merged from several reports.
    public var merge: SnapshotMerge?

    public init(results: [SnapshotResult], orphans: [String] = [], pruned: [String] = [], seconds: Double = 0,
                mode: RecordMode = .never, shard: String? = nil, failOnOrphans: Bool = false,
                merge: SnapshotMerge? = nil) {
        self.results = results
        self.orphans = orphans
        self.pruned = pruned
        self.seconds = seconds
        self.mode = mode
        self.shard = shard
        self.failOnOrphans = failOnOrphans
        self.merge = merge
    }

    public func count(_ status: SnapshotStatus) -> Int { results.filter { $0.status == status }.count }

    /// The orphans that fail this run: with `--fail-on-orphans`, those still on disk.
    public var failingOrphans: [String] {
        guard failOnOrphans else { return [] }
        let removed = Set(pruned)
        return orphans.filter { !removed.contains($0) }
    }

    /// 0 all passed (or were recorded), 1 any failure (or a failing
    /// orphan), 2 a layout that can't be built or drawn.
    public var exitCode: Int32 {
        if count(.error) > 0 { return 2 }
        return count(.failed) > 0 || !failingOrphans.isEmpty ? 1 : 0
    }

    /// `37 snapshots: 36 passed, 1 failed (1.4 s)`.
    public var summaryLine: String {
        var parts: [String] = []
        for status in SnapshotStatus.allCases {
            let n = count(status)
            if n > 0 || status == .passed { parts.append("\(n) \(status == .error ? (n == 1 ? "error" : "errors") : status.rawValue)") }
        }
        var line = "\(results.count) snapshot\(results.count == 1 ? "" : "s")"
        if let shard { line += " (shard \(shard))" }
        if let merge { line += " (merged from \(merge.sources.count) report\(merge.sources.count == 1 ? "" : "s"))" }
        line += ": " + parts.joined(separator: ", ") + String(format: " (%.1f s)", seconds)
        if !orphans.isEmpty {
            line += "; \(orphans.count) orphaned reference\(orphans.count == 1 ? "" : "s")"
                + (pruned.isEmpty ? "" : " pruned") + (failingOrphans.isEmpty ? "" : " (failing: --fail-on-orphans)")
        }
        if let merge, !merge.duplicates.isEmpty {
            line += "; \(merge.duplicates.count) duplicate\(merge.duplicates.count == 1 ? "" : "s") across reports"
        }
        return line
    }
}
