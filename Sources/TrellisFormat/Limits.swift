/// The finite ranges a layout file may give, declared once. The loader
/// checks every number it reads against one of these (an out-of-range value
/// is a located error naming the range), the JSON Schema
/// (docs/trellis-layout.schema.json) states the same bounds, and
/// docs/LIMITS.md explains them. Keeping every input inside these ranges is
/// what keeps the solver, the text measurers and Cairo finite: no Double
/// reaching an Int, Int32 or a pixel count can then overflow.
public enum Limits {
    /// A closed range of numbers a key accepts, with the words errors use.
    public struct NumberRange: Sendable, Equatable {
        public let lower: Double
        public let upper: Double
        /// True when only whole numbers are accepted (`lines`).
        public let whole: Bool

        public init(_ lower: Double, _ upper: Double, whole: Bool = false) {
            self.lower = lower
            self.upper = upper
            self.whole = whole
        }

        public func contains(_ v: Double) -> Bool {
            v.isFinite && v >= lower && v <= upper && (!whole || v == v.rounded())
        }

        /// "a number from -10000000 to 10000000".
        public var expected: String {
            (whole ? "a whole number" : "a number") + " from \(Limits.format(lower)) to \(Limits.format(upper))"
        }
    }

    /// Largest magnitude of a position, constant, metric or step constant, in points.
    public static let maxCoordinate = 10_000_000.0
    /// Positions (`frame` x and y), constraint constants, Visual Format
    /// metrics and spacings, `constant:` steps.
    public static let coordinate = NumberRange(-maxCoordinate, maxCoordinate)
    /// Sizes that may be zero: frame sizes, intrinsic sizes, margins, insets.
    public static let size = NumberRange(0, maxCoordinate)
    /// Multipliers (`a.width == 2 * b.width`).
    public static let multiplier = NumberRange(-1000, 1000)
    /// Priorities, UIKit's range.
    public static let priority = NumberRange(1, 1000)
    /// Font sizes in points.
    public static let fontSize = NumberRange(0.5, 1000)
    /// A label's `lines` (0: as many as needed).
    public static let lines = NumberRange(0, 10_000, whole: true)
    /// A cell's `indentationLevel`.
    public static let indentationLevel = NumberRange(0, 10_000, whole: true)
    /// A canvas's width and height in points (an explicit canvas).
    public static let canvasSide = NumberRange(1, 10_000)
    /// A docked keyboard's height: 0 (none) up to a canvas side.
    public static let keyboardHeight = NumberRange(0, 10_000)
    /// Pixels per point: a canvas's `scale`.
    public static let scale = NumberRange(1, 4)

    // The largest picture `render` makes is TrellisRender's PictureLimits:
    // the renderer knows nothing of files, so its limits live beside it.

    /// The largest layout file read, in bytes.
    public static let maxFileBytes = 4_194_304
    /// How deeply YAML mappings and lists may nest.
    public static let maxNesting = 64
    /// How many YAML aliases (`*name`) a file may use.
    public static let maxAliases = 64
    /// How many nodes a file may have once every alias is expanded: what
    /// stops an alias bomb (each alias doubling the one before) cold.
    public static let maxNodes = 100_000
    /// The bytes and nodes of the layout text `trellis import` writes for
    /// an Interface Builder scene, read back in place of ``maxFileBytes``
    /// and ``maxNodes``. An imported label writes about 25 nodes (its
    /// frame, intrinsic size, font, canvas frame), so scenes of 4,000
    /// labels, well inside the scene limit of ``maxViews``, were refused
    /// as "more than 100000 YAML nodes"; a scene of 10,000 labels and
    /// 30,000 constraints writes about 350,000 nodes in 5 MB. The text has
    /// no aliases (the import writes none), so the node count is its size.
    public static let maxImportedBytes = 16_777_216
    public static let maxImportedNodes = 600_000

    /// How many views (root included) a file may make. Layout is linear in
    /// the views (`trellis bench layout`: 8,000 chained labels in about two
    /// seconds), so this bounds the work a file can ask for, not a cost
    /// that runs away; it is far more than any screen holds.
    public static let maxViews = 10_000
    /// How many constraint entries (expressions, Visual Format strings,
    /// groups; a step's `add:` included) a file may have.
    public static let maxConstraints = 40_000
    /// How many steps a file may have.
    public static let maxSteps = 100
    /// How many arranged views one stack view may hold when its
    /// distribution is `equalCentering` (StackArrangementLimits.swift says
    /// why; `fillEqually` and `equalSpacing` take the file's view limit).
    public static let maxArrangedEqualCentering = 60
    /// What all of a file's `equalCentering` stacks may weigh (a stack of
    /// k arranged views k × (k + 50)), times the layouts the file asks for
    /// (the start and each step): 10,000 views in stacks of 20 (700,000)
    /// with no step, a stack of 60 (6,600) with every step
    /// (StackArrangementLimits.swift, `EqualCenteringBudget`, says why).
    public static let maxEqualCenteringWork = 700_000

    /// The longest `text` (in characters) a view may show. Text is measured
    /// and drawn a paragraph at a time (`TextParagraphs` in TrellisRender),
    /// in time proportional to its length (a label of 50,000 lines in well
    /// under a second), so this bounds the work and the memory a file can
    /// ask for (a quarter of the 4 MB a file may be), not a cost that runs away.
    public static let maxTextLength = 1_000_000
    /// The longest paragraph (characters between line breaks) of a `text`.
    /// Pango wraps one paragraph in time that grows with the square of its
    /// length (150,000 characters: 0.14 s; a million: seconds), so a
    /// paragraph stays as long as a whole text could be before.
    public static let maxParagraphLength = 10_000

    /// A number as the limits are written: `10000000`, `0.5`.
    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }
}
