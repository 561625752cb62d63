/// An error in a layout file, with where it is and what would have been
/// right. Every failure of loading, building or stepping a layout is one of
/// these, so the command line can print it and exit with status 2.
///
/// ``description`` is the layout shown to people (and tested exactly):
///
///     file.yaml:12:21: error: unknown view 'titel'
///       - title.top == titel.bottom + 8
///                      ^~~~~
///       expected: a view id, a custom guide id, or a view's guide (root.safeArea, root.margins, root.readable)
///       suggestion: did you mean 'title'?
///
/// The source line is printed as it is in the file (indented by 4 spaces);
/// the caret is under ``column`` and `~` marks the rest of
/// ``offendingText`` when it lies on that line. Lines with nothing to say
/// are left out. `line == 0` means the error has no place in the file
/// (an unknown device given on the command line); then only
/// `file: error: message` and the notes are printed.
public struct FormatError: Error, CustomStringConvertible, Equatable, Sendable {
    public var file: String
    /// 1-based; 0 when the error is not in the file.
    public var line: Int
    /// 1-based, in Unicode scalars (as libyaml counts).
    public var column: Int
    /// What is wrong: "unknown view 'titel'".
    public var message: String
    /// The text at the position that is wrong, when there is one.
    public var offendingText: String?
    /// What would have been accepted there.
    public var expected: String?
    /// "did you mean 'title'?"
    public var suggestion: String?
    /// The file's line at ``line``, for the excerpt (empty when unknown).
    public var sourceLine: String

    public init(file: String, line: Int, column: Int, message: String, offendingText: String? = nil,
                expected: String? = nil, suggestion: String? = nil, sourceLine: String = "") {
        self.file = file
        self.line = line
        self.column = column
        self.message = MessageText.clipped(message)
        self.offendingText = offendingText
        self.expected = expected.map(MessageText.clipped)
        self.suggestion = suggestion.map(MessageText.clipped)
        self.sourceLine = sourceLine
    }

    public var description: String {
        // Clipped again: a message may be added to after it was made.
        let message = MessageText.clipped(message)
        var out = line > 0 ? "\(file):\(line):\(column): error: \(message)" : "\(file): error: \(message)"
        if line > 0, !sourceLine.isEmpty {
            let (shown, caret) = excerpt
            out += "\n    " + shown + "\n    " + caret
        }
        if let expected { out += "\n  expected: " + MessageText.clipped(expected) }
        if let suggestion { out += "\n  suggestion: " + MessageText.clipped(suggestion) }
        return out
    }

    /// Source lines longer than this many characters are shown as a window
    /// of ``excerptWindow`` around the column, `…` marking what is left out:
    /// a minified JSON file or a storyboard written on one line made errors
    /// of hundreds of kilobytes, the caret line as long again.
    static let longLine = 160
    static let excerptWindow = 120

    /// The source line (or its window) and the caret line under it.
    var excerpt: (line: String, caret: String) {
        let scalars = Array(sourceLine.unicodeScalars)
        guard scalars.count > Self.longLine else { return (sourceLine, caretLine) }
        let start = min(max(0, column - 1 - Self.excerptWindow / 2), scalars.count - Self.excerptWindow)
        let end = start + Self.excerptWindow
        var window = FormatError(file: file, line: line, column: column - start, message: message,
                                 offendingText: offendingText, sourceLine: String(String.UnicodeScalarView(scalars[start..<end])))
        if start > 0 { window.sourceLine = "…" + window.sourceLine; window.column += 1 }
        // `~` only as far as the window goes.
        if let text = window.offendingText, window.column - 1 + text.unicodeScalars.count > window.sourceLine.unicodeScalars.count {
            window.offendingText = String(String.UnicodeScalarView(text.unicodeScalars.prefix(end - (column - 1))))
        }
        return (window.sourceLine + (end < scalars.count ? "…" : ""), window.caretLine)
    }

    /// Spaces (tabs kept) up to the column, `^`, then `~` under the rest of
    /// the offending text if the line holds it there.
    var caretLine: String {
        let scalars = Array(sourceLine.unicodeScalars)
        var pad = ""
        for i in 0..<max(0, column - 1) {
            pad += i < scalars.count && scalars[i] == "\t" ? "\t" : " "
        }
        var marks = "^"
        if let text = offendingText, text.unicodeScalars.count > 1 {
            let start = column - 1
            let tail = Array(text.unicodeScalars)
            if start >= 0, start + tail.count <= scalars.count, Array(scalars[start..<start + tail.count]) == tail {
                marks += String(repeating: "~", count: tail.count - 1)
            }
        }
        return pad + marks
    }
}
