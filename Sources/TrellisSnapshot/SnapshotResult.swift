import TrellisDiff

/// How one snapshot came out.
public enum SnapshotStatus: String, Sendable, CaseIterable {
    /// Matches its references (exactly, or within the tolerance).
    case passed
    /// A reference was written (the record mode asked for it).
    case recorded
    /// Differs from its references, or a reference is missing and the mode doesn't write it.
    case failed
    /// The layout couldn't be built or drawn (bad input).
    case error
}

/// One snapshot's result: what was compared, what differed, what was written.
public struct SnapshotResult: Sendable {
    public var name: SnapshotName
    /// The plan's case; nil for the test helper.
    public var snapshotCase: SnapshotCase?
    /// The caption drawn on the picture: `batch.yaml · iphone-15 portrait · step 1: …`.
    public var title: String
    public var status: SnapshotStatus
    /// One line: `frames differ (2 changes); 1234 pixels differ (0.52 %)`.
    public var summary: String
    /// The frames differences (`title.frame.x 16 → 20`).
    public var framesDifferences: [String] = []
    /// The image comparison when the bytes differed.
    public var image: CompareResult?
    /// `435×950 → 435×970` when the image size changed.
    public var sizeChange: String?
    /// Why the reference was written, or what is missing.
    public var missing: [String] = []
    /// References written in this run.
    public var written: [String] = []
    public var artifacts: Artifacts.Paths?
    /// The layout file and line this snapshot's state comes from; nil for the test helper.
    public var source: SnapshotSource?
    public var seconds: Double = 0

    public init(name: SnapshotName, snapshotCase: SnapshotCase? = nil, title: String, status: SnapshotStatus, summary: String) {
        self.name = name
        self.snapshotCase = snapshotCase
        self.title = title
        self.status = status
        self.summary = summary
    }

    /// The full failure (or record) message: the summary, every frames
    /// difference, the image figures, the files.
    public var message: String {
        var lines = ["\(name): \(summary)"]
        if !framesDifferences.isEmpty {
            lines.append("  frames:")
            lines += framesDifferences.map { "    " + $0 }
        }
        if let image, status != .passed {
            lines.append("  image: " + SnapshotCheck.describe(image, sizeChange: sizeChange))
        }
        if status == .failed || status == .recorded {
            lines.append("  reference: \(name.imagePath)")
        }
        for path in written { lines.append("  wrote \(path)") }
        if let a = artifacts {
            for (label, path) in [("actual", a.actual), ("diff", a.diff), ("composite", a.composite),
                                  ("actual frames", a.actualFrames)] {
                if let path { lines.append("  \(label): \(path)") }
            }
        }
        return lines.joined(separator: "\n")
    }
}
