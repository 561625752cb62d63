import Foundation
import TrellisInterfaceBuilder

/// The Interface Builder documents this process has read most recently,
/// by path (RecentDocuments.swift: at most 8, from at most 40 MB of files).
///
/// `render FILE.storyboard --scene all` lists the scenes, then builds each
/// one through `buildLayout`, which read the whole file again for every
/// scene: a 100-scene, 5 MB storyboard was read 101 times. A document is
/// kept with the file's size and modification date and read again when
/// either changes (`trellis preview` serves a file while it is edited).
/// It kept every document a process read: a `preview` session serving a
/// folder of storyboards held them all until it ended.
enum InterfaceBuilderDocumentCache {
    /// Documents: a command reads one or a few; a preview session moves
    /// between a handful.
    static let maxDocuments = 8
    /// File bytes: four of the largest files the reader takes (10 MB).
    static let maxBytes = 40_000_000

    private nonisolated(unsafe) static var recent = RecentDocuments<IBDocument>(maxCount: maxDocuments, maxBytes: maxBytes)
    private static let lock = NSLock()

    /// The document at `path`, read by `read` unless this process read
    /// the file as it is now and still keeps it; `fresh` says which.
    static func document(_ path: String, read: (String) throws -> IBDocument) throws -> (document: IBDocument, fresh: Bool) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.intValue
        let modified = attributes?[.modificationDate] as? Date
        lock.lock()
        let cached = recent.document(path, size: size, modified: modified)
        lock.unlock()
        if let cached { return (cached, false) }
        let document = try read(path)
        lock.lock()
        recent.insert(document, path: path, size: size, modified: modified)
        lock.unlock()
        return (document, true)
    }

    /// How many documents are kept and the bytes of their files.
    static var kept: (count: Int, bytes: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (recent.count, recent.bytes)
    }
}
