import Foundation

/// Writes a merged run (``ReportMerge``) as one report folder shaped like a
/// single run's artifacts folder: the four reports at the top and every
/// failure's files **copied** in under the same relative paths they had in
/// their shard's folder (`Snapshots/__Snapshots__/batch/….actual.png`).
///
/// Copies rather than links back into the shard folders because the merged
/// folder is what CI uploads and serves on its own (`--base-url`): links
/// into folders that were downloaded into a merge job and thrown away
/// would not resolve. Shards run disjoint snapshots, so their files never
/// collide; a duplicate's files come from the report whose result was kept.
public enum MergedReport {
    public struct Output: Sendable {
        public var written: Reports.Written
        /// The run with artifact paths in the merged folder.
        public var run: SnapshotRun
        /// Artifact files a report named that weren't in its folder (left
        /// out of the merged report; an incomplete download or upload).
        public var missingFiles: [String]
    }

    public static func write(_ run: SnapshotRun, from blobs: [ReportBlob], to directory: String,
                             baseURL: String? = nil) throws(SnapshotError) -> Output {
        try refuseOverlap(directory, blobs)
        try Artifacts(directory: directory).prepare()
        let folders = blobs.map { ReportMerge.standard($0.folder) }.sorted { $0.count > $1.count }
        var copied = run
        var missing: [String] = []
        func copy(_ path: String?) throws(SnapshotError) -> String? {
            guard let path else { return nil }
            let fm = FileManager.default
            guard fm.fileExists(atPath: path) else { missing.append(path); return nil }
            let absolute = ReportMerge.standard(path)
            let relative = folders.first { absolute.hasPrefix($0 + "/") }.map { String(absolute.dropFirst($0.count + 1)) }
                ?? String(absolute.drop { $0 == "/" })
            let target = SnapshotName.join(directory, relative)
            guard let bytes = AtomicFile.read(path) else { missing.append(path); return nil }
            try AtomicFile.write(bytes, to: target)
            return target
        }
        for i in copied.results.indices {
            guard let a = copied.results[i].artifacts else { continue }
            var b = Artifacts.Paths()
            b.reference = try copy(a.reference)
            b.actual = try copy(a.actual)
            b.diff = try copy(a.diff)
            b.composite = try copy(a.composite)
            b.referenceFrames = try copy(a.referenceFrames)
            b.actualFrames = try copy(a.actualFrames)
            b.framesDiff = try copy(a.framesDiff)
            copied.results[i].artifacts = b
        }
        let written = try Reports.write(copied, to: directory, baseURL: baseURL)
        return Output(written: written, run: copied, missingFiles: missing)
    }

    /// The output folder is emptied first (when a previous run made it), so
    /// it must be neither a report folder being read nor hold one.
    static func refuseOverlap(_ directory: String, _ blobs: [ReportBlob]) throws(SnapshotError) {
        let out = ReportMerge.standard(directory)
        for blob in blobs {
            let folder = ReportMerge.standard(blob.folder)
            if out == folder || folder.hasPrefix(out + "/") || out.hasPrefix(folder + "/") {
                throw SnapshotError("\(directory): error: the output folder overlaps the report folder \(blob.given)\n"
                    + "  suggestion: write the merged report elsewhere (--output), e.g. .trellis/merged-report")
            }
        }
    }
}
