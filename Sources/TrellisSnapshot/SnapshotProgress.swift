import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Progress on standard error for long runs: on a terminal one line that
/// updates in place (`[12/37] batch/iphone-15-portrait.step-1`); otherwise
/// (CI logs) a line every few seconds, so short runs print nothing.
public final class SnapshotProgress: @unchecked Sendable {
    private let lock = NSLock()
    private let isTTY: Bool
    private let interval: Double
    private let start = Date()
    private var lastPrinted = Date()
    private var wroteLine = false

    public init(isTTY: Bool = isatty(2) != 0, interval: Double = 5) {
        self.isTTY = isTTY
        self.interval = interval
    }

    public func update(done: Int, total: Int, label: String) {
        lock.lock(); defer { lock.unlock() }
        let now = Date()
        if isTTY {
            let line = "[\(done)/\(total)] \(label)"
            write("\r\u{1B}[2K" + String(line.prefix(120)))
            wroteLine = true
        } else if now.timeIntervalSince(lastPrinted) >= interval && done < total {
            lastPrinted = now
            write(String(format: "snapshots: %d/%d done (%.0f s)\n", done, total, now.timeIntervalSince(start)))
        }
    }

    /// Clears the terminal line.
    public func finish() {
        lock.lock(); defer { lock.unlock() }
        if isTTY && wroteLine { write("\r\u{1B}[2K") }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
