import Foundation
import TrellisInterfaceBuilder

/// The Interface Builder documents this process has read, by path.
///
/// `render FILE.storyboard --scene all` lists the scenes, then builds each
/// one through `buildLayout`, which read the whole file again for every
/// scene: a 100-scene, 5 MB storyboard was read 101 times. A document is
/// kept with the file's size and modification date and read again when
/// either changes (`trellis preview` serves a file while it is edited).
enum InterfaceBuilderDocumentCache {
    private struct Entry {
        var document: IBDocument
        var size: Int?
        var modified: Date?
    }

    private nonisolated(unsafe) static var entries: [String: Entry] = [:]
    private static let lock = NSLock()

    /// The document at `path`, read by `read` unless this process already
    /// read the file as it is now; `fresh` says which.
    static func document(_ path: String, read: (String) throws -> IBDocument) throws -> (document: IBDocument, fresh: Bool) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.intValue
        let modified = attributes?[.modificationDate] as? Date
        lock.lock()
        let cached = entries[path]
        lock.unlock()
        if let cached, size != nil, modified != nil, cached.size == size, cached.modified == modified {
            return (cached.document, false)
        }
        let document = try read(path)
        lock.lock()
        entries[path] = Entry(document: document, size: size, modified: modified)
        lock.unlock()
        return (document, true)
    }
}
