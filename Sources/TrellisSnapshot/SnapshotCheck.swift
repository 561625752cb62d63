import Foundation
import TrellisDiff

/// The comparison at the heart of a snapshot: a rendered picture and a
/// frames record against the references on disk, under a record mode.
///
/// Images compare exactly first (same bytes); if the bytes differ, the
/// pixels are compared with ``ImageComparer`` (YIQ threshold, anti-aliasing
/// ignored) and the result must be within the ``Tolerance`` (zero by default).
/// Frames compare with a tolerance of one pixel (`1 / scale` points).
public enum SnapshotCheck {
    public struct Settings: Sendable {
        public var mode: RecordMode
        public var compare: CompareOptions
        public var tolerance: Tolerance
        /// nil: no artifacts.
        public var artifacts: Artifacts?
        /// What to tell the user to do about a missing reference.
        public var recordHint: String

        public init(mode: RecordMode = .never, compare: CompareOptions = .init(), tolerance: Tolerance = .init(),
                    artifacts: Artifacts? = nil,
                    recordHint: String = "run `trellis snapshot record` to write it") {
            self.mode = mode
            self.compare = compare
            self.tolerance = tolerance
            self.artifacts = artifacts
            self.recordHint = recordHint
        }
    }

    /// Checks `png` and `frames` against `name`'s references (and writes
    /// references and artifacts as the settings say). `pixel` is one pixel
    /// in points (`1 / scale` of the device).
    public static func check(name: SnapshotName, title: String, png: [UInt8], frames: String, pixel: Double,
                             settings: Settings) -> SnapshotResult {
        var result = SnapshotResult(name: name, title: title, status: .passed, summary: "matches")
        let referencePNG = AtomicFile.read(name.imagePath)
        let referenceFrames = AtomicFile.read(name.framesPath).map { String(decoding: $0, as: UTF8.self) }

        if referencePNG == nil || referenceFrames == nil {
            result.missing = [referencePNG == nil ? name.imagePath : nil, referenceFrames == nil ? name.framesPath : nil]
                .compactMap { $0 }
            if settings.mode.writesMissing() {
                do {
                    try AtomicFile.write(png, to: name.imagePath)
                    try AtomicFile.write(frames + "\n", to: name.framesPath)
                    result.written = name.paths
                    result.status = .recorded
                    result.summary = "recorded (no reference before)"
                } catch {
                    result.status = .error
                    result.summary = error.message
                }
                return result
            }
            result.status = .failed
            result.summary = "no reference (\(result.missing.map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))); "
                + settings.recordHint
            if let artifacts = settings.artifacts {
                result.artifacts = try? artifacts.write(name: name, referencePNG: nil, actualPNG: png, referenceFrames: nil,
                                                        actualFrames: frames + "\n", framesDifferences: [],
                                                        options: settings.compare)
            }
            return result
        }

        // Frames: one pixel of tolerance.
        let framesText = frames + "\n"
        result.framesDifferences = FramesDiff.compare(reference: referenceFrames!, actual: framesText, tolerance: pixel)
        // Image: exact first, then perceptual within the tolerance.
        var imageFails = false
        let sameBytes = referencePNG! == png
        if !sameBytes {
            do {
                // Both at once: the check then costs about one decode and a compare.
                let (reference, actual) = try PNGCodec.decode(referencePNG!, png)
                let compared = ImageComparer.compare(reference, actual, options: settings.compare)
                result.image = compared
                if compared.sizeMismatch {
                    result.sizeChange = "\(reference.width)×\(reference.height) → \(actual.width)×\(actual.height)"
                }
                imageFails = !settings.tolerance.accepts(compared)
            } catch {
                result.summary = "the reference image can't be read: \(error.message)"
                imageFails = true
            }
        }
        let fails = imageFails || !result.framesDifferences.isEmpty
        let bytesDiffer = !sameBytes || referenceFrames! != framesText
        if settings.mode == .all && !bytesDiffer {
            result.status = .recorded
            result.summary = "recorded (unchanged)"
            return result
        }
        if (fails && settings.mode.writesChanged()) || (settings.mode == .all && bytesDiffer) {
            do {
                if !sameBytes { try AtomicFile.write(png, to: name.imagePath); result.written.append(name.imagePath) }
                if referenceFrames! != framesText {
                    try AtomicFile.write(framesText, to: name.framesPath)
                    result.written.append(name.framesPath)
                }
                result.status = .recorded
                result.summary = fails ? "recorded over a changed reference (\(changeSummary(result, imageFails)))"
                    : "recorded (within tolerance before)"
            } catch {
                result.status = .error
                result.summary = error.message
            }
            return result
        }
        guard fails else {
            if let image = result.image { result.summary = "matches within tolerance (\(describe(image)))" }
            return result
        }
        result.status = .failed
        if result.summary == "matches" { result.summary = "differs from the reference: " + changeSummary(result, imageFails) }
        if let artifacts = settings.artifacts {
            do {
                result.artifacts = try artifacts.write(name: name, referencePNG: referencePNG, actualPNG: png,
                                                       referenceFrames: referenceFrames, actualFrames: framesText,
                                                       framesDifferences: result.framesDifferences, options: settings.compare)
            } catch {
                result.summary += " (artifacts: \(error.message))"
            }
        }
        return result
    }

    static func changeSummary(_ result: SnapshotResult, _ imageFails: Bool) -> String {
        var parts: [String] = []
        let n = result.framesDifferences.count
        if n > 0 { parts.append("\(n) frame change" + (n == 1 ? "" : "s")) }
        if imageFails, let image = result.image { parts.append(describe(image, sizeChange: result.sizeChange)) }
        return parts.joined(separator: "; ")
    }

    /// `1234 pixels differ (0.52 %)`, `size 435×950 → 435×970`.
    public static func describe(_ image: CompareResult, sizeChange: String? = nil) -> String {
        if image.sizeMismatch { return "image size \(sizeChange ?? "changed") (\(image.differentPixels) pixels differ)" }
        let percent = image.differentRatio * 100
        let shown = percent < 0.01 && percent > 0 ? "< 0.01" : String(format: "%.2f", percent)
        return "\(image.differentPixels) pixel\(image.differentPixels == 1 ? "" : "s") differ (\(shown) %)"
    }
}
