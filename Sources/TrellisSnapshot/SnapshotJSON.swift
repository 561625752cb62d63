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

    /// `16`, `16.333`, `1e+20`, `null` for non-finite numbers: always a
    /// JSON number or null. Numbers of 1e15 or more are written whole in
    /// Swift's shortest form: multiplying them by 1000 to round could
    /// overflow to infinity (`"width": inf` for a 1e308-point canvas).
    public static func number(_ x: Double) -> String {
        guard x.isFinite else { return "null" }
        if abs(x) >= 1e15 { return String(x) }
        let rounded = (x * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    public static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
