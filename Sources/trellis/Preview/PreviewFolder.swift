import Foundation

/// The folder `trellis preview` serves, and the only place it reads from.
///
/// Why its own type: the page names files by a path relative to this
/// folder, and that name comes from the network. Every lookup goes through
/// ``resolve(_:)``, which refuses absolute paths, `..`, and symbolic links
/// that lead outside, so nothing else under the server's reach can be read.
struct PreviewFolder: Sendable {
    /// The folder, with symbolic links resolved (`/tmp` → `/private/tmp`).
    let root: String
    /// The file named on the command line (relative to ``root``), opened
    /// first; nil when a folder was named.
    let initialFile: String?

    /// File kinds the preview shows: the ones `trellis render` takes.
    static let extensions: Set<String> = ["yaml", "yml", "json", "xib", "storyboard"]
    /// A folder with more layout files than this is listed only this far, so
    /// pointing the preview at a home folder doesn't stall every poll.
    static let maxFiles = 2_000

    enum Refusal: Error, Equatable {
        /// Outside the folder, or not a name the page can ask for (403).
        case outside(String)
        /// Inside, but no such layout file (404).
        case notFound(String)
    }

    /// `path`: a layout file (its folder is served, it is opened first) or a folder.
    init(path: String) throws {
        let real = Self.realPath(path)
        var isDirectory: ObjCBool = false
        guard let real, FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory) else {
            throw BadInput(message: "\(path): error: no such file or folder")
        }
        if isDirectory.boolValue {
            root = real
            initialFile = nil
        } else {
            guard Self.isLayoutFile(real) else {
                throw BadInput(message: "\(path): error: not a layout file; expected .yaml, .yml, .json, .xib or .storyboard")
            }
            root = (real as NSString).deletingLastPathComponent
            initialFile = (real as NSString).lastPathComponent
        }
    }

    static func isLayoutFile(_ path: String) -> Bool {
        extensions.contains((path as NSString).pathExtension.lowercased())
    }

    /// The absolute path of a layout file named relative to the folder.
    func resolve(_ name: String) throws(Refusal) -> String {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.isEmpty, !name.hasPrefix("/"), !name.contains("\0"), !name.contains("\\"),
              !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else {
            throw .outside(name)
        }
        let joined = root + "/" + name
        // A link inside the folder may point anywhere: judge where it lands.
        guard let real = Self.realPath(joined) else { throw .notFound(name) }
        guard Self.isInside(real, root) else { throw .outside(name) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), !isDirectory.boolValue,
              Self.isLayoutFile(real) else {
            throw .notFound(name)
        }
        return real
    }

    /// Layout files under the folder, relative, sorted; hidden folders and
    /// build output (`.build`, `.trellis`, `__Snapshots__`) skipped.
    func layoutFiles() -> [String] {
        var result: [String] = []
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        while let next = walker.nextObject() as? String {
            let last = (next as NSString).lastPathComponent
            if last.hasPrefix(".") || last == "__Snapshots__" || last == "node_modules" {
                walker.skipDescendants()
                continue
            }
            guard Self.isLayoutFile(next), (try? resolve(next)) != nil else { continue }
            result.append(next)
            if result.count >= Self.maxFiles { break }
        }
        return result.sorted()
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" ? path.hasPrefix("/") : path.hasPrefix(folder + "/")
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
