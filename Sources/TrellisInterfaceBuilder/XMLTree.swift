import Foundation
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
        let delegate = Delegate(lines: lines)
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        parser.shouldProcessNamespaces = false
        let ok = parser.parse()
        if ok, delegate.mismatch == nil, delegate.stack.isEmpty, let root = delegate.root { return root }
        do {
            var line = max(1, parser.lineNumber), column = max(1, parser.columnNumber)
            var reason = parser.parserError.map { "error \(($0 as NSError).code) from the XML parser" } ?? "unknown XML error"
            if let m = delegate.mismatch {
                (line, column, reason) = m
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

    final class Delegate: NSObject, XMLParserDelegate {
        let lines: [Substring]
        var stack: [XMLNode] = []
        var root: XMLNode?
        /// Per line, how far `<name` searches have got, so two elements on
        /// one line get their own columns.
        var searchFrom: (line: Int, offset: Int) = (0, 0)

        init(lines: [Substring]) { self.lines = lines }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            let position = locate(elementName, near: parser.lineNumber)
            let node = XMLNode(name: elementName, attributes: attributeDict, position: position)
            if let parent = stack.last { parent.append(node) } else { root = node }
            stack.append(node)
        }

        /// Set when an end tag doesn't match the open element (the parser
        /// recovers from that silently).
        var mismatch: (Int, Int, String)?

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?) {
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
        /// span lines, so look back a few lines for `<name`.
        func locate(_ name: String, near line: Int) -> SourcePosition {
            let needle = "<" + name
            var l = min(max(line, 1), lines.count)
            let stop = max(1, l - 20)
            while l >= stop {
                let text = lines[l - 1]
                let utf8 = text.utf8
                var from = searchFrom.line == l ? searchFrom.offset : 0
                while from <= utf8.count {
                    let start = utf8.index(utf8.startIndex, offsetBy: from)
                    guard let r = text[start...].range(of: needle) else { break }
                    let end = r.upperBound
                    let after = end < text.endIndex ? text[end] : " "
                    from = utf8.distance(from: utf8.startIndex, to: end)
                    if after == " " || after == ">" || after == "/" || after == "\t" {
                        searchFrom = (l, from)
                        let column = text.unicodeScalars.distance(from: text.startIndex, to: r.lowerBound) + 1
                        return SourcePosition(line: l, column: column)
                    }
                }
                l -= 1
            }
            return SourcePosition(line: max(line, 1), column: 1)
        }
    }
}
