#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An Interface Builder file's lines, for errors' source lines and
/// positions.
enum SourceLines {
    /// The text split at each "\n", empty lines kept, a CRLF line's "\r"
    /// dropped: `text.utf8.split(separator: "\n", omittingEmptySubsequences:
    /// false)`, each piece without a final "\r".
    ///
    /// Why by bytes, and with `memchr`: a 5 MB storyboard split by
    /// `Character` spends longer breaking graphemes than parsing the XML,
    /// and split by the UTF-8 view's indices one byte at a time it was still
    /// 2 % of laying the file out. "\n" and "\r" are single bytes that never
    /// occur inside a longer UTF-8 sequence, so every cut is at a scalar
    /// boundary.
    static func split(_ text: String) -> [Substring] {
        var text = text
        text.makeContiguousUTF8()
        let utf8 = text.utf8
        let cuts: [Int] = utf8.withContiguousStorageIfAvailable { bytes -> [Int] in
            var cuts: [Int] = []
            guard let base = bytes.baseAddress else { return cuts }
            var at = 0
            while at < bytes.count, let hit = memchr(base + at, 0x0A, bytes.count - at) {
                let offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                cuts.append(offset)
                at = offset + 1
            }
            return cuts
        } ?? utf8.indices.filter { utf8[$0] == 0x0A }.map { utf8.distance(from: utf8.startIndex, to: $0) }
        var lines: [Substring] = []
        lines.reserveCapacity(cuts.count + 1)
        let start = utf8.startIndex
        var from = 0
        for to in cuts + [utf8.count] {
            var end = to
            if end > from && utf8[utf8.index(start, offsetBy: end - 1)] == 0x0D { end -= 1 }
            lines.append(text[utf8.index(start, offsetBy: from)..<utf8.index(start, offsetBy: end)])
            from = to + 1
        }
        return lines
    }
}
