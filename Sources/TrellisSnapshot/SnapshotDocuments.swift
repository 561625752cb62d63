import Foundation
import TrellisFormat
import TrellisInterfaceBuilder

/// Layout documents for snapshots: layout files, and Interface Builder
/// files with one snapshot per scene. A scene is planned under a virtual
/// path `DIR/NAME@SCENEID.storyboard` so each scene gets its own reference
/// folder (`__Snapshots__/NAME@SCENEID/`) through the ordinary naming.
enum SnapshotDocuments {
    static func isIB(_ path: String) -> Bool { InterfaceBuilderFile.isInterfaceBuilderFile(path) }

    /// One path per scene for an IB file; the file itself otherwise.
    static func expand(_ path: String) throws(FormatError) -> [String] {
        guard isIB(path) else { return [path] }
        let document = try InterfaceBuilderFile.load(path: path)
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let base = (name as NSString).deletingPathExtension, ext = (name as NSString).pathExtension
        return document.scenes.map { scene in
            let virtual = "\(base)@\(scene.id).\(ext)"
            return folder.isEmpty ? virtual : (folder as NSString).appendingPathComponent(virtual)
        }
    }

    /// The file on disk behind a planned path: `DIR/NAME.storyboard` for
    /// the scene path `DIR/NAME@SCENE.storyboard`, the path itself otherwise.
    static func realFile(_ path: String) -> String {
        guard isIB(path), !FileManager.default.fileExists(atPath: path) else { return path }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard let at = name.lastIndex(of: "@") else { return path }
        let real = String(name[..<at]) + "." + (name as NSString).pathExtension
        return folder.isEmpty ? real : (folder as NSString).appendingPathComponent(real)
    }

    /// The document for a layout file or a planned IB scene.
    static func load(_ path: String) throws(FormatError) -> LayoutDocument {
        guard isIB(path) else { return try LayoutFile.load(path: path) }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var file = path, scene: String?
        if !FileManager.default.fileExists(atPath: path), let at = name.lastIndex(of: "@") {
            let ext = (name as NSString).pathExtension
            let real = String(name[..<at]) + "." + ext
            file = folder.isEmpty ? real : (folder as NSString).appendingPathComponent(real)
            scene = String((name[name.index(after: at)...] as NSString).deletingPathExtension)
        }
        let document = try InterfaceBuilderFile.load(path: file)
        guard let chosen = try document.scenes(matching: scene).first else {
            throw FormatError(file: file, line: 0, column: 0, message: "no scenes with a view to lay out")
        }
        return try document.imported(chosen).document
    }
}
