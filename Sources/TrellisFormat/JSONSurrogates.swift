/// JSON writes a character outside the Basic Multilingual Plane as a
/// UTF-16 surrogate pair, `"\ud83d\ude00"` (Python's `json.dump` does so
/// for every emoji by default); YAML, whose parser reads JSON files here,
/// has no surrogates and refused the pair as "invalid Unicode character
/// escape code". Each pair inside a string becomes YAML's own escape for
/// the same character, `\U0001F600`, two characters shorter: columns after
/// it on that line move left by two in error messages. A lone surrogate
/// (no character at all) is left for the parser to refuse.
enum JSONSurrogates {
    static func rewrite(_ text: String) -> String {
        guard text.contains("\\u") || text.contains("\\U") else { return text }
        let s = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(s.count)
        var i = 0, inString = false
        func hex4(_ at: Int) -> UInt32? {
            guard at + 4 <= s.count else { return nil }
            var v: UInt32 = 0
            for b in s[at..<at + 4] {
                guard let d = hexDigit(b) else { return nil }
                v = v << 4 | d
            }
            return v
        }
        while i < s.count {
            let b = s[i]
            if !inString {
                if b == UInt8(ascii: "\"") { inString = true }
                out.append(b); i += 1; continue
            }
            if b == UInt8(ascii: "\"") { inString = false; out.append(b); i += 1; continue }
            guard b == UInt8(ascii: "\\"), i + 1 < s.count else { out.append(b); i += 1; continue }
            let next = s[i + 1]
            if next == UInt8(ascii: "u") || next == UInt8(ascii: "U"), let high = hex4(i + 2), (0xD800...0xDBFF).contains(high),
               i + 11 < s.count, s[i + 6] == UInt8(ascii: "\\"), s[i + 7] == UInt8(ascii: "u") || s[i + 7] == UInt8(ascii: "U"),
               let low = hex4(i + 8), (0xDC00...0xDFFF).contains(low) {
                let scalar = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                out.append(contentsOf: Array("\\U".utf8))
                let digits = String(scalar, radix: 16, uppercase: true)
                out.append(contentsOf: Array((String(repeating: "0", count: 8 - digits.count) + digits).utf8))
                i += 12
                continue
            }
            // Any other escape: copied whole, so an escaped quote doesn't end the string.
            out.append(b); out.append(next); i += 2
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hexDigit(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
