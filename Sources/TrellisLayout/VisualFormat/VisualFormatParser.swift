import TrellisSolver

/// Reads Apple's grammar into a ``VisualFormatAST``, by recursive descent
/// with a short token lookahead:
///
///     format     := (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
///     orientation:= 'H' | 'V'            superview := '|'
///     view       := '[' viewName predicateListWithParens? ']'
///     connection := '' | '-' predicateList '-' | '-'
///     predicateList := simplePredicate | predicateListWithParens
///     simplePredicate := metricName | positiveNumber
///     predicateListWithParens := '(' predicate (',' predicate)* ')'
///     predicate  := relation? objectOfPredicate ('@' priority)?
///     relation   := '==' | '<=' | '>='
///     objectOfPredicate := constant | viewName
///     priority, constant := metricName | number
///
/// Every error points at the token where the format stopped making sense.
struct VisualFormatParser {
    private var lexer: VisualFormatLexer
    private var lookahead: [VisualFormatToken] = []
    private var format: String { lexer.format }

    init(_ format: String) {
        lexer = VisualFormatLexer(format)
    }

    static func parse(_ format: String) throws(VisualFormatError) -> VisualFormatAST {
        var parser = VisualFormatParser(format)
        return try parser.parseFormat()
    }

    // MARK: Tokens

    private mutating func peek(_ k: Int = 0) throws(VisualFormatError) -> VisualFormatToken {
        while lookahead.count <= k {
            if let last = lookahead.last, last.kind == .end {
                lookahead.append(last)
            } else {
                lookahead.append(try lexer.next())
            }
        }
        return lookahead[k]
    }

    @discardableResult
    private mutating func take() throws(VisualFormatError) -> VisualFormatToken {
        let token = try peek()
        lookahead.removeFirst()
        return token
    }

    private func error(_ kind: VisualFormatError.Kind, _ message: String,
                       at token: VisualFormatToken) -> VisualFormatError {
        VisualFormatError(kind, message, format: format, at: token.position)
    }

    // MARK: Format

    mutating func parseFormat() throws(VisualFormatError) -> VisualFormatAST {
        var ast = VisualFormatAST()
        if try peek().kind == .end {
            throw error(.emptyFormat, "The format string is empty: it needs at least one view, such as '[button]'.",
                        at: try peek())
        }
        try parseOrientation(into: &ast)
        if try peek().kind == .end {
            throw error(.emptyFormat, "The format has no views: it needs at least one, such as '[button]'.",
                        at: try peek())
        }
        if try peek().kind == .pipe {
            let pipe = try take()
            let connection = try parseConnection()
            ast.leadingSuperview = .init(position: pipe.position, connection: connection)
        }
        ast.views.append(try parseView())
        while true {
            let token = try peek()
            switch token.kind {
            case .end:
                return ast
            case .dash, .openBracket, .pipe:
                let connection = try parseConnection()
                if try peek().kind == .pipe {
                    let pipe = try take()
                    ast.trailingSuperview = .init(position: pipe.position, connection: connection)
                    try expectEnd(afterClosing: pipe)
                    return ast
                }
                ast.connections.append(connection)
                ast.views.append(try parseView())
            default:
                throw error(.unexpected,
                            "Expected '-', '[', '|' or the end of the format after a view, not '\(token.text)'.",
                            at: token)
            }
        }
    }

    /// `H:` or `V:`. A name followed by ':' that is neither is an invalid
    /// orientation (with a hint for lowercase `h:`/`v:`).
    private mutating func parseOrientation(into ast: inout VisualFormatAST) throws(VisualFormatError) {
        let first = try peek()
        if first.kind == .colon {
            throw error(.invalidOrientation, "Expected 'H' or 'V' before ':'.", at: first)
        }
        guard case .identifier(let name) = first.kind, try peek(1).kind == .colon else { return }
        switch name {
        case "H": ast.orientation = .horizontal
        case "V": ast.orientation = .vertical
        default:
            var message = "'\(name)' is not an orientation: use 'H:' (horizontal) or 'V:' (vertical)."
            if name == "h" || name == "v" { message += " Did you mean '\(name.uppercased()):'?" }
            throw error(.invalidOrientation, message, at: first)
        }
        try take()
        try take()
    }

    /// After the closing `|` only the end may follow; another connection or
    /// view means the `|` stood in the middle.
    private mutating func expectEnd(afterClosing pipe: VisualFormatToken) throws(VisualFormatError) {
        let token = try peek()
        switch token.kind {
        case .end:
            return
        case .dash, .openBracket, .pipe:
            throw error(.superviewInMiddle,
                        "'|' stands for the superview and may appear only at the start or the end of the format.",
                        at: pipe)
        default:
            throw error(.unexpected, "Expected the end of the format after the closing '|', not '\(token.text)'.",
                        at: token)
        }
    }

    // MARK: Connections

    /// `''` (flush), `-` (standard), or `-` predicateList `-`.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatAST.Connection {
        guard try peek().kind == .dash else { return .flush }
        try take()
        let token = try peek()
        switch token.kind {
        case .openBracket, .pipe:
            return .standard
        case .number(let value):
            try take()
            let predicate = VisualFormatAST.Predicate(
                relation: .equal, object: .number(value, token.position), priority: nil)
            try expectDash(after: token)
            return .predicates([predicate])
        case .identifier(let name):
            try take()
            let predicate = VisualFormatAST.Predicate(relation: .equal, object: .name(name, token.position), priority: nil)
            try expectDash(after: token)
            return .predicates([predicate])
        case .openParen:
            let predicates = try parsePredicateList()
            try expectDash(after: token)
            return .predicates(predicates)
        case .end:
            throw error(.expectedView, "Expected a view, such as '[button]', or '|' after '-'.", at: token)
        default:
            throw error(.unexpected,
                        "Expected a spacing (a number, a metric or a predicate list in parentheses), a view or '|' after '-', not '\(token.text)'.",
                        at: token)
        }
    }

    private mutating func expectDash(after start: VisualFormatToken) throws(VisualFormatError) {
        let token = try peek()
        guard token.kind == .dash else {
            throw error(.missingDash,
                        "Expected '-' after the spacing: a spacing is written '-10-', '-name-' or '-(>=10)-'.",
                        at: token)
        }
        try take()
    }

    // MARK: Views

    private mutating func parseView() throws(VisualFormatError) -> VisualFormatAST.ViewNode {
        let open = try peek()
        guard open.kind == .openBracket else {
            if case .identifier(let name) = open.kind {
                throw error(.expectedView, "Expected a view here; write view names in brackets: '[\(name)]'.", at: open)
            }
            if open.kind == .pipe, try peek(1).kind != .end {
                throw error(.superviewInMiddle,
                            "'|' stands for the superview and may appear only at the start or the end of the format.",
                            at: open)
            }
            throw error(.expectedView, "Expected a view, such as '[button]', here.", at: open)
        }
        try take()
        let nameToken = try peek()
        guard case .identifier(let name) = nameToken.kind else {
            throw error(.expectedViewName, "Expected a view name after '['.", at: nameToken)
        }
        try take()
        var predicates: [VisualFormatAST.Predicate] = []
        if try peek().kind == .openParen {
            predicates = try parsePredicateList()
        }
        let close = try peek()
        guard close.kind == .closeBracket else {
            let what = predicates.isEmpty ? "the view name" : "the view's predicate list"
            throw error(.missingBracket, "Expected ']' after \(what).", at: close)
        }
        try take()
        return .init(name: name, position: nameToken.position, predicates: predicates)
    }

    // MARK: Predicates

    /// `'(' predicate (',' predicate)* ')'`.
    private mutating func parsePredicateList() throws(VisualFormatError) -> [VisualFormatAST.Predicate] {
        try take()  // '('
        var predicates: [VisualFormatAST.Predicate] = []
        while true {
            predicates.append(try parsePredicate())
            let token = try peek()
            switch token.kind {
            case .comma:
                try take()
            case .closeParen:
                try take()
                return predicates
            default:
                throw error(.missingParenthesis, "Expected ')' or ',' after the predicate.", at: token)
            }
        }
    }

    /// `relation? objectOfPredicate ('@' priority)?`.
    private mutating func parsePredicate() throws(VisualFormatError) -> VisualFormatAST.Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        if case .relation(let r) = try peek().kind {
            relation = r
            try take()
        }
        let object = try parseOperand(
            expected: "Expected a predicate: a number, a metric name or (for a view's width or height) a view name.",
            kind: .expectedPredicate)
        var priority: VisualFormatAST.Operand?
        if try peek().kind == .at {
            try take()
            priority = try parseOperand(expected: "Expected a priority (a number or a metric name) after '@'.",
                                        kind: .badPriority)
        }
        return .init(relation: relation, object: object, priority: priority)
    }

    /// A number (a `-` touching its digits makes it negative) or a name.
    private mutating func parseOperand(expected: String, kind: VisualFormatError.Kind)
        throws(VisualFormatError) -> VisualFormatAST.Operand
    {
        let token = try peek()
        switch token.kind {
        case .number(let value):
            try take()
            return .number(value, token.position)
        case .identifier(let name):
            try take()
            return .name(name, token.position)
        case .dash:
            let digits = try peek(1)
            guard case .number(let value) = digits.kind, digits.position.offset == token.endOffset else {
                throw error(.badNumber, "Expected a number after '-'.", at: token)
            }
            try take()
            try take()
            return .number(-value, token.position)
        default:
            throw error(kind, expected, at: token)
        }
    }
}
