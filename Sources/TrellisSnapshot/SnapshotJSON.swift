#if canImport(Glibc)
import Glibc
#endif
/// A small JSON value that keeps keys in the order given and writes numbers
/// the same way on every machine: integers without `.0`, others to at most
/// three decimals. The same rules as `trellis layout --json`, so a frames
/// reference reads exactly like the command's output.
public enum SnapshotJSON: Sendable, Equatable {
    case object([(String, SnapshotJSON)])
    case array([SnapshotJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    public static func == (a: SnapshotJSON, b: SnapshotJSON) -> Bool { a.render() == b.render() }

    /// Pretty-printed with two-space indents (no trailing newline).
    public func render(indent: Int = 0, pretty: Bool = true) -> String {
        let pad = pretty ? String(repeating: "  ", count: indent + 1) : ""
        let close = pretty ? String(repeating: "  ", count: indent) : ""
        let newline = pretty ? "\n" : ""
        let colon = pretty ? ": " : ":"
        switch self {
        case .object(let pairs):
            if pairs.isEmpty { return "{}" }
            let body = pairs.map { "\(pad)\(Self.quote($0.0))\(colon)\($0.1.render(indent: indent + 1, pretty: pretty))" }
            return "{" + newline + body.joined(separator: "," + newline) + newline + close + "}"
        case .array(let items):
            if items.isEmpty { return "[]" }
            let body = items.map { pad + $0.render(indent: indent + 1, pretty: pretty) }
            return "[" + newline + body.joined(separator: "," + newline) + newline + close + "]"
        case .string(let s): return Self.quote(s)
        case .number(let x): return Self.number(x)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    /// `TRELLIS_JSON_EXACT=1`: numbers in full (Swift's shortest
    /// round-tripping digits) instead of to three decimals, so
    /// `scripts/ib-roundtrip` can compare the YAML's frames with the IB
    /// layout's (written in full) within 1e-6.
    static let exact = getenv("TRELLIS_JSON_EXACT").map { String(cString: $0) == "1" } ?? false

    /// `16`, `16.333`, `1e+20`, `null` for non-finite numbers: always a
    /// JSON number or null. Numbers of 1e15 or more are written whole in
    /// Swift's shortest form: multiplying them by 1000 to round could
    /// overflow to infinity (`"width": inf` for a 1e308-point canvas).
    public static func number(_ x: Double) -> String {
        guard x.isFinite else { return "null" }
        if abs(x) >= 1e15 { return String(x) }
        if exact { return x == x.rounded() ? String(Int(x)) : String(x) }
        let rounded = (x * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// `s` as a JSON string literal: `"` and `\\` escaped, `\n`, `\r`, `\t`
    /// by name, other control characters as `\u00XX`, everything else as
    /// it is. Works on the UTF-8 bytes, copying each run that needs no
    /// escape at once (issue 14: a conflict log runs to megabytes; quoted a
    /// scalar at a time it cost more than the copy). Every byte of a multi-byte
    /// scalar is 0x80 or more, so only ASCII bytes are ever escaped, and
    /// the output is the same, byte for byte, as escaping scalar by scalar.
    public static func quote(_ s: String) -> String {
        let hex = Array("0123456789abcdef".utf8)
        var s = s
        return s.withUTF8 { bytes -> String in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 2)
            out.append(UInt8(ascii: "\""))
            var runStart = 0
            for i in 0..<bytes.count {
                let b = bytes[i]
                if b >= 0x20 && b != UInt8(ascii: "\"") && b != UInt8(ascii: "\\") { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
                runStart = i + 1
                out.append(UInt8(ascii: "\\"))
                switch b {
                case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "\n"): out.append(UInt8(ascii: "n"))
                case UInt8(ascii: "\r"): out.append(UInt8(ascii: "r"))
                case UInt8(ascii: "\t"): out.append(UInt8(ascii: "t"))
                default:
                    // \u00XX, lowercase hex, as String(_:radix:) writes it.
                    out.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                            hex[Int(b >> 4)], hex[Int(b & 0xF)]])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
            out.append(UInt8(ascii: "\""))
            return String(decoding: out, as: UTF8.self)
        }
    }
}
