/// A linear expression `c₁·v₁ + c₂·v₂ + … + constant`.
///
/// Built with the ordinary operators: `row.top - above.bottom - 8`,
/// `2 * width`, `root.right - 16`. Terms naming the same variable are kept
/// apart until the solver folds them together.
public struct Expression: Sendable, CustomStringConvertible {
    public struct Term: Sendable {
        public var variable: Variable
        public var coefficient: Double
        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.terms = [Term(variable)]
        self.constant = 0
    }

    public init(constant: Double) {
        self.terms = []
        self.constant = constant
    }

    public var description: String {
        var parts: [String] = []
        for term in terms {
            let c = term.coefficient
            let name = term.variable.description
            let magnitude = abs(c)
            let body = magnitude == 1 ? name : "\(Self.format(magnitude))*\(name)"
            if parts.isEmpty {
                parts.append(c < 0 ? "-\(body)" : body)
            } else {
                parts.append(c < 0 ? "- \(body)" : "+ \(body)")
            }
        }
        if constant != 0 || parts.isEmpty {
            if parts.isEmpty {
                parts.append(Self.format(constant))
            } else {
                parts.append(constant < 0 ? "- \(Self.format(-constant))" : "+ \(Self.format(constant))")
            }
        }
        return parts.joined(separator: " ")
    }

    static func format(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }
}

/// A variable or an expression. Numbers are deliberately not members: if
/// `Double` conformed, these operators would compete with the standard ones
/// and `1.0 + 2.0` could silently become an ``Expression``. Numbers mix in
/// through the overloads that take a `Double` on one side.
public protocol ExpressionConvertible {
    var expression: Expression { get }
}

extension Expression: ExpressionConvertible {
    public var expression: Expression { self }
}

extension Variable: ExpressionConvertible {
    public var expression: Expression { Expression(self) }
}

// MARK: - Operators

/// `a.expression` with room for `extra` more terms, in one allocation.
///
/// Why: a variable's ``Variable/expression`` is a new one-term array, which
/// the operators' first append outgrows, so `v + w` and `v - e` allocated
/// twice and freed once (docs/PERFORMANCE.md, `wave2-solveralloc`). A
/// variable's terms are now written straight into an array of the right
/// size; an expression's are copied into one as before (its array is
/// shared with the caller's, so growing it copies anyway).
@inline(__always)
func expression(of a: some ExpressionConvertible, reserving extra: Int) -> Expression {
    if let v = asVariable(a) {
        var terms: [Expression.Term] = []
        terms.reserveCapacity(1 + extra)
        terms.append(Expression.Term(v))
        return Expression(terms, constant: 0)
    }
    var result = a.expression
    result.terms.reserveCapacity(result.terms.count + extra)
    return result
}

/// `x` if it is a ``Variable``. A comparison of type metadata, not `as?`:
/// the operators are called unspecialized from other modules, where `as?`
/// is a call into the runtime's dynamic cast (about 1 % of building a chain).
@inline(__always)
func asVariable<A: ExpressionConvertible>(_ x: A) -> Variable? {
    guard A.self == Variable.self else { return nil }
    return withUnsafePointer(to: x) { UnsafeRawPointer($0).load(as: Variable.self) }
}

public func + (a: some ExpressionConvertible, b: some ExpressionConvertible) -> Expression {
    if let w = asVariable(b) {
        var result = expression(of: a, reserving: 1)
        result.terms.append(Expression.Term(w))
        result.constant += 0  // as before: turns a -0 constant into +0
        return result
    }
    let other = b.expression
    var result = expression(of: a, reserving: other.terms.count)
    result.terms.append(contentsOf: other.terms)
    result.constant += other.constant
    return result
}

public func + (a: some ExpressionConvertible, b: Double) -> Expression {
    var result = a.expression
    result.constant += b
    return result
}

public func + (a: Double, b: some ExpressionConvertible) -> Expression { b + a }

public func - (a: some ExpressionConvertible, b: some ExpressionConvertible) -> Expression {
    // In one array: `a + (-1 * b)` made a negated copy of b's terms first.
    if let w = asVariable(b) {
        var result = expression(of: a, reserving: 1)
        result.terms.append(Expression.Term(w, -1))
        return result
    }
    let other = b.expression
    var result = expression(of: a, reserving: other.terms.count)
    for t in other.terms { result.terms.append(Expression.Term(t.variable, -t.coefficient)) }
    result.constant -= other.constant
    return result
}

public func - (a: some ExpressionConvertible, b: Double) -> Expression { a + -b }

public func - (a: Double, b: some ExpressionConvertible) -> Expression { -1.0 * b + a }

public prefix func - (a: some ExpressionConvertible) -> Expression { -1.0 * a }

public func * (k: Double, a: some ExpressionConvertible) -> Expression {
    var result = a.expression
    for i in result.terms.indices { result.terms[i].coefficient *= k }
    result.constant *= k
    return result
}

public func * (a: some ExpressionConvertible, k: Double) -> Expression { k * a }

public func / (a: some ExpressionConvertible, k: Double) -> Expression { (1 / k) * a }
