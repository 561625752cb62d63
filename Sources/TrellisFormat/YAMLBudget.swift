import CYaml

/// A pass over libyaml's events before Yams builds the node tree, refusing
/// files that would cost far more to expand than to read: nesting deeper
/// than ``Limits/maxNesting``, more than ``Limits/maxAliases`` aliases, or
/// more than ``Limits/maxNodes`` nodes once aliases are expanded.
///
/// It must run first: Yams resolves an alias to the anchored node while it
/// composes, so a 409-byte file whose anchors each repeat the one before
/// expands to billions of nodes (48 s and 9.9 GB at eight levels) before any
/// code of ours sees a node. Counting events is linear in the file's size.
/// Syntax errors are left for Yams to report, with its own words.
enum YAMLBudget {
    static func check(_ text: String, source: SourceFile, maxNodes: Int = Limits.maxNodes) throws(FormatError) {
        var bytes = Array(text.utf8)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        var failure: FormatError?
        bytes.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            failure = walk(&parser, source: source, maxNodes: maxNodes)
        }
        if let failure { throw failure }
    }

    /// Expanded-node counts of the anchors seen so far, and where each open
    /// container started counting.
    private static func walk(_ parser: inout yaml_parser_t, source: SourceFile, maxNodes: Int) -> FormatError? {
        var anchorSizes: [String: Int] = [:]
        var open: [(anchor: String?, startCount: Int)] = []
        var nodes = 0, aliases = 0
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                // libyaml's own depth limit (deep flow nesting stops its
                // scanner before we see 64 starts): our words for it.
                if let problem = parser.problem, String(cString: problem).contains("nesting level") {
                    let mark = parser.problem_mark
                    return source.error(SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1),
                                        "the file nests more than \(Limits.maxNesting) levels deep",
                                        expected: "at most \(Limits.maxNesting) levels of mappings and lists")
                }
                return nil
            }
            defer { yaml_event_delete(&event) }
            let at = SourcePosition(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return nil
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let anchor = event.type == YAML_SEQUENCE_START_EVENT
                    ? name(event.data.sequence_start.anchor) : name(event.data.mapping_start.anchor)
                guard open.count < Limits.maxNesting else {
                    return source.error(at, "the file nests more than \(Limits.maxNesting) levels deep",
                                        expected: "at most \(Limits.maxNesting) levels of mappings and lists")
                }
                open.append((anchor, nodes))
                nodes += 1
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                if let container = open.popLast(), let anchor = container.anchor {
                    anchorSizes[anchor] = nodes - container.startCount
                }
            case YAML_SCALAR_EVENT:
                nodes += 1
                if let anchor = name(event.data.scalar.anchor) { anchorSizes[anchor] = 1 }
            case YAML_ALIAS_EVENT:
                aliases += 1
                guard aliases <= Limits.maxAliases else {
                    return source.error(at, "the file uses more than \(Limits.maxAliases) YAML aliases",
                                        expected: "at most \(Limits.maxAliases) aliases (*name)")
                }
                nodes += name(event.data.alias.anchor).flatMap { anchorSizes[$0] } ?? 1
            default:
                continue
            }
            if nodes > maxNodes {
                return source.error(at, "the file expands to more than \(maxNodes) YAML nodes",
                                    expected: "at most \(maxNodes) values, mappings and lists, aliases expanded")
            }
        }
    }

    private static func name(_ p: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        p.map { String(cString: UnsafePointer($0)) }
    }
}
