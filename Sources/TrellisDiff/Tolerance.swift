/// How much difference still passes, as a pixel count or as a share of the image.
///
/// The two limits are alternatives, as in jest-image-snapshot's "pixel" and
/// "percent" modes: a result passes when it is within *either* one, so setting
/// only one of them (the other left at 0) means just that one. A size mismatch
/// never passes: no pixel count describes a missing row.
public struct Tolerance: Sendable {
    /// Largest accepted `differentPixels`.
    public var maxDifferentPixels: Int = 0
    /// Largest accepted `differentRatio` (0...1).
    public var maxDifferentRatio: Double = 0

    public init(maxDifferentPixels: Int = 0, maxDifferentRatio: Double = 0) {
        self.maxDifferentPixels = maxDifferentPixels
        self.maxDifferentRatio = maxDifferentRatio
    }

    /// Exact equality: no different pixel (anti-aliased ones aside).
    public static let exact = Tolerance()

    public func accepts(_ result: CompareResult) -> Bool {
        if result.sizeMismatch { return false }
        return result.differentPixels <= maxDifferentPixels || result.differentRatio <= maxDifferentRatio
    }
}
