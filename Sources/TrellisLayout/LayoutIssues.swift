import TrellisSolver

import Synchronization

/// Where the UIKit-shaped, non-throwing APIs report misuse (UIKit would raise
/// and crash): an invalid attribute pairing, a constraint between views with
/// no common ancestor, a Visual Format syntax error. Tests and tools read and
/// clear it; every entry is also a ``LayoutError``.
public enum LayoutIssues {
    private static let storage = Mutex<[LayoutError]>([])

    public static func record(_ error: LayoutError) {
        storage.withLock { $0.append(error) }
    }

    /// Everything recorded so far.
    public static var all: [LayoutError] { storage.withLock { $0 } }

    /// Returns what was recorded and clears it.
    @discardableResult
    public static func drain() -> [LayoutError] {
        storage.withLock { issues in
            defer { issues.removeAll() }
            return issues
        }
    }
}
