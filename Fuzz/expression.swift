// Fuzz target `expression`: bytes as one constraint expression
// (`a.top == b.bottom * 2 + 8 @ high`) through the lexer and parser. A bad
// expression is a FormatError; nothing may trap. See scripts/fuzz.
@testable import TrellisFormat

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpression(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    var parser = ExpressionParser(text: text) { offset, length, message, expected, suggestion in
        FormatError(file: "fuzz", line: 1, column: offset + 1, message: message, expected: expected, suggestion: suggestion)
    }
    if let e = try? parser.parse() {
        precondition(e.constant.isFinite && e.multiplier.isFinite, "not finite: \(text)")
    }
    return 0
}
