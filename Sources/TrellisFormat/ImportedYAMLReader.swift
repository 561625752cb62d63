import Foundation

/// Reads the YAML the Interface Builder import writes, without Yams.
///
/// Every command lays out a `.storyboard` by importing each scene to YAML
/// text and reading it back (so `trellis import`'s file and the layout are
/// one thing). Composing that text with Yams was a third of laying out a
/// 100-scene storyboard: libyaml's events, Yams's nodes, its duplicate-key
/// check, then ``YNode``'s copy of the tree, then ``YAMLBudget``'s second
/// libyaml pass. The import writes a small, regular part of YAML (block
/// mappings and lists by indentation, one-line flow mappings and lists,
/// double-quoted strings with the escapes `IBText.quote` writes, plain
/// words and numbers, `#` comments), so this reader builds the same
/// ``YNode`` tree directly from the bytes: the same scalars, quoting
/// styles and positions (line and column in Unicode scalars, where libyaml
/// puts each node's start mark).
///
/// Anything outside that part (anchors, tags, single quotes, block
/// scalars, multi-line flow collections, plain scalars with spaces or
/// punctuation, duplicate keys, empty values, deep nesting, characters
/// YAML folds or refuses) makes it give up, and the caller composes the
/// text with Yams as before, which also reports any error. So a document
/// this reader accepts is one Yams reads to the same tree
/// (`ImportedYAMLReaderTests` compares them; `TRELLIS_IMPORT_YAML_CHECK=1`
/// compares them on every imported scene).
enum ImportedYAMLReader {
    /// The tree, or nil when the text is outside the subset.
    static func read(_ text: String, source: SourceFile, maxNodes: Int) -> YNode? {
        var bytes = Array(text.utf8)
        bytes.append(0)  // a sentinel: every look-ahead stops at it
        var reader = Reader(bytes: bytes, source: source, maxNodes: maxNodes)
        return try? reader.document()
    }

    struct GiveUp: Error {}

    struct Reader {
        let b: [UInt8]
        let source: SourceFile
        let maxNodes: Int
        /// The end (the sentinel's index).
        let end: Int
        var p = 0
        var line = 1
        var lineStart = 0
        /// The last column asked for on the current line (positions are
        /// mostly asked for left to right, so counting goes on from there).
        var cachedIndex = 0
        var cachedColumn = 1
        var nodes = 0
        var depth = 0

        init(bytes: [UInt8], source: SourceFile, maxNodes: Int) {
            b = bytes
            end = bytes.count - 1
            self.source = source
            self.maxNodes = maxNodes
        }

        // MARK: Positions

        /// The 1-based column of byte `i` on the current line, in Unicode
        /// scalars (UTF-8 continuation bytes don't count).
        mutating func column(_ i: Int) -> Int {
            var c = 1
            var j = lineStart
            if cachedIndex >= lineStart && cachedIndex <= i { c = cachedColumn; j = cachedIndex }
            defer { cachedIndex = i; cachedColumn = c }
            while j < i {
                if b[j] & 0xC0 != 0x80 { c += 1 }
                j += 1
            }
            return c
        }

        mutating func position(_ i: Int) -> SourcePosition { SourcePosition(line: line, column: column(i)) }

        mutating func counted() throws(GiveUp) {
            nodes += 1
            // Half the budget: near it, Yams's path reports the limit.
            if nodes > maxNodes / 2 { throw GiveUp() }
        }

        // MARK: Lines

        /// Skips blank and comment-only lines from the start of a line;
        /// returns the next content line's indentation (p at its first
        /// non-space), or nil at the end of the text.
        mutating func nextContentLine() throws(GiveUp) -> Int? {
            while true {
                precondition(p == lineStart)
                var i = p
                while b[i] == 0x20 { i += 1 }
                switch b[i] {
                case 0x0A:
                    p = i + 1; line += 1; lineStart = p
                case 0x23:  // '#': a comment line
                    try skipComment(from: i)
                case 0:
                    if i != end { throw GiveUp() }
                    p = i
                    return nil
                case 0x09, 0x0D:
                    throw GiveUp()
                default:
                    p = i
                    return i - lineStart
                }
            }
        }

        /// The indentation of the content line p is on or before (p at its
        /// first non-space), or nil at the end.
        mutating func currentLineIndent() throws(GiveUp) -> Int? {
            if p >= end { return nil }
            if p == lineStart { return try nextContentLine() }
            return p - lineStart  // only spaces before p
        }

        /// From a '#' to the next line's start. The comment's characters
        /// must be ones libyaml reads as printable and not as breaks.
        mutating func skipComment(from i: Int) throws(GiveUp) {
            var j = i
            while b[j] != 0x0A && b[j] != 0 {
                try checkPrintable(j)
                j += 1
            }
            if b[j] == 0 {
                if j != end { throw GiveUp() }
                p = j
                lineStart = j
                return
            }
            p = j + 1; line += 1; lineStart = p
        }

        /// After a value on its line: spaces, an optional comment, the end
        /// of the line (p moves to the next line's start).
        mutating func endOfLine() throws(GiveUp) {
            var i = p
            var spaced = false
            while b[i] == 0x20 { i += 1; spaced = true }
            switch b[i] {
            case 0x0A:
                p = i + 1; line += 1; lineStart = p
            case 0x23 where spaced:
                try skipComment(from: i)
            case 0:
                if i != end { throw GiveUp() }
                p = i; lineStart = i
            default:
                throw GiveUp()
            }
        }

        /// A character libyaml reads as printable and not as a line break
        /// (which would fold a scalar or end a comment): tabs, CR, C0/C1
        /// controls, NEL, LS, PS, BOM and non-characters give up.
        func checkPrintable(_ i: Int) throws(GiveUp) {
            let c = b[i]
            if c < 0x80 {
                if c < 0x20 || c == 0x7F { throw GiveUp() }
                return
            }
            // Multi-byte sequences: C2 80–C2 9F (C1 controls, NEL), E2 80 A8/A9
            // (LS, PS), EF BB BF (BOM), EF BF BE/BF (U+FFFE, U+FFFF).
            if c == 0xC2, b[i + 1] < 0xA0 { throw GiveUp() }
            if c == 0xE2, b[i + 1] == 0x80, b[i + 2] == 0xA8 || b[i + 2] == 0xA9 { throw GiveUp() }
            if c == 0xEF, b[i + 1] == 0xBB, b[i + 2] == 0xBF { throw GiveUp() }
            if c == 0xEF, b[i + 1] == 0xBF, b[i + 2] >= 0xBE { throw GiveUp() }
            if c == 0xED, b[i + 1] >= 0xA0 { throw GiveUp() }  // surrogates (not valid UTF-8 anyway)
        }

        // MARK: The document

        mutating func document() throws(GiveUp) -> YNode {
            guard let indent = try nextContentLine(), indent == 0 else { throw GiveUp() }
            // A '---' or '%' directive line: Yams's part.
            if b[p] == 0x2D || b[p] == 0x25 { throw GiveUp() }
            let root = try blockMapping(indent: 0)
            guard try currentLineIndent() == nil else { throw GiveUp() }
            return root
        }

        /// A block node starting at p (the first non-space of a line whose
        /// indentation is `indent`).
        mutating func blockNode(indent: Int) throws(GiveUp) -> YNode {
            if b[p] == 0x2D && (b[p + 1] == 0x20 || b[p + 1] == 0x0A) { return try blockSequence(indent: indent) }
            // A flow collection on a line of its own (a table's `headerView:`).
            if b[p] == 0x7B || b[p] == 0x5B {
                let value = try inlineValue()
                try endOfLine()
                return value
            }
            return try blockMapping(indent: indent)
        }

        /// Entries `- item` at `indent`.
        mutating func blockSequence(indent: Int) throws(GiveUp) -> YNode {
            let at = position(p)
            try counted()
            depth += 1
            defer { depth -= 1 }
            if depth >= Limits.maxNesting - 2 { throw GiveUp() }
            var items: [YNode] = []
            while true {
                // p at '-'.
                guard b[p + 1] == 0x20 else { throw GiveUp() }
                p += 1
                while b[p] == 0x20 { p += 1 }
                let inner = p - lineStart  // spaces and "-" before p: one byte each
                if b[p] == 0x0A || b[p] == 0x23 || b[p] == 0 { throw GiveUp() }  // an item on the next lines
                if b[p] == 0x2D && (b[p + 1] == 0x20 || b[p + 1] == 0x0A) { throw GiveUp() }  // "- - x"
                if startsKey() {
                    items.append(try blockMapping(indent: inner))
                } else {
                    items.append(try inlineValue())
                    try endOfLine()
                }
                guard let next = try currentLineIndent() else { break }
                if next < indent { break }
                guard next == indent, b[p] == 0x2D else { throw GiveUp() }
            }
            return YNode(kind: .sequence(items), position: at, source: source)
        }

        /// Whether a block mapping's key starts at p: a plain key made of
        /// key characters followed by ':' and a space or the line's end.
        func startsKey() -> Bool {
            var i = p
            while Self.isPlainCharacter(b[i]) { i += 1 }
            return i > p && b[i] == 0x3A && (b[i + 1] == 0x20 || b[i + 1] == 0x0A)
        }

        /// Keys at `indent`, the first at p.
        mutating func blockMapping(indent: Int) throws(GiveUp) -> YNode {
            let at = position(p)
            try counted()
            depth += 1
            defer { depth -= 1 }
            if depth >= Limits.maxNesting - 2 { throw GiveUp() }
            var pairs: [(key: YNode, value: YNode)] = []
            var keys = SeenKeys()
            while true {
                guard startsKey() else { throw GiveUp() }
                let keyStart = p
                let key = try plainScalar(flow: false)
                // libyaml looks for a simple key's ':' within 1,024 characters.
                if p - keyStart > 1000 { throw GiveUp() }
                guard case let .scalar(name, _) = key.kind, keys.insert(name, after: pairs) else { throw GiveUp() }
                // p at ':'
                p += 1
                var i = p
                while b[i] == 0x20 { i += 1 }
                let value: YNode
                if b[i] == 0x0A || (b[i] == 0x23 && i > p) || b[i] == 0 {
                    // The value is a block on the next lines, deeper.
                    try endOfLine()
                    guard let next = try nextContentLine(), next > indent else { throw GiveUp() }
                    value = try blockNode(indent: next)
                } else {
                    p = i
                    value = try inlineValue()
                    try endOfLine()
                }
                pairs.append((key, value))
                // After a block value the next content line is already
                // found (p past its indentation); after an inline one, find it.
                guard let next = try currentLineIndent() else { break }
                if next < indent { break }
                guard next == indent else { throw GiveUp() }
                if b[p] == 0x2D && (b[p + 1] == 0x20 || b[p + 1] == 0x0A) { throw GiveUp() }  // an indentless list
            }
            return YNode(kind: .mapping(pairs), position: at, source: source)
        }

        // MARK: Values on one line

        /// A flow mapping, flow list, double-quoted or plain scalar at p.
        mutating func inlineValue() throws(GiveUp) -> YNode {
            switch b[p] {
            case 0x7B: return try flowMapping()
            case 0x5B: return try flowSequence()
            case 0x22: return try doubleQuoted()
            default: return try plainScalar(flow: true)
            }
        }

        mutating func skipSpaces() { while b[p] == 0x20 { p += 1 } }

        mutating func flowMapping() throws(GiveUp) -> YNode {
            let at = position(p)
            try counted()
            depth += 1
            defer { depth -= 1 }
            if depth >= Limits.maxNesting - 2 { throw GiveUp() }
            p += 1
            skipSpaces()
            var pairs: [(key: YNode, value: YNode)] = []
            var keys = SeenKeys()
            if b[p] == 0x7D { p += 1; return YNode(kind: .mapping(pairs), position: at, source: source) }
            while true {
                let keyStart = p
                let key = b[p] == 0x22 ? try doubleQuoted() : try plainScalar(flow: true)
                if p - keyStart > 1000 { throw GiveUp() }
                guard case let .scalar(name, _) = key.kind, keys.insert(name, after: pairs) else { throw GiveUp() }
                guard b[p] == 0x3A, b[p + 1] == 0x20 else { throw GiveUp() }
                p += 1
                skipSpaces()
                let value = try inlineValue()
                pairs.append((key, value))
                skipSpaces()
                if b[p] == 0x2C {
                    p += 1
                    skipSpaces()
                    if b[p] == 0x7D || b[p] == 0x2C { throw GiveUp() }
                    continue
                }
                guard b[p] == 0x7D else { throw GiveUp() }
                p += 1
                return YNode(kind: .mapping(pairs), position: at, source: source)
            }
        }

        mutating func flowSequence() throws(GiveUp) -> YNode {
            let at = position(p)
            try counted()
            depth += 1
            defer { depth -= 1 }
            if depth >= Limits.maxNesting - 2 { throw GiveUp() }
            p += 1
            skipSpaces()
            var items: [YNode] = []
            if b[p] == 0x5D { p += 1; return YNode(kind: .sequence(items), position: at, source: source) }
            while true {
                let item = try inlineValue()
                // `[a: b]` is a mapping inside the list: Yams's part.
                skipSpaces()
                if b[p] == 0x3A { throw GiveUp() }
                items.append(item)
                if b[p] == 0x2C {
                    p += 1
                    skipSpaces()
                    if b[p] == 0x5D || b[p] == 0x2C { throw GiveUp() }
                    continue
                }
                guard b[p] == 0x5D else { throw GiveUp() }
                p += 1
                return YNode(kind: .sequence(items), position: at, source: source)
            }
        }

        /// Letters, digits and `_ . - + /`: a plain scalar of these reads
        /// the same in block and flow context and never starts an
        /// indicator (a leading '-' must be followed by one of them).
        static func isPlainCharacter(_ c: UInt8) -> Bool {
            switch c {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2E, 0x2D, 0x2B, 0x2F: return true
            default: return false
            }
        }

        mutating func plainScalar(flow: Bool) throws(GiveUp) -> YNode {
            let start = p
            while Self.isPlainCharacter(b[p]) { p += 1 }
            guard p > start else { throw GiveUp() }
            if b[start] == 0x2D && p == start + 1 { throw GiveUp() }  // a lone '-'
            // What may follow: a space, the line's end, ':' (a key), and in
            // flow context ',', '}' or ']'. Anything else ("a:b", "a#b",
            // "a b") is Yams's part.
            switch b[p] {
            case 0x20, 0x0A, 0: break
            case 0x3A: if b[p + 1] != 0x20 && b[p + 1] != 0x0A { throw GiveUp() }
            case 0x2C, 0x7D, 0x5D: if !flow { throw GiveUp() }
            default: throw GiveUp()
            }
            // A plain scalar continues after a space with more words on the
            // line ("a b"); the callers check what follows the space.
            try counted()
            let text = String(decoding: b[start..<p], as: UTF8.self)
            return YNode(kind: .scalar(text, .plain), position: position(start), source: source)
        }

        /// "…" with the escapes `IBText.quote` writes: \" \\ \n \r \t \uXXXX.
        mutating func doubleQuoted() throws(GiveUp) -> YNode {
            let start = p
            p += 1
            var out: [UInt8] = []
            var run = p
            while true {
                let c = b[p]
                if c == 0x22 { break }
                if c == 0x5C {
                    out.append(contentsOf: b[run..<p])
                    switch b[p + 1] {
                    case 0x22: out.append(0x22); p += 2
                    case 0x5C: out.append(0x5C); p += 2
                    case 0x6E: out.append(0x0A); p += 2
                    case 0x72: out.append(0x0D); p += 2
                    case 0x74: out.append(0x09); p += 2
                    case 0x75:
                        var v: UInt32 = 0
                        for k in 2..<6 {
                            guard let d = Self.hexValue(b[p + k]) else { throw GiveUp() }
                            v = v * 16 + d
                        }
                        // Only the controls the import escapes; others Yams decodes.
                        guard v < 0x20 || (0x7F...0x9F).contains(v) else { throw GiveUp() }
                        out.append(contentsOf: String(UnicodeScalar(UInt8(v))).utf8)
                        p += 6
                    default: throw GiveUp()
                    }
                    run = p
                    continue
                }
                if c == 0x0A || c == 0 { throw GiveUp() }
                try checkPrintable(p)
                p += 1
            }
            out.append(contentsOf: b[run..<p])
            p += 1
            switch b[p] {
            case 0x20, 0x0A, 0, 0x2C, 0x7D, 0x5D, 0x3A: break
            default: throw GiveUp()
            }
            try counted()
            let text = String(decoding: out, as: UTF8.self)
            return YNode(kind: .scalar(text, .doubleQuoted), position: position(start), source: source)
        }

        static func hexValue(_ c: UInt8) -> UInt32? {
            switch c {
            case 0x30...0x39: return UInt32(c - 0x30)
            case 0x41...0x46: return UInt32(c - 0x41 + 10)
            case 0x61...0x66: return UInt32(c - 0x61 + 10)
            default: return nil
            }
        }
    }
}

extension YNode {
    /// Whether two trees are the same: kinds, scalars, quoting styles and
    /// positions (``ImportedYAMLReader``'s check against Yams).
    func sameTree(as other: YNode) -> Bool {
        guard position == other.position else { return false }
        switch (kind, other.kind) {
        case let (.scalar(a, sa), .scalar(b, sb)):
            return a == b && sa == sb
        case let (.sequence(a), .sequence(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.sameTree(as: $1) }
        case let (.mapping(a), .mapping(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key.sameTree(as: $1.key) && $0.value.sameTree(as: $1.value) }
        default:
            return false
        }
    }

    /// The first place two trees differ, for the check's message.
    func firstDifference(from other: YNode) -> SourcePosition? {
        if position != other.position { return position }
        switch (kind, other.kind) {
        case let (.scalar(a, sa), .scalar(b, sb)):
            return a == b && sa == sb ? nil : position
        case let (.sequence(a), .sequence(b)):
            for (x, y) in zip(a, b) { if let d = x.firstDifference(from: y) { return d } }
            return a.count == b.count ? nil : position
        case let (.mapping(a), .mapping(b)):
            for (x, y) in zip(a, b) {
                if let d = x.key.firstDifference(from: y.key) ?? x.value.firstDifference(from: y.value) { return d }
            }
            return a.count == b.count ? nil : position
        default:
            return position
        }
    }
}

extension ImportedYAMLReader {
    /// `TRELLIS_IMPORT_YAML_CHECK=1`: every tree this reader builds is
    /// compared with Yams's for the same text (for running over a corpus).
    static let checking = ProcessInfo.processInfo.environment["TRELLIS_IMPORT_YAML_CHECK"] == "1"

    static func check(_ node: YNode, _ text: String, source: SourceFile) throws(FormatError) {
        guard let yams = try YNode.parse(text, source: source, maxBytes: Limits.maxImportedBytes,
                                         maxNodes: Limits.maxImportedNodes) else {
            throw source.error(SourcePosition(line: 1, column: 1), "ImportedYAMLReader read a tree where Yams read none")
        }
        if let at = node.firstDifference(from: yams) {
            throw source.error(at, "ImportedYAMLReader's tree differs from Yams's here")
        }
    }
}

/// A mapping's keys so far, to refuse a duplicate (left to Yams, which
/// reports it). Most of the import's mappings have a handful of keys (a
/// frame's four, a view's few): those are looked for among the pairs
/// already read, which costs less than a set's storage and a hash per key;
/// past eight pairs, a set (a mapping of thousands of keys stays linear).
struct SeenKeys {
    private var set: Set<String>?

    /// False when `name` is one of `pairs`' keys (every one a scalar).
    mutating func insert(_ name: String, after pairs: [(key: YNode, value: YNode)]) -> Bool {
        if set == nil {
            if pairs.count < 8 {
                return !pairs.contains { pair in
                    if case let .scalar(key, _) = pair.key.kind { return key == name }
                    return false
                }
            }
            var all: Set<String> = []
            for pair in pairs { if case let .scalar(key, _) = pair.key.kind { all.insert(key) } }
            set = all
        }
        return set!.insert(name).inserted
    }
}
