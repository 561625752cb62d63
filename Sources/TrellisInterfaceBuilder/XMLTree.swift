import Foundation
#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationXML)
import FoundationXML
#endif
import TrellisFormat

/// One XML element with where it starts in the file. Interface Builder
/// documents are small trees of attributes; keeping the whole tree (rather
/// than reacting to SAX events) lets the reader look ids up in any order.
public final class XMLNode {
    public let name: String
    public let attributes: [String: String]
    public private(set) var children: [XMLNode] = []
    /// 1-based line and column of the `<` that opens the element.
    public let position: SourcePosition

    init(name: String, attributes: [String: String], position: SourcePosition) {
        self.name = name
        self.attributes = attributes
        self.position = position
    }

    public subscript(_ key: String) -> String? { attributes[key] }

    /// The character data of a `<string>` element (other elements keep
    /// none: Interface Builder writes text as element content only there).
    public fileprivate(set) var text: String?

    /// A string property Interface Builder writes either as an attribute or,
    /// when it spans lines or is long, as a `<string key="…">` child
    /// (a section's `footerTitle`, a label's `text`).
    public func string(_ key: String) -> String? {
        attributes[key] ?? child("string", key: key).map { $0.text ?? "" }
    }

    /// The first child named `name` (and with `key="…"` when given).
    public func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child with `key="…"`, whatever its element name.
    public func keyed(_ key: String) -> XMLNode? { children.first { $0["key"] == key } }

    public func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }

    fileprivate func append(_ child: XMLNode) { children.append(child) }
}

/// Parses XML text into ``XMLNode``s with Foundation's `XMLParser`, which
/// reports the line of each element; the column is found by looking for the
/// element's `<name` on that line (the parser's own column points past the tag).
enum XMLTreeReader {
    static func parse(_ data: Data, file: String, lines: [Substring]) throws(FormatError) -> XMLNode {
        if let crowded = XMLAttributeBudget.firstOverBudget(data) {
            let at = crowded.position
            throw FormatError(file: file, line: at.line, column: at.column,
                              message: "<\(crowded.name)> has \(crowded.count) attributes",
                              expected: "at most \(XMLAttributeBudget.maxAttributes) attributes on an element (docs/LIMITS.md)",
                              suggestion: "open and save the file in Xcode, which writes a few on each",
                              sourceLine: at.line <= lines.count ? String(lines[at.line - 1]) : "")
        }
        let delegate = Delegate(lines: lines)
        let parser = XMLParser(data: guardingProcessingInstructions(data))
        parser.delegate = delegate
        parser.shouldProcessNamespaces = false
        let ok = parser.parse()
        if let deep = delegate.tooDeep {
            throw FormatError(file: file, line: deep.line, column: deep.column,
                              message: "elements nested more than \(Delegate.maxDepth) deep",
                              expected: "an Xcode .xib or .storyboard (Xcode nests views a few dozen deep)",
                              sourceLine: deep.line <= lines.count ? String(lines[deep.line - 1]) : "")
        }
        if let extra = delegate.afterRoot(parser) {
            // libxml2 stops at the root's end tag and Foundation's parser
            // reports success: a second `<document>` (two files joined) or
            // stray text after `</document>` was dropped without a word.
            let line = min(max(1, extra.line), max(1, lines.count))
            throw FormatError(file: file, line: line, column: line == extra.line ? max(1, extra.column) : 1,
                              message: "malformed XML: content after the document's root element </\(delegate.root?.name ?? "document")>",
                              expected: "the end of the file after the root element's end tag (one document a file)",
                              suggestion: "remove what follows </\(delegate.root?.name ?? "document")>: were two files joined, or a merge left behind?",
                              sourceLine: line <= lines.count ? String(lines[line - 1]) : "")
        }
        if ok, delegate.mismatch == nil, delegate.stack.isEmpty, let root = delegate.root { return root }
        do {
            var line = max(1, delegate.firstError?.line ?? parser.lineNumber)
            var column = max(1, delegate.firstError?.column ?? parser.columnNumber)
            var reason = (delegate.firstError?.error ?? parser.parserError)
                .map { XMLErrorNames.describe(($0 as NSError).code) } ?? "unknown XML error"
            if let m = delegate.mismatch {
                (line, column, reason) = m
            } else if let first = delegate.firstError, line <= lines.count,
                      let words = XMLErrorNames.entityExpansion(code: (first.error as NSError).code, sourceLine: lines[line - 1],
                                                                column: column, declaresEntities: Self.declaresEntities(data)) {
                reason = words
            } else if let first = delegate.firstError, (first.error as NSError).code == 76, let open = delegate.stack.last {
                // XML_ERR_TAG_NAME_MISMATCH, where libxml2 would recover.
                reason = "an end tag here doesn't close <\(open.name)>, opened at line \(open.position.line)"
            } else if ok, let open = delegate.stack.last {
                (line, column, reason) = (open.position.line, open.position.column, "<\(open.name)> is never closed")
            }
            if line > lines.count { line = max(1, lines.count); column = 1 }
            throw FormatError(file: file, line: line, column: column, message: "malformed XML: \(reason)",
                              expected: "an Xcode .xib or .storyboard (XML) file",
                              suggestion: "open and save the file in Xcode, or check the line for an unclosed tag or quote",
                              sourceLine: line <= lines.count ? String(lines[line - 1]) : "")
        }
    }

    /// Whether the document declares an entity of its own (`<!ENTITY`):
    /// asked only on the error path (``XMLErrorNames/entityExpansion``).
    static func declaresEntities(_ data: Data) -> Bool {
        data.range(of: Data("<!ENTITY".utf8)) != nil
    }

    /// `<?name?>` with a space added before `?>`. swift-corelibs-foundation's
    /// XMLParser passes a processing instruction's data to `strlen`, and
    /// libxml2 gives no data (a null pointer) when there is none: any
    /// document holding `<?foo?>` crashed the process (found by the `ib`
    /// fuzz target). With the space the data is empty, not missing. The
    /// reader ignores processing instructions, and the space moves nothing
    /// to another line, so positions stay right for every element.
    static func guardingProcessingInstructions(_ data: Data) -> Data {
        // Where spaces go, found with `memchr` for each "<" in place (the
        // byte-by-byte scan of a copy of the file was 0.6 % of laying out
        // a storyboard, docs/PERFORMANCE.md, session 21); the copy is made
        // only when a space is added.
        let lt = UInt8(ascii: "<"), q = UInt8(ascii: "?"), gt = UInt8(ascii: ">")
        let cuts: [Int] = data.withUnsafeBytes { raw -> [Int] in
            let bytes = raw.bindMemory(to: UInt8.self)
            var cuts: [Int] = []
            guard let base = bytes.baseAddress else { return cuts }
            let n = bytes.count
            var i = 0
            while i + 1 < n, let hit = memchr(base + i, Int32(lt), n - 1 - i) {
                i = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                guard bytes[i + 1] == q else { i += 1; continue }
                var j = i + 2
                while j < n, bytes[j] != q, bytes[j] != gt, bytes[j] > 0x20 { j += 1 }
                if j > i + 2, j + 1 < n, bytes[j] == q, bytes[j + 1] == gt { cuts.append(j) }
                i = j
            }
            return cuts
        }
        guard !cuts.isEmpty else { return data }
        let bytes = [UInt8](data)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + cuts.count)
        var copied = 0
        for j in cuts {
            result.append(contentsOf: bytes[copied..<j])
            result.append(0x20)
            copied = j
        }
        result.append(contentsOf: bytes[copied...])
        return Data(result)
    }

    /// The general form of ``guardingProcessingInstructions(_:)``, byte by
    /// byte (`XMLProcessingInstructionGuardTests` checks the two agree).
    static func guardingProcessingInstructionsByByte(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        let lt = UInt8(ascii: "<"), q = UInt8(ascii: "?"), gt = UInt8(ascii: ">")
        var out: [UInt8]?
        var i = 0, copied = 0
        while i + 1 < bytes.count {
            guard bytes[i] == lt, bytes[i + 1] == q else { i += 1; continue }
            var j = i + 2
            while j < bytes.count, bytes[j] != q, bytes[j] != gt, bytes[j] > 0x20 { j += 1 }
            if j > i + 2, j + 1 < bytes.count, bytes[j] == q, bytes[j + 1] == gt {
                if out == nil { out = []; out!.reserveCapacity(bytes.count + 16) }
                out!.append(contentsOf: bytes[copied..<j])
                out!.append(0x20)
                copied = j
            }
            i = j
        }
        guard var result = out else { return data }
        result.append(contentsOf: bytes[copied...])
        return Data(result)
    }

    final class Delegate: NSObject, XMLParserDelegate {
        let lines: [Substring]
        var stack: [XMLNode] = []
        var root: XMLNode?
        /// Per line, how far `<name` searches have got, so two elements on
        /// one line get their own columns.
        /// The column at `offset` is kept too, so a document written on
        /// one line isn't recounted from the line's start for every element
        /// (2.4 million `<a/>` on one line took minutes).
        var searchFrom: (line: Int, offset: Int, column: Int) = (0, 0, 1)

        init(lines: [Substring]) { self.lines = lines }

        /// How deep elements may nest. The reader, importer and linter walk
        /// the tree recursively, and 3,000 nested views overflowed the stack
        /// (a crash, not an error); a layout file takes 64 levels of YAML,
        /// about 30 views deep, so a deeper document couldn't be imported
        /// anyway. libxml2 itself allows far more.
        static let maxDepth = 256
        var tooDeep: SourcePosition?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            if stoppedAfterError(parser) { return }
            let position = locate(elementName, near: parser.lineNumber)
            guard stack.count < Self.maxDepth else {
                if tooDeep == nil { tooDeep = position }
                parser.abortParsing()
                return
            }
            if stack.isEmpty, root != nil {
                if extraRoot == nil { extraRoot = position }
                parser.abortParsing()
                return
            }
            let node = XMLNode(name: elementName, attributes: attributeDict, position: position)
            if let parent = stack.last { parent.append(node) } else { root = node }
            stack.append(node)
        }

        /// The first error libxml2 reported, where it was. Parsing stops at
        /// the next element after it: the document is refused anyway, and
        /// swift-corelibs-foundation leaks a string for every error libxml2
        /// raises while it recovers (dozens in a damaged file; the `ib` fuzz
        /// target's memory grew by a kilobyte an input). Not in the error
        /// callback itself: stopping libxml2 there crashed it (a document
        /// declaring UTF-7 made it dereference null; found by the target).
        var firstError: (error: Error, line: Int, column: Int)?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if firstError == nil { firstError = (parseError, parser.lineNumber, parser.columnNumber) }
        }

        /// Stops at an element event after an error (see ``firstError``).
        func stoppedAfterError(_ parser: XMLParser) -> Bool {
            guard firstError != nil else { return false }
            parser.abortParsing()
            return true
        }

        /// Where content follows the closed root element: a second root
        /// element, or libxml2's "extra content at the end of the
        /// document" (XML error 5) after the root closed. Nil when the
        /// document ends with its root.
        func afterRoot(_ parser: XMLParser) -> (line: Int, column: Int)? {
            if let extra = extraRoot { return (extra.line, extra.column) }
            guard root != nil, stack.isEmpty, let first = firstError, (first.error as NSError).code == 5 else { return nil }
            return (first.line, first.column)
        }

        /// A start tag seen after the root element closed.
        var extraRoot: SourcePosition?

        /// Set when an end tag doesn't match the open element (the parser
        /// recovers from that silently).
        var mismatch: (Int, Int, String)?

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let top = stack.last, top.name == "string" else { return }
            top.text = (top.text ?? "") + string
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?) {
            if stoppedAfterError(parser) { return }
            guard let open = stack.last, open.name == elementName else {
                if mismatch == nil {
                    let expected = stack.last.map { "</\($0.name)> (opened at line \($0.position.line))" } ?? "no end tag"
                    mismatch = (max(1, parser.lineNumber), 1, "</\(elementName)> where \(expected) was expected")
                    parser.abortParsing()
                }
                return
            }
            stack.removeLast()
        }

        /// The parser reports the line where the start tag ends; a tag may
        /// span lines, so look back a few lines for `<name`. The search is
        /// on the line's UTF-8 bytes (the needle and the characters that
        /// may follow it are ASCII): Foundation's `range(of:)`, used
        /// before, bridged each line to UTF-16 (`trellis layout` of the
        /// 8,000-view bench storyboard, one scene: 0.28 → 0.24 s CPU).
        func locate(_ name: String, near line: Int) -> SourcePosition {
            let needle = Array(("<" + name).utf8)
            var l = min(max(line, 1), lines.count)
            let stop = max(1, l - 20)
            while l >= stop {
                let text = lines[l - 1]
                let (from, column) = searchFrom.line == l ? (searchFrom.offset, searchFrom.column) : (0, 1)
                if let found = Self.tagStart(needle, in: text, from: from, columnAtFrom: column) {
                    let needleScalars = needle.reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
                    searchFrom = (l, found.end, found.column + needleScalars)
                    return SourcePosition(line: l, column: found.column)
                }
                l -= 1
            }
            return SourcePosition(line: max(line, 1), column: 1)
        }

        /// The first `needle` in `text` at or after UTF-8 offset `from`
        /// followed by a space, tab, `>` or `/`: the offset just past it
        /// and its 1-based column in Unicode scalars.
        static func tagStart(_ needle: [UInt8], in text: Substring, from: Int, columnAtFrom: Int = 1) -> (end: Int, column: Int)? {
            var text = text
            return text.withUTF8 { bytes -> (end: Int, column: Int)? in
                let n = needle.count
                guard n > 0, from >= 0, bytes.count >= n else { return nil }
                var i = from
                while i + n <= bytes.count {
                    if bytes[i] == needle[0] {
                        var k = 1
                        while k < n && bytes[i + k] == needle[k] { k += 1 }
                        if k == n {
                            let end = i + n
                            let after = end < bytes.count ? bytes[end] : UInt8(ascii: " ")
                            if after == UInt8(ascii: " ") || after == UInt8(ascii: ">")
                                || after == UInt8(ascii: "/") || after == UInt8(ascii: "\t") {
                                // Scalars before the match: bytes that don't continue one.
                                var column = columnAtFrom
                                for b in bytes[from..<i] where b & 0xC0 != 0x80 { column += 1 }
                                return (end, column)
                            }
                            i = end
                            continue
                        }
                    }
                    i += 1
                }
                return nil
            }
        }
    }
}
