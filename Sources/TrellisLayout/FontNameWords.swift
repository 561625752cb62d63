import Foundation

extension UIFont {
    /// Whether a lowercased font name holds `word` (lowercase ASCII: a
    /// face word such as "bold" or "italic"). Every label of an imported
    /// scene makes a font by name, and Foundation's `contains` (an
    /// `NSString` search) was most of that: an ASCII name, nearly every
    /// name, is searched byte by byte, which finds the same words (an ASCII
    /// name has no composed characters for the Foundation search to treat
    /// differently). Other names keep Foundation's search.
    static func lowercasedName(_ lower: String, holds word: String) -> Bool {
        let name = lower.utf8, needle = Array(word.utf8)
        guard name.allSatisfy({ $0 < 0x80 }) else { return lower.contains(word) }
        guard !needle.isEmpty else { return true }
        let bytes = Array(name)
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            var i = 1
            while i < needle.count && bytes[start + i] == needle[i] { i += 1 }
            if i == needle.count { return true }
        }
        return false
    }
}
