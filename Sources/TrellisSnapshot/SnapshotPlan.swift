import Foundation
import TrellisFormat
import TrellisLayout

/// One snapshot: a layout file on one device (and orientation) after one step.
public struct SnapshotCase: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The layout file, as found (relative paths stay relative).
    public var layoutPath: String
    /// A device from the configuration file; nil: the file's own canvas.
    public var device: String?
    /// An orientation from the configuration file; nil: the file's own.
    public var orientation: Orientation?
    /// 0 = before any step.
    public var step: Int
    /// The screen's appearance the run asks for (`--appearance`); nil: the
    /// file's (its canvas's `userInterfaceStyle`, light by default).
    public var appearance: UIUserInterfaceStyle?
    /// The device and orientation the run starts in, for names and captions:
    /// `iphone-15-portrait`; `iphone-15-portrait-dark` on a dark screen.
    public var configuration: String
    public var name: SnapshotName

    public init(layoutPath: String, device: String?, orientation: Orientation?, step: Int, configuration: String,
                appearance: UIUserInterfaceStyle? = nil) {
        self.layoutPath = layoutPath
        self.device = device
        self.orientation = orientation
        self.appearance = appearance
        self.step = step
        self.configuration = configuration
        name = SnapshotName(layoutPath: layoutPath, configuration: configuration, step: step)
    }

    public static func < (a: SnapshotCase, b: SnapshotCase) -> Bool {
        (a.name.directory, a.configuration, a.step) < (b.name.directory, b.configuration, b.step)
    }

    public var description: String { name.description }
}

/// Every snapshot a run covers: layout files × devices × steps, in a stable
/// order (by reference folder, configuration, step), plus the reference
/// folders to look through for orphans.
public struct SnapshotPlan: Sendable {
    public var cases: [SnapshotCase]
    /// `__Snapshots__/<layout>` folders (or whole `__Snapshots__` folders for
    /// directory arguments) whose files should all belong to some case.
    public var scannedFolders: [String]
    /// The layout files found, in the order given.
    public var layoutFiles: [String]

    public static let layoutExtensions = ["yaml", "yml", "json", "xib", "storyboard"]

    /// Plans a run over files and folders (folders are searched recursively,
    /// skipping hidden folders, `__Snapshots__` and artifacts folders). `config` overrides the
    /// nearest `trellis-snapshots.yaml`.
    ///
    /// `appearances` (`--appearance light,dark`): a run per screen
    /// appearance for every file, the dark ones named `…-dark`; nil: the
    /// configuration's `appearances:`, else one run as each file says.
    public static func make(paths: [String], config: SnapshotConfig? = nil,
                            appearances: [UIUserInterfaceStyle]? = nil) throws(SnapshotError) -> SnapshotPlan {
        var files: [String] = []
        var scanned: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else {
                throw SnapshotError("\(path): error: no such file or folder")
            }
            if isDir.boolValue {
                let found = try layoutFiles(in: path)
                files += found.files
                scanned += found.snapshotFolders
            } else {
                files.append(path)
                let name = SnapshotName(layoutPath: path, configuration: "", step: 0)
                scanned.append(name.directory)
            }
        }
        var seen = Set<String>()
        files = files.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
        // Interface Builder files: one snapshot per scene.
        var expanded: [String] = []
        for file in files {
            do { expanded += try SnapshotDocuments.expand(file) } catch { throw SnapshotError(error.description) }
        }
        files = expanded
        var cases: [SnapshotCase] = []
        var owners: [String: String] = [:]
        var configs: [String: SnapshotConfig] = [:]
        for file in files {
            let document: LayoutDocument
            do {
                document = try SnapshotDocuments.load(file)
            } catch {
                throw SnapshotError(error.description)
            }
            let folder = SnapshotName(layoutPath: file, configuration: "", step: 0).directory
            if let other = owners[folder] {
                throw SnapshotError("\(file): error: its references would share \(folder)/ with \(other)\n  suggestion: rename one of them")
            }
            owners[folder] = file
            var fileConfig = config
            if fileConfig == nil, let found = SnapshotConfig.nearest(to: (file as NSString).deletingLastPathComponent) {
                if configs[found] == nil { configs[found] = try SnapshotConfig.load(path: found) }
                fileConfig = configs[found]
            }
            var runs: [(device: String?, orientation: Orientation?, configuration: String)] = []
            if let canvasDevice = document.canvas.device {
                if let devices = fileConfig?.devices {
                    for d in devices {
                        let o = d.orientation ?? document.canvas.orientation
                        runs.append((d.device, d.orientation, SnapshotName.configuration(device: d.device, orientation: o.rawValue)))
                    }
                } else {
                    runs.append((nil, nil, SnapshotName.configuration(device: canvasDevice.name,
                                                                      orientation: document.canvas.orientation.rawValue)))
                }
            } else if let name = document.canvas.name {
                // A named explicit canvas (an IB file's device and
                // orientation), as `BuiltLayout.snapshotConfiguration`: the
                // canvas Xcode showed, then the configured devices, on which
                // the scene keeps its bars (`canvas.bars`).
                runs.append((nil, nil, name))
                for d in fileConfig?.devices ?? [] {
                    let o = d.orientation ?? .portrait
                    runs.append((d.device, o, SnapshotName.configuration(device: d.device, orientation: o.rawValue)))
                }
            } else {
                runs.append((nil, nil, SnapshotName.configuration(device: nil, orientation: nil)))
            }
            var configurations = Set<String>()
            let styles: [UIUserInterfaceStyle?] = (appearances ?? fileConfig?.appearances)?.map { $0 } ?? [nil]
            for run in runs {
                for style in styles {
                    let dark = (style ?? document.canvas.userInterfaceStyle) == .dark
                    let configuration = run.configuration + (dark ? "-dark" : "")
                    guard configurations.insert(configuration).inserted else { continue }
                    for step in 0...document.steps.count {
                        cases.append(SnapshotCase(layoutPath: file, device: run.device, orientation: run.orientation,
                                                  step: step, configuration: configuration, appearance: style))
                    }
                }
            }
        }
        return SnapshotPlan(cases: cases.sorted(), scannedFolders: scanned, layoutFiles: files)
    }

    /// The cases of shard `index` (1-based) of `count`: every count-th case
    /// in the plan's stable order, so the shards together cover every case
    /// exactly once and each gets a similar mix.
    public func shard(_ index: Int, of count: Int) -> [SnapshotCase] {
        guard count > 1 else { return cases }
        return cases.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// Parses `i/n` (1 ≤ i ≤ n).
    public static func parseShard(_ text: String) throws(SnapshotError) -> (index: Int, count: Int) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else {
            throw SnapshotError("error: --shard must be i/n with 1 ≤ i ≤ n (e.g. 2/4), not '\(text)'")
        }
        return (i, n)
    }

    static func layoutFiles(in root: String) throws(SnapshotError) -> (files: [String], snapshotFolders: [String]) {
        var files: [String] = []
        var folders: [String] = []
        let fm = FileManager.default
        // Each real folder once: links are followed, but a link back up the
        // tree (`x/up -> ..`) made the walk branch at every level until
        // paths grew too long, for hours.
        var walked = Set<[UInt64]>()
        func walk(_ dir: String) {
            var info = stat()
            guard stat(dir, &info) == 0, walked.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { return }
            guard let names = try? fm.contentsOfDirectory(atPath: dir) else { return }
            for name in names.sorted() {
                let path = SnapshotName.join(dir, name)
                var isDir: ObjCBool = false
                guard fm.fileExists(atPath: path, isDirectory: &isDir) else { continue }
                if isDir.boolValue {
                    if name == SnapshotName.folderName {
                        folders.append(path)
                    } else if !name.hasPrefix("."),
                              !fm.fileExists(atPath: SnapshotName.join(path, Artifacts.marker)) {
                        // An artifacts folder (it holds the marker) inside a
                        // scanned folder is output, not layouts: its JSON
                        // reports would read as layout files.
                        walk(path)
                    }
                } else if !name.hasPrefix("."), name != SnapshotConfig.fileName,
                          !name.hasSuffix("." + SnapshotName.framesExtension),
                          layoutExtensions.contains((name as NSString).pathExtension.lowercased()) {
                    files.append(path)
                }
            }
        }
        walk(root)
        return (files, folders)
    }
}
