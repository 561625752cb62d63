/// Each pixel's Y, computed a row at a time on first need.
///
/// Why: anti-aliasing detection compares a pixel's brightness with its 8
/// neighbours', and neighbouring checks share most of them; pixelmatch
/// recomputes each from scratch. Subtracting precomputed Ys gives the same
/// bits (see `YIQ.y`). Rows are filled lazily so a compare with a handful of
/// differences touches a handful of rows, not the whole image.
final class BrightnessMap {
    private let image: UnsafeBufferPointer<UInt8>
    private let width: Int
    private let values: UnsafeMutableBufferPointer<Double>
    private let ready: UnsafeMutableBufferPointer<Bool>  // unsafe: no exclusivity checks per access

    /// `image` must outlive the map (it is used during one scan).
    init(_ image: UnsafeBufferPointer<UInt8>, width: Int, height: Int) {
        self.image = image
        self.width = width
        values = .allocate(capacity: width * height)  // untouched pages cost nothing
        ready = .allocate(capacity: height)
        ready.initialize(repeating: false)
    }

    deinit {
        values.deallocate()
        ready.deallocate()
    }

    /// The Ys with rows `y0...y2` filled in.
    @inline(__always)
    func rows(_ y0: Int, _ y2: Int) -> UnsafeBufferPointer<Double> {
        for y in y0...y2 where !ready[y] { fill(row: y) }
        return UnsafeBufferPointer(values)
    }

    private func fill(row y: Int) {
        for p in y * width..<(y + 1) * width { values[p] = YIQ.y(image, p * 4) }
        ready[y] = true
    }
}
