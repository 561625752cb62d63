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
        if maxPixels < 1 { throw ValidationError("--max-pixels must be at least 1") }
        if let diffColorAlt, Self.color(diffColorAlt) == nil {
            throw ValidationError("--diff-color-alt must be R,G,B with each 0...255, e.g. 0,160,255; not '\(diffColorAlt)'")
        }
        if !(0...1).contains(threshold) { throw ValidationError("--threshold must be between 0 and 1, not \(threshold)") }
        if maxDifferentPixels < 0 { throw ValidationError("--max-different-pixels must not be negative") }
        if !(0...1).contains(maxDifferentRatio) {
            throw ValidationError("--max-different-ratio must be between 0 and 1, not \(maxDifferentRatio)")
        }
    }

    func run() throws {
        let options = CompareOptions(threshold: threshold, includeAA: includeAA,
                                     rule: legacyBlend ? .pixelmatch5 : .pixelmatch7, checkerboard: !noCheckerboard,
                                     diffColorAlt: diffColorAlt.flatMap(Self.color), diffMask: diffMask)
        let referenceImage: PixelImage, actualImage: PixelImage
        do {
            let images = try PNGCodec.read(paths: [reference, actual], maxPixels: maxPixels)
            referenceImage = images[0]
            actualImage = images[1]
        } catch {
            throw BadInput(message: "error: \(error.message)")
        }
        let result: CompareResult
        if output != nil || composite != nil {
            do {
                try ImageComparer.checkDrawingSize(referenceImage, actualImage, composite: composite != nil, maxPixels: maxPixels)
            } catch {
                throw BadInput(message: "error: can't draw the difference of \(reference) and \(actual): \(error.message)")
            }
            // One pass counts and draws.
            let (counted, diff) = ImageComparer.compareAndDiff(referenceImage, actualImage, options: options)
            result = counted
            do {
                if let output { try PNGCodec.write(diff, to: output, level: PNGCodec.artifactLevel) }
                if let composite {
                    try PNGCodec.write(ImageComparer.composite(reference: referenceImage, diff: diff, actual: actualImage),
                                       to: composite, level: PNGCodec.artifactLevel)
                }
            } catch {
                throw BadInput(message: "error: \(error.message)")
            }
        } else {
            result = ImageComparer.compare(referenceImage, actualImage, options: options)
        }
        print(json ? Self.json(result) : text(result, referenceImage, actualImage))
        let tolerance = Tolerance(maxDifferentPixels: maxDifferentPixels, maxDifferentRatio: maxDifferentRatio)
        if !tolerance.accepts(result) { throw ExitCode(1) }
    }

    /// "R,G,B" with each component 0...255.
    static func color(_ text: String) -> CompareOptions.Color? {
        let parts = text.split(separator: ",").map { UInt8($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 3, let r = parts[0], let g = parts[1], let b = parts[2] else { return nil }
        return CompareOptions.Color(r, g, b)
    }

    static func json(_ r: CompareResult) -> String {
        """
        {"width": \(r.width), "height": \(r.height), "differentPixels": \(r.differentPixels), \
        "antialiasedPixels": \(r.antialiasedPixels), "sizeMismatch": \(r.sizeMismatch)}
        """
    }

    func text(_ r: CompareResult, _ a: PixelImage, _ b: PixelImage) -> String {
        if r.sizeMismatch {
            return "size mismatch: \(reference) is \(a.width)x\(a.height), \(actual) is \(b.width)x\(b.height)"
                + " (\(r.differentPixels) of \(r.width)x\(r.height) canvas pixels differ)"
        }
        if r.identical { return "identical (\(r.width)x\(r.height))" }
        let percent = String(format: "%.4g", r.differentRatio * 100)
        var line = "\(r.differentPixels) different pixels of \(r.width * r.height) (\(percent)%)"
        if !includeAA { line += ", \(r.antialiasedPixels) anti-aliased pixels ignored" }
        return line + " at threshold \(threshold)"
    }
}
