/// Which plain YAML scalars are numbers in a layout file.
///
/// YAML readers disagree: YAML 1.1 (PyYAML, which `scripts/validate-schema`
/// uses) reads `1e3` as a string and `010` as 8, YAML 1.2 and Swift read
/// them as 1000 and 10; `0x10`, `1_000`, `0o7`, `.inf` and `1:30` differ too.
/// A layout file takes the forms every reader agrees on, once the validator
/// uses the same rule (it does: scripts/validate-schema's loader):
///
///     [-+]? ( .DIGITS | (0 | [1-9]DIGITS*) (.DIGITS*)? ) ([eE][-+]?DIGITS)?
///
/// so `12`, `-3`, `+1`, `0.5`, `.5`, `1.`, `1e3` and `2.5E-2` are numbers;
/// `010`, `0x10`, `1_000`, `.inf` and `.nan` are not (an error where a number
/// is expected, a string where one is). The exact same pattern is in
/// scripts/validate-schema, and tests check both agree.
enum NumberSyntax {
    static func isNumber(_ s: String) -> Bool {
        // A number starts with a sign, a dot or a digit: a word (every key
        // and most values) is answered without reading further.
        guard let first = s.utf8.first,
              first == UInt8(ascii: "+") || first == UInt8(ascii: "-") || first == UInt8(ascii: ".")
              || (first >= 48 && first <= 57) else { return false }
        var s = s
        return s.withUTF8 { isNumber(bytes: $0) }
    }

    static func isNumber(bytes c: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        func digits() -> Int {
            let start = i
            while i < c.count, c[i] >= 48, c[i] <= 57 { i += 1 }
            return i - start
        }
        if i < c.count, c[i] == UInt8(ascii: "+") || c[i] == UInt8(ascii: "-") { i += 1 }
        if i < c.count, c[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { return false }
        } else {
            let start = i
            let n = digits()
            guard n > 0, n == 1 || c[start] != UInt8(ascii: "0") else { return false }
            if i < c.count, c[i] == UInt8(ascii: ".") { i += 1; _ = digits() }
        }
        if i < c.count, c[i] == UInt8(ascii: "e") || c[i] == UInt8(ascii: "E") {
            i += 1
            if i < c.count, c[i] == UInt8(ascii: "+") || c[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { return false }
        }
        return i == c.count
    }

    /// Plain scalars some YAML reader takes for a number though a layout
    /// file doesn't: worth a specific message where a number is expected.
    static func looksNumeric(_ s: String) -> Bool {
        guard let f = s.first, "+-.0123456789".contains(f) else { return false }
        return s.allSatisfy { "+-.0123456789_:xXoObBeEabcdefABCDEFinfINFnaNN".contains($0) }
    }
}
