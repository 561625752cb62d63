import TrellisSnapshot

/// A command-line error message (`file:line:col: error: what`, the excerpt,
/// `expected:` and `suggestion:` lines) taken apart for the page.
///
/// Why parse text: every reader (YAML, JSON, Interface Builder, steps,
/// the renderer) already reports through the one located format the
/// command line prints; reading it back keeps the page showing exactly
/// what `trellis render` would say, from every source, with no second
/// error path to keep in step.
struct LocatedMessage: Equatable {
    var file: String?
    var line: Int?
    var column: Int?
    var message: String
    var expected: String?
    var suggestion: String?
    /// The whole text as the command line prints it.
    var text: String

    init(_ text: String) {
        self.text = text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = lines.first ?? ""
        message = first
        if let range = first.range(of: ": error: ") {
            let place = String(first[..<range.lowerBound])
            message = String(first[range.upperBound...])
            // `file:12:5`, or a bare `file` (an error with no place in it).
            let pieces = place.split(separator: ":", omittingEmptySubsequences: false)
            if pieces.count >= 3, let l = Int(pieces[pieces.count - 2]), let c = Int(pieces[pieces.count - 1]) {
                file = pieces[..<(pieces.count - 2)].joined(separator: ":")
                line = l
                column = c
            } else if !place.isEmpty {
                file = place
            }
        } else if first.hasPrefix("error: ") {
            message = String(first.dropFirst("error: ".count))
        }
        for l in lines.dropFirst() {
            if l.hasPrefix("  expected: ") { expected = String(l.dropFirst("  expected: ".count)) }
            if l.hasPrefix("  suggestion: ") { suggestion = String(l.dropFirst("  suggestion: ".count)) }
        }
    }

    var json: SnapshotJSON {
        .object([
            ("file", file.map { .string($0) } ?? .null),
            ("line", line.map { .number(Double($0)) } ?? .null),
            ("column", column.map { .number(Double($0)) } ?? .null),
            ("message", .string(message)),
            ("expected", expected.map { .string($0) } ?? .null),
            ("suggestion", suggestion.map { .string($0) } ?? .null),
            ("text", .string(text)),
        ])
    }
}
