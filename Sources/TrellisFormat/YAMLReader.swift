import Yams

/// A YAML (or JSON) node with its place in the file. Yams gives each node a
/// mark; this keeps it, the scalar's quoting style (to find positions inside
/// the string and to tell `"8"` from `8`), and the file, so every later
/// error can point at the offending token.
struct YNode {
    enum Kind {
        case scalar(String, Node.Scalar.Style)
        case mapping([(key: YNode, value: YNode)])
        case sequence([YNode])
    }

    let kind: Kind
    let position: SourcePosition
    let source: SourceFile

    /// Reads `text` with Yams, turning its errors into ``FormatError``s.
    static func parse(_ text: String, source: SourceFile, maxBytes: Int = Limits.maxFileBytes,
                      maxNodes: Int = Limits.maxNodes) throws(FormatError) -> YNode? {
        let size = text.utf8.count
        guard size <= maxBytes else {
            throw FormatError(file: source.name, line: 0, column: 0,
                              message: "the file is \(size) bytes; a layout file may be at most \(maxBytes)",
                              expected: "a file of at most \(maxBytes) bytes (docs/LIMITS.md)")
        }
        try YAMLBudget.check(text, source: source, maxNodes: maxNodes)
        let node: Node?
        do {
            // The basic resolver: every scalar stays a string with its
            // quoting style (the format reads numbers and words itself), so
            // Yams doesn't run its regular expressions on each scalar to
            // tag it, which its duplicate-key check then hashes (a third of
            // reading a 1,000-constraint file).
            node = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw convert(error, source: source)
        } catch {
            throw source.error(SourcePosition(line: 1, column: 1), "can't read the file: \(error)")
        }
        guard let node else { return nil }
        return try YNode(node, source: source)
    }

    static func convert(_ error: YamlError, source: SourceFile) -> FormatError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let where_ = context.map { " \($0.text)" } ?? ""
            let at = SourcePosition(line: mark.line, column: mark.column)
            let (expected, suggestion) = YAMLSyntaxHints.hints(problem, at: at, source: source)
            return source.error(at, "invalid YAML: \(problem)\(where_)", expected: expected, suggestion: suggestion)
        case let .duplicatedKeysInMapping(duplicates, context):
            let key = duplicates.first ?? ""
            let first = SourcePosition(line: context.mark.line, column: context.mark.column)
            return source.error(secondOccurrence(of: key, after: first, in: source) ?? first,
                                "duplicate key '\(key)' (first at line \(first.line))", offending: key,
                                expected: "each key once in a mapping")
        case let .reader(problem, offset, value, yaml):
            // `offset` counts Characters from the start of the text.
            var at = SourcePosition(line: 1, column: 1)
            if let offset, let index = yaml.index(yaml.startIndex, offsetBy: offset, limitedBy: yaml.endIndex) {
                let before = yaml[..<index].unicodeScalars
                let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
                at = SourcePosition(line: before.filter { $0 == "\n" }.count + 1,
                                    column: before.distance(from: lineStart, to: before.endIndex) + 1)
            }
            let character = value >= 0 && value < 0x110000 ? String(format: " (U+%04X)", value) : ""
            return source.error(at, "can't read the file: \(problem)\(character)",
                                expected: "printable text: YAML allows tabs, line breaks and printable characters",
                                suggestion: "remove the character, or write it as an escape (\\0, \\x1B) inside double quotes")
        default:
            return source.error(SourcePosition(line: 1, column: 1), "can't read the file: \(error)")
        }
    }

    /// Yams reports a duplicate key at its first use; the mistake is the
    /// second, so look for the same key at the same column further on (or
    /// later on the same line, for flow mappings and JSON).
    static func secondOccurrence(of key: String, after first: SourcePosition, in source: SourceFile) -> SourcePosition? {
        let forms = [key + ":", "\"" + key + "\"", "'" + key + "'"]
        let firstLine = Array(source.line(first.line).unicodeScalars)
        for (i, _) in firstLine.enumerated() where i > first.column - 1 {
            let rest = String(String.UnicodeScalarView(firstLine[i...]))
            if forms.contains(where: { rest.hasPrefix($0) }), i == 0 || !firstLine[i - 1].properties.isAlphabetic {
                return SourcePosition(line: first.line, column: i + 1)
            }
        }
        guard first.line < source.lines.count else { return nil }
        for n in (first.line + 1)...source.lines.count {
            let line = Array(source.line(n).unicodeScalars)
            guard line.count >= first.column else { continue }
            let rest = String(String.UnicodeScalarView(line[(first.column - 1)...]))
            if forms.contains(where: { rest.hasPrefix($0) }) { return SourcePosition(line: n, column: first.column) }
        }
        return nil
    }

    init(kind: Kind, position: SourcePosition, source: SourceFile) {
        self.kind = kind
        self.position = position
        self.source = source
    }

    init(_ node: Node, source: SourceFile) throws(FormatError) {
        let mark = node.mark.map { SourcePosition(line: $0.line, column: $0.column) } ?? SourcePosition(line: 1, column: 1)
        self.source = source
        position = mark
        switch node {
        case let .scalar(s):
            kind = .scalar(s.string, s.style)
        case let .mapping(m):
            var pairs: [(key: YNode, value: YNode)] = []
            for (k, v) in m { pairs.append((try YNode(k, source: source), try YNode(v, source: source))) }
            kind = .mapping(pairs)
        case let .sequence(s):
            var items: [YNode] = []
            for n in s { items.append(try YNode(n, source: source)) }
            kind = .sequence(items)
        case .alias:
            // Yams resolves aliases while composing, so none reach here;
            // YAMLBudget has already bounded what they expand to.
            throw source.error(mark, "YAML aliases are not supported here")
        }
    }

    // MARK: Errors

    /// An error at this node; for a scalar, at its first character (inside
    /// the quotes) with the whole value as the offending text.
    func error(_ message: String, expected: String? = nil, suggestion: String? = nil) -> FormatError {
        guard let text = scalarText, !text.isEmpty else {
            return source.error(position, message, offending: scalarText, expected: expected, suggestion: suggestion)
        }
        return error(at: 0, length: text.unicodeScalars.count, message, expected: expected, suggestion: suggestion)
    }

    /// An error at `offset` (in Unicode scalars) inside this scalar's value.
    func error(at offset: Int, length: Int, _ message: String, expected: String? = nil,
               suggestion: String? = nil) -> FormatError {
        let text = scalarText.map { s -> String in
            let scalars = Array(s.unicodeScalars)
            let lo = min(max(0, offset), scalars.count), hi = min(scalars.count, lo + max(0, length))
            var out = String.UnicodeScalarView()
            out.append(contentsOf: scalars[lo..<hi])
            return String(out)
        }
        return source.error(position(ofOffset: offset), message, offending: text?.isEmpty == false ? text : nil,
                            expected: expected, suggestion: suggestion)
    }

    // MARK: Reading values

    var scalarText: String? { if case let .scalar(s, _) = kind { s } else { nil } }
    var isPlain: Bool { if case .scalar(_, .plain) = kind { true } else { false } }

    /// What kind of value this is, in words, for "expected a number, found …".
    var kindName: String {
        switch kind {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case let .scalar(s, style):
            guard style == .plain else { return "a string" }
            switch YNode.plainType(s) {
            case .string: return "a string"
            case .number: return "a number"
            case .bool: return "a boolean"
            case .null: return "null"
            }
        }
    }

    enum PlainType { case string, number, bool, null }

    /// How a plain scalar reads: nulls and booleans as YAML 1.1 (PyYAML)
    /// has them, numbers as ``NumberSyntax`` says, so the loader accepts
    /// exactly what the JSON Schema does when scripts/validate-schema loads
    /// the file.
    static func plainType(_ s: String) -> PlainType {
        // Words of the null and boolean lists start with one of these; a
        // scalar that doesn't (numbers, most ids) skips the lists.
        switch s.utf8.first {
        case nil, UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "y"), UInt8(ascii: "Y"),
             UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "o"), UInt8(ascii: "O"):
            break
        default:
            return NumberSyntax.isNumber(s) ? .number : .string
        }
        // A switch, not `[…].contains(s)`: the array literals were made
        // and freed per call, and every key of a layout file is asked
        // (docs/PERFORMANCE.md, session 21). No word is longer than 5 bytes.
        guard s.utf8.count <= 5 else { return NumberSyntax.isNumber(s) ? .number : .string }
        switch s {
        case "", "~", "null", "Null", "NULL": return .null
        case "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
             "on", "On", "ON", "off", "Off", "OFF": return .bool
        default: return NumberSyntax.isNumber(s) ? .number : .string
        }
    }

    func typeError(_ expected: String) -> FormatError {
        error("expected \(expected), found \(kindName)", expected: expected)
    }

    func string(_ expected: String = "a string") throws(FormatError) -> String {
        guard case let .scalar(s, style) = kind, style != .plain || YNode.plainType(s) == .string else {
            throw typeError(expected)
        }
        return s
    }

    func number(_ expected: String = "a number") throws(FormatError) -> Double {
        guard case let .scalar(s, .plain) = kind, YNode.plainType(s) == .number, let d = Double(s) else {
            if case let .scalar(s, .plain) = kind, NumberSyntax.looksNumeric(s) {
                throw error("'\(s)' is not a number a layout file accepts",
                            expected: "\(expected), written in decimal: 12, -0.5, .5, 1e3 (not 010, 0x10, 1_000, .inf)")
            }
            throw typeError(expected)
        }
        // 1.8e308 is written like a number but reads as infinity.
        guard d.isFinite else { throw error("\(s) is out of range", expected: expected) }
        return d
    }

    /// A number inside `range` (``Limits``); outside it, an error naming the range.
    func number(in range: Limits.NumberRange) throws(FormatError) -> Double {
        // The expected text only on the error path: building it for every
        // number was a share of reading an imported storyboard.
        if case let .scalar(s, .plain) = kind, YNode.plainType(s) == .number, let d = Double(s), d.isFinite {
            guard range.contains(d) else { throw error("\(s) is out of range", expected: range.expected) }
            return d
        }
        let d = try number(range.expected)
        guard range.contains(d) else {
            throw error("\(scalarText ?? "") is out of range", expected: range.expected)
        }
        return d
    }

    func bool() throws(FormatError) -> Bool {
        guard case let .scalar(s, .plain) = kind, YNode.plainType(s) == .bool else { throw typeError("true or false") }
        guard ["true", "True", "TRUE", "false", "False", "FALSE"].contains(s) else {
            throw error("write true or false, not '\(s)'", expected: "true or false")
        }
        return s.lowercased() == "true"
    }

    func sequence(_ expected: String = "a list") throws(FormatError) -> [YNode] {
        guard case let .sequence(items) = kind else { throw typeError(expected) }
        return items
    }

    /// A list, or one item standing for a list of one (`activate: name`).
    func oneOrMany() -> [YNode] {
        if case let .sequence(items) = kind { return items }
        return [self]
    }

    /// The mapping's pairs, checking every key is one of `allowed`; an
    /// unknown key is an error with the closest allowed key suggested.
    func mapping(_ what: String, allowed: [String]) throws(FormatError) -> Mapping {
        guard case let .mapping(pairs) = kind else { throw typeError("a mapping (\(what))") }
        var result = Mapping(node: self, pairs: [])
        result.pairs.reserveCapacity(pairs.count)
        for (key, value) in pairs {
            let name = try key.string("a key")
            guard allowed.contains(name) else {
                throw key.error("unknown key '\(name)' in \(what)",
                                expected: "one of " + allowed.joined(separator: ", "),
                                suggestion: Suggestions.didYouMean(name, among: allowed))
            }
            result.pairs.append((name, key, value))
        }
        return result
    }

    /// A mapping's pairs with their key nodes, in file order.
    struct Mapping {
        let node: YNode
        var pairs: [(name: String, key: YNode, value: YNode)]
        // By index, comparing names only: `first(where:)` copied each
        // pair it passed (its name, key and value nodes), and a view's
        // reader asks for every key a view may have (docs/PERFORMANCE.md,
        // session 21).
        subscript(_ name: String) -> YNode? {
            for i in pairs.indices where pairs[i].name == name { return pairs[i].value }
            return nil
        }
        func key(_ name: String) -> YNode? {
            for i in pairs.indices where pairs[i].name == name { return pairs[i].key }
            return nil
        }
        func required(_ name: String, in what: String) throws(FormatError) -> YNode {
            guard let v = self[name] else { throw node.error("\(what) needs '\(name)'", expected: "the key '\(name)'") }
            return v
        }
    }

    // MARK: Positions inside scalars

    /// Where the character at `offset` (Unicode scalars into the value) is in
    /// the file. Plain and quoted one-line scalars are mapped exactly
    /// (escapes and doubled quotes counted); a literal block maps by line;
    /// anything else falls back to the scalar's start.
    func position(ofOffset offset: Int) -> SourcePosition {
        guard case let .scalar(value, style) = kind else { return position }
        let line = Array(source.line(position.line).unicodeScalars)
        let start = position.column - 1
        switch style {
        case .plain:
            if !value.contains("\n") { return SourcePosition(line: position.line, column: position.column + offset) }
        case .singleQuoted, .doubleQuoted:
            var raw = start + 1, decoded = 0
            while decoded < offset, raw < line.count {
                let c = line[raw]
                if style == .singleQuoted, c == "'" { raw += 2 }
                else if style == .doubleQuoted, c == "\\", raw + 1 < line.count {
                    switch line[raw + 1] {
                    case "x": raw += 4
                    case "u": raw += 6
                    case "U": raw += 10
                    default: raw += 2
                    }
                } else if (style == .doubleQuoted && c == "\"") || (style == .singleQuoted && c == "'") {
                    return position
                } else { raw += 1 }
                decoded += 1
            }
            if decoded == offset, raw <= line.count { return SourcePosition(line: position.line, column: raw + 1) }
        case .literal:
            let before = value.unicodeScalars.prefix(offset)
            let lineIndex = before.filter { $0 == "\n" }.count
            let columnInLine = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0)
            let fileLine = position.line + 1 + lineIndex
            // The block's indentation is its first line's; deeper spaces are content.
            let indent = source.line(position.line + 1).prefix { $0 == " " }.count
            return SourcePosition(line: fileLine, column: indent + columnInLine + 1)
        default:
            break
        }
        return position
    }
}
