import Foundation
import TrellisFormat

/// A check on the raw bytes, before the XML parser sees them, that no start
/// tag carries more than ``maxAttributes`` attributes.
///
/// Why: libxml2 2.9 (Debian 12's, which swift-corelibs-foundation's
/// XMLParser uses) checks each attribute against every earlier one of its
/// element for a duplicate, so one element's attributes cost the square of
/// their number: a 2.3 MB .xib holding one `<view>` with 200,000 attributes
/// took over 20 seconds. Xcode writes at most about 15 on an element (the
/// test fixtures' largest is a `<label>` with 14).
///
/// The scan is linear and knows just enough XML to count right: comments,
/// CDATA sections, processing instructions and `<!DOCTYPE …>` are skipped,
/// and `=` inside quoted attribute values isn't counted.
enum XMLAttributeBudget {
    static let maxAttributes = 256

    /// Where the first start tag with too many attributes opens (1-based
    /// line and column in Unicode scalars), and its name; nil when none has.
    static func firstOverBudget(_ data: Data) -> (position: SourcePosition, name: String, count: Int)? {
        data.withUnsafeBytes { raw in firstOverBudget(raw.bindMemory(to: UInt8.self)) }
    }

    static func firstOverBudget(_ bytes: UnsafeBufferPointer<UInt8>) -> (position: SourcePosition, name: String, count: Int)? {
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), eq = UInt8(ascii: "=")
        let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'")
        let n = bytes.count
        func startsWith(_ u: [UInt8], at i: Int) -> Bool {
            i + u.count <= n && bytes[i..<i + u.count].elementsEqual(u)
        }
        func skip(past u: [UInt8], from i: Int) -> Int {
            var j = i
            while j + u.count <= n {
                if bytes[j] == u[0] && bytes[j..<j + u.count].elementsEqual(u) { return j + u.count }
                j += 1
            }
            return n
        }
        var i = 0
        while i < n {
            guard bytes[i] == lt else { i += 1; continue }
            let next = i + 1 < n ? bytes[i + 1] : 0
            if next == UInt8(ascii: "!"), startsWith(Self.commentStart, at: i) { i = skip(past: Self.commentEnd, from: i + 4); continue }
            if next == UInt8(ascii: "!"), startsWith(Self.cdataStart, at: i) { i = skip(past: Self.cdataEnd, from: i + 9); continue }
            if next == UInt8(ascii: "?") { i = skip(past: Self.piEnd, from: i + 2); continue }
            if next == UInt8(ascii: "!") {
                // A declaration, possibly with an internal subset in [ ].
                var j = i + 2, depth = 0, inQuote: UInt8 = 0
                while j < n {
                    let c = bytes[j]
                    if inQuote != 0 { if c == inQuote { inQuote = 0 } }
                    else if c == quote || c == apostrophe { inQuote = c }
                    else if c == UInt8(ascii: "[") { depth += 1 }
                    else if c == UInt8(ascii: "]") { depth -= 1 }
                    else if c == gt && depth <= 0 { break }
                    j += 1
                }
                i = j + 1
                continue
            }
            // A start or end tag: count `=` outside quotes up to its `>`.
            var j = i + 1, count = 0, inQuote: UInt8 = 0
            while j < n {
                let c = bytes[j]
                if inQuote != 0 { if c == inQuote { inQuote = 0 } }
                else if c == quote || c == apostrophe { inQuote = c }
                else if c == eq { count += 1 }
                else if c == gt || c == lt { break }
                j += 1
            }
            if count > maxAttributes {
                var nameEnd = i + 1
                while nameEnd < n, ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), gt,
                                     UInt8(ascii: "/")].contains(bytes[nameEnd]) { nameEnd += 1 }
                return (position(of: i, in: bytes), String(decoding: bytes[(i + 1)..<nameEnd], as: UTF8.self), count)
            }
            i = j
        }
        return nil
    }

    static let commentStart = Array("<!--".utf8), commentEnd = Array("-->".utf8)
    static let cdataStart = Array("<![CDATA[".utf8), cdataEnd = Array("]]>".utf8), piEnd = Array("?>".utf8)

    static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        var line = 1, column = 1
        for b in bytes[..<offset] {
            if b == UInt8(ascii: "\n") { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        return SourcePosition(line: line, column: column)
    }
}
