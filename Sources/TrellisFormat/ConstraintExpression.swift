import TrellisLayout

/// One constraint written as text:
///
///     ITEM.ATTR REL [M *] ITEM.ATTR [* M] [+|- C] [@ P]
///     ITEM.ATTR REL C [@ P]
///
/// the way Apple's guide writes constraints (`item1.attr1 == m * item2.attr2 + c`).
/// Offsets are kept (in Unicode scalars into the string) so every later
/// error, including ones found when the file is built, points at the token.
public struct ConstraintExpression: Sendable, Equatable {
    /// `ITEM.ATTR`: an item (`title`, `root.safeArea`, a guide id) and one
    /// of UIKit's attribute names.
    public struct Anchor: Sendable, Equatable {
        /// The item as written: `title`, `root.safeArea`.
        public var item: String
        public var attribute: NSLayoutConstraint.Attribute
        public var itemOffset: Int
        public var attributeOffset: Int
        public var attributeName: String
    }

    public var text: String
    public var first: Anchor
    public var relation: NSLayoutConstraint.Relation
    public var second: Anchor?
    public var multiplier: Double
    public var constant: Double
    public var priority: UILayoutPriority
    /// Where the relation is: errors about the pair as a whole point here.
    public var relationOffset: Int
}

/// UILayoutPriority names shared by expressions, steps and hugging/compression
/// resistance: UIKit's `required`, `defaultHigh`, `defaultLow`,
/// `fittingSizeLevel`.
enum PriorityNames {
    static let values: [(String, Double)] = [("required", 1000), ("high", 750), ("low", 250), ("fitting", 50)]
    static func value(_ name: String) -> Double? { values.first { $0.0 == name }?.1 }
    static let expected = "a number 1…1000, or required, high, low or fitting"
}

/// The tokens of the expression language.
struct ExpressionToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case number(Double)
        case dot, star, plus, minus, at
        case relation(NSLayoutConstraint.Relation)
        case end
    }
    var kind: Kind
    var offset: Int
    var text: String
}

/// Splits an expression into tokens. Identifiers are C identifiers, so `-`
/// is always an operator (`b.bottom-8` reads as `b.bottom - 8`).
struct ExpressionLexer {
    let scalars: [Unicode.Scalar]
    let fail: (Int, Int, String, String?) -> FormatError

    /// Where an exponent written at `i` (`e9`, `E+3`, `e-12`) ends, or
    /// nil when none is written there.
    func exponentEnd(after i: Int) -> Int? {
        guard i < scalars.count, scalars[i] == "e" || scalars[i] == "E" else { return nil }
        var j = i + 1
        if j < scalars.count, scalars[j] == "+" || scalars[j] == "-" { j += 1 }
        guard j < scalars.count, ("0"..."9").contains(scalars[j]) else { return nil }
        while j < scalars.count, ("0"..."9").contains(scalars[j]) { j += 1 }
        return j
    }

    func tokens() throws(FormatError) -> [ExpressionToken] {
        var out: [ExpressionToken] = []
        var i = 0
        func text(_ a: Int, _ b: Int) -> String {
            // ASCII tokens (nearly all) as bytes, without growing a scalar view.
            if scalars[a..<b].allSatisfy(\.isASCII) {
                return String(unsafeUninitializedCapacity: b - a) { buffer in
                    for k in a..<b { buffer[k - a] = UInt8(truncatingIfNeeded: scalars[k].value) }
                    return b - a
                }
            }
            var v = String.UnicodeScalarView(); v.append(contentsOf: scalars[a..<b]); return String(v)
        }
        // ASCII letters without a Unicode property lookup (a file of
        // thousands of constraints is almost all ASCII).
        func isLetter(_ c: Unicode.Scalar) -> Bool {
            c.isASCII ? (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") : c.properties.isAlphabetic
        }
        while i < scalars.count {
            let c = scalars[i]
            if c == " " || c == "\t" || c == "\n" { i += 1; continue }
            let start = i
            if c == "_" || isLetter(c) {
                while i < scalars.count, scalars[i] == "_" || isLetter(scalars[i]) || ("0"..."9").contains(scalars[i]) { i += 1 }
                let t = text(start, i)
                out.append(.init(kind: .identifier(t), offset: start, text: t))
            } else if ("0"..."9").contains(c) {
                while i < scalars.count, ("0"..."9").contains(scalars[i]) { i += 1 }
                if i < scalars.count, scalars[i] == ".", i + 1 < scalars.count, ("0"..."9").contains(scalars[i + 1]) {
                    i += 1
                    while i < scalars.count, ("0"..."9").contains(scalars[i]) { i += 1 }
                }
                // `1e309`, `2.5E-3`: an exponent, which expressions don't
                // take; it read as the number then an identifier `e309`
                // ("expected '@ P' …, found 'e309'"), which didn't say why.
                if let end = exponentEnd(after: i) {
                    throw fail(start, end - start, "'\(text(start, end))' has an exponent, which constraint expressions don't take",
                               "a number in decimals, without an exponent (1e3 is 1000)")
                }
                let t = text(start, i)
                out.append(.init(kind: .number(Double(t)!), offset: start, text: t))
            } else if c == "=" || c == "<" || c == ">" {
                let next = i + 1 < scalars.count ? scalars[i + 1] : " "
                guard next == "=" else {
                    let written = String(c) + (next == "=" || next == "<" || next == ">" ? String(next) : "")
                    throw fail(start, written.unicodeScalars.count, "'\(written)' is not a relation", "==, >= or <=")
                }
                let relation: NSLayoutConstraint.Relation = c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual
                i += 2
                out.append(.init(kind: .relation(relation), offset: start, text: text(start, i)))
            } else {
                let kind: ExpressionToken.Kind
                switch c {
                case ".": kind = .dot
                case "*": kind = .star
                case "+": kind = .plus
                case "-": kind = .minus
                case "@": kind = .at
                default:
                    throw fail(start, 1, "unexpected character '\(c)' in constraint",
                               "ITEM.ATTR REL [M *] ITEM.ATTR [* M] [+|- C] [@ P]")
                }
                i += 1
                out.append(.init(kind: kind, offset: start, text: String(c)))
            }
        }
        out.append(.init(kind: .end, offset: scalars.count, text: ""))
        return out
    }
}

/// Reads a constraint expression. Errors come from `fail(offset, length,
/// message, expected, suggestion)` so the caller can place them in the file.
struct ExpressionParser {
    let text: String
    let fail: (Int, Int, String, String?, String?) -> FormatError
    private var tokens: [ExpressionToken] = []
    private var index = 0

    init(text: String, fail: @escaping (Int, Int, String, String?, String?) -> FormatError) {
        self.text = text
        self.fail = fail
    }

    static let attributeNames = NSLayoutConstraint.Attribute.allCases.filter { $0 != .notAnAttribute }.map(\.description)

    mutating func parse() throws(FormatError) -> ConstraintExpression {
        let f = fail
        tokens = try ExpressionLexer(scalars: Array(text.unicodeScalars)) { f($0, $1, $2, $3, nil) }.tokens()
        let first = try anchor(expectedHere: "ITEM.ATTR, such as title.top")
        guard case let .relation(relation) = current.kind else {
            throw unexpected("a relation (==, >= or <=)")
        }
        let relationOffset = current.offset
        let relationText = current.text
        index += 1
        var multiplier = 1.0, constant = 0.0
        var second: ConstraintExpression.Anchor?
        var sign = 1.0
        if case .minus = current.kind, index + 1 < tokens.count, case .number = tokens[index + 1].kind { sign = -1; index += 1 }
        if case let .number(n) = current.kind {
            let numberToken = current
            index += 1
            if case .star = current.kind {
                try inRange(numberToken, Limits.multiplier, "multiplier")
                index += 1
                multiplier = sign * n
                second = try anchor(expectedHere: "ITEM.ATTR after '*'")
            } else {
                try inRange(numberToken, Limits.coordinate, "constant")
                constant = sign * n
            }
        } else if case .identifier = current.kind {
            second = try anchor(expectedHere: "ITEM.ATTR")
        } else {
            throw unexpected("a number or ITEM.ATTR after '\(relationText)'")
        }
        if second != nil {
            if case .star = current.kind {
                index += 1
                guard case let .number(n) = current.kind else { throw unexpected("a multiplier after '*'") }
                try inRange(current, Limits.multiplier, "multiplier")
                multiplier *= n
                guard Limits.multiplier.contains(multiplier) else {
                    throw fail(relationOffset, relationText.unicodeScalars.count,
                               "the multipliers make \(multiplier), which is out of range", Limits.multiplier.expected, nil)
                }
                index += 1
            }
            if current.kind == .plus || current.kind == .minus {
                let s: Double = current.kind == .plus ? 1 : -1
                let op = current.text
                index += 1
                guard case let .number(n) = current.kind else { throw unexpected("a constant after '\(op)'") }
                try inRange(current, Limits.coordinate, "constant")
                constant = s * n
                index += 1
            }
        }
        var priority = UILayoutPriority.required
        if case .at = current.kind {
            index += 1
            let token = current
            switch token.kind {
            case let .number(n):
                guard n >= 1, n <= 1000 else {
                    throw fail(token.offset, token.text.unicodeScalars.count, "priority \(token.text) is out of range",
                               PriorityNames.expected, nil)
                }
                priority = UILayoutPriority(Float(n))
            case let .identifier(name):
                guard let v = PriorityNames.value(name) else {
                    throw fail(token.offset, token.text.unicodeScalars.count, "unknown priority '\(name)'",
                               PriorityNames.expected,
                               Suggestions.didYouMean(name, among: PriorityNames.values.map(\.0)))
                }
                priority = UILayoutPriority(Float(v))
            default:
                throw unexpected(PriorityNames.expected + " after '@'")
            }
            index += 1
        }
        guard case .end = current.kind else {
            var rest: [String] = []
            if second != nil && multiplier == 1 && constant == 0 { rest.append("'* M'") }
            if second != nil && constant == 0 { rest.append("'+ C'") }
            if priority == .required { rest.append("'@ P'") }
            throw unexpected(rest.isEmpty ? "the end of the constraint" : rest.joined(separator: ", ") + " or the end of the constraint")
        }
        return ConstraintExpression(text: text, first: first, relation: relation, second: second, multiplier: multiplier,
                                    constant: constant, priority: priority, relationOffset: relationOffset)
    }

    private var current: ExpressionToken { tokens[min(index, tokens.count - 1)] }

    /// A multiplier or constant inside its ``Limits`` range, checked where it
    /// is written so `a.width == 9223372036854775808` is a located error
    /// rather than a number nothing downstream can print or solve with.
    private func inRange(_ token: ExpressionToken, _ range: Limits.NumberRange, _ what: String) throws(FormatError) {
        guard case let .number(n) = token.kind, !range.contains(n) else { return }
        throw fail(token.offset, token.text.unicodeScalars.count, "\(what) \(token.text) is out of range", range.expected, nil)
    }

    private func unexpected(_ expected: String) -> FormatError {
        let t = current
        let found = t.kind == .end ? "the end of the constraint" : "'\(t.text)'"
        return fail(t.offset, t.text.unicodeScalars.count, "expected \(expected), found \(found)", expected, nil)
    }

    /// `ITEM.ATTR`, where ITEM may itself be `view.guide`.
    private mutating func anchor(expectedHere: String) throws(FormatError) -> ConstraintExpression.Anchor {
        guard case .identifier = current.kind else { throw unexpected(expectedHere) }
        var parts: [ExpressionToken] = [current]
        index += 1
        while case .dot = current.kind {
            index += 1
            guard case .identifier = current.kind else { throw unexpected("an attribute name after '.'") }
            parts.append(current)
            index += 1
        }
        guard parts.count >= 2 else {
            let t = parts[0]
            if NSLayoutConstraint.Attribute(name: t.text) != nil {
                throw fail(t.offset, t.text.unicodeScalars.count, "'\(t.text)' needs an item before it",
                           "ITEM.ATTR, such as title.\(t.text)", nil)
            }
            throw fail(t.offset + t.text.unicodeScalars.count, 0, "expected '.' and an attribute after '\(t.text)'",
                       "ITEM.ATTR, such as \(t.text).top", nil)
        }
        guard parts.count <= 3 else {
            throw fail(parts[2].offset, parts[2].text.unicodeScalars.count,
                       "too many parts in '\(parts.map(\.text).joined(separator: "."))'",
                       "ITEM.ATTR or VIEW.GUIDE.ATTR", nil)
        }
        let attr = parts.last!
        guard let attribute = NSLayoutConstraint.Attribute(name: attr.text) else {
            throw fail(attr.offset, attr.text.unicodeScalars.count, "unknown attribute '\(attr.text)'",
                       "an attribute: " + Self.attributeNames.joined(separator: ", "),
                       Suggestions.didYouMean(attr.text, among: Self.attributeNames + ["baseline"]))
        }
        return .init(item: parts.dropLast().map(\.text).joined(separator: "."), attribute: attribute,
                     itemOffset: parts[0].offset, attributeOffset: attr.offset, attributeName: attr.text)
    }
}
