/// A tiny JSON writer that keeps keys in the order given (the frames record
/// reads top-down like the view tree) and writes numbers the same way on
/// every machine: integers without `.0`, others to at most three decimals.
enum JSONValue {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    func render(indent: Int = 0, pretty: Bool = true) -> String {
        let pad = pretty ? String(repeating: "  ", count: indent + 1) : ""
        let close = pretty ? String(repeating: "  ", count: indent) : ""
        let newline = pretty ? "\n" : ""
        let colon = pretty ? ": " : ":"
        switch self {
        case .object(let pairs):
            if pairs.isEmpty { return "{}" }
            let body = pairs.map { "\(pad)\(JSONValue.quote($0.0))\(colon)\($0.1.render(indent: indent + 1, pretty: pretty))" }
            return "{" + newline + body.joined(separator: "," + newline) + newline + close + "}"
        case .array(let items):
            if items.isEmpty { return "[]" }
            let body = items.map { pad + $0.render(indent: indent + 1, pretty: pretty) }
            return "[" + newline + body.joined(separator: "," + newline) + newline + close + "]"
        case .string(let s): return JSONValue.quote(s)
        case .number(let x): return JSONValue.number(x)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    static func number(_ x: Double) -> String {
        guard x.isFinite else { return "null" }
        let rounded = (x * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    static func quote(_ s: String) -> String {
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
                    out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
