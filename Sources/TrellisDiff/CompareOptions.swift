/// How two images are compared (pixelmatch's options, same defaults).
public struct CompareOptions: Sendable {
    /// Per-pixel sensitivity, 0...1: a pixel differs when its YIQ distance exceeds
    /// `35215 * threshold²`. Smaller is stricter; 0 flags any change of colour.
    public var threshold: Double = 0.1
    /// Count anti-aliased (edge) pixels as differences too, instead of ignoring them.
    public var includeAA = false
    /// Opacity of the greyscale reference under the red marks in a diff image.
    public var alpha: Double = 0.1

    public init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
    }
}

/// The outcome of one comparison.
public struct CompareResult: Sendable, Equatable {
    /// The compared size; for a size mismatch the canvas holding both images
    /// (the larger width and the larger height).
    public let width: Int
    public let height: Int
    /// Pixels that differ beyond the threshold and are not anti-aliasing; for a
    /// size mismatch this adds every canvas pixel outside the overlapping area.
    public let differentPixels: Int
    /// Pixels beyond the threshold that were let off as anti-aliasing (always 0 with `includeAA`).
    public let antialiasedPixels: Int
    /// The images have different sizes; such a result never passes a `Tolerance`.
    public let sizeMismatch: Bool
    /// The exact fast path hit: same size, same bytes (no pixel was looked at).
    public let identical: Bool

    public init(width: Int, height: Int, differentPixels: Int, antialiasedPixels: Int,
                sizeMismatch: Bool, identical: Bool) {
        self.width = width
        self.height = height
        self.differentPixels = differentPixels
        self.antialiasedPixels = antialiasedPixels
        self.sizeMismatch = sizeMismatch
        self.identical = identical
    }

    /// `differentPixels` as a share of `width * height` (0 for an empty image).
    public var differentRatio: Double {
        width * height == 0 ? 0 : Double(differentPixels) / Double(width * height)
    }
}
