import Synchronization

/// Font names' weights, read once per name (``UIFont/Weight/init(fontName:)``).
///
/// Reading a weight lowercases the name's face and looks for nine words in
/// it: 15,000 instructions, asked for every label and button a file names a
/// font for (0.7 % of laying out a storyboard, docs/PERFORMANCE.md, session
/// 21). A name's weight never changes. At most ``maxNames`` are kept, so a
/// file of many made-up names costs memory no larger than that.
enum FontNameWeights {
    static let maxNames = 512
    private static let weights = Mutex<[String: UIFont.Weight]>([:])

    static func weight(of name: String) -> UIFont.Weight? {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return weights.withLock { $0[name] }
    }

    /// ASCII names only: `String`'s `==` is canonical equivalence, and two
    /// non-ASCII names equal under it need not read as the same words.
    static func keep(_ weight: UIFont.Weight, for name: String) {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return }
        weights.withLock { if $0.count < maxNames { $0[name] = weight } }
    }
}
