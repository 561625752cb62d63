import TrellisSolver

/// Why a Visual Format string could not be turned into constraints, and
/// where. UIKit raises `NSInvalidArgumentException` with the format and a
/// caret under the offending place; Trellis keeps the same text in
/// ``description`` and throws it from
/// ``NSLayoutConstraint/checkedConstraints(withVisualFormat:options:metrics:views:)``
/// (the UIKit-shaped API records it in ``LayoutIssues`` instead).
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, so callers and tests can tell errors apart without
    /// matching message text.
    public enum Kind: Sendable, Hashable {
        /// The format has no views at all.
        case emptyFormat
        /// The text before ':' is not `H` or `V`.
        case invalidOrientation
        /// A view (`[name]`) was expected.
        case expectedView
        /// `[` was not followed by a view name.
        case expectedViewName
        /// A view did not end with `]`.
        case missingBracket
        /// A predicate list did not end with `)`.
        case missingParenthesis
        /// A connection's predicate was not followed by `-`.
        case missingDash
        /// A predicate (a constant, a metric, a view name) was expected.
        case expectedPredicate
        /// A character or token that fits nowhere here.
        case unexpected
        /// `=`, `<` or `>` where a relation (`==`, `<=`, `>=`) was meant.
        case invalidRelation
        /// Text that starts like a number but is not one.
        case badNumber
        /// A priority that is missing or outside `0 < p <= 1000`.
        case badPriority
        /// A view name that is not a key of the views dictionary.
        case unknownView
        /// A metric name that is not a key of the metrics dictionary.
        case unknownMetric
        /// A metric whose value is not a finite number.
        case metricNotANumber
        /// A view name where only a number or metric may stand.
        case viewNameNotAllowed
        /// A value of the views dictionary that the format uses is not a view.
        case notAView
        /// A view appears twice in one format.
        case duplicateView
        /// `|` next to a view that has no superview.
        case noSuperview
        /// `|` somewhere other than the start or end of the format.
        case superviewInMiddle
        /// Options that don't fit the format's orientation (aligning
        /// horizontally in a horizontal format, baseline spacing in one).
        case optionsConflictWithOrientation
        /// Options that contradict themselves or name no alignment.
        case invalidOptions
    }

    public var kind: Kind
    /// One or two sentences: what is wrong, and where it helps, what to do
    /// (`Did you mean 'button'?`).
    public var message: String
    /// The whole format string.
    public var format: String
    /// Where in ``format`` the problem is, in characters (what the caret
    /// line counts).
    public var offset: Int
    /// The same place in UTF-8 code units.
    public var utf8Offset: Int

    public init(_ kind: Kind, _ message: String, format: String, offset: Int, utf8Offset: Int) {
        self.kind = kind
        self.message = message
        self.format = format
        self.offset = offset
        self.utf8Offset = utf8Offset
    }

    init(_ kind: Kind, _ message: String, format: String, at position: VisualFormatPosition) {
        self.init(kind, message, format: format, offset: position.offset, utf8Offset: position.utf8Offset)
    }

    /// UIKit's layout: the message, the format, and a caret under the place.
    ///
    ///     Unable to parse constraint format: Expected ']' after the view name.
    ///     H:|-[button
    ///                ^
    public var description: String {
        "Unable to parse constraint format: \(message)\n\(format)\n\(caretLine)"
    }

    /// Spaces up to ``offset`` (tabs kept, so the caret lines up under a
    /// tabbed format too), then `^`.
    var caretLine: String {
        var pad = ""
        for character in format.prefix(offset) {
            pad.append(character == "\t" ? "\t" : " ")
        }
        return pad + "^"
    }

    /// The error as UIKit-shaped APIs record it.
    public var layoutError: LayoutError { LayoutError(description) }
}

/// A place in a format string, counted in characters and in UTF-8 code units.
struct VisualFormatPosition: Equatable, Sendable {
    var offset: Int
    var utf8Offset: Int
    static let start = VisualFormatPosition(offset: 0, utf8Offset: 0)
}
