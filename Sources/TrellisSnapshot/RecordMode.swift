import Foundation

/// When references are written, as in swift-snapshot-testing:
///
/// | mode | missing reference | differs | matches |
/// |---|---|---|---|
/// | `all` | write | write | recorded (rewritten if the bytes differ) |
/// | `missing` | write | fail | pass |
/// | `failed` | write | write | pass |
/// | `never` | fail | fail | pass |
///
/// In the test helper every write is also a failure (so a test left in
/// record mode can't pass); `trellis snapshot record` treats a write as done.
/// Default: `TRELLIS_RECORD` if set, otherwise `never` when `CI=true` (a
/// missing reference must fail in CI), otherwise the caller's default.
public enum RecordMode: String, Sendable, CaseIterable {
    case all, missing, failed, never

    /// The environment's choice: `TRELLIS_RECORD`, then `CI=true` → never, then `fallback`.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment,
                                       default fallback: RecordMode) throws(SnapshotError) -> RecordMode {
        if let value = environment["TRELLIS_RECORD"], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else {
                throw SnapshotError("TRELLIS_RECORD=\(value) is not a record mode; expected one of \(allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return mode
        }
        if isCI(environment) { return .never }
        return fallback
    }

    /// `CI` set to `true` or `1` (GitHub Actions, GitLab, CircleCI, Travis all set `CI=true`).
    public static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return value == "true" || value == "1"
    }

    func writesMissing() -> Bool { self != .never }
    func writesChanged() -> Bool { self == .all || self == .failed }
}

/// Bad input for a snapshot run (a malformed layout or configuration, an
/// unknown device, a bad option): the command line exits with status 2.
public struct SnapshotError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
