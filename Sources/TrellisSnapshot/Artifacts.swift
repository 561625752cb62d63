import Foundation
import TrellisDiff

/// What a failing snapshot leaves for CI to upload, in the artifacts folder
/// (default `.trellis/artifacts/`) under the reference's own relative path:
///
///     .trellis/artifacts/Snapshots/__Snapshots__/batch/iphone-15-portrait.step-1.reference.png
///                                                                           .actual.png
///                                                                           .diff.png
///                                                                           .composite.png   (reference | removed/added | actual)
///                                                                           .reference.frames.json
///                                                                           .actual.frames.json
///                                                                           .frames-diff.txt
///
/// A missing reference leaves only the actual files. The reports sit at the
/// top: `report.html`, `report.md`, `junit.xml`, `report.json`.
public struct Artifacts: Sendable {
    public let directory: String

    /// The files written for one snapshot (paths inside the artifacts folder).
    public struct Paths: Sendable, Equatable {
        public var reference: String?
        public var actual: String?
        public var diff: String?
        public var composite: String?
        public var referenceFrames: String?
        public var actualFrames: String?
        public var framesDiff: String?
        public init() {}
    }

    /// The marker that says a folder is ours to clear at the start of a run.
    static let marker = ".trellis-artifacts"

    public init(directory: String) {
        self.directory = directory
    }

    /// Empties the folder of a previous run's files, if a previous run made
    /// it (it holds the marker); never touches a folder it didn't make.
    public func prepare() throws(SnapshotError) {
        let fm = FileManager.default
        let markerPath = SnapshotName.join(directory, Self.marker)
        if fm.fileExists(atPath: markerPath) {
            for name in (try? fm.contentsOfDirectory(atPath: directory)) ?? [] where name != Self.marker {
                try? fm.removeItem(atPath: SnapshotName.join(directory, name))
            }
        }
        try AtomicFile.write("Trellis snapshot artifacts; emptied at the start of every run.\n", to: markerPath)
    }

    /// `<artifacts>/<reference folder relative to the current directory>/<base>`.
    public func stem(for name: SnapshotName) -> String {
        SnapshotName.join(SnapshotName.join(directory, Self.relative(name.directory)), name.base)
    }

    /// A path relative to the current directory when it is inside it; otherwise without its leading `/`.
    static func relative(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        if absolute.hasPrefix(cwd + "/") { return String(absolute.dropFirst(cwd.count + 1)) }
        return String(absolute.drop { $0 == "/" })
    }

    /// Writes the files for a failure; `reference*` nil when missing.
    func write(name: SnapshotName, referencePNG: [UInt8]?, actualPNG: [UInt8], referenceFrames: String?,
               actualFrames: String, framesDifferences: [String], options: CompareOptions) throws(SnapshotError) -> Paths {
        let stem = stem(for: name)
        var paths = Paths()
        paths.actual = stem + ".actual.png"
        try AtomicFile.write(actualPNG, to: paths.actual!)
        paths.actualFrames = stem + ".actual.frames.json"
        try AtomicFile.write(actualFrames, to: paths.actualFrames!)
        if let referenceFrames {
            paths.referenceFrames = stem + ".reference.frames.json"
            try AtomicFile.write(referenceFrames, to: paths.referenceFrames!)
        }
        if !framesDifferences.isEmpty {
            paths.framesDiff = stem + ".frames-diff.txt"
            try AtomicFile.write(framesDifferences.joined(separator: "\n") + "\n", to: paths.framesDiff!)
        }
        if let referencePNG {
            paths.reference = stem + ".reference.png"
            try AtomicFile.write(referencePNG, to: paths.reference!)
            if referencePNG != actualPNG {
                do {
                    let reference = try PNGCodec.decode(referencePNG)
                    let actual = try PNGCodec.decode(actualPNG)
                    try ImageComparer.checkDrawingSize(reference, actual, composite: true)
                    let diff = ImageComparer.diffImage(reference, actual, options: options)
                    paths.diff = stem + ".diff.png"
                    try AtomicFile.write(try PNGCodec.encode(diff), to: paths.diff!)
                    paths.composite = stem + ".composite.png"
                    // The composite's middle panel tells removed from added
                    // (``TwoColourDiff``); the .diff.png stays the compare's.
                    let twoColour = TwoColourDiff.image(reference, actual)
                    try AtomicFile.write(try PNGCodec.encode(ImageComparer.composite(reference: reference, diff: twoColour, actual: actual)),
                                         to: paths.composite!)
                } catch let error as DiffError {
                    throw SnapshotError("can't make the diff image for \(name): \(error.message)")
                } catch let error as SnapshotError {
                    throw error
                } catch {
                    throw SnapshotError("\(error)")
                }
            }
        }
        return paths
    }
}
