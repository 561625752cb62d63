import Foundation

/// UIKit's additions to `IndexPath` (on Apple platforms they come with
/// UIKit, not Foundation): a table's rows are addressed by section and row.
extension IndexPath {
    /// `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// `IndexPath(item:section:)`: a collection view's spelling.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The first index (0 for an empty path, where UIKit would raise).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } }
    }

    /// The second index (0 for a path shorter than two).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } }
    }

    /// `item`: the same index as ``row``.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
