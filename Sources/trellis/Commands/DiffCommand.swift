import ArgumentParser
import Foundation
import TrellisDiff

/// `trellis diff A.png B.png`: pixelmatch's perceptual compare of two PNG files.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images the way pixelmatch 7.2 does (YIQ distance, anti-aliasing ignored).",
        discussion: """
            Exit 0 when the images are equal within the tolerance, 1 when they differ (or their \
            sizes do), 2 on bad input. --json prints {"width", "height", "differentPixels", \
            "antialiasedPixels", "sizeMismatch"}; for a size mismatch width and height are those \
            of the canvas holding both images and every canvas pixel outside their overlap counts \
            as different. The diff image (-o) shows differences red and anti-aliasing yellow over \
            the faded greyscale reference (outside the overlap: magenta). --legacy-blend \
            counts as pixelmatch 5 did (translucent pixels blended over white).
            """)

    @Argument(help: "The reference PNG.")
    var reference: String

    @Argument(help: "The actual PNG.")
    var actual: String

    @Option(name: .shortAndLong, help: "Write the diff image (PNG) here.")
    var output: String?

    @Option(help: "Also write reference | diff | actual side by side (PNG) here.")
    var composite: String?

    @Option(help: "Per-pixel colour threshold, 0...1 (smaller is stricter).")
    var threshold: Double = 0.1

    @Flag(help: "Count anti-aliased pixels as differences.")
    var includeAA = false

    @Option(help: "Pass with up to N different pixels.")
    var maxDifferentPixels: Int = 0

    @Option(help: "Pass with up to this share (0...1) of different pixels.")
    var maxDifferentRatio: Double = 0

    @Flag(help: "pixelmatch 5's rule: blend translucent pixels over white (for references accepted under it).")
    var legacyBlend = false

    @Flag(help: "pixelmatch 7's checkerboard: false: compare translucent pixels over white, not a checkerboard.")
    var noCheckerboard = false

    @Flag(help: "Diff image: only the differences, over transparent.")
    var diffMask = false

    @Option(help: "Diff image: colour (R,G,B) of differences where the actual image is darker.")
    var diffColorAlt: String?

    @Option(help: "Refuse images with more pixels than this, before decoding them.")
    var maxPixels: Int = PNGCodec.defaultMaxPixels

    @Flag(help: "Print JSON.")
    var json = false

    func validate() throws {
        if let problem = options.problem { throw ValidationError(problem) }
    }

    func run() throws {
        try options.run()
    }

    /// The parsed command as plain values (what `run` works from).
    var options: DiffOptions {
        DiffOptions(reference: reference, actual: actual, output: output, composite: composite, threshold: threshold,
                    includeAA: includeAA, maxDifferentPixels: maxDifferentPixels, maxDifferentRatio: maxDifferentRatio,
                    legacyBlend: legacyBlend, noCheckerboard: noCheckerboard, diffMask: diffMask,
                    diffColorAlt: diffColorAlt, maxPixels: maxPixels, json: json)
    }

    /// "R,G,B" with each component 0...255.
    static func color(_ text: String) -> CompareOptions.Color? {
        let parts = text.split(separator: ",").map { UInt8($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 3, let r = parts[0], let g = parts[1], let b = parts[2] else { return nil }
        return CompareOptions.Color(r, g, b)
    }
}
