import TrellisSolver

/// One token of a Visual Format string.
struct VisualFormatToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// A C-style name: a view, a metric or an orientation.
        case identifier(String)
        /// An unsigned number as `strtod` reads it (`10`, `0.5`, `1e2`); a
        /// minus sign is a separate `dash`, because `-` is also the connection.
        case number(Double)
        case pipe, dash, openBracket, closeBracket, openParen, closeParen, comma, at, colon
        case relation(NSLayoutConstraint.Relation)
        case end
    }

    var kind: Kind
    /// The token's source text, for messages.
    var text: String
    var position: VisualFormatPosition
    /// Where the token ends: a negative number's `-` must touch its digits.
    var endOffset: Int
}

/// Splits a format string into tokens on demand, so that the first error in
/// reading order wins: a bad character late in the string is reported only
/// if everything before it parsed.
///
/// Names are C identifiers (letters, digits, `_`, not starting with a
/// digit), with Unicode letters allowed as Swift allows them.
/// Whitespace between tokens is skipped (Apple's parser is stricter; being
/// lenient here costs nothing and helps formats built by concatenation).
struct VisualFormatLexer {
    let format: String
    private let characters: [Character]
    /// `utf8Offsets[i]` is where character `i` starts in UTF-8; one extra
    /// entry for the end.
    private let utf8Offsets: [Int]
    private var index = 0

    init(_ format: String) {
        self.format = format
        characters = Array(format)
        var offsets: [Int] = []
        offsets.reserveCapacity(characters.count + 1)
        var utf8 = 0
        for c in characters {
            offsets.append(utf8)
            utf8 += c.utf8.count
        }
        offsets.append(utf8)
        utf8Offsets = offsets
    }

    func position(_ offset: Int) -> VisualFormatPosition {
        VisualFormatPosition(offset: offset, utf8Offset: utf8Offsets[offset])
    }

    func error(_ kind: VisualFormatError.Kind, _ message: String, at offset: Int) -> VisualFormatError {
        VisualFormatError(kind, message, format: format, at: position(offset))
    }

    mutating func next() throws(VisualFormatError) -> VisualFormatToken {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        let start = index
        guard index < characters.count else { return token(.end, from: start) }
        let c = characters[index]
        index += 1
        switch c {
        case "|": return token(.pipe, from: start)
        case "-": return token(.dash, from: start)
        case "[": return token(.openBracket, from: start)
        case "]": return token(.closeBracket, from: start)
        case "(": return token(.openParen, from: start)
        case ")": return token(.closeParen, from: start)
        case ",": return token(.comma, from: start)
        case "@": return token(.at, from: start)
        case ":": return token(.colon, from: start)
        case "=", "<", ">":
            guard index < characters.count, characters[index] == "=" else {
                throw error(.invalidRelation, "'\(c)' is not a relation: use '==', '<=' or '>='.", at: start)
            }
            index += 1
            let relation: NSLayoutConstraint.Relation =
                c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            return token(.relation(relation), from: start)
        default:
            if Self.isIdentifierStart(c) {
                while index < characters.count, Self.isIdentifierBody(characters[index]) { index += 1 }
                return token(.identifier(String(characters[start..<index])), from: start)
            }
            if Self.isDigit(c) || (c == "." && index < characters.count && Self.isDigit(characters[index])) {
                return try number(from: start)
            }
            throw error(.unexpected, "Unexpected character '\(c)'.", at: start)
        }
    }

    /// Reads the longest run that could belong to a number (so `1.2.3` and
    /// `10px` are reported whole), then checks it is a plain decimal.
    private mutating func number(from start: Int) throws(VisualFormatError) -> VisualFormatToken {
        while index < characters.count {
            let c = characters[index]
            if Self.isIdentifierBody(c) || c == "." {
                index += 1
            } else if (c == "+" || c == "-"), let last = characters[index - 1].lowercased().first, last == "e",
                      index + 1 < characters.count, Self.isDigit(characters[index + 1]) {
                index += 1  // an exponent's sign: 1e-3
            } else {
                break
            }
        }
        let text = String(characters[start..<index])
        let decimal = text.allSatisfy { Self.isDigit($0) || "eE.+-".contains($0) }
        guard decimal, let value = Double(text), value.isFinite else {
            throw error(.badNumber, "'\(text)' is not a number.", at: start)
        }
        return token(.number(value), from: start)
    }

    private func token(_ kind: VisualFormatToken.Kind, from start: Int) -> VisualFormatToken {
        VisualFormatToken(kind: kind, text: String(characters[start..<index]), position: position(start), endOffset: index)
    }

    static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isWholeNumber }
    static func isIdentifierStart(_ c: Character) -> Bool { c == "_" || c.isLetter }
    static func isIdentifierBody(_ c: Character) -> Bool { isIdentifierStart(c) || isDigit(c) }
}
