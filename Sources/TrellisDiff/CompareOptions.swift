/// How two images are compared: pixelmatch's options, with its defaults.
public struct CompareOptions: Sendable {
    /// Which pixelmatch the counts and pictures follow.
    public enum Rule: Sendable, Equatable {
        /// pixelmatch 7.2.0 (the default): translucent pixels are compared by
        /// their premultiplied difference over a background (a checkerboard, or
        /// white with `checkerboard = false`), so white and transparent differ.
        case pixelmatch7
        /// pixelmatch 5.x and its Python port 0.4: each pixel blended over white
        /// first, so transparent equals white. For teams whose references were
        /// accepted under it (`trellis diff --legacy-blend`).
        case pixelmatch5
    }

    /// An RGB colour of the diff image.
    public struct Color: Sendable, Equatable {
        public var r, g, b: UInt8
        public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }
    }

    /// Per-pixel sensitivity, 0...1: a pixel differs when its YIQ distance exceeds
    /// `35215 * threshold²`. Smaller is stricter; 0 flags any change of colour.
    public var threshold: Double = 0.1
    /// Count anti-aliased (edge) pixels as differences too, instead of ignoring them.
    public var includeAA = false
    /// Opacity of the greyscale reference under the marks in a diff image.
    public var alpha: Double = 0.1
    public var rule: Rule = .pixelmatch7
    /// pixelmatch 7's `checkerboard`: blend translucent pixels over its
    /// checkerboard (true) or plain white (false). Ignored by `.pixelmatch5`.
    public var checkerboard = true
    /// Colour of anti-aliased pixels in the diff image.
    public var aaColor = Color(255, 255, 0)
    /// Colour of different pixels in the diff image.
    public var diffColor = Color(255, 0, 0)
    /// If set, the colour of different pixels where the actual image is darker
    /// than the reference (pixelmatch's `diffColorAlt`), so a reviewer sees
    /// which way a change went.
    public var diffColorAlt: Color?
    /// Draw only the differences, over a transparent background (pixelmatch's `diffMask`).
    public var diffMask = false

    public init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                rule: Rule = .pixelmatch7, checkerboard: Bool = true,
                diffColorAlt: Color? = nil, diffMask: Bool = false) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.rule = rule
        self.checkerboard = checkerboard
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
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
