import Foundation

/// References no layout produces any more: a renamed or deleted layout, a
/// device dropped from the configuration, a step removed. Listed after
/// every run; `--prune` removes them (and folders left empty).
///
/// Looked for in the plan's scanned folders: every `__Snapshots__` folder
/// under a folder argument, `__Snapshots__/<layout>/` for a file argument.
/// A `__Snapshots__/<name>/` folder beside a `<name>.swift` file belongs to
/// the test helper and is left alone.
public enum Orphans {
    public static func find(_ plan: SnapshotPlan) -> [String] {
        let fm = FileManager.default
        let expected = Set(plan.cases.flatMap(\.name.paths).map(standard))
        var orphans: [String] = []
        var seen = Set<String>()
        for folder in plan.scannedFolders {
            guard let enumerator = fm.enumerator(atPath: folder) else { continue }
            let isSnapshotsRoot = (folder as NSString).lastPathComponent == SnapshotName.folderName
            let parent = (folder as NSString).deletingLastPathComponent
            while let relative = enumerator.nextObject() as? String {
                let path = SnapshotName.join(folder, relative)
                var isDir: ObjCBool = false
                guard fm.fileExists(atPath: path, isDirectory: &isDir) else { continue }
                let first = relative.split(separator: "/").first.map(String.init) ?? relative
                if isSnapshotsRoot, fm.fileExists(atPath: SnapshotName.join(parent, first + ".swift")) {
                    if isDir.boolValue { enumerator.skipDescendants() }
                    continue
                }
                if isDir.boolValue { continue }
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") && name.contains(".tmp-") == false { continue }
                let key = standard(path)
                if !expected.contains(key) && seen.insert(key).inserted { orphans.append(path) }
            }
        }
        return orphans.sorted()
    }

    /// Removes the files, then any folders under `__Snapshots__` they leave empty. Returns what was removed.
    public static func prune(_ orphans: [String]) -> [String] {
        let fm = FileManager.default
        var removed: [String] = []
        for path in orphans where (try? fm.removeItem(atPath: path)) != nil { removed.append(path) }
        for folder in Set(removed.map { ($0 as NSString).deletingLastPathComponent }).sorted(by: >) {
            var dir = folder
            while (dir as NSString).lastPathComponent != SnapshotName.folderName,
                  (dir as NSString).pathComponents.contains(SnapshotName.folderName),
                  (try? fm.contentsOfDirectory(atPath: dir))?.isEmpty == true {
                try? fm.removeItem(atPath: dir)
                dir = (dir as NSString).deletingLastPathComponent
            }
            if (dir as NSString).lastPathComponent == SnapshotName.folderName,
               (try? fm.contentsOfDirectory(atPath: dir))?.isEmpty == true {
                try? fm.removeItem(atPath: dir)
            }
        }
        return removed
    }

    /// A hidden `.NAME.tmp-XXXXXX` file: what an atomic write leaves
    /// beside a reference when the process is killed between writing and
    /// renaming (TrellisRender's FileOutput). Never a reference itself, so
    /// it is an orphan, reported in words of its own.
    public static func isInterruptedWrite(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name.hasPrefix(".") && name.contains(".tmp-")
    }

    static func standard(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
}
