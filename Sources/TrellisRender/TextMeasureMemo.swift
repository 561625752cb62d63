import Synchronization
import TrellisLayout

/// The text layouts already measured in this process, by everything a
/// measurement depends on (text, size, face, line limit, width).
///
/// Why: the layout engine asks a label for its size several times for one
/// answer (its intrinsic size before and after the update pass, at the
/// unbounded width and at its wrapping width: a label of 3,000 lines was
/// laid out four times per `trellis layout`). Pango's answer depends on
/// nothing else (one font file, fixed rendering options), so a repeated
/// question is answered from here. Bounded: when the texts held pass
/// ``maxCharacters`` or the entries ``maxEntries``, the memo starts again.
enum TextMeasureMemo {
    struct Key: Hashable {
        var text: String
        var size: Double
        var face: TextFace
        var numberOfLines: Int
        var width: Double?
        /// A text style's leading (``TextParagraphs/leading``).
        var leading: Double? = nil
    }

    static let maxEntries = 20_000
    static let maxCharacters = 4_000_000

    private struct Store {
        var layouts: [Key: TextLayout] = [:]
        var characters = 0
    }

    private static let store = Mutex(Store())

    static func layout(_ key: Key, measure: () -> TextLayout?) -> TextLayout? {
        if let known = store.withLock({ $0.layouts[key] }) { return known }
        guard let measured = measure() else { return nil }
        store.withLock { s in
            let length = key.text.utf8.count
            if s.layouts.count >= maxEntries || s.characters + length > maxCharacters {
                s.layouts.removeAll()
                s.characters = 0
            }
            if length <= maxCharacters {
                s.layouts[key] = measured
                s.characters += length
            }
        }
        return measured
    }
}
