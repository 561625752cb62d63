/// Where a merged run's results came from (`trellis snapshot merge-reports`):
/// the report folders read, the snapshots more than one of them held, and
/// the shards of the split none of them held. Reports show it so a merged
/// report can't look complete when it isn't, or count a snapshot twice.
public struct SnapshotMerge: Sendable, Equatable {
    /// One report folder that was read.
    public struct Source: Sendable, Equatable {
        /// The folder as given on the command line.
        public var directory: String
        /// "2/4" for a shard's report; nil for a whole run (or a merged report).
        public var shard: String?
        /// How many snapshots it held.
        public var snapshots: Int

        public init(directory: String, shard: String?, snapshots: Int) {
            self.directory = directory
            self.shard = shard
            self.snapshots = snapshots
        }
    }

    /// A snapshot found in more than one report. The merged report counts
    /// it once, keeping the worst outcome (error, then failed, recorded,
    /// passed; the first folder's on a tie) so a failure can't be hidden by
    /// a pass of the same snapshot.
    public struct Duplicate: Sendable, Equatable {
        /// `batch/iphone-15-portrait.step-1`.
        public var name: String
        /// The folders holding it, in the order given.
        public var directories: [String]
        /// Its outcome in each of them.
        public var statuses: [SnapshotStatus]
        /// The folder whose result was kept.
        public var kept: String

        public init(name: String, directories: [String], statuses: [SnapshotStatus], kept: String) {
            self.name = name
            self.directories = directories
            self.statuses = statuses
            self.kept = kept
        }

        /// `batch/iphone-15-portrait.step-1 in shards/1 (failed) and shards/2 (passed); kept shards/1`.
        public var description: String {
            let places = zip(directories, statuses).map { "\($0) (\($1.rawValue))" }
            return "\(name) in " + places.joined(separator: " and ") + "; kept \(kept)"
        }
    }

    public var sources: [Source]
    public var duplicates: [Duplicate]
    /// Shards of the split that no report held (`3/4`): their snapshots
    /// are not in the merged report.
    public var missingShards: [String]

    public init(sources: [Source], duplicates: [Duplicate] = [], missingShards: [String] = []) {
        self.sources = sources
        self.duplicates = duplicates
        self.missingShards = missingShards
    }

    /// Lines for output and reports, empty when the merge was clean.
    public var warnings: [String] {
        var lines: [String] = []
        if !missingShards.isEmpty {
            lines.append("shard\(missingShards.count == 1 ? "" : "s") \(missingShards.joined(separator: ", ")) missing: "
                         + "no report given holds \(missingShards.count == 1 ? "its" : "their") snapshots")
        }
        for d in duplicates { lines.append("duplicate: " + d.description) }
        return lines
    }
}
