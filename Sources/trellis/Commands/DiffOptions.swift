import ArgumentParser
import Foundation
import TrellisDiff
import TrellisRender

/// `trellis diff`'s arguments as plain values, and the run itself.
///
/// Why apart from `DiffCommand`: a CI job runs `trellis diff` once per
/// snapshot, and ArgumentParser's reflection over the whole command tree costs
/// a few milliseconds of a process that should take twenty. `quickParse`
/// reads the usual spellings directly; anything else (help, `--opt=value`,
/// an unknown or repeated option, a value that fails validation) returns nil
/// and goes through ArgumentParser, so its messages stay the only ones.
struct DiffOptions: Equatable {
    var reference: String
    var actual: String
    var output: String?
    var composite: String?
    var threshold: Double = 0.1
    var includeAA = false
    var maxDifferentPixels = 0
    var maxDifferentRatio = 0.0
    var legacyBlend = false
    var noCheckerboard = false
    var diffMask = false
    var diffColorAlt: String?
    var maxPixels = PNGCodec.defaultMaxPixels
    var json = false

    /// What `validate` refuses, or nil.
    var problem: String? {
        if maxPixels < 1 { return "--max-pixels must be at least 1" }
        if let diffColorAlt, DiffCommand.color(diffColorAlt) == nil {
            return "--diff-color-alt must be R,G,B with each 0...255, e.g. 0,160,255; not '\(diffColorAlt)'"
        }
        if !(0...1).contains(threshold) { return "--threshold must be between 0 and 1, not \(threshold)" }
        if maxDifferentPixels < 0 { return "--max-different-pixels must not be negative" }
        if !(0...1).contains(maxDifferentRatio) {
            return "--max-different-ratio must be between 0 and 1, not \(maxDifferentRatio)"
        }
        return nil
    }

    /// The arguments after `diff`, when they are only the two files and
    /// options spelled `--name value` / `-o value` / `--flag`, each at most once,
    /// and valid; otherwise nil (ArgumentParser then parses and words any error).
    static func quickParse(_ arguments: ArraySlice<String>) -> DiffOptions? {
        // Plain arrays and a switch: a Set or Dictionary of strings here would
        // cost more (generic metadata instantiated at run time) than it saves.
        var files: [String] = []
        var seen: [String] = []
        var options = DiffOptions(reference: "", actual: "")
        var i = arguments.startIndex
        while i < arguments.endIndex {
            let argument = arguments[i] == "-o" ? "--output" : arguments[i]
            i = arguments.index(after: i)
            if !argument.hasPrefix("-") {
                files.append(argument)
                continue
            }
            if seen.contains(argument) { return nil }
            seen.append(argument)
            switch argument {
            case "--include-aa": options.includeAA = true
            case "--legacy-blend": options.legacyBlend = true
            case "--no-checkerboard": options.noCheckerboard = true
            case "--diff-mask": options.diffMask = true
            case "--json": options.json = true
            case "--output", "--composite", "--threshold", "--max-different-pixels", "--max-different-ratio",
                 "--diff-color-alt", "--max-pixels":
                guard i < arguments.endIndex, !arguments[i].hasPrefix("-") else { return nil }
                let value = arguments[i]
                i = arguments.index(after: i)
                switch argument {
                case "--output": options.output = value
                case "--composite": options.composite = value
                case "--diff-color-alt": options.diffColorAlt = value
                case "--threshold": guard let d = Double(value) else { return nil }; options.threshold = d
                case "--max-different-ratio": guard let d = Double(value) else { return nil }; options.maxDifferentRatio = d
                case "--max-different-pixels": guard let n = Int(value) else { return nil }; options.maxDifferentPixels = n
                default: guard let n = Int(value) else { return nil }; options.maxPixels = n
                }
            default:
                return nil
            }
        }
        guard files.count == 2 else { return nil }
        options.reference = files[0]
        options.actual = files[1]
        return options.problem == nil ? options : nil
    }

    func run() throws {
        try OutputOverInput.check(output, option: "-o", inputs: [reference, actual])
        try OutputOverInput.check(composite, option: "--composite", inputs: [reference, actual])
        let options = CompareOptions(threshold: threshold, includeAA: includeAA,
                                     rule: legacyBlend ? .pixelmatch5 : .pixelmatch7, checkerboard: !noCheckerboard,
                                     diffColorAlt: diffColorAlt.flatMap(DiffCommand.color), diffMask: diffMask)
        try checkAddressSpace()
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
                if let output { try Self.write(diff, to: output) }
                if let composite {
                    try Self.write(ImageComparer.composite(reference: referenceImage, diff: diff, actual: actualImage),
                                   to: composite)
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

    /// Through ``FileOutput``, as `render` writes: never half a file, and
    /// never a device or FIFO replaced (`-o /dev/stdout` is written to).
    static func write(_ image: PixelImage, to path: String) throws(DiffError) {
        let bytes: [UInt8]
        do { bytes = try PNGCodec.encode(image) } catch { throw DiffError(message: "\(path): \(error.message)") }
        do { try FileOutput.writeAtomically(bytes, to: path) } catch { throw DiffError(message: error.description) }
    }

    /// Under `ulimit -v`, the images, the diff image and the composite (4
    /// bytes a pixel each, with room for their encoding) must fit in what
    /// the limit leaves: two 64-megapixel images and their diff under 1 GB
    /// aborted while allocating. Sizes come from the IHDRs, before decoding;
    /// sizes past --max-pixels are left to the decoder's own error.
    func checkAddressSpace() throws {
        guard let available = AddressSpace.available(), let a = AddressSpace.pngSize(reference),
              let b = AddressSpace.pngSize(actual) else { return }
        let pixels = [a.width * a.height, b.width * b.height]
        guard pixels.allSatisfy({ $0 <= maxPixels }) else { return }
        let canvas = max(a.width, b.width) * max(a.height, b.height)
        var need = pixels.reduce(0, +)
        if output != nil || composite != nil { need += 2 * canvas }
        if composite != nil { need += 2 * (a.width + max(a.width, b.width) + b.width) * max(a.height, b.height) }
        let bytes = need * 4
        guard bytes > available else { return }
        let mb = { (n: Int) in "\(n / 1_048_576) MB" }
        throw BadInput(message: "error: comparing \(reference) (\(a.width)x\(a.height)) and \(actual) (\(b.width)x\(b.height))"
                                + (output != nil || composite != nil ? " and drawing the difference" : "")
                                + " needs about \(mb(bytes)); this process may use \(mb(available)) more (ulimit -v)\n"
                                + "  suggestion: raise the limit, leave out -o/--composite, or compare smaller images")
    }
}
