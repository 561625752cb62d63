/// A GitHub Actions workflow command (`::error file=…,line=…::message`), as
/// both `trellis lint --format github` and the snapshot harness's
/// `--reporter github` write them, escaped by the runner's rules so a
/// message with a newline or a path with `:` or `,` can't break the line.
public enum WorkflowCommand {
    /// `::LEVEL k=v,…::MESSAGE`.
    public static func line(_ level: String, properties: [(String, String)], message: String) -> String {
        var out = "::" + level
        if !properties.isEmpty {
            out += " " + properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        }
        return out + "::" + escapeData(message)
    }

    /// The message: `%`, CR and LF (so a multi-line message stays one command).
    public static func escapeData(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: as the message, plus `:` and `,`, which would end
    /// the properties or the value.
    public static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
