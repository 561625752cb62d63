import Foundation

/// The documents read most recently, by path, within a count and a byte
/// budget: the least recently used goes first when either is passed.
///
/// Why bounded: `trellis preview` is one long process, and every file it
/// served stayed in InterfaceBuilderDocumentCache for as long as it ran
/// (a parsed storyboard is several times its file's size). The newest
/// document is kept whatever its size, so the file being read is never
/// read twice in one command.
struct RecentDocuments<Document> {
    struct Entry {
        var document: Document
        /// The file's size and modification date when it was read: a
        /// document is used again only while both are unchanged.
        var size: Int?
        var modified: Date?
    }

    let maxCount: Int
    let maxBytes: Int
    private var entries: [String: Entry] = [:]
    /// Paths, least recently used first.
    private var order: [String] = []

    init(maxCount: Int, maxBytes: Int) {
        self.maxCount = maxCount
        self.maxBytes = maxBytes
    }

    var count: Int { entries.count }
    /// The file bytes the kept documents were read from.
    var bytes: Int { entries.values.reduce(0) { $0 + ($1.size ?? 0) } }
    /// Kept paths, least recently used first.
    var paths: [String] { order }

    /// The document read from `path` when its file's size and date are
    /// still these (and known); it becomes the most recently used.
    mutating func document(_ path: String, size: Int?, modified: Date?) -> Document? {
        guard let e = entries[path], size != nil, modified != nil, e.size == size, e.modified == modified else { return nil }
        touch(path)
        return e.document
    }

    /// Keeps `document` as the most recently used, dropping the least
    /// recently used others past ``maxCount`` or ``maxBytes``.
    mutating func insert(_ document: Document, path: String, size: Int?, modified: Date?) {
        entries[path] = Entry(document: document, size: size, modified: modified)
        touch(path)
        while order.count > 1, order.count > maxCount || bytes > maxBytes {
            entries[order.removeFirst()] = nil
        }
    }

    private mutating func touch(_ path: String) {
        order.removeAll { $0 == path }
        order.append(path)
    }
}
