/// Cairo numbers SVG surfaces with a counter that lives for the whole
/// process (`id="surface887"`), so the second picture of a run would differ
/// from the first. Renumbering them in order of appearance (`surface1`, …)
/// makes the bytes depend on the picture only.
enum SVGIdentifiers {
    static func renumberSurfaces(_ bytes: [UInt8]) -> [UInt8] {
        let word = Array("surface".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var numbers: [ArraySlice<UInt8>: Int] = [:]
        var i = 0
        while i < bytes.count {
            if bytes[i] == word[0], i + word.count < bytes.count, bytes[i..<i + word.count].elementsEqual(word),
               isDigit(bytes[i + word.count]) {
                var j = i + word.count
                while j < bytes.count && isDigit(bytes[j]) { j += 1 }
                let key = bytes[(i + word.count)..<j]
                let n = numbers[key] ?? (numbers.count + 1)
                numbers[key] = n
                out += word
                out += Array(String(n).utf8)
                i = j
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return out
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
}
