import Synchronization

/// The text of a layout file split into lines, so errors can quote the line
/// they point at and positions inside strings can be found again.
final class SourceFile: Sendable {
    let name: String
    let text: String
    /// The lines, cut on first use: only errors read them (their source
    /// line, a scalar's position), and cutting an imported scene's text
    /// into lines on every read was 1.6 % of laying out a storyboard
    /// (docs/PERFORMANCE.md, session 21).
    private let cut = Mutex<[String]?>(nil)

    init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    var lines: [String] {
        cut.withLock { lines in
            if let lines { return lines }
            let made = Self.lines(of: text)
            lines = made
            return made
        }
    }

    static func lines(of text: String) -> [String] {
        // By bytes: splitting the String by Character is grapheme breaking
        // at every character, and never splits "\r\n" (one Character).
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            let line = text[$0.startIndex..<$0.endIndex]
            return line.utf8.last == UInt8(ascii: "\r") ? String(line.dropLast()) : String(line)
        }
    }

    func line(_ n: Int) -> String { n >= 1 && n <= lines.count ? lines[n - 1] : "" }

    /// An error at a place in this file.
    func error(_ at: SourcePosition, _ message: String, offending: String? = nil, expected: String? = nil,
               suggestion: String? = nil) -> FormatError {
        FormatError(file: name, line: at.line, column: at.column, message: message, offendingText: offending,
                    expected: expected, suggestion: suggestion, sourceLine: line(at.line))
    }
}

/// A 1-based line and column (in Unicode scalars, as libyaml counts).
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    public var description: String { "\(line):\(column)" }
}
