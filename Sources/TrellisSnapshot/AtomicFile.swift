import Foundation
import TrellisRender

/// Writing files so no reader ever sees a partial one: the folder is made if
/// needed, then TrellisRender's `FileOutput` writes a hidden temporary file
/// beside the target and renames it over.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(SnapshotError) {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw SnapshotError("can't create \(folder): \(error.localizedDescription)")
            }
        }
        do {
            try FileOutput.writeAtomically(bytes, to: path)
        } catch {
            throw SnapshotError(error.description)
        }
    }

    public static func write(_ text: String, to path: String) throws(SnapshotError) {
        try write(Array(text.utf8), to: path)
    }

    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
}
