import Foundation
import TrellisFormat

/// The place in a layout file a snapshot's state comes from: the line of
/// the step it was taken after (line 1 for step 0), or the line of the
/// error that stopped it. CI annotations (`--reporter github`) point there,
/// so a failing snapshot is flagged on the file a reviewer would change.
public struct SnapshotSource: Sendable, Equatable {
    /// The layout file as given (for an Interface Builder scene, the real
    /// `.storyboard` / `.xib`, not the planned `NAME@SCENE` path).
    public var file: String
    /// 1-based.
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = max(1, line)
    }

    /// Where case `c` comes from, given its document: the step's own line.
    static func of(_ c: SnapshotCase, document: LayoutDocument?) -> SnapshotSource {
        let file = SnapshotDocuments.realFile(c.layoutPath)
        guard let document, c.step > 0, c.step <= document.steps.count else { return SnapshotSource(file: file, line: 1) }
        return SnapshotSource(file: file, line: document.steps[c.step - 1].position.line)
    }

    /// Where an error message (`FILE:LINE:COLUMN: error: …`, as every
    /// format error begins) points in case `c`'s file; line 1 when it names
    /// no line of that file.
    static func of(_ c: SnapshotCase, error message: String) -> SnapshotSource {
        let file = SnapshotDocuments.realFile(c.layoutPath)
        for prefix in [file + ":", c.layoutPath + ":"] where message.hasPrefix(prefix) {
            let digits = message.dropFirst(prefix.count).prefix { $0.isNumber }
            if let line = Int(digits) { return SnapshotSource(file: file, line: line) }
        }
        return SnapshotSource(file: file, line: 1)
    }
}
